// GMT 2021 rule cases for the terrain chapter (session 24, a fresh reading of seed 003:2091-2290):
// leaders stopped by terrain like units, the uphill cap read for battle backs and between two hills,
// cavalry and levies in a castle, inspiration next to buildings, retreats over fords and around rivers,
// ravines entered or held, and caps that bind the base dice only. Bottom's b1 attacks from 10,8.

import { describe, expect, it } from 'vitest';
import type { TerrainCell } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  board,
  close,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  ldr,
  movesOf,
  newGame,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  toBattle,
  u,
} from '../rule-cases-gmt/cases';

type T = TerrainCell['t'];
const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];
const ring = (n: number) => Array<'circle'>(n).fill('circle');

/**
 * Where a lone foot leader at 10,8 (2 hexes a move) may go when 11,7 is of terrain `t`: 12,6 lies 2
 * hexes away and only through 11,7, so it is offered exactly when entering 11,7 does not stop him.
 */
function leaderPast(t: T): { enters: boolean; passes: boolean } {
  const cell: TerrainCell['t'] | TerrainCell = t === 'tent' ? ({ t, side: 'bottom' } as TerrainCell) : t;
  const s = newGame(
    board([u('b9', 'SSp', '2,8')], [ldr('bL', 'foot', '10,8')], { terrain: { '11,7': cell } }),
  );
  setHand(s, 'bottom', HAND);
  playCard(s, 'order-two-center');
  order(s, 'bL');
  const to = movesOf(s, 'bL');
  return { enters: to.includes('11,7'), passes: to.includes('12,6') };
}

describe('terrain stops a leader as it stops a unit ("un’unità o Comandante")', () => {
  it('forest 2117-2118, ford 2159, buildings 2188-2189, fields 2209-2210, ravine 2223-2224, empty tent 2241-2243, fence 2254-2255, castle 2274-2275 stop him; open, hill 2132 and bridge 2177 do not', () => {
    const stops: T[] = [
      'forest',
      'ford',
      'buildings',
      'fields',
      'ravine',
      'tent',
      'fence',
      'palisade',
      'castle',
    ];
    const free: T[] = ['open', 'hill', 'bridge'];
    for (const t of stops) expect([t, leaderPast(t)]).toEqual([t, { enters: true, passes: false }]);
    for (const t of free) expect([t, leaderPast(t)]).toEqual([t, { enters: true, passes: true }]);
  });
});

describe('the hill’s close-combat caps (seed 003:2133-2139)', () => {
  it('a defender on open ground battling back at an attacker on a hill is "not on a hill attacking a hill": 2 dice; the attacker rolls 3 (2134-2137, 1457-1461)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7')], [], { terrain: { '10,8': 'hill' } }),
      ['b1'],
    );
    script(s, ...ring(3), ...ring(2));
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 2]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('between two separate hills neither unit is capped for attacking uphill: only the 3 of a unit on a hill binds, both ways (2134-2137)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7')], [], {
        terrain: { '10,8': { t: 'hill', hill: 'west' }, '11,7': { t: 'hill', hill: 'east' } },
      }),
      ['b1'],
    );
    script(s, ...ring(3), ...ring(3));
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the cap binds the base dice only: a samurai unit on a hill, inspired, rolls 3 + 1 (2104-2107, 2134)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('bL', 'foot', '10,8')], {
        terrain: { '10,8': 'hill' },
      }),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'inspire')).toEqual([{ type: 'inspire', leader: 'bL' }]);
    script(s, ...ring(4), ...ring(2));
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close')[0]).toHaveLength(4);
  });
});

describe('the castle (seed 003:2273-2290)', () => {
  it('samurai cavalry in a castle is attacked with 2 dice and does not battle back; of 2 flags its square ignores 1 and the other drives it out, since only infantry holds (2282, 2283-2284, 2288-2289, 1676)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'SSpC', '11,7')], [], { terrain: { '11,7': 'castle' } }),
      ['b1'],
    );
    script(s, 'flag', 'flag');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2]);
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    const after = act(s, { type: 'ignore-flags', count: 1 });
    expect(eventsOf(after, 'castle-holds')).toEqual([]);
    after.push(...act(s, { type: 'retreat', to: '12,6' }));
    expect(s.units.t1!.hex).toBe('12,6');
    expect(s.units.t1!.blocks).toBe(4);
    expect(s.players.top.honor).toBe(3);
    expect(rolled(after, 'close')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a levy in a castle takes one hit per flag it does not ignore, not one per hex its 2-hex retreat would have been (2288-2289, 1564-1565)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'LI', '11,7')], [], { terrain: { '11,7': 'castle' } }),
      ['b1'],
    );
    const blocks = s.units.t1!.blocks;
    script(s, 'flag', 'flag');
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    script(s, ...ring(3));
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(s.units.t1!.hex).toBe('11,7');
    expect(s.units.t1!.blocks).toBe(blocks - 1);
    expect(eventsOf(ev, 'castle-holds')).toEqual([{ type: 'castle-holds', unit: 't1', flags: 1 }]);
    // Still in its hex, it battles back out of the castle with its own 2 dice (cap 3).
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2]);
    expect(s.players.top.honor).toBe(5);
  });
});

