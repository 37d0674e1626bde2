// The full hexes of the board numbered 0..n-1 (row by row, as ALL_KEYS), with their neighbours as
// numbers: searches over the board (movement) keep their bookkeeping in flat arrays indexed by
// these numbers instead of maps keyed by "c,r" strings.

import { ALL_KEYS, neighborKeys, parseKey } from '../hex';
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
