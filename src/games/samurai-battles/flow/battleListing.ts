// An ordered unit's battle targets and battle actions, remembered with the board (boardMemo: while
// no piece moves or leaves): the battle step is listed again after every combat, and after one that
// moved nothing its units' answers stand. The action objects are made once per answer and shared by
// every listing (actions handed out by a listing are never changed). Checked against fresh listings
// on copies and after hand edits in tests/unit/flow/battle-kept.test.ts.

import { hexNumber } from '../board/grid';
import { boardMemo, type ScopeBoard, scopeBoard } from '../board/occupancy';
import { closeTargets, closeTargetsOf, rangedTargets, rangedTargetsOf } from '../combat/targets';
import { statsOf } from '../data/units';
import type { GameState, HexKey, Unit } from '../types';
import type { Action } from './actions';
import { allowanceWith, allowed } from './moveAllowance';
import { keyFor } from './moveSearch';

type BattleAction = Extract<Action, { type: 'battle' }>;

/** One unit's answers for one board (as far as asked); shared and never changed once made. */
interface BattleEntry {
  close: HexKey[];
  /** null until asked (rangedTargets with no Command card forbidding fire; the caller checks that). */
  ranged: HexKey[] | null;
  closeActions: BattleAction[] | null;
  rangedActions: BattleAction[] | null;
}

const ENTRY_KEYS = new Map<string, string[]>();

/**
 * The unit's kept entry. Ranged targets depend on how far it moved only through whether it moved
 * (an arquebus that moved cannot fire), so the entry is kept by unit and by moved or not.
 */
function entryOf(state: GameState, unitId: string): BattleEntry {
  return entryMoved(state, unitId, state.turnState.ordered[unitId]?.moved ?? 0);
}

/** entryOf for a caller that has read how far the unit moved. */
function entryMoved(state: GameState, unitId: string, moved: number): BattleEntry {
  const key = keyFor(ENTRY_KEYS, 'battle', unitId, moved > 0 ? 1 : 0);
  entryState = state;
  entryUnit = unitId;
  const entry = boardMemo(state, key, newEntry);
  entryState = null;
  return entry;
}

// The entry being made (module variables, not a closure made per question).
let entryState: GameState | null = null;
let entryUnit = '';

function newEntry(): BattleEntry {
  return {
    close: closeTargets(entryState!, entryUnit),
    ranged: null,
    closeActions: null,
    rangedActions: null,
  };
}

/** The enemy hexes the unit may attack in close combat (combat/targets.ts closeTargets). */
export function keptCloseTargets(state: GameState, unitId: string): HexKey[] {
  return entryOf(state, unitId).close;
}

/**
 * The hexes it may fire at (rangedTargets): none when a Command card forbids fire this turn or the
 * unit has no missile weapons (rangedTargets' own first answer, given unasked).
 */
export function keptRangedTargets(state: GameState, unitId: string): HexKey[] {
  if (!mayFire(state, unitId)) return [];
  return rangedOf(state, unitId, entryOf(state, unitId));
}

function mayFire(state: GameState, unitId: string): boolean {
  if (state.turnState.effects.noRanged) return false;
  const u = state.units[unitId];
  return u === undefined || statsOf(state, u).ranged !== null;
}

function rangedOf(state: GameState, unitId: string, entry: BattleEntry): HexKey[] {
  let ranged = entry.ranged;
  if (ranged === null) {
    ranged = rangedTargets(state, unitId, state.turnState.ordered[unitId]?.moved ?? 0);
    entry.ranged = ranged;
  }
  return ranged;
}

const NONE: readonly BattleAction[] = [];

/**
 * The battle step's own entries, by the unit's place in the open scope's board index (two a unit:
 * not moved, moved), kept with the board (boardMemo): a place names the same unit until a piece
 * leaves the board, which drops the memo. The listing then finds a unit's entry by the hex number
 * it needs anyway, without a key made and looked up per unit.
 */
