// Who stands where. Units and leaders are stored by id; these helpers answer "what is in this hex".
// A leader in the same hex as a friendly unit is attached to it (seed 003 lines 893-895).

import type { GameState, HexKey, Leader, Side, TerrainCell, Unit } from '../types';

/**
 * A read-only scope: while listing legal actions nothing moves, so "what stands where" can be
 * indexed once instead of scanning every unit for every hex asked about (the simulator's hot path).
 */
let scope: { state: GameState; units: Map<HexKey, Unit>; leaders: Map<HexKey, Leader> } | null = null;

export function withOccupancyIndex<T>(state: GameState, fn: () => T): T {
  if (scope) return fn();
  const units = new Map<HexKey, Unit>();
  const leaders = new Map<HexKey, Leader>();
  for (const id in state.units) units.set(state.units[id]!.hex, state.units[id]!);
  for (const id in state.leaders) leaders.set(state.leaders[id]!.hex, state.leaders[id]!);
  scope = { state, units, leaders };
  try {
    return fn();
  } finally {
    scope = null;
  }
}

export function unitAt(state: GameState, hex: HexKey): Unit | undefined {
  if (scope && scope.state === state) return scope.units.get(hex);
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.hex === hex) return u;
  }
  return undefined;
}

export function leaderAt(state: GameState, hex: HexKey): Leader | undefined {
  if (scope && scope.state === state) return scope.leaders.get(hex);
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
