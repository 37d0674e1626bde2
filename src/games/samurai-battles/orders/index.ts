// Ordering units and leaders with a Command card (seed 003:839-936, 1965-2087).

export { assignable } from './assign';
export {
  applyOrderChoice,
  canOrderAnything,
  isLegalOrderChoice,
  legalOrderChoices,
  type OrderedEntry,
  type OrderedPieces,
  orderedPieces,
  orderingComplete,
  ordersLeft,
  validOrdered,
} from './choices';
export { choiceKey, type OrderChoice, type PieceFilter, parseChoice } from './pieces';
export {
  commandOf,
  effectiveCardId,
  type GroupRule,
  type OrderPlan,
  type OrderPool,
  type StartOrdersOptions,
  shogunDiceCount,
  startOrders,
} from './plan';
export { noEffects, planTurnEffects, type TurnEffects, turnEffects } from './turnEffects';
