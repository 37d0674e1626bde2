// The full hexes of the board numbered 0..n-1 (row by row, as ALL_KEYS), with their neighbours as
// numbers: searches over the board (movement) keep their bookkeeping in flat arrays indexed by
// these numbers instead of maps keyed by "c,r" strings.

import { ALL_KEYS, hexNumber, neighborKeys, parseKey } from '../hex';

/** hexNumber: the number of a full hex, -1 for anything else; HEX_DISTANCE: distances by number (hex.ts). */
export { HEX_DISTANCE, hexNumber } from '../hex';

import type { HexKey } from '../types';

export const HEX_COUNT = ALL_KEYS.length;

/** The key of a numbered hex. */
export function hexKeyOf(n: number): HexKey {
  return ALL_KEYS[n]!;
}

/** Row of each numbered hex. */
export const HEX_ROW: readonly number[] = ALL_KEYS.map((k) => parseKey(k).r);

/** Neighbours of each numbered hex, in the order neighborKeys gives them. */
export const HEX_NEIGHBORS: readonly (readonly number[])[] = ALL_KEYS.map((k) =>
  neighborKeys(k).map((n) => hexNumber(n)),
);

/**
 * Neighbours of each numbered hex in one flat table, six slots a hex (HEX_NEIGHBORS' order, then
 * -1): the movement search's inner loop reads it without an array per hex.
 */
export const NEIGHBOR_TABLE: Int16Array = (() => {
  const t = new Int16Array(HEX_COUNT * 6).fill(-1);
  for (let n = 0; n < HEX_COUNT; n++) {
    const around = HEX_NEIGHBORS[n]!;
    for (let j = 0; j < around.length; j++) t[n * 6 + j] = around[j]!;
  }
  return t;
})();
