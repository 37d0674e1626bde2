// Which decisions may be answered on the shared screen of a pass-and-play table, without the
// tablet crossing it (issue 21 item 1): the decision's open actions are those its seat can take
// without looking at anything hidden. The rule is the game's; the table only asks. Every point
// the player who is not active can get is listed in docs/engine.md "Open decisions".

import type { OpenDecision } from '../../engine/game';
import type { Action } from './flow/actions';
import { choiceCosts } from './flow/choiceCosts';
import { currentPrompt } from './flow/driver';
import type { Prompt } from './flow/machine';
import { dicePreviews } from './flow/preview';
import type { GameState, Side } from './types';
import { type GameView, viewOf } from './view';

/**
 * Points whose every legal action depends on the board and the Honor & Fortune tokens alone, and
 * whose answer shows nothing hidden: the morale choices, the choices of a combat's roller and of
 * the defender of a levy charge. The active player's own phases (command, orders, movement,
 * battle), the draws (keep one) and the end of turn's Dragon choices are not: they are taken with
 * the hand, or at the holder's own turn.
 */
export const OPEN_IN_FULL: ReadonlySet<string> = new Set([
  'ignore-flags',
  'retreat',
  'leader-retreat',
  'lack-of-honor',
  'dragon-retreat',
  'battle-back',
  'inspire',
  'gain-ground',
  'bonus-combat',
]);

/** The actions of `prompt` anyone at the table may see offered (empty: none). */
export function openActions(prompt: Prompt): Action[] {
  // A reaction window: the cards need the hand; a pass shows only what the window's existence
  // already shows (docs/ui.md "Hand-offs and privacy").
  if (prompt.point.startsWith('window:')) return prompt.actions.filter((a) => a.type === 'pass');
  return OPEN_IN_FULL.has(prompt.point) ? [...prompt.actions] : [];
}

export function openDecision(state: GameState, seat: Side): OpenDecision<GameView, Action> | null {
  const prompt = currentPrompt(state);
  if (!prompt || prompt.seat !== seat) return null;
  const actions = openActions(prompt);
  if (actions.length === 0) return null;
  const view = viewOf(state, 'spectator', { prompt });
  view.prompt = { seat, point: prompt.point, actions: structuredClone(actions) };
  // Counted from the board alone, as in the deciding seat's own view: only where all are open.
  if (actions.length === prompt.actions.length) {
    const costs = choiceCosts(state, prompt);
    if (costs) view.choiceCosts = costs;
    const previews = dicePreviews(state, prompt);
    if (previews.length > 0) view.dicePreviews = structuredClone(previews);
  }
  return { view, actions };
}
