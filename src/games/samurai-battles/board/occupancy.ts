// Who stands where. Units and leaders are stored by id; these helpers answer "what is in this hex".
// A leader in the same hex as a friendly unit is attached to it (seed 003 lines 893-895).

import type { GameState, HexKey, Leader, Side, TerrainCell, Unit } from '../types';

/**
 * An index of "what stands where", for a read-only scope: while legal actions are listed nothing
 * moves, so each hex asked about is a map lookup instead of a scan of every unit (the simulator's
 * hot path). The index is kept per state between scopes and reused while the board is the same,
 * which is checked piece by piece when a scope opens (comparing is cheaper than building). Play
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
}

const indexes = new WeakMap<GameState, BoardIndex>();
let scope: { state: GameState; index: BoardIndex } | null = null;

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

function stillValid(ix: BoardIndex, state: GameState): boolean {
  const o = state.options;
  if (
    state.edition !== ix.edition ||
    state.terrain !== ix.terrain ||
    state.units !== ix.unitRecord ||
    state.leaders !== ix.leaderRecord ||
    o !== ix.options ||
    o.riverFordable !== ix.riverFordable ||
    o.fordsOpen !== ix.fordsOpen ||
    o.impassable !== ix.impassable ||
    (o.impassable?.length ?? 0) !== ix.impassableCount
  )
    return false;
  // By the ids indexed (a for-in over the records costs four times as much): play removes pieces
  // and moves them, and never adds any after setup.
  const units = state.units;
  for (let i = 0; i < ix.unitIds.length; i++) {
    const u = units[ix.unitIds[i]!];
    if (
      !u ||
      u !== ix.unitList[i] ||
      u.hex !== ix.unitHex[i] ||
      u.side !== ix.unitSide[i] ||
      u.type !== ix.unitType[i]
    )
      return false;
  }
  const leaders = state.leaders;
  for (let i = 0; i < ix.leaderIds.length; i++) {
    const l = leaders[ix.leaderIds[i]!];
    if (
      !l ||
      l !== ix.leaderList[i] ||
      l.hex !== ix.leaderHex[i] ||
      l.side !== ix.leaderSide[i] ||
      l.kind !== ix.leaderKind[i]
    )
      return false;
  }
  return true;
}

function indexOf(state: GameState): BoardIndex {
  const ix = indexes.get(state);
  if (ix && stillValid(ix, state)) return ix;
  const fresh = buildIndex(state);
  indexes.set(state, fresh);
  return fresh;
}

/** Drops the kept index of a state edited by hand in ways play never does (tests, tools). */
export function forgetBoardIndex(state: GameState): void {
  indexes.delete(state);
}

export function withOccupancyIndex<T>(state: GameState, fn: () => T): T {
  if (scope) return fn();
  scope = { state, index: indexOf(state) };
  try {
    return fn();
  } finally {
    scope = null;
  }
}

/**
 * The answer to a question about the board alone, remembered while the board stays the same (only
 * inside a read-only scope; elsewhere it is computed each time). `key` must name everything else
 * the answer depends on; the answer is shared, so callers must not change it.
 */
export function boardMemo<T>(state: GameState, key: unknown, compute: () => T): T {
  if (!scope || scope.state !== state) return compute();
  const memo = scope.index.memo;
  if (memo.has(key)) return memo.get(key) as T;
  const v = compute();
  memo.set(key, v);
  return v;
}

export function unitAt(state: GameState, hex: HexKey): Unit | undefined {
  if (scope && scope.state === state) return scope.index.units.get(hex);
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.hex === hex) return u;
  }
  return undefined;
}

export function leaderAt(state: GameState, hex: HexKey): Leader | undefined {
  if (scope && scope.state === state) return scope.index.leaders.get(hex);
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
