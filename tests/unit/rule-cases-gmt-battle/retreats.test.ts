// GMT 2021 rule cases, the battle (session 24): retreats, what they cost, leaders after their unit
// falls, seppuku, morale and lack of honor, from seed 003:1481-1766 read line by line. Bottom attacks
// from 10,8 unless said otherwise; top retreats toward row 0, bottom toward row 10.

import { describe, expect, it } from 'vitest';
import { finishEndOfTurn, HONOR_TOKENS } from '../flow/harness';
import {
  act,
  actionsOf,
  board,
  close,
  decision,
  eventsOf,
  expectAt,
  ldr,
  retreatEnds,
  rolled,
  script,
  scriptLeft,
  setHonor,
  toBattle,
  tokens,
  u,
} from '../rule-cases-gmt/cases';

describe('retreats that cannot be completed (seed 003:1559-1604, 1707-1708)', () => {
  it('2 flags, the second hex closed: the unit moves 1 hex, loses 1 block, pays for 1 hex, and having left its hex does not battle back, though it ends next to the attacker (003:1462-1464, 1592-1594, 1690-1691, 1707-1708)', () => {
    // b1 attacks from the side; 12,6 is taken, so t1's only way is 10,6, next to b1, and both hexes
    // behind 10,6 are taken too.
    const s = toBattle(
      board([
        u('b1', 'SSp', '9,7'),
        u('t1', 'ASp', '11,7'),
        u('t2', 'AB', '12,6'),
        u('t3', 'AB', '9,5'),
        u('t4', 'AB', '11,5'),
      ]),
      ['b1'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7', '10,6'], blocked: 1 },
    ]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.top.honor).toBe(4);
    expect(rolled(ev, 'close').length).toBe(1);
    // It was driven out of its hex: the attack succeeded (1773-1776).
    expect(expectAt(s, 'gain-ground', 'bottom')).toEqual([{ type: 'gain-ground' }, { type: 'stay' }]);
    expect(tokens(s)).toBe(HONOR_TOKENS);
  });

  it('a levy stopped after 1 hex of its 2 loses 1 block and still pays its flat 2 tokens (003:1564-1565, 1592-1594, 1694-1695)', () => {
    const s = toBattle(
      board([
        u('b1', 'SSp', '10,8'),
        u('t1', 'LI', '11,7'),
        u('t2', 'AB', '9,5'),
        u('t3', 'AB', '11,5'),
        u('t4', 'AB', '13,5'),
      ]),
      ['b1'],
    );
    script(s, 'flag', 'square', 'square', 'square');
    act(s, close('b1', '11,7'));
    expect(retreatEnds(actionsOf(s, 'retreat'))).toEqual(['10,6', '12,6']);
    const ev = act(s, { type: 'retreat', to: '10,6' });
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7', '10,6'], blocked: 1 },
    ]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.top.honor).toBe(3);
  });

  it('a levy that cannot move at all loses 2 blocks for its one flag, pays nothing, and battles back (003:1564-1565, 1592-1594, 1707-1708, 1466-1469)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'LI', '11,7'), u('t2', 'AB', '10,6'), u('t3', 'AB', '12,6')]),
      ['b1'],
    );
    script(s, 'flag', 'square', 'square', 'square');
    act(s, close('b1', '11,7'));
    // Its two neighbours support it (1668-1669): it could ignore the flag, and takes it.
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    script(s, 'circle', 'circle');
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7'], blocked: 2 },
    ]);
    expect(s.units.t1!.blocks).toBe(2);
    expect(s.players.top.honor).toBe(5);
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([2]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('where a retreat may end, and what it costs (seed 003:1584-1590, 1681-1708)', () => {
  it('infantry driven back onto a lone friendly mounted leader stops there and joins him (003:1584-1586)', () => {
    const s = toBattle(
      board(
        [u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7'), u('t2', 'AB', '10,6')],
        [ldr('tL', 'mounted', '12,6')],
      ),
      ['b1'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    // t2 and the lone leader are two supporting hexes (1668-1674); it takes both flags.
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7', '12,6'], blocked: 0 },
    ]);
    expect(eventsOf(ev, 'joined').length).toBe(1);
    expect(s.units.t1!.blocks).toBe(4);
    // One hex made, one token; the second flag's hex is dropped.
    expect(s.players.top.honor).toBe(4);
  });

  it('a leader killed by his check adds nothing to the retreat: the triangle unit pays 1 token for its hex, not 2 (003:1681-1683, 1691, 1697-1700)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('tL', 'foot', '11,7')]), [
      'b1',
    ]);
    script(s, 'flag', 'triangle', 'circle', 'circle', 'swords');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'leader-killed').map((e) => e.leader)).toEqual(['tL']);
    // Without him the flag cannot be ignored: straight to the retreat.
    expect(decision(s).point).toBe('retreat');
    act(s, { type: 'retreat', to: '10,6' });
    expect(s.players.top.honor).toBe(4);
    expect(s.units.t1!.hex).toBe('10,6');
  });

  it('a square unit with 1 token left retreats 1 hex: it pays its token and rolls 4 + 1 dice for lack of honor (003:1692, 1713-1721, 1727-1728, 1736-1737)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'SSp', '11,7')]), ['b1']);
    setHonor(s, 'top', 1);
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    // A square may ignore 1 flag (1676); it takes it.
    act(s, { type: 'ignore-flags', count: 0 });
    script(s, 'square', 'flag', 'honor', 'swords', 'circle');
    const ev = act(s, { type: 'retreat', to: '10,6' });
    expect(rolled(ev, 'lack of honor')).toEqual([['square', 'flag', 'honor', 'swords', 'circle']]);
    // Its own symbol costs it a block; flag, honor and sword do nothing; no circle unit to hit.
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.top.honor).toBe(0);
    expect(tokens(s)).toBe(HONOR_TOKENS);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the army commander’s bodyguards are a friendly unit for support (003:702, 1668-1669)', () => {
    const s = toBattle(
      board(
        [u('b1', 'SSp', '11,3'), u('t1', 'ASp', '10,2'), u('tG', 'BG', '11,1'), u('t2', 'AB', '9,1')],
        [ldr('tC', 'commander', '11,1')],
        { terrain: { '11,1': { t: 'tent', side: 'top' } } },
      ),
      ['b1'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, close('b1', '10,2'));
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
  });
});

