// Applying actions inside the search: trusted (taken from the listed actions, no copy), on states the
// search owns.

import { sameAction } from '../engine/action';
import { TRUSTED_UNTOUCHED } from '../engine/machine';
import type { Action } from '../games/samurai-battles/flow/actions';
import { applyThenPrompt, currentPrompt } from '../games/samurai-battles/flow/driver';
import type { Prompt } from '../games/samurai-battles/flow/machine';
import type { GameState, Side } from '../games/samurai-battles/types';

/** Applies the action and returns the decision it stopped at (as `promptOf` would list it now). */
export function play(state: GameState, seat: Side, action: Action): Prompt | null {
  // In place and unchecked: the search changes its states only through the machine, so each is
  // untouched since its previous apply (ApplyMode.untouched).
  const r = applyThenPrompt(state, seat, action, TRUSTED_UNTOUCHED);
  if (!r.ok) throw new Error(`search applied a refused action: ${r.detail}`);
  return r.next;
}

/** The decision now, or null once the game is over. */
export function promptOf(state: GameState): Prompt | null {
  return state.winner ? null : currentPrompt(state);
}

export function isListed(prompt: Prompt, action: Action): boolean {
  // The type first: most listed actions differ there, and sameAction walks both objects' keys.
  return prompt.actions.some((a) => a.type === action.type && sameAction(a, action));
}
