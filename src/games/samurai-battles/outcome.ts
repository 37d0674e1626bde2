// How a Samurai Battles game ended, in the engine's terms: the winning army, why, and the banners.

import type { Outcome } from '../../engine/game';
import type { GameState, Side } from './types';

export function outcomeOf(state: GameState): Outcome<Side> | null {
  if (!state.winner) return null;
  return {
    winners: [state.winner],
    reason: state.endReason ?? 'banners',
    scores: { top: state.players.top.banners, bottom: state.players.bottom.banners },
  };
}
