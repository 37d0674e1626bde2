import type { Seat } from './data/components';
import type { PlayerState, ShogunState } from './types';

export function playerOf(state: ShogunState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`${seat} is not in this game`);
  return p;
}
