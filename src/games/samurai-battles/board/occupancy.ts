// Who stands where. Units and leaders are stored by id; these helpers answer "what is in this hex".
// A leader in the same hex as a friendly unit is attached to it (seed 003 lines 893-895).

import type { GameState, HexKey, Leader, Side, TerrainCell, Unit } from '../types';
import { HEX_COUNT, hexKeyOf, hexNumber } from './grid';

/**
 * An index of "what stands where", for a read-only scope: while legal actions are listed nothing
 * moves, so each hex asked about is an array read by hex number (board/grid.ts) instead of a scan
 * of every unit (the simulator's hot path). The index is kept per state (by its units record)
 * between scopes and reused while the board is the same, which is checked piece by piece when a
 * scope opens (comparing is cheaper than building); pieces that only moved are moved in the index
 * (refresh) and pieces removed by removeUnit/removeLeader are taken out of it, rather than building
 * it again. A copy of the state (clone.ts) builds its own at its first scope (carrying the
 * original's made every copy three times as slow and gained nothing measurable, session 12).
 * Play never adds a piece after setup
 * and never changes terrain in place (clearTerrain replaces the record), so a piece gone, added,
 * moved or changed, or another terrain record, is what is checked; code that edits terrain cells by
 * hand on a state already listed calls forgetBoardIndex. Questions about the board alone (movement
 * targets, order choices) keep their answers in `memo` for as long as the index stands, so listing
 * the same decision twice (after an action, then for the player) costs one search.
 */
interface BoardIndex {
  /** What never changes once built (until a piece is removed). */
  fixed: FixedPart;
  /** The records the index was built for. */
  unitRecord: GameState['units'];
  leaderRecord: GameState['leaders'];
  /** The pieces and their hexes as of the last check, in record order. */
  units: Unit[];
  unitHex: HexKey[];
  leaders: Leader[];
  leaderHex: HexKey[];
  /**
   * By hex number, 1 + the place in `units` of the unit there (0: none), then, HEX_COUNT on, in
   * `leaders` of the leader there. Pieces on half hexes are not in it: those hexes are looked up in
   * the records.
   */
  on: Int16Array;
  /** Made when first asked for. */
  memo: Map<unknown, unknown> | null;
  /** Answers that read the pieces of some hexes only (localBoardMemo): they outlast moves elsewhere. */
  local: Map<string, LocalAnswer>;
  /** The rules run (`runToken`) in which the index was last checked against the state. */
  checked: number;
}

interface FixedPart {
  units: KindPart<Unit['type']>;
  leaders: KindPart<Leader['kind']>;
  frame: Frame;
}

/** The terrain, options and edition an index was built under, and the answers that read only them. */
interface Frame {
  terrain: GameState['terrain'];
  options: GameState['options'];
  riverFordable: boolean;
  fordsOpen: boolean | undefined;
  impassable: GameState['options']['impassable'];
  impassableCount: number;
  edition: GameState['edition'];
  /** Tables by hex number of answers that read the terrain, options and edition only (frameTable). */
  tables: Map<string, unknown[]>;
}

/** The ids, sides and kinds (unit type, leader kind) of one kind of piece, in record order. */
interface KindPart<K> {
  ids: readonly string[];
  sides: readonly Side[];
  kinds: readonly K[];
}

/** A kind's part without its `k`th piece (copies cut at `k`: filtering with a callback was slower). */
function withoutPlace<K>(part: KindPart<K>, k: number): KindPart<K> {
  return { ids: cutAt(part.ids, k), sides: cutAt(part.sides, k), kinds: cutAt(part.kinds, k) };
}

function cutAt<T>(list: readonly T[], k: number): T[] {
  const out = list.slice();
  out.splice(k, 1);
  return out;
}

