// Rules audit, session 14 (see audit-zvezda.test.ts): Zvezda 2012 morale and what follows a won
// combat, through the state machine. Seed 002: inspiration 498-507, ignoring flags 652-673 and the
// bridge 1035, honor lost on retreat 675-687, gaining ground and bonus close combat 722-737, 643.

import { describe, expect, it } from 'vitest';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  eventsOf,
  expectAt,
  rolled,
  script,
  setHonor,
} from '../flow/harness';
import { attackOn, facing, toBattle } from './combatKit';

describe('ignoring flags (seed 002:652-673)', () => {
  const attackT1 = (spec: BattleSpec, faces: Parameters<typeof script>[1][]) => {
    const s = toBattle(
      {
        ...spec,
        units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }, ...(spec.units ?? [])],
      },
      ['a'],
    );
    script(s, ...faces);
    act(s, attackOn('a', '11,7'));
    return s;
  };
  const counts = (s: ReturnType<typeof toBattle>) => actionsOf(s, 'ignore-flags').map((a) => a.count);

  it('two friendly neighbours let a unit ignore 1 flag; a lone leader counts as one of them (seed 002:662, 670)', () => {
    const s = attackT1(
      {
        units: [
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '13,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,6' }],
      },
      ['flag', 'flag', 'circle', 'circle'],
    );
    expectAt(s, 'ignore-flags', 'top');
    expect(counts(s)).toEqual([1, 0]);
  });

  it('one neighbour is not support: the flag drives the unit back (seed 002:662)', () => {
    const s = attackT1(
      {
        units: [
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '13,7' },
        ],
      },
      ['flag', 'circle', 'circle', 'circle'],
    );
    expectAt(s, 'retreat', 'top');
  });

  it('a square unit ignores 1 flag, one led by a leader 1 more, and no unit more than 2 (seed 002:654, 671-672)', () => {
    const s = attackT1(
      {
        units: [
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
          { id: 't2', side: 'top', type: 'ASp', hex: '13,7' },
          { id: 't3', side: 'top', type: 'ASp', hex: '9,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      // Square, leader and support: still 2 of the 3 flags at most. The check die misses the leader.
      ['flag', 'flag', 'flag', 'circle', 'circle'],
    );
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    expect(counts(s)).toEqual([2, 1, 0]);
  });

  it('the leader check comes first: a leader killed by it lets the unit ignore no flag (seed 002:671)', () => {
    const s = toBattle(
      facing('SSp', 'ASp', {
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      }),
      ['a'],
    );
    // A triangle hit and a flag; the 1-die check rolls swords: the leader dies.
    script(s, 'triangle', 'flag', 'circle', 'circle', 'swords');
    act(s, attackOn('a', '11,7'));
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    expect(s.leaders.tL).toBeUndefined();
    expectAt(s, 'retreat', 'top');
  });

  it('a unit on a bridge ignores 1 flag (seed 002:1035)', () => {
    const s = attackT1(
      { units: [{ id: 't1', side: 'top', type: 'ASp', hex: '11,7' }], terrain: { '11,7': 'bridge' } },
      ['flag', 'circle', 'circle', 'circle'],
    );
    expect(counts(s)).toEqual([1, 0]);
  });
});

describe('honor lost on retreat (seed 002:675-687)', () => {
  const retreatOne = (type: UnitTypeId, led: boolean) => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type, hex: '11,7' },
        ],
        leaders: led ? [{ id: 'tL', side: 'top', kind: 'mounted', hex: '11,7' }] : [],
        honor: { top: 10 },
      },
      ['a'],
    );
    // Two flags, nothing else; a led or square unit takes both anyway.
    script(s, 'flag', 'flag', 'honor', 'honor');
    act(s, attackOn('a', '11,7'));
    if (decision(s).point === 'ignore-flags') act(s, { type: 'ignore-flags', count: 0 });
    act(s, actionsOf(s, 'retreat')[0]!);
    return 10 - s.players.top.honor;
  };

  it.each([
    ['a circle unit pays 1 a hex', '002:679', 'AB', false, 2],
    ['a triangle unit pays 1 a hex', '002:680', 'ASp', false, 2],
    ['a square unit pays 2 a hex', '002:681', 'SSp', false, 4],
    ['a leader with the unit adds 1 a hex', '002:683', 'ASp', true, 4],
  ] as const)('%s (seed %s)', (_n, _line, type: UnitTypeId, led, paid) => {
    expect(retreatOne(type, led)).toBe(paid);
  });
});