describe('buildings and inspiration (seed 003:2203-2204)', () => {
  it('the ban reads where the inspired unit stands: a unit attacking INTO buildings from open ground may still be inspired, its 4 dice capped at 2, plus 1 (2198-2200, 2104-2107)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('bL', 'foot', '10,8')], {
        terrain: { '11,7': 'buildings' },
      }),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'inspire')).toEqual([{ type: 'inspire', leader: 'bL' }]);
    script(s, ...ring(3), ...ring(2));
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 2]);
  });
});

describe('retreats and terrain (seed 003:2093-2094, 1586-1588)', () => {
  it('a unit driven back 2 hexes goes through a ford without stopping, and around a river, which stays impassable', () => {
    // t1 at 11,5 retreats toward row 0: 10,4 (ford) or 12,4 (river); then 9,3 or 11,3 (river).
    const s = toBattle(
      board([u('b1', 'SSp', '10,6'), u('t1', 'ASp', '11,5')], [], {
        terrain: { '10,4': 'ford', '12,4': 'river', '11,3': 'river' },
      }),
      ['b1'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    const ev = act(s, close('b1', '11,5'));
    expect(eventsOf(ev, 'retreated').map((e) => e.path)).toEqual([['11,5', '10,4', '9,3']]);
    expect(s.units.t1!.hex).toBe('9,3');
    expect(s.units.t1!.blocks).toBe(4);
  });
});

describe('the ravine (seed 003:2222-2237)', () => {
  it('a unit that starts its turn in a ravine and stays may battle out of it with 1 die; one that moves into it may not battle (2225-2228)', () => {
    const spec = board(
      [u('b1', 'SSp', '10,8'), u('b2', 'SSp', '14,8'), u('t1', 'ASp', '11,7'), u('t2', 'ASp', '14,6')],
      [],
      {
        terrain: { '10,8': 'ravine', '13,7': 'ravine' },
      },
    );
    const s = newGame(spec);
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1', 'b2');
    act(s, { type: 'move', piece: 'b2', to: '13,7' });
    endMovement(s);
    expectAt(s, 'battle', 'bottom');
    const battles = actionsOf(s, 'battle').map((a) => `${a.unit}>${a.target}`);
    expect(battles).toContain('b1>11,7');
    expect(battles.filter((b) => b.startsWith('b2'))).toEqual([]);
    script(s, 'circle', ...ring(1));
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close')[0]).toHaveLength(1);
  });
});

describe('terrain that stops a unit but lets it battle (seed 003:2158-2162, 2244-2246)', () => {
  it('a unit that moves into an empty command tent stops there and may still battle out of it with all its dice', () => {
    // Ashigaru spearmen move 2; 12,6 lies 2 hexes away only through the tent at 11,7.
    const s = newGame(
      board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '10,6')], [], {
        terrain: { '11,7': { t: 'tent', side: 'top' } },
      }),
    );
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    expect(movesOf(s, 'b1')).toContain('11,7');
    expect(movesOf(s, 'b1')).not.toContain('12,6');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    endMovement(s);
    script(s, ...ring(3), ...ring(3));
    const ev = act(s, close('b1', '10,6'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('cavalry may gain ground into a ford (the ford "still allows gaining ground"; 2012: 000:746) and, since a ford allows battle on entry, make its bonus combat from there with the ford’s 2 dice (1788-1797, 2164)', () => {
    const s = toBattle(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7'), u('t2', 'ASp', '12,6')], [], {
        terrain: { '11,7': 'ford' },
      }),
      ['b1'],
    );
    // Into the ford: 2 dice; one flag drives t1 back (its only free hex is 10,6).
    script(s, 'flag', 'circle');
    act(s, close('b1', '11,7'));
    if (decision(s).point === 'retreat') act(s, actionsOf(s, 'retreat')[0]!);
    expect(s.units.t1!.hex).not.toBe('11,7');
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(actionsOf(s, 'bonus-combat').map((a) => a.target)).toContain('12,6');
    script(s, ...ring(2), ...ring(2));
    const ev = act(s, { type: 'bonus-combat', target: '12,6' });
    // Out of the ford 2 (of 4); t2 battles back into the ford with 2 (of 3).
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2, 2]);
    expect(scriptLeft(s)).toBe(0);
  });
});
