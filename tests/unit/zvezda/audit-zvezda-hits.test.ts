// Rules audit, session 14 (see audit-zvezda.test.ts): Zvezda 2012 hits, retreats and lone leaders
// through the state machine. Seed 002: a lone leader as a unit 235, 351-355; moving across sections
// and edges 300-303, 316; ranged hits 423-447; close-combat hits 513-535; retreats 563-595; seppuku
// 607-609; the leader check 619-621.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  CENTER_HAND,
  decision,
  eventsOf,
  expectAt,
  legal,
  order,
  playCard,
  rolled,
  script,
  setHand,
} from '../flow/harness';
import { attackOn, facing, game, toBattle, toMovement } from './combatKit';

describe('scoring hits (seed 002:423-447, 513-535)', () => {
  const BOWS: BattleSpec = {
    units: [
      { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
      { id: 't', side: 'top', type: 'ASp', hex: '12,6', blocks: 2 },
    ],
  };

  it('at range each die matching the target’s symbol is a hit; other symbols miss; extra hits are lost (seed 002:425-429, 435)', () => {
    const s = toBattle(BOWS, ['a']);
    script(s, 'triangle', 'square');
    act(s, attackOn('a', '12,6', 'ranged'));
    expect(s.units.t!.blocks).toBe(1);
    const again = toBattle(BOWS, ['a']);
    script(again, 'triangle', 'triangle');
    const ev = act(again, attackOn('a', '12,6', 'ranged'));
    expect(again.units.t).toBeUndefined();
    expect(again.players.bottom.banners).toBe(1);
    expect(eventsOf(ev, 'hits')[0]!.hits).toBe(2);
  });

  it('a flag at range drives the target back after the hits (seed 002:439, 445-447)', () => {
    const s = toBattle(BOWS, ['a']);
    script(s, 'triangle', 'flag');
    act(s, attackOn('a', '12,6', 'ranged'));
    expect(s.units.t!.blocks).toBe(1);
    expectAt(s, 'retreat', 'top');
  });

  it('in close combat the matching symbol and swords hit, other symbols miss (seed 002:515-520, 531)', () => {
    const s = toBattle(facing('SSp', 'AB'), ['a']);
    // Circle and swords hit the bows (no rank protects them); the square misses.
    script(s, 'circle', 'swords', 'square', 'honor', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    expect(s.units.t1!.blocks).toBe(2);
  });

  it('only an ordered unit next to the enemy may close-combat (seed 002:453-456, 473)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', { units: [{ id: 'b2', side: 'bottom', type: 'SSp', hex: '12,8' }] }),
      ['a'],
    );
    // b2 is next to t1 but not ordered.
    expect(actionsOf(s, 'battle').map((a) => a.unit)).toEqual(['a']);
  });

  it('a unit led by a leader that loses figures brings the leader check (seed 002:437, 621)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', { leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] }),
      ['a'],
    );
    script(s, 'triangle', 'circle', 'circle', 'circle', 'honor');
    const ev = act(s, attackOn('a', '11,7'));
    expect(s.units.t1!.blocks).toBe(3);
    // One figure lost in close combat: the 1-die check, an honor symbol, and the leader lives.
    expect(rolled(ev, 'leader casualty check')).toEqual([['honor']]);
    expect(s.leaders.tL).toBeDefined();
  });
});

describe('where a retreat may go (seed 002:574-595)', () => {
  it('never onto or through another unit: the only free hex behind is taken (seed 002:574)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', {
        units: [{ id: 'b2', side: 'bottom', type: 'ASp', hex: '10,6' }],
      }),
      ['a'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    // 10,6 is held by bottom's unit: t1 goes to 12,6 without being asked.
    expect(eventsOf(ev, 'retreated')[0]!.path).toEqual(['11,7', '12,6']);
  });

  it('cavalry retreats onto a lone mounted leader to join him, never onto a foot leader (seed 002:578)', () => {
    const spec = (kind: 'foot' | 'mounted') =>
      facing('SSp', 'SSpC', { leaders: [{ id: 'tL', side: 'top', kind, hex: '12,6' }] });
    const foot = toBattle(spec('foot'), ['a']);
    script(foot, 'flag', 'flag', 'circle', 'circle');
    act(foot, attackOn('a', '11,7'));
    if (decision(foot).point === 'ignore-flags') act(foot, { type: 'ignore-flags', count: 0 });
    const ends = actionsOf(foot, 'retreat').map((a) => a.to);
    expect(ends).not.toContain('12,6');
    const mounted = toBattle(spec('mounted'), ['a']);
    script(mounted, 'flag', 'flag', 'circle', 'circle');
    act(mounted, attackOn('a', '11,7'));
    if (decision(mounted).point === 'ignore-flags') act(mounted, { type: 'ignore-flags', count: 0 });
    expect(actionsOf(mounted, 'retreat').map((a) => a.to)).toContain('12,6');
  });

  it('a leader with a unit retreats with it (seed 002:586)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', { leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] }),
      ['a'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    if (decision(s).point === 'ignore-flags') act(s, { type: 'ignore-flags', count: 0 });
    if (decision(s).point === 'retreat') act(s, actionsOf(s, 'retreat')[0]!);
    expect(s.leaders.tL!.hex).toBe(s.units.t1!.hex);
    expect(s.units.t1!.hex).not.toBe('11,7');
  });

  it('a lone foot leader may end his retreat joining infantry, not cavalry (seed 002:588, 594-595)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 'ti', side: 'top', type: 'ASp', hex: '10,6' },
          { id: 'tc', side: 'top', type: 'SSpC', hex: '12,6' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'circle', 'honor');
    act(s, attackOn('a', '11,7'));
    const ends = actionsOf(s, 'leader-retreat').map((a) => a.to);
    expect(ends).toContain('10,6');
    expect(ends).not.toContain('12,6');
  });

  it('a lone leader may commit seppuku though a retreat is open (seed 002:607-609)', () => {
    const s = toBattle(
      {
        units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'circle', 'honor');
    act(s, attackOn('a', '11,7'));
    expect(actionsOf(s, 'leader-retreat').length).toBeGreaterThan(0);
    expect(legal(s, { type: 'seppuku' })).toBe(true);
  });
});

