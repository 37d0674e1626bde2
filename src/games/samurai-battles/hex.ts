// Board geometry: 12 hexes wide, 11 rows deep, doubled-column coordinates (see Hex in types.ts).
// Seed 003 lines 53-56: the battlefield is 12 x 11 hexes, split into three sections by two dashed
// lines; a hex cut by a line belongs to both the flank and the centre.

import type { Hex, HexKey, Section, Side } from './types';

export const ROWS = 11;
export const FULL_PER_ROW = 12;
/** Largest doubled column of a full hex. */
export const MAX_C = 22;

export function key(h: Hex): HexKey {
  return `${h.c},${h.r}`;
}

export function parseKey(k: HexKey): Hex {
  // A full hex (what play asks about): copied from its kept coordinates, without cutting the string.
  const n = NUMBERS.get(k);
  if (n !== undefined) {
    const h = ALL_HEXES[n]!;
    return { c: h.c, r: h.r };
  }
  const i = k.indexOf(',');
  return { c: Number(k.slice(0, i)), r: Number(k.slice(i + 1)) };
}

/** True for a whole hex on the board (where pieces may stand). */
export function isFullHex(h: Hex): boolean {
  if (!Number.isInteger(h.c) || !Number.isInteger(h.r)) return false;
  if (h.r < 0 || h.r >= ROWS) return false;
  if ((h.c + h.r) % 2 !== 0) return false;
  return h.c >= 0 && h.c <= MAX_C;
}

/** True for the half hexes cut by the side edges (odd rows, c = -1 and c = 23). */
export function isHalfHex(h: Hex): boolean {
  return h.r >= 0 && h.r < ROWS && h.r % 2 === 1 && (h.c === -1 || h.c === MAX_C + 1);
}

export function isFullKey(k: HexKey): boolean {
  return isFullHex(parseKey(k));
}

/** Every full hex, row by row. */
export const ALL_HEXES: readonly Hex[] = (() => {
  const out: Hex[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = r % 2; c <= MAX_C; c += 2) out.push({ c, r });
  }
  return out;
})();
export const ALL_KEYS: readonly HexKey[] = ALL_HEXES.map(key);

const DIRS: readonly [number, number][] = [
  [2, 0],
  [1, -1],
  [-1, -1],
  [-2, 0],
  [-1, 1],
  [1, 1],
];

/** Adjacent full hexes (half hexes excluded). */
export function neighbors(h: Hex): Hex[] {
  const out: Hex[] = [];
  for (const [dc, dr] of DIRS) {
    const n = { c: h.c + dc, r: h.r + dr };
    if (isFullHex(n)) out.push(n);
  }
  return out;
}

const neighborCache = new Map<HexKey, HexKey[]>();
/** Adjacent full hex keys (cached: the board never changes shape). */
export function neighborKeys(k: HexKey): HexKey[] {
  let n = neighborCache.get(k);
  if (!n) {
    n = neighbors(parseKey(k)).map(key);
    neighborCache.set(k, n);
  }
  return n;
}

/** Adjacent positions including half hexes (for line of sight and edge tests). */
export function neighborsWithHalves(h: Hex): Hex[] {
  return DIRS.map(([dc, dr]) => ({ c: h.c + dc, r: h.r + dr })).filter((n) => isFullHex(n) || isHalfHex(n));
}

export function distance(a: Hex, b: Hex): number {
  const dr = Math.abs(a.r - b.r);
  const dc = Math.abs(a.c - b.c);
  return dr + Math.max(0, (dc - dr) / 2);
}

export function distanceKeys(a: HexKey, b: HexKey): number {
  // Two full hexes (what play asks about): by table, without parsing either.
  const na = NUMBERS.get(a);
  const nb = NUMBERS.get(b);
  if (na !== undefined && nb !== undefined) return HEX_DISTANCE[na * ALL_KEYS.length + nb]!;
  return distance(parseKey(a), parseKey(b));
}

export function adjacent(a: HexKey, b: HexKey): boolean {
  return distanceKeys(a, b) === 1;
}

/** The baseline row of an army (its retreat edge). */
export function baselineRow(side: Side): number {
  return side === 'top' ? 0 : ROWS - 1;
}

export function onBaseline(k: HexKey, side: Side): boolean {
  return parseKey(k).r === baselineRow(side);
}

/** +1 if moving toward the side's own baseline increases r, else -1. */
export function retreatStep(side: Side): number {
  return side === 'top' ? -1 : 1;
}

/**
 * Board sections seen from the bottom edge. The dashed lines run at doubled column 7 and 15:
 * on even rows they pass between hexes (4 + 4 + 4), on odd rows they cut the hexes at c = 7 and
 * c = 15, which belong to both the flank and the centre.
 */
function absoluteSections(h: Hex): ('west' | 'middle' | 'east')[] {
  const out: ('west' | 'middle' | 'east')[] = [];
  if (h.c <= 7) out.push('west');
  if (h.c >= 7 && h.c <= 15) out.push('middle');
  if (h.c >= 15) out.push('east');
  return out;
}

/** Sections of a hex from a player's point of view: the top player sits across the table. */
export function sectionsOf(k: HexKey, side: Side): Section[] {
  const abs = absoluteSections(parseKey(k));
  return abs.map((s) => {
    if (s === 'middle') return 'center';
    if (side === 'bottom') return s === 'west' ? 'left' : 'right';
    return s === 'west' ? 'right' : 'left';
  });
}

export function inSection(k: HexKey, side: Side, section: Section): boolean {
  return sectionsOf(k, side).includes(section);
}

/** Mirror a section left <-> right (Counter-attack). */
export function mirrorSection(s: Section): Section {
  return s === 'left' ? 'right' : s === 'right' ? 'left' : 'center';
}

// The full hexes numbered 0..n-1 in ALL_KEYS' order (board/grid.ts builds its tables on these
// numbers), and the distance between any two of them by table.
const NUMBERS = new Map<HexKey, number>(ALL_KEYS.map((k, i) => [k, i]));

/** The number of a full hex; -1 for anything else (a half hex, a hex off the board). */
export function hexNumber(k: HexKey): number {
  return NUMBERS.get(k) ?? -1;
}

/** Distance between two numbered hexes: HEX_DISTANCE[a * ALL_KEYS.length + b] (`distance`). */
export const HEX_DISTANCE: Uint8Array = (() => {
  const n = ALL_KEYS.length;
  const t = new Uint8Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) t[a * n + b] = distance(ALL_HEXES[a]!, ALL_HEXES[b]!);
  return t;
})();
