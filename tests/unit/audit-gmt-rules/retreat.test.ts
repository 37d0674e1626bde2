// Session 15 audit, GMT 2021 core rules: retreats, through the state machine. Seed 003: the retreat
// chapter's honor rule (1559, 1603-1604, 1684-1686); leaders retreating (1608-1612, 1705); flags
// ignored by choice and by Dragon card (1657-1666, 1678); the lack-of-honor roll after the retreat
// (1724-1725).

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { playDragon } from '../dragon/kit';
import { scene } from '../dragon/scenes';
import {
  act,
  actionsOf,
  eventsOf,
  expectAt,
  script,
  scriptLeft,
  setHonor,
  toBattle,
  tokens,
} from '../flow/harness';

describe('a retreat costs Honor & Fortune (seed 003:1559, 1603-1604, 1684-1686)', () => {
  it('a triangle unit driven back 1 hex pays 1 token, and the token goes back to the common pool', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    const pool = s.pool;
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    const ev = act(s, { type: 'retreat', to: '12,6' });
    expect(s.units.t1!.hex).toBe('12,6');
    expect(eventsOf(ev, 'honor')).toEqual([expect.objectContaining({ side: 'top', delta: -1 })]);
    expect(s.players.top.honor).toBe(4);
    expect(s.pool).toBe(pool + 1);
    expect(tokens(s)).toBe(30);
  });
});

describe('leaders in a retreat (seed 003:1608-1612, 1705)', () => {
  it('a leader with a unit goes with it for the whole retreat (seed 003:1608-1609)', () => {
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
    setHonor(s, 'top', 10);
    // Three flags, the leader lets the unit ignore one: 2 hexes back, the leader along.
    script(s, 'flag', 'flag', 'flag', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    act(s, { type: 'ignore-flags', count: 1 });
    while (actionsOf(s, 'retreat').length > 0) act(s, actionsOf(s, 'retreat')[0]!);
    expect(s.units.t1!.hex).toMatch(/,5$/);
    expect(s.leaders.tL!.hex).toBe(s.units.t1!.hex);
    // 1 token a hex for the triangle and 1 a hex for the leader with it (1697-1700).
    expect(s.players.top.honor).toBe(6);
  });

  it('a lone leader who survives the attack must retreat, or may commit seppuku instead though a way is open (seed 003:1610-1612, 1705)', () => {
    const s = toBattle(
      {
        units: [{ id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' }],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'circle', 'flag', 'honor', 'square');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    const options = expectAt(s, 'leader-retreat', 'top');
    expect(options.some((a) => a.type === 'leader-retreat')).toBe(true);
    expect(options).toContainEqual({ type: 'seppuku' });
    // Staying is not among the choices.
    expect(options.some((a) => a.type === 'leader-retreat' && a.to === '11,7')).toBe(false);
    script(s, 0);
    act(s, { type: 'seppuku' });
    expect(s.leaders.tL).toBeUndefined();
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('ignoring flags (seed 003:1657-1666, 1678)', () => {
  it('a square unit with a leader may ignore 2 flags, 1 or none, and a flag it accepts drives it back (seed 003:1657-1662, 1666, 1676, 1680)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'SSp', hex: '11,7' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
      },
      ['b1'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 2 },
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
    // Ignore one, accept one: a retreat of 1 hex.
    act(s, { type: 'ignore-flags', count: 1 });
    const ways = expectAt(s, 'retreat', 'top');
    act(s, ways[0]!);
    expect(s.units.t1!.hex).toMatch(/,6$/);
  });

  it('a Dragon card can let a unit ignore flags beyond the usual 2 (seed 003:1663, 1678)', () => {
    const { s } = scene('courage');
    script(s, 'flag', 'flag', 'flag', 'circle');
    playDragon(s, 'courage', 't1');
    expect(actionsOf(s, 'ignore-flags').map((a) => a.count)).toEqual([3, 2, 1, 0]);
  });
});

describe('the lack-of-honor roll comes after the retreat (seed 003:1724-1725, 1730-1734)', () => {
  it('the nearest unit is counted from where the retreat ended', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
          // tNear is 1 hex from t1's start, 2 from its end; tFar the other way round.
          { id: 'tNear', side: 'top', type: 'AB', hex: '9,7' },
          { id: 'tFar', side: 'top', type: 'AB', hex: '14,6' },
        ],
      },
      ['b1'],
    );
    setHonor(s, 'top', 0);
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    // 1 token owed and none held: 4 + 1 dice; a circle costs the nearest circle unit a block.
    script(s, 'circle', 'honor', 'honor', 'flag', 'swords');
    const ev: GameEvent[] = act(s, { type: 'retreat', to: '12,6' });
    const order = ev.map((e) => e.type).filter((t) => t === 'retreated' || t === 'dice');
    expect(order).toEqual(['retreated', 'dice']);
    expect(eventsOf(ev, 'dice')[0]!.purpose).toBe('lack of honor');
    expect(eventsOf(ev, 'dice')[0]!.faces).toHaveLength(5);
    expect(s.units.tFar!.blocks).toBe(3);
    expect(s.units.tNear!.blocks).toBe(4);
    expect(s.units.t1!.blocks).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('a unit destroyed at the end of its retreat still owes the lack-of-honor roll (seed 003:1713-1717, 1725-1734)', () => {
  it('it moved 1 hex, lost its last block on the hex it could not make, and its owner could not pay', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7', blocks: 1 },
          // The row behind 10,6 and 12,6 is full: the second retreat hex is blocked either way.
          { id: 'tA', side: 'top', type: 'AB', hex: '9,5' },
          { id: 'tB', side: 'top', type: 'ASp', hex: '11,5' },
          { id: 'tC', side: 'top', type: 'ASp', hex: '13,5' },
        ],
      },
      ['b1'],
    );
    setHonor(s, 'top', 0);
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    // 1 hex moved (1 token owed, none held), 1 hex blocked (the last block). Then 4 + 1 dice: the
    // circle costs the nearest circle unit a block; the triangle would have hit t1, which is gone.
    script(s, 'circle', 'triangle', 'honor', 'honor', 'flag');
    const ev = act(s, { type: 'retreat', to: '12,6' });
    expect(s.units.t1).toBeUndefined();
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'top', unpaid: 1 }]);
    expect(eventsOf(ev, 'dice').map((d) => d.purpose)).toEqual(['lack of honor']);
    expect(s.units.tA!.blocks).toBe(3);
    expect(s.units.tB!.blocks).toBe(4);
    expect(s.units.tC!.blocks).toBe(4);
    expect(scriptLeft(s)).toBe(0);
  });
});
