// Lack of Honor under the Zvezda 2012 rules: the opponent rolls 4 dice whatever could not be paid;
// the dice work as in GMT (own symbol hits the retreating unit, other unit symbols the nearest unit
// with that symbol, swords only against a lone leader, flags and honor never), no leader check
// follows and eliminations score banners (seed 002:689-718; seed 000:493-509, 439). GMT adds a die
// per unpaid token (seed 003:1716-1721).

import { describe, expect, it } from 'vitest';
import { lackOfHonorDice } from '../../../src/games/samurai-battles/combat/honor';
import { lackOfHonorLosses } from '../../../src/games/samurai-battles/combat/lackOfHonor';
import { EDITIONS } from '../../../src/games/samurai-battles/editions';
import type { Edition } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHonor,
} from '../flow/harness';
import { game, toBattle } from './combatKit';

/** Bottom's samurai at 10,4 attack top's spearmen at 11,3; another top spear unit at 16,0. */
const RETREAT: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,4' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,3' },
    { id: 't2', side: 'top', type: 'ASp', hex: '16,0' },
  ],
};

/** A flag and three misses: t1 must retreat 1 hex and its owner chooses where. */
function flagged(edition: Edition, spec: BattleSpec = RETREAT, honor = 0) {
  const s = toBattle(spec, ['b1'], edition);
  setHonor(s, 'top', honor);
  script(s, 'flag', 'circle', 'circle', 'honor');
  act(s, { type: 'battle', unit: 'b1', target: '11,3', mode: 'close' });
  return s;
}

describe('the Zvezda lack-of-honor roll', () => {
  it('is 4 dice whatever is unpaid (seed 002:696; seed 000:497)', () => {
    const perUnpaid = EDITIONS.zvezda2012.lackOfHonorDicePerUnpaid;
    expect(lackOfHonorDice(1, perUnpaid)).toBe(4);
    expect(lackOfHonorDice(5, perUnpaid)).toBe(4);
    // GMT: 4 plus 1 per unpaid token (seed 003:1716-1721).
    expect(lackOfHonorDice(5, EDITIONS.gmt2021.lackOfHonorDicePerUnpaid)).toBe(9);
  });

  it('a retreat that cannot be paid: 4 dice, the own symbol hits the retreating unit, swords, flags and honor nothing (seed 002:700-704; seed 000:501)', () => {
    const s = flagged('zvezda2012');
    expectAt(s, 'retreat', 'top');
    script(s, 'triangle', 'swords', 'flag', 'honor');
    const ev = act(s, { type: 'retreat', to: '10,2' });
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'top', unpaid: 1 }]);
    expect(rolled(ev, 'lack of honor')).toEqual([['triangle', 'swords', 'flag', 'honor']]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.units.t2!.blocks).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });

  it('under GMT the same unpaid token adds a fifth die (seed 003:1716-1721)', () => {
    const s = flagged('gmt2021');
    script(s, 'triangle', 'swords', 'flag', 'honor', 'circle');
    const ev = act(s, { type: 'retreat', to: '10,2' });
    expect(rolled(ev, 'lack of honor')[0]).toHaveLength(5);
  });

  it('a lone leader who cannot pay: 1+ swords kill him, flags and honor do nothing, unit symbols hit the nearest unit (seed 002:708-711, over seed 000:505)', () => {
    const s = game({
      units: [
        { id: 't1', side: 'top', type: 'ASp', hex: '16,0' },
        { id: 't2', side: 'top', type: 'SSp', hex: '2,0' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,2' }],
    });
    const noSword = lackOfHonorLosses(s, 'top', ['flag', 'honor', 'triangle', 'flag'], { leaderId: 'tL' });
    expect(noSword.leaderKilled).toBeNull();
    expect(noSword.hits).toEqual({ t1: 1 });
    expect(noSword.dice.filter((d) => d.effect === 'nothing').map((d) => d.face)).toEqual([
      'flag',
      'honor',
      'flag',
    ]);
    const sword = lackOfHonorLosses(s, 'top', ['swords', 'swords', 'square', 'circle'], { leaderId: 'tL' });
    expect(sword.leaderKilled).toBe('tL');
    expect(sword.hits).toEqual({ t2: 1 });
  });

  it('brings no leader check: a leader whose unit it destroys stays where he is; the enemy gains the banner (seed 000:439; seed 002:623)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,4' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,3', blocks: 1 },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
    };
    const s = toBattle(spec, ['b1']);
    setHonor(s, 'top', 0);
    script(s, 'flag', 'circle', 'circle', 'honor');
    act(s, { type: 'battle', unit: 'b1', target: '11,3', mode: 'close' });
    // The leader lets t1 ignore the flag; accept it instead.
    act(s, { type: 'ignore-flags', count: 0 });
    // Unit 1 + leader 1 per hex = 2 unpaid: still 4 dice.
    script(s, 'triangle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'retreat', to: '10,2' });
    expect(rolled(ev, 'lack of honor')[0]).toHaveLength(4);
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(s.leaders.tL!.hex).toBe('10,2');
    expect(scriptLeft(s)).toBe(0);
  });
});
