// Retreat geometry (seed 003 lines 1558-1642). Every retreat step goes to one of the (usually two)
// hexes one row nearer the owner's baseline; never sideways (1568-1573). Terrain does not slow a
// retreat, but impassable terrain stays impassable (1580-1582). Honor costs belong to the caller.
// Zvezda 2012 (seed 002:588-605; seed 000:419-431) adds the lone leader's retreat off the board.

import { effectiveTerrain } from '../data/terrain';
import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import { baselineRow, isFullHex, key, parseKey, retreatStep } from '../hex';
import type { GameState, HexKey, Leader, Side } from '../types';
import { HEX_COUNT, hexKeyOf, hexNumber } from './grid';
import { campClosed } from './movement';
import { leaderAt, leaderOf, leaderOnNumber, unitAt, unitOnNumber } from './occupancy';

export interface RetreatPath {
  /** Hexes entered in order, start excluded. */
  path: HexKey[];
  /** Retreat hexes that could not be made; each costs the unit one block (1592-1598). */
  blocked: number;
  /** The lone friendly leader the unit stopped to join; the rest of the retreat is dropped (1584-1590). */
  joins?: string;
}

export interface LeaderRetreatPath {
  /** Hexes entered in order, start excluded: 1 to 3 of them. */
  path: HexKey[];
  /** The friendly unit he ends with and joins (1628-1634). */
  joins?: string;
}

export interface LeaderRetreatExit {
  /** Hexes entered up to the baseline hex he steps off from (empty when he starts there). */
  path: HexKey[];
  /** The retreat hexes used: the path plus 1 for the step off the board (at most 3). */
  hexes: number;
}

/** Most hexes a lone leader retreats (1614-1616; seed 002:590). */
const LEADER_RETREAT_MAX = 3;

/** The hexes one row nearer the side's baseline (none from the baseline itself). */
function backHexes(hex: HexKey, side: Side): HexKey[] {
  const h = parseKey(hex);
  const r = h.r + retreatStep(side);
  return [
    { c: h.c - 1, r },
    { c: h.c + 1, r },
  ]
    .filter(isFullHex) // half hexes and rows beyond the baseline are off limits
    .map(key);
}

/** backHexes of every numbered hex, as numbers, for each side: retreats walk the board by number. */
const BACK: Readonly<Record<Side, readonly (readonly number[])[]>> = {
  top: Array.from({ length: HEX_COUNT }, (_, n) => backHexes(hexKeyOf(n), 'top').map(hexNumber)),
  bottom: Array.from({ length: HEX_COUNT }, (_, n) => backHexes(hexKeyOf(n), 'bottom').map(hexNumber)),
};

/** The numbered hexes one row nearer the side's baseline (a half hex's looked up by key). */
function backNumbers(hex: HexKey, side: Side): readonly number[] {
  const n = hexNumber(hex);
  return n >= 0 ? BACK[side][n]! : backHexes(hex, side).map(hexNumber);
}

/**
 * Infantry in a castle does not retreat: every flag it does not ignore is a hit instead (2289).
 * Callers check this before turning flags into retreat hexes.
 */
export function holdsInsteadOfRetreating(state: GameState, unitId: string): boolean {
  const unit = state.units[unitId];
  if (!unit) throw new Error(`No unit ${unitId}`);
  const kind = statsOf(state, unit).cavalry ? 'cavalry' : 'infantry';
  return effectiveTerrain(state, unit.hex).holdsInsteadOfRetreating[kind];
}

/**
 * Every way a unit (with its attached leader) can retreat `hexes` hexes, each with the hexes it could
 * not make. The player may pick any hex that is free at each step, so every branch is listed; a
 * branch ends early when no hex behind is free (the rest are hits) or when the unit joins a lone
 * friendly leader (no hits). Use `bestRetreatPaths` for the ones the player may actually choose.
 * Returns [] for a unit that does not retreat at all (see `holdsInsteadOfRetreating`).
 */
export function retreatPaths(state: GameState, unitId: string, hexes: number): RetreatPath[] {
  const unit = state.units[unitId];
  if (!unit) throw new Error(`No unit ${unitId}`);
  if (holdsInsteadOfRetreating(state, unitId)) return [];
  const cavalry = statsOf(state, unit).cavalry;
  const hasLeader = leaderOf(state, unit) !== undefined;
  const out: RetreatPath[] = [];

  const back = BACK[unit.side];
  const walk = (nexts: readonly number[], path: HexKey[], left: number): void => {
    if (left === 0) {
      out.push({ path, blocked: 0 });
      return;
    }
    let moved = false;
    for (const m of nexts) {
      const next = hexKeyOf(m);
      if (effectiveTerrain(state, next).impassable[cavalry ? 'cavalry' : 'infantry']) continue;
      if (campClosed(state, next)) continue;
      if (unitOnNumber(state, m)) continue; // 1575-1576
      const leader = leaderOnNumber(state, m);
      if (leader) {
        if (leader.side !== unit.side) continue; // 1578
        // A lone friendly leader: infantry joins any, cavalry only a mounted one (1584-1590); a unit
        // that already has a leader cannot take a second (974, 1042).
        if (hasLeader || (cavalry && leader.kind !== 'mounted')) continue;
        out.push({ path: [...path, next], blocked: 0, joins: leader.id });
        moved = true;
        continue;
      }
      moved = true;
      walk(back[m]!, [...path, next], left - 1);
    }
    // Nowhere to go (occupied, impassable, or the baseline): one hit per hex left (1592-1598).
    if (!moved) out.push({ path, blocked: left });
  };

  walk(backNumbers(unit.hex, unit.side), [], Math.max(0, hexes));
  return out;
}

