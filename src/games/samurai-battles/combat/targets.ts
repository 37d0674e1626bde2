// Which hexes an ordered unit may battle. Seed 003: close combat 1271-1300; ranged combat 1144-1200;
// lone leaders 1538-1549; bodyguards 733; arquebus 511-514, 531. Whether the unit may battle at all this
// turn (how far it moved, terrain entered, Command card limits, already battled) is the caller's check.
// Zvezda 2012 (seed 002:344-356, 647-650): a lone leader stays a target for bows, which cannot hit him
// but still make him retreat and keep honor symbols; bodyguards may be fired at; a lone enemy leader
// next to a missile unit keeps it from firing, being a unit (002:235, 351-355) (editions.ts).

import { HEX_COUNT, HEX_NEIGHBORS, hexKeyOf, hexNumber } from '../board/grid';
import { hexDistance, neighborNumbers } from '../board/hexDistance';
import { hasLineOfSight, lineOfSightByNumber } from '../board/los';
import {
  boardMemo,
  leaderAt,
  leaderOnNumber,
  type ScopeBoard,
  scopeBoard,
  unitAt,
  unitOnNumber,
} from '../board/occupancy';
import type { TerrainStats } from '../data/terrain';
import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import { distanceKeys, parseKey } from '../hex';
import type { GameState, HexKey, Side, Unit } from '../types';
import { occupiedTerrainOf, occupiedTerrains } from './occupiedTerrain';
import {
  attackIntoForbidden,
  battleOutForbidden,
  battleProhibition,
  intoForbiddenFrom,
  outForbiddenFrom,
} from './terrainEffects';

function attackerUnit(state: GameState, attackerId: string): Unit {
  const u = state.units[attackerId];
  if (!u) throw new Error(`no unit ${attackerId}`);
  return u;
}

/** An enemy unit, or an enemy leader alone, stands in the hex. */
function enemyIn(state: GameState, hex: HexKey, side: Side): 'unit' | 'lone-leader' | null {
  const u = unitAt(state, hex);
  if (u) return u.side !== side ? 'unit' : null;
  const l = leaderAt(state, hex);
  return l && l.side !== side ? 'lone-leader' : null;
}

/** An enemy unit, or an enemy leader alone, stands on the numbered hex (enemyIn by number). */
function enemyOnNumber(state: GameState, n: number, side: Side): 'unit' | 'lone-leader' | null {
  const u = unitOnNumber(state, n);
  if (u) return u.side !== side ? 'unit' : null;
  const l = leaderOnNumber(state, n);
  return l && l.side !== side ? 'lone-leader' : null;
}

/** Adjacent hexes holding an enemy unit or an enemy leader alone that the unit may attack in close combat. */
export function closeTargets(state: GameState, attackerId: string): HexKey[] {
  const u = attackerUnit(state, attackerId);
  return closeTargetsOf(state, u, hexNumber(u.hex));
}

/** closeTargets for a caller that has the unit and its hex's number (-1 for none). */
export function closeTargetsOf(state: GameState, u: Unit, from: number): HexKey[] {
  const terrains = from >= 0 ? occupiedTerrains(state) : null;
  if (terrains !== null) return closeTargetsOnNumber(state, u, from, terrains);
  if (battleOutForbidden(state, u, 'close')) return [];
  // Its own hex allows the attack (checked above): only the target's hex may forbid it.
  const out: HexKey[] = [];
  for (const m of neighborNumbers(u.hex)) {
    if (enemyOnNumber(state, m, u.side) === null) continue;
    const h = hexKeyOf(m);
    if (!attackIntoForbidden(state, u, h, 'close')) out.push(h);
  }
  return out;
}

/**
 * closeTargets from a numbered hex inside a scope: the two hexes' terrain read from the table of
 * occupied hexes (both hold a piece) rather than looked up by key at every neighbour.
 */
function closeTargetsOnNumber(
  state: GameState,
  u: Unit,
  from: number,
  terrains: (TerrainStats | undefined)[],
): HexKey[] {
  const here = occupiedTerrainOf(state, terrains, from);
  if (outForbiddenFrom(here, u, 'close')) return [];
  // Its own hex allows the attack (checked above): only the target's hex may forbid it.
  const out: HexKey[] = [];
  const near = HEX_NEIGHBORS[from]!;
  for (let i = 0; i < near.length; i++) {
    const m = near[i]!;
    if (enemyOnNumber(state, m, u.side) === null) continue;
    if (!intoForbiddenFrom(here, occupiedTerrainOf(state, terrains, m), u, 'close')) out.push(hexKeyOf(m));
  }
  return out;
}

/** True when an enemy unit (or, if asked, an enemy leader alone) is next to the hex. */
export function adjacentToEnemy(
  state: GameState,
  hex: HexKey,
  side: Side,
  countLoneLeaders: boolean,
): boolean {
  return nextToEnemy(state, neighborNumbers(hex), side, countLoneLeaders);
}