describe('gaining ground and bonus close combat (seed 002:722-737)', () => {
  /** Bottom's unit `a` at 10,8 against top's t1 (1 figure) at 11,7, with t2 behind at 12,6. */
  const BREAK = (type: UnitTypeId, leader = false): BattleSpec => ({
    units: [
      { id: 'a', side: 'bottom', type, hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
      { id: 't2', side: 'top', type: 'ASp', hex: '12,6' },
    ],
    leaders: leader ? [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }] : [],
  });
  const win = (spec: BattleSpec) => {
    const s = toBattle(spec, ['a']);
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, attackOn('a', '11,7'));
    if (decision(s).point === 'inspire') act(s, { type: 'no-inspire' });
    return s;
  };

  it('gaining ground is optional; a unit that stays has no bonus combat (seed 002:724-726)', () => {
    const s = win(BREAK('SSpC'));
    expect(actionsOf(s, 'gain-ground')).toHaveLength(1);
    act(s, { type: 'stay' });
    expectAt(s, 'replenish', 'bottom');
  });

  it('mounted samurai and infantry led by a leader get a bonus combat; infantry alone does not (seed 002:735)', () => {
    const cav = win(BREAK('SSpC'));
    act(cav, { type: 'gain-ground' });
    expectAt(cav, 'bonus-combat', 'bottom');
    const led = win(BREAK('SSp', true));
    act(led, { type: 'gain-ground' });
    expectAt(led, 'bonus-combat', 'bottom');
    const alone = win(BREAK('SSp'));
    act(alone, { type: 'gain-ground' });
    expectAt(alone, 'replenish', 'bottom');
  });

  it('the bonus combat may strike any adjacent enemy, and a second advance gets no third combat (seed 002:735)', () => {
    const spec = BREAK('SSpC');
    spec.units!.push({ id: 't3', side: 'top', type: 'ASp', hex: '13,5' });
    const s = win(spec);
    s.units.t2!.blocks = 1;
    act(s, { type: 'gain-ground' });
    script(s, 'triangle', 'circle', 'circle', 'circle');
    act(s, { type: 'bonus-combat', target: '12,6' });
    act(s, { type: 'gain-ground' });
    expect(s.units.a!.hex).toBe('12,6');
    expectAt(s, 'replenish', 'bottom');
  });

  it('the attacker may advance into the hex of a lone leader who retreated (seed 002:643)', () => {
    const s = toBattle(
      {
        units: [{ id: 'a', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['a'],
    );
    script(s, 'circle', 'circle', 'flag', 'honor');
    act(s, attackOn('a', '11,7'));
    act(s, actionsOf(s, 'leader-retreat')[0]!);
    expectAt(s, 'gain-ground', 'bottom');
  });
});

describe('inspiration (seed 002:498-507)', () => {
  /** Bottom's b1 with a foot leader at 10,8 and b2 at 14,8, a mounted leader alone at 13,9. */
  const LED: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '14,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
      { id: 't2', side: 'top', type: 'ASp', hex: '15,7' },
      { id: 't3', side: 'top', type: 'ASp', hex: '20,8' },
    ],
    leaders: [
      { id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' },
      { id: 'bM', side: 'bottom', kind: 'mounted', hex: '13,9' },
      { id: 'bF', side: 'bottom', kind: 'foot', hex: '16,8' },
    ],
  };

  it('1 token back to the pool buys 1 more close-combat die, one token per combat (seed 002:502, 504, 506)', () => {
    const s = toBattle(LED, ['b1']);
    const pool = s.pool;
    act(s, attackOn('b1', '11,7'));
    // One inspiration only: the choice is the foot leader or nobody, then the dice are rolled.
    expect(expectAt(s, 'inspire', 'bottom')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'bL' },
    ]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close')[0]).toHaveLength(5);
    expect(s.players.bottom.honor).toBe(4);
    expect(s.pool).toBe(pool + 1);
  });

  it('a foot leader inspires only the unit he is with; a mounted leader the units next to him too (seed 002:502)', () => {
    // b2 stands next to the mounted leader (13,9) and to the lone foot leader (16,8): only bM is offered.
    const s = toBattle(LED, ['b2']);
    act(s, attackOn('b2', '15,7'));
    expect(expectAt(s, 'inspire', 'bottom')).toEqual([
      { type: 'no-inspire' },
      { type: 'inspire', leader: 'bM' },
    ]);
  });

  it('a unit battling back may be inspired (seed 002:505)', () => {
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
    act(s, attackOn('b1', '11,7'));
    expectAt(s, 'inspire', 'top');
    script(s, 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'tL' }, 'top');
    expect(rolled(ev, 'close')).toEqual([['circle', 'circle', 'circle', 'circle']]);
  });

  it('never at range: a bow unit with its leader fires its 2 dice with no offer (seed 002:502)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'a', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '12,6' },
        ],
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
      },
      ['a'],
    );
    script(s, 'circle', 'circle');
    const ev = act(s, attackOn('a', '12,6', 'ranged'));
    expect(rolled(ev, 'ranged')).toEqual([['circle', 'circle']]);
    expect(eventsOf(ev, 'inspired')).toEqual([]);
  });

  it('with no token there is nothing to spend (seed 002:502)', () => {
    const s = toBattle(LED, ['b1']);
    setHonor(s, 'bottom', 0);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, attackOn('b1', '11,7'));
    expect(rolled(ev, 'close')[0]).toHaveLength(4);
    expect(decision(s).point).not.toBe('inspire');
  });
});
