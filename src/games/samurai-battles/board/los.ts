// Line of sight (seed 003 lines 1209-1219; hills 2142-2149). Zvezda 2012: the same line (seed 002:399-407)
// with a simpler hill rule (002:982; 000:720): see `hillsSeenOver`.
//
// The line runs from hex centre to hex centre. A hex it crosses blocks it when the hex holds an
// obstruction: any unit or leader (friend or foe), blocking terrain, or a half hex at the side edge.
// Where the line runs exactly along hex edges, the hexes on either side are only grazed: they block
// only when grazed obstructions lie on BOTH sides of the line (anywhere along it, 1217-1218). The
// firer's and the target's hexes never block (1219).
//
// Geometry is exact: with x = c and y = 3r, every hex centre and corner has integer coordinates
// (corners at (c, 3r±2) and (c±1, 3r±1)). This is an affine image of the real board, and affine maps
// keep straight lines, crossings and sides, so integer cross products classify every hex exactly.

import { effectiveTerrain } from '../data/terrain';
import { rulesOf } from '../editions';
import { adjacent, isFullHex, isHalfHex, key, MAX_C, parseKey, ROWS } from '../hex';
import type { GameState, Hex, HexKey } from '../types';
import { leaderAt, terrainAt, unitAt } from './occupancy';

/** One thing the line meets: a hex it crosses, or the two hexes either side of an edge it runs along. */
export type LosStep =
  | { kind: 'hex'; hex: HexKey }
  /** `left` and `right` as seen looking from the firer towards the target, row 0 at the top. */
  | { kind: 'edge'; left: HexKey; right: HexKey };

/** Corner offsets, clockwise from the top, and the neighbour across the edge from corner i to i+1. */
const CORNERS: readonly [number, number][] = [
  [0, -2],
  [1, -1],
  [1, 1],
  [0, 2],
  [-1, 1],
  [-1, -1],
];
const ACROSS: readonly [number, number][] = [
  [1, -1],
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
  [-1, -1],
];

/** Every position the line can meet: full hexes and the half hexes at the side edges. */
const CELLS: readonly Hex[] = (() => {
  const out: Hex[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = -1; c <= MAX_C + 1; c++) {
      const h = { c, r };
      if (isFullHex(h) || isHalfHex(h)) out.push(h);
    }
  }
  return out;
})();

interface Found {
  at: number;
  step: LosStep;
}

const pathCache = new Map<string, LosStep[]>();

/**
 * What lies between two hex centres, in order from `from` to `to`: the hexes the line crosses and
 * the edges it runs along (with the hex on each side). Pure geometry; the endpoints are left out.
 * Positions off the board (beyond a side edge) can appear as one side of an edge.
 */
export function losPath(from: HexKey, to: HexKey): LosStep[] {
  const cacheKey = `${from}>${to}`;
  const cached = pathCache.get(cacheKey);
  if (cached) return cached;
  const a = parseKey(from);
  const b = parseKey(to);
  const ax = a.c;
  const ay = 3 * a.r;
  const dx = b.c - a.c;
  const dy = 3 * (b.r - a.r);
  const len = dx * dx + dy * dy;
  const found: Found[] = [];
  const seenEdges = new Set<string>();
  if (len > 0) {
    const minX = Math.min(a.c, b.c) - 1;
    const maxX = Math.max(a.c, b.c) + 1;
    const minY = Math.min(ay, 3 * b.r) - 2;
    const maxY = Math.max(ay, 3 * b.r) + 2;
    for (const h of CELLS) {
      const hk = key(h);
      if (hk === from || hk === to) continue;
      const hx = h.c;
      const hy = 3 * h.r;
      if (hx + 1 < minX || hx - 1 > maxX || hy + 2 < minY || hy - 2 > maxY) continue;
      // side[i] > 0: corner i is right of the line; t[i]: its position along the line (times len).
      const side: number[] = [];
      const t: number[] = [];
      let pos = 0;
      let neg = 0;
      for (const [ox, oy] of CORNERS) {
        const vx = hx + ox - ax;
        const vy = hy + oy - ay;
        const s = dx * vy - dy * vx;
        side.push(s);
        t.push(vx * dx + vy * dy);
        if (s > 0) pos++;
        else if (s < 0) neg++;
      }
      if (pos > 0 && neg > 0) {
        // The line crosses the interior; keep the hex if that chord lies between the two centres.
        let lo = Number.POSITIVE_INFINITY;
        let hi = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < 6; i++) {
          const j = (i + 1) % 6;
          const si = side[i]!;
          const sj = side[j]!;
          let at: number | null = null;
          if (si === 0) at = t[i]!;
          else if ((si > 0 && sj < 0) || (si < 0 && sj > 0)) at = (si * t[j]! - sj * t[i]!) / (si - sj);
          if (at !== null) {
            lo = Math.min(lo, at);
            hi = Math.max(hi, at);
          }
        }
        const mid = (lo + hi) / 2;
        if (mid > 0 && mid < len) found.push({ at: mid, step: { kind: 'hex', hex: hk } });
        continue;
      }
      // All corners on one side (or on the line): look for an edge lying on the line.
      for (let i = 0; i < 6; i++) {
        const j = (i + 1) % 6;
        if (side[i] !== 0 || side[j] !== 0) continue;
        const lo = Math.max(Math.min(t[i]!, t[j]!), 0);
        const hi = Math.min(Math.max(t[i]!, t[j]!), len);
        if (lo >= hi) continue;
        const [nc, nr] = ACROSS[i]!;
        const other = key({ c: h.c + nc, r: h.r + nr });
        const edgeId = hk < other ? `${hk}|${other}` : `${other}|${hk}`;
        if (seenEdges.has(edgeId)) continue;
        seenEdges.add(edgeId);
        const hexIsRight = pos > 0;
        found.push({
          at: (lo + hi) / 2,
          step: { kind: 'edge', left: hexIsRight ? other : hk, right: hexIsRight ? hk : other },
        });
      }
    }
  }
  found.sort((p, q) => p.at - q.at);
  const steps = found.map((f) => f.step);
  pathCache.set(cacheKey, steps);
  return steps;
}