/** adjacentToEnemy over the numbers of the hex's neighbours. */
function nextToEnemy(
  state: GameState,
  near: readonly number[],
  side: Side,
  countLoneLeaders: boolean,
): boolean {
  for (let i = 0; i < near.length; i++) {
    const e = enemyOnNumber(state, near[i]!, side);
    if (e === 'unit' || (countLoneLeaders && e === 'lone-leader')) return true;
  }
  return false;
}

export interface RangedOptions {
  /**
   * Also forbid fire when an enemy leader alone is adjacent (Stand and Fire names leaders, seed 003:2053-2056).
   * By default only an adjacent enemy UNIT forbids fire (rules-decisions #9).
   */
  adjacentLeaderBlocks?: boolean;
}

/**
 * Hexes the unit may fire at: an enemy unit (not GMT bodyguards) or an enemy leader alone, within range
 * (the target hex counted, the firer's not: 1204-1206), with dice at that distance and a line of sight.
 * None when the unit is next to an enemy unit (1152-1156; under Zvezda a lone enemy leader too), or
 * when it moved and its weapon cannot fire after moving (arquebus). `movedHexes` is how far it moved this turn before firing.
 */
export function rangedTargets(
  state: GameState,
  attackerId: string,
  movedHexes: number,
  opts: RangedOptions = {},
): HexKey[] {
  const u = attackerUnit(state, attackerId);
  return rangedTargetsOf(state, u, hexNumber(u.hex), movedHexes, opts);
}

/** rangedTargets for a caller that has the unit and its hex's number (-1 for none). */
export function rangedTargetsOf(
  state: GameState,
  u: Unit,
  from: number,
  movedHexes: number,
  opts: RangedOptions = {},
): HexKey[] {
  const ranged = statsOf(state, u).ranged;
  if (!ranged) return [];
  if (movedHexes > 0 && ranged.moved === 'cannot-fire') return [];
  // Inside a scope, the unit's own (occupied) hex's terrain from the table of occupied hexes.
  const terrains = from >= 0 ? occupiedTerrains(state) : null;
  if (
    terrains !== null
      ? outForbiddenFrom(occupiedTerrainOf(state, terrains, from), u, 'ranged')
      : battleOutForbidden(state, u, 'ranged')
  )
    return [];
  // Zvezda: an enemy leader alone is a unit, so he too keeps the unit from firing (seed 002:235, 351-355).
  const leadersBlock = opts.adjacentLeaderBlocks === true || rulesOf(state).loneLeaderIsUnit;
  if (
    from >= 0
      ? nextToEnemy(state, HEX_NEIGHBORS[from]!, u.side, leadersBlock)
      : adjacentToEnemy(state, u.hex, u.side, leadersBlock)
  )
    return [];

  if (from >= 0) {
    const board = scopeBoard(state);
    numberedState = state;
    const numbered =
      board !== null && terrains !== null
        ? rangedTargetsOnBoard(state, board, terrains, u, from, ranged)
        : rangedTargetsByNumber(state, u, from, ranged);
    if (numbered !== null) return numbered;
  }
  const candidates = new Set<HexKey>();
  const guardsTargetable = rulesOf(state).bodyguardsRangedTarget;
  for (const id in state.units) {
    const t = state.units[id]!;
    if (t.side !== u.side && (guardsTargetable || !statsOf(state, t).bodyguard)) candidates.add(t.hex);
  }
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.side !== u.side && enemyIn(state, l.hex, u.side) === 'lone-leader') candidates.add(l.hex);
  }
  const out: HexKey[] = [];
  for (const h of candidates) {
    const d = distanceKeys(u.hex, h);
    if (d < ranged.minRange || d > ranged.maxRange || (ranged.dice[d] ?? 0) <= 0) continue;
    if (battleProhibition(state, u, h, 'ranged')) continue;
    if (!hasLineOfSight(state, u.hex, h)) continue;
    out.push(h);
  }
  return out.sort(compareHex);
}

// The candidate hexes of one ranged listing, by number (reused; `marked` is cleared after each).
const candidateHexes = new Int16Array(HEX_COUNT);
const marked = new Uint8Array(HEX_COUNT);

/**
 * rangedTargets' candidates and checks over hex numbers, from the firer's numbered hex: the same
 * targets in the same order (hex numbers run row by row, column by column, as compareHex sorts).
 * Null when some candidate stands on a hex without a number (a half hex): the keys then decide.
 */
