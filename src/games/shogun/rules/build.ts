// The three building actions (307-319).

import { provinceAt } from '../board';
import { BUILDING_COST, type BuildingKind, type Seat } from '../data/components';
import { PROVINCES, type ProvinceId } from '../data/provinces';
import { playerOf } from '../players';
import type { ShogunState } from '../types';
import { currentEffect } from './events';

/** A free site, no building of that kind there yet, the price, and a tile left in the box. */
export function canBuild(state: ShogunState, seat: Seat, id: ProvinceId, kind: BuildingKind): boolean {
  const p = provinceAt(state, id);
  return (
    p.owner === seat &&
    !p.buildings.includes(kind) &&
    p.buildings.length < PROVINCES[id].sites &&
    playerOf(state, seat).chests >= BUILDING_COST[kind] &&
    state.buildingSupply[kind] > 0
  );
}

export function build(state: ShogunState, seat: Seat, id: ProvinceId, kind: BuildingKind): void {
  if (!canBuild(state, seat, id, kind)) throw new Error(`${seat} cannot build a ${kind} in ${id}`);
  const p = provinceAt(state, id);
  playerOf(state, seat).chests -= BUILDING_COST[kind];
  state.bank += BUILDING_COST[kind];
  state.buildingSupply[kind] -= 1;
  p.buildings.push(kind);
  // Events 1 and 2: a new theatre calms one unrest marker (752, 758).
  if (kind === 'theatre' && currentEffect(state)?.kind === 'theatreCalms' && p.unrest > 0) {
    p.unrest -= 1;
    state.unrestSupply += 1;
  }
}
