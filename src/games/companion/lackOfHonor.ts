// Reading a Lack of Honor roll without a board (seed 003:1712-1766). The app does not know where
// the units stand, so it asks combat/lackOfHonor.ts about a stand-in army: the retreating piece, and
// one unit of each symbol with blocks to spare standing next to it. Each die then reads as "the
// retreating unit", "the nearest unit with this symbol" (the owner picks among equally near ones),
// "any unit with this symbol" (a Dragon card's cost), "the lone leader dies", or nothing.

import type { DieFace, Edition, Side, UnitSymbol, UnitTypeId } from '../samurai-battles/rules-api';
import {
  type LackOfHonorOrigin,
  lackOfHonorDice,
  lackOfHonorLosses,
  rulesOf,
} from '../samurai-battles/rules-api';
import { type Battlefield, battlefield } from './battlefield';
import { defaultSpec, specIn } from './spec';

/** Who lost the tokens: a retreating unit (by its symbol), a lone leader, or a Dragon card's cost. */
export type HonorCause = 'circle' | 'triangle' | 'square' | 'leader' | 'dragon';
export const HONOR_CAUSES: readonly HonorCause[] = ['circle', 'triangle', 'square', 'leader', 'dragon'];

export type LackOfHonorEffect =
  /** One block off the unit that retreated. */
  | 'retreating-unit'
  /** One block off the unit with this symbol nearest to where the retreat ended. */
  | 'nearest-unit'
  /** One block off a unit with this symbol, the owner's choice. */
  | 'any-unit'
  /** The lone leader who retreated dies (the opponent gains a banner). */
  | 'leader-killed'
  | 'nothing';

export interface LackOfHonorReading {
  face: DieFace;
  effect: LackOfHonorEffect;
}

/**
 * Dice of the roll: 4, plus 1 per token that could not be paid under GMT 2021 (seed 003:1716-1721);
 * always 4 under Zvezda 2012 (seed 002:696). The edition's profile says which.
 */
export function lackOfHonorDiceCount(unpaid: number, edition: Edition = 'gmt2021'): number {
  return lackOfHonorDice(unpaid, rulesOf({ edition }).lackOfHonorDicePerUnpaid);
}

const SYMBOL_TYPES: Record<'circle' | 'triangle' | 'square', UnitTypeId> = {
  circle: 'AB',
  triangle: 'ASp',
  square: 'SSp',
};

/** Stand-ins for the rest of the army: one unit per symbol next to the retreat's end, never used up. */
function standIns(field: Battlefield, side: Side, skip: UnitSymbol | null): void {
  const spots = ['4,4', '4,6', '2,4'];
  (['circle', 'triangle', 'square'] as const).forEach((symbol, i) => {
    if (symbol === skip) return;
    const id = `stand-in-${symbol}`;
    field.state.units[id] = {
      id,
      side,
      type: SYMBOL_TYPES[symbol],
      hex: spots[i]!,
      blocks: 99,
      maxBlocks: 99,
    };
  });
}

export function readLackOfHonor(
  side: Side,
  cause: HonorCause,
  faces: readonly DieFace[],
  edition: Edition = 'gmt2021',
): LackOfHonorReading[] {
  const field = battlefield(specIn(defaultSpec(side), edition));
  const s = field.state;
  // Only the pieces of the side that lost the tokens matter here.
  delete s.units.target;
  delete s.leaders['target-leader'];
  let origin: LackOfHonorOrigin;
  if (cause === 'circle' || cause === 'triangle' || cause === 'square') {
    s.units.attacker = { ...s.units.attacker!, type: SYMBOL_TYPES[cause], blocks: 4, maxBlocks: 4 };
    origin = { unitId: 'attacker' };
    standIns(field, side, cause);
  } else if (cause === 'leader') {
    delete s.units.attacker;
    s.leaders.retreating = { id: 'retreating', side, kind: 'foot', hex: '3,5' };
    origin = { leaderId: 'retreating' };
    standIns(field, side, null);
  } else {
    delete s.units.attacker;
    origin = { dragon: true };
    standIns(field, side, null);
  }
  const result = lackOfHonorLosses(s, side, faces, origin);
  return result.dice.map((d) => {
    let effect: LackOfHonorEffect = 'nothing';
    if (d.effect === 'kill-leader') effect = 'leader-killed';
    else if (d.effect === 'hit' && d.unitId === 'attacker') effect = 'retreating-unit';
    else if (d.effect === 'hit' || d.effect === 'owner-chooses')
      effect = cause === 'dragon' ? 'any-unit' : 'nearest-unit';
    return { face: d.face, effect };
  });
}
