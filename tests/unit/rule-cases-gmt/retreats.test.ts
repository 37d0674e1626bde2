// GMT 2021 rule cases, retreats (session 16): several rules of seed 003 meeting on one board. The
// attacker is bottom's b1 at 10,8 unless said otherwise; top retreats toward row 0, bottom toward row 10.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  board,
  close,
  dragonBattle,
  duel,
  eventsOf,
  expectAt,
  ldr,
  leaderEnds,
  retreatEnds,
  rolled,
  script,
  scriptLeft,
  setHonor,
  strike,
  toBattle,
  tokens,
  u,
} from './cases';

describe('blocked retreat paths', () => {
  it('both retreat hexes taken (a friend and an enemy): 1 block lost, no Honor & Fortune paid, and the defender still battles back (seed 003:1575-1576, 1592-1594, 1707-1708, 1466-1469)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('b2', 'ASp', '12,6'), u('t1', 'ASp', '11,7'), u('t2', 'AB', '10,6')]),
      ['b1'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle');
    // The battle back: 3 dice of the ashigaru spearmen, all misses against a square.
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(s.units.t1!.hex).toBe('11,7');
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.top.honor).toBe(5);
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7'], blocked: 1 },
    ]);
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4, 3]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a path without losses must be taken when there is one: 2 flags, only the way through 12,6 to 13,5 is open (seed 003:1592-1594, 1600-1601)', () => {
    const s = toBattle(duel('ASp', { units: [u('t2', 'AB', '9,5'), u('t3', 'AB', '11,5')] }), ['b1']);
    script(s, 'flag', 'flag', 'circle', 'circle');
    // One way only, so the engine takes it without asking.
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7', '12,6', '13,5'], blocked: 0 },
    ]);
    expect(s.units.t1!.blocks).toBe(4);
    expect(s.players.top.honor).toBe(3);
  });

  it('a river hex on the way is closed even in a retreat, a forest hex is crossed without stopping (seed 003:1580-1582, 2153)', () => {
    const s = strike(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [], {
        terrain: { '10,6': 'river', '12,6': 'forest' },
      }),
      ['flag', 'flag', 'circle', 'circle'],
    );
    expect(retreatEnds(expectAt(s, 'retreat', 'top'))).toEqual(['11,5', '13,5']);
    act(s, { type: 'retreat', to: '11,5' });
    expect(s.units.t1!.hex).toBe('11,5');
    expect(s.players.top.honor).toBe(3);
  });

  it('an enemy lone leader closes a retreat hex like a unit (seed 003:1578)', () => {
    const s = toBattle(duel('ASp', { leaders: [ldr('bL', 'foot', '10,6')] }), ['b1']);
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'retreated').map((e) => e.path)).toEqual([['11,7', '12,6']]);
    expect(s.units.t1!.hex).toBe('12,6');
  });

  it('a unit on its own baseline cannot retreat off the board: a block per flag, no tokens, then it battles back (seed 003:957-958, 1596-1598, 1707-1708)', () => {
    const s = toBattle(board([u('b1', 'SSp', '11,1'), u('t1', 'ASp', '10,0')]), ['b1']);
    script(s, 'flag', 'flag', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '10,0'));
    expect(s.units.t1!.hex).toBe('10,0');
    expect(s.units.t1!.blocks).toBe(2);
    expect(s.players.top.honor).toBe(5);
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4, 3]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('retreating onto friends and lone leaders', () => {
  it('infantry driven back 2 hexes stops on the first hex that holds a lone friendly leader and joins him: 1 hex paid (seed 003:1584-1586, 1691)', () => {
    const s = strike(duel('ASp', { leaders: [ldr('tL', 'foot', '10,6')] }), [
      'flag',
      'flag',
      'circle',
      'circle',
    ]);
    expect(retreatEnds(expectAt(s, 'retreat', 'top'))).toContain('10,6');
    act(s, { type: 'retreat', to: '10,6' });
    expect(s.units.t1!.hex).toBe('10,6');
    expect(s.leaders.tL!.hex).toBe('10,6');
    expect(s.players.top.honor).toBe(4);
  });

  it('cavalry may not retreat onto a lone foot leader, only the other way is offered (seed 003:1588-1590, 981)', () => {
    const s = strike(duel('SSpC', { leaders: [ldr('tL', 'foot', '10,6')] }), [
      'flag',
      'circle',
      'circle',
      'circle',
    ]);
    // A square may ignore its one flag (1676); it takes it.
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    expect(eventsOf(ev, 'retreated').map((e) => e.path)).toEqual([['11,7', '12,6']]);
    expect(s.units.t1!.hex).toBe('12,6');
    expect(s.leaders.tL!.hex).toBe('10,6');
    // A red square pays 2 tokens a hex (1692).
    expect(s.players.top.honor).toBe(3);
  });

  it('a leader killed by the casualty check no longer helps his square unit ignore flags: one flag only, for its rank (seed 003:1513-1517, 1676, 1680-1683)', () => {
    const s = toBattle(duel('SSp', { leaders: [ldr('tL', 'foot', '11,7')] }), ['b1']);
    script(s, 'square', 'flag', 'flag', 'circle');
    // The casualty check: 1 die, crossed swords.
    script(s, 'swords');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'leader-killed')).toHaveLength(1);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
  });
});

