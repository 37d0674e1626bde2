// Wires every frame kind to its step handler (imported for its side effect by index.ts).

import { battleBackChoice, bonusChoice, combat, gainGround } from './combat';
import { registerHandlers } from './machine';
import { dragonRetreat, flags, lackOfHonorStep, leaderCheck, leaderRetreat, retreat } from './morale';
import { planOrders } from './orders';
import { battlePhase, movement, orders } from './phases';
import { commandPhase, discardDragon, endTurn, finishTurn, keepCard, replenish, startTurn } from './turn';
import { windowStep } from './windows';

registerHandlers({
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
});
