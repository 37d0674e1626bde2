import { rulesOf } from '../editions';
import { noEffects } from '../orders/turnEffects';
import type { CardInstance, GameState, TurnState } from '../types';

export function freshTurnState(): TurnState {
  return {
    card: null,
    effectiveCard: null,
    ordered: {},
    effects: noEffects(),
    dragonPlayed: { top: null, bottom: null },
    firstStrike: null,
    dragonDrawn: null,
  };
}

/**
 * A Dragon card its holder may not discard at this end of turn: GMT bars the ones drawn at it, the one
 * taken and the one an Order One face drew with the Command card (seed 003:1818-1826, 4148); Zvezda
 * bars none (seed 002:745).
 */
export function barredFromDiscard(state: GameState, card: CardInstance): boolean {
  if (rulesOf(state).endOfTurn !== 'gmt') return false;
  const ts = state.turnState;
  return card === ts.dragonDrawn || card === ts.dragonDrawnWithCard;
}
