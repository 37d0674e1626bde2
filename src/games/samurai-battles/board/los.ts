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
import { HEX_COUNT, hexKeyOf, hexNumber } from './grid';
import { hexDistance } from './hexDistance';
import {
  frameTable,
  leaderAt,
  leaderOnNumber,
  scopeBoard,
  terrainAt,
  unitAt,
  unitOnNumber,
} from './occupancy';

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
  const a = hexNumber(from);
  const b = hexNumber(to);
  if (a >= 0 && b >= 0) return lineOfSightByNumber(state, a, b);
  return lineOfSightByKeys(state, from, to);
}

/** hasLineOfSight read from the keys and sets (the numbered version's reference; half hexes). */
export function lineOfSightByKeys(state: GameState, from: HexKey, to: HexKey): boolean {
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

// ---- by hex number (board/grid.ts) ------------------------------------------------------------
// The same line read over numbers: the path of each pair of numbered hexes encoded once, what the
// terrain of each hex does to a line and the plateau it belongs to kept with the board's terrain,
// options and edition (frameTable), and the pieces read from the board index.

/**
 * losPath between two numbered hexes, encoded: `0, n` for a hex crossed, `1, left, right` for an edge
 * run along; a position without a number (a half hex, off the board) is -1 and always obstructs.
 */
const numberedPaths: (Int16Array | undefined)[] = new Array(HEX_COUNT * HEX_COUNT).fill(undefined);

function numberedPath(a: number, b: number): Int16Array {
  const i = a * HEX_COUNT + b;
  let p = numberedPaths[i];
  if (p === undefined) {
    const out: number[] = [];
    for (const step of losPath(hexKeyOf(a), hexKeyOf(b))) {
      if (step.kind === 'hex') out.push(0, hexNumber(step.hex));
      else out.push(1, hexNumber(step.left), hexNumber(step.right));
    }
    p = Int16Array.from(out);
    numberedPaths[i] = p;
  }
  return p;
}

/** What the terrain of the numbered hexes does to a line, and their plateaus, as far as asked. */
interface LosTerrain {
  /** By hex number, unoccupied: 0 not yet asked, 1 clear, 2 blocks the line, 3 a hill. */
  kind: Uint8Array;
  /** By hex number: 0 not yet asked, -1 not a hill, else the plateau's number (plateauOf). */
  plateau: Int16Array;
  plateaus: number;
}

function newLosTerrain(): LosTerrain {
  return { kind: new Uint8Array(HEX_COUNT), plateau: new Int16Array(HEX_COUNT), plateaus: 0 };
}

/** Kept with the terrain, options and edition inside a read scope; made afresh for each line outside one. */
function losTerrainOf(state: GameState): LosTerrain {
  const table = frameTable<LosTerrain>(state, 'line of sight');
  if (table === null) return newLosTerrain();
  let t = table[0];
  if (t === undefined) {
    t = newLosTerrain();
    table[0] = t;
  }
  return t;
}

/** The plateau number of a numbered hex (-1: not a hill); plateauOf gives every hex of it at once. */
function plateauNumber(state: GameState, t: LosTerrain, n: number): number {
  const known = t.plateau[n]!;
  if (known !== 0) return known;
  const hexes = plateauOf(state, hexKeyOf(n));
  if (hexes.size === 0) {
    t.plateau[n] = -1;
    return -1;
  }
  const id = ++t.plateaus;
  for (const h of hexes) {
    const m = hexNumber(h);
    if (m >= 0) t.plateau[m] = id;
  }
  return id;
}

// The line being traced (module variables rather than an object made per line).
let lineState: GameState | null = null;
let lineTerrain: LosTerrain = newLosTerrain();
let lineFrom = -1;
let lineTo = -1;
let linePlateauFrom = -1;
let linePlateauTo = -1;
let lineZvezda = false;
/** The open scope's board index when the line is traced on its state (pieces read from it directly), else null. */
let lineOn: Int16Array | null = null;

/** `obstructs` for a numbered position of the line being traced. */
function obstructsNumber(n: number): boolean {
  if (n < 0) return true; // half hexes (1215-1216), and anything beyond the board edge
  const state = lineState!;
  const on = lineOn;
  if (on !== null) {
    // unitOnNumber and leaderOnNumber inside the scope: a piece is there when its slot is not 0.
    if (on[n] !== 0 || on[HEX_COUNT + n] !== 0) return true;
  } else if (unitOnNumber(state, n) !== undefined || leaderOnNumber(state, n) !== undefined) return true;
  const t = lineTerrain;
  let kind = t.kind[n]!;
  if (kind === 0) {
    // Unoccupied here, so a tent reads as the empty tent it is whenever this is asked again.
    const terrain = effectiveTerrain(state, hexKeyOf(n));
    kind = terrain.blocksLos ? 2 : terrain.hill ? 3 : 1;
    t.kind[n] = kind;
  }
  if (kind === 2) return true;
  if (kind === 1) return false;
  const p = plateauNumber(state, t, n);
  if (lineZvezda) {
    // hillsSeenOver: a hill hex next to the firer's or the target's hill, of the same plateau.
    const seen =
      (linePlateauFrom > 0 && p === linePlateauFrom && n !== lineFrom && hexDistance(n, lineFrom) === 1) ||
      (linePlateauTo > 0 && p === linePlateauTo && n !== lineTo && hexDistance(n, lineTo) === 1);
    return !seen;
  }
  // The firer's plateau, when the target stands on it too.
  return !(linePlateauFrom > 0 && linePlateauTo === linePlateauFrom && p === linePlateauFrom);
}

/** hasLineOfSight between two numbered hexes. */
export function lineOfSightByNumber(state: GameState, a: number, b: number): boolean {
  if (a === b) return true;
  const t = losTerrainOf(state);
  lineState = state;
  lineTerrain = t;
  const board = scopeBoard(state);
  lineOn = board === null ? null : board.on;
  lineFrom = a;
  lineTo = b;
  lineZvezda = rulesOf(state).hillLos === 'adjacent-hills';
  linePlateauFrom = plateauNumber(state, t, a);
  linePlateauTo = plateauNumber(state, t, b);
  const path = numberedPath(a, b);
  let leftBlocked = false;
  let rightBlocked = false;
  let clear = true;
  for (let i = 0; i < path.length; ) {
    if (path[i] === 0) {
      if (obstructsNumber(path[i + 1]!)) {
        clear = false;
        break;
      }
      i += 2;
      continue;
    }
    leftBlocked ||= obstructsNumber(path[i + 1]!);
    rightBlocked ||= obstructsNumber(path[i + 2]!);
    if (leftBlocked && rightBlocked) {
      clear = false;
      break;
    }
    i += 3;
  }
  lineState = null;
  lineOn = null;
  return clear;
}
