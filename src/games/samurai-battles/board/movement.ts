// Where an ordered unit (with its attached leader) or a lone leader may end its move.
// Seed 003: unit movement 948-984, leader movement 999-1043, leaving the board 1049-1108,
// terrain 2091-2290. Move allowances per card and "ordered" bookkeeping belong to the caller.
// Zvezda 2012 steps a leader off the same way (seed 002:326-330; seed 000:212-216); what leaving
// costs is the edition's `leaderMoveOffCost`, charged by the caller.

import { effectiveTerrain, type TerrainStats } from '../data/terrain';
import { statsOf } from '../data/units';
import { baselineRow } from '../hex';
import type { GameState, HexKey, Leader, Side } from '../types';
import { HEX_COUNT, HEX_NEIGHBORS, HEX_ROW, hexKeyOf, hexNumber } from './grid';
import {
  frameTable,
  HEX_WORDS,
  leaderOf,
  leaderOnNumber,
  terrainAt,
  unitAt,
  unitOnNumber,
} from './occupancy';

export interface MoveOptions {
  /** Most hexes the piece may move (the caller applies cards and unit limits). */
  maxHexes: number;
  /** Spirit of Haya-ji: the unit passes through units, leaders and any terrain that is not impassable. */
  throughAnything?: boolean;
  /** Scenario rule (957-958): units may leave the board over their own baseline (lone leaders always may). */
  mayExitBaseline?: boolean;
  /** The piece is a leader leaving the unit he is with. */
  detaching?: boolean;
}

export interface HexMoveTarget {
  exit?: false;
  hex: HexKey;
  /** Hexes moved along the shortest legal path. */
  hexes: number;
  /** Hexes entered in order, start excluded, `hex` last (so `path.length === hexes`). */
  path: HexKey[];
  /** It ends on terrain that stops movement (so, without Spirit of Haya-ji, it could not have gone on). */
  stoppedByTerrain: boolean;
  /** It entered terrain where this kind of unit may not battle on the turn it enters. */
  battleForbidden: boolean;
  /** The unit or leader it joins in `hex`. */
  joins?: string;
}

export interface ExitMoveTarget {
  exit: true;
  /** Hexes used: the path to the baseline hex plus 1 for stepping off (1104). */
  hexes: number;
  /** Hexes entered up to the baseline hex it steps off from (empty when it starts there). */
  path: HexKey[];
}

export type MoveTarget = HexMoveTarget | ExitMoveTarget;

/** The moving piece reduced to what the rules look at. */
interface Mover {
  side: Side;
  start: HexKey;
  cavalry: boolean;
  isLeader: boolean;
  /** A unit that already has a leader may not join another (974, 978). */
  hasLeader: boolean;
  /** A foot leader (or the army commander, who counts as one once alone) cannot lead cavalry (890-892). */
  leaderKind?: Leader['kind'];
  mayExit: boolean;
}

function moverOf(state: GameState, pieceId: string, opts: MoveOptions): Mover | null {
  const unit = state.units[pieceId];
  if (unit) {
    const stats = statsOf(state, unit);
    if (stats.immobile) return null; // bodyguards stay on the tent (703-707)
    return {
      side: unit.side,
      start: unit.hex,
      cavalry: stats.cavalry,
      isLeader: false,
      hasLeader: leaderOf(state, unit) !== undefined,
      mayExit: opts.mayExitBaseline === true,
    };
  }
  const leader = state.leaders[pieceId];
  if (!leader) throw new Error(`No unit or leader ${pieceId}`);
  const withUnit = unitAt(state, leader.hex);
  if (withUnit && withUnit.side === leader.side) {
    if (!opts.detaching) return null; // an attached leader moves with his unit (1000-1001)
    if (statsOf(state, withUnit).immobile) return null; // the army commander stays with his bodyguards (703-707)
  }
  return {
    side: leader.side,
    start: leader.hex,
    cavalry: leader.kind === 'mounted',
    isLeader: true,
    hasLeader: false,
    leaderKind: leader.kind,
    mayExit: true, // 1049-1052
  };
}

/**
 * A Zvezda commander's camp is impassable (seed 002:1088; seed 000:845): no piece enters it, so no
 * leader passes through it and no unit joins a commander left alone there. The texts give the
 * reason that his unit always holds it; once nobody is left it is removed (flow/camp.ts), so a camp
 * still on the board is closed, even one a GMT scenario leaves empty. (A GMT tent may be entered:
 * it stops movement while empty, 2240-2243.)
 */
