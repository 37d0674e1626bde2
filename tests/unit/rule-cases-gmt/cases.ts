// The shared builder of the GMT rule cases (session 16): pieces in one short call each, a board from
// them, and the close and ranged attacks as engine actions. Everything else comes from the flow
// harness and the Dragon kit, so a case reads as a board, the actions and the outcome.

import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { HexKey, LeaderKind, Side, UnitTypeId } from '../../../src/games/samurai-battles/types';
import type { BattleSpec, LeaderSpec, UnitSpec } from '../flow/harness';

/** A piece's side from its id: ids starting with "t" are top's, every other is bottom's. */
function sideOf(id: string): Side {
  return id.startsWith('t') ? 'top' : 'bottom';
}

/** A unit (side from the id's first letter). */
export function u(id: string, type: UnitTypeId, hex: HexKey, blocks?: number): UnitSpec {
  return blocks === undefined
    ? { id, side: sideOf(id), type, hex }
    : { id, side: sideOf(id), type, hex, blocks };
}

/** A leader (side from the id's first letter). */
export function ldr(id: string, kind: LeaderKind, hex: HexKey): LeaderSpec {
  return { id, side: sideOf(id), kind, hex };
}

/** A board: units, leaders and anything else of a battle spec. */
export function board(
  units: UnitSpec[],
  leaders: LeaderSpec[] = [],
  rest: Partial<BattleSpec> = {},
): BattleSpec {
  return { units, leaders, ...rest };
}

export function close(unit: string, target: HexKey): Action {
  return { type: 'battle', unit, target, mode: 'close' };
}

export function ranged(unit: string, target: HexKey): Action {
  return { type: 'battle', unit, target, mode: 'ranged' };
}

/** The final hexes of the retreat paths offered. */
export function retreatEnds(actions: Action[]): HexKey[] {
  return actions
    .filter((a): a is Extract<Action, { type: 'retreat' }> => a.type === 'retreat')
    .map((a) => a.to)
    .sort();
}

/** The hexes a lone leader is offered to retreat to. */
export function leaderEnds(actions: Action[]): HexKey[] {
  return actions
    .filter((a): a is Extract<Action, { type: 'leader-retreat' }> => a.type === 'leader-retreat')
    .map((a) => a.to)
    .sort();
}

export * from '../dragon/kit';
export * from '../flow/harness';