interface LocalAnswer {
  /** Its key in the map (dropTouchedAnswers walks the values, which makes no entry arrays). */
  key: string;
  value: unknown;
  /**
   * The hexes the answer read, a bit per hex number (board/grid.ts), the four words of the set as
   * int32 fields (a copy in a new typed array was most of keeping an answer).
   */
  h0: number;
  h1: number;
  h2: number;
  h3: number;
}

/** Words of a bit set over the numbered hexes. */
export const HEX_WORDS = (HEX_COUNT + 31) >>> 5;

// Kept by the units record rather than the state: a transactional apply (engine/machine.ts) plays on
// a copy and then moves the copy's records into the state, and the copy's index goes with them.
const indexes = new WeakMap<GameState['units'], BoardIndex>();
// The open read scope: its state and index (two variables, not an object made per scope).
let scopeState: GameState | null = null;
let scopeIndex: BoardIndex | null = null;

/** One kind of piece indexed: its fixed part, the pieces and hexes, each marked in `on` from `base`. */
function indexKind<P extends Unit | Leader, K>(
  record: Record<string, P>,
  kindOf: (p: P) => K,
  on: Int16Array,
  base: number,
): { part: KindPart<K>; list: P[]; hexes: HexKey[] } {
  const ids: string[] = [];
  const sides: Side[] = [];
  const kinds: K[] = [];
  const list: P[] = [];
  const hexes: HexKey[] = [];
  for (const id in record) {
    const p = record[id]!;
    ids.push(id);
    sides.push(p.side);
    kinds.push(kindOf(p));
    list.push(p);
    hexes.push(p.hex);
    const n = hexNumber(p.hex);
    if (n >= 0) on[base + n] = list.length; // a later piece on the same hex wins, as a map's would
  }
  return { part: { ids, sides, kinds }, list, hexes };
}

/** Whether `f` was made for this state's terrain, options and edition (as they are now). */
function frameFits(f: Frame, state: GameState): boolean {
  const o = state.options;
  return (
    state.edition === f.edition &&
    state.terrain === f.terrain &&
    o === f.options &&
    o.riverFordable === f.riverFordable &&
    o.fordsOpen === f.fordsOpen &&
    o.impassable === f.impassable &&
    (o.impassable?.length ?? 0) === f.impassableCount
  );
}

// Kept by terrain record, so that every copy of a state (each of the computer's playouts starts
// from one and builds its own index) finds the tables its original filled.
const frames = new WeakMap<GameState['terrain'], Frame>();

function frameOf(state: GameState): Frame {
  const known = frames.get(state.terrain);
  if (known && frameFits(known, state)) return known;
  const o = state.options;
  const f: Frame = {
    terrain: state.terrain,
    options: o,
    riverFordable: o.riverFordable,
    fordsOpen: o.fordsOpen,
    impassable: o.impassable,
    impassableCount: o.impassable?.length ?? 0,
    edition: state.edition,
    tables: new Map(),
  };
  frames.set(state.terrain, f);
  return f;
}

function buildIndex(state: GameState): BoardIndex {
  const on = new Int16Array(2 * HEX_COUNT);
  const units = indexKind(state.units, (u) => u.type, on, 0);
  const leaders = indexKind(state.leaders, (l) => l.kind, on, HEX_COUNT);
  const fixed: FixedPart = { units: units.part, leaders: leaders.part, frame: frameOf(state) };
  return {
    fixed,
    unitRecord: state.units,
    leaderRecord: state.leaders,
    units: units.list,
    unitHex: units.hexes,
    leaders: leaders.list,
    leaderHex: leaders.hexes,
    on,
    memo: null,
    local: new Map(),
    checked: -1,
  };
}

/** Whether the index was built for this terrain, these records and options (nothing else is compared). */
function sameFrame(ix: BoardIndex, state: GameState): boolean {
  return (
    state.units === ix.unitRecord && state.leaders === ix.leaderRecord && frameFits(ix.fixed.frame, state)
  );
}

// Pieces found moved by `refresh`, by their place in the index (reused between checks).
const movedUnits: number[] = [];
const movedLeaders: number[] = [];