/**
 * Hexes of the plateau a hill hex belongs to: hill hexes with the same `hill` name, or else the
 * unnamed hill hexes connected to it (2148-2149). Empty when the hex is not a hill.
 */
export function plateauOf(state: GameState, hex: HexKey): Set<HexKey> {
  const out = new Set<HexKey>();
  const cell = terrainAt(state, hex);
  if (cell.t !== 'hill') return out;
  if (cell.hill !== undefined) {
    for (const k in state.terrain) {
      const c = state.terrain[k]!;
      if (c.t === 'hill' && c.hill === cell.hill) out.add(k);
    }
    return out;
  }
  const todo = [hex];
  out.add(hex);
  while (todo.length > 0) {
    const h = parseKey(todo.pop()!);
    for (const [dc, dr] of ACROSS) {
      const n = key({ c: h.c + dc, r: h.r + dr });
      if (out.has(n)) continue;
      const nc = state.terrain[n];
      if (nc && nc.t === 'hill' && nc.hill === undefined) {
        out.add(n);
        todo.push(n);
      }
    }
  }
  return out;
}

/**
 * Whether a position obstructs a line of sight. `seenOver` holds the hill hexes that do NOT obstruct
 * this line (GMT: the plateau firer and target share; Zvezda: see `hillsSeenOver`).
 */
function obstructs(state: GameState, hex: HexKey, seenOver: Set<HexKey>): boolean {
  const h = parseKey(hex);
  if (!isFullHex(h)) return true; // half hexes (1215-1216), and anything beyond the board edge
  if (unitAt(state, hex) || leaderAt(state, hex)) return true;
  const terrain = effectiveTerrain(state, hex);
  if (terrain.blocksLos) return true;
  // A hill hex blocks whatever is behind it (2143-2147), except across one plateau (2148-2149).
  if (terrain.hill) return !seenOver.has(hex);
  return false;
}

/**
 * Zvezda 2012 (seed 002:982; seed 000:720): a hill hex blocks the line, except a hill hex next to a
 * hill the firer or the target stands on, at the same height. Hexes of one hill (`plateauOf`) are
 * taken as one height; nothing on the board records heights otherwise. Either end counts, so the
 * line is the same in both directions.
 */
function hillsSeenOver(state: GameState, from: HexKey, to: HexKey): Set<HexKey> {
  const out = new Set<HexKey>();
  for (const end of [from, to]) {
    for (const h of plateauOf(state, end)) if (h !== end && adjacent(h, end)) out.add(h);
  }
  return out;
}

/** True when a unit in `from` can see `to` (seed 003:1209-1219, hills 2142-2149; Zvezda 002:407, 982). */
export function hasLineOfSight(state: GameState, from: HexKey, to: HexKey): boolean {
  if (from === to) return true;
  let seenOver: Set<HexKey>;
  if (rulesOf(state).hillLos === 'adjacent-hills') seenOver = hillsSeenOver(state, from, to);
  else {
    const fromPlateau = plateauOf(state, from);
    seenOver = fromPlateau.has(to) ? fromPlateau : new Set<HexKey>();
  }
  let leftBlocked = false;
  let rightBlocked = false;
  for (const step of losPath(from, to)) {
    if (step.kind === 'hex') {
      if (obstructs(state, step.hex, seenOver)) return false;
      continue;
    }
    leftBlocked ||= obstructs(state, step.left, seenOver);
    rightBlocked ||= obstructs(state, step.right, seenOver);
    if (leftBlocked && rightBlocked) return false;
  }
  return true;
}