describe('lone leaders retreating', () => {
  it('a lone leader who survives retreats 1 to 3 hexes for 3 tokens, whatever the distance, and the attacker may then gain ground (seed 003:1539-1547, 1554-1555, 1614-1616, 1702-1703)', () => {
    const s = strike(board([u('b1', 'SSp', '10,8')], [ldr('tL', 'foot', '11,7')]), [
      'circle',
      'flag',
      'triangle',
      'square',
    ]);
    const ends = leaderEnds(expectAt(s, 'leader-retreat', 'top'));
    expect(ends).toEqual(expect.arrayContaining(['10,6', '12,6', '11,5', '10,4', '12,4']));
    expect(ends.every((h) => ['6', '5', '4'].includes(h.split(',')[1]!))).toBe(true);
    act(s, { type: 'leader-retreat', to: '10,4' });
    expect(s.leaders.tL!.hex).toBe('10,4');
    expect(s.players.top.honor).toBe(2);
    expectAt(s, 'gain-ground', 'bottom');
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
  });

  it('a retreating leader passes through friendly units and leaders but may not stop on another leader or with cavalry (seed 003:1618-1620, 1625-1626, 1631)', () => {
    const s = strike(
      board(
        [u('b1', 'SSp', '10,8'), u('t1', 'SSpC', '10,6')],
        [ldr('tL', 'foot', '11,7'), ldr('tM', 'foot', '12,6')],
      ),
      ['circle', 'circle', 'circle', 'circle'],
    );
    const ends = leaderEnds(expectAt(s, 'leader-retreat', 'top'));
    expect(ends).not.toContain('10,6');
    expect(ends).not.toContain('12,6');
    // Beyond both: 9,5, 11,5 and 13,5 are reached through them.
    expect(ends).toEqual(expect.arrayContaining(['9,5', '11,5', '13,5']));
  });

  it('a lone leader with no hex to retreat to must commit seppuku (seed 003:1549, 1636)', () => {
    const s = strike(
      board(
        [u('b1', 'SSp', '10,8'), u('b2', 'ASp', '10,6'), u('b3', 'ASp', '12,6')],
        [ldr('tL', 'foot', '11,7')],
      ),
      ['circle', 'circle', 'circle', 'circle'],
    );
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
  });

  it('a lone leader attacked on his own baseline must commit seppuku: 5 tokens, a random Command card lost, a Dragon card to the enemy and no banner (seed 003:1551-1552, 1641-1642, 1649-1654)', () => {
    const s = dragonBattle(board([u('b1', 'SSp', '11,1')], [ldr('tL', 'foot', '10,0')]), ['b1']);
    script(s, 'circle', 'circle', 'flag', 'circle');
    act(s, close('b1', '10,0'));
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
    const hand = s.players.top.hand.length;
    script(s, 0);
    const ev = act(s, { type: 'seppuku' });
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.top.honor).toBe(10);
    expect(s.players.top.hand).toHaveLength(hand - 1);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
    expect(s.players.bottom.banners).toBe(0);
    expect(eventsOf(ev, 'banner')).toEqual([]);
    expect(tokens(s)).toBe(30);
  });

  it('a lone leader who retreats without the tokens rolls 4 dice plus 1 per token short, and a sword there kills him for a banner (seed 003:1713-1717, 1745-1750)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8')], [ldr('tL', 'foot', '11,7')]), ['b1']);
    setHonor(s, 'top', 1);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    // 3 owed, 1 held: 4 + 2 dice.
    script(s, 'swords', 'flag', 'honor', 'flag', 'honor', 'flag');
    const ev = act(s, { type: 'leader-retreat', to: '11,5' });
    expect(rolled(ev, 'lack of honor')[0]).toHaveLength(6);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.top.honor).toBe(0);
    expect(s.players.bottom.banners).toBe(1);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('levies', () => {
  it('a levy driven back by one flag goes 2 hexes and its owner pays 2 tokens; its attacker gains no token for the honor rolled (seed 003:1439-1440, 1564-1565, 1694-1695)', () => {
    const s = strike(duel('LI'), ['flag', 'honor', 'triangle', 'square']);
    const ends = retreatEnds(expectAt(s, 'retreat', 'top'));
    expect(ends.every((h) => h.endsWith(',5'))).toBe(true);
    act(s, { type: 'retreat', to: ends[0]! });
    expect(s.players.top.honor).toBe(3);
    expect(s.players.bottom.honor).toBe(5);
  });

  it('a levy driven back by 2 flags still pays only 2 tokens, for 4 hexes (seed 003:1565, 1694-1695)', () => {
    const s = strike(duel('LI'), ['flag', 'flag', 'triangle', 'square']);
    const ends = retreatEnds(expectAt(s, 'retreat', 'top'));
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.every((h) => h.endsWith(',3'))).toBe(true);
    act(s, { type: 'retreat', to: ends[0]! });
    expect(s.players.top.honor).toBe(3);
  });

  it('a levy with a leader, driven back by one flag, pays its flat 2 plus 1 a hex for the leader with it: 4 for 2 hexes (seed 003:1564-1565, 1694-1695, 1697-1700)', () => {
    const s = strike(duel('LI', { leaders: [ldr('tL', 'foot', '11,7')] }), [
      'flag',
      'triangle',
      'triangle',
      'triangle',
    ]);
    act(s, { type: 'ignore-flags', count: 0 });
    const ends = retreatEnds(expectAt(s, 'retreat', 'top'));
    expect(ends.every((h) => h.endsWith(',5'))).toBe(true);
    act(s, { type: 'retreat', to: ends[0]! });
    expect(s.leaders.tL!.hex).toBe(s.units.t1!.hex);
    expect(s.players.top.honor).toBe(1);
  });

  it('a levy driven back 2 hexes stops on a lone friendly leader after 1 and still pays its flat 2 (seed 003:1584-1586, 1694-1695)', () => {
    const s = strike(duel('LI', { leaders: [ldr('tL', 'foot', '10,6')] }), [
      'flag',
      'triangle',
      'triangle',
      'square',
    ]);
    expect(retreatEnds(expectAt(s, 'retreat', 'top'))).toEqual(['10,6', '11,5', '13,5']);
    act(s, { type: 'retreat', to: '10,6' });
    expect(s.units.t1!.hex).toBe('10,6');
    expect(s.players.top.honor).toBe(3);
  });
});

describe('more retreats onto leaders and through terrain', () => {
  it('cavalry driven back 2 hexes may stop on a lone friendly mounted leader after 1 (seed 003:1588-1590)', () => {
    const s = strike(duel('SSpC', { leaders: [ldr('tM', 'mounted', '10,6')] }), [
      'flag',
      'flag',
      'circle',
      'circle',
    ]);
    act(s, { type: 'ignore-flags', count: 0 });
    expect(retreatEnds(expectAt(s, 'retreat', 'top'))).toEqual(['10,6', '11,5', '13,5']);
    act(s, { type: 'retreat', to: '10,6' });
    expect(s.leaders.tM!.hex).toBe('10,6');
    // 1 hex: 2 tokens for the square, none for the leader it joined at the end.
    expect(s.players.top.honor).toBe(3);
  });

  it('a lone leader with river on both hexes behind him cannot retreat even 1 hex: seppuku is his only choice (seed 003:1611-1612, 1636, 2153)', () => {
    const s = strike(
      board([u('b1', 'SSp', '10,8')], [ldr('tL', 'foot', '11,7')], {
        terrain: { '10,6': 'river', '12,6': 'river' },
      }),
      ['circle', 'circle', 'circle', 'circle'],
    );
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
  });
});
