// Small states for rules tests: a bare board, a scripted tower, and provinces handed out by hand.

import { provinceAt } from '../../../src/games/shogun/board';
import type { PlayerCount, Seat } from '../../../src/games/shogun/data/components';
import type { ProvinceId } from '../../../src/games/shogun/data/provinces';
import { playerOf } from '../../../src/games/shogun/players';
import { createState } from '../../../src/games/shogun/rules/setup';
import type { CubeCounts, ShogunState } from '../../../src/games/shogun/types';

/** A game with an empty board and a scripted tower that will yield `trays` in turn. */
export function bareGame(players: PlayerCount = 4, trays: CubeCounts[] = []): ShogunState {
  return createState({ players, tower: 'scripted', towerScript: trays }, 1);
}

/** Gives `seat` a province with armies from its supply. */
export function hold(state: ShogunState, seat: Seat, id: ProvinceId, armies: number, unrest = 0): void {
  const p = provinceAt(state, id);
  p.owner = seat;
  p.armies = armies;
  p.unrest = unrest;
  state.unrestSupply -= unrest;
  playerOf(state, seat).supply -= armies;
}

/** Puts cubes inside the (scripted) tower, taken from their supplies. */
export function stock(state: ShogunState, cubes: CubeCounts): void {
  for (const [cube, n] of Object.entries(cubes) as [keyof CubeCounts, number][]) {
    if (cube === 'peasant') state.peasantSupply -= n;
    else playerOf(state, cube).supply -= n;
    state.tower.inside[0]![cube] = (state.tower.inside[0]![cube] ?? 0) + n;
  }
}

/** Sets the season's event to the card with this id. */
export function withEvent(state: ShogunState, id: number): ShogunState {
  state.event = id;
  return state;
}
