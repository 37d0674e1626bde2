// The public rules API of Samurai Battles: what other modules (the companion for the physical game)
// may use of it: the state and its types, the tables, combat counting and the shared bookkeeping.
// Anything not exported here is internal to the rules and may change without notice.

export { bodyguardExtraDice } from './combat/bodyguardReroll';
export type { DiceBonus } from './combat/dice';
export { closeCombatDice, levyChargeDice, rangedCombatDice } from './combat/dice';
export { flagOutcome } from './combat/flagOutcome';
export { flagIgnore, ignorableFlags } from './combat/flags';
export { lackOfHonorDice, retreatCost } from './combat/honor';
export type { LackOfHonorOrigin } from './combat/lackOfHonor';
export { lackOfHonorLosses } from './combat/lackOfHonor';
export type { LeaderCheckKind } from './combat/leaderCheck';
export { leaderCheck, leaderCheckKills, leaderCheckKind } from './combat/leaderCheck';
export type { Roller, ScoreResult } from './combat/score';
export { scoreRoll } from './combat/score';
export type { Cap } from './combat/terrainEffects';
export { inspirationForbiddenAt } from './combat/terrainEffects';
export { COMMAND_CARDS, cardDef, cardDefId } from './data/commandCards';
export type { UnitStats } from './data/units';
export { UNIT_TYPE_IDS, unitStatsFor } from './data/units';
export { determinizeBattle } from './determinize';
export { rulesOf } from './editions';
export type { Ctx } from './flow/context';
export {
  awardBanners,
  discardRandomCommand,
  drawCommand,
  drawDragon,
  emit,
  endGame,
  gainHonor,
  irreversible,
  payHonor,
  rollDice,
} from './flow/context';
export { dragonCost } from './flow/dragon';
export type { GameEvent } from './flow/events';
export { checkObjectivesAtTurnStart } from './flow/objectives';
export { drawsCommandCard, scenarioRulesAtTurnEnd } from './flow/scenarioRules';
export { surrenderIfHandOfOne } from './flow/surrender';
export { barredFromDiscard, freshTurnState } from './flow/turnState';
export { noEffects, turnEffects } from './orders/turnEffects';
export { outcomeOf } from './outcome';
export type { Setup } from './setup';
export { createGame } from './setup';
export type {
  CardInstance,
  CommandCardId,
  DieFace,
  Edition,
  GameOptions,
  GameState,
  HexKey,
  Leader,
  PlayerState,
  Side,
  TerrainCell,
  TerrainId,
  Unit,
  UnitSymbol,
  UnitTypeId,
} from './types';
export { opponent, SIDES } from './types';
export { publicDraw } from './view';