describe('leaders left alone and seppuku (seed 003:1521-1537, 1636-1654)', () => {
  it('a unit with a leader destroyed on its own baseline: the leader survives his check but may not retreat off it, so seppuku is all he has (003:1521-1525, 1533-1534, 1638)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '11,1'), u('t1', 'ASp', '10,0', 1)], [ldr('tL', 'foot', '10,0')]),
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '10,0'));
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    expect(expectAt(s, 'leader-retreat', 'top')).toEqual([{ type: 'seppuku' }]);
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(s.leaders.tL).toBeUndefined();
    // The unit's banner only; seppuku gives none (1653) and 5 tokens to its side (1649-1650).
    expect(s.players.bottom.banners).toBe(1);
    expect(s.players.top.honor).toBe(10);
    expect(s.players.top.hand.length).toBe(3);
  });

  it('a leader who commits seppuku in his own turn costs his side a card for good: 3 in hand after the draw (003:1649-1652)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8', 1), u('t1', 'SSp', '11,7')], [ldr('bL', 'foot', '10,8')]),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    // Four misses; the battle back takes the last block; the check misses.
    script(s, 'circle', 'circle', 'circle', 'circle', 'square', 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'no-inspire' });
    expect(s.players.bottom.hand.length).toBe(3);
    script(s, 0);
    const ev = act(s, { type: 'seppuku' });
    expect(eventsOf(ev, 'card-discarded').length).toBe(1);
    finishEndOfTurn(s);
    expect(decision(s).seat).toBe('top');
    // 4 cards less the one played, less the one lost, plus the one drawn.
    expect(s.players.bottom.hand.length).toBe(3);
    expect(s.players.bottom.honor).toBe(12);
  });
});
