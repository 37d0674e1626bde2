// Moving cubes between the supplies beside the board and the tower. Supplies are finite (55, 57):
// taking more than a supply holds takes what is there.

import { playerOf } from '../players';
import type { Cube, CubeCounts, ShogunState } from '../types';
import { countOf } from './tower';

export function supplyOf(state: ShogunState, cube: Cube): number {
  return cube === 'peasant' ? state.peasantSupply : playerOf(state, cube).supply;
}

/** Takes up to `n` cubes of a colour from its supply; returns how many were taken. */
export function takeCubes(state: ShogunState, cube: Cube, n: number): number {
  const taken = Math.max(0, Math.min(n, supplyOf(state, cube)));
  if (cube === 'peasant') state.peasantSupply -= taken;
  else playerOf(state, cube).supply -= taken;
  return taken;
}

export function returnCubes(state: ShogunState, cube: Cube, n: number): void {
  if (cube === 'peasant') state.peasantSupply += n;
  else playerOf(state, cube).supply += n;
}

export function returnAll(state: ShogunState, counts: CubeCounts): void {
  for (const cube of Object.keys(counts) as Cube[]) returnCubes(state, cube, countOf(counts, cube));
}
