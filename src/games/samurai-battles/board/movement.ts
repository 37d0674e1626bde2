// Where an ordered unit (with its attached leader) or a lone leader may end its move.
// Seed 003: unit movement 948-984, leader movement 999-1043, leaving the board 1049-1108,
// terrain 2091-2290. Move allowances per card and "ordered" bookkeeping belong to the caller.
// Zvezda 2012 steps a leader off the same way (seed 002:326-330; seed 000:212-216); what leaving
// costs is the edition's `leaderMoveOffCost`, charged by the caller.

import { effectiveTerrain } from '../data/terrain';
import { statsOf } from '../data/units';
import { baselineRow } from '../hex';
import type { GameState, HexKey, Leader, Side, Unit } from '../types';
import { HEX_COUNT, HEX_ROW, hexKeyOf, hexNumber, NEIGHBOR_TABLE } from './grid';
import {
  frameTable,
  HEX_WORDS,
  leaderOf,
  leaderOnNumber,
  type ScopeBoard,
  scopeBoard,
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

// What a hex's terrain means to a moving piece, as bits by kind of piece (kept by hex number with
// the board's terrain and options: frameTable). A closed camp is closed to both kinds.
const CLOSED_INFANTRY = 1;
const FORBIDS_INFANTRY = 2;
const CLOSED_CAVALRY = 4;
const FORBIDS_CAVALRY = 8;
const STOPS = 16;

// The moving piece of the search in progress, reduced to what the rules look at (module variables
// set by moverOf, not an object made per search).
let mSide: Side = 'top';
let mCavalry = false;
/** The terrain bits that close a hex to the mover, and that forbid it to battle there (by its kind). */
let mClosed = CLOSED_INFANTRY;
let mForbids = FORBIDS_INFANTRY;
let mIsLeader = false;
/** A unit that already has a leader may not join another (974, 978). */
let mHasLeader = false;
/** A foot leader (or the army commander, who counts as one once alone) cannot lead cavalry (890-892). */
let mLeaderKind: Leader['kind'] = 'foot';
let mMayExit = false;

/**
 * Sets the mover's variables for `piece` (on hex number `own`, -1 off the numbered hexes); false
 * when it may not move at all. `b` is the scope's board when there is one: the piece with it is read
 * there, as unitAt and leaderAt would.
 */
function moverOf(
  state: GameState,
  pieceId: string,
  unit: Unit | undefined,
  piece: Unit | Leader | undefined,
  own: number,
  b: ScopeBoard | null,
  detaching: boolean,
  mayExitBaseline: boolean,
): boolean {
  if (unit) {
    const stats = statsOf(state, unit);
    if (stats.immobile) return false; // bodyguards stay on the tent (703-707)
    let leader: Leader | undefined;
    if (b !== null && own >= 0) {
      const i = b.on[HEX_COUNT + own]!;
      leader = i === 0 || b.leaders[i - 1]!.side !== unit.side ? undefined : b.leaders[i - 1];
    } else leader = leaderOf(state, unit);
    mSide = unit.side;
    mCavalry = stats.cavalry;
    mClosed = stats.cavalry ? CLOSED_CAVALRY : CLOSED_INFANTRY;
    mForbids = stats.cavalry ? FORBIDS_CAVALRY : FORBIDS_INFANTRY;
    mIsLeader = false;
    mHasLeader = leader !== undefined;
    mMayExit = mayExitBaseline;
    return true;
  }
  const leader = piece as Leader | undefined;
  if (!leader) throw new Error(`No unit or leader ${pieceId}`);
  let withUnit: Unit | undefined;
  if (b !== null && own >= 0) {
    const i = b.on[own]!;
    withUnit = i === 0 ? undefined : b.units[i - 1];
  } else withUnit = unitAt(state, leader.hex);
  if (withUnit && withUnit.side === leader.side) {
    if (!detaching) return false; // an attached leader moves with his unit (1000-1001)
    if (statsOf(state, withUnit).immobile) return false; // the army commander stays with his bodyguards (703-707)
  }
  mSide = leader.side;
  mCavalry = leader.kind === 'mounted';
  mClosed = mCavalry ? CLOSED_CAVALRY : CLOSED_INFANTRY;
  mForbids = mCavalry ? FORBIDS_CAVALRY : FORBIDS_INFANTRY;
  mIsLeader = true;
  mHasLeader = false;
  mLeaderKind = leader.kind;
  mMayExit = true; // 1049-1052
  return true;
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

/**
 * The terrain bits of hex `n`: from the table when known, else worked out (and kept, except on a
 * tent, whose stats depend on who stands there: effectiveTerrain).
 */
function terrainBits(state: GameState, n: number, table: (number | undefined)[] | null): number {
  const known = table?.[n];
  if (known !== undefined) return known;
  const hex = hexKeyOf(n);
  const cell = terrainAt(state, hex);
  let bits: number;
  if (cell.camp === true) bits = CLOSED_INFANTRY | CLOSED_CAVALRY;
  else {
    const t = effectiveTerrain(state, hex);
    bits =
      (t.impassable.infantry ? CLOSED_INFANTRY : 0) |
      (t.impassable.cavalry ? CLOSED_CAVALRY : 0) |
      (t.battleOnEntry.infantry ? 0 : FORBIDS_INFANTRY) |
      (t.battleOnEntry.cavalry ? 0 : FORBIDS_CAVALRY) |
      (t.stopsMovement ? STOPS : 0);
  }
  if (table && cell.t !== 'tent') table[n] = bits;
  return bits;
}

// What entering a hex allows, by hex number, for the current search (written by `enter`): bits
// per hex instead of an object per hex visited (the search runs at every listing).
const END = 1; // the piece may end its move there
const GO_ON = 2; // and move on from there
const STOPPED = 4; // terrain that stops movement
const FORBIDDEN = 8; // terrain where it may not battle on the turn it enters
const JOINS = 16; // it joins a piece there (entJoins[n] names it; not rewritten for a hex without one)
const entry = new Uint8Array(HEX_COUNT);
const entJoins: (string | undefined)[] = new Array(HEX_COUNT).fill(undefined);

// The search in progress: the scope's board when it has one (else the slower lookups that work
// anywhere).
let board: ScopeBoard | null = null;

/**
 * Whether the mover may enter hex `n` (0: no), else what entering it allows (END, GO_ON, STOPPED,
 * FORBIDDEN, JOINS); the piece it joins there is written for `n`. `terrain` is the hex's terrain bits.
 */
function enter(state: GameState, n: number, terrain: number, through: boolean): number {
  if ((terrain & mClosed) !== 0) return 0;
  const side = mSide;
  const stops = (terrain & STOPS) !== 0;
  const forbidden = (terrain & mForbids) !== 0 ? FORBIDDEN : 0;
  const b = board;
  let unit: Unit | undefined;
  let leader: Leader | undefined;
  if (b !== null) {
    const on = b.on;
    const u = on[n]!;
    const l = on[HEX_COUNT + n]!;
    unit = u === 0 ? undefined : b.units[u - 1];
    leader = l === 0 ? undefined : b.leaders[l - 1];
  } else {
    unit = unitOnNumber(state, n);
    leader = leaderOnNumber(state, n);
  }

  if (mIsLeader) {
    // Never into or through enemies (1039-1041).
    if (unit && unit.side !== side) return 0;
    if (leader && leader.side !== side) return 0;
    let end = true;
    let joins: string | undefined;
    if (leader) {
      end = false; // through another friendly leader, never ending there (1024-1026, 1042)
    } else if (unit) {
      // Joining a friendly unit (1027-1035); passing through it is always allowed (1023).
      if (canLead(mLeaderKind, statsOf(state, unit).cavalry)) joins = unit.id;
      else end = false;
    }
    // Stop terrain ends the move on entry, so a hex he may not end in cannot be entered there.
    if (stops && !end) return 0;
    const joined = joins ? JOINS : 0;
    if (joined !== 0) entJoins[n] = joins;
    return (end ? END : 0) | (stops ? STOPPED : GO_ON) | forbidden | joined;
  }

  // A unit: never into or through another unit or an enemy leader (962-963); a lone friendly
  // leader may be joined, which ends the move (973-981).
  let joins: string | undefined;
  let blocked = false;
  if (unit) blocked = true;
  else if (leader) {
    if (leader.side !== side) blocked = true;
    else if (!mHasLeader && canLead(leader.kind, mCavalry)) joins = leader.id;
    else blocked = true;
  }
  const stopped = stops ? STOPPED : 0;
  const joined = joins ? JOINS : 0;
  if (joined !== 0) entJoins[n] = joins;
  // Spirit of Haya-ji (5797-5807): past units, leaders and terrain; it still ends only where it may stand.
  if (through) return (blocked ? 0 : END) | GO_ON | stopped | forbidden | joined;
  if (blocked) return 0;
  if (joins) return END | stopped | forbidden | JOINS;
  return END | (stops ? 0 : GO_ON) | stopped | forbidden;
}

// The search's bookkeeping, by hex number (board/grid.ts), kept between searches: a hex is tried
// (found, or refused) in this search when its stamp is the search's.
let search = 0;
const tried = new Int32Array(HEX_COUNT);
// The hexes found, in the order found (the start first): hex number, distance, place of the hex
// it was entered from.
const foundHex = new Int16Array(HEX_COUNT);
const foundDist = new Int16Array(HEX_COUNT);
// The hexes found that the piece moves on from (it may go on from there, and has hexes left), in
// the order found: their places among the hexes found.
const frontier = new Int16Array(HEX_COUNT);
// The answer's words as the search writes them (MoveSearch.data: the hexes found, then the
// targets), a plain array of small integers so that the answer is one slice of it.
const words: number[] = Array.from({ length: 2 * HEX_COUNT }, () => 0);

/**
 * The hexes the last search read the pieces of, a bit per hex number: the piece's own hex and every
 * hex it tried to enter. Nothing else on the board decides its targets, so they stand while pieces
 * move elsewhere (occupancy.ts localBoardMemo).
 */
const hexesRead = new Uint32Array(HEX_WORDS);
function markRead(n: number): void {
  hexesRead[n >>> 5]! |= 1 << (n & 31);
}

/** The hexes the last `moveTargets` or `searchMoves` read (scratch: valid until the next search). */
export function movementHexesRead(): Uint32Array {
  return hexesRead;
}

/**
 * A search's answer in numbers (what the listings read), its MoveTarget objects made only when
 * asked for (moveTargetsFrom, targetTo). Shared while it is remembered: nobody may change it, bar
 * the two slots kept with it.
 */
export interface MoveSearch {
  /**
   * One array (one allocation a search, copied in one piece from the search's scratch): first each
   * hex found, in the order found (the start at place 0): its number | the place it was entered
   * from << 7; then, from `targetsAt`, the `targetCount` targets in the order listed, each its place
   * found | hex number << 7 | hexes << 14, with TARGET_STOPPED and TARGET_FORBIDDEN.
   */
  readonly data: readonly number[];
  readonly targetsAt: number;
  readonly targetCount: number;
  /** The piece each target joins, by the target's place in the listing (null: none joins one). */
  readonly joins: readonly (string | undefined)[] | null;
  /** The place found of the baseline hex it steps off from (-1: it may not leave), and the hexes that takes. */
  readonly exitFrom: number;
  readonly exitHexes: number;
  /** moveTargetsFrom's objects, made when first asked for. */
  objects: MoveTarget[] | null;
  /** The listing a caller made from it (flow/moveSearch.ts), kept as long as the search is. */
  listing: unknown;
}

const TARGET_STOPPED = 1 << 21;
const TARGET_FORBIDDEN = 1 << 22;

function emptySearch(): MoveSearch {
  return {
    data: [],
    targetsAt: 0,
    targetCount: 0,
    joins: null,
    exitFrom: -1,
    exitHexes: 0,
    objects: null,
    listing: null,
  };
}

/** The hex number of target `i` of a search. */
export function targetHexNumber(s: MoveSearch, i: number): number {
  return (s.data[s.targetsAt + i]! >>> 7) & 127;
}

/** The hexes entered from the start to the hex found at `place`, `hexes` long, start excluded. */
function pathOf(s: MoveSearch, place: number, hexes: number): HexKey[] {
  const out: HexKey[] = new Array(hexes);
  const data = s.data;
  for (let p = place, i = hexes - 1; p !== 0; i--) {
    const f = data[p]!;
    out[i] = hexKeyOf(f & 127);
    p = f >>> 7;
  }
  return out;
}

/** Target `i` of a search as a MoveTarget. */
function targetObject(s: MoveSearch, i: number): HexMoveTarget {
  const t = s.data[s.targetsAt + i]!;
  const hexes = (t >>> 14) & 127;
  const target: HexMoveTarget = {
    hex: hexKeyOf((t >>> 7) & 127),
    hexes,
    path: pathOf(s, t & 127, hexes),
    stoppedByTerrain: (t & TARGET_STOPPED) !== 0,
    battleForbidden: (t & TARGET_FORBIDDEN) !== 0,
  };
  const joins = s.joins?.[i];
  if (joins) target.joins = joins;
  return target;
}

/** A search's targets as moveTargets lists them (made once a search, then shared). */
export function moveTargetsFrom(s: MoveSearch): MoveTarget[] {
  if (s.objects !== null) return s.objects;
  const out: MoveTarget[] = [];
  for (let i = 0; i < s.targetCount; i++) out.push(targetObject(s, i));
  if (s.exitFrom >= 0)
    out.push({ exit: true, hexes: s.exitHexes, path: pathOf(s, s.exitFrom, s.exitHexes - 1) });
  s.objects = out;
  return out;
}

/** Target `i` of a search (in the order listed), as moveTargetsFrom has it. */
export function targetAt(s: MoveSearch, i: number): HexMoveTarget {
  return s.objects !== null ? (s.objects[i] as HexMoveTarget) : targetObject(s, i);
}

/** The number of the hex a search starts from (a search with a target starts on a numbered hex). */
export function searchStart(s: MoveSearch): number {
  return s.data[0]! & 127;
}

/** The target on hex number `n` (not the exit), or undefined. */
export function targetTo(s: MoveSearch, n: number): HexMoveTarget | undefined {
  for (let i = 0; i < s.targetCount; i++) {
    if (targetHexNumber(s, i) !== n) continue;
    return s.objects !== null ? (s.objects[i] as HexMoveTarget) : targetObject(s, i);
  }
  return undefined;
}

/**
 * Every hex a piece may end its move on, each with its shortest path, plus (for a lone or detaching
 * leader, or a unit the scenario lets leave) one target for stepping off its own baseline.
 * `pieceId` is a unit (its attached leader goes with it) or a leader; an attached leader moves
 * alone only with `opts.detaching`. The start hex is never a target (not moving is not a move).
 */
export function moveTargets(state: GameState, pieceId: string, opts: MoveOptions): MoveTarget[] {
  return moveTargetsFrom(searchMoves(state, pieceId, opts));
}

/** moveTargets' search, its answer in numbers (MoveSearch). */
export function searchMoves(state: GameState, pieceId: string, opts: MoveOptions): MoveSearch {
  return searchMovesOf(
    state,
    pieceId,
    opts.maxHexes,
    opts.detaching === true,
    opts.throughAnything === true,
    opts.mayExitBaseline === true,
  );
}

/** searchMoves with its options as arguments (the movement step's searches: no object made for them). */
export function searchMovesOf(
  state: GameState,
  pieceId: string,
  max: number,
  detaching: boolean,
  throughAnything: boolean,
  mayExitBaseline: boolean,
): MoveSearch {
  const unit = state.units[pieceId];
  const piece = unit ?? state.leaders[pieceId];
  const own = piece ? hexNumber(piece.hex) : -1;
  return searchMovesAt(state, pieceId, unit, piece, own, max, detaching, throughAnything, mayExitBaseline);
}

/**
 * searchMovesOf for a caller that has looked the piece up already: `unit` is the unit `pieceId`
 * names (undefined for a leader), `piece` the unit or leader, `own` the number of its hex (-1 off
 * the numbered hexes).
 */
export function searchMovesAt(
  state: GameState,
  pieceId: string,
  unit: Unit | undefined,
  piece: Unit | Leader | undefined,
  own: number,
  max: number,
  detaching: boolean,
  throughAnything: boolean,
  mayExitBaseline: boolean,
): MoveSearch {
  // A piece off the numbered hexes: its answer is read as depending on every hex.
  const none = own < 0 ? 0xffffffff : 0;
  for (let w = 0; w < HEX_WORDS; w++) hexesRead[w] = none;
  if (own >= 0) markRead(own);
  const b = scopeBoard(state);
  if (!moverOf(state, pieceId, unit, piece, own, b, detaching, mayExitBaseline) || max <= 0)
    return emptySearch();
  const through = throughAnything && !mIsLeader;
  const start = own;
  if (start < 0) return emptySearch();
  board = b;
  const table = frameTable<number>(state, 'movement terrain bits');
  const stamp = ++search;
  tried[start] = stamp;
  foundHex[0] = start;
  foundDist[0] = 0;
  words[0] = start;
  let count = 1;
  frontier[0] = 0;
  let frontierCount = 1; // max > 0: the piece moves on from its own hex
  // Breadth first: what entering a hex allows does not depend on the way in, so the first visit is
  // best. The hexes moved on from are those found that allow it (GO_ON) short of the allowance, in
  // the order found (the frontier: the others are found but not gone on from).
  for (let f = 0; f < frontierCount; f++) {
    const i = frontier[f]!;
    const here = foundHex[i]!;
    const d = foundDist[i]! + 1;
    const goesOn = d < max;
    for (let j = here * 6, end = j + 6; j < end; j++) {
      const next = NEIGHBOR_TABLE[j]!;
      if (next < 0) break;
      if (tried[next] === stamp) continue;
      tried[next] = stamp;
      markRead(next);
      const e = enter(state, next, terrainBits(state, next, table), through);
      if (e === 0) continue;
      entry[next] = e;
      foundHex[count] = next;
      foundDist[count] = d;
      words[count] = next | (i << 7);
      if (goesOn && (e & GO_ON) !== 0) frontier[frontierCount++] = count;
      count++;
    }
  }
  board = null;

  // The targets (in the order found) and the way to step off; then the answer in one array.
  const baseline = baselineRow(mSide);
  const mayExit = mMayExit;
  let targetCount = 0;
  let joins: (string | undefined)[] | null = null;
  let exitFrom = -1;
  let exitHexes = 0;
  for (let i = 0; i < count; i++) {
    const n = foundHex[i]!;
    const d = foundDist[i]!;
    const e = i === 0 ? 0 : entry[n]!;
    if ((e & END) !== 0) {
      if ((e & JOINS) !== 0) {
        if (joins === null) joins = [];
        joins[targetCount] = entJoins[n];
      }
      words[count + targetCount++] =
        i |
        (n << 7) |
        (d << 14) |
        ((e & STOPPED) !== 0 ? TARGET_STOPPED : 0) |
        ((e & FORBIDDEN) !== 0 ? TARGET_FORBIDDEN : 0);
    }
    // Stepping off the board from a baseline hex costs one more hex (1049-1052, 1104).
    const canStepOff = i === 0 || (e & GO_ON) !== 0;
    if (mayExit && canStepOff && d < max && HEX_ROW[n] === baseline) {
      if (exitFrom < 0 || d + 1 < exitHexes) {
        exitFrom = i;
        exitHexes = d + 1;
      }
    }
  }
  const data = words.slice(0, count + targetCount);
  return { data, targetsAt: count, targetCount, joins, exitFrom, exitHexes, objects: null, listing: null };
}
