// The playout: both armies play a simple policy (by default the greedy baseline, sim/greedy.ts:
// attack when the dice favour it, else advance, let reactions pass) from a position until the
// cut-off, a few turns on.

import type { Action } from '../games/samurai-battles/flow/actions';
import type { Prompt } from '../games/samurai-battles/flow/machine';
import { greedyAction } from '../games/samurai-battles/sim/greedy';
import type { GameState } from '../games/samurai-battles/types';
import type { PlayoutPolicy } from './levels';
import { rolloutAction } from './rollout';
import { play, promptOf } from './step';

/**
 * `untouched`: the state is as the playout's previous apply left it (ApplyMode.untouched), so the
 * policy may trust the board index that apply checked (sim/greedy.ts readingUntouched).
 */
export type Policy = (state: GameState, prompt: Prompt, untouched?: boolean) => Action;

export const POLICIES: Record<PlayoutPolicy, Policy> = { greedy: greedyAction, sharp: rolloutAction };

/** Safety net: a playout never runs longer than this many decisions. */
const MAX_STEPS = 400;

/**
 * Plays on greedily until the game ends or `state.turn` passes `lastTurn`. `prompt` is the state's
 * decision now when the caller has it (what `promptOf` would list), so it is not listed twice.
 */
export function playout(
  state: GameState,
  lastTurn: number,
  policy: Policy = greedyAction,
  prompt: Prompt | null = promptOf(state),
): void {
  // play hands back the next decision: each one is listed once.
  for (let i = 0; i < MAX_STEPS && state.turn <= lastTurn; i++) {
    if (!prompt) return;
    // After the first apply here the state is untouched between applies (step.ts play).
    prompt = play(state, prompt.seat, policy(state, prompt, i > 0));
  }
}
