// The orders step's actions are kept with the listing (flow/rules.ts legalOrderActions): made once
// per plan and orders given while the board stands, shared by every listing of them. They must be
// exactly an order for each legal next choice (by the rule, one candidate at a time), in allChoices'
// order, then ending the orders once one is given; on the state, on a copy (clone.ts), on a state
// reopened from its JSON, with the orders given as other objects of the same keys, and after a
// piece is moved by hand between two listings.

import { describe, expect, it } from 'vitest';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { Prompt } from '../../../src/games/samurai-battles/flow/machine';
import { legalOrderActions } from '../../../src/games/samurai-battles/flow/rules';
import {
  isLegalOrderChoice,
  type OrderChoice,
  type OrderPlan,
  startOrders,
} from '../../../src/games/samurai-battles/orders';
import { allChoices } from '../../../src/games/samurai-battles/orders/pieces';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from '../flow/random-walk';
import { l, makeState, u } from './fixture';

/** The orders step's actions by the rule; null when no order is legal. */
function byRule(state: GameState, side: Side, plan: OrderPlan, chosen: OrderChoice[]): Action[] | null {
  const choices = allChoices(state, side, plan.helmet).filter((c) =>
    isLegalOrderChoice(state, side, plan, chosen, c),
  );
  if (choices.length === 0) return null;
  const actions: Action[] = choices.map((choice) => ({ type: 'order', choice }));
  if (chosen.length > 0) actions.push({ type: 'end-orders' });
  return actions;
}

/** The same choices as other objects (as a client or a saved game hands them back). */
const copies = (chosen: OrderChoice[]): OrderChoice[] => chosen.map((c) => ({ ...c }));

/** Checks the kept actions at an orders decision (none elsewhere); whether it was one. */
function checkOrdersDecision(state: GameState, prompt: Prompt, label: string): boolean {
  const f = state.stack[state.stack.length - 1]!;
  if (f.kind !== 'orders') return false;
  const side = state.active;
  const want = byRule(state, side, f.plan, f.chosen);
  expect(want, label).not.toBeNull();
  expect(prompt.actions, label).toEqual(want);
  expect(currentPrompt(state)?.actions, label).toEqual(want);
  withOccupancyIndex(state, () => {
    const kept = legalOrderActions(state, side, f.plan, f.chosen);
    expect(kept, label).toEqual(want);
    // Asked again, and with the orders given as other objects: the same kept actions.
    expect(legalOrderActions(state, side, f.plan, f.chosen), label).toBe(kept);
    expect(legalOrderActions(state, side, f.plan, copies(f.chosen)), label).toBe(kept);
    // Each shorter list of the orders given, in the same scope.
    for (let k = 0; k < f.chosen.length; k++) {
      const chosen = copies(f.chosen.slice(0, k));
      expect(legalOrderActions(state, side, f.plan, chosen), `${label} first ${k}`).toEqual(
        byRule(state, side, f.plan, chosen),
      );
    }
  });
  expect(legalOrderActions(state, side, f.plan, f.chosen), label).toEqual(want);
  expect(currentPrompt(cloneState(state))?.actions, label).toEqual(want);
  const reopened = JSON.parse(JSON.stringify(state)) as GameState;
  expect(currentPrompt(reopened)?.actions, label).toEqual(want);
  return true;
}

/** How many orders decisions random games on two battlefields pass through, each checked. */
function ordersDecisionsChecked(): number {
  let checked = 0;
  const visit = (state: GameState, prompt: Prompt, label: string) => {
    if (checkOrdersDecision(state, prompt, label)) checked++;
  };
  walkRandomGames(['scenarios/intro-skirmish.json', 'scenarios/battles/kawagoe-castle.json'], [4], visit);
  return checked;
}

describe('orders actions kept with the listing', () => {
  it(
    "are the rule's at every orders decision of random games, copied and reopened",
    { timeout: 240_000 },
    () => expect(ordersDecisionsChecked()).toBeGreaterThan(200),
  );

  it('follows pieces moved and taken off by hand between two listings', () => {
    const state = makeState({
      units: [u('x', 'SSp', '13,1'), u('y', 'ASp', '15,1'), u('z', 'ASp', '3,1')],
      leaders: [l('K', 'foot', '13,1')],
    });
    const plan = startOrders(state, 'bottom', 'leadership');
    const given: OrderChoice[] = [{ kind: 'unit', unit: 'x' }];
    const order = (unit: string): Action => ({ type: 'order', choice: { kind: 'unit', unit } });
    const listed = () => withOccupancyIndex(state, () => legalOrderActions(state, 'bottom', plan, given));
    expect(listed()).toEqual(byRule(state, 'bottom', plan, given));
    expect(listed()).toContainEqual(order('y'));
    expect(listed()).not.toContainEqual(order('z'));
    // By hand: z steps next to the group, y leaves the board.
    const { y: _taken, ...others } = state.units;
    state.units = { ...others, z: { ...others.z!, hex: '12,2' } };
    expect(listed()).toEqual(byRule(state, 'bottom', plan, given));
    expect(listed()).toContainEqual(order('z'));
    expect(listed()).not.toContainEqual(order('y'));
  });

  it('answers null when no order is legal', () => {
    const state = makeState({ units: [u('a', 'SSp', '1,1')], leaders: [] });
    const plan = startOrders(state, 'bottom', 'order-two-right');
    expect(byRule(state, 'bottom', plan, [])).toBeNull();
    expect(withOccupancyIndex(state, () => legalOrderActions(state, 'bottom', plan, []))).toBeNull();
    expect(legalOrderActions(state, 'bottom', plan, [])).toBeNull();
  });
});