/**
 * Brings a kept index in line with the state, or returns false when it must be built again. Checked
 * record by record, piece by piece: play removes pieces (removeUnit, which replaces the record and
 * updates the index) and moves them, and never adds any after setup; tests and tools delete, add
 * and replace them by hand. Pieces that only moved are moved in the index too; the remembered
 * answers go.
 */
function refresh(ix: BoardIndex, state: GameState): boolean {
  if (!sameFrame(ix, state)) return false;
  const f = ix.fixed;
  movedUnits.length = 0;
  movedLeaders.length = 0;
  // A for-in with the record read at its own key takes V8's enumeration fast path (records stay
  // fast objects: removeUnit and clone.ts spread them), a third of the cost of looking up each id;
  // walking the keys also notices one deleted, replaced or added by hand.
  const units = state.units;
  const unitIds = f.units.ids;
  const unitSide = f.units.sides;
  const unitType = f.units.kinds;
  const unitList = ix.units;
  const unitHex = ix.unitHex;
  let i = 0;
  for (const id in units) {
    const u = units[id]!;
    if (id !== unitIds[i] || u.side !== unitSide[i] || u.type !== unitType[i]) return false;
    // A piece replaced by another object: built again, as remembered answers may hold the old one.
    if (u !== unitList[i]) return false;
    if (u.hex !== unitHex[i]) movedUnits.push(i);
    i++;
  }
  if (i !== unitIds.length) return false;
  const leaders = state.leaders;
  const leaderIds = f.leaders.ids;
  const leaderSide = f.leaders.sides;
  const leaderKind = f.leaders.kinds;
  const leaderList = ix.leaders;
  const leaderHex = ix.leaderHex;
  i = 0;
  for (const id in leaders) {
    const l = leaders[id]!;
    if (id !== leaderIds[i] || l.side !== leaderSide[i] || l.kind !== leaderKind[i]) return false;
    if (l !== leaderList[i]) return false;
    if (l.hex !== leaderHex[i]) movedLeaders.push(i);
    i++;
  }
  if (i !== leaderIds.length) return false;
  if (movedUnits.length === 0 && movedLeaders.length === 0) return true;
  // The hexes left and entered, for the local answers (read before the index takes the new hexes).
  changed.fill(0);
  let allMarked = true;
  for (const i of movedUnits)
    if (!markChanged(unitHex[i]!) || !markChanged(unitList[i]!.hex)) allMarked = false;
  for (const i of movedLeaders)
    if (!markChanged(leaderHex[i]!) || !markChanged(leaderList[i]!.hex)) allMarked = false;
  // Off the old hexes first, then onto the new ones: one piece may step where another just left.
  // Two pieces on one hex (never in play) are left to a new index, which settles them as it always has.
  const on = ix.on;
  if (!leaveHexes(movedUnits, unitHex, on, 0) || !leaveHexes(movedLeaders, leaderHex, on, HEX_COUNT))
    return false;
  if (!enterHexes(movedUnits, unitList, unitHex, on, 0)) return false;
  if (!enterHexes(movedLeaders, leaderList, leaderHex, on, HEX_COUNT)) return false;
  ix.memo = null;
  dropTouchedAnswers(ix.local, allMarked);
  return true;
}

/** Takes the pieces at places `moved` (of one kind, its part of `on` from `base`) off their indexed hexes. */
function leaveHexes(
  moved: readonly number[],
  hexes: readonly HexKey[],
  on: Int16Array,
  base: number,
): boolean {
  for (const i of moved) {
    const n = hexNumber(hexes[i]!);
    if (n < 0) continue;
    if (on[base + n] !== i + 1) return false;
    on[base + n] = 0;
  }
  return true;
}