const BY_PLACE = { question: 'battle entries by unit place' };
const newPlaces = (): (BattleEntry | undefined)[] => [];

/**
 * The battle step's listing of the units' battles (phases.ts battlePhase): each ordered unit that
 * may battle (flow/rules.ts mayBattle), in the order of the ordered record, with its close combats,
 * then (unless a Command card forbids fire, or it has no missile weapons) its shots, each made once
 * per entry. One pass that looks each unit, its order and its statistics up once (mayBattle, the
 * kept entry and whether it may fire each looked them up again). Returns how many of the units
 * that may battle can join a Levy charge: with fewer than two, flow/rules.ts levyChargeOptions
 * (which lists the same units) has nothing to offer.
 */
export function appendBattlePhaseActions(state: GameState, out: Action[]): number {
  const ordered = state.turnState.ordered;
  const units = state.units;
  const fx = state.turnState.effects;
  const board = scopeBoard(state);
  const places = board !== null ? boardMemo(state, BY_PLACE, newPlaces) : null;
  let levies = 0;
  for (const id in ordered) {
    const u = units[id];
    if (u === undefined) continue;
    const info = ordered[id]!;
    if (info.battled || info.noBattle) continue;
    // mayBattle, with the unit, its order and its statistics already looked up.
    const stats = statsOf(state, u);
    if (fx.noBattle.includes(u.type)) continue;
    const moved = info.moved;
    if (moved > 0) {
      if (stats.noBattleIfMoved && fx.moveAndBattle[u.type] === undefined) continue;
      allowanceWith(state, id, u);
      if (moved > allowed.battleMax) continue;
    }
    if (stats.levyCharge) levies++;
    const n = hexNumber(u.hex);
    const entry = places !== null && n >= 0 ? placedEntry(state, board!, places, u, n, moved) : undefined;
    appendUnitActions(
      state,
      id,
      u,
      n,
      moved,
      entry ?? entryMoved(state, id, moved),
      !fx.noRanged && stats.ranged !== null,
      out,
    );
  }
  return levies;
}

/** The unit's entry kept by its place in the board index; undefined when it is not on `n` there. */
function placedEntry(
  state: GameState,
  board: ScopeBoard,
  places: (BattleEntry | undefined)[],
  u: Unit,
  n: number,
  moved: number,
): BattleEntry | undefined {
  const i = board.on[n]! - 1;
  if (i < 0 || board.units[i] !== u) return undefined;
  const slot = 2 * i + (moved > 0 ? 1 : 0);
  let entry = places[slot];
  if (entry === undefined) {
    entry = { close: closeTargetsOf(state, u, n), ranged: null, closeActions: null, rangedActions: null };
    places[slot] = entry;
  }
  return entry;
}

/** One unit's battle actions: its close combats, then its shots when it may fire (see mayFire). */
function appendUnitActions(
  state: GameState,
  unitId: string,
  u: Unit,
  n: number,
  moved: number,
  entry: BattleEntry,
  fires: boolean,
  out: Action[],
): void {
  let close = entry.closeActions;
  if (close === null) {
    close = entry.close.map((target) => ({
      type: 'battle' as const,
      unit: unitId,
      target,
      mode: 'close' as const,
    }));
    entry.closeActions = close;
  }
  for (let i = 0; i < close.length; i++) out.push(close[i]!);
  if (!fires) return;
  let ranged: readonly BattleAction[] | null = entry.rangedActions;
  if (ranged === null) {
    // rangedOf, with the unit and its hex's number at hand.
    let targets = entry.ranged;
    if (targets === null) {
      targets = rangedTargetsOf(state, u, n, moved);
      entry.ranged = targets;
    }
    const made =
      targets.length === 0
        ? (NONE as BattleAction[])
        : targets.map((target) => ({
            type: 'battle' as const,
            unit: unitId,
            target,
            mode: 'ranged' as const,
          }));
    entry.rangedActions = made;
    ranged = made;
  }
  for (let i = 0; i < ranged.length; i++) out.push(ranged[i]!);
}
