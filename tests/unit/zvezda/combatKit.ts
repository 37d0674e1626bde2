// Small battles for the Zvezda 2012 combat and terrain tests: the flow harness's scenarios, set up
// under either edition, so one spec can show where the two rule sets part.

import { sameAction } from '../../../src/engine/action';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { DicePreview } from '../../../src/games/samurai-battles/flow/preview';
import type { Edition, GameState, Side, UnitTypeId } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import {
  type BattleSpec,
  CENTER_HAND,
  decision,
  endMovement,
  order,
  playCard,
  scenario,
  setHand,
} from '../flow/harness';

/** A new game under `edition` at the first Command-card decision (Dragon cards off). */
export function game(spec: BattleSpec, edition: Edition = 'zvezda2012', seed = 1): GameState {
  return samuraiBattles.setup({ scenario: scenario(spec), options: { dragonCards: false }, edition }, seed);
}

/** Bottom plays Order Two Center and orders these pieces; the state waits at movement (or later). */
export function toMovement(spec: BattleSpec, units: string[], edition: Edition = 'zvezda2012'): GameState {
  const s = game(spec, edition);
  setHand(s, 'bottom', CENTER_HAND);
  playCard(s, 'order-two-center');
  order(s, ...units);
  return s;
}

/** As toMovement, then no movement: the state waits at the battle phase (or wherever the engine goes). */
export function toBattle(spec: BattleSpec, units: string[], edition: Edition = 'zvezda2012'): GameState {
  const s = toMovement(spec, units, edition);
  endMovement(s);
  return s;
}

/** The dice preview the deciding seat's view shows for this action. */
export function previewOf(s: GameState, action: Action, seat: Side = decision(s).seat): DicePreview {
  const found = viewOf(s, seat).dicePreviews?.find((p) => sameAction(p.action, action));
  if (!found) throw new Error(`no preview for ${JSON.stringify(action)}`);
  return found.preview;
}

/** Top's lone foot leader one row from his baseline, attacked by bottom's samurai at 10,2. */
export const NEAR_EDGE: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,2' },
    { id: 't2', side: 'top', type: 'ASp', hex: '16,0' },
  ],
  leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,1' }],
};

/** A unit type, or a type with fewer figures than full. */
export type FacingUnit = UnitTypeId | { type: UnitTypeId; blocks: number };

/** Bottom's `a` at 10,8 and top's `t1` at 11,7, next to each other, with `more` pieces and terrain. */
export function facing(a: FacingUnit, t1: FacingUnit, more: BattleSpec = {}): BattleSpec {
  const piece = (p: FacingUnit) => (typeof p === 'string' ? { type: p } : p);
  return {
    ...more,
    units: [
      { id: 'a', side: 'bottom', hex: '10,8', ...piece(a) },
      { id: 't1', side: 'top', hex: '11,7', ...piece(t1) },
      ...(more.units ?? []),
    ],
  };
}

/** The battle action of `unit` against the piece on `target`. */
export function attackOn(unit: string, target: string, mode: 'close' | 'ranged' = 'close'): Action {
  return { type: 'battle', unit, target, mode };
}
