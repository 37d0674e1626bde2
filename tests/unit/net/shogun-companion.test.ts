// The companion for the physical Shogun on a table of phones (issue 20): the host device plays p1,
// a guest phone each other seat. Each phone bids for its own seat in secret and sees only who has
// bid until the last bid is in; the turn order, a battle thrown by the simulated tower on the host,
// and every other public step reach every phone; a reloaded guest gets its seat and its bid back;
// every message each guest received is audited (shogun-companion-fixtures.ts).

import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/rules-api';
import { type ShogunCompanionAction, shogunCompanion } from '../../../src/games/shogun-companion/index';
import { shogunCompanionNet } from '../../../src/net/games/shogun-companion';
import { until } from './fixtures';
import {
  auditCompanionGuest,
  type CompanionClient,
  type CompanionPhone,
  type CompanionTable,
  closeCompanion,
  companionClients,
  openCompanion,
  SIMULATED,
} from './shogun-companion-fixtures';
import { shogunPhone } from './shogun-fixtures';

let table: CompanionTable | null = null;
afterEach(() => {
  closeCompanion(table);
  table = null;
});

const schema = shogunCompanionNet.actionSchema;

describe('the companion over the network: the action schema', () => {
  it('takes every action the module offers, and refuses unknown keys and values', () => {
    const state = shogunCompanion.setup(SIMULATED, 5);
    const offered = (s: Seat) => shogunCompanion.decisions(state).find((d) => d.seat === s)?.actions ?? [];
    const check = () => {
      for (const d of shogunCompanion.decisions(state))
        for (const a of d.actions)
          expect(v.safeParse(schema, JSON.parse(JSON.stringify(a))).success, JSON.stringify(a)).toBe(true);
    };
    const play = (seat: Seat, a: ShogunCompanionAction) => {
      check();
      expect(shogunCompanion.apply(state, seat, a).ok).toBe(true);
    };
    play('p1', { type: 'begin' });
    for (const s of state.seats) play(s, { type: 'bid', bid: 'none' });
    play('p1', { type: 'draw-event' });
    while (state.phase.step === 'order') play('p1', offered('p1')[0]!);
    if (state.phase.step === 'actions' && offered('p1')[0]?.type === 'reveal') play('p1', { type: 'reveal' });
    play('p1', { type: 'battle', kind: 'attack' });
    check();
    const bad: unknown[] = [
      { type: 'bid', bid: 5 },
      { type: 'bid', bid: 'all' },
      { type: 'space', space: 5 },
      { type: 'begin', extra: 1 },
      { type: 'form', change: { field: 'armies', value: -1 } },
      { type: 'form', change: { field: 'tower', value: 1 } },
      { type: 'owner', province: 'Atlantis', owner: null },
      { type: 'fell', cube: 'p6', n: 1 },
      { type: 'peek-tower' },
    ];
    for (const b of bad) expect(v.safeParse(schema, b).success, JSON.stringify(b)).toBe(false);
  });
});

/** Waits until every phone holds the host's newest revision. */
function allAt(t: CompanionTable, clients: Map<Seat, CompanionClient>) {
  const rev = t.game.log.length;
  return until(
    () => [...clients.values()].every((c) => c.view.get()?.actionCount === rev),
    `revision ${rev}`,
  );
}

async function act(t: CompanionTable, c: CompanionClient, a: ShogunCompanionAction): Promise<void> {
  const out = await c.sendAction(a);
  if (!out.ok) throw new Error(`refused: ${out.reason} ${out.detail}`);
  await allAt(t, companionClients(t));
}

