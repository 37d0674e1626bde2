// Battle dice on the app: a free roll of any number of dice, and the calculator's roll, which pays
// the inspiration token, rolls, lets bodyguards roll their swords again, reads the result and hands
// the roller the Honor & Fortune symbols it keeps (as far as the pool allows, seed 003:1885-1888).

import type { GameState } from '../samurai-battles/rules-api';
import { emit, gainHonor, payHonor, rollDice } from '../samurai-battles/rules-api';
import { extraDiceFor, planDice, scoreOutcome } from './calculator';
import { emitC, type Run } from './run';
import { type CalcChange, type CombatSpec, defaultSpec, setCalcField, specIn } from './spec';
import type { CompanionState } from './state';

export function freeRoll(run: Run, count: number): void {
  const faces = rollDice(run.ctx, count);
  emit(run.ctx, { type: 'dice', side: run.s.control, purpose: 'free', faces, dice: null });
  run.s.lastRoll = { kind: 'free', faces };
}

/** The calculator's question under the game's rule set. */
export function calcSpec(s: CompanionState): CombatSpec {
  return specIn(s.calc, s.table.edition);
}

/** The calculator's roll is possible: the combat is allowed and an inspiration can be paid for. */
export function mayCombatRoll(s: CompanionState): boolean {
  const plan = planDice(calcSpec(s), s.terrainRules);
  if (plan.blocked || plan.total <= 0) return false;
  return plan.inspireCost <= s.table.players[s.calc.side].honor;
}

export function combatRoll(run: Run): void {
  const s = run.s;
  const spec = structuredClone(calcSpec(s));
  const plan = planDice(spec, s.terrainRules);
  // The inspiring leader's token goes back to the pool (seed 003:1361-1364).
  if (plan.inspireCost > 0) payHonor(run.ctx, spec.side, plan.inspireCost, 'inspiration');
  const purpose = spec.kind;
  const faces = rollDice(run.ctx, plan.total);
  emit(run.ctx, {
    type: 'dice',
    side: spec.side,
    purpose,
    faces,
    dice: { base: plan.base, cap: plan.cap, bonuses: plan.bonuses, total: plan.total },
  });
  const again = extraDiceFor(spec, faces);
  const extra = again > 0 ? rollDice(run.ctx, again) : [];
  if (extra.length > 0)
    emit(run.ctx, { type: 'reroll', side: spec.side, purpose: 'bodyguards re-roll swords', faces: extra });
  const outcome = scoreOutcome(spec, faces, extra, s.terrainRules);
  const honorGained =
    outcome.score.honor > 0 ? gainHonor(run.ctx, spec.side, outcome.score.honor, purpose) : 0;
  s.lastRoll = { kind: 'combat', spec, plan, outcome, honorGained };
  emitC(run, {
    type: 'combat-rolled',
    side: spec.side,
    hits: outcome.score.hits,
    flags: outcome.score.flags,
    honor: honorGained,
  });
}

export function changeCalc(run: Run, change: CalcChange): void {
  setCalcField(run.s.calc, change);
  emitC(run, { type: 'calc-changed' });
}

export function resetCalc(run: Run, table: GameState): void {
  run.s.calc = defaultSpec(table.active);
  emitC(run, { type: 'calc-changed' });
}
