// Helpers over a module's decisions for callers that know a game has one deciding seat at a time.

import type { Decision, GameModule } from './game';

/**
 * The one pending decision, or null when the game is over. Throws when several seats may act at once:
 * a caller that can meet simultaneous decisions must use `module.decisions`.
 */
export function soleDecision<S, A, Seat extends string>(
  module: Pick<GameModule<S, A, unknown, unknown, Seat, unknown>, 'decisions'>,
  state: S,
): Decision<Seat, A> | null {
  const all = module.decisions(state);
  if (all.length > 1) throw new Error(`${all.map((d) => d.seat).join(', ')} may act at once`);
  return all[0] ?? null;
}
