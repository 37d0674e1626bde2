// GMT 2021 rule cases, the battle (session 24): seed 003:1119-1812 read line by line, each rule a small
// position, an action and the result. This file: ranged and close combat, inspiration, honor won,
// battle backs, gaining ground, bonus combats and the Levy charge. Bottom's pieces are ids starting
// with "b", top's with "t"; top retreats toward row 0, bottom toward row 10.

import { describe, expect, it } from 'vitest';
import { HONOR_TOKENS } from '../flow/harness';
import {
  act,
  actionsOf,
  board,
  close,
  decision,
  eventsOf,
  expectAt,
  ldr,
  ranged,
  rolled,
  script,
  scriptLeft,
  toBattle,
  tokens,
  u,
} from '../rule-cases-gmt/cases';

describe('ranged fire (seed 003:1144-1268)', () => {
  it('a friendly lone leader between the bow and its target blocks the shot, like any piece (003:1213-1216)', () => {
    // 10,8 to 14,8 runs straight through the centre of 12,8.
    const open = toBattle(board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '14,8')]), ['b1']);
    expect(actionsOf(open, 'battle')).toEqual([ranged('b1', '14,8')]);
    const shut = toBattle(
      board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '14,8')], [ldr('bL', 'foot', '12,8')]),
      ['b1'],
    );
    // No battle to offer: the engine passes straight to the end of the turn.
    expect(decision(shut).point).toBe('replenish');
  });

  it('no leader inspires ranged fire, even one in the firing unit’s hex (003:1358-1364: close combat only)', () => {
    const s = toBattle(board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,5')], [ldr('bL', 'foot', '10,8')]), [
      'b1',
    ]);
    script(s, 'circle', 'circle');
    const ev = act(s, ranged('b1', '11,5'));
    expect(rolled(ev, 'ranged').map((r) => r.length)).toEqual([2]);
    expect(eventsOf(ev, 'inspired')).toEqual([]);
    expect(s.players.bottom.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });

  it('arquebus swords at range all hit samurai cavalry: rank and stature are close-combat rules (003:1246, 1396-1409)', () => {
    const s = toBattle(board([u('b1', 'AA', '10,8'), u('t1', 'SSpC', '11,5')]), ['b1']);
    script(s, 'swords', 'swords');
    const ev = act(s, ranged('b1', '11,5'));
    expect(eventsOf(ev, 'hits')[0]).toMatchObject({ target: 't1', hits: 2, swordsIgnored: 0 });
    expect(s.units.t1!.blocks).toBe(2);
  });

  it('samurai bow cavalry keeps the honor it rolls at range against ashigaru; in close combat against them it keeps none (003:655-658, 1435-1437)', () => {
    const fire = toBattle(board([u('b1', 'SBC', '10,8'), u('t1', 'ASp', '11,5')]), ['b1']);
    script(fire, 'honor', 'circle', 'circle');
    act(fire, ranged('b1', '11,5'));
    expect(fire.players.bottom.honor).toBe(6);
    expect(tokens(fire)).toBe(HONOR_TOKENS);

    const melee = toBattle(board([u('b1', 'SBC', '10,8'), u('t1', 'ASp', '11,7')]), ['b1']);
    // 3 dice: an honor symbol and two misses; the ashigaru's battle back (3 dice) misses too.
    script(melee, 'honor', 'circle', 'circle', 'circle', 'circle', 'circle');
    act(melee, close('b1', '11,7'));
    expect(melee.players.bottom.honor).toBe(5);
    expect(scriptLeft(melee)).toBe(0);
  });

  it('the leader of a unit destroyed at range survives his 1-die check and pays 3 tokens for his retreat; the firer does not advance (003:1503-1507, 1702-1703, 1773)', () => {
    const s = toBattle(
      board([u('b1', 'AB', '10,8'), u('t1', 'ASp', '11,5', 1)], [ldr('tL', 'foot', '11,5')]),
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle');
    const ev = act(s, ranged('b1', '11,5'));
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    const ends = expectAt(s, 'leader-retreat', 'top');
    expect(ends).toContainEqual({ type: 'seppuku' });
    act(s, { type: 'leader-retreat', to: '10,4' });
    expect(s.players.top.honor).toBe(2);
    expect(s.leaders.tL!.hex).toBe('10,4');
    // Ranged fire never gains ground: the turn goes on to its end.
    expect(decision(s).point).toBe('replenish');
    expect(s.units.b1!.hex).toBe('10,8');
  });
});

