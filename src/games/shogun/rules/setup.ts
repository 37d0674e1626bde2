// Setting up a game (105-240, 649-665) and laying out a season (257-271).

import { createRng, shuffle } from '../../../engine/rng';
import { provinceAt, provincesInPlay } from '../board';
import {
  ACTION_KINDS,
  BUILDING_TILES,
  CUBES_PER_PLAYER,
  FIXED_SETUPS,
  OPEN_ACTIONS,
  PEASANT_CUBES,
  type PlayerCount,
  SEATS,
  START_CHESTS,
  TOTAL_CHESTS,
  TOWER_SEED,
  UNREST_MARKERS,
} from '../data/components';
import { playerOf } from '../players';
import type { BoardSide, CubeCounts, ShogunState } from '../types';
import { layOutSpecials } from './bidding';
import { revealYearEvents, shuffledEvents } from './events';
import { returnAll, takeCubes } from './supply';
import { createTower, type TowerModelId, throwCubes } from './tower';

export interface ShogunOptions {
  players: PlayerCount;
  side?: BoardSide;
  tower?: TowerModelId;
  /** The scripted tower's trays, for tests. */
  towerScript?: CubeCounts[];
}

/** Players, money, supplies and an empty board, before the provinces are handed out. */
export function createState(options: ShogunOptions, seed: number): ShogunState {
  const seats = SEATS.slice(0, options.players);
  const side = options.side ?? 'sun';
  const state: ShogunState = {
    side,
    seats,
    provinces: {},
    players: {},
    bank: TOTAL_CHESTS - START_CHESTS[options.players] * options.players,
    peasantSupply: PEASANT_CUBES,
    unrestSupply: UNREST_MARKERS,
    buildingSupply: { ...BUILDING_TILES },
    tower: createTower(options.tower, options.towerScript),
    tray: {},
    year: 1,
    season: 'spring',
    eventDeck: [],
    openEvents: [],
    event: null,
    actionRow: [],
    actionsShown: 0,
    specialSpaces: [],
    turnOrder: [...seats],
    daimyoSpace: {},
    specials: {},
    plans: {},
    rng: createRng(seed),
  };
  for (const id of provincesInPlay(side, options.players))
    state.provinces[id] = { owner: null, armies: 0, unrest: 0, buildings: [] };
  for (const seat of seats)
    state.players[seat] = {
      chests: START_CHESTS[options.players],
      rice: 0,
      score: 0,
      supply: CUBES_PER_PLAYER,
    };
  state.eventDeck = shuffledEvents(state);
  return state;
}

/** The fixed sun-side start (666-736): seat 1 plays A, seat 2 plays B, and so on. */
export function applyFixedSetup(state: ShogunState): void {
  if (state.side !== 'sun') throw new Error('the fixed setups are for the sun side only (668)');
  FIXED_SETUPS[state.seats.length as PlayerCount].forEach((groups, i) => {
    const seat = state.seats[i]!;
    for (const [id, armies] of groups) {
      const p = provinceAt(state, id);
      p.owner = seat;
      p.armies = armies;
      playerOf(state, seat).supply -= armies;
    }
  });
}

/** Seven cubes of every player and ten peasants thrown together; what falls out goes home (206-216). */
export function seedTower(state: ShogunState): CubeCounts {
  const cubes: CubeCounts = {};
  for (const seat of state.seats) cubes[seat] = takeCubes(state, seat, TOWER_SEED.perPlayer);
  cubes.peasant = takeCubes(state, 'peasant', TOWER_SEED.peasants);
  const fell = throwCubes(state.tower, cubes, state.rng);
  returnAll(state, fell);
  return fell;
}

/** The first year's four events (224); called once the board is set. */
export function startFirstYear(state: ShogunState): void {
  revealYearEvents(state);
}

/** Spring, summer or autumn: shuffle the action cards, five face up (261), and lay out the specials. */
export function beginSeason(state: ShogunState): void {
  state.actionRow = shuffle(state.rng, [...ACTION_KINDS]);
  state.actionsShown = OPEN_ACTIONS;
  state.event = null;
  state.plans = {};
  layOutSpecials(state);
}