function rangedTargetsByNumber(
  state: GameState,
  u: Unit,
  from: number,
  ranged: NonNullable<ReturnType<typeof statsOf>['ranged']>,
): HexKey[] | null {
  let count = 0;
  let unnumbered = false;
  const guardsTargetable = rulesOf(state).bodyguardsRangedTarget;
  for (const id in state.units) {
    const t = state.units[id]!;
    if (t.side === u.side || (!guardsTargetable && statsOf(state, t).bodyguard)) continue;
    const n = hexNumber(t.hex);
    if (n < 0) unnumbered = true;
    else if (marked[n] === 0) {
      marked[n] = 1;
      candidateHexes[count++] = n;
    }
  }
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.side === u.side) continue;
    const n = hexNumber(l.hex);
    if (n < 0) unnumbered = true;
    else if (marked[n] === 0 && enemyOnNumber(state, n, u.side) === 'lone-leader') {
      marked[n] = 1;
      candidateHexes[count++] = n;
    }
  }
  for (let i = 0; i < count; i++) marked[candidateHexes[i]!] = 0;
  if (unnumbered) return null;
  // By number, so by row then column (few candidates: an insertion sort).
  for (let i = 1; i < count; i++) {
    const v = candidateHexes[i]!;
    let j = i - 1;
    while (j >= 0 && candidateHexes[j]! > v) {
      candidateHexes[j + 1] = candidateHexes[j]!;
      j--;
    }
    candidateHexes[j + 1] = v;
  }
  const out: HexKey[] = [];
  for (let i = 0; i < count; i++) {
    const n = candidateHexes[i]!;
    const d = hexDistance(from, n);
    if (d < ranged.minRange || d > ranged.maxRange || (ranged.dice[d] ?? 0) <= 0) continue;
    const h = hexKeyOf(n);
    // Its own hex allows fire (rangedTargets checked it): only the target's hex may forbid it.
    if (attackIntoForbidden(state, u, h, 'ranged')) continue;
    if (!lineOfSightByNumber(state, from, n)) continue;
    out.push(h);
  }
  return out;
}

/**
 * rangedTargetsByNumber read from the open scope's board index: the hexes in range are walked in
 * number order (so the candidates come sorted), and what stands there is read from the index, not
 * looked up from the pieces' keys. Null when some piece is not on the index's numbered hexes (a half
 * hex): then the records decide, as before.
 */
function rangedTargetsOnBoard(
  state: GameState,
  board: ScopeBoard,
  terrains: (TerrainStats | undefined)[],
  u: Unit,
  from: number,
  ranged: NonNullable<ReturnType<typeof statsOf>['ranged']>,
): HexKey[] | null {
  if (!boardMemo(state, ALL_NUMBERED, allPiecesNumbered)) return null;
  const on = board.on;
  const units = board.units;
  const leaders = board.leaders;
  const side = u.side;
  const guardsTargetable = rulesOf(state).bodyguardsRangedTarget;
  const ring = inRange(ranged, from);
  // Both hexes of a shot hold a piece: their terrain is read from the table of occupied hexes.
  const here = occupiedTerrainOf(state, terrains, from);
  let out: HexKey[] | null = null;
  for (let k = 0; k < ring.length; k++) {
    const n = ring[k]!;
    const i = on[n]!;
    if (i !== 0) {
      const t = units[i - 1]!;
      if (t.side === side || (!guardsTargetable && statsOf(state, t).bodyguard)) continue;
    } else {
      // A lone enemy leader (enemyOnNumber: no unit on the hex).
      const j = on[HEX_COUNT + n]!;
      if (j === 0 || leaders[j - 1]!.side === side) continue;
    }
    // Its own hex allows fire (rangedTargets checked it): only the target's hex may forbid it.
    if (intoForbiddenFrom(here, occupiedTerrainOf(state, terrains, n), u, 'ranged')) continue;
    if (!lineOfSightByNumber(state, from, n)) continue;
    const h = hexKeyOf(n);
    if (out === null) out = [h];
    else out.push(h);
  }
  return out ?? [];
}

// Whether every piece of the open scope's board stands on a numbered hex of the index, each on its
// own (as in play): asked once per board (boardMemo), for every unit's ranged targets.
const ALL_NUMBERED = { question: 'every piece on a numbered hex' };
let numberedState: GameState | null = null;

function allPiecesNumbered(): boolean {
  const board = scopeBoard(numberedState!)!;
  const on = board.on;
  let units = 0;
  let leaders = 0;
  for (let n = 0; n < HEX_COUNT; n++) {
    if (on[n] !== 0) units++;
    if (on[HEX_COUNT + n] !== 0) leaders++;
  }
  return units === board.units.length && leaders === board.leaders.length;
}

/**
 * The hexes a weapon reaches from hex `from` (distance within its range, with dice there), in number
 * order: made once per weapon (stats object) and hex.
 */
function inRange(ranged: NonNullable<ReturnType<typeof statsOf>['ranged']>, from: number): Int16Array {
  let byHex = RINGS.get(ranged);
  if (byHex === undefined) {
    byHex = new Array(HEX_COUNT).fill(undefined);
    RINGS.set(ranged, byHex);
  }
  let ring = byHex[from];
  if (ring === undefined) {
    const out: number[] = [];
    for (let n = 0; n < HEX_COUNT; n++) {
      const d = hexDistance(from, n);
      if (d >= ranged.minRange && d <= ranged.maxRange && (ranged.dice[d] ?? 0) > 0) out.push(n);
    }
    ring = Int16Array.from(out);
    byHex[from] = ring;
  }
  return ring;
}
const RINGS = new WeakMap<object, (Int16Array | undefined)[]>();

function compareHex(a: HexKey, b: HexKey): number {
  const x = parseKey(a);
  const y = parseKey(b);
  return x.r - y.r || x.c - y.c;
}
