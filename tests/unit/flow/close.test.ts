// Close combat through the state machine: hits, rank and stature, Honor & Fortune, inspiration,
// leader casualty checks and battle back. Seed 003: close combat 1271-1480; leader checks 1481-1535.

import { describe, expect, it } from 'vitest';
import {
  act,
  type BattleSpec,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHonor,
  toBattle,
  tokens,
} from './harness';

const DUEL: BattleSpec = {
  units: [
    { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
    { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
  ],
};

describe('hits', () => {
  it("the target's symbol and swords hit; the defender battles back at once (seed 003:1387-1395, 1453-1461)", () => {
    const s = toBattle(DUEL, ['b1']);
    expectAt(s, 'battle', 'bottom');
    // Attack (4 dice), then t1's battle back (3 dice): a square and two swords, one ignored by b1's rank.
    script(s, 'triangle', 'swords', 'circle', 'square', 'square', 'swords', 'swords');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(ev, 'close')).toEqual([
      ['triangle', 'swords', 'circle', 'square'],
      ['square', 'swords', 'swords'],
    ]);
    expect(scriptLeft(s)).toBe(0);
    expect(s.units.t1!.blocks).toBe(2);
    expect(s.units.b1!.blocks).toBe(2);
    const battles = eventsOf(ev, 'battle');
    expect(battles.map((b) => [b.side, b.unit, !!b.battleBack])).toEqual([
      ['bottom', 'b1', false],
      ['top', 't1', true],
    ]);
    const hits = eventsOf(ev, 'hits');
    expect(hits.map((h) => [h.target, h.hits, h.swordsIgnored])).toEqual([
      ['t1', 2, 0],
      ['b1', 2, 1],
    ]);
  });

  it('a square ignores 2 swords from a circle unit (seed 003:1402-1404)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'swords', 'swords', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'hits')[0]).toMatchObject({ target: 't1', hits: 0, swordsIgnored: 2 });
    expect(s.units.t1!.blocks).toBe(4);
  });

  it('rank and stature add up: cavalry ignores 2 swords from ashigaru spearmen (seed 003:1396-1408)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSpC', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'swords', 'swords', 'swords', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'hits')[0]).toMatchObject({ target: 't1', hits: 1, swordsIgnored: 2 });
    expect(s.units.t1!.blocks).toBe(3);
  });

  it('extra hits beyond the blocks left do nothing, and the last block gives a banner (seed 003:1417-1420)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 2 },
        ],
      },
      ['b1'],
    );
    script(s, 'triangle', 'triangle', 'triangle', 'swords');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev, 'blocks-lost')).toEqual([
      { type: 'blocks-lost', unit: 't1', count: 2, left: 0, cause: 'combat' },
    ]);
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(s.players.bottom.bannerLog).toEqual([{ turn: 1, reason: 'eliminated Ashigaru spearmen' }]);
  });
});

describe('Honor & Fortune from the dice', () => {
  it('each honor symbol rolled in close combat earns a token from the pool (seed 003:1429, 1878-1879)', () => {
    const s = toBattle(DUEL, ['b1']);
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'honor');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.honor).toBe(7);
    // The battle back's honor symbol goes to the defender.
    expect(s.players.top.honor).toBe(6);
    expect(s.pool).toBe(17);
    expect(tokens(s)).toBe(30);
  });

  it('nothing is gained while the common pool is empty (seed 003:1886-1889)', () => {
    const s = toBattle(DUEL, ['b1']);
    setHonor(s, 'top', 25);
    expect(s.pool).toBe(0);
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.honor).toBe(5);
    expect(eventsOf(ev, 'honor')).toEqual([]);
  });

  it('only what is left in the pool is gained (seed 003:1886-1889)', () => {
    const s = toBattle(DUEL, ['b1']);
    setHonor(s, 'top', 24);
    script(s, 'honor', 'honor', 'honor', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.honor).toBe(6);
    expect(s.pool).toBe(0);
  });

  it('rolling honor in a leader check earns nothing (seed 003:1884-1885)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    // One hit, the check rolls honor (no kill, no token); t1 battles back with 3 circles.
    script(s, 'triangle', 'circle', 'circle', 'circle', 'honor');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.players.bottom.honor).toBe(5);
    expect(s.leaders.tL).toBeDefined();
    // t1 has a leader: top may inspire its battle back.
    expectAt(s, 'inspire', 'top');
  });
});

