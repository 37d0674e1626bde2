// Applying actions inside the search: trusted (taken from the listed actions, no copy), on states the
// search owns.

import { sameAction } from '../engine/action';
import type { Action } from '../games/samurai-battles/flow/actions';
import { currentPrompt } from '../games/samurai-battles/flow/driver';
import type { Prompt } from '../games/samurai-battles/flow/machine';
import { applyAction } from '../games/samurai-battles/index';
import type { GameState, Side } from '../games/samurai-battles/types';

export function play(state: GameState, seat: Side, action: Action): void {
  const r = applyAction(state, seat, action, { transactional: false, trusted: { seat } });
  if (!r.ok) throw new Error(`search applied a refused action: ${r.detail}`);
}

/** The decision now, or null once the game is over. */
export function promptOf(state: GameState): Prompt | null {
  return state.winner ? null : currentPrompt(state);
}

export function isListed(prompt: Prompt, action: Action): boolean {
  return prompt.actions.some((a) => sameAction(a, action));
}
