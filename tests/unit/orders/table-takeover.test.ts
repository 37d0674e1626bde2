// A side's candidate table takes over the entries of its previous table for the pieces still there
// (orders/listing.ts tableOf: the same piece object keeps its hex number when its `hex` string is
// unchanged, and its choice object when ordered as the same kind under the same key). Pieces moved,
// joined, parted or replaced by hand between two listings of the same state must be listed as the
// rule lists them, on the state, on a copy (clone.ts) and on a state reopened from its JSON, and the
// choice objects of pieces that stayed are the previous listing's.

import { describe, expect, it } from 'vitest';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { legalOrders } from '../../../src/games/samurai-battles/flow/rules';
import {
  choiceKey,
  type OrderChoice,
  type OrderPlan,
  startOrders,
} from '../../../src/games/samurai-battles/orders';
import type { CommandCardId, GameState, Side } from '../../../src/games/samurai-battles/types';
import { byRule, l, makeState, u } from './fixture';

const side: Side = 'bottom';

/** Cards whose listing reads where pieces stand (sections), which leaders detach (helmet), or neither. */
const CARDS: CommandCardId[] = [
  'flight-of-geese',
  'order-two-left',
  'tigers-tail-right',
  'serpent',
  'order-circle',
];

function fresh(): GameState {
  return makeState({
    units: [
      u('a', 'SSp', '3,1'),
      u('b', 'ASp', '13,1'),
      u('c', 'ASp', '17,3'),
      u('e', 'SSp', '5,3'),
      u('x', 'SSp', '9,3', 'top'),
    ],
    leaders: [l('L', 'foot', '3,1'), l('M', 'mounted', '19,3'), l('T', 'foot', '9,3', 'top')],
  });
}

/** Every card's first listing on `state` in a scope of its own, checked against the rule. */
function listAll(state: GameState, label: string): Map<CommandCardId, OrderChoice[]> {
  const out = new Map<CommandCardId, OrderChoice[]>();
  for (const card of CARDS) {
    const plan: OrderPlan = startOrders(state, side, card);
    const listed = withOccupancyIndex(state, () => legalOrders(state, side, plan, []));
    expect(listed, `${label} ${card}`).toEqual(byRule(state, side, plan, []));
    out.set(card, listed);
  }
  return out;
}

/** The keys of a listing (unit id, leader id, 'detach:<id>'). */
const keys = (list: readonly OrderChoice[]) => list.map(choiceKey);

describe('candidate tables taken over from the previous listing', () => {
  it('list as the rule does after pieces are moved, joined, parted and replaced by hand', () => {
    const state = fresh();
    const first = listAll(state, 'first');
    // Nothing changed, a new board scope: the choices are the previous table's objects.
    forgetScope(state);
    const again = listAll(state, 'again');
    for (const card of CARDS) {
      const a = first.get(card)!;
      const b = again.get(card)!;
      expect(b.length, card).toBe(a.length);
      for (let i = 0; i < a.length; i++) expect(b[i], `${card} ${i}`).toBe(a[i]);
    }

    // Moved by hand to another section (the same unit object, another hex string).
    state.units.a!.hex = '13,5';
    const moved = listAll(state, 'moved');
    expect(keys(moved.get('order-two-left')!)).not.toContain('a');
    expect(keys(moved.get('order-two-left')!)).toContain('L');

    // The same hex under a string made anew (same number): listed as before.
    state.units.b!.hex = ['13', '1'].join(',');
    listAll(state, 'same hex, new string');

    // A unit joins the lone leader M (M is no longer lone; on a helmet card he may detach).
    state.units.c!.hex = '19,3';
    const joined = listAll(state, 'joined');
    expect(keys(joined.get('flight-of-geese')!)).toContain('detach:M');
    expect(keys(joined.get('serpent')!)).not.toContain('M');

    // The leader L leaves for an empty hex (lone now, in the center).
    state.leaders.L!.hex = '11,5';
    const parted = listAll(state, 'parted');
    expect(keys(parted.get('serpent')!)).toContain('L');

    // A unit's record replaced under its key (another object, same id and hex), and one turned.
    state.units.e = { ...state.units.e! };
    state.units.b!.side = 'top';
    const replaced = listAll(state, 'replaced');
    expect(keys(replaced.get('serpent')!)).toContain('e');
    expect(keys(replaced.get('serpent')!)).not.toContain('b');

    // A copy and a reopened state (other piece objects) list the same.
    listAll(cloneState(state), 'copy');
    listAll(JSON.parse(JSON.stringify(state)) as GameState, 'reopened');
    listAll(state, 'state after the copies');
  });

  it('keeps each side and each kind of table apart', () => {
    const state = fresh();
    listAll(state, 'bottom');
    for (const card of CARDS) {
      const plan = startOrders(state, 'top', card);
      const listed = withOccupancyIndex(state, () => legalOrders(state, 'top', plan, []));
      expect(listed, `top ${card}`).toEqual(byRule(state, 'top', plan, []));
    }
    state.units.x!.hex = '9,5';
    listAll(state, 'bottom again');
  });
});

/**
 * A new board scope for the same pieces: a unit stepped away and back by hand, so the scope's
 * check finds the board changed and keeps none of its remembered answers.
 */
function forgetScope(state: GameState): void {
  const a = state.units.a!;
  const at = a.hex;
  a.hex = '1,3';
  withOccupancyIndex(state, () => undefined);
  a.hex = at;
}