describe('inspiration', () => {
  const LED: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '14,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
      { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
    ],
    leaders: [
      { id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' },
      { id: 'bM', side: 'bottom', kind: 'mounted', hex: '13,9' },
    ],
  };

  it('costs 1 token back to the pool for +1 die, and keeps one honor symbol fewer (seed 003:1362-1370, 1377-1378)', () => {
    const s = toBattle(LED, ['b1']);
    const pool = s.pool;
    const ev0 = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(eventsOf(ev0, 'dice')).toEqual([]);
    const actions = expectAt(s, 'inspire', 'bottom');
    // The foot leader inspires only his own unit's combat; the mounted leader is not next to b1.
    expect(actions).toEqual([{ type: 'no-inspire' }, { type: 'inspire', leader: 'bL' }]);
    script(s, 'honor', 'honor', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close')[0]).toHaveLength(5);
    // 5 - 1 paid + (2 honor - 1) = 5.
    expect(s.players.bottom.honor).toBe(5);
    expect(s.pool).toBe(pool);
    expect(eventsOf(ev, 'inspired')).toEqual([{ type: 'inspired', leader: 'bL', unit: 'b1' }]);
  });

  it('declining keeps the dice and the token (seed 003:1362)', () => {
    const s = toBattle(LED, ['b1']);
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    script(s, 'honor', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'no-inspire' });
    expect(rolled(ev, 'close')[0]).toHaveLength(4);
    expect(s.players.bottom.honor).toBe(6);
  });

  it('a mounted leader inspires a unit next to him without being ordered (seed 003:1365-1367, 1375)', () => {
    const s = toBattle(LED, ['b2']);
    act(s, { type: 'battle', unit: 'b2', target: '15,7', mode: 'close' });
    expect(expectAt(s, 'inspire', 'bottom')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'bM' },
    ]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bM' });
    expect(rolled(ev, 'close')[0]).toHaveLength(4);
    expect(s.players.bottom.honor).toBe(4);
  });

  it('is not offered without a token (seed 003:1362-1364)', () => {
    const s = toBattle(LED, ['b1']);
    setHonor(s, 'bottom', 0);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(ev, 'close')[0]).toHaveLength(4);
  });

  it('a unit battling back may be inspired too (seed 003:1372-1373)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expectAt(s, 'inspire', 'top');
    script(s, 'square', 'square', 'square', 'square');
    const ev = act(s, { type: 'inspire', leader: 'tL' }, 'top');
    expect(rolled(ev, 'close')).toEqual([['square', 'square', 'square', 'square']]);
    expect(s.units.b1).toBeUndefined();
    expect(s.players.top.banners).toBe(1);
  });
});

describe('leader casualty checks in close combat', () => {
  const LED: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
      { id: 't2', side: 'top', type: 'ASp', hex: '13,7' },
    ],
    leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
  };

  it('a unit that loses blocks calls a 1-die check; a sword kills the leader (seed 003:1513-1517)', () => {
    const s = toBattle(LED, ['b1']);
    setHonor(s, 'top', 0);
    script(s, 'square', 'circle', 'circle', 'circle', 'swords');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords']]);
    expect(eventsOf(ev, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'tL', side: 'top', cause: 'check' },
    ]);
    expect(s.players.bottom.banners).toBe(1);
  });

  it('no check when the unit loses no block (seed 003:1485-1487)', () => {
    const s = toBattle(LED, ['b1']);
    setHonor(s, 'top', 0);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
  });

  it('a leader killed by the check no longer helps his unit ignore a flag (seed 003:1681-1683)', () => {
    const s = toBattle(LED, ['b1']);
    setHonor(s, 'top', 9);
    // One hit and one flag; the check kills tL. t1 still ignores 1 flag as a square, not 2.
    script(s, 'square', 'flag', 'circle', 'circle', 'swords');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(s.leaders.tL).toBeUndefined();
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
  });

  it('a unit wiped out leaves its leader to a 1-die check, then he retreats or commits seppuku; flags do not matter (seed 003:1521-1529)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7', blocks: 1 },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'square', 'flag', 'flag', 'circle', 'triangle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(rolled(ev, 'leader casualty check')).toEqual([['triangle']]);
    expect(s.players.bottom.banners).toBe(1);
    expect(eventsOf(ev, 'retreated')).toEqual([]);
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions).toContainEqual({ type: 'seppuku' });
    act(s, { type: 'leader-retreat', to: '12,4' });
    expect(s.players.top.honor).toBe(2);
    // The hex is empty now: the attacker may gain ground (1536-1537).
    expectAt(s, 'gain-ground', 'bottom');
  });
});