describe('close combat (seed 003:1271-1440)', () => {
  it('one sword kills a lone mounted leader attacked by foot: stature belongs to cavalry units, and any sword kills a lone leader (003:1396-1398, 1539-1544)', () => {
    const s = toBattle(board([u('b1', 'SSp', '10,8')], [ldr('tL', 'mounted', '11,7')]), ['b1']);
    script(s, 'swords', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(eventsOf(ev, 'leader-killed').map((e) => e.leader)).toEqual(['tL']);
    expect(s.players.bottom.banners).toBe(1);
    expect(expectAt(s, 'gain-ground', 'bottom')).toEqual([{ type: 'gain-ground' }, { type: 'stay' }]);
  });

  it('a mounted leader standing with another unit inspires the unit next to him (003:1365-1367)', () => {
    const s = toBattle(
      board(
        [u('b1', 'SSp', '10,8'), u('b2', 'ASp', '12,8'), u('t1', 'ASp', '11,7')],
        [ldr('bL', 'mounted', '12,8')],
      ),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    expect(actionsOf(s, 'inspire')).toEqual([{ type: 'inspire', leader: 'bL' }]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([5, 3]);
    expect(s.players.bottom.honor).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });

  it('in the enemy’s turn a lone mounted leader inspires the unit next to him as it battles back: his side pays 1 and keeps 1 of 2 honor symbols (003:1372-1378, 1457-1460)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8'), u('t1', 'ASp', '11,7')], [ldr('tL', 'mounted', '12,6')]),
      ['b1'],
    );
    script(s, 'circle', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    expect(expectAt(s, 'inspire', 'top')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'tL' },
    ]);
    script(s, 'honor', 'honor', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'tL' });
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([4]);
    expect(s.players.top.honor).toBe(5);
    expect(tokens(s)).toBe(HONOR_TOKENS);
    expect(scriptLeft(s)).toBe(0);
  });

  it('the active player’s Cavalry Charge die is not the defender’s: cavalry battling back rolls its own 4 (003:1457-1460, 2038-2040)', () => {
    const s = toBattle(board([u('b1', 'SSpC', '10,8'), u('t1', 'SSpC', '11,7')]), ['b1'], 'cavalry-charge');
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([5, 4]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('foot battling back against samurai cavalry: the cavalry ignores a sword for rank and one for stature, 3 swords make 1 hit (003:1396-1407, 1457-1460)', () => {
    const s = toBattle(board([u('b1', 'SSpC', '10,8'), u('t1', 'ASp', '11,7')]), ['b1']);
    script(s, 'circle', 'circle', 'circle', 'circle', 'swords', 'swords', 'swords');
    const ev = act(s, close('b1', '11,7'));
    const back = eventsOf(ev, 'hits')[1]!;
    expect(back).toMatchObject({ target: 'b1', hits: 1, swordsIgnored: 2 });
    expect(s.units.b1!.blocks).toBe(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a battle back that destroys an attacker with a leader: his 1-die check, then his retreat toward his own baseline; the defender does not advance (003:1475-1476, 1521-1525, 1614-1616)', () => {
    const s = toBattle(
      board([u('b1', 'SSp', '10,8', 1), u('t1', 'SSp', '11,7')], [ldr('bL', 'foot', '10,8')]),
      ['b1'],
    );
    act(s, close('b1', '11,7'));
    // Four misses; the square's battle back: one square (the last block), then the check misses.
    script(s, 'circle', 'circle', 'circle', 'circle', 'square', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'no-inspire' });
    expect(eventsOf(ev, 'unit-eliminated').length).toBe(1);
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    const ends = expectAt(s, 'leader-retreat', 'bottom')
      .filter((a) => a.type === 'leader-retreat')
      .map((a) => (a as { to: string }).to)
      .sort();
    // Bottom's baseline is row 10: every end is behind him, none toward the enemy.
    expect(ends).toEqual(['10,10', '11,9', '12,10', '8,10', '9,9']);
    act(s, { type: 'leader-retreat', to: '9,9' });
    expect(s.units.t1!.hex).toBe('11,7');
    expect(decision(s).point).toBe('replenish');
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('gaining ground and the bonus combat (seed 003:1769-1804)', () => {
  it('a defender destroyed by the blocks its blocked retreat cost was beaten: the cavalry gains ground and may battle again (003:1592-1594, 1773-1776, 1788-1791)', () => {
    const s = toBattle(
      board([
        u('b1', 'SSpC', '10,8'),
        u('t1', 'ASp', '11,7', 1),
        u('t2', 'AB', '10,6'),
        u('t3', 'AB', '12,6'),
      ]),
      ['b1'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    // t2 and t3 support it (1668-1669), but it takes the flag: both hexes behind it are full.
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7'], blocked: 1 },
    ]);
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(
      actionsOf(s, 'bonus-combat')
        .map((a) => a.target)
        .sort(),
    ).toEqual(['10,6', '12,6']);
  });

  it('a bonus combat is a close combat: bow cavalry that gained ground may not shoot at the unit 2 hexes off (003:1787-1794)', () => {
    const s = toBattle(
      board([
        u('b1', 'SBC', '10,8'),
        u('t1', 'ASp', '11,7', 1),
        u('t2', 'ASp', '11,5'),
        u('t3', 'ASp', '12,6'),
      ]),
      ['b1'],
    );
    script(s, 'triangle', 'circle', 'circle');
    act(s, close('b1', '11,7'));
    act(s, { type: 'gain-ground' });
    expect(expectAt(s, 'bonus-combat', 'bottom')).toEqual([
      { type: 'no-bonus' },
      { type: 'bonus-combat', target: '12,6' },
    ]);
  });
});

describe('the Levy charge (seed 003:1308-1310, 1341-1343)', () => {
  it('two levies next to an enemy unit may charge it together or attack one at a time (003:1308-1310, 1341-1343)', () => {
    const s = toBattle(board([u('b1', 'LI', '10,8'), u('b2', 'LI', '12,8'), u('t1', 'ASp', '11,7')]), [
      'b1',
      'b2',
    ]);
    expect(actionsOf(s, 'levy-charge')).toEqual([
      { type: 'levy-charge', units: ['b1', 'b2'], target: '11,7' },
    ]);
    expect(actionsOf(s, 'battle').length).toBe(2);
  });

  it('next to a lone enemy leader they attack him one at a time: a leader is no unit, and the charge is against an enemy unit (003:891, 1341-1343, 547-549)', () => {
    const s = toBattle(board([u('b1', 'LI', '10,8'), u('b2', 'LI', '12,8')], [ldr('tL', 'foot', '11,7')]), [
      'b1',
      'b2',
    ]);
    expect(actionsOf(s, 'levy-charge')).toEqual([]);
    expect(actionsOf(s, 'battle')).toEqual([close('b1', '11,7'), close('b2', '11,7')]);
    // The first levy's 2 dice miss: he retreats (3 tokens), and that levy may take his hex.
    script(s, 'circle', 'circle');
    act(s, close('b1', '11,7'));
    act(s, { type: 'leader-retreat', to: '10,6' });
    expect(s.players.top.honor).toBe(2);
    act(s, { type: 'gain-ground' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(scriptLeft(s)).toBe(0);
  });
});
