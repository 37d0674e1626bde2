// Distances and neighbours between numbered hexes (board/grid.ts), read by number: the combat code
// (targets, line of sight, retreats) asks them in its inner loops, where `distanceKeys` would look up
// two "c,r" keys each time. The table itself is hex.ts `HEX_DISTANCE` (one for the whole engine).

import { HEX_DISTANCE, neighborKeys } from '../hex';
import type { HexKey } from '../types';
import { HEX_COUNT, HEX_NEIGHBORS, hexNumber } from './grid';

/** The distance between two numbered hexes (hex.ts `distance`). */
export function hexDistance(a: number, b: number): number {
  return HEX_DISTANCE[a * HEX_COUNT + b]!;
}

/** The numbers of a hex's neighbours, in neighborKeys' order (every neighbour is a numbered hex). */
export function neighborNumbers(hex: HexKey): readonly number[] {
  const n = hexNumber(hex);
  return n >= 0 ? HEX_NEIGHBORS[n]! : neighborKeys(hex).map(hexNumber);
}