describe('the companion with a guest phone per seat', () => {
  it('each phone bids in secret, the turn order and a simulated battle reach all; a guest reloads; audited', async () => {
    const t = await openCompanion(SIMULATED, 21);
    table = t;
    expect(t.host.guestSeats).toEqual(['p2', 'p3']);
    let clients = companionClients(t);
    const p1 = clients.get('p1')!;
    await act(t, clients.get('p2')!, { type: 'begin' });
    expect(p1.view.get()?.phase.step).toBe('bids');
    // The views carry no tower inside and no generator, only the count of cubes in the tower.
    expect(p1.view.get()?.towerCubes).toBeGreaterThan(0);

    await act(t, clients.get('p2')!, { type: 'bid', bid: 3 });
    const p3 = t.guests.find((g) => g.client.seat.get() === 'p3')!;
    // p3 sees that p2 has bid, never what: its own draft only (every draft starts as no bid).
    expect(p3.client.view.get()?.bids).toEqual({
      seats: ['p1', 'p2', 'p3'],
      committed: ['p2'],
      mine: 'none',
    });
    expect(p3.received.join('\n')).not.toMatch(/"mine":3|"drafts"/);
    expect(p1.view.get()?.bids?.mine).toBe('none');
    expect(clients.get('p2')!.view.get()?.bids?.mine).toBe(3);

    // p3 bids, then its page reloads: the same token gets p3 back with its own bid.
    await act(t, p3.client, { type: 'bid', bid: 'province' });
    p3.client.close();
    const again = shogunPhone(() => t.host as never, 1) as unknown as CompanionPhone;
    t.guests = t.guests.map((g) => (g === p3 ? again : g));
    await until(() => again.client.view.get() !== null, 'the reloaded phone');
    expect(again.client.seat.get()).toBe('p3');
    expect(again.client.view.get()?.bids).toMatchObject({ committed: ['p2', 'p3'], mine: 'province' });
    clients = companionClients(t);

    // The last bid reveals all of them on every phone at once.
    await act(t, p1, { type: 'bid', bid: 'none' });
    for (const c of clients.values()) {
      expect(c.view.get()?.phase.step).toBe('event');
      expect(c.view.get()?.revealed).toEqual({ p1: 'none', p2: 3, p3: 'province' });
    }
    await act(t, clients.get('p3')!, { type: 'draw-event' });
    // The turn-order spaces, each taken from whichever phone: the order is the same on every phone.
    while (t.game.state.phase.step === 'order') {
      const space = t.game.state.specialSpaces.findIndex((c) => c !== null);
      await act(t, clients.get('p2')!, { type: 'space', space });
    }
    for (const c of clients.values()) expect(c.view.get()?.turnOrder).toEqual(t.game.state.turnOrder);
    // The strongest bid chose first (seed 001:440).
    expect(t.game.state.turnOrder[0]).toBe('p2');

    // A battle set up on a guest phone and thrown by the host's simulated tower.
    if (t.game.state.actionsShown === 0) await act(t, p1, { type: 'reveal' });
    const p2 = clients.get('p2')!;
    await act(t, p2, { type: 'battle', kind: 'attack' });
    // The form's domains are not sent (thousands of values); the host checks every intent.
    expect(p2.view.get()?.prompt).toMatchObject({ point: 'battle', actions: [] });
    await act(t, p2, { type: 'form', change: { field: 'seat', value: 'p2' } });
    await act(t, p2, { type: 'form', change: { field: 'armies', value: 4 } });
    await act(t, p2, { type: 'fight' });
    const record = t.game.state.lastBattle;
    expect(record).not.toBeNull();
    for (const c of clients.values()) expect(c.view.get()?.lastBattle).toEqual(record);

    for (const g of t.guests)
      expect(auditCompanionGuest(t.game, g.received, g.client.seat.get()!), g.client.seat.get()!).toEqual([]);
  }, 60_000);

  it('two phones tapping "done" for the same step at once end one player’s action, not two', async () => {
    const t = await openCompanion(SIMULATED, 23);
    table = t;
    const clients = companionClients(t);
    const [p1, p2, p3] = (['p1', 'p2', 'p3'] as const).map((s) => clients.get(s)!);
    await act(t, p2!, { type: 'begin' });
    for (const c of [p1, p2, p3]) await act(t, c!, { type: 'bid', bid: 'none' });
    await act(t, p1!, { type: 'draw-event' });
    while (t.game.state.phase.step === 'order') {
      const space = t.game.state.specialSpaces.findIndex((c) => c !== null);
      await act(t, p1!, { type: 'space', space });
    }
    if (t.game.state.actionsShown === 0) await act(t, p1!, { type: 'reveal' });
    const before = t.game.state.phase as { step: 'actions'; action: number; player: number };
    expect(before).toMatchObject({ step: 'actions', player: 0 });
    // Both guests look at the same revision and send the same step's "done" before either hears back.
    const outs = await Promise.all([p2!.sendAction({ type: 'done' }), p3!.sendAction({ type: 'done' })]);
    expect(outs.filter((o) => o.ok)).toHaveLength(1);
    expect(outs.find((o) => !o.ok)).toMatchObject({ ok: false, reason: 'stale' });
    expect(t.game.state.phase).toMatchObject({ step: 'actions', action: before.action, player: 1 });
  });

  it('a form entry with the legal values missing from the view is still checked by the host', async () => {
    const t = await openCompanion(SIMULATED, 22);
    table = t;
    const p2 = companionClients(t).get('p2')!;
    await act(t, p2, { type: 'begin' });
    const before = JSON.stringify(t.game.state);
    // Not a decision now (bids), and out of the module's range: both refused, nothing changed.
    expect(await p2.sendAction({ type: 'fight' })).toMatchObject({ ok: false, reason: 'illegal-action' });
    expect(await p2.sendAction({ type: 'rice', seat: 'p2', value: 99 })).toMatchObject({ ok: false });
    expect(JSON.stringify(t.game.state)).toBe(before);
  });
});
