// Who stands where. Units and leaders are stored by id; these helpers answer "what is in this hex".
// A leader in the same hex as a friendly unit is attached to it (seed 003 lines 893-895).

import type { GameState, HexKey, Leader, Side, TerrainCell, Unit } from '../types';
import { HEX_COUNT, hexNumber } from './grid';

/**
 * An index of "what stands where", for a read-only scope: while legal actions are listed nothing
 * moves, so each hex asked about is a map lookup instead of a scan of every unit (the simulator's
 * hot path). The index is kept per state between scopes and reused while the board is the same,
 * which is checked piece by piece when a scope opens (comparing is cheaper than building); pieces
 * that only moved are moved in the index (refresh) rather than building it again. Play
 * never adds a piece after setup and never changes terrain in place (clearTerrain replaces the
 * record), so a piece gone, moved or changed, or another terrain record, is what is checked; code
 * that adds pieces or edits terrain cells by hand on a state already listed calls
 * forgetBoardIndex. Questions
 * about the board alone (movement targets, order choices) keep their answers in `memo` for as long
 * as the index stands, so listing the same decision twice (after an action, then for the player)
 * costs one search.
 */
interface BoardIndex {
  units: Map<HexKey, Unit>;
  leaders: Map<HexKey, Leader>;
  /** What the index was built from, in record order. */
  unitRecord: GameState['units'];
  unitIds: string[];
  unitList: Unit[];
  unitHex: HexKey[];
  unitSide: Side[];
  unitType: Unit['type'][];
  leaderRecord: GameState['leaders'];
  leaderIds: string[];
  leaderList: Leader[];
  leaderHex: HexKey[];
  leaderSide: Side[];
  leaderKind: Leader['kind'][];
  terrain: GameState['terrain'];
  options: GameState['options'];
  riverFordable: boolean;
  fordsOpen: boolean | undefined;
  impassable: GameState['options']['impassable'];
  impassableCount: number;
  edition: GameState['edition'];
  memo: Map<unknown, unknown>;
  /** Answers that read the pieces of some hexes only (localBoardMemo): they outlast moves elsewhere. */
  local: Map<string, LocalAnswer>;
}

interface LocalAnswer {
  value: unknown;
  /** The hexes the answer read, a bit per hex number (board/grid.ts). */
  hexes: Uint32Array;
}

/** Words of a bit set over the numbered hexes. */
export const HEX_WORDS = (HEX_COUNT + 31) >>> 5;

const indexes = new WeakMap<GameState, BoardIndex>();
// The open read scope: its state and index (two variables, not an object made per scope).
let scopeState: GameState | null = null;
let scopeIndex: BoardIndex | null = null;

function buildIndex(state: GameState): BoardIndex {
  const ix: BoardIndex = {
    units: new Map(),
    leaders: new Map(),
    unitRecord: state.units,
    unitIds: [],
    unitList: [],
    unitHex: [],
    unitSide: [],
    unitType: [],
    leaderRecord: state.leaders,
    leaderIds: [],
    leaderList: [],
    leaderHex: [],
    leaderSide: [],
    leaderKind: [],
    terrain: state.terrain,
    options: state.options,
    riverFordable: state.options.riverFordable,
    fordsOpen: state.options.fordsOpen,
    impassable: state.options.impassable,
    impassableCount: state.options.impassable?.length ?? 0,
    edition: state.edition,
    memo: new Map(),
    local: new Map(),
  };
  for (const id in state.units) {
    const u = state.units[id]!;
    ix.units.set(u.hex, u);
    ix.unitIds.push(id);
    ix.unitList.push(u);
    ix.unitHex.push(u.hex);
    ix.unitSide.push(u.side);
    ix.unitType.push(u.type);
  }
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    ix.leaders.set(l.hex, l);
    ix.leaderIds.push(id);
    ix.leaderList.push(l);
    ix.leaderHex.push(l.hex);
    ix.leaderSide.push(l.side);
    ix.leaderKind.push(l.kind);
  }
  return ix;
}

/** Whether the index was built for this terrain, these records and options (nothing else is compared). */
function sameFrame(ix: BoardIndex, state: GameState): boolean {
  const o = state.options;
  return (
    state.edition === ix.edition &&
    state.terrain === ix.terrain &&
    state.units === ix.unitRecord &&
    state.leaders === ix.leaderRecord &&
    o === ix.options &&
    o.riverFordable === ix.riverFordable &&
    o.fordsOpen === ix.fordsOpen &&
    o.impassable === ix.impassable &&
    (o.impassable?.length ?? 0) === ix.impassableCount
  );
}

