// How far an ordered piece may move this turn (flow/rules.ts moveAllowance), worked out into one
// scratch record instead of a new object: the movement step asks it for every piece at every
// listing, and reads whether Dragon cards let it pass through anything from the same look.

import { leaderStatsFor, statsOf } from '../data/units';
import { dragonMoveBonus } from '../dragon/modifiers';
import type { GameState, Unit } from '../types';
import { moveLocked } from './scenarioRules';

/**
 * The last allowance worked out by allowanceOf: scratch, valid until its next call (read it right
 * away). `through`: Spirit of Haya-ji lets the piece (a unit) pass through anything.
 */
export const allowed = { max: 0, battleMax: 0, through: false };

/** Fills `allowed` for `pieceId`: how far it may move, and move and still battle, this turn. */
export function allowanceOf(state: GameState, pieceId: string): void {
  allowanceWith(state, pieceId, state.units[pieceId]);
}

/** allowanceOf for a caller that has looked the piece up: `u` is the unit `pieceId` names (undefined: a leader). */
export function allowanceWith(state: GameState, pieceId: string, u: Unit | undefined): void {
  const fx = state.turnState.effects;
  let max: number;
  let battleMax: number;
  let through = false;
  if (u) {
    const stats = statsOf(state, u);
    max = fx.move[u.type] ?? stats.move;
    battleMax = fx.moveAndBattle[u.type] ?? (stats.noBattleIfMoved ? 0 : stats.moveAndBattle);
    // moveLocked asks only about a unit of a group not yet released (most have no group).
    if (fx.noMove || (u.group && !u.released && moveLocked(state, pieceId))) max = 0;
  } else {
    const l = state.leaders[pieceId]!;
    // The army commander away from his tent counts as a foot leader (seed 003:761).
    max = leaderStatsFor(state.edition, l.kind).move;
    battleMax = 0;
  }
  if (fx.maxMove !== null) max = Math.min(max, fx.maxMove);
  // Dragon cards add hexes to a piece that may move at all, and it may still battle after them
  // if it could battle after moving in the first place (Katchu Keiba, Move Like the Wind, Haya-ji).
  if (u) {
    const bonus = dragonMoveBonus(state, pieceId);
    through = bonus.through;
    const extra = bonus.hexes;
    if (extra > 0 && max > 0) {
      max += extra;
      if (battleMax > 0) battleMax += extra;
    }
  }
  allowed.max = max;
  allowed.battleMax = Math.min(battleMax, max);
  allowed.through = through;
}
