// A step where the rules leave the player one choice and it hides nothing is taken for him
// (issue 26: a whole first turn in at most 12 taps). Only the end of turn's "a Dragon card or 2
// Honor & Fortune tokens" (seed 003:1815-1818) qualifies, when the battle is played without
// Dragon cards (docs/rules-decisions.md G, "The first battle is offered without Dragon cards"): the
// engine then offers the tokens alone, and they are public. A reaction window with only Pass is not taken: under the strict pause rule its
// pause is the point (docs/ui.md "Hand-offs and privacy").

import type { Decision } from '../../engine/game';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { Side } from '../../games/samurai-battles/types';

const TAKEN_WHEN_ALONE: ReadonlySet<Action['type']> = new Set(['take-honor']);

/** The action to take for `seat` now, or null when there is something to choose or it is not his. */
export function soleChoiceFor(seat: Side, decision: Decision<Side, Action> | null): Action | null {
  if (decision?.seat !== seat || decision.actions.length !== 1) return null;
  const only = decision.actions[0];
  return only && TAKEN_WHEN_ALONE.has(only.type) ? only : null;
}
