import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import type { Seat } from '../../../src/games/shogun/data/components';
import { determinize } from '../../../src/games/shogun/determinize';
import { createGame } from '../../../src/games/shogun/flow/create';
import { machine } from '../../../src/games/shogun/flow/driver';
import type { Action, ShogunGame } from '../../../src/games/shogun/flow/state';
import { planCards, planProblem } from '../../../src/games/shogun/rules/bidding';
import { totalCubes, towerContents } from '../../../src/games/shogun/rules/tower';
import { invariantProblems } from '../../../src/games/shogun/sim/invariants';
import { viewOf } from '../../../src/games/shogun/view';

function act(state: ShogunGame, seat: Seat, action: Action): void {
  const r = machine.apply(state, seat, action);
  if (!r.ok) throw new Error(r.detail);
}

/** Lays a complete plan for `seat` by always taking the first lay offered, then commits. */
function planQuickly(state: ShogunGame, seat: Seat, first?: Action): void {
  if (first) act(state, seat, first);
  for (;;) {
    const d = machine.decisionOf(state, seat)!;
    const commit = d.actions.find((a) => a.type === 'commit');
    if (commit) {
      act(state, seat, commit);
      return;
    }
    act(state, seat, d.actions.find((a) => a.type === 'lay')!);
  }
}

describe('Shogun game flow', () => {
  it('starts with the tower filled, four events open and every seat planning at once', () => {
    // seed 001:206-226, 261, 303
    const s = createGame({ players: 4 }, 7);
    expect(s.openEvents).toHaveLength(4);
    expect(s.actionsShown).toBe(5);
    const open = machine.decisions(s);
    expect(open.map((d) => d.seat)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(open.every((d) => d.point === 'plan')).toBe(true);
    expect(invariantProblems(s, true)).toEqual([]);
  });

  it('keeps plans secret until all commit, allows withdrawing until then, then reveals bids', () => {
    // seed 001:303, 379, 426-444
    const s = createGame({ players: 3 }, 3);
    planQuickly(s, 'p1', { type: 'lay', space: 'bid', card: { chest: 4 } });
    expect(viewOf(s, 'p2').planning).toEqual({ committed: ['p1'], mine: { spaces: {}, bid: null } });
    expect(viewOf(s, 'spectator').planning).toEqual({ committed: ['p1'] });
    expect(viewOf(s, 'p1').planning?.mine?.bid).toEqual({ chest: 4 });
    expect(machine.decisionOf(s, 'p1')!.actions).toEqual([{ type: 'withdraw' }]);
    act(s, 'p1', { type: 'withdraw' });
    expect(viewOf(s, 'p3').planning?.committed).toEqual([]);
    act(s, 'p1', { type: 'commit' });
    planQuickly(s, 'p2', { type: 'lay', space: 'bid', card: { chest: 0 } });
    const chests = s.players.p1!.chests;
    planQuickly(s, 'p3', { type: 'lay', space: 'bid', card: { chest: 2 } });
    // Revealed: the event is drawn, bids paid, and the highest bidder picks a space first.
    expect(s.event).not.toBeNull();
    expect(s.openEvents).toHaveLength(3);
    expect(s.players.p1!.chests).toBe(chests - 4);
    const d = machine.decisions(s);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ seat: 'p1', point: 'turnOrder' });
    expect(d[0]!.actions).toHaveLength(5);
    act(s, 'p1', { type: 'space', space: 4 });
    expect(machine.decisions(s)[0]!.seat).toBe('p3');
    expect(machine.decisions(s)[0]!.actions).toHaveLength(4);
  });

  it('refuses an action from a seat whose turn it is not', () => {
    const s = createGame({ players: 3 }, 3);
    const r = machine.apply(s, 'p4', { type: 'commit' });
    expect(r.ok).toBe(false);
  });

  it('determinizes: other plans dealt from their own cards, the tower its cubes, the viewer its own plan', () => {
    const s = createGame({ players: 3 }, 5);
    planQuickly(s, 'p1');
    planQuickly(s, 'p2');
    const d = determinize(s, 'p3', createRng(9));
    expect(d.box!.drafts.p3).toEqual(s.box!.drafts.p3);
    // As many cards, each one p1 may lay, in a plan the rules accept; which ones is not learnt.
    const dealt = planCards(d.box!.drafts.p1!);
    expect(dealt).toHaveLength(planCards(s.box!.drafts.p1!).length);
    expect(planProblem(d, 'p1', d.box!.drafts.p1!)).toBeNull();
    expect(towerContents(d.tower)).toEqual(towerContents(s.tower));
    expect(totalCubes(towerContents(d.tower))).toBeGreaterThan(0);
    expect(d.rng).not.toEqual(s.rng);
    expect(invariantProblems(d)).toEqual([]);
  });
});

describe('Shogun action order', () => {
  it('runs each action for every seat in turn order before turning up the next card', () => {
    // seed 001:460-468, 476
    const s = createGame({ players: 3 }, 11);
    for (const seat of s.seats) planQuickly(s, seat);
    const events = [];
    for (;;) {
      const d = machine.decisions(s)[0]!;
      if (d.point === 'plan') break;
      const r = machine.apply(s, d.seat, d.actions[0]!);
      if (!r.ok) throw new Error(r.detail);
      events.push(...r.events);
    }
    const acted = events.filter((e) => e.type === 'acted');
    expect(acted).toHaveLength(30);
    const row = events.filter((e) => e.type === 'actionRevealed').map((e) => e.index);
    expect(row).toEqual([5, 6, 7, 8, 9]);
    // Grouped by action, seats in the season's turn order within each.
    const turnOrder = acted.slice(0, 3).map((e) => e.seat);
    expect(new Set(turnOrder).size).toBe(3);
    acted.forEach((e, i) => {
      expect(e.seat).toBe(turnOrder[i % 3]);
      expect(e.action).toBe(acted[i - (i % 3)]!.action);
    });
    // An action whose province card is planned and possible is done (464).
    const tax = acted.filter((e) => e.action === 'tax' && e.card && 'province' in e.card);
    for (const e of tax) expect(e.done).toBe(true);
    expect(s.season).toBe('summer');
  });
});

describe('Shogun views', () => {
  it('shows another seat’s bid after the reveal and its action cards only as their actions come', () => {
    // seed 001:263, 303, 438, 460
    const s = createGame({ players: 3 }, 12);
    for (const seat of s.seats) planQuickly(s, seat);
    const seen = viewOf(s, 'p2');
    expect(seen.plans.p1?.shown.bid).toEqual(s.plans.p1!.bid);
    expect(seen.plans.p1?.shown.spaces).toEqual({});
    expect(seen.plans.p1?.hidden).toBe(10);
    expect(seen.plans.p2).toBeUndefined();
    expect(seen.myPlan).toEqual(s.plans.p2);
    expect(seen.actionRow.filter((a) => a === null)).toHaveLength(5);
    expect(JSON.stringify(seen)).not.toContain('inside');
    expect(seen.eventDeckSize).toBe(8);
  });
});
