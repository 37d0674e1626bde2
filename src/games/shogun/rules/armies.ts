// Placing armies (343-355) and moving them (355-373, 581).

import { neighbours, provinceAt } from '../board';
import { ARMY_COST, ARMY_COUNT, type Seat } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import { playerOf } from '../players';
import type { ShogunState } from '../types';
import { attack, type BattleReport } from './battle';
import { currentEffect } from './events';

export type PlaceAction = 'army5' | 'army3' | 'army1';

/** Armies the action places: printed count, then event 12, then the "6 armies" card (295, 746-748). */
export function placeCount(state: ShogunState, seat: Seat, kind: PlaceAction): number {
  const effect = currentEffect(state);
  let n = ARMY_COUNT[kind];
  if (effect?.kind === 'fewerArmies' && kind !== 'army1') n = effect[kind];
  // The card names its own count, so it replaces whatever the event left (Shogun decision 9).
  if (kind === 'army5' && state.specials[seat] === 'armies6') n = 6;
  return n;
}

/** Placing is all or nothing: without the chests or the cubes the player passes (464). */
export function canPlace(state: ShogunState, seat: Seat, id: ProvinceId, kind: PlaceAction): boolean {
  const player = playerOf(state, seat);
  return (
    provinceAt(state, id).owner === seat &&
    player.chests >= ARMY_COST[kind] &&
    player.supply >= placeCount(state, seat, kind)
  );
}

export function place(state: ShogunState, seat: Seat, id: ProvinceId, kind: PlaceAction): number {
  if (!canPlace(state, seat, id, kind)) throw new Error(`${seat} cannot place armies in ${id}`);
  const player = playerOf(state, seat);
  const n = placeCount(state, seat, kind);
  player.chests -= ARMY_COST[kind];
  state.bank += ARMY_COST[kind];
  player.supply -= n;
  provinceAt(state, id).armies += n;
  return n;
}

/**
 * Where armies of `seat` in `from` may go: bordering provinces in play, only its own when `battle` is
 * false (355). Provinces with a temple are safe from attack under events 6 and 9 (782, 800).
 */
export function moveTargets(state: ShogunState, seat: Seat, from: ProvinceId, battle: boolean): ProvinceId[] {
  const origin = provinceAt(state, from);
  // One army always stays behind (359, 369, 581).
  if (origin.owner !== seat || origin.armies < 2) return [];
  const templeSafe = currentEffect(state)?.kind === 'templeSafe';
  return neighbours(from).filter((to) => {
    const p = state.provinces[to];
    if (!p) return false;
    if (p.owner === seat) return true;
    return battle && !(templeSafe && p.buildings.includes('temple'));
  });
}

export type MoveReport = { kind: 'move'; from: ProvinceId; to: ProvinceId; count: number } | BattleReport;

/** Moves `count` armies; into a province not its own this is a battle (367). */
export function moveArmies(
  state: ShogunState,
  seat: Seat,
  from: ProvinceId,
  to: ProvinceId,
  count: number,
  battle: boolean,
): MoveReport {
  const origin = provinceAt(state, from);
  if (!moveTargets(state, seat, from, battle).includes(to))
    throw new Error(`${seat} cannot move ${from} to ${to}`);
  if (!Number.isInteger(count) || count < 1 || count > origin.armies - 1)
    throw new Error(`${count} armies cannot leave ${from}`);
  const target = provinceAt(state, to);
  if (target.owner === seat) {
    origin.armies -= count;
    target.armies += count;
    return { kind: 'move', from, to, count };
  }
  return attack(state, seat, from, to, count);
}

export interface MoveChoice {
  to: ProvinceId;
  count: number;
}

/**
 * Every move open to `seat` from `from`. A Battle/Move action must move at least one army when it can
 * (464); the move after placing one army is optional, "it is possible" (355). Shogun decision 2.
 */
export function moveChoices(
  state: ShogunState,
  seat: Seat,
  from: ProvinceId,
  battle: boolean,
): { moves: MoveChoice[]; mayStay: boolean } {
  const movable = provinceAt(state, from).armies - 1;
  const moves: MoveChoice[] = [];
  for (const to of moveTargets(state, seat, from, battle))
    for (let count = 1; count <= movable; count++) moves.push({ to, count });
  return { moves, mayStay: !battle || moves.length === 0 };
}
