// Playouts: every seat plays the rules of thumb (policy.ts) from a position to a cut-off. Plans are
// written whole into the secret box and committed together (the lay-by-lay actions a person makes
// would list every seat's hundreds of edits at each step); everything else goes through the
// machine, trusted, on states the search owns.

import { cloneJson } from '../../engine/clone';
import { TRUSTED_UNTOUCHED } from '../../engine/machine';
import { type RngState, randomInt } from '../../engine/rng';
import { commit } from '../../engine/secret';
import type { Seat } from '../../games/shogun/data/components';
import { machine } from '../../games/shogun/flow/driver';
import type { Action, ShogunGame } from '../../games/shogun/flow/state';
import type { Plan } from '../../games/shogun/types';
import { makePlan, PLAIN, policyAction, type Temper } from './policy';

/** Safety net: a playout never takes more decisions than this. */
const MAX_STEPS = 2000;

/** The tempers the other seats plan with in playouts (a mix, so no single guess is trusted). */
const OTHERS: Temper[] = [PLAIN, { noise: 0.5, bid: 0 }, { noise: 0.5, bid: 2 }, { noise: 0.3, bid: 1 }];

/**
 * Fills and commits every seat's plan: `fixed` for the seats whose plan is given, a policy plan (a
 * random temper) for the others, then runs the automatic steps that follow.
 */
export function commitPlans(state: ShogunGame, rng: RngState, fixed: Partial<Record<Seat, Plan>> = {}): void {
  const box = state.box!;
  for (const seat of box.seats) {
    // Another seat's plan is never known: even a committed one is the policy's guess.
    // A copy: the rules change a plan in play (a province taken leaves its owner's board).
    const given = fixed[seat];
    box.drafts[seat] = given
      ? cloneJson(given)
      : makePlan(state, seat, OTHERS[randomInt(rng, OTHERS.length)]!, rng);
    commit(box, seat);
  }
  machine.advance({ state, events: [] });
}

/** True at the secret planning step. */
export function planning(state: ShogunGame): boolean {
  return state.stack[state.stack.length - 1]?.kind === 'plan';
}

/**
 * Plays on until the game ends or `stop(state)` says so (checked between decisions). Every hidden
 * plan of another seat (its draft still open, or committed but unseen) is the policy's.
 */
export function playout(state: ShogunGame, stop: (s: ShogunGame) => boolean, rng: RngState): void {
  for (let i = 0; i < MAX_STEPS && state.outcome === null && !stop(state); i++) {
    if (planning(state)) {
      commitPlans(state, rng);
      continue;
    }
    const p = machine.prompt(state);
    if (!p || 'choices' in p) return;
    const action: Action = policyAction(state, p.seat, p.point, p.actions);
    const r = machine.apply(state, p.seat, action, TRUSTED_UNTOUCHED);
    if (!r.ok) throw new Error(`a playout took a refused action: ${r.detail}`);
  }
}
