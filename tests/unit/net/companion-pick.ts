// A random companion player that lets many turns go by (unit tests and the browser test page: no
// Node or test-runner imports here).

import { type RngState, randomInt } from '../../../src/engine/rng';
import type { CompanionAction } from '../../../src/games/companion/actions';

/** The flow of a turn: cards, the end of the turn and its steps, handing the controls over. */
const FLOW = new Set<CompanionAction['type']>([
  'hand-over',
  'play-command',
  'play-dragon',
  'draw',
  'end-turn',
  'keep-card',
  'take-dragon',
  'take-honor',
  'discard-dragon',
  'keep-dragons',
]);
/** Actions that end the game or bring it near its end. */
const ENDINGS = new Set<CompanionAction['type']>(['declare-victory', 'banner', 'tent-captured', 'seppuku']);

/**
 * A random legal action that lets many turns go by: mostly the flow of the turn, sometimes any
 * bookkeeping, dice or calculator change; the actions that end a battle only after `patience`.
 */
export function pickCompanion(
  rng: RngState,
  actions: readonly CompanionAction[],
  played: number,
  patience = 250,
): CompanionAction {
  const pick = (list: readonly CompanionAction[]) => list[randomInt(rng, list.length)]!;
  const flow = actions.filter((a) => FLOW.has(a.type));
  const calm = actions.filter((a) => !ENDINGS.has(a.type));
  const roll = randomInt(rng, 20);
  if (roll < 11 && flow.length > 0) return pick(flow);
  if ((roll < 19 || played < patience) && calm.length > 0) return pick(calm);
  return pick(actions);
}