/**
 * The retreats the player may choose: if any path costs no blocks, only those (1600-1601);
 * otherwise all of them (the rule only forces a loss-free path when one exists).
 */
export function bestRetreatPaths(paths: RetreatPath[]): RetreatPath[] {
  const free = paths.filter((p) => p.blocked === 0);
  return free.length > 0 ? free : paths;
}

/** A leader may end his move with this unit (890-892, 1628-1634; the commander alone counts as foot, 1493). */
function mayJoin(kind: Leader['kind'], unitIsCavalry: boolean): boolean {
  return kind === 'mounted' || !unitIsCavalry;
}

/**
 * Every route a lone leader may take back, 1 to 3 hexes toward his baseline (1614-1616), never
 * sideways (1611-1612 with 1573). He passes friendly units and leaders (1618-1620), never enemies
 * (1622-1623), impassable terrain or an occupied Zvezda camp. `visit` sees each route once.
 */
function walkLeaderRetreat(state: GameState, leader: Leader, visit: (route: HexKey[]) => void): void {
  const kind = leader.kind === 'mounted' ? 'cavalry' : 'infantry';
  const back = BACK[leader.side];
  const walk = (nexts: readonly number[], path: HexKey[]): void => {
    if (path.length === LEADER_RETREAT_MAX) return;
    for (const m of nexts) {
      const next = hexKeyOf(m);
      if (effectiveTerrain(state, next).impassable[kind] || campClosed(state, next)) continue;
      const unit = unitOnNumber(state, m);
      const other = leaderOnNumber(state, m);
      if (unit && unit.side !== leader.side) continue;
      if (other && other.side !== leader.side) continue;
      const route = [...path, next];
      visit(route);
      walk(back[m]!, route);
    }
  };
  walk(backNumbers(leader.hex, leader.side), []);
}

/**
 * A lone leader's retreats that end on the board: he may not end with another leader or an enemy
 * (1625-1626), and ends with a friendly unit only if he can lead it, joining it (1628-1634). GMT
 * never lets him off the board (1638-1639): [] there means seppuku (1636), as on his own baseline
 * (1641-1642). Zvezda 2012 also lets him off: see `leaderRetreatExit`.
 */
export function leaderRetreatPaths(state: GameState, leaderId: string): LeaderRetreatPath[] {
  const leader = state.leaders[leaderId];
  if (!leader) throw new Error(`No leader ${leaderId}`);
  const out: LeaderRetreatPath[] = [];
  walkLeaderRetreat(state, leader, (route) => {
    const end = route[route.length - 1]!;
    if (leaderAt(state, end)) return;
    const unit = unitAt(state, end);
    if (!unit) out.push({ path: route });
    else if (mayJoin(leader.kind, statsOf(state, unit).cavalry)) out.push({ path: route, joins: unit.id });
  });
  return out;
}

/**
 * Zvezda 2012 (`leaderMayRetreatOffBoard`): a lone leader may retreat off the board across his own
 * baseline, the step off counting as one of his 1-3 hexes (seed 002:597-605; seed 000:427-431);
 * standing on his baseline he may always step off (seed 002:642; seed 000:456). He passes friendly
 * pieces on the way as in any retreat. Returns one such retreat, or null when there is none or
 * the edition forbids it (GMT 1638-1639).
 */
export function leaderRetreatExit(state: GameState, leaderId: string): LeaderRetreatExit | null {
  const leader = state.leaders[leaderId];
  if (!leader) throw new Error(`No leader ${leaderId}`);
  if (!rulesOf(state).leaderMayRetreatOffBoard) return null;
  const baseline = baselineRow(leader.side);
  if (parseKey(leader.hex).r === baseline) return { path: [], hexes: 1 };
  const ways: HexKey[][] = [];
  walkLeaderRetreat(state, leader, (route) => {
    const end = route[route.length - 1]!;
    if (route.length < LEADER_RETREAT_MAX && parseKey(end).r === baseline) ways.push(route);
  });
  // Each step goes one row back, so every way to the baseline is as long: take the first.
  const path = ways[0];
  return path ? { path, hexes: path.length + 1 } : null;
}
