// Ranged combat through the state machine, with scripted dice.
// Seed 003: ranged combat 1144-1270; lone leaders 1538-1555; leader checks 1497-1509; Stand and Fire 2053-2056.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  endMovement,
  eventsOf,
  expectAt,
  legal,
  newGame,
  order,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  toBattle,
} from './harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

describe('ranged combat', () => {
  it('hits by symbol; bow swords do not hit; the target does not battle back (seed 003:1238-1248, 1184)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
        ],
      },
      ['sb'],
    );
    expectAt(s, 'battle', 'bottom');
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' }]);
    script(s, 'triangle', 'swords');
    const ev = act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['triangle', 'swords']]);
    expect(scriptLeft(s)).toBe(0);
    expect(s.units.t1!.blocks).toBe(3);
    expect(eventsOf(ev, 'battle').filter((e) => e.battleBack)).toEqual([]);
    // No battle back, no more battles: the turn goes to the draw.
    expectAt(s, 'replenish', 'bottom');
  });

  it('arquebus swords hit at range and its honor symbols earn nothing (seed 003:1246, 1253-1254)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,5' },
        ],
      },
      ['aa'],
    );
    script(s, 'swords', 'honor');
    const ev = act(s, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['swords', 'honor']]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.players.bottom.honor).toBe(5);
  });

  it('bows keep the honor symbols they roll at range (seed 003:1881-1882)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '10,6' },
        ],
      },
      ['ab'],
    );
    script(s, 'honor', 'honor');
    act(s, { type: 'battle', unit: 'ab', target: '10,6', mode: 'ranged' });
    expect(s.players.bottom.honor).toBe(7);
    expect(s.pool).toBe(30 - 7 - 5);
  });

  it('offers no target whose line of sight is blocked by a unit (seed 003:1209-1216)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '8,8' },
          { id: 'b2', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '14,8' },
          { id: 't2', side: 'top', type: 'ASp', hex: '8,6' },
        ],
      },
      ['sb'],
    );
    // t1 is 3 hexes away along the row, behind b2.
    expect(actionsOf(s, 'battle').map((a) => a.target)).toEqual(['8,6']);
    s.units.b2!.hex = '10,10';
    expect(actionsOf(s, 'battle').map((a) => a.target)).toEqual(['8,6', '14,8']);
  });

  it('a unit next to an enemy unit may only close combat (seed 003:1152-1156, 1273-1275)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '8,6' },
        ],
      },
      ['sb'],
    );
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'sb', target: '11,7', mode: 'close' }]);
  });

  it('a unit next to a lone enemy leader may fight him or still fire at range (rules-decisions #9)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
          { id: 't2', side: 'top', type: 'ASp', hex: '8,6' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['sb'],
    );
    expect(actionsOf(s, 'battle')).toEqual([
      { type: 'battle', unit: 'sb', target: '11,7', mode: 'close' },
      { type: 'battle', unit: 'sb', target: '8,6', mode: 'ranged' },
    ]);
  });

  it('bows kill a lone leader with a sword at range, for a banner (seed 003:1539-1544)', () => {
    const s = toBattle(
      {
        units: [{ id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,6' }],
      },
      ['sb'],
    );
    script(s, 'swords', 'flag');
    const ev = act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expect(eventsOf(ev, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'tL', side: 'top', cause: 'combat' },
    ]);
    expect(s.players.bottom.banners).toBe(1);
    // No leader casualty check is rolled for a lone leader (1543).
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
  });

  it('a lone leader missed at range must retreat 1-3 hexes or commit seppuku, whatever the flags (seed 003:1546-1549)', () => {
    const s = toBattle(
      {
        units: [{ id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,6' }],
      },
      ['sb'],
    );
    script(s, 'circle', 'triangle');
    act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions).toContainEqual({ type: 'seppuku' });
    // 1, 2 or 3 rows back toward row 0, choosing the path.
    const ends = actions.flatMap((a) => (a.type === 'leader-retreat' ? [a.to] : []));
    expect(new Set(ends.map((h) => h.split(',')[1]))).toEqual(new Set(['5', '4', '3']));
  });

  it('hits on a unit with a leader call a 2-dice check that kills on 2 swords (seed 003:1497-1502)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
        { id: 't1', side: 'top', type: 'SSp', hex: '11,5' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,5' }],
    };
    const s = toBattle(spec, ['aa']);
    script(s, 'square', 'circle', 'swords', 'triangle');
    const ev = act(s, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(rolled(ev, 'leader casualty check')).toEqual([['swords', 'triangle']]);
    expect(s.leaders.tL).toBeDefined();
    expect(eventsOf(ev, 'leader-survived')).toHaveLength(1);

    const k = toBattle(spec, ['aa']);
    script(k, 'square', 'circle', 'swords', 'swords');
    act(k, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(k.leaders.tL).toBeUndefined();
    expect(k.players.bottom.banners).toBe(1);
  });

  it('a unit wiped out at range leaves its leader to a 1-die check, then retreat or seppuku (seed 003:1503-1507)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,5', blocks: 1 },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,5' }],
      },
      ['aa'],
    );
    script(s, 'square', 'circle', 'triangle');
    const ev = act(s, { type: 'battle', unit: 'aa', target: '11,5', mode: 'ranged' });
    expect(rolled(ev, 'leader casualty check')).toEqual([['triangle']]);
    expect(s.players.bottom.banners).toBe(1);
    expectAt(s, 'leader-retreat', 'top');
  });

  it('a bow unit that moved rolls one die fewer (samurai) or one die (ashigaru) (seed 003:463-464, 495)', () => {
    const s = newGame({
      units: [
        { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
        { id: 'ab', side: 'bottom', type: 'AB', hex: '14,8' },
        { id: 't1', side: 'top', type: 'SSp', hex: '9,5' },
        { id: 't2', side: 'top', type: 'SSp', hex: '14,4' },
      ],
    });
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'sb', 'ab');
    act(s, { type: 'move', piece: 'sb', to: '11,7' });
    act(s, { type: 'move', piece: 'ab', to: '14,6' });
    script(s, 'circle');
    const ev1 = act(s, { type: 'battle', unit: 'sb', target: '9,5', mode: 'ranged' });
    expect(rolled(ev1, 'ranged')[0]).toHaveLength(1);
    script(s, 'circle');
    const ev2 = act(s, { type: 'battle', unit: 'ab', target: '14,4', mode: 'ranged' });
    expect(rolled(ev2, 'ranged')[0]).toHaveLength(1);
    expect(scriptLeft(s)).toBe(0);
  });

  it('an arquebus that moved may not battle at all (seed 003:509-533, 995)', () => {
    const s = newGame({
      units: [
        { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
        { id: 't1', side: 'top', type: 'SSp', hex: '10,4' },
        { id: 't2', side: 'top', type: 'SSp', hex: '11,5' },
      ],
    });
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'aa');
    act(s, { type: 'move', piece: 'aa', to: '10,6' });
    // Next to t2 and 2 hexes from t1, but it moved: no close combat and no fire.
    expectAt(s, 'replenish', 'bottom');
  });
});

