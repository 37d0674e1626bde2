// A new companion game: the setup the players chose, the event cards of the first year, and (with a
// simulated tower) the tower filled as the rules fill the real one (206-216).

import { createRng } from '../../engine/rng';
import {
  type BoardSide,
  FIXED_SETUPS,
  firstEvents,
  type PlayerCount,
  provincesInPlay,
  type ReportedBoard,
  SEATS,
  seedSimulatedTower,
} from '../shogun/rules-api';
import type { ShogunCompanionState, TowerChoice } from './state';

export interface ShogunCompanionSetup {
  players: PlayerCount;
  side: BoardSide;
  /** The fixed setup is printed for the sun side only (668). */
  start: 'fixed' | 'draft';
  tower: TowerChoice;
}

export function setupProblem(setup: ShogunCompanionSetup): string | null {
  if (![3, 4, 5].includes(setup.players)) return 'Shogun takes 3 to 5 players';
  if (setup.start === 'fixed' && setup.side !== 'sun') return 'the fixed setups are for the sun side';
  return null;
}

/** The board at the start: the fixed provinces, or nobody's yet (the draft happens on the table). */
export function startBoard(setup: ShogunCompanionSetup): ReportedBoard {
  const board: ReportedBoard = {};
  for (const id of provincesInPlay(setup.side, setup.players)) board[id] = { owner: null, buildings: [] };
  if (setup.start === 'fixed')
    FIXED_SETUPS[setup.players].forEach((groups, i) => {
      for (const [id] of groups) board[id] = { owner: SEATS[i]!, buildings: [] };
    });
  return board;
}

export function createShogunCompanion(setup: ShogunCompanionSetup, seed: number): ShogunCompanionState {
  const problem = setupProblem(setup);
  if (problem) throw new Error(problem);
  const seats = SEATS.slice(0, setup.players);
  let rng = createRng(seed);
  let tower = null;
  let seeded = null;
  if (setup.tower !== 'physical') {
    const s = seedSimulatedTower(setup.tower, seats, rng);
    tower = s.tower;
    seeded = s.fell;
    rng = s.rng;
  }
  const events = firstEvents(rng);
  return {
    game: 'shogun-companion',
    version: 1,
    seats,
    side: setup.side,
    start: setup.start,
    towerChoice: setup.tower,
    tower,
    tray: {},
    rng: events.rng,
    year: 1,
    season: 'spring',
    phase: { step: 'setup' },
    eventDeck: events.deck,
    openEvents: events.open,
    event: null,
    actionRow: [],
    actionsShown: 0,
    specialSpaces: [],
    bids: null,
    revealed: {},
    specials: {},
    daimyoSpace: {},
    turnOrder: [...seats],
    battle: null,
    lastBattle: null,
    board: startBoard(setup),
    rice: {},
    chests: {},
    supplies: [],
    sheet: [],
    seeded,
    actionCount: 0,
    undoFloor: 0,
  };
}
