// Leader casualty checks: when one is rolled, with how many dice, and what kills the leader.
// Seed 003:1480-1525 (checks), 735-737 (army commander), 1538-1544 (lone leader attacked: no check).
// Zvezda 2012 has the same ordinary checks (seed 002:621-639) and gives the commander no check of his own.

import { rulesOf } from '../editions';
import type { DieFace, GameState } from '../types';

/**
 * - `ranged`: his unit lost blocks to ranged fire and survived (2 dice, 2 swords; 1497-1502).
 * - `close`: his unit lost blocks in close combat and survived (1 die, 1 sword; 1513-1517).
 * - `unit-wiped`: his unit lost its last block, ranged or close; he is now alone (1 die, 1 sword; 1503-1507, 1521-1525).
 * - `commander`: the army commander's bodyguards lost 1+ blocks, the last one included (2 dice, 2 swords;
 *   735-737 give the dice only; rules-decisions "Army commander check").
 */
export type LeaderCheckKind = 'ranged' | 'close' | 'unit-wiped' | 'commander';

export interface LeaderCheck {
  dice: number;
  swordsNeeded: number;
}

export function leaderCheck(kind: LeaderCheckKind): LeaderCheck {
  switch (kind) {
    case 'ranged':
      return { dice: 2, swordsNeeded: 2 };
    case 'close':
      return { dice: 1, swordsNeeded: 1 };
    case 'unit-wiped':
      return { dice: 1, swordsNeeded: 1 };
    case 'commander':
      return { dice: 2, swordsNeeded: 2 };
  }
}

/** Which check follows a combat loss of an attached leader's unit (the caller knows the leader is the commander). */
export function leaderCheckKind(
  mode: 'close' | 'ranged',
  unitWiped: boolean,
  isCommander: boolean,
): LeaderCheckKind {
  if (isCommander) return 'commander';
  if (unitWiped) return 'unit-wiped';
  return mode;
}

/**
 * The check after a combat loss of the unit a leader is with, under the game's edition. With his
 * bodyguards the GMT army commander takes his own check (735-737); the Zvezda commander takes the
 * ordinary ones, rolled only because 1+ guard fell (seed 000:1036; seed 002:631-639).
 */
export function leaderCheckAfterLoss(
  state: Pick<GameState, 'edition'>,
  mode: 'close' | 'ranged',
  unitWiped: boolean,
  withBodyguards: boolean,
): LeaderCheck {
  const own = withBodyguards && rulesOf(state).commanderCheck === 'own';
  return leaderCheck(leaderCheckKind(mode, unitWiped, own));
}

/** Why a unit lost blocks; only combat hits call for a check. */
export type LeaderLossCause = 'combat' | 'blocked-retreat' | 'dragon' | 'lack-of-honor' | 'castle';

/**
 * Blocked retreats, Dragon cards and Lack of Honor never call for a check (1488-1491, 1739-1742).
 * Castle flags turned into hits are treated like a blocked retreat: no check (rules-decisions #10).
 */
export function leaderCheckNeeded(cause: LeaderLossCause): boolean {
  return cause === 'combat';
}

export function leaderCheckKills(faces: readonly DieFace[], check: LeaderCheck): boolean {
  let swords = 0;
  for (const f of faces) if (f === 'swords') swords++;
  return swords >= check.swordsNeeded;
}
