// Session 16 audit: the worked example of close combat against an army commander and his bodyguards
// that closes the battle notes (seed 003:4070-4111), played through the state machine with its dice.
// The red army is `bottom` here, the blue army (commander, guards, tent) `top`.

import { describe, expect, it } from 'vitest';
import type { BattleSpec } from '../flow/harness';
import { act, eventsOf, expectAt, rolled, script, scriptLeft, setHonor, toBattle } from '../flow/harness';
import { pieces } from './notes-battle';

const EXAMPLE: BattleSpec = {
  terrain: { '10,0': { t: 'tent', side: 'top' } },
  ...pieces(
    { red: 'bottom SSp 11,1', bg: 'top BG 10,0', t2: 'top ASp 4,0' },
    { blueC: 'top commander 10,0', redL: 'bottom foot 11,1' },
  ),
};

describe('worked example: the army commander and his bodyguards (seed 003:4070-4111)', () => {
  it('plays step by step as printed', () => {
    const s = toBattle(EXAMPLE, ['red']);
    setHonor(s, 'top', 5);
    setHonor(s, 'bottom', 5);
    // 1) (003:4074-4078) Red spearmen with their leader attack the commander's unit in close combat;
    // blue holds no First Strike or Ambush, and no Dragon card is played (Dragon cards are off).
    const attack = act(s, { type: 'battle', unit: 'red', target: '10,0', mode: 'close' });
    expect(eventsOf(attack, 'window-skipped').find((w) => w.seat === 'top')?.window).toBe(
      'before-opponent-roll',
    );
    // 2) (003:4086-4087) A token lets the leader inspire: 4 blocks + 1 = 5 dice, a sword and a flag.
    expect(expectAt(s, 'inspire', 'bottom')).toContainEqual({ type: 'inspire', leader: 'redL' });
    script(s, 'swords', 'flag', 'circle', 'triangle', 'square', 'swords', 'circle');
    const first = act(s, { type: 'inspire', leader: 'redL' });
    expect(rolled(first, 'close')).toEqual([['swords', 'flag', 'circle', 'triangle', 'square']]);
    // 3) (003:4093-4096) One block off the guards, the flag ignored, 2 dice for the commander: he lives.
    expect(s.units.bg!.blocks).toBe(3);
    expect(eventsOf(first, 'flags-ignored')).toEqual([{ type: 'flags-ignored', piece: 'bg', count: 1 }]);
    expect(rolled(first, 'leader casualty check')).toEqual([['swords', 'circle']]);
    expect(s.leaders.blueC).toBeDefined();
    // 4) (003:4102-4104) A token inspires the guards' battle back: 3 blocks + 1 = 4 dice, a sword, a
    // square and a flag; the sword is rolled once more, for nothing.
    expect(expectAt(s, 'inspire', 'top')).toContainEqual({ type: 'inspire', leader: 'blueC' });
    script(s, 'swords', 'square', 'flag', 'circle', 'circle', 'circle');
    const back = act(s, { type: 'inspire', leader: 'blueC' });
    expect(rolled(back, 'close')).toEqual([['swords', 'square', 'flag', 'circle']]);
    expect(eventsOf(back, 'reroll').map((r) => r.faces)).toEqual([['circle']]);
    // 5) (003:4108-4111) Two of the four blocks go, the leader survives his check, and red retreats
    // rather than ignore the flag: 2 tokens for the spearmen's hex and 1 for the leader.
    expect(s.units.red!.blocks).toBe(2);
    expect(s.leaders.redL).toBeDefined();
    expect(s.players.bottom.honor).toBe(4);
    act(s, { type: 'ignore-flags', count: 0 });
    act(s, expectAt(s, 'retreat', 'bottom')[0]!);
    expect(s.players.bottom.honor).toBe(1);
    expect(s.units.red!.hex).not.toBe('11,1');
    expect(scriptLeft(s)).toBe(0);
  });
});
