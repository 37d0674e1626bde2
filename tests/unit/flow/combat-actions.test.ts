import { describe, expect, it } from 'vitest';
import {
  battleBackAction,
  bonusCombatAction,
  GAIN_GROUND,
  ignoreFlagsAction,
  inspireAction,
  NO_BONUS,
  NO_INSPIRE,
  STAY,
} from '../../../src/games/samurai-battles/flow/combatActions';

// flow/combatActions.ts: the combat decisions' action objects, made once and shared by every
// listing. Each must be the action a listing made before (same keys, same order, same values),
// and the same object whenever asked for the same leader, count or hex.

describe('the shared actions of the combat decisions', () => {
  it('are the actions the listings made, key for key', () => {
    expect(JSON.stringify(NO_INSPIRE)).toBe(JSON.stringify({ type: 'no-inspire' }));
    expect(JSON.stringify(GAIN_GROUND)).toBe(JSON.stringify({ type: 'gain-ground' }));
    expect(JSON.stringify(STAY)).toBe(JSON.stringify({ type: 'stay' }));
    expect(JSON.stringify(NO_BONUS)).toBe(JSON.stringify({ type: 'no-bonus' }));
    expect(JSON.stringify(inspireAction('L1'))).toBe(JSON.stringify({ type: 'inspire', leader: 'L1' }));
    for (const n of [3, 0, 1, 2])
      expect(JSON.stringify(ignoreFlagsAction(n))).toBe(JSON.stringify({ type: 'ignore-flags', count: n }));
    expect(JSON.stringify(bonusCombatAction('5,3'))).toBe(
      JSON.stringify({ type: 'bonus-combat', target: '5,3' }),
    );
    expect(JSON.stringify(battleBackAction('4,2'))).toBe(
      JSON.stringify({ type: 'battle-back', target: '4,2' }),
    );
  });

  it('are one object per leader, count or hex, and different ones for different values', () => {
    expect(inspireAction('L1')).toBe(inspireAction('L1'));
    expect(inspireAction('L2')).not.toBe(inspireAction('L1'));
    expect(inspireAction('L2')).toEqual({ type: 'inspire', leader: 'L2' });
    expect(ignoreFlagsAction(2)).toBe(ignoreFlagsAction(2));
    expect(ignoreFlagsAction(1)).toEqual({ type: 'ignore-flags', count: 1 });
    expect(bonusCombatAction('1,1')).toBe(bonusCombatAction('1,1'));
    expect(bonusCombatAction('1,2')).toEqual({ type: 'bonus-combat', target: '1,2' });
    expect(battleBackAction('1,1')).toBe(battleBackAction('1,1'));
    expect(battleBackAction('2,1')).toEqual({ type: 'battle-back', target: '2,1' });
  });
});
