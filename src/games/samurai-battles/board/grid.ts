// The full hexes of the board numbered 0..n-1 (row by row, as ALL_KEYS), with their neighbours as
// numbers: searches over the board (movement) keep their bookkeeping in flat arrays indexed by
// these numbers instead of maps keyed by "c,r" strings.

import { ALL_KEYS, distance, neighborKeys, parseKey } from '../hex';
import type { HexKey } from '../types';

export const HEX_COUNT = ALL_KEYS.length;

const numbers = new Map<HexKey, number>(ALL_KEYS.map((k, i) => [k, i]));

/** The number of a full hex; -1 for anything else (a half hex, a hex off the board). */
export function hexNumber(k: HexKey): number {
  return numbers.get(k) ?? -1;
}

/** The key of a numbered hex. */
export function hexKeyOf(n: number): HexKey {
  return ALL_KEYS[n]!;
}

/** Row of each numbered hex. */
export const HEX_ROW: readonly number[] = ALL_KEYS.map((k) => parseKey(k).r);

/** Neighbours of each numbered hex, in the order neighborKeys gives them. */
export const HEX_NEIGHBORS: readonly (readonly number[])[] = ALL_KEYS.map((k) =>
  neighborKeys(k).map((n) => numbers.get(n)!),
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

/** Distance between two numbered hexes, by table (HEX_COUNT x HEX_COUNT: hex.ts `distance`). */
export const HEX_DISTANCE: Uint8Array = (() => {
  const t = new Uint8Array(HEX_COUNT * HEX_COUNT);
  const hexes = ALL_KEYS.map(parseKey);
  for (let a = 0; a < HEX_COUNT; a++)
    for (let b = 0; b < HEX_COUNT; b++) t[a * HEX_COUNT + b] = distance(hexes[a]!, hexes[b]!);
  return t;
})();
