// The flow's kept order listings (flow/rules.ts legalOrders): the plan's table kept with its tree of
// listings, each listing after one more order tried over the previous listing's choices only (plans
// without a group rule), and the candidates read from the board index with the records' keys kept
// by the index's list of pieces (orders/listing.ts). Each must answer what the rule allows, one
// candidate at a time, for every card in hand ordered on choice by choice, on the state, on a copy
// (clone.ts) and on a state reopened from its JSON; and after the records' keys are changed by hand
// between two listings (a key replaced by another, the count unchanged), and after a unit is taken
// off as play takes it off.

import { describe, expect, it } from 'vitest';
import { createRng, type RngState, randomInt } from '../../../src/engine/rng';
import { removeUnit, withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { cardDef } from '../../../src/games/samurai-battles/data/commandCards';
import type { Prompt } from '../../../src/games/samurai-battles/flow/machine';
import { legalOrderActions, legalOrders } from '../../../src/games/samurai-battles/flow/rules';
import {
  choiceKey,
  effectiveCardId,
  type OrderChoice,
  type OrderPlan,
  startOrders,
} from '../../../src/games/samurai-battles/orders';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from '../flow/random-walk';
import { byRule, l, makeState, u } from './fixture';

/** Orders a plan choice by choice (random picks) through the flow's listings in one scope, checking each. */
function orderOn(state: GameState, side: Side, plan: OrderPlan, rng: RngState, label: string): number {
  let listings = 0;
  withOccupancyIndex(state, () => {
    const chosen: OrderChoice[] = [];
    for (;;) {
      const flow = legalOrders(state, side, plan, chosen);
      expect(flow, `${label} ${chosen.length}`).toEqual(byRule(state, side, plan, chosen));
      // The orders step's actions name the same choices, in the same order.
      const actions = legalOrderActions(state, side, plan, chosen);
      expect(
        actions?.filter((a) => a.type === 'order').map((a) => (a.type === 'order' ? a.choice : null)) ?? [],
        label,
      ).toEqual(flow);
      listings++;
      if (flow.length === 0) break;
      chosen.push(flow[randomInt(rng, flow.length)]!);
    }
  });
  return listings;
}

/** What the walk has checked. */
interface Seen {
  listings: number;
  kinds: Set<string>;
}

/** At a command decision: every card in hand ordered choice by choice on the state, a copy and a reopened state. */
function checkHand(state: GameState, prompt: Prompt, rng: RngState, label: string, seen: Seen): void {
  const side = prompt.seat;
  const copies = [
    [state, 'state'],
    [cloneState(state), 'copy'],
    [JSON.parse(JSON.stringify(state)) as GameState, 'reopened'],
  ] as const;
  for (const a of prompt.actions) {
    if (a.type !== 'play-card') continue;
    const def = cardDef(a.card);
    // Shogun (or a Counter-attack copying it) orders by the dice rolled when it is played.
    const effective = effectiveCardId(state, side, def.id);
    if (effective && cardDef(effective).order.kind === 'shogun') continue;
    seen.kinds.add(def.order.kind);
    for (const [s, name] of copies)
      seen.listings += orderOn(s, side, startOrders(s, side, def.id), rng, `${label} ${a.card} ${name}`);
  }
}

const FILES = [
  'scenarios/intro-skirmish.json',
  'scenarios/test/test-skirmish.json',
  'scenarios/battles/kawagoe-castle.json',
];

describe('kept order listings', () => {
  it('list what the rule allows for every card in hand, on the state, a copy and a reopened state', {
    timeout: 240_000,
  }, () => {
    const rng = createRng(11);
    const seen: Seen = { listings: 0, kinds: new Set() };
    walkRandomGames(
      FILES,
      [3, 4],
      (state, prompt, label) => {
        if (prompt.point === 'command') checkHand(state, prompt, rng, label, seen);
      },
      400,
    );
    expect(seen.listings).toBeGreaterThan(1000);
    expect([...seen.kinds]).toEqual(
      expect.arrayContaining(['sections', 'leadership', 'infantry-assault', 'cavalry-charge']),
    );
  });

  it('follows the records when a key is replaced by hand between two listings', () => {
    const side = 'bottom';
    const state = makeState({
      units: [u('a', 'SSp', '3,1'), u('b', 'ASp', '13,1'), u('c', 'ASp', '17,3'), u('e', 'SSp', '5,3')],
      leaders: [l('L', 'foot', '3,1'), l('M', 'mounted', '19,3')],
    });
    const plan = startOrders(state, side, 'serpent');
    const before = withOccupancyIndex(state, () => legalOrders(state, side, plan, []));
    expect(before).toEqual(byRule(state, side, plan, []));
    // In place on the same record: 'b' becomes 'd' (same count of keys), the leader M becomes N.
    const units = state.units as Record<string, (typeof state.units)[string]>;
    const b = units.b!;
    delete units.b;
    units.d = { ...b, id: 'd' };
    const leaders = state.leaders as Record<string, (typeof state.leaders)[string]>;
    const m = leaders.M!;
    delete leaders.M;
    leaders.N = { ...m, id: 'N' };
    const plan2 = startOrders(state, side, 'serpent');
    const after = withOccupancyIndex(state, () => legalOrders(state, side, plan2, []));
    expect(after).toEqual(byRule(state, side, plan2, []));
    expect(after.map(choiceKey)).toContain('d');
    expect(after.map(choiceKey)).not.toContain('b');
    expect(after.map(choiceKey)).toContain('N');
    // Taken off as play takes pieces off (removeUnit: the record replaced, the kept index kept).
    removeUnit(state, 'a');
    const plan3 = startOrders(state, side, 'serpent');
    const left = withOccupancyIndex(state, () => legalOrders(state, side, plan3, []));
    expect(left).toEqual(byRule(state, side, plan3, []));
    expect(left.map(choiceKey)).not.toContain('a');
  });
});