/** Puts the pieces at places `moved` on the hexes they now stand on. */
function enterHexes(
  moved: readonly number[],
  list: readonly { hex: HexKey }[],
  hexes: HexKey[],
  on: Int16Array,
  base: number,
): boolean {
  for (const i of moved) {
    const hex = list[i]!.hex;
    hexes[i] = hex;
    const n = hexNumber(hex);
    if (n < 0) continue;
    if (on[base + n] !== 0) return false;
    on[base + n] = i + 1;
  }
  return true;
}

// The hexes pieces left or entered since the index was last checked, a bit per hex number (reused).
const changed = new Uint32Array(HEX_WORDS);
// dropTouchedAnswers reads the four words of a bit set over the board's 127 hexes one by one.
if (HEX_WORDS !== 4) throw new Error('the board has a new size: dropTouchedAnswers reads 4 words');

/** Marks a hex as changed; false for a hex without a number (half hexes), which cannot be marked. */
function markChanged(hex: HexKey): boolean {
  const n = hexNumber(hex);
  if (n < 0) return false;
  changed[n >>> 5]! |= 1 << (n & 31);
  return true;
}

/**
 * Drops the local answers that read a changed hex (all of them when some could not be marked), in
 * place: a move keeps most answers, and a new map at every move was the larger cost.
 */
function dropTouchedAnswers(local: Map<string, LocalAnswer>, allMarked: boolean): void {
  if (!allMarked) {
    local.clear();
    return;
  }
  const c0 = changed[0]! | 0;
  const c1 = changed[1]! | 0;
  const c2 = changed[2]! | 0;
  const c3 = changed[3]! | 0;
  // Deleting the entry just visited is safe in a Map's iteration.
  for (const a of local.values()) {
    if ((a.h0 & c0) !== 0 || (a.h1 & c1) !== 0 || (a.h2 & c2) !== 0 || (a.h3 & c3) !== 0) local.delete(a.key);
  }
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
  const known = scopeIndex!.local.get(key);
  if (known) return known.value as T;
  const value = compute();
  keepLocalAnswer(state, key, value, hexesRead());
  return value;
}

/**
 * localBoardMemo in two steps, for a hot caller that would otherwise make a closure at every
 * question: the answer kept under `key` (undefined when there is none, or outside a scope on
 * `state`), and keeping one with the hexes it read (copied; nothing is kept outside a scope).
 */
export function localAnswer(state: GameState, key: string): unknown {
  if (scopeState !== state) return undefined;
  return scopeIndex!.local.get(key)?.value;
}

export function keepLocalAnswer(state: GameState, key: string, value: unknown, hexesRead: Uint32Array): void {
  if (scopeState !== state) return;
  scopeIndex!.local.set(key, {
    key,
    value,
    h0: hexesRead[0]! | 0,
    h1: hexesRead[1]! | 0,
    h2: hexesRead[2]! | 0,
    h3: hexesRead[3]! | 0,
  });
}

/** What stands where by hex number in the open scope on `state` (null outside one): searches read it directly. */
export interface ScopeBoard {
  /** As BoardIndex.on: 1 + the place in `units` of the unit on hex n, then from HEX_COUNT on, in `leaders`. */
  readonly on: Int16Array;
  readonly units: readonly Unit[];
  readonly leaders: readonly Leader[];
}

export function scopeBoard(state: GameState): ScopeBoard | null {
  return scopeState === state ? scopeIndex : null;
}

// The record last looked up and its index: play opens scope after scope on one state, and this
// spares the weak map's lookup (the record is held until another is looked up).
let lastRecord: GameState['units'] | null = null;
let lastIndex: BoardIndex | undefined;

function keptIndex(state: GameState): BoardIndex | undefined {
  if (state.units !== lastRecord) {
    lastRecord = state.units;
    lastIndex = indexes.get(lastRecord);
  }
  return lastIndex;
}

function keepIndex(state: GameState, ix: BoardIndex | undefined): void {
  if (ix) indexes.set(state.units, ix);
  else indexes.delete(state.units);
  if (state.units === lastRecord) lastIndex = ix;
}

