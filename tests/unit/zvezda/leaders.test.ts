// Zvezda 2012 leaders at the board edge: leaving by ordered movement costs no Honor & Fortune, and a
// lone leader may retreat off across his own baseline instead of being cornered into seppuku there
// (seed 002:326-330, 597-605, 641-642; seed 000:212-216, 427-431, 455-456). Each case is run under
// GMT 2021 too, where the same situation plays out as before (seed 003:1049-1108, 1551-1552, 1636-1642).

import { describe, expect, it } from 'vitest';
import { leaderRetreatExit } from '../../../src/games/samurai-battles/board/retreat';
import type { Edition } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHonor,
} from '../flow/harness';
import { game, NEAR_EDGE, toBattle, toMovement } from './combatKit';

/** No sword: the lone leader survives and must retreat or commit seppuku. */
const MISS = ['circle', 'circle', 'flag', 'honor'] as const;

function attacked(spec: BattleSpec, target: string, edition: Edition) {
  const s = toBattle(spec, ['b1'], edition);
  script(s, ...MISS);
  act(s, { type: 'battle', unit: 'b1', target, mode: 'close' });
  return s;
}

describe('a Zvezda lone leader retreating off the board', () => {
  it('may step off across his own baseline instead of retreating on the board (seed 002:597-605; seed 000:427-431)', () => {
    const s = attacked(NEAR_EDGE, '11,1', 'zvezda2012');
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions).toContainEqual({ type: 'exit', piece: 'tL' });
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '10,0' });
    expect(actions).toContainEqual({ type: 'seppuku' });
  });

  it('leaves for good: 3 tokens as for any lone-leader retreat, no banner for the enemy (seed 002:605, 685-687; seed 000:431, 491)', () => {
    const s = attacked(NEAR_EDGE, '11,1', 'zvezda2012');
    const ev = act(s, { type: 'exit', piece: 'tL' });
    expect(s.leaders.tL).toBeUndefined();
    expect(eventsOf(ev, 'leader-exited')).toEqual([{ type: 'leader-exited', side: 'top', leader: 'tL' }]);
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 'tL', path: ['11,1', '10,0'], blocked: 0 },
    ]);
    expect(s.players.top.honor).toBe(2);
    expect(s.players.bottom.banners).toBe(0);
    // The hex he left is free: the attacker may gain ground (seed 002:643).
    expectAt(s, 'gain-ground', 'bottom');
  });

  it('is never offered under GMT rules, where a leader may not retreat off the board (seed 003:1638-1639)', () => {
    const s = attacked(NEAR_EDGE, '11,1', 'gmt2021');
    const actions = expectAt(s, 'leader-retreat', 'top');
    expect(actions.some((a) => a.type === 'exit')).toBe(false);
    expect(actions).toContainEqual({ type: 'leader-retreat', to: '10,0' });
  });

  it('on his own baseline he may step off or commit seppuku; under GMT only seppuku (seed 002:642; seed 000:456; seed 003:1641-1642)', () => {
    const spec: BattleSpec = {
      units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' }],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,0' }],
    };
    expect(expectAt(attacked(spec, '10,0', 'zvezda2012'), 'leader-retreat', 'top')).toEqual([
      { type: 'exit', piece: 'tL' },
      { type: 'seppuku' },
    ]);
    expect(expectAt(attacked(spec, '10,0', 'gmt2021'), 'leader-retreat', 'top')).toEqual([
      { type: 'seppuku' },
    ]);
  });

  it('the step off counts as one of his 1-3 hexes: two rows out he can still leave, three rows out he cannot (seed 002:590, 601; seed 000:421, 431)', () => {
    const two: BattleSpec = {
      units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '11,3' }],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,2' }],
    };
    const s2 = game(two);
    expect(leaderRetreatExit(s2, 'tL')?.hexes).toBe(3);
    expect(actionsOf(attacked(two, '10,2', 'zvezda2012'), 'exit')).toEqual([{ type: 'exit', piece: 'tL' }]);

    const three: BattleSpec = {
      units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,4' }],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,3' }],
    };
    expect(leaderRetreatExit(game(three), 'tL')).toBeNull();
    expect(actionsOf(attacked(three, '11,3', 'zvezda2012'), 'exit')).toEqual([]);
  });

  it('passes friendly pieces on the way but never an enemy (seed 002:591-593; seed 000:422-424)', () => {
    const friends: BattleSpec = {
      ...NEAR_EDGE,
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,2' },
        { id: 't2', side: 'top', type: 'ASp', hex: '10,0' },
        { id: 't3', side: 'top', type: 'ASp', hex: '12,0' },
      ],
    };
    expect(leaderRetreatExit(game(friends), 'tL')).toEqual({ path: ['10,0'], hexes: 2 });

    const enemies: BattleSpec = {
      ...NEAR_EDGE,
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,2' },
        { id: 'b2', side: 'bottom', type: 'ASp', hex: '10,0' },
        { id: 'b3', side: 'bottom', type: 'ASp', hex: '12,0' },
      ],
    };
    expect(leaderRetreatExit(game(enemies), 'tL')).toBeNull();
    // Boxed in: he cannot retreat at all and must commit seppuku (seed 002:641).
    expect(expectAt(attacked(enemies, '11,1', 'zvezda2012'), 'leader-retreat', 'top')).toEqual([
      { type: 'seppuku' },
    ]);
  });

  it('a leader whose unit was wiped out and who survives his check may step off too (seed 002:633, 639, 642)', () => {
    const spec: BattleSpec = {
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,2' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,1', blocks: 1 },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,1' }],
    };
    const s = toBattle(spec, ['b1']);
    // One triangle destroys t1; the 1-die check shows no sword.
    script(s, 'triangle', 'circle', 'circle', 'honor', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,1', mode: 'close' });
    expect(rolled(ev, 'leader casualty check')).toEqual([['circle']]);
    expect(actionsOf(s, 'exit')).toEqual([{ type: 'exit', piece: 'tL' }]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('one who cannot pay is caught on his baseline by the lack-of-honor roll: a sword kills him, banner to the enemy (seed 002:708-711; seed 000:505)', () => {
    const s = attacked(NEAR_EDGE, '11,1', 'zvezda2012');
    setHonor(s, 'top', 1);
    // 2 tokens unpaid: still 4 dice under the 2012 rules (seed 002:696).
    script(s, 'swords', 'flag', 'honor', 'circle');
    const ev = act(s, { type: 'exit', piece: 'tL' });
    expect(rolled(ev, 'lack of honor')).toEqual([['swords', 'flag', 'honor', 'circle']]);
    expect(eventsOf(ev, 'leader-killed')).toEqual([
      { type: 'leader-killed', leader: 'tL', side: 'top', cause: 'lack-of-honor' },
    ]);
    expect(eventsOf(ev, 'leader-exited')).toEqual([]);
    expect(s.players.bottom.banners).toBe(1);
  });

  it('without a sword he gets away; unit symbols hit the unit nearest his baseline hex (seed 002:710; seed 000:505)', () => {
    const s = attacked(NEAR_EDGE, '11,1', 'zvezda2012');
    setHonor(s, 'top', 0);
    script(s, 'triangle', 'flag', 'honor', 'square');
    const ev = act(s, { type: 'exit', piece: 'tL' });
    expect(eventsOf(ev, 'leader-exited')).toHaveLength(1);
    expect(s.units.t2!.blocks).toBe(3);
    expect(s.players.bottom.banners).toBe(0);
  });
});

describe('a Zvezda lone leader leaving the board by ordered movement', () => {
  /** Bottom's lone foot leader on his own baseline (row 10), in the centre. */
  const HOME: BattleSpec = {
    units: [{ id: 't1', side: 'top', type: 'ASp', hex: '12,0' }],
    leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,10' }],
  };

  function leave(edition: Edition) {
    const s = toMovement(HOME, ['bL'], edition);
    expect(actionsOf(s, 'exit')).toEqual([{ type: 'exit', piece: 'bL' }]);
    const ev = act(s, { type: 'exit', piece: 'bL' });
    return { s, ev };
  }

  it('pays no Honor & Fortune and gives the enemy no banner (seed 002:326-330; seed 000:212-216)', () => {
    const { s, ev } = leave('zvezda2012');
    expect(s.leaders.bL).toBeUndefined();
    expect(eventsOf(ev, 'leader-exited')).toEqual([{ type: 'leader-exited', side: 'bottom', leader: 'bL' }]);
    expect(eventsOf(ev, 'honor')).toEqual([]);
    expect(s.players.bottom.honor).toBe(5);
    expect(s.players.top.banners).toBe(0);
  });

  it('still pays 3 under GMT rules (seed 003:1104-1108)', () => {
    const { s } = leave('gmt2021');
    expect(s.players.bottom.honor).toBe(2);
    expect(s.players.top.banners).toBe(0);
  });

  it('the step off is one hex of his move, as under GMT: a foot leader one row out can still leave, two rows out cannot (seed 002:330; seed 000:216)', () => {
    const at = (hex: string) =>
      toMovement({ ...HOME, leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex }] }, ['bL']);
    expect(actionsOf(at('11,9'), 'exit')).toEqual([{ type: 'exit', piece: 'bL' }]);
    expect(actionsOf(at('10,8'), 'exit')).toEqual([]);
  });
});
