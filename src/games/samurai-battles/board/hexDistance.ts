// Distances between numbered hexes (board/grid.ts), as one table read by number: the combat code
// (targets, line of sight, retreats) asks them in its inner loops, where `distanceKeys` would parse
// two "c,r" keys each time. The same formula as hex.ts `distance`, worked out once per pair.

import { adjacent, distance, neighborKeys, parseKey } from '../hex';
import type { HexKey } from '../types';
import { HEX_COUNT, HEX_NEIGHBORS, HEX_ROW, hexKeyOf, hexNumber } from './grid';

/** Doubled column of each numbered hex. */
export const HEX_COL: Int8Array = Int8Array.from({ length: HEX_COUNT }, (_, n) => parseKey(hexKeyOf(n)).c);

const DISTANCES = (() => {
  const t = new Uint8Array(HEX_COUNT * HEX_COUNT);
  for (let a = 0; a < HEX_COUNT; a++) {
    const ha = { c: HEX_COL[a]!, r: HEX_ROW[a]! };
    for (let b = 0; b < HEX_COUNT; b++)
      t[a * HEX_COUNT + b] = distance(ha, { c: HEX_COL[b]!, r: HEX_ROW[b]! });
  }
  return t;
})();

/** The distance between two numbered hexes (hex.ts `distance`). */
export function hexDistance(a: number, b: number): number {
  return DISTANCES[a * HEX_COUNT + b]!;
}

/** hex.ts `adjacent`, read from the table when both hexes are numbered. */
export function adjacentKeys(a: HexKey, b: HexKey): boolean {
  const n = hexNumber(a);
  const m = hexNumber(b);
  return n >= 0 && m >= 0 ? DISTANCES[n * HEX_COUNT + m] === 1 : adjacent(a, b);
}

/** The numbers of a hex's neighbours, in neighborKeys' order (every neighbour is a numbered hex). */
export function neighborNumbers(hex: HexKey): readonly number[] {
  const n = hexNumber(hex);
  return n >= 0 ? HEX_NEIGHBORS[n]! : neighborKeys(hex).map(hexNumber);
}