export function campClosed(state: GameState, hex: HexKey): boolean {
  return terrainAt(state, hex).camp === true;
}

/** A leader of kind `kind` may lead this unit (890-892; the commander alone counts as foot, 761, 1493). */
function canLead(kind: Leader['kind'], cavalryUnit: boolean): boolean {
  return kind === 'mounted' || !cavalryUnit;
}

// What entering a hex allows, by hex number, for the current search (written by `enter`): a flat
// record per hex instead of an object per hex visited (the search runs at every listing).
const entEnd = new Uint8Array(HEX_COUNT);
const entGoOn = new Uint8Array(HEX_COUNT);
const entStopped = new Uint8Array(HEX_COUNT);
const entJoins: (string | undefined)[] = new Array(HEX_COUNT).fill(undefined);
/** The terrain of each hex entered (what it allows once there: battle on entry). */
const entTerrain: (TerrainStats | undefined)[] = new Array(HEX_COUNT).fill(undefined);

function setEntry(
  n: number,
  terrain: TerrainStats,
  end: boolean,
  goOn: boolean,
  stops: boolean,
  joins?: string,
): true {
  entEnd[n] = end ? 1 : 0;
  entGoOn[n] = goOn ? 1 : 0;
  entStopped[n] = stops ? 1 : 0;
  entJoins[n] = joins;
  entTerrain[n] = terrain;
  return true;
}

/**
 * The terrain a piece entering hex `n` meets, or null for a closed camp (no piece enters). Kept by
 * hex number with the board's terrain and options (frameTable), except on a tent, whose stats
 * depend on who stands there (effectiveTerrain).
 */
function terrainOf(state: GameState, n: number, hex: HexKey): TerrainStats | null {
  const table = frameTable<TerrainStats | null>(state, 'movement terrain');
  const known = table?.[n];
  if (known !== undefined) return known;
  const cell = terrainAt(state, hex);
  const stats = cell.camp === true ? null : effectiveTerrain(state, hex);
  if (table && cell.t !== 'tent') table[n] = stats;
  return stats;
}

/** Whether the piece may enter hex `n`; if so, what entering it allows is written for `n`. */
function enter(state: GameState, m: Mover, n: number, through: boolean): boolean {
  const hex = hexKeyOf(n);
  const terrain = terrainOf(state, n, hex);
  const kind = m.cavalry ? 'cavalry' : 'infantry';
  if (terrain === null || terrain.impassable[kind]) return false;
  const stops = terrain.stopsMovement;
  const unit = unitOnNumber(state, n);
  const leader = leaderOnNumber(state, n);

  if (m.isLeader) {
    // Never into or through enemies (1039-1041).
    if (unit && unit.side !== m.side) return false;
    if (leader && leader.side !== m.side) return false;
    let end = true;
    let joins: string | undefined;
    if (leader) {
      end = false; // through another friendly leader, never ending there (1024-1026, 1042)
    } else if (unit) {
      // Joining a friendly unit (1027-1035); passing through it is always allowed (1023).
      if (canLead(m.leaderKind!, statsOf(state, unit).cavalry)) joins = unit.id;
      else end = false;
    }
    // Stop terrain ends the move on entry, so a hex he may not end in cannot be entered there.
    if (stops && !end) return false;
    return setEntry(n, terrain, end, !stops, stops, joins);
  }

  // A unit: never into or through another unit or an enemy leader (962-963); a lone friendly
  // leader may be joined, which ends the move (973-981).
  let joins: string | undefined;
  let blocked = false;
  if (unit) blocked = true;
  else if (leader) {
    if (leader.side !== m.side) blocked = true;
    else if (!m.hasLeader && canLead(leader.kind, m.cavalry)) joins = leader.id;
    else blocked = true;
  }
  // Spirit of Haya-ji (5797-5807): past units, leaders and terrain; it still ends only where it may stand.
  if (through) return setEntry(n, terrain, !blocked, true, stops, joins);
  if (blocked) return false;
  if (joins) return setEntry(n, terrain, true, false, stops, joins);
  return setEntry(n, terrain, true, !stops, stops);
}

