// Shogun on the engine's state machine: the frame handlers and the calendar of two years.

import { createMachine } from '../../../engine/machine';
import type { Seat } from '../data/components';
import {
  actionsHandler,
  moveHandler,
  orderHandler,
  planHandler,
  revealHandler,
  seasonEndHandler,
  seasonHandler,
} from './season';
import { draftHandler, seedTowerHandler } from './start';
import type { Action, Frame, GameEvent, ShogunGame } from './state';
import { revoltsHandler, winterHandler, yearEndHandler } from './winter';

export const machine = createMachine<ShogunGame, Frame, Seat, Action, GameEvent>({
  handlers: {
    draft: draftHandler,
    seedTower: seedTowerHandler,
    season: seasonHandler,
    plan: planHandler,
    reveal: revealHandler,
    order: orderHandler,
    actions: actionsHandler,
    move: moveHandler,
    seasonEnd: seasonEndHandler,
    winter: winterHandler,
    revolts: revoltsHandler,
    yearEnd: yearEndHandler,
  },
  isOver: (state) => state.outcome !== null,
  // Spring, summer, autumn, winter, twice (244); the last winter ends the game.
  idle: (state) => (state.calendar % 4 === 3 ? { kind: 'winter', turn: 0 } : { kind: 'season' }),
});
