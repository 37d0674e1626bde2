// Zvezda 2012 gaining ground and terrain: a unit that entered terrain that stops movement this turn
// may not gain ground (seed 002:726-731; seed 000:519-523); gaining ground into a ford stays allowed
// (seed 002:1008; seed 000:746). GMT dropped the first restriction (seed 003:1780-1784).

import { describe, expect, it } from 'vitest';
import { mayGainGround } from '../../../src/games/samurai-battles/combat/gainGround';
import type { Edition, GameState } from '../../../src/games/samurai-battles/types';
import { act, type BattleSpec, decision, endMovement, expectAt, legal, script } from '../flow/harness';
import { toBattle, toMovement } from './combatKit';

/** Bottom's samurai `a` at 10,8; top's spearmen t1 (1 block) at 12,6, next to the forest at 11,7. */
const WOOD: BattleSpec = {
  units: [
    { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '12,6', blocks: 1 },
  ],
  terrain: { '11,7': 'forest' },
};
const INTO_T1 = { type: 'battle', unit: 'a', target: '12,6', mode: 'close' } as const;

/** Moves `a` into the forest and destroys t1 from there (2 dice out of a forest, seed 002:959). */
function winFromTheForest(edition: Edition): GameState {
  const s = toMovement(WOOD, ['a'], edition);
  act(s, { type: 'move', piece: 'a', to: '11,7' });
  endMovement(s);
  script(s, 'triangle', 'circle');
  act(s, INTO_T1);
  expect(s.units.t1).toBeUndefined();
  return s;
}

describe('Zvezda gaining ground after stop terrain', () => {
  it('a unit that moved into a forest this turn may not gain ground (seed 002:726-728; seed 000:521)', () => {
    const s = winFromTheForest('zvezda2012');
    expect(legal(s, { type: 'gain-ground' })).toBe(false);
    expect(decision(s).point).not.toBe('gain-ground');
    expect(s.units.a!.hex).toBe('11,7');
  });

  it('under GMT it may (seed 003:1780-1784)', () => {
    const s = winFromTheForest('gmt2021');
    expectAt(s, 'gain-ground', 'bottom');
  });

  it('a unit that stood in the forest all turn may still gain ground (seed 002:728)', () => {
    const s = toBattle({ ...WOOD, units: [{ ...WOOD.units![0]!, hex: '11,7' }, WOOD.units![1]!] }, ['a']);
    script(s, 'triangle', 'circle');
    act(s, INTO_T1);
    expectAt(s, 'gain-ground', 'bottom');
  });

  it('gaining ground into a ford stays allowed (seed 002:1008; seed 000:746)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
        ],
        terrain: { '11,7': 'ford' },
      },
      ['a'],
    );
    script(s, 'triangle', 'circle');
    act(s, { type: 'battle', unit: 'a', target: '11,7', mode: 'close' });
    act(s, { type: 'gain-ground' });
    expect(s.units.a!.hex).toBe('11,7');
  });

  /**
   * Mounted samurai move 1 hex to 12,8 (open), destroy t1 in the forest at 13,7, gain ground into it,
   * and destroy t2 at 14,6 in the bonus close combat. Returns the state after that bonus combat.
   */
  function bonusFromTheForest(edition: Edition): GameState {
    const s = toMovement(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSpC', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '13,7', blocks: 1 },
          { id: 't2', side: 'top', type: 'ASp', hex: '14,6', blocks: 1 },
        ],
        terrain: { '13,7': 'forest' },
      },
      ['a'],
      edition,
    );
    act(s, { type: 'move', piece: 'a', to: '12,8' });
    endMovement(s);
    script(s, 'triangle', 'triangle');
    act(s, { type: 'battle', unit: 'a', target: '13,7', mode: 'close' });
    act(s, { type: 'gain-ground' });
    expect(s.units.a!.hex).toBe('13,7');
    script(s, 'triangle', 'triangle');
    act(s, { type: 'bonus-combat', target: '14,6' });
    expect(s.units.t2).toBeUndefined();
    return s;
  }

  it('after gaining ground into a forest, the bonus close combat wins no second advance (seed 002:728, 735)', () => {
    const s = bonusFromTheForest('zvezda2012');
    expect(legal(s, { type: 'gain-ground' })).toBe(false);
    expect(s.units.a!.hex).toBe('13,7');
    expectAt(bonusFromTheForest('gmt2021'), 'gain-ground', 'bottom');
  });

  it('the rule reads the hex the unit stands on and whether it entered it this turn (seed 002:726-728)', () => {
    const s = toBattle(WOOD, ['a']);
    const info = { mode: 'close', battleBack: false, strikesFirst: false, targetHexEmpty: true } as const;
    s.units.a!.hex = '11,7';
    expect(mayGainGround(s, 'a', info).ok).toBe(true);
    s.turnState.ordered.a!.moved = 1;
    expect(mayGainGround(s, 'a', info)).toMatchObject({ ok: false });
    s.turnState.ordered.a!.moved = 0;
    expect(mayGainGround(s, 'a', { ...info, bonus: true })).toMatchObject({ ok: false });
    s.units.a!.hex = '10,8';
    expect(mayGainGround(s, 'a', { ...info, bonus: true }).ok).toBe(true);
  });
});
