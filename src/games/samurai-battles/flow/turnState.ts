import { noEffects } from '../orders/turnEffects';
import type { TurnState } from '../types';

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
