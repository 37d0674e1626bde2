// Shogun around a table of phones (issue 20): the host device plays p1, a guest phone each other
// seat. Every seat plans at once; each phone sees only its own plan and who has committed until the
// reveal; every message each guest received is audited (shogun-audit.ts). Also: a guest dropping
// mid-planning gets its seat and its draft back, and hostile actions change nothing.

import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type Action, shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { shogunNet } from '../../../src/net/games/shogun';
import { PROTOCOL_VERSION } from '../../../src/net/protocol';
import { until } from './fixtures';
import { auditShogunGuest } from './shogun-audit';
import {
  choiceOf,
  clientsOf,
  closeShogun,
  createRng,
  openShogun,
  playUntil,
  type ShogunTable,
} from './shogun-fixtures';

let table: ShogunTable | null = null;
afterEach(() => {
  closeShogun(table);
  table = null;
});

/** The first season is over once the second has begun (or the winter of the first year). */
const seasonsBegun = (t: ShogunTable) => t.game.state.calendar;

describe('Shogun over the network: the action schema', () => {
  it('takes every action the engine lists in a random game, and refuses unknown keys and values', () => {
    const state = shogun.setup({ players: 3 }, 4);
    const seen = new Set<string>();
    const rng = createRng(8);
    while (state.calendar < 3) {
      const open = shogunNet.module.decisions(state);
      for (const d of open)
        for (const a of d.actions) {
          seen.add(a.type);
          expect(v.safeParse(shogunNet.actionSchema, JSON.parse(JSON.stringify(a))).success).toBe(true);
        }
      // A seat with a choice to make (a committed plan only waits for the others).
      const d = open.find((x) => x.actions.some((a) => a.type !== 'withdraw'))!;
      expect(shogunNet.applyFast(state, d.seat, randomChoice(rng, d.seat, d.actions)).ok).toBe(true);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['lay', 'clear', 'commit', 'withdraw']));
    const bad: unknown[] = [
      { type: 'lay', space: 'bid', card: { chest: 5 } },
      { type: 'lay', space: 'nowhere', card: { chest: 1 } },
      { type: 'lay', space: 'bid', card: { province: 'Atlantis' } },
      { type: 'lay', space: 'bid', card: { chest: 1, province: 'Mutsu' } },
      { type: 'commit', extra: 1 },
      { type: 'move', to: 'Mutsu', count: 0 },
      { type: 'space', space: 9 },
      { type: 'draft', source: 2, group: 0 },
      { type: 'peek-tower' },
    ];
    for (const b of bad)
      expect(v.safeParse(shogunNet.actionSchema, b).success, JSON.stringify(b)).toBe(false);
  });
});

describe('Shogun with a guest phone per seat', () => {
  it('three seats: all plan at once, each phone sees only its own plan until the reveal; a season, audited', async () => {
    const t = await openShogun(3, 11);
    table = t;
    expect(t.host.guestSeats).toEqual(['p2', 'p3']);
    expect(t.guests.map((g) => g.client.seat.get()).sort()).toEqual(['p2', 'p3']);
    const clients = clientsOf(t);
    // Everyone lays one card at once: each sees its own, and nobody's commitment.
    await until(() => [...clients.values()].every((c) => c.view.get()?.prompt?.point === 'plan'), 'planning');
    const rng = createRng(3);
    const laid = new Map<string, Action>();
    for (const [seat, c] of clients) laid.set(seat, choiceOf(c, rng)!);
    const outs = await Promise.all([...clients].map(([seat, c]) => c.sendAction(laid.get(seat)!)));
    expect(outs.every((o) => o.ok)).toBe(true);
    for (const [seat, c] of clients) {
      await until(() => c.view.get()?.actionCount === 3, `${seat} up to date`);
      const view = c.view.get()!;
      const a = laid.get(seat) as Extract<Action, { type: 'lay' }>;
      const mine = view.planning!.mine!;
      expect(a.space === 'bid' ? mine.bid : mine.spaces[a.space]).toEqual(a.card);
      expect(view.planning!.committed).toEqual([]);
      // The other seats' drafts are nowhere in this phone's view or log.
      expect(JSON.stringify(view)).not.toContain('drafts');
      const others = c.log
        .get()
        .flatMap((e) => e.events)
        .filter((e) => e.type === 'planEdited');
      expect(others.every((e) => e.type === 'planEdited' && e.seat === seat)).toBe(true);
    }
    // Play on to the end of the first season (spring's actions and the summer's planning begin).
    await playUntil(t, 5, () => seasonsBegun(t) >= 2);
    expect(t.game.log.some((e) => e.action.type === 'commit')).toBe(true);
    expect(t.host.stats().refused).toEqual({});
    for (const g of t.guests) {
      const seat = g.client.seat.get()!;
      await until(() => g.client.view.get()?.actionCount === t.game.log.length, `${seat} up to date`);
      expect(auditShogunGuest(t.game, g.received, seat)).toEqual([]);
      expect(g.client.view.get()).toEqual(shogunNet.viewer(t.game.state).view(seat, true));
      // The audit is not blind: another seat's plan, a tower key and a foreign draft are caught.
      const forged = JSON.stringify({
        v: PROTOCOL_VERSION,
        t: 'pong',
        n: 1,
        x: {
          type: 'planEdited',
          seat: seat === 'p2' ? 'p3' : 'p2',
          inside: [],
          mine: { bid: null, spaces: { rice: { chest: 4 } } },
        },
      });
      expect(auditShogunGuest(t.game, [...g.received, forged], seat)).toHaveLength(3);
    }
  }, 60_000);

  it('five seats: a host and four guests play a season, audited message by message', async () => {
    const t = await openShogun(5, 21);
    table = t;
    expect(t.host.guestSeats).toEqual(['p2', 'p3', 'p4', 'p5']);
    await playUntil(t, 9, () => seasonsBegun(t) >= 2, 4000);
    for (const g of t.guests) {
      const seat = g.client.seat.get()!;
      await until(() => g.client.view.get()?.actionCount === t.game.log.length, `${seat} up to date`);
      expect(auditShogunGuest(t.game, g.received, seat)).toEqual([]);
    }
    expect(t.host.stats().refused).toEqual({});
  }, 120_000);

  it('a guest that drops mid-planning comes back to its seat with its draft, then commits', async () => {
    const t = await openShogun(3, 13);
    table = t;
    const g = t.guests[0]!;
    const seat = g.client.seat.get()!;
    await until(() => g.client.view.get()?.prompt?.point === 'plan', 'planning');
    const rng = createRng(1);
    for (let i = 0; i < 3; i++) {
      const out = await g.client.sendAction(choiceOf(g.client, rng)!);
      expect(out.ok).toBe(true);
    }
    const draft = g.client.view.get()!.planning!.mine;
    g.links.at(-1)!.close();
    await until(() => t.host.guests.get()[seat] === 'away', 'the host to see the guest away');
    await until(() => g.client.status.get() === 'connected' && g.links.length === 2, 'the guest back');
    expect(g.client.seat.get()).toBe(seat);
    expect(g.client.view.get()!.planning!.mine).toEqual(draft);
    await playUntil(t, 2, () => t.game.state.box === null && t.game.state.calendar >= 1);
    expect(auditShogunGuest(t.game, g.received, seat)).toEqual([]);
  }, 60_000);
});
