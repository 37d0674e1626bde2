// Every frame kind's step handler, for the machine in flow/driver.ts.

import type { HandlerRegistry } from '../../../engine/machine';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import { battleBackChoice, bonusChoice, combat, gainGround } from './combat';
import type { GameEvent } from './events';
import type { Frame } from './frames';
import { dragonRetreat, flags, lackOfHonorStep, leaderCheck, leaderRetreat, retreat } from './morale';
import { planOrders } from './orders';
import { battlePhase, movement, orders } from './phases';
import { commandPhase, discardDragon, endTurn, finishTurn, keepCard, replenish, startTurn } from './turn';
import { windowStep } from './windows';

export const HANDLERS: HandlerRegistry<GameState, Frame, Side, Action, GameEvent> = {
  'start-turn': startTurn,
  command: commandPhase,
  window: windowStep,
  'plan-orders': planOrders,
  orders,
  movement,
  'battle-phase': battlePhase,
  combat,
  flags,
  retreat,
  'leader-retreat': leaderRetreat,
  'leader-check': leaderCheck,
  'lack-of-honor': lackOfHonorStep,
  'dragon-retreat': dragonRetreat,
  'battle-back-choice': battleBackChoice,
  'gain-ground': gainGround,
  'bonus-choice': bonusChoice,
  'end-turn': endTurn,
  'finish-turn': finishTurn,
  'keep-card': keepCard,
  replenish,
  'discard-dragon': discardDragon,
};