function indexOf(state: GameState): BoardIndex {
  const ix = keptIndex(state);
  if (ix && refresh(ix, state)) return ix;
  const fresh = buildIndex(state);
  keepIndex(state, fresh);
  return fresh;
}

/** Drops the kept index of a state edited by hand in ways play never does (tests, tools). */
export function forgetBoardIndex(state: GameState): void {
  keepIndex(state, undefined);
}

// Rules runs (engine/machine.ts applyScope): while one is open only rules code runs, and it moves,
// removes and turns pieces through movePiece, removeUnit/removeLeader and changeSide, which keep the
// kept index in step. So an index checked once in a run needs no check at the run's later scopes. A
// run counts as new (the token moves on) unless its caller promised the state untouched since its
// previous apply; then an index checked in the runs since the last new one still stands.
let runDepth = 0;
let runToken = 0;

export const rulesRun = {
  enter(untouched: boolean): void {
    if (runDepth++ === 0 && !untouched) runToken++;
    if (inRuns++ === 0) {
      runCount++;
      runUntouched = untouched;
    }
  },
  exit(): void {
    runDepth--;
    inRuns--;
  },
};

// The runs counted, for what is handed from one run to the next (the move handler takes the search
// the previous run's listing made: flow/moveSearch.ts handedOn). Only entered runs count: a read
// scope under readingUntouched is none.
let inRuns = 0;
let runCount = 0;
let runUntouched = false;

/** The current rules run's number (-1 outside any run). */
export function currentRun(): number {
  return inRuns > 0 ? runCount : -1;
}

/** Whether the current rules run was promised the state as the previous run left it. */
export function untouchedSincePreviousRun(): boolean {
  return inRuns > 0 && runUntouched;
}

/**
 * Runs `fn`, which only reads `state`, in a read scope (withOccupancyIndex): for a policy that looks
 * at the board outside any apply (sim/greedy.ts), so unitAt and leaderAt read the index instead of
 * walking the records. `untouched` passes on the caller's promise that the state is as this
 * machine's previous apply on it left it (ApplyMode.untouched): the index that apply checked is
 * trusted as a run's later scopes trust it; without the promise the index is checked first.
 */
export function readingUntouched<T>(state: GameState, untouched: boolean, fn: () => T): T {
  if (!untouched) return withOccupancyIndex(state, fn);
  runDepth++;
  try {
    return withOccupancyIndex(state, fn);
  } finally {
    runDepth--;
  }
}

/**
 * Inside a rules run, outside a read scope (the rules' own code: a move, a combat's steps), the
 * index kept for `state` when this run (or, for an untouched apply, the runs since the last new
 * one) checked it: the trust withOccupancyIndex gives it at the run's later scopes, for unitAt and
 * leaderAt, which otherwise walk the records. Null when there is none.
 */
function trustedIndex(state: GameState): BoardIndex | null {
  const ix = keptIndex(state);
  return ix !== undefined && ix.checked === runToken && sameFrame(ix, state) ? ix : null;
}

export function withOccupancyIndex<T>(state: GameState, fn: () => T): T {
  if (scopeState) return fn();
  let ix = runDepth > 0 ? keptIndex(state) : undefined;
  if (ix === undefined || ix.checked !== runToken || !sameFrame(ix, state)) ix = indexOf(state);
  ix.checked = runToken;
  scopeIndex = ix;
  scopeState = state;
  try {
    return fn();
  } finally {
    scopeState = null;
    scopeIndex = null;
  }
}

/**
 * A table by hex number (HEX_COUNT long, empty at first) for answers that read nothing but the
 * terrain, the options and the edition, kept with them: across moves, and for every copy of the
 * state (frameOf). Only inside a read-only scope; null elsewhere. The caller fills it.
 */
export function frameTable<T>(state: GameState, key: string): (T | undefined)[] | null {
  if (scopeState !== state) return null;
  const tables = scopeIndex!.fixed.frame.tables;
  let t = tables.get(key);
  if (!t) {
    t = new Array(HEX_COUNT).fill(undefined);
    tables.set(key, t);
  }
  return t as (T | undefined)[];
}

