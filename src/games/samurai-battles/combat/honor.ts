// Honor & Fortune lost when a unit or a lone leader retreats, and the size of a Lack of Honor roll.
// Seed 003:1688-1708 (retreat costs), 697-699 and 758-760 (lone leader, army commander), 1712-1721 (lack of honor).
// Zvezda 2012 charges the same (seed 002:675-687; seed 000:481-491, 1040: the commander pays 3 too).
// Tokens paid go back to the common pool (rules-decisions #6).

import { leaderOf } from '../board/occupancy';
import { statsOf } from '../data/units';
import type { GameState } from '../types';

/** Tokens a lone leader (or the army commander leaving his tent) pays for a retreat of 1-3 hexes. */
export const LONE_LEADER_RETREAT_COST = 3;

/**
 * Tokens owed for a retreat of `hexesRetreated` hexes actually moved (blocked hexes cost nothing:
 * 1707-1708). Call it with the state as it was before the retreat, so an attached leader is seen.
 * - Units pay per hex by symbol (circle and triangle 1, square 2); levies pay 2 however far they go.
 * - An attached leader adds 1 per hex he retreats with the unit (1697-1699), levies included.
 * - A lone leader pays 3 for any retreat (1702-1703); so does the army commander once his guards are gone (758-760).
 */
export function retreatCost(state: GameState, pieceId: string, hexesRetreated: number): number {
  if (hexesRetreated <= 0) return 0;
  const unit = state.units[pieceId];
  if (unit) {
    const stats = statsOf(state, unit);
    if (stats.bodyguard) return 0; // bodyguards never retreat (714-717)
    const own = stats.retreatFlatCost ?? stats.honorPerRetreatHex * hexesRetreated;
    const withLeader = leaderOf(state, unit) ? hexesRetreated : 0;
    return own + withLeader;
  }
  const leader = state.leaders[pieceId];
  if (!leader) throw new Error(`no unit or leader ${pieceId}`);
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.hex === leader.hex && u.side === leader.side) {
      throw new Error(`leader ${pieceId} retreats with his unit ${id}: ask for the unit's cost`);
    }
  }
  return LONE_LEADER_RETREAT_COST;
}

/**
 * Dice of a Lack of Honor roll: 4, plus `perUnpaid` for each token that could not be paid. GMT adds
 * 1 per token (1716-1721); Zvezda rolls 4 whatever is unpaid (seed 002:696; seed 000:497), so its
 * profile's `lackOfHonorDicePerUnpaid` is 0.
 */
export function lackOfHonorDice(unpaid: number, perUnpaid = 1): number {
  return 4 + perUnpaid * Math.max(0, unpaid);
}
