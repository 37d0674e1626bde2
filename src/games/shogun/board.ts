// Geography: borders (land and sea), regions per board side, and who holds what.

import type { Seat } from './data/components';
import {
  LAND_BORDERS,
  PROVINCE_IDS,
  PROVINCES,
  type ProvinceId,
  type Region,
  SEA_LINKS,
} from './data/provinces';
import type { BoardSide, ProvinceState, ShogunState } from './types';

const NEIGHBOURS = new Map<ProvinceId, ProvinceId[]>(PROVINCE_IDS.map((id) => [id, []]));
// Sea links count as borders (seed 001:363, 404).
for (const [a, b] of [...LAND_BORDERS, ...SEA_LINKS]) {
  NEIGHBOURS.get(a)!.push(b);
  NEIGHBOURS.get(b)!.push(a);
}

/** Every province bordering `id` by land or sea, whether in play or not. */
export function neighbours(id: ProvinceId): readonly ProvinceId[] {
  return NEIGHBOURS.get(id)!;
}

export function regionOf(side: BoardSide, id: ProvinceId): Region {
  const p = PROVINCES[id];
  return side === 'sun' ? p.regionSun : p.regionMoon;
}

/** The provinces of a game: all 45, or 37 with three players (111-113). */
export function provincesInPlay(side: BoardSide, players: number): ProvinceId[] {
  if (players !== 3) return [...PROVINCE_IDS];
  return PROVINCE_IDS.filter((id) => !(side === 'sun' ? PROVINCES[id].out3Sun : PROVINCES[id].out3Moon));
}

export function provinceAt(state: ShogunState, id: ProvinceId): ProvinceState {
  const p = state.provinces[id];
  if (!p) throw new Error(`${id} is not in play`);
  return p;
}

/** Provinces whose card `seat` holds, in board order. */
export function provincesOf(state: ShogunState, seat: Seat): ProvinceId[] {
  return PROVINCE_IDS.filter((id) => state.provinces[id]?.owner === seat);
}
