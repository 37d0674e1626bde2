// How good a position is for one seat, from 0 (lost) to 1 (won): banners towards victory weigh
// most, then the blocks each army keeps, then Honor & Fortune, then how close the army stands to the
// enemy (an army that never closes never wins). Playouts stop at a cut-off and end here.

import { enemyHexes, nearestEnemy } from '../games/samurai-battles/sim/greedy';
import { type GameState, opponent, type Side } from '../games/samurai-battles/types';

export interface Material {
  blocks: Record<Side, number>;
}

/** Blocks on the board per army (the yardstick for losses since a decision). */
export function materialOf(state: GameState): Material {
  const blocks: Record<Side, number> = { top: 0, bottom: 0 };
  for (const id in state.units) {
    const u = state.units[id]!;
    blocks[u.side] += u.blocks;
  }
  return { blocks };
}

/** Mean distance from each unit of `side` to its nearest enemy unit (99 when none is left). */
function meanReach(state: GameState, side: Side): number {
  // The enemies' hexes parsed once (greedy.ts keeps the parsed hexes), not once per pair.
  const enemies = enemyHexes(state, side);
  let sum = 0;
  let n = 0;
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side !== side) continue;
    sum += Math.min(99, nearestEnemy(enemies, u.hex));
    n++;
  }
  return n ? sum / n : 0;
}

export function evaluate(state: GameState, seat: Side, before: Material): number {
  if (state.winner) return state.winner === seat ? 1 : 0;
  const other = opponent(seat);
  const need = Math.max(1, state.victory.banners);
  const banners = (state.players[seat].banners - state.players[other].banners) / need;
  const now = materialOf(state);
  const kept = (side: Side) => now.blocks[side] / Math.max(1, before.blocks[side]);
  const blocks = kept(seat) - kept(other);
  const honor = (state.players[seat].honor - state.players[other].honor) / 20;
  const reach = -meanReach(state, seat) / 40;
  const score = 2.5 * banners + 1.2 * blocks + 0.15 * honor + reach;
  return 1 / (1 + Math.exp(-2 * score));
}
