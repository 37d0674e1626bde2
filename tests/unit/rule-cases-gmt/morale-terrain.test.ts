// GMT 2021 rule cases, morale and the hexes that hold a unit (session 16): support, leaders and ranks
// ignoring flags up to the limit, castles, fences and palisades, losses that bring no leader check,
// and lone leaders on the edge of their own baseline. Seed 003. Bottom's b1 attacks top's t1 at 11,7.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  board,
  close,
  duel,
  eventsOf,
  expectAt,
  ldr,
  leaderEnds,
  ranged,
  rolled,
  script,
  scriptLeft,
  setHonor,
  strike,
  toBattle,
  u,
} from './cases';

describe('ignoring flags', () => {
  it('a square unit with a leader and two supporting friends still ignores at most 2 flags of a roll (seed 003:1663, 1668-1669, 1676, 1680)', () => {
    const s = strike(
      duel('SSp', {
        units: [u('t2', 'ASp', '13,7'), u('t3', 'ASp', '9,7')],
        leaders: [ldr('tL', 'foot', '11,7')],
      }),
      ['flag', 'flag', 'flag', 'circle'],
    );
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([2, 1, 0]);
  });

  it('a lone friendly leader next to it supports like a unit: one friend and one lone leader let ashigaru ignore a flag (seed 003:1668-1674)', () => {
    const s = strike(duel('ASp', { units: [u('t2', 'ASp', '13,7')], leaders: [ldr('tL', 'foot', '9,7')] }), [
      'flag',
      'circle',
      'circle',
      'circle',
    ]);
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
  });

  it('a fence lets infantry ignore a flag against cavalry only, a palisade against any attacker (seed 003:2264-2267)', () => {
    const fence = (attacker: 'SSp' | 'SSpC', t: 'fence' | 'palisade') => {
      const s = strike(
        board([u('b1', attacker, '10,8'), u('t1', 'ASp', '11,7')], [], { terrain: { '11,7': t } }),
        ['flag', 'circle'],
      );
      return actionsOf(s, 'ignore-flags').map((a) => a.count);
    };
    expect(fence('SSp', 'fence')).toEqual([]);
    expect(fence('SSpC', 'fence')).toEqual([1, 0]);
    expect(fence('SSp', 'palisade')).toEqual([1, 0]);
  });

  it('infantry in a castle, attacked with at most 2 dice, ignores one flag and takes a hit for the other instead of retreating, paying no token, then battles back with at most 3 (seed 003:2278-2279, 2283, 2288-2289, 1707-1708)', () => {
    const s = strike(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [], { terrain: { '11,7': 'castle' } }),
      ['flag', 'flag'],
    );
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([1, 0]);
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(s.units.t1!.hex).toBe('11,7');
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.top.honor).toBe(5);
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([3]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('losses that bring no leader casualty check', () => {
  it('blocks lost for a retreat that cannot be made: no check for the leader with the unit (seed 003:1488-1491, 1592-1594)', () => {
    const s = strike(
      duel('ASp', {
        units: [u('t2', 'AB', '10,6'), u('t3', 'AB', '12,6')],
        leaders: [ldr('tL', 'foot', '11,7')],
      }),
      ['flag', 'flag', 'circle', 'circle'],
    );
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    // The unit still battles back (1466-1469); its leader is asked whether to inspire it.
    expect(expectAt(s, 'inspire', 'top')).toContainEqual({ type: 'inspire', leader: 'tL' });
    ev.push(...act(s, { type: 'no-inspire' }));
    expect(s.units.t1!.blocks).toBe(2);
    expect(s.leaders.tL!.hex).toBe('11,7');
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a unit with a leader destroyed by its lack-of-honor roll: no check, the leader stays where the retreat ended, the banner is for the unit only (seed 003:1727-1728, 1739-1742)', () => {
    const s = toBattle(duel('ASp', { t1Blocks: 1, leaders: [ldr('tL', 'foot', '11,7')] }), ['b1']);
    setHonor(s, 'top', 0);
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    act(s, { type: 'ignore-flags', count: 1 });
    // 2 tokens owed (unit and leader, 1 hex), none held: 6 dice, one triangle.
    script(s, 'triangle', 'flag', 'flag', 'honor', 'swords', 'swords');
    const ev = act(s, { type: 'retreat', to: '12,6' });
    expect(rolled(ev, 'lack of honor').map((r) => r.length)).toEqual([6]);
    expect(s.units.t1).toBeUndefined();
    expect(s.leaders.tL!.hex).toBe('12,6');
    expect(s.players.bottom.banners).toBe(1);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('ranged fire destroying the unit with a leader: the check is 1 die, a sword kills him (seed 003:1503-1507)', () => {
    const s = toBattle(
      board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,5', 1)], [ldr('tL', 'foot', '11,5')]),
      ['b1'],
    );
    script(s, 'triangle', 'circle');
    script(s, 'swords');
    const ev = act(s, ranged('b1', '11,5'));
    expect(rolled(ev, 'leader casualty check').map((r) => r.length)).toEqual([1]);
    expect(s.leaders.tL).toBeUndefined();
    expect(s.players.bottom.banners).toBe(2);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('lone leaders near their own baseline', () => {
  it('a lone leader one row from his baseline retreats at most to it, never off the field (seed 003:697, 1638-1639)', () => {
    const s = toBattle(board([u('b1', 'SSp', '12,2')], [ldr('tL', 'foot', '11,1')]), ['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,1'));
    const ends = leaderEnds(expectAt(s, 'leader-retreat', 'top'));
    expect(ends).toEqual(['10,0', '12,0']);
  });

  it('a foot leader retreating onto friendly infantry without a leader stops and joins it; it pays 3 tokens (seed 003:1628-1629, 1702-1703)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '12,6')], [ldr('tL', 'foot', '11,7')]), [
      'b1',
    ]);
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    expect(leaderEnds(expectAt(s, 'leader-retreat', 'top'))).toContain('12,6');
    const ev = act(s, { type: 'leader-retreat', to: '12,6' });
    expect(s.leaders.tL!.hex).toBe('12,6');
    expect(s.players.top.honor).toBe(2);
    expect(eventsOf(ev, 'honor').map((e) => e.delta)).toEqual([-3]);
  });
});

describe('leaders inspiring', () => {
  it('an inspired unit that rolls no honor symbol loses only the token it spent (seed 003:1362-1364, 1377-1378)', () => {
    const s = toBattle(duel('SSp', { leaders: [ldr('bL', 'foot', '10,8')] }), ['b1']);
    act(s, close('b1', '11,7'));
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle');
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, { type: 'inspire', leader: 'bL' });
    expect(s.players.bottom.honor).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });
});
