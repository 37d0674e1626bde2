// The plain-JSON types of the orders step, for modules that only need the shapes.

export type { OrderedEntry, OrderedPieces } from './choices';
export type { OrderChoice, PieceFilter } from './pieces';
export type { GroupRule, OrderPlan, OrderPool, StartOrdersOptions } from './plan';
export type { TurnEffects } from './turnEffects';