/**
 * The answer to a question about the board alone, remembered while the board stays the same (only
 * inside a read-only scope; elsewhere it is computed each time). `key` must name everything else
 * the answer depends on; the answer is shared, so callers must not change it.
 */
export function boardMemo<T>(state: GameState, key: unknown, compute: () => T): T {
  if (scopeState !== state) return compute();
  let memo = scopeIndex!.memo;
  if (memo === null) memo = scopeIndex!.memo = new Map();
  else {
    // One lookup for a kept answer; `has` only for an answer that is undefined.
    const known = memo.get(key);
    if (known !== undefined || memo.has(key)) return known as T;
  }
  const v = compute();
  memo.set(key, v);
  return v;
}

export function unitAt(state: GameState, hex: HexKey): Unit | undefined {
  const ix = scopeState === state ? scopeIndex : runDepth > 0 ? trustedIndex(state) : null;
  if (ix !== null) {
    const n = hexNumber(hex);
    if (n >= 0) {
      const i = ix.on[n]!;
      return i === 0 ? undefined : ix.units[i - 1];
    }
  }
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.hex === hex) return u;
  }
  return undefined;
}

export function leaderAt(state: GameState, hex: HexKey): Leader | undefined {
  const ix = scopeState === state ? scopeIndex : runDepth > 0 ? trustedIndex(state) : null;
  if (ix !== null) {
    const n = hexNumber(hex);
    if (n >= 0) {
      const i = ix.on[HEX_COUNT + n]!;
      return i === 0 ? undefined : ix.leaders[i - 1];
    }
  }
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.hex === hex) return l;
  }
  return undefined;
}

/**
 * The unit on the hex numbered `n` (board/grid.ts), for searches that walk the board by number and
 * for rules code that has the number (the move): read from the open scope's index or, inside a
 * rules run, from the index the run checked (as unitAt), without the hex's key.
 */
export function unitOnNumber(state: GameState, n: number): Unit | undefined {
  const ix = scopeState === state ? scopeIndex : runDepth > 0 ? trustedIndex(state) : null;
  if (ix === null) return unitAt(state, hexKeyOf(n));
  return unitOnBoard(ix, n);
}

/** The unit a board index (or a scope's board) puts on the hex numbered `n`. */
export function unitOnBoard(board: ScopeBoard, n: number): Unit | undefined {
  const i = board.on[n]!;
  return i === 0 ? undefined : board.units[i - 1];
}

/** The leader a board index (or a scope's board) puts on the hex numbered `n`. */
export function leaderOnBoard(board: ScopeBoard, n: number): Leader | undefined {
  const i = board.on[HEX_COUNT + n]!;
  return i === 0 ? undefined : board.leaders[i - 1];
}

/** The leader on the hex numbered `n`, as unitOnNumber. */
export function leaderOnNumber(state: GameState, n: number): Leader | undefined {
  const ix = scopeState === state ? scopeIndex : runDepth > 0 ? trustedIndex(state) : null;
  if (ix === null) return leaderAt(state, hexKeyOf(n));
  return leaderOnBoard(ix, n);
}

/** The leader attached to a unit, if any. */
export function leaderOf(state: GameState, unit: Unit): Leader | undefined {
  return attachedTo(unit, leaderAt(state, unit.hex));
}

/** leaderOf for a unit on the hex numbered `n` (the move handler has the number). */
export function leaderOfOnNumber(state: GameState, unit: Unit, n: number): Leader | undefined {
  return attachedTo(unit, leaderOnNumber(state, n));
}