// The search's bookkeeping, by hex number (board/grid.ts), kept between searches.
let search = 0;
const seen = new Int32Array(HEX_COUNT);
const refused = new Int32Array(HEX_COUNT);
const dist = new Int16Array(HEX_COUNT);
const parent = new Int16Array(HEX_COUNT);
const queue = new Int16Array(HEX_COUNT);
const found: number[] = [];

/**
 * The hexes the last search read the pieces of, a bit per hex number: the piece's own hex and every
 * hex it tried to enter. Nothing else on the board decides its targets, so they stand while pieces
 * move elsewhere (occupancy.ts localBoardMemo).
 */
const hexesRead = new Uint32Array(HEX_WORDS);
function markRead(n: number): void {
  hexesRead[n >>> 5]! |= 1 << (n & 31);
}

/** The hexes the last `moveTargets` read (scratch: valid until the next search). */
export function movementHexesRead(): Uint32Array {
  return hexesRead;
}

/** The hexes entered from the start to `hex` (its distance long), start excluded. */
function pathTo(start: number, hex: number): HexKey[] {
  const out: HexKey[] = new Array(dist[hex]!);
  for (let h = hex, i = out.length - 1; h !== start; h = parent[h]!, i--) out[i] = hexKeyOf(h);
  return out;
}

/**
 * Every hex a piece may end its move on, each with its shortest path, plus (for a lone or detaching
 * leader, or a unit the scenario lets leave) one target for stepping off its own baseline.
 * `pieceId` is a unit (its attached leader goes with it) or a leader; an attached leader moves
 * alone only with `opts.detaching`. The start hex is never a target (not moving is not a move).
 */
export function moveTargets(state: GameState, pieceId: string, opts: MoveOptions): MoveTarget[] {
  hexesRead.fill(0);
  const piece = state.units[pieceId] ?? state.leaders[pieceId];
  const own = piece ? hexNumber(piece.hex) : -1;
  // A piece off the numbered hexes: its answer is read as depending on every hex.
  if (own < 0) hexesRead.fill(0xffffffff);
  else markRead(own);
  const m = moverOf(state, pieceId, opts);
  if (!m || opts.maxHexes <= 0) return [];
  const through = opts.throughAnything === true && !m.isLeader;
  const baseline = baselineRow(m.side);

  const start = hexNumber(m.start);
  if (start < 0) return [];
  // Flat arrays reused between searches; `seen` marks this search's hexes by its number.
  const stamp = ++search;
  seen[start] = stamp;
  dist[start] = 0;
  found.length = 0;
  found.push(start);
  // Breadth first: what entering a hex allows does not depend on the way in, so the first visit is best.
  let tail = 0;
  queue[tail++] = start;
  for (let i = 0; i < tail; i++) {
    const here = queue[i]!;
    const d = dist[here]!;
    if (d >= opts.maxHexes) continue;
    const around = HEX_NEIGHBORS[here]!;
    for (let j = 0; j < around.length; j++) {
      const next = around[j]!;
      if (seen[next] === stamp || refused[next] === stamp) continue;
      markRead(next);
      if (!enter(state, m, next, through)) {
        refused[next] = stamp;
        continue;
      }
      seen[next] = stamp;
      dist[next] = d + 1;
      parent[next] = here;
      found.push(next);
      if (entGoOn[next] === 1) queue[tail++] = next;
    }
  }

  const kind = m.cavalry ? 'cavalry' : 'infantry';
  const targets: MoveTarget[] = [];
  let exit: ExitMoveTarget | null = null;
  for (let i = 0; i < found.length; i++) {
    const n = found[i]!;
    const d = dist[n]!;
    const entered = n !== start;
    if (entered && entEnd[n] === 1) {
      const target: HexMoveTarget = {
        hex: hexKeyOf(n),
        hexes: d,
        path: pathTo(start, n),
        stoppedByTerrain: entStopped[n] === 1,
        battleForbidden: !entTerrain[n]!.battleOnEntry[kind],
      };
      const joins = entJoins[n];
      if (joins) target.joins = joins;
      targets.push(target);
    }
    // Stepping off the board from a baseline hex costs one more hex (1049-1052, 1104).
    const canStepOff = !entered || entGoOn[n] === 1;
    if (m.mayExit && canStepOff && d < opts.maxHexes && HEX_ROW[n] === baseline) {
      if (!exit || d + 1 < exit.hexes) exit = { exit: true, hexes: d + 1, path: pathTo(start, n) };
    }
  }
  if (exit) targets.push(exit);
  return targets;
}