describe('Stand and Fire', () => {
  const SPEC: BattleSpec = {
    units: [
      { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
      { id: 'ab', side: 'bottom', type: 'AB', hex: '14,8' },
      { id: 'sp', side: 'bottom', type: 'SSp', hex: '4,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '10,6' },
      { id: 't2', side: 'top', type: 'ASp', hex: '15,5' },
    ],
  };

  it('orders only missile units, which may not move and each fire twice (seed 003:2053-2056)', () => {
    const s = newGame(SPEC);
    setHand(s, 'bottom', ['stand-and-fire', ...HAND.slice(1)]);
    playCard(s, 'stand-and-fire');
    const choices = actionsOf(s, 'order').map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''));
    expect(choices.sort()).toEqual(['ab', 'sb']);
    order(s, 'sb', 'ab');
    // Movement: only "hold" for each ordered unit.
    const moves = decision(s).actions.filter((a) => a.type === 'move');
    expect(moves).toEqual([]);
    endMovement(s);
    script(s, 'circle', 'circle');
    act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expect(legal(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' })).toBe(true);
    script(s, 'triangle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' });
    expect(rolled(ev, 'ranged')).toEqual([['triangle', 'circle']]);
    expect(s.units.t1!.blocks).toBe(3);
    // Two shots used: sb may not fire a third time.
    expect(legal(s, { type: 'battle', unit: 'sb', target: '10,6', mode: 'ranged' })).toBe(false);
    expect(actionsOf(s, 'battle').every((a) => a.unit === 'ab')).toBe(true);
  });

  it('a missile unit next to an enemy unit or leader cannot be ordered by it (seed 003:2054-2055)', () => {
    const s = newGame({
      units: [
        { id: 'sb', side: 'bottom', type: 'SB', hex: '10,8' },
        { id: 'ab', side: 'bottom', type: 'AB', hex: '14,8' },
        { id: 'sp', side: 'bottom', type: 'SSp', hex: '4,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '15,7' }],
    });
    setHand(s, 'bottom', ['stand-and-fire', ...HAND.slice(1)]);
    playCard(s, 'stand-and-fire');
    // Neither bow unit is clear, and the side has missile units, so no "1 unit of your choice"
    // (seed 003:2056): the card orders nothing and the turn goes on to the draw.
    expect(actionsOf(s, 'order')).toEqual([]);
    expect(decision(s).point).not.toBe('orders');
  });
});
