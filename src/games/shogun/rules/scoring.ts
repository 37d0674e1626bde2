// Scoring after each winter (498-514) and the end of the game (641-645).

import { provincesOf, regionOf } from '../board';
import { BUILDING_KINDS, type BuildingKind, MAJORITY_POINTS, type Seat } from '../data/components';
import { PROVINCE_IDS, type Region } from '../data/provinces';
import { playerOf } from '../players';
import type { ShogunState } from '../types';

export interface YearScore {
  provinces: number;
  buildings: number;
  majorities: number;
  total: number;
}

/** What majorities read: who holds which province with which buildings, on which side. */
export type BoardHoldings = Pick<ShogunState, 'provinces' | 'side' | 'seats'>;

/** Buildings of each kind per seat and region, keyed `seat|region|kind`. */
export function buildingCounts(state: BoardHoldings): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of PROVINCE_IDS) {
    const p = state.provinces[id];
    if (!p?.owner) continue;
    for (const kind of p.buildings) {
      const key = `${p.owner}|${regionOf(state.side, id)}|${kind}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

export const REGIONS: readonly Region[] = ['brown', 'yellow', 'red', 'purple', 'green'];

/**
 * Points for the most buildings of a kind in a region: the full value alone, one less each when tied
 * (512). Nobody scores a region without a building of that kind (Shogun decision 12).
 */
export function majorityPoints(
  state: BoardHoldings,
  region: Region,
  kind: BuildingKind,
): Partial<Record<Seat, number>> {
  const counts = buildingCounts(state);
  const held = state.seats.map((s) => ({ s, n: counts.get(`${s}|${region}|${kind}`) ?? 0 }));
  const best = Math.max(...held.map((h) => h.n));
  if (best === 0) return {};
  const leaders = held.filter((h) => h.n === best);
  const points = MAJORITY_POINTS[kind] - (leaders.length > 1 ? 1 : 0);
  return Object.fromEntries(leaders.map((h) => [h.s, points]));
}

export function yearScore(state: ShogunState, seat: Seat): YearScore {
  const owned = provincesOf(state, seat);
  const buildings = owned.reduce((n, id) => n + state.provinces[id]!.buildings.length, 0);
  let majorities = 0;
  for (const region of REGIONS)
    for (const kind of BUILDING_KINDS) majorities += majorityPoints(state, region, kind)[seat] ?? 0;
  return { provinces: owned.length, buildings, majorities, total: owned.length + buildings + majorities };
}

/** Scores the year for every seat and moves the score markers (514). */
export function scoreYear(state: ShogunState): Partial<Record<Seat, YearScore>> {
  const scores: Partial<Record<Seat, YearScore>> = {};
  for (const seat of state.seats) scores[seat] = yearScore(state, seat);
  for (const seat of state.seats) playerOf(state, seat).score += scores[seat]!.total;
  return scores;
}

/** Most points; then most chests (645); a full tie is shared (Shogun decision 13). */
export function winners(state: ShogunState): Seat[] {
  const key = (s: Seat) => [playerOf(state, s).score, playerOf(state, s).chests] as const;
  let best: Seat[] = [];
  for (const seat of state.seats) {
    if (best.length === 0) best = [seat];
    else {
      const [a, b] = key(seat);
      const [x, y] = key(best[0]!);
      if (a > x || (a === x && b > y)) best = [seat];
      else if (a === x && b === y) best.push(seat);
    }
  }
  return best;
}