describe('movement across the board (seed 002:300-303, 316)', () => {
  it('an ordered unit may move into another section (seed 002:301)', () => {
    // 8,8 is in the centre; 5,7 lies in the left section.
    const s = toMovement({ units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '8,8' }] }, ['u']);
    const to = actionsOf(s, 'move')
      .filter((a) => a.piece === 'u')
      .map((a) => a.to);
    expect(to).toContain('6,8');
  });

  it('no unit moves onto a half hex at the side edge (seed 002:302)', () => {
    const s = game({ units: [{ id: 'u', side: 'bottom', type: 'AB', hex: '0,8' }] });
    setHand(s, 'bottom', ['order-two-left', ...CENTER_HAND.slice(1)]);
    playCard(s, 'order-two-left');
    order(s, 'u');
    const to = actionsOf(s, 'move').map((a) => a.to);
    expect(to.length).toBeGreaterThan(0);
    expect(to.every((h) => Number(h.split(',')[0]) >= 0)).toBe(true);
  });

  it('a lone leader obeys the terrain: he stops on entering a forest (seed 002:316)', () => {
    const s = toMovement(
      { leaders: [{ id: 'm', side: 'bottom', kind: 'mounted', hex: '10,8' }], terrain: { '11,7': 'forest' } },
      ['m'],
    );
    act(s, { type: 'move', piece: 'm', to: '11,7' });
    expect(actionsOf(s, 'move').filter((a) => a.piece === 'm')).toEqual([]);
  });
});

describe('retreats (seed 002:563-605)', () => {
  it('each flag drives the unit 1 hex toward its own baseline; the owner picks among the hexes behind (seed 002:565-569)', () => {
    const s = toBattle(facing('SSp', 'ASp'), ['a']);
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    // Two rows back toward row 0: 10,6 or 12,6 first, ending two rows up.
    const ends = actionsOf(s, 'retreat').map((a) => a.to);
    expect(ends.length).toBeGreaterThan(1);
    for (const to of ends) expect(Number(to.split(',')[1])).toBe(5);
    act(s, { type: 'retreat', to: ends[0]! });
    expect(s.units.t1!.hex).toBe(ends[0]);
  });

  it('retreat ignores terrain: a unit walks back through a forest without stopping (seed 002:575)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', {
        terrain: { '10,6': 'forest', '12,6': 'forest' },
      }),
      ['a'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    const ends = actionsOf(s, 'retreat').map((a) => a.to);
    for (const to of ends) expect(Number(to.split(',')[1])).toBe(5);
  });

  it('a unit without a leader that retreats onto a lone friendly leader stops there and joins him (seed 002:577)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', {
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '12,6' }],
      }),
      ['a'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    const ev = act(s, attackOn('a', '11,7'));
    // Two flags: on past 10,6, or onto the leader's hex, where the retreat ends.
    expect(actionsOf(s, 'retreat').map((a) => a.to)).toContain('12,6');
    ev.push(...act(s, { type: 'retreat', to: '12,6' }));
    expect(s.units.t1!.hex).toBe('12,6');
    expect(eventsOf(ev, 'joined')).toEqual([{ type: 'joined', leader: 'tL', unit: 't1' }]);
    // One hex retreated: 1 token for the spearmen (seed 002:680); the second flag is dropped.
    expect(s.players.top.honor).toBe(4);
  });

  it('the baseline ends a retreat: each hex it cannot make costs a figure (seed 002:573, 580)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,2' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
        ],
      },
      ['a'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, attackOn('a', '11,1'));
    if (decision(s).point === 'retreat') act(s, actionsOf(s, 'retreat')[0]!);
    expect(Number(s.units.t1!.hex.split(',')[1])).toBe(0);
    expect(s.units.t1!.blocks).toBe(3);
  });
});

describe('a lone leader is a unit (seed 002:235, 351-355; seed 000:145, 248; seed 004:84, 194)', () => {
  /** Bottom's bows at 10,8, a lone enemy leader next to them at 11,7, enemy spearmen 2 hexes off. */
  const NEXT: BattleSpec = {
    units: [
      { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
      { id: 't2', side: 'top', type: 'ASp', hex: '8,6' },
    ],
    leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
  };

  it('a missile unit next to a lone enemy leader may not fire; it may close-combat him (seed 002:351-355)', () => {
    const s = toBattle(NEXT, ['a']);
    expect(actionsOf(s, 'battle')).toEqual([attackOn('a', '11,7')]);
  });

  it('under GMT a leader is no unit: the same bows may fire past him (seed 003:891, 1152-1156; decision A-9)', () => {
    const s = toBattle(NEXT, ['a'], 'gmt2021');
    expect(legal(s, attackOn('a', '8,6', 'ranged'))).toBe(true);
  });
});
