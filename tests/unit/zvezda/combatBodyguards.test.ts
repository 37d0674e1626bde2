// The Zvezda 2012 Commander unit in combat: three guards rolling 1 die each, hit only by swords,
// rolling their swords again, ignoring 1 flag and never retreating (seed 000:1017-1044; seed 002:89),
// with the rulings for what the 2012 texts leave open (fire at range, rank and stature).

import { describe, expect, it } from 'vitest';
import { bodyguardExtraDice } from '../../../src/games/samurai-battles/combat/bodyguardReroll';
import { flagOutcome } from '../../../src/games/samurai-battles/combat/flagOutcome';
import { flagIgnore } from '../../../src/games/samurai-battles/combat/flags';
import {
  type ScoreContext,
  scoreRoll,
  swordsIgnoredFor,
} from '../../../src/games/samurai-battles/combat/score';
import { rangedTargets } from '../../../src/games/samurai-battles/combat/targets';
import type { DieFace, Edition } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  eventsOf,
  expectAt,
  legal,
  rolled,
  script,
  scriptLeft,
  setHonor,
} from '../flow/harness';
import { game, previewOf, toBattle } from './combatKit';

/** Top's commander and his guards in their camp at 10,0; bottom's samurai naginata next to it. */
const CAMP: BattleSpec = {
  terrain: { '10,0': { t: 'tent', side: 'top' } },
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
    { id: 'bg', side: 'top', type: 'BG', hex: '10,0' },
  ],
  leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '10,0' }],
};
const ATTACK = { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' } as const;

const ranged = (edition: Edition, attacker: ScoreContext['attacker']): ScoreContext => ({
  edition,
  attacker,
  target: 'BG',
  kind: 'ranged',
  battleBack: false,
  inspired: 0,
});

describe('Zvezda commander unit in close combat', () => {
  it('has three guards that roll 1 die each and are hit only by swords (seed 000:1027, 1031, 1035; seed 002:89)', () => {
    const s = toBattle(CAMP, ['b1']);
    setHonor(s, 'top', 0);
    expect(s.units.bg!.blocks).toBe(3);
    // Attack: no sword, so nothing hits the guards. Battle back: 3 guards, 3 dice, no sword.
    script(s, 'square', 'circle', 'triangle', 'honor', 'circle', 'circle', 'honor');
    const ev = act(s, ATTACK);
    expect(s.units.bg!.blocks).toBe(3);
    expect(rolled(ev, 'close')[1]).toHaveLength(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the guards roll their swords once more, and the extra swords are not rolled again (seed 000:1034)', () => {
    const s = toBattle(CAMP, ['b1']);
    setHonor(s, 'top', 0);
    // Attack misses; battle back: 2 swords rolled again once (a sword and an honor symbol).
    script(s, 'circle', 'circle', 'circle', 'circle', 'swords', 'swords', 'circle', 'swords', 'honor');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'reroll')).toEqual([
      { type: 'reroll', side: 'top', purpose: 'bodyguards re-roll swords', faces: ['swords', 'honor'] },
    ]);
    // 3 swords hit the samurai: the guards carry no rank symbol and the samurai are on foot.
    expect(s.units.b1!.blocks).toBe(1);
    expect(scriptLeft(s)).toBe(0);
    expect(bodyguardExtraDice('BG', 'close', ['swords', 'swords', 'flag'])).toBe(2);
  });

  it('a flag they do not ignore costs a guard: they never retreat, pay no honor and bring no commander check (seed 000:1036-1040; seed 002:623)', () => {
    const s = toBattle(CAMP, ['b1']);
    setHonor(s, 'top', 3);
    script(s, 'flag', 'flag', 'square', 'square');
    act(s, ATTACK);
    // The guards ignore 1 flag: the commander with them is their own "ignore 1 flag", not one more.
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
    // Battle back after the flag: 2 guards left, 2 dice (declining the commander's inspiration).
    script(s, 'circle', 'circle');
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(eventsOf(ev, 'blocks-lost')).toEqual([
      { type: 'blocks-lost', unit: 'bg', count: 1, left: 2, cause: 'blocked-retreat' },
    ]);
    expect(eventsOf(ev, 'guards-hold')).toEqual([{ type: 'guards-hold', unit: 'bg', flags: 1 }]);
    expect(eventsOf(ev, 'retreated')).toEqual([]);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(s.units.bg!.hex).toBe('10,0');
    expect(s.players.top.honor).toBe(3);
    const rest = act(s, { type: 'no-inspire' });
    expect(rolled(rest, 'close')).toEqual([['circle', 'circle']]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('two supporting neighbours add the second flag; GMT guards ignore every flag instead (seed 002:654-662; seed 003:753-754)', () => {
    const supported: BattleSpec = {
      ...CAMP,
      units: [
        ...(CAMP.units ?? []),
        { id: 't2', side: 'top', type: 'ASp', hex: '8,0' },
        { id: 't3', side: 'top', type: 'ASp', hex: '12,0' },
      ],
    };
    expect(flagIgnore(game(CAMP), 'bg', 'SSp').max).toBe(1);
    expect(flagIgnore(game(supported), 'bg', 'SSp').max).toBe(2);
    expect(flagIgnore(game(CAMP, 'gmt2021'), 'bg', 'SSp').mustIgnoreAll).toBe(true);
    expect(flagOutcome(game(CAMP), 'bg', 2)).toMatchObject({ kind: 'hold', hits: 2, by: 'unit' });
    expect(flagOutcome(game(CAMP, 'gmt2021'), 'bg', 2)).toEqual({ kind: 'none' });
  });

  it('mounted samurai keep their stature against the guards; the guards have no rank to use (seed 002:521-527)', () => {
    expect(swordsIgnoredFor('zvezda2012', 'BG', 'SSpC').count).toBe(1);
    expect(swordsIgnoredFor('zvezda2012', 'BG', 'SSp').count).toBe(0);
    expect(swordsIgnoredFor('zvezda2012', 'AB', 'BG').count).toBe(0);
    // GMT: no rank or stature in any combat with bodyguards (seed 003:724-725).
    expect(swordsIgnoredFor('gmt2021', 'BG', 'SSpC').count).toBe(0);
  });

  it('the preview counts 1 die per guard left, as the battle back rolls (seed 000:1031)', () => {
    const s = toBattle(
      {
        ...CAMP,
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
          { id: 'bg', side: 'top', type: 'BG', hex: '10,0', blocks: 2 },
        ],
      },
      ['b1'],
      'zvezda2012',
    );
    setHonor(s, 'top', 0);
    expect(previewOf(s, ATTACK).dice.total).toBe(4);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(rolled(ev, 'close').map((f) => f.length)).toEqual([4, 2]);
    expect(eventsOf(ev, 'dice').find((e) => e.side === 'top')?.dice?.total).toBe(2);
  });
});

describe('Zvezda commander unit under fire', () => {
  /** Bottom's missile unit at 11,3, 3 hexes from the camp, with a clear line. */
  const spec = (type: 'AB' | 'AA'): BattleSpec => ({
    terrain: { '10,0': { t: 'tent', side: 'top' } },
    units: [
      { id: 'a', side: 'bottom', type, hex: '11,3' },
      { id: 'bg', side: 'top', type: 'BG', hex: '10,0' },
    ],
    leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '10,0' }],
  });

  it('the guards may be fired at: nothing in the 2012 rules shields them (seed 002:344-356; seed 000:1017-1044)', () => {
    const s = toBattle(spec('AB'), ['a']);
    expect(rangedTargets(s, 'a', 0)).toEqual(['10,0']);
    expect(legal(s, { type: 'battle', unit: 'a', target: '10,0', mode: 'ranged' })).toBe(true);
    // GMT forbids it (seed 003:733).
    expect(rangedTargets(toBattle(spec('AB'), ['a'], 'gmt2021'), 'a', 0)).toEqual([]);
  });

  it('bows hit them with nothing (swords do not count at range), flags still cost guards; the arquebus hits with swords (seed 002:430-431; seed 000:1035)', () => {
    const faces: DieFace[] = ['swords', 'flag'];
    expect(scoreRoll(faces, ranged('zvezda2012', 'AB'))).toMatchObject({ hits: 0, flags: 1 });
    expect(scoreRoll(faces, ranged('zvezda2012', 'AA'))).toMatchObject({ hits: 1, flags: 1 });
    expect(() => scoreRoll(faces, ranged('gmt2021', 'AA'))).toThrow();
  });

  it('a bow volley with a flag costs a guard (seed 000:1040)', () => {
    const s = toBattle(spec('AB'), ['a']);
    script(s, 'swords', 'flag');
    act(s, { type: 'battle', unit: 'a', target: '10,0', mode: 'ranged' });
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    expect(eventsOf(ev, 'blocks-lost')).toEqual([
      { type: 'blocks-lost', unit: 'bg', count: 1, left: 2, cause: 'blocked-retreat' },
    ]);
    expect(s.units.bg!.hex).toBe('10,0');
  });
});
