// @vitest-environment jsdom
// The end of a Shogun game on a table of phones (issue 20): a whole game on three phones (in-memory
// connections, the players named at setup). Each guest phone reads from its own log exactly the
// tablet's moments of the same game (throws, winters, scorings with region majorities and running
// totals), and its screen shows the tablet's whole result: the winners, the final scores by player,
// the chart, and both winters with their scores tables and region majorities. Under the ranking, the
// ways on: back to the menu and the log on every phone, a new game on the host's only; no seat
// switch, cover, waiting or planning line any more.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shogun } from '../../../src/games/shogun/index';
import { withSeed } from '../../../src/net/dice/public-seed';
import { type ShogunNetScored, shogunNet, shogunNetWith } from '../../../src/net/games/shogun';
import { netMoments } from '../../../src/ui/net/shogun/net-moments';
import { ShogunNetScreen } from '../../../src/ui/net/shogun/ShogunNetScreen';
import { momentsOf, regionMajorities, scoreBasisOf } from '../../../src/ui/shogun/chronicle';
import { until } from './fixtures';
import { auditShogunGuest } from './shogun-audit';
import { closeShogun, openShogun, playUntil, type ShogunClient, type ShogunTable } from './shogun-fixtures';
import { shogunNetPlay } from './shogun-net-play';

const PLAYERS = [
  { name: 'Aiko', colour: 'teal' },
  { name: 'Ben', colour: 'pink' },
  { name: '', colour: 'blue' },
];

let table: ShogunTable | null = null;
afterEach(() => {
  cleanup();
  closeShogun(table);
  table = null;
});

/** Renders a phone's Shogun screen, with what its end menu's buttons call. */
function showPhone(
  role: 'host' | 'guest',
  client: ShogunClient,
  onLeave = () => undefined,
  onNew = () => undefined,
) {
  render(() => (
    <ShogunNetScreen
      play={shogunNetPlay(role, client)}
      client={client}
      onShowRoom={undefined}
      onLeave={onLeave}
      onNew={onNew}
    />
  ));
}

