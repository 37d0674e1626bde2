// A province changing hands. Its card goes with it at once, even off a planning board (639).

import { provinceAt } from '../board';
import type { Seat } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import type { ShogunState } from '../types';
import { returnCubes } from './supply';

/** Takes the province's card off whatever space of its old holder's plan it lies on. */
function unplan(state: ShogunState, id: ProvinceId): void {
  const owner = provinceAt(state, id).owner;
  const plan = owner ? state.plans[owner] : undefined;
  if (!plan) return;
  for (const [space, card] of Object.entries(plan.spaces)) {
    if (card && 'province' in card && card.province === id)
      delete plan.spaces[space as keyof typeof plan.spaces];
  }
  if (plan.bid && 'province' in plan.bid && plan.bid.province === id) plan.bid = null;
}

/** The winner of a battle takes (or keeps) the card; buildings and unrest stay (605). */
export function giveProvince(state: ShogunState, id: ProvinceId, seat: Seat): void {
  const p = provinceAt(state, id);
  if (p.owner !== seat) unplan(state, id);
  p.owner = seat;
}

/** A tie or a lost revolt: buildings, armies and unrest leave, the card goes to the pool (607, 611). */
export function neutralise(state: ShogunState, id: ProvinceId): void {
  const p = provinceAt(state, id);
  unplan(state, id);
  for (const b of p.buildings) state.buildingSupply[b] += 1;
  state.unrestSupply += p.unrest;
  if (p.owner && p.armies > 0) returnCubes(state, p.owner, p.armies);
  p.buildings = [];
  p.unrest = 0;
  p.armies = 0;
  p.owner = null;
}
