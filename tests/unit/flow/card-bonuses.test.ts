// The Command card's dice bonuses (flow/rules.ts cardBonuses) as the dice preview and the roll show
// them: none for a unit not ordered or without a bonus (the shared empty list, never changed by a
// caller), the close and the any bonus in that order, named after the card when one is in effect.

import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { CombatFrame } from '../../../src/games/samurai-battles/flow/frames';
import { diceFor } from '../../../src/games/samurai-battles/flow/rules';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { viewOf } from '../../../src/games/samurai-battles/view';
import { type BattleSpec, decision, toBattle } from './harness';

const spec: BattleSpec = {
  units: [
    { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 'b', side: 'bottom', type: 'SSp', hex: '12,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
  ],
  terrain: {},
};
const attack: Action = { type: 'battle', unit: 'a', target: '11,7', mode: 'close' };

function bonusesOf(s: GameState, action: Action) {
  const found = viewOf(s, decision(s).seat).dicePreviews?.find((p) => sameAction(p.action, action));
  if (!found) throw new Error('no preview');
  return found.preview.dice;
}

describe('Command card bonuses to the dice', () => {
  it('none without a bonus; a list changed by its reader is not seen by the next count', () => {
    const s = toBattle(spec, ['a']);
    const first = bonusesOf(s, attack);
    expect(first).toMatchObject({ base: 4, total: 4, bonuses: [] });
    first.bonuses.push({ source: 'by hand', dice: 3 });
    expect(bonusesOf(s, attack)).toMatchObject({ base: 4, total: 4, bonuses: [] });
  });

  it('the close bonus, then the any bonus, each named after the card in effect', () => {
    const s = toBattle(spec, ['a']);
    s.turnState.effects.closeBonus = 1;
    s.turnState.effects.anyBonus = 2;
    const from = { kind: 'command', card: s.turnState.effectiveCard };
    expect(s.turnState.effectiveCard).not.toBeNull();
    expect(bonusesOf(s, attack)).toMatchObject({
      base: 4,
      total: 7,
      bonuses: [
        { source: 'Command card', dice: 1, from },
        { source: 'Command card', dice: 2, from },
      ],
    });
    // Without a card in effect the bonuses carry no `from` key at all.
    s.turnState.effectiveCard = null;
    const plain = bonusesOf(s, attack).bonuses;
    expect(plain).toEqual([
      { source: 'Command card', dice: 1 },
      { source: 'Command card', dice: 2 },
    ]);
    expect(plain.every((b) => !('from' in b))).toBe(true);
    // The close bonus alone when the any bonus is 0.
    s.turnState.effects.anyBonus = 0;
    expect(bonusesOf(s, attack).bonuses).toEqual([{ source: 'Command card', dice: 1 }]);
  });

  it('only for the active side’s ordered units', () => {
    const s = toBattle(spec, ['a']);
    s.turnState.effects.closeBonus = 1;
    const frame = (attacker: string, side: 'top' | 'bottom'): CombatFrame =>
      ({
        kind: 'combat',
        step: 'declare',
        side,
        attacker,
        targetHex: '11,7',
        target: 't1',
        targetIsLeader: false,
        mode: 'close',
        battleBack: false,
        bonus: false,
        strikesFirst: false,
        attackerHex: s.units[attacker]!.hex,
      }) as CombatFrame;
    expect(diceFor(s, frame('a', 'bottom')).bonuses).toHaveLength(1);
    expect(diceFor(s, frame('b', 'bottom')).bonuses).toEqual([]);
    expect(diceFor(s, frame('a', 'top')).bonuses).toEqual([]);
    expect(diceFor(s, frame('a', 'bottom')).total).toBe(5);
  });
});
