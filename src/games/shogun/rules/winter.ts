// Winter (480-543): rice loss, feeding the provinces, revolts of the unfed, and the year's end.

import { randomInt } from '../../../engine/rng';
import { provinceAt, provincesOf } from '../board';
import { type Seat, winterRevolts } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import { playerOf } from '../players';
import type { ShogunState } from '../types';
import { type BattleReport, revolt } from './battle';
import { revealYearEvents, winterLoss } from './events';

export interface WinterSupply {
  seat: Seat;
  /** Rice left after the loss; the marker stops at the start of the track (Shogun decision 11). */
  riceAfterLoss: number;
  unsupplied: number;
  revolts: number;
  extraPeasants: number;
}

/** The loss of the year's fourth event card, then one rice per province (488-490, 526-532). */
export function winterSupply(state: ShogunState, seat: Seat): WinterSupply {
  const player = playerOf(state, seat);
  const riceAfterLoss = Math.max(0, player.rice - winterLoss(state));
  const unsupplied = Math.max(0, provincesOf(state, seat).length - riceAfterLoss);
  return { seat, riceAfterLoss, unsupplied, ...winterRevolts(unsupplied) };
}

/** Pays the winter rice. The track is reset at the year's end anyway (516). */
export function feedProvinces(state: ShogunState, supply: WinterSupply): void {
  const player = playerOf(state, supply.seat);
  player.rice = Math.max(0, supply.riceAfterLoss - provincesOf(state, supply.seat).length);
}

/** The player to the left draws the revolting provinces at random from the player's cards (496). */
export function drawRevolts(state: ShogunState, supply: WinterSupply): ProvinceId[] {
  const cards = provincesOf(state, supply.seat);
  const drawn: ProvinceId[] = [];
  for (let i = 0; i < supply.revolts && cards.length > 0; i++) {
    drawn.push(cards.splice(randomInt(state.rng, cards.length), 1)[0]!);
  }
  return drawn;
}

/** One winter revolt: markers plus the table's extra peasants (539, 587). No marker is added (341). */
export function winterRevolt(
  state: ShogunState,
  seat: Seat,
  id: ProvinceId,
  extraPeasants: number,
): BattleReport {
  if (provinceAt(state, id).owner !== seat) throw new Error(`${id} is not ${seat}'s`);
  return revolt(state, seat, id, extraPeasants);
}

/** After the first winter: markers off, rice to 0, four new events (516, 543, 693-697). */
export function endYear(state: ShogunState): void {
  for (const p of Object.values(state.provinces)) {
    state.unrestSupply += p.unrest;
    p.unrest = 0;
  }
  for (const seat of state.seats) playerOf(state, seat).rice = 0;
  revealYearEvents(state);
}
