// Rules audit, session 15: the commander's camp in the Italian Zvezda rules, the terrain entry (seed
// 000:841-857) and the commander unit's sheet (000:1017-1044), under the 2012 edition. What
// camp.test.ts, combatBodyguards.test.ts and leadersCommander.test.ts already name (guards' dice,
// swords, flags, the check, the camp's fall) is not repeated; this file adds the lines they leave:
// the unit cannot move (1029), the commander inspires his guards (1033), no combat caps in the camp
// (847-849), and its line of sight (851-853).
//
// Conflict: 000:853 says the camp does not block line of sight, seed 002:1096 that it blocks. The
// ruling (editions.md B-11, 002 wins) makes no difference in play: the camp is on the board only while
// a figure of the commander's unit stands on it, and figures block sight (000:254) either way.

import { describe, expect, it } from 'vitest';
import { hasLineOfSight } from '../../../src/games/samurai-battles/board/los';
import { inspirers } from '../../../src/games/samurai-battles/combat/inspiration';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  setHonor,
} from '../flow/harness';
import { game, previewOf, toBattle } from './combatKit';

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

describe('the commander unit cannot move (seed 000:1029)', () => {
  it('ordered, the guards and their commander stay: no move is offered, and the commander may not leave them', () => {
    const s = game({
      ...CAMP,
      first: 'top',
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '12,4' },
        { id: 'bg', side: 'top', type: 'BG', hex: '11,1' },
        { id: 't2', side: 'top', type: 'ASp', hex: '15,1' },
      ],
    });
    setHand(s, 'top', ['order-two-center', 'order-one-left', 'order-two-right', 'flank-attack']);
    playCard(s, 'order-two-center');
    // A section card with the helmet, and still no order that detaches the commander.
    expect(actionsOf(s, 'order').map((a) => a.choice)).toEqual([
      { kind: 'unit', unit: 'bg' },
      { kind: 'unit', unit: 't2' },
    ]);
    order(s, 'bg', 't2');
    if (decision(s).point === 'movement') {
      expect(actionsOf(s, 'move').filter((a) => a.piece === 'bg' || a.piece === 'tC')).toEqual([]);
    }
    expect(s.units.bg!.hex).toBe('11,1');
    expect(s.leaders.tC!.hex).toBe('11,1');
  });
});

describe('the guards hold the camp (seed 000:1029, 1040)', () => {
  it('guards that destroy the unit they attack do not gain ground: they cannot move (seed 000:1029)', () => {
    const s = game({
      ...CAMP,
      first: 'top',
      units: [
        { id: 'b1', side: 'bottom', type: 'ASp', hex: '12,2', blocks: 1 },
        { id: 'bg', side: 'top', type: 'BG', hex: '11,1' },
      ],
    });
    setHand(s, 'top', ['order-two-center', 'order-one-left', 'order-two-right', 'flank-attack']);
    playCard(s, 'order-two-center');
    order(s, 'bg');
    if (decision(s).point === 'movement') act(s, { type: 'end-movement' });
    setHonor(s, 'top', 0);
    script(s, 'swords', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'bg', target: '12,2', mode: 'close' });
    expect(s.units.b1).toBeUndefined();
    expect(decision(s).point).not.toBe('gain-ground');
    expect(s.units.bg!.hex).toBe('11,1');
  });

  it('the last guard lost to a flag: the commander stays in his camp, no check, no retreat (seed 000:1040)', () => {
    const s = toBattle(
      { ...CAMP, units: [CAMP.units![0]!, { id: 'bg', side: 'top', type: 'BG', hex: '11,1', blocks: 1 }] },
      ['b1'],
    );
    setHonor(s, 'top', 0);
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, ATTACK);
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(eventsOf(ev, 'unit-eliminated')).toEqual([{ type: 'unit-eliminated', unit: 'bg', side: 'top' }]);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(s.leaders.tC!.hex).toBe('11,1');
    expect(s.terrain['11,1']).toEqual({ t: 'tent', side: 'top', camp: true });
    expectAt(s, 'replenish', 'bottom');
  });

  it('alone in his camp and attacked, he is a lone leader: a sword kills him, else he retreats 1-3 hexes or commits seppuku (seed 000:1040, 1042; 000:453, 461)', () => {
    const s = toBattle({ ...CAMP, units: [CAMP.units![0]!] }, ['b1']);
    script(s, 'circle', 'flag', 'circle', 'honor');
    act(s, ATTACK);
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions).toContainEqual({ type: 'seppuku' });
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '10,0' });
  });
});

describe('the commander inspires his guards (seed 000:1033)', () => {
  it('1 token buys 1 more die for the guards, and their first honor symbol is not collected (seed 000:1033, 338)', () => {
    const s = toBattle(CAMP, ['b1']);
    setHonor(s, 'top', 2);
    // The samurai miss; the guards battle back.
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    expectAt(s, 'inspire', 'top');
    expect(actionsOf(s, 'inspire')).toEqual([{ type: 'inspire', leader: 'tC' }]);
    script(s, 'honor', 'honor', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'tC' });
    // 3 guards + 1.
    expect(rolled(ev, 'close')).toEqual([['honor', 'honor', 'circle', 'circle']]);
    // 2 - 1 spent + 1 of the 2 honor symbols.
    expect(s.players.top.honor).toBe(2);
    expect(scriptLeft(s)).toBe(0);
    expect(eventsOf(ev, 'blocks-lost')).toEqual([]);
  });

  it('only his guards: a unit of his next to the camp is not inspired by him (seed 000:1033)', () => {
    const s = game({
      ...CAMP,
      units: [...(CAMP.units ?? []), { id: 't2', side: 'top', type: 'ASp', hex: '13,1' }],
    });
    expect(inspirers(s, 'bg')).toEqual(['tC']);
    expect(inspirers(s, 't2')).toEqual([]);
  });
});

describe('combat and sight at the camp (seed 000:847-853)', () => {
  it('no dice limit on either side: the samurai roll 4 into the camp, the 3 guards 3 out of it (seed 000:847-849)', () => {
    const s = toBattle(CAMP, ['b1']);
    setHonor(s, 'top', 0);
    expect(previewOf(s, ATTACK).dice.total).toBe(4);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(rolled(ev, 'close').map((f) => f.length)).toEqual([4, 3]);
  });

  it('a line across the standing camp is blocked, by its figures if not by the hex (seed 000:851-853; seed 002:1096)', () => {
    // The camp at 11,3 between bottom's bows at 10,4 and top's yari at 12,2.
    const s = game({
      terrain: { '11,3': { t: 'tent', side: 'top' } },
      units: [
        { id: 'b1', side: 'bottom', type: 'AB', hex: '10,4' },
        { id: 'bg', side: 'top', type: 'BG', hex: '11,3' },
        { id: 't2', side: 'top', type: 'ASp', hex: '12,2' },
      ],
      leaders: [{ id: 'tC', side: 'top', kind: 'commander', hex: '11,3' }],
    });
    expect(s.terrain['11,3']?.camp).toBe(true);
    expect(hasLineOfSight(s, '10,4', '12,2')).toBe(false);
  });
});
