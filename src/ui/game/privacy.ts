// Pass-and-play privacy: when the tablet changes hands. Whether a player is asked to react even
// when he holds nothing playable is a rule of the engine (the game option `reactionPauses`, chosen
// from the privacy setting when the game starts), and so is which decisions may be answered
// without the hand (the module's `openDecision`): the UI only hands the tablet to whoever decides,
// or asks him on the holder's screen when the game says the decision is open.

import type { OpenDecision } from '../../engine/game';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';

/** "Pass the tablet to <army>": hides everything until that player taps. */
export interface HandOffGate {
  kind: 'handoff';
  to: Side;
}

/**
 * "<army>, your answer" on the holder's screen: the other player answers an open decision there
 * (or takes the tablet to see his cards). The board stays in sight; the holder's hand does not.
 */
export interface AskGate {
  kind: 'ask';
  to: Side;
  decision: OpenDecision<GameView, Action>;
}

/** The hand-off before the next decision: only when its seat is not the one holding the tablet. */
export function handOffFor(holder: Side | null, next: Side | null): HandOffGate | null {
  return next !== null && next !== holder ? { kind: 'handoff', to: next } : null;
}

/**
 * What comes before the next decision: nothing when it is the holder's; an ask when someone holds
 * the tablet and the game gives the decision an open form (`open`); else a hand-off.
 */
export function gateFor(
  holder: Side | null,
  next: Side | null,
  open: OpenDecision<GameView, Action> | null,
): Gate | null {
  const handOff = handOffFor(holder, next);
  if (!handOff || holder === null || !open) return handOff;
  return { kind: 'ask', to: handOff.to, decision: open };
}

/** What covers (or, for an ask, shares) the screen before the next decision is shown. */
export type Gate = HandOffGate | AskGate;