/** The leader in a unit's hex is attached to it when he is of its side. */
function attachedTo(unit: Unit, l: Leader | undefined): Leader | undefined {
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

/** The index kept for `state`, if it was built for its records (and the rest of its frame). */
function indexOnRecords(state: GameState): BoardIndex | undefined {
  const ix = keptIndex(state);
  return ix && sameFrame(ix, state) ? ix : undefined;
}

/**
 * Takes a removed piece (the `k`th of its kind, -1 when it was not indexed) out of the index kept
 * for `state`, whose record of that kind was just replaced without it, instead of building the
 * index again at the next scope: its place goes from the lists (in a new fixed part) and the places
 * after it move down one. Remembered answers go as for a
 * move.
 */
function dropFromIndex(ix: BoardIndex, state: GameState, k: number, kind: 'unit' | 'leader'): void {
  if (k < 0) {
    keepIndex(state, undefined); // left to a new index
    return;
  }
  const f = ix.fixed;
  const unit = kind === 'unit';
  ix.fixed = unit ? { ...f, units: withoutPlace(f.units, k) } : { ...f, leaders: withoutPlace(f.leaders, k) };
  if (unit) {
    ix.unitRecord = state.units;
    keepIndex(state, ix); // kept by the new record
  } else ix.leaderRecord = state.leaders;
  const list: { hex: HexKey }[] = unit ? ix.units : ix.leaders;
  const hexes = unit ? ix.unitHex : ix.leaderHex;
  const hex = hexes[k]!;
  list.splice(k, 1);
  hexes.splice(k, 1);
  const base = unit ? 0 : HEX_COUNT;
  const on = ix.on;
  for (let n = base; n < base + HEX_COUNT; n++) {
    const at = on[n]!;
    if (at === k + 1) on[n] = 0;
    else if (at > k + 1) on[n] = at - 1;
  }
  ix.memo = null;
  changed.fill(0);
  dropTouchedAnswers(ix.local, markChanged(hex));
}

/**
 * Moves a unit or leader to `to`: how rules code moves pieces, so that a kept index follows the move
 * (its memo goes, and the local answers that read either hex). An index that does not agree with
 * the move is dropped and built again at the next scope.
 */
export function movePiece(state: GameState, piece: Unit | Leader, to: HexKey): void {
  const from = piece.hex;
  piece.hex = to;
  if (from === to) return;
  const ix = indexOnRecords(state);
  if (ix) moveInIndex(ix, state, piece, from, to);
}

/**
 * movePiece for a unit and the leader who goes with it (either may be missing; both stand on the
 * hex numbered `nFrom`), to `to`, numbered `nTo`: what the move handler does, with the numbers it
 * has. The kept index is looked up and each piece found by number once, and the answers that read
 * the two hexes go once, rather than once a piece; an index that does not agree is dropped, as
 * movePiece drops it. Either number negative (a half hex): movePiece, piece by piece.
 */
export function movePiecesByNumber(
  state: GameState,
  unit: Unit | undefined,
  leader: Leader | undefined,
  nFrom: number,
  to: HexKey,
  nTo: number,
): void {
  if (nFrom < 0 || nTo < 0 || nFrom === nTo) {
    if (unit) movePiece(state, unit, to);
    if (leader) movePiece(state, leader, to);
    return;
  }
  const ix = indexOnRecords(state);
  const from = (unit ?? leader)?.hex;
  const unitMoved =
    unit === undefined || ix === undefined || stepOnNumber(ix, state, unit, 0, nFrom, to, nTo);
  if (unit) unit.hex = to;
  const leaderMoved =
    leader === undefined ||
    ix === undefined ||
    (unitMoved && leader.hex === from && stepOnNumber(ix, state, leader, HEX_COUNT, nFrom, to, nTo));
  if (leader) leader.hex = to;
  if (ix === undefined) return;
  if (!unitMoved || !leaderMoved) {
    keepIndex(state, undefined);
    return;
  }
  ix.memo = null;
  changed.fill(0);
  changed[nFrom >>> 5]! |= 1 << (nFrom & 31);
  changed[nTo >>> 5]! |= 1 << (nTo & 31);
  dropTouchedAnswers(ix.local, true);
}

/**
 * One piece of movePiecesByNumber moved in the index (its kind's part of `on` from `base`), from its
 * place at `nFrom`; false when the index does not agree (it is then dropped by the caller).
 */
function stepOnNumber(
  ix: BoardIndex,
  state: GameState,
  piece: Unit | Leader,
  base: number,
  nFrom: number,
  to: HexKey,
  nTo: number,
): boolean {
  const unit = base === 0;
  if (unit !== (state.units[piece.id] === piece)) return false;
  const list: readonly (Unit | Leader)[] = unit ? ix.units : ix.leaders;
  const hexes = unit ? ix.unitHex : ix.leaderHex;
  const on = ix.on;
  const i = on[base + nFrom]! - 1;
  if (i < 0 || list[i] !== piece || hexes[i] !== piece.hex) return false;
  if (on[base + nTo] !== 0) return false;
  on[base + nFrom] = 0;
  on[base + nTo] = i + 1;
  hexes[i] = to;
  return true;
}

/**
 * Moves one piece in the kept index: the steps refresh takes for the pieces it finds moved
 * (leaveHexes, enterHexes, the changed hexes marked), with each hex's number looked up once. An
 * index that does not agree (a failed step leaves it half changed) is dropped.
 */
function moveInIndex(ix: BoardIndex, state: GameState, piece: Unit | Leader, from: HexKey, to: HexKey): void {
  const unit = state.units[piece.id] === piece;
  const list: readonly (Unit | Leader)[] = unit ? ix.units : ix.leaders;
  const hexes = unit ? ix.unitHex : ix.leaderHex;
  const base = unit ? 0 : HEX_COUNT;
  const on = ix.on;
  const nFrom = hexNumber(from);
  const nTo = hexNumber(to);
  let i = nFrom >= 0 ? on[base + nFrom]! - 1 : -1;
  if (i < 0 || list[i] !== piece) i = list.indexOf(piece);
  if (i < 0 || hexes[i] !== from || (nFrom >= 0 && on[base + nFrom] !== i + 1)) {
    keepIndex(state, undefined);
    return;
  }
  if (nFrom >= 0) on[base + nFrom] = 0;
  hexes[i] = to;
  if (nTo >= 0) {
    if (on[base + nTo] !== 0) {
      keepIndex(state, undefined);
      return;
    }
    on[base + nTo] = i + 1;
  }
  ix.memo = null;
  changed.fill(0);
  if (nFrom >= 0) changed[nFrom >>> 5]! |= 1 << (nFrom & 31);
  if (nTo >= 0) changed[nTo >>> 5]! |= 1 << (nTo & 31);
  dropTouchedAnswers(ix.local, nFrom >= 0 && nTo >= 0);
}

/** A unit goes over to the other side (Turncoat): the index, which keeps each piece's side, goes. */
export function changeSide(state: GameState, unit: Unit, side: Side): void {
  unit.side = side;
  forgetBoardIndex(state);
}

/**
 * Takes a unit off the board (eliminated, surrendered, withdrawn). The record is replaced, same keys
 * in the same order less one: a \`delete\` would turn it into a slow dictionary object for the rest of
 * the game (V8), and play walks the units after every action (docs/engine.md "Speed").
 */
export function removeUnit(state: GameState, id: string): void {
  const { [id]: _gone, ...rest } = state.units;
  const ix = indexOnRecords(state);
  state.units = rest;
  if (ix) dropFromIndex(ix, state, ix.fixed.units.ids.indexOf(id), 'unit');
}

/** Takes a leader off the board (killed, left, seppuku): the record replaced, as removeUnit. */
export function removeLeader(state: GameState, id: string): void {
  const { [id]: _gone, ...rest } = state.leaders;
  const ix = indexOnRecords(state);
  state.leaders = rest;
  if (ix) dropFromIndex(ix, state, ix.fixed.leaders.ids.indexOf(id), 'leader');
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