// Pieces found moved by `refresh`, by their place in the index (reused between checks).
const movedUnits: number[] = [];
const movedLeaders: number[] = [];

/**
 * Brings a kept index in line with the state, or returns false when it must be built again. Checked
 * by the ids indexed (a for-in over the records costs four times as much): play removes pieces
 * (which replaces the record) and moves them, and never adds any after setup. Pieces that only
 * moved are moved in the index too, instead of building it again; the remembered answers go.
 */
function refresh(ix: BoardIndex, state: GameState): boolean {
  if (!sameFrame(ix, state)) return false;
  movedUnits.length = 0;
  movedLeaders.length = 0;
  const units = state.units;
  for (let i = 0; i < ix.unitIds.length; i++) {
    const u = units[ix.unitIds[i]!];
    if (!u || u !== ix.unitList[i] || u.side !== ix.unitSide[i] || u.type !== ix.unitType[i]) return false;
    if (u.hex !== ix.unitHex[i]) movedUnits.push(i);
  }
  const leaders = state.leaders;
  for (let i = 0; i < ix.leaderIds.length; i++) {
    const l = leaders[ix.leaderIds[i]!];
    if (!l || l !== ix.leaderList[i] || l.side !== ix.leaderSide[i] || l.kind !== ix.leaderKind[i])
      return false;
    if (l.hex !== ix.leaderHex[i]) movedLeaders.push(i);
  }
  if (movedUnits.length === 0 && movedLeaders.length === 0) return true;
  // The hexes left and entered, for the local answers (read before the index takes the new hexes).
  changed.fill(0);
  let allMarked = true;
  for (const i of movedUnits) {
    if (!markChanged(ix.unitHex[i]!) || !markChanged(ix.unitList[i]!.hex)) allMarked = false;
  }
  for (const i of movedLeaders) {
    if (!markChanged(ix.leaderHex[i]!) || !markChanged(ix.leaderList[i]!.hex)) allMarked = false;
  }
  // Off the old hexes first, then onto the new ones: one piece may step where another just left.
  // Two pieces on one hex (never in play) are left to a new index, which settles them as it always has.
  for (const i of movedUnits) {
    if (ix.units.get(ix.unitHex[i]!) !== ix.unitList[i]) return false;
    ix.units.delete(ix.unitHex[i]!);
  }
  for (const i of movedLeaders) {
    if (ix.leaders.get(ix.leaderHex[i]!) !== ix.leaderList[i]) return false;
    ix.leaders.delete(ix.leaderHex[i]!);
  }
  for (const i of movedUnits) {
    const u = ix.unitList[i]!;
    if (ix.units.has(u.hex)) return false;
    ix.unitHex[i] = u.hex;
    ix.units.set(u.hex, u);
  }
  for (const i of movedLeaders) {
    const l = ix.leaderList[i]!;
    if (ix.leaders.has(l.hex)) return false;
    ix.leaderHex[i] = l.hex;
    ix.leaders.set(l.hex, l);
  }
  ix.memo = new Map();
  ix.local = keptLocalAnswers(ix.local, allMarked);
  return true;
}

// The hexes pieces left or entered since the index was last checked, a bit per hex number (reused).
const changed = new Uint32Array(HEX_WORDS);

/** Marks a hex as changed; false for a hex without a number (half hexes), which cannot be marked. */
function markChanged(hex: HexKey): boolean {
  const n = hexNumber(hex);
  if (n < 0) return false;
  changed[n >>> 5]! |= 1 << (n & 31);
  return true;
}

/** The local answers that read none of the changed hexes (none at all when some could not be marked). */
function keptLocalAnswers(local: Map<string, LocalAnswer>, allMarked: boolean): Map<string, LocalAnswer> {
  const kept = new Map<string, LocalAnswer>();
  if (!allMarked) return kept;
  for (const [key, a] of local) {
    let touched = false;
    for (let w = 0; w < HEX_WORDS && !touched; w++) touched = (a.hexes[w]! & changed[w]!) !== 0;
    if (!touched) kept.set(key, a);
  }
  return kept;
}

/**
 * The answer to a question that reads the pieces of some hexes only (and what else boardMemo's
 * answers may read: terrain, options, the pieces' kinds): remembered like boardMemo, and kept when
 * pieces move on none of the hexes that `hexesRead()` names right after `compute` (a bit set by
 * hex number, HEX_WORDS long; copied, so it may be scratch space). Movement targets: a move leaves
 * the searches of pieces away from it as they were.
 */
