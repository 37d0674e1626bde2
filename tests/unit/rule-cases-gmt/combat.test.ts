// GMT 2021 rule cases, combat (session 16): terrain caps before bonuses, battle backs, gaining ground and
// bonus combats, ranks and stature, ranged fire and lines of sight, levies, leaders alone. Seed 003.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  board,
  close,
  decision,
  duel,
  eventsOf,
  expectAt,
  ldr,
  ranged,
  rolled,
  script,
  scriptLeft,
  strike,
  toBattle,
  u,
} from './cases';

/** Declines the leader's inspiration when the engine asks for it. */
function noInspire(s: GameState): void {
  if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
}

describe('terrain caps, then bonuses', () => {
  it('an inspired samurai unit attacking into a forest rolls the cap of 2 plus 1, and gains one token fewer than the honor it rolled; the forest caps the battle back at 2 too (seed 003:1352-1355, 1362-1364, 1377-1378, 2098-2107, 2122-2124)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('bL', 'foot', '10,8')], {
        terrain: { '11,7': 'forest' },
      }),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'inspire')).toEqual([{ type: 'inspire', leader: 'bL' }]);
    script(s, 'honor', 'honor', 'circle');
    script(s, 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 2]);
    // 5 - 1 for the inspiration + (2 honor symbols - 1).
    expect(s.players.bottom.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a unit attacking up a hill rolls at most 2, the unit on the hill battles back with at most 3 (seed 003:2134-2137, 1457-1460)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7')], [], { terrain: { '11,7': 'hill' } }),
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('Cavalry Charge adds its die after the cap of cavalry attacking into cultivated fields: 2 + 1 (seed 003:2038-2039, 2104-2107, 2218)', () => {
    const s = toBattle(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7')], [], { terrain: { '11,7': 'fields' } }),
      ['b1'],
      'cavalry-charge',
    );
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a mounted leader next to the battling unit may inspire it without an order, a foot leader next to it may not (seed 003:1365-1367, 1375)', () => {
    const s = toBattle(duel('ASp', { leaders: [ldr('bM', 'mounted', '8,8'), ldr('bF', 'foot', '9,9')] }), [
      'b1',
    ]);
    act(s, close('b1', '11,7'));
    // bM only: bF is a foot leader in another hex.
    expect(actionsOf(s, 'inspire').map((a) => a.leader)).toEqual(['bM']);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bM' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([5, 3]);
    expect(s.players.bottom.honor).toBe(4);
  });

  it('neither a leader with his unit in a buildings hex nor a mounted leader next to it can inspire it (seed 003:1366, 2193-2194, 2203-2204)', () => {
    const s = toBattle(
      board(
        [u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')],
        [ldr('bL', 'foot', '10,8'), ldr('bM', 'mounted', '8,8')],
        {
          terrain: { '10,8': 'buildings' },
        },
      ),
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'inspired')).toEqual([]);
    // Infantry in buildings: at most 2 dice; the unit battling back into the buildings hex too.
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2, 2]);
    expect(s.players.bottom.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('ranks, stature and honor in close combat', () => {
  it('ashigaru spearmen attacking samurai cavalry: rank and stature add up, 3 swords give 1 hit; the cavalry battling back at lower rank earns no token (seed 003:1395-1408, 1435-1437)', () => {
    const s = toBattle(board([u('b1', 'ASp', '10,8'), u('t1', 'SSpC', '11,7')]), ['b1']);
    script(s, 'swords', 'swords', 'swords');
    script(s, 'honor', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(s.units.t1!.blocks).toBe(3);
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 4]);
    expect(s.players.top.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });

  it('levies next to the same enemy charge together in one roll, the attacked unit gains no token attacking back a levy, and it picks which levy it battles back (seed 003:1341-1343, 1439-1440, 1457-1460)', () => {
    const s = toBattle(board([u('l1', 'LI', '10,8'), u('l2', 'LI', '12,8'), u('t1', 'ASp', '11,7')]), [
      'l1',
      'l2',
    ]);
    expect(actionsOf(s, 'levy-charge')).toEqual([
      { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' },
    ]);
    script(s, 'circle', 'circle', 'square', 'honor');
    const ev = act(s, { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4]);
    expect(s.players.bottom.honor).toBe(6);
    expect(expectAt(s, 'battle-back', 'top')).toEqual([
      { type: 'battle-back', target: '10,8' },
      { type: 'battle-back', target: '12,8' },
    ]);
    script(s, 'honor', 'circle', 'square');
    act(s, { type: 'battle-back', target: '12,8' });
    expect(s.units.l2!.blocks).toBe(3);
    expect(s.units.l1!.blocks).toBe(4);
    expect(s.players.top.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('battle back', () => {
  it('a defender driven out of its hex does not battle back even when it ends next to the attacker; the attacker may gain ground (seed 003:1462-1464, 1773-1776)', () => {
    const s = strike(board([u('b1', 'SSp', '9,7'), u('t1', 'ASp', '11,7')]), [
      'flag',
      'circle',
      'circle',
      'circle',
    ]);
    const ev = act(s, { type: 'retreat', to: '10,6' });
    expect(s.units.t1!.hex).toBe('10,6');
    expect(rolled(ev, 'close')).toEqual([]);
    expect(expectAt(s, 'gain-ground', 'bottom')).toEqual([{ type: 'gain-ground' }, { type: 'stay' }]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a battle back is only one: the attacker does not answer it, and the battling-back unit neither gains ground nor battles again (seed 003:1471-1476, 1782)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8', 1), u('t1', 'SSp', '11,7')]), ['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    script(s, 'square', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(s.units.b1).toBeUndefined();
    expect(s.players.top.banners).toBe(1);
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4, 4]);
    expect(decision(s).point).not.toBe('gain-ground');
    expect(s.units.t1!.hex).toBe('11,7');
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('gaining ground and bonus combat', () => {
  it('foot without a leader gains ground but gets no bonus combat, though an enemy is next to it (seed 003:1773-1779, 1788-1789)', () => {
    const s = strike(duel('ASp', { t1Blocks: 1, units: [u('t2', 'ASp', '12,6')] }), [
      'triangle',
      'circle',
      'circle',
      'circle',
    ]);
    expect(s.units.t1).toBeUndefined();
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(actionsOf(s, 'bonus-combat')).toEqual([]);
  });

  it('foot with a leader gains ground, may pick any adjacent enemy for its bonus combat, and after a second success gains ground again but battles no more (seed 003:1788-1789, 1799-1804)', () => {
    const s = toBattle(
      duel('ASp', {
        t1Blocks: 1,
        units: [u('t2', 'ASp', '12,6', 1), u('t3', 'AB', '13,5')],
        leaders: [ldr('bL', 'foot', '10,8')],
      }),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'no-inspire' });
    act(s, { type: 'gain-ground' });
    expect(expectAt(s, 'bonus-combat', 'bottom')).toEqual([
      { type: 'no-bonus' },
      { type: 'bonus-combat', target: '12,6' },
    ]);
    act(s, { type: 'bonus-combat', target: '12,6' });
    script(s, 'triangle', 'circle', 'circle', 'circle');
    noInspire(s);
    expect(s.units.t2).toBeUndefined();
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('12,6');
    expect(s.leaders.bL!.hex).toBe('12,6');
    // t3 is next to 12,6 but the unit has had its bonus combat.
    expect(actionsOf(s, 'bonus-combat')).toEqual([]);
    expect(s.players.bottom.banners).toBe(2);
    expect(scriptLeft(s)).toBe(0);
  });

  it('cavalry gaining ground into a buildings hex has no bonus combat, since the hex forbids battle on entry (seed 003:1796-1797, 2192, 2197-2200)', () => {
    const s = toBattle(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7', 1), u('t2', 'ASp', '12,6')], [], {
        terrain: { '11,7': 'buildings' },
      }),
      ['b1'],
    );
    script(s, 'triangle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2]);
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(actionsOf(s, 'bonus-combat')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('leaders in combat', () => {
  it('the last block of a unit with a leader falls: a 1-die check, he survives, the flags rolled do not touch him, and he must retreat or commit seppuku (seed 003:1521-1529)', () => {
    const s = toBattle(duel('ASp', { t1Blocks: 1, leaders: [ldr('tL', 'foot', '11,7')] }), ['b1']);
    script(s, 'triangle', 'flag', 'flag', 'circle');
    script(s, 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'leader casualty check').map((r) => r.length)).toEqual([1]);
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    const options = expectAt(s, 'leader-retreat', 'top');
    expect(options).toContainEqual({ type: 'seppuku' });
    expect(options.some((a) => a.type === 'leader-retreat')).toBe(true);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a lone leader attacked in close combat dies to a single sword, for a banner, and the attacker may gain ground (seed 003:1539-1544, 1554-1555)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8')], [ldr('tL', 'mounted', '11,7')]), ['b1']);
    script(s, 'circle', 'swords', 'flag', 'square');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'leader-killed').map((e) => e.leader)).toEqual(['tL']);
    expect(s.players.bottom.banners).toBe(1);
    expect(expectAt(s, 'gain-ground', 'bottom')).toContainEqual({ type: 'gain-ground' });
  });
});

describe('ranged fire', () => {
  it('an arquebus sword hits a unit with a leader: 2 dice for the leader, who survives a single sword; no battle back (seed 003:1246, 1262-1263, 1477-1478, 1498-1502)', () => {
    const s = toBattle(board([u('b1', 'AA', '10,8'), u('t1', 'SSp', '11,5')], [ldr('tL', 'foot', '11,5')]), [
      'b1',
    ]);
    script(s, 'swords', 'circle');
    script(s, 'swords', 'circle');
    const ev = act(s, ranged('b1', '11,5'));
    expect(s.units.t1!.blocks).toBe(3);
    expect(rolled(ev, 'leader casualty check').map((r) => r.length)).toEqual([2]);
    expect(s.leaders.tL!.hex).toBe('11,5');
    expect(rolled(ev, 'close')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a bow unit next to an enemy may only battle it in close combat, not shoot the unit further away (seed 003:1152-1156, 1273-1275)', () => {
    const s = toBattle(board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,7'), u('t2', 'ASp', '9,5')]), ['b1']);
    expect(actionsOf(s, 'battle')).toEqual([close('b1', '11,7')]);
    // Without the neighbour, the same shot is offered.
    const free = toBattle(board([u('b1', 'AB', '10,8'), u('t2', 'ASp', '9,5')]), ['b1']);
    expect(actionsOf(free, 'battle')).toEqual([ranged('b1', '9,5')]);
  });

  it('a bow shooting at a lone leader kills him with a sword, which it does not score against units (seed 003:1248, 1539-1544)', () => {
    const s = toBattle(board([u('b1', 'AB', '10,8')], [ldr('tL', 'foot', '11,5')]), ['b1']);
    script(s, 'swords', 'circle');
    act(s, ranged('b1', '11,5'));
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
  });

  it('a line of sight along the edge of one occupied hex is open, along two occupied hexes on both sides it is blocked (seed 003:1212-1218)', () => {
    const open = toBattle(board([u('b1', 'AB', '10,8'), u('b2', 'ASp', '9,7'), u('t1', 'ASp', '10,6')]), [
      'b1',
    ]);
    expect(actionsOf(open, 'battle')).toContainEqual(ranged('b1', '10,6'));
    const shut = toBattle(
      board([u('b1', 'AB', '10,8'), u('b2', 'ASp', '9,7'), u('b3', 'ASp', '11,7'), u('t1', 'ASp', '10,6')]),
      ['b1'],
    );
    expect(actionsOf(shut, 'battle')).toEqual([]);
  });

  it('a bow shooting into a forest rolls 1 die; the target in the forest hex does not block the line (seed 003:1219, 2125-2127)', () => {
    const s = toBattle(
      board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,5')], [], { terrain: { '11,5': 'forest' } }),
      ['b1'],
    );
    script(s, 'triangle');
    const ev = act(s, ranged('b1', '11,5'));
    expect(rolled(ev, 'ranged')).toEqual([['triangle']]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('more caps and ranks', () => {
  it('a unit on a hill attacking a unit on the same hills rolls up to 3, not the 2 of an attack from below; the battle back is 3 too (seed 003:2134-2137, 2148-2149)', () => {
    const s = toBattle(duel('SSp', { terrain: { '10,8': 'hill', '11,7': 'hill' } }), ['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a levy charge on samurai cavalry: circle rank (2 swords) and stature (1) take 3 of 4 swords of the combined roll (seed 003:1341-1343, 1396-1408)', () => {
    const s = toBattle(board([u('l1', 'LI', '10,8'), u('l2', 'LI', '12,8'), u('t1', 'SSpC', '11,7')]), [
      'l1',
      'l2',
    ]);
    script(s, 'swords', 'swords', 'swords', 'swords');
    act(s, { type: 'levy-charge', units: ['l1', 'l2'], target: '11,7' });
    expect(s.units.t1!.blocks).toBe(3);
  });

  it('cavalry may not attack into a castle at all, so an ordered cavalry unit next to one has no battle (seed 003:2287)', () => {
    const s = toBattle(
      board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7')], [], { terrain: { '11,7': 'castle' } }),
      ['b1'],
    );
    expect(decision(s).point).not.toBe('battle');
    expect(s.units.t1!.blocks).toBe(4);
  });

  it('the defender gains a token for honor rolled in its battle back; the attacker’s leader is checked with 1 die when the battle back costs his unit a block, and that honor symbol gives nothing (seed 003:1429, 1457-1460, 1513-1517, 1884-1885)', () => {
    const s = toBattle(duel('SSp', { leaders: [ldr('bL', 'foot', '10,8')] }), ['b1']);
    act(s, close('b1', '11,7'));
    script(s, 'circle', 'circle', 'circle', 'circle');
    script(s, 'honor', 'square', 'circle', 'circle');
    script(s, 'honor');
    const ev = act(s, { type: 'no-inspire' });
    expect(s.players.top.honor).toBe(6);
    expect(s.players.bottom.honor).toBe(5);
    expect(s.units.b1!.blocks).toBe(3);
    expect(rolled(ev, 'leader casualty check')).toEqual([['honor']]);
    expect(s.leaders.bL!.hex).toBe('10,8');
    expect(scriptLeft(s)).toBe(0);
  });

  it('a battle back can drive the attacker back toward its own baseline, and its owner pays for it (seed 003:1457-1460, 1568-1569, 1676, 1692)', () => {
    const s = toBattle(duel('SSp'), ['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    act(s, { type: 'ignore-flags', count: 1 });
    expect(
      actionsOf(s, 'retreat')
        .map((a) => a.to)
        .sort(),
    ).toEqual(['11,9', '9,9']);
    act(s, { type: 'retreat', to: '9,9' });
    expect(s.units.b1!.hex).toBe('9,9');
    expect(s.players.bottom.honor).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a bow in a ford shoots 1 die, and so does a bow shooting into buildings (seed 003:2165-2166, 2201-2202)', () => {
    const s = toBattle(
      board(
        [u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,5'), u('b2', 'AB', '14,8'), u('t2', 'ASp', '15,5')],
        [],
        { terrain: { '10,8': 'ford', '15,5': 'buildings' } },
      ),
      ['b1', 'b2'],
    );
    script(s, 'circle', 'circle');
    expect(rolled(act(s, ranged('b1', '11,5')), 'ranged').map((r) => r.length)).toEqual([1]);
    expect(rolled(act(s, ranged('b2', '15,5')), 'ranged').map((r) => r.length)).toEqual([1]);
    expect(scriptLeft(s)).toBe(0);
  });
});
