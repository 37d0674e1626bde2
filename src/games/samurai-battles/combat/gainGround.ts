// Gaining ground and the bonus close combat after a successful close combat. Seed 003:1768-1804;
// lone leaders 1536-1537 and 1554-1555; bodyguards cannot move (714-717). Zvezda 2012 adds one bar:
// not after moving into terrain that stops movement this turn (seed 002:726-731; seed 000:519-523).

import { leaderOf } from '../board/occupancy';
import { bonusCombatAfterGainingGround, effectiveTerrain } from '../data/terrain';
import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import type { GameState, Unit } from '../types';
import type { Verdict } from './verdict';

const yes: Verdict = { ok: true };
const no = (why: string): Verdict => ({ ok: false, why });

export interface GainGroundInfo {
  mode: 'close' | 'ranged';
  /** The roll was a battle back. */
  battleBack: boolean;
  /** The roll was a defender striking first (First Strike, Ambush). */
  strikesFirst: boolean;
  /** The attacked hex is now empty: the unit was destroyed or retreated, or the lone leader retreated, died or committed seppuku. */
  targetHexEmpty: boolean;
  /** The roll was a bonus close combat: the unit stands in a hex it gained this turn. */
  bonus?: boolean;
}

/**
 * The unit entered the terrain it stands on this turn and that terrain stops movement: it moved there
 * when ordered (its move ends on such a hex), or it gained ground there before this bonus combat.
 */
function enteredStopTerrain(state: GameState, u: Unit, bonus: boolean): boolean {
  if (!effectiveTerrain(state, u.hex).stopsMovement) return false;
  return bonus || (state.turnState.ordered[u.id]?.moved ?? 0) > 0;
}

/**
 * May the unit that just battled move into the attacked hex? Any unit of the active player after a
 * successful close combat (its bonus close combat included, 1803-1804), never after a battle back or a
 * First Strike (1782-1784), never bodyguards (they cannot leave the tent). In a Levy charge any one of
 * the charging levies may advance (rules-decisions "Levy charge").
 */
export function mayGainGround(state: GameState, unitId: string, info: GainGroundInfo): Verdict {
  const u = state.units[unitId];
  if (!u) return no('the unit is gone');
  if (info.mode !== 'close') return no('only a close combat gains ground');
  if (info.battleBack) return no('a unit battling back does not gain ground');
  if (info.strikesFirst) return no('a defender striking first does not gain ground');
  if (statsOf(state, u).immobile) return no('bodyguards never leave their tent');
  if (!info.targetHexEmpty) return no('the enemy still holds the hex');
  // Zvezda: the stop holds for the rest of the turn. Gaining ground INTO such a hex stays allowed
  // (a ford: seed 002:1008; seed 000:746): only the hex the unit stands on now matters.
  if (!rulesOf(state).gainGroundAfterStopTerrain && enteredStopTerrain(state, u, info.bonus === true)) {
    return no('a unit that entered terrain that stops movement this turn may not gain ground');
  }
  return yes;
}

export interface BonusInfo {
  /** It just gained ground after a successful close combat. */
  gainedGround: boolean;
  /** The combat that won the ground was already a bonus close combat. */
  wasBonus: boolean;
  /**
   * A Dragon card grants the bonus anyway: infantry needs no leader, and a second bonus is allowed
   * (cards-gmt.md, "Legendary Combat / Victor").
   */
  dragonGrant?: boolean;
}

/**
 * May the unit make a bonus close combat from the hex it just gained? Cavalry, or a unit with a leader
 * (1788-1791); not after gaining ground into a hex that forbids battle on entry (1796-1797); never a
 * second bonus (1803-1804). Call it with the unit already in the gained hex.
 */
export function mayBonusCombat(state: GameState, unitId: string, info: BonusInfo): Verdict {
  const u = state.units[unitId];
  if (!u) return no('the unit is gone');
  if (!info.gainedGround) return no('only a unit that gained ground makes a bonus close combat');
  const stats = statsOf(state, u);
  if (info.wasBonus && !info.dragonGrant) return no('a unit makes one bonus close combat a turn');
  if (!stats.bonusCombat && !leaderOf(state, u) && !info.dragonGrant) {
    return no('foot units need a leader for a bonus close combat');
  }
  if (!bonusCombatAfterGainingGround(state, u.hex, stats.cavalry)) {
    return no('the hex it gained forbids battle on the turn it is entered');
  }
  return yes;
}
