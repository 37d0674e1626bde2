// The playout: both armies play the greedy policy (sim/greedy.ts: attack when the dice favour it,
// else advance, let reactions pass) from a position until the cut-off, a few turns on.

import { greedyAction } from '../games/samurai-battles/sim/greedy';
import type { GameState } from '../games/samurai-battles/types';
import { play, promptOf } from './step';

/** Safety net: a playout never runs longer than this many decisions. */
const MAX_STEPS = 400;

/** Plays on greedily until the game ends or `state.turn` passes `lastTurn`. */
export function playout(state: GameState, lastTurn: number): void {
  for (let i = 0; i < MAX_STEPS && state.turn <= lastTurn; i++) {
    const prompt = promptOf(state);
    if (!prompt) return;
    play(state, prompt.seat, greedyAction(state, prompt));
  }
}
