// @vitest-environment jsdom
// Companion mode on two phones, both screens rendered over a real host and guest joined in memory:
// each phone shows only its own army's hands, both see the trackers, the dice and the log, and the
// controls pass from phone to phone.

import { cleanup, fireEvent, render, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanionNetClient } from '../../../src/net/games/companion';
import { joinGame } from '../../../src/net/guest';
import { memoryPair } from '../../../src/net/memory';
import { PROTOCOL_VERSION } from '../../../src/net/protocol';
import { CompanionNetScreen } from '../../../src/ui/companion/CompanionNetScreen';
import { type CompanionTable, openCompanionTable } from '../net/companion-fixtures';
import { GUEST_TOKEN, until } from '../net/fixtures';

let table: CompanionTable | null = null;
afterEach(() => {
  cleanup();
  table?.guest.close();
  table?.host.close();
  table = null;
});

/** Both phones' screens, each in its own container. */
async function twoPhones() {
  const t = await openCompanionTable();
  table = t;
  const setup = t.game.setup;
  const host = render(() => (
    <CompanionNetScreen client={t.host.client} scenario={setup.scenario} onLeave={() => {}} />
  ));
  const guest = render(() => <CompanionNetScreen client={t.guest} onLeave={() => {}} />);
  return { t, host: within(host.container), guest: within(guest.container), guestEl: guest.container };
}

describe('CompanionNetScreen', () => {
  it('each phone shows only its own army’s cards; both show the same books', async () => {
    const { t, host, guest, guestEl } = await twoPhones();
    // Kawagoe: Hojo (bottom) is the host's army, Uesugi (top) the guest's.
    expect(host.getByRole('region', { name: 'Cards of Hojo' })).toBeTruthy();
    expect(host.queryByRole('region', { name: 'Cards of Uesugi' })).toBeNull();
    expect(guest.getByRole('region', { name: 'Cards of Uesugi' })).toBeTruthy();
    expect(guest.queryByRole('region', { name: 'Cards of Hojo' })).toBeNull();
    for (const card of t.game.state.table.players.bottom.hand)
      expect(guestEl.querySelector(`[data-card="${card}"]`)).toBeNull();
    expect(guest.getByTestId('pool').textContent).toBe(host.getByTestId('pool').textContent);
    expect(host.getByText('You are at the controls.')).toBeTruthy();
    expect(guest.getByText('Hojo is at the controls on the other phone.')).toBeTruthy();
    // The host has the battle's notes from its setup; the guest finds them by the battle's id.
    expect(host.getByText('Battle notes: victory, special rules, set-up')).toBeTruthy();
    await until(
      () => guest.queryByText('Battle notes: victory, special rules, set-up') !== null,
      'the guest to find the notes',
    );
    // Nothing on the guest's phone can be tapped for Hojo's army while Hojo is at the controls.
    const up = guest.getByRole('button', { name: 'One token from the pool to Uesugi' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
  }, 30_000);

  it('the controls pass to the guest phone, whose taps reach both phones through the host', async () => {
    const { t, host, guest } = await twoPhones();
    const pool = Number(host.getByTestId('pool').textContent);
    fireEvent.click(host.getByRole('button', { name: 'Let Uesugi act' }));
    await until(() => guest.queryByText('You are at the controls.') !== null, 'the controls to reach Uesugi');
    expect(host.getByText('Uesugi is at the controls on the other phone.')).toBeTruthy();
    fireEvent.click(guest.getByRole('button', { name: 'One token from the pool to Uesugi' }));
    await until(
      () => Number(host.getByTestId('pool').textContent) === pool - 1,
      'the token to move on the host',
    );
    await until(() => Number(guest.getByTestId('pool').textContent) === pool - 1, 'the token on the guest');
    expect(t.game.state.table.pool).toBe(pool - 1);
    // A roll on the guest phone: both phones show the same faces, and the log says so.
    fireEvent.click(guest.getByRole('button', { name: 'Dice' }));
    fireEvent.click(guest.getByRole('button', { name: 'Roll 3 dice' }));
    await until(() => t.game.state.lastRoll?.kind === 'free', 'the roll');
    fireEvent.click(host.getByRole('button', { name: 'Dice' }));
    const faces = (c: typeof host) => c.getByRole('region', { name: 'Result' }).querySelector('[role="img"]');
    await until(() => faces(guest) !== null && faces(host) !== null, 'both phones to show the roll');
    expect(faces(guest)!.getAttribute('aria-label')).toBe(faces(host)!.getAttribute('aria-label'));
    fireEvent.click(guest.getByRole('button', { name: 'Log' }));
    expect(guest.getByText(/Uesugi takes the controls/)).toBeTruthy();
    // Back to Hojo.
    fireEvent.click(guest.getByRole('button', { name: 'Table' }));
    fireEvent.click(guest.getByRole('button', { name: 'Give the controls back to Hojo' }));
    await until(() => t.game.state.control === 'bottom', 'the controls to go back');
  }, 30_000);

  it('waits for the host’s welcome before showing the table, and says why it was refused', async () => {
    const guest = joinGame({
      token: GUEST_TOKEN,
      timing: { backoffMs: [5] },
      connect: async () => {
        const [g, h] = memoryPair();
        h.onMessage(() =>
          h.send(JSON.stringify({ v: PROTOCOL_VERSION, t: 'error', code: 'seat-taken', detail: 'x' })),
        );
        return g;
      },
    });
    // A guest that never gets a welcome, shown where the pairing screen would show a companion game.
    const client = guest as unknown as CompanionNetClient;
    const screen = within(render(() => <CompanionNetScreen client={client} onLeave={() => {}} />).container);
    expect(screen.getByRole('status').textContent).toBe('Connecting to the host phone…');
    await until(() => guest.status.get() === 'refused', 'the refusal');
    expect(screen.getByRole('status').textContent).toMatch(/Another phone already plays this game/);
    guest.close();
  }, 30_000);
});
