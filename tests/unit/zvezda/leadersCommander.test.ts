// The Zvezda 2012 commander: his casualty check is the ordinary one, rolled only when a guard falls;
// his guards fight on if he dies; with every guard gone he retreats for 3 tokens or commits seppuku
// and is then an ordinary leader (seed 000:1017-1044; seed 002:89, 621-639). The GMT army commander
// keeps his own 2-dice check and his guards surrender with him (seed 003:735-743).

import { describe, expect, it } from 'vitest';
import { leaderCheckAfterLoss } from '../../../src/games/samurai-battles/combat/leaderCheck';
import type { Edition } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
} from '../flow/harness';
import { toBattle } from './combatKit';

/** Top's commander and his guards in their camp at 11,1; bottom's samurai at 12,2. */
const CAMP: BattleSpec = {
  terrain: { '11,1': { t: 'tent', side: 'top' } },
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,2' },
    { id: 'bg', side: 'top', type: 'BG', hex: '11,1' },
  ],
  leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '11,1' }],
};
const ATTACK = { type: 'battle', unit: 'b1', target: '11,1', mode: 'close' } as const;

function battle(edition: Edition, spec: BattleSpec = CAMP) {
  const s = toBattle(spec, ['b1'], edition);
  // No inspiration prompt for the guards' battle back.
  setHonor(s, 'top', 0);
  return s;
}

describe('the Zvezda commander casualty check', () => {
  it('is the ordinary check: 1 die in close combat, 2 dice needing 2 swords at range, 1 die when the last guard falls (seed 000:1036; seed 002:631-639)', () => {
    const z = { edition: 'zvezda2012' } as const;
    expect(leaderCheckAfterLoss(z, 'close', false, true)).toEqual({ dice: 1, swordsNeeded: 1 });
    expect(leaderCheckAfterLoss(z, 'ranged', false, true)).toEqual({ dice: 2, swordsNeeded: 2 });
    expect(leaderCheckAfterLoss(z, 'close', true, true)).toEqual({ dice: 1, swordsNeeded: 1 });
    expect(leaderCheckAfterLoss(z, 'ranged', true, true)).toEqual({ dice: 1, swordsNeeded: 1 });
  });

  it('GMT keeps the army commander his own 2-dice check every time (seed 003:735-737)', () => {
    const g = { edition: 'gmt2021' } as const;
    for (const mode of ['close', 'ranged'] as const)
      for (const wiped of [false, true])
        expect(leaderCheckAfterLoss(g, mode, wiped, true)).toEqual({ dice: 2, swordsNeeded: 2 });
    // Ordinary leaders are checked alike in both editions.
    expect(leaderCheckAfterLoss(g, 'close', false, false)).toEqual({ dice: 1, swordsNeeded: 1 });
    expect(leaderCheckAfterLoss(g, 'ranged', false, false)).toEqual({ dice: 2, swordsNeeded: 2 });
  });

  it('a guard lost in close combat brings a 1-die check; one sword kills him (seed 000:1036; seed 002:637)', () => {
    const s = battle('zvezda2012');
    // One sword kills a guard; the check's single die is a sword. The two guards left battle back: no hit.
    script(s, 'swords', 'circle', 'circle', 'circle', 'swords', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords']]);
    expect(eventsOf(ev, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'tC', side: 'top', cause: 'check' },
    ]);
    expect(s.players.bottom.banners).toBe(1);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the same loss under GMT rolls 2 dice, and one sword is not enough (seed 003:735-737)', () => {
    const s = battle('gmt2021');
    script(s, 'swords', 'circle', 'circle', 'circle', 'swords', 'circle');
    const ev = act(s, ATTACK);
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords', 'circle']]);
    expect(s.leaders.tC).toBeDefined();
  });

  it('no guard lost, no check (seed 000:1036)', () => {
    const s = battle('zvezda2012');
    script(s, 'circle', 'circle', 'square', 'honor', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('the Zvezda guards when their commander falls', () => {
  it('stay in the camp and fight on: no surrender, no banner for them, the camp stands (seed 000:1040-1044; seed 002:1098)', () => {
    const s = battle('zvezda2012');
    script(s, 'swords', 'circle', 'circle', 'circle', 'swords', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'bodyguards-surrender')).toEqual([]);
    expect(s.units.bg!.blocks).toBe(2);
    expect(s.terrain['11,1']).toEqual({ t: 'tent', side: 'top', camp: true });
    // Only the commander's banner.
    expect(s.players.bottom.banners).toBe(1);
    // The two guards battled back: 2 dice.
    expect(rolled(ev, 'close')[1]).toHaveLength(2);
  });

  it('under GMT they surrender with him (seed 003:738-740)', () => {
    const s = battle('gmt2021');
    script(s, 'swords', 'circle', 'circle', 'circle', 'swords', 'swords');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'bodyguards-surrender')).toEqual([{ type: 'bodyguards-surrender', unit: 'bg' }]);
    expect(s.units.bg).toBeUndefined();
  });
});

describe('the Zvezda commander with every guard gone', () => {
  const LAST: BattleSpec = {
    ...CAMP,
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,2' },
      { id: 'bg', side: 'top', type: 'BG', hex: '11,1', blocks: 1 },
    ],
  };

  it('survives a 1-die check, then retreats 1-3 hexes or commits seppuku (seed 000:1040, 1042; seed 002:639)', () => {
    const s = battle('zvezda2012', LAST);
    script(s, 'swords', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(s.units.bg).toBeUndefined();
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '10,0' });
    expect(actions).toContainEqual({ type: 'seppuku' });
    // One row from his baseline he may also retreat off the board (seed 002:597-605).
    expect(actions).toContainEqual({ type: 'exit', piece: 'tC' });
  });

  it('his retreat costs 3 tokens, whatever the distance (seed 000:1040; seed 002:685-687)', () => {
    const s = battle('zvezda2012', LAST);
    setHonor(s, 'top', 5);
    setHand(s, 'top', ['order-one-left', 'order-two-right', 'flank-attack', 'cranes-wing']);
    script(s, 'swords', 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    // The random Command card his emptied camp costs him (flow/camp.ts).
    script(s, 0);
    act(s, { type: 'leader-retreat', to: '10,0' });
    expect(s.leaders.tC!.hex).toBe('10,0');
    expect(s.players.top.honor).toBe(2);
  });
});
