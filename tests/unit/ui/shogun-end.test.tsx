// @vitest-environment jsdom
// The end of a Shogun game on one device (src/ui/shogun/ShogunScreen.tsx): the ranking first, then
// the ways on (a new game, the menu, the log); nobody "holds the device" any more and there is no
// Undo, as on Samurai Battles' end screen (src/ui/screens/Victory.tsx offers none). Before the end
// the same screen still names the holder and offers Undo.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { type Moment, replayMoments } from '../../../src/ui/shogun/chronicle';
import { colourById, lookOf } from '../../../src/ui/shogun/colours';
import { st } from '../../../src/ui/shogun/i18n';
import type { ShogunLocal, ShogunTable } from '../../../src/ui/shogun/local';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { playedTable, type Until } from './shogun-played';

afterEach(cleanup);

/** The table of shogun-played.ts, with the looks and moments the screen reads. */
async function played(stop: Until): Promise<ShogunLocal & { playOn: (until: Until) => Promise<boolean> }> {
  const { table, playOn } = await playedTable(stop);
  const looks = Object.fromEntries(
    table.seats.map((s, i) => [s, lookOf(colourById('', i), i === 0 ? 'Aiko' : '', st)]),
  ) as Record<Seat, SeatLook>;
  // The moments as the game's chronicle keeps them, following every action.
  let kept = { length: -1, moments: [] as Moment[] };
  const moments = () => {
    const length = table.log().length;
    if (kept.length !== length) kept = { length, moments: replayMoments(shogun, table.session).moments };
    return kept.moments;
  };
  return { table, looks, saveId: 'test', moments, computer: null, playOn };
}

/** The last action fought one battle (a revolt shows in its winter's panel instead). */
function justThrew(t: ShogunTable): boolean {
  const n = t.session.log.length - 1;
  const thrown = replayMoments(shogun, t.session).moments.filter((m) => m.kind === 'throw' && m.action === n);
  return thrown.length === 1 && thrown[0]?.kind === 'throw' && thrown[0].report.kind === 'attack';
}

describe('the latest tower throw on one device', () => {
  it('shows a throw played before the screen opened at its end; one played on it may be skipped', {
    timeout: 60_000,
  }, async () => {
    // As a game reopened just after a battle: that battle was seen before.
    const game = await played(justThrew);
    render(() => <ShogunScreen game={game} onLeave={() => {}} />);
    const latest = () => document.querySelector('.shogun-throws .tower-throw');
    expect(latest()?.classList.contains('settled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Skip the throw' })).toBeNull();
    // The next battle is played with the screen open: its cubes drop, and Skip ends the drop.
    const before = game.table.session.log.length;
    expect(await game.playOn((t) => t.session.log.length > before && justThrew(t))).toBe(true);
    expect(latest()?.classList.contains('settled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Skip the throw' }));
    expect(latest()?.classList.contains('settled')).toBe(true);
    game.table.dispose();
  });
});

describe('the end of a Shogun game on one device', () => {
  it('shows the ranking and the ways on, without the holder line or Undo', { timeout: 60_000 }, async () => {
    const game = await played((t) => t.outcome() !== null);
    let left = 0;
    let fresh = 0;
    render(() => <ShogunScreen game={game} onLeave={() => left++} onNew={() => fresh++} />);
    expect(screen.getByRole('heading', { name: 'The game is over' })).toBeTruthy();
    expect(document.querySelectorAll('.end-ranking li')).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/holds the device/);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    const next = screen.getByRole('navigation', { name: 'What next' });
    fireEvent.click(within(next).getByRole('button', { name: 'New game of Shogun' }));
    expect(fresh).toBe(1);
    fireEvent.click(within(next).getByRole('button', { name: 'Back to the menu' }));
    expect(left).toBe(1);
    // The log is on the page, and one tap brings it into sight with the focus.
    fireEvent.click(within(next).getByRole('button', { name: 'Read the game’s log' }));
    expect(document.activeElement?.id).toBe('table-log');
    expect(document.querySelectorAll('.table-log-lines li').length).toBeGreaterThan(0);
    game.table.dispose();
  });

  it('still names the holder and offers Undo while the game goes on', { timeout: 60_000 }, async () => {
    // Stopped after p1 laid a card of the first plan: that card may be taken back.
    const game = await played((t) => t.session.log.some((e) => e.seat === 'p1'));
    render(() => <ShogunScreen game={game} onLeave={() => {}} />);
    expect(document.body.textContent).toMatch(/Aiko \(Red ●\) holds the device/);
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'What next' })).toBeNull();
    game.table.dispose();
  });
});