/** The end menu's buttons, in order. */
const nextButtons = (next: HTMLElement) =>
  within(next)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Shogun on phones: the end of the game', () => {
  it('a whole game: every phone reads the tablet’s moments from its log and shows the whole result', async () => {
    const net = shogunNetWith(PLAYERS);
    const t = await openShogun(3, 17, ['p1'], net);
    table = t;
    await playUntil(t, 31, () => t.game.state.outcome !== null, 6000);
    // The tablet's chronicle of the same game: the engine's own events, each scoring read from the
    // state right after it (rolled again from the seeds the phones drew, docs/net.md "Dice").
    const state = shogun.setup(t.game.setup, t.game.seed);
    const year: { current: 1 | 2 } = { current: 1 };
    const tablet = t.game.log.flatMap((entry, i) => {
      const r = withSeed(shogunNet, state, entry.dice, () => shogun.apply(state, entry.seat, entry.action));
      if (!r.ok) throw new Error(`action ${i} refused`);
      return momentsOf(i, r.events, () => scoreBasisOf(state), year);
    });
    const scorings = tablet.filter((m) => m.kind === 'scored');
    expect(scorings.map((m) => m.year)).toEqual([1, 2]);
    expect(scorings[1]!.totals).toEqual(t.game.state.outcome!.scores);
    expect(scorings[1]!.majorities).toEqual(regionMajorities(t.game.state));
    for (const g of t.guests) {
      const seat = g.client.seat.get()!;
      await until(() => g.client.view.get()?.actionCount === t.game.log.length, `${seat} up to date`);
      expect(g.client.view.get()!.outcome).toEqual(t.game.state.outcome);
      // Throws, winters and scorings are public: each phone's log gives exactly the tablet's.
      expect(netMoments(g.client.log.get())).toEqual(tablet);
      const scored = g.client.log
        .get()
        .flatMap((e) => e.events)
        .filter((e): e is ShogunNetScored => e.type === 'scored');
      expect(scored.map((e) => e.after !== undefined)).toEqual([true, true]);
      // Nothing hidden came with the boards, to the end of the game.
      expect(auditShogunGuest(t.game, g.received, seat, net)).toEqual([]);
    }

    // What the first guest phone shows.
    const client = t.guests[0]!.client as unknown as ShogunClient;
    expect(client.seat.get()).toBe('p2');
    showPhone('guest', client);
    const end = screen.getByRole('region', { name: 'The game is over' });
    const outcome = t.game.state.outcome!;
    const finals = within(end)
      .getAllByRole('listitem')
      // Each line: the seat's chip, then "name: points".
      .map((li) => li.textContent?.replace(/^\S+ /, ''));
    expect(finals).toHaveLength(3);
    expect(finals).toContain(`Aiko (Teal ★): ${outcome.scores.p1} points`);
    expect(finals).toContain(`Ben (Pink ✚): ${outcome.scores.p2} points`);
    expect(finals).toContain(`Blue ▲: ${outcome.scores.p3} points`);
    // The chart: a line per player, and its numbers in a table.
    expect(end.querySelectorAll('.chart-series')).toHaveLength(3);
    expect(end.querySelectorAll('.chart-table tbody tr')).toHaveLength(3);
    // Both winters: the rice, the year's scores by player and the region majorities.
    const winters = document.querySelectorAll('details.winter-panel');
    expect(winters).toHaveLength(2);
    for (const [i, w] of [...winters].entries()) {
      expect(w.querySelector('summary')?.textContent).toContain(`${i + 1}`);
      const rows = w.querySelectorAll('.winter-table');
      expect(rows).toHaveLength(2);
      expect(rows[1]!.querySelectorAll('tbody tr')).toHaveLength(3);
      expect(w.querySelector('.majority-table')).not.toBeNull();
    }
  }, 240_000);

  it('the ways on at the end: the menu and the log on a guest, a new game too on the host, nothing else to do', async () => {
    // The host device plays two seats (p1, p3): it has a seat switch and a cover while the game lasts.
    const t = await openShogun(3, 17, ['p1', 'p3'], shogunNetWith(PLAYERS));
    table = t;
    const host = t.host.client as unknown as ShogunClient;
    const onNew = vi.fn();
    const onLeave = vi.fn();
    showPhone('host', host, onLeave, onNew);
    const next = () => screen.queryByRole('navigation', { name: 'What next' });
    expect(next()).toBeNull();
    // Pass the phone to the other seat: the board is covered until its player takes it.
    const switches = screen.getByRole('navigation', { name: 'Playing as' });
    fireEvent.click(within(switches).getAllByRole('button')[1]!);
    expect(screen.getByRole('heading', { name: /^Pass this phone to / })).toBeTruthy();
    await playUntil(t, 31, () => t.game.state.outcome !== null, 6000);

    // The host at the end: the result and its ways on in place of the cover, the switch gone.
    await until(() => next() !== null, 'the host’s end menu');
    expect(screen.queryByRole('heading', { name: /^Pass this phone to / })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Playing as' })).toBeNull();
    expect(screen.getByRole('region', { name: 'The game is over' })).toBeTruthy();
    expect(document.querySelector('.shogun-net-wait, .shogun-net-planning')).toBeNull();
    expect(nextButtons(next()!)).toEqual(['New game of Shogun', 'Back to the menu', 'Read the game’s log']);
    fireEvent.click(within(next()!).getByRole('button', { name: 'New game of Shogun' }));
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
    fireEvent.click(within(next()!).getByRole('button', { name: 'Back to the menu' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    fireEvent.click(within(next()!).getByRole('button', { name: 'Read the game’s log' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'What happened' }));
    cleanup();

    // The guest at the end: back to the menu and the log, no new game (the host starts the next one).
    const guest = t.guests[0]!.client as unknown as ShogunClient;
    await until(() => guest.view.get()?.actionCount === t.game.log.length, 'the guest up to date');
    const guestLeave = vi.fn();
    showPhone('guest', guest, guestLeave, onNew);
    expect(nextButtons(next()!)).toEqual(['Back to the menu', 'Read the game’s log']);
    expect(document.querySelector('.shogun-net-wait, .shogun-net-planning')).toBeNull();
    fireEvent.click(within(next()!).getByRole('button', { name: 'Read the game’s log' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'What happened' }));
    fireEvent.click(within(next()!).getByRole('button', { name: 'Back to the menu' }));
    expect(guestLeave).toHaveBeenCalledTimes(1);
    expect(onNew).toHaveBeenCalledTimes(1);
  }, 240_000);
});