export function localBoardMemo<T>(
  state: GameState,
  key: string,
  compute: () => T,
  hexesRead: () => Uint32Array,
): T {
  if (scopeState !== state) return compute();
  const local = scopeIndex!.local;
  const known = local.get(key);
  if (known) return known.value as T;
  const value = compute();
  local.set(key, { value, hexes: hexesRead().slice() });
  return value;
}

function indexOf(state: GameState): BoardIndex {
  const ix = indexes.get(state);
  if (ix && refresh(ix, state)) return ix;
  const fresh = buildIndex(state);
  indexes.set(state, fresh);
  return fresh;
}

/** Drops the kept index of a state edited by hand in ways play never does (tests, tools). */
export function forgetBoardIndex(state: GameState): void {
  indexes.delete(state);
}

export function withOccupancyIndex<T>(state: GameState, fn: () => T): T {
  if (scopeState) return fn();
  scopeIndex = indexOf(state);
  scopeState = state;
  try {
    return fn();
  } finally {
    scopeState = null;
    scopeIndex = null;
  }
}

/**
 * The answer to a question about the board alone, remembered while the board stays the same (only
 * inside a read-only scope; elsewhere it is computed each time). `key` must name everything else
 * the answer depends on; the answer is shared, so callers must not change it.
 */
export function boardMemo<T>(state: GameState, key: unknown, compute: () => T): T {
  if (scopeState !== state) return compute();
  const memo = scopeIndex!.memo;
  if (memo.has(key)) return memo.get(key) as T;
  const v = compute();
  memo.set(key, v);
  return v;
}

export function unitAt(state: GameState, hex: HexKey): Unit | undefined {
  if (scopeState === state) return scopeIndex!.units.get(hex);
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.hex === hex) return u;
  }
  return undefined;
}

export function leaderAt(state: GameState, hex: HexKey): Leader | undefined {
  if (scopeState === state) return scopeIndex!.leaders.get(hex);
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.hex === hex) return l;
  }
  return undefined;
}

/** The leader attached to a unit, if any. */
export function leaderOf(state: GameState, unit: Unit): Leader | undefined {
  const l = leaderAt(state, unit.hex);
  return l && l.side === unit.side ? l : undefined;
}

/** A leader alone in his hex (no unit with him). */
export function isLoneLeader(state: GameState, leader: Leader): boolean {
  return unitAt(state, leader.hex) === undefined;
}

/** Side of whatever occupies a hex (unit or leader), or null when empty. */
export function occupantSide(state: GameState, hex: HexKey): Side | null {
  const u = unitAt(state, hex);
  if (u) return u.side;
  const l = leaderAt(state, hex);
  return l ? l.side : null;
}

export function isOccupied(state: GameState, hex: HexKey): boolean {
  return occupantSide(state, hex) !== null;
}

export function terrainAt(state: GameState, hex: HexKey): TerrainCell {
  return state.terrain[hex] ?? OPEN;
}

/**
 * Takes a hex's terrain off the board (a captured tent, a fallen camp). The record is replaced, never
 * changed in place, so that copies of the state (clone.ts) can share it.
 */
export function clearTerrain(state: GameState, hex: HexKey): void {
  const { [hex]: _gone, ...rest } = state.terrain;
  state.terrain = rest;
}

/**
 * Takes a unit off the board (eliminated, surrendered, withdrawn). The record is replaced, same keys
 * in the same order less one: a \`delete\` would turn it into a slow dictionary object for the rest of
 * the game (V8), and play walks the units after every action (docs/engine.md "Speed").
 */
export function removeUnit(state: GameState, id: string): void {
  const { [id]: _gone, ...rest } = state.units;
  state.units = rest;
}

/** Takes a leader off the board (killed, left, seppuku): the record replaced, as removeUnit. */
export function removeLeader(state: GameState, id: string): void {
  const { [id]: _gone, ...rest } = state.leaders;
  state.leaders = rest;
}

const OPEN: TerrainCell = Object.freeze({ t: 'open' }) as TerrainCell;

export function unitsOf(state: GameState, side: Side): Unit[] {
  const out: Unit[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side === side) out.push(u);
  }
  return out;
}

export function leadersOf(state: GameState, side: Side): Leader[] {
  const out: Leader[] = [];
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.side === side) out.push(l);
  }
  return out;
}
