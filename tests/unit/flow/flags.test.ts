// Flags, retreats, Honor & Fortune paid for them and the lack-of-honor roll, through the state machine.
// Seed 003: retreats 1559-1606; flags ignored 1657-1683; honor lost 1684-1708; lack of honor 1712-1766;
// castle 2286-2289.

import { describe, expect, it } from 'vitest';
import type { UnitSpec } from './harness';
import {
  act,
  type BattleSpec,
  eventsOf,
  expectAt,
  rolled,
  script,
  scriptLeft,
  setHonor,
  toBattle,
  tokens,
} from './harness';

/** Bottom's samurai spearmen b1 at 10,8 attack the top unit t1 at 11,7 (top retreats toward row 0). */
function attackOn(type: UnitSpec['type'], extra: BattleSpec = {}) {
  return toBattle(
    {
      ...extra,
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 't1', side: 'top', type, hex: '11,7' },
        ...(extra.units ?? []),
      ],
    },
    ['b1'],
  );
}

const ATTACK = { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' } as const;

describe('retreats', () => {
  it('each flag moves the unit 1 hex toward its own side; the owner picks the hex, never sideways (seed 003:1560-1573)', () => {
    const s = attackOn('ASp');
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    const actions = expectAt(s, 'retreat', 'top');
    expect(actions).toEqual([
      { type: 'retreat', to: '10,6' },
      { type: 'retreat', to: '12,6' },
    ]);
    const ev = act(s, { type: 'retreat', to: '12,6' });
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7', '12,6'], blocked: 0 },
    ]);
    // A triangle pays 1 token per hex (1691); the attacker may now gain ground.
    expect(s.players.top.honor).toBe(4);
    expectAt(s, 'gain-ground', 'bottom');
    expect(tokens(s)).toBe(30);
  });

  it('two flags, two hexes; terrain does not stop a retreat (seed 003:1562-1563, 1580-1582)', () => {
    const s = attackOn('ASp', { terrain: { '12,6': 'forest', '10,6': 'forest' } });
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, ATTACK);
    const ends = expectAt(s, 'retreat', 'top').map((a) => (a.type === 'retreat' ? a.to : ''));
    expect(ends.sort()).toEqual(['11,5', '13,5', '9,5']);
    act(s, { type: 'retreat', to: '13,5' });
    expect(s.units.t1!.hex).toBe('13,5');
    expect(s.players.top.honor).toBe(3);
  });

  it('levies retreat 2 hexes per flag and pay 2 tokens however far they go (seed 003:1564-1565, 1694-1695)', () => {
    const s = attackOn('LI');
    script(s, 'flag', 'flag', 'triangle', 'triangle');
    act(s, ATTACK);
    const ends = expectAt(s, 'retreat', 'top').map((a) => (a.type === 'retreat' ? a.to : ''));
    expect(new Set(ends.map((h) => h.split(',')[1]))).toEqual(new Set(['3']));
    act(s, { type: 'retreat', to: '11,3' });
    expect(s.units.t1!.hex).toBe('11,3');
    expect(s.players.top.honor).toBe(3);
  });

  it('a square pays 2 tokens a hex, and 1 more a hex with its leader (seed 003:1692, 1697-1700)', () => {
    const s = attackOn('SSp', { leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }] });
    setHonor(s, 'top', 9);
    // 3 flags: square and leader ignore up to 2; the owner ignores 1 and accepts 2 (1660-1661).
    script(s, 'flag', 'flag', 'flag', 'circle');
    act(s, ATTACK);
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 2 },
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(eventsOf(ev, 'flags-ignored')).toEqual([{ type: 'flags-ignored', piece: 't1', count: 1 }]);
    act(s, { type: 'retreat', to: '11,5' });
    expect(s.leaders.tL!.hex).toBe('11,5');
    // 2 hexes x (2 + 1) = 6.
    expect(s.players.top.honor).toBe(3);
  });

  it('a circle pays 1 token a hex (seed 003:1688-1689)', () => {
    const s = attackOn('AB');
    script(s, 'flag', 'flag', 'triangle', 'triangle');
    act(s, ATTACK);
    act(s, { type: 'retreat', to: '11,5' });
    expect(s.players.top.honor).toBe(3);
  });

  it('a retreat that cannot be made costs a block per hex and no token; the unit then battles back (seed 003:1592-1598, 1707-1708, 1466-1469)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,0' },
        ],
      },
      ['b1'],
    );
    script(s, 'flag', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' });
    expect(eventsOf(ev, 'blocks-lost')).toEqual([
      { type: 'blocks-lost', unit: 't1', count: 1, left: 3, cause: 'blocked-retreat' },
    ]);
    expect(s.players.top.honor).toBe(5);
    expect(eventsOf(ev, 'battle').map((b) => !!b.battleBack)).toEqual([false, true]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('a blocked retreat hit does not call a leader check (seed 003:1488-1491)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,0' },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,0' }],
        honor: { top: 0 },
      },
      ['b1'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' });
    // The leader lets t1 ignore one flag; the owner accepts both.
    expectAt(s, 'ignore-flags', 'top');
    script(s, 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'ignore-flags', count: 0 });
    expect(s.units.t1!.blocks).toBe(2);
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
  });

  it('a unit destroyed by a blocked retreat leaves its leader in the hex: no check, no forced retreat (decision, seed 003:1488-1491, 1739-1742)', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '11,1' },
          { id: 't1', side: 'top', type: 'ASp', hex: '10,0', blocks: 1 },
        ],
        leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '10,0' }],
      },
      ['b1'],
    );
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '10,0', mode: 'close' });
    act(s, { type: 'ignore-flags', count: 0 });
    expect(s.units.t1).toBeUndefined();
    expect(s.players.bottom.banners).toBe(1);
    expect(s.leaders.tL!.hex).toBe('10,0');
    // The hex is not empty, so there is no ground to gain; nothing else is asked.
    expectAt(s, 'replenish', 'bottom');
  });

  it('must take a retreat path that loses no block when there is one (seed 003:1600-1601)', () => {
    const s = attackOn('ASp', {
      units: [
        { id: 't2', side: 'top', type: 'ASp', hex: '9,5' },
        { id: 't3', side: 'top', type: 'ASp', hex: '11,5' },
      ],
    });
    // Via 10,6 the second hex is blocked; via 12,6 it reaches 13,5: no choice is left.
    script(s, 'flag', 'flag', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'retreated')).toEqual([
      { type: 'retreated', piece: 't1', path: ['11,7', '12,6', '13,5'], blocked: 0 },
    ]);
    expect(s.units.t1!.blocks).toBe(4);
  });

  it('a unit retreating onto a lone friendly leader stops and joins him (seed 003:1584-1586)', () => {
    const s = attackOn('ASp', {
      terrain: { '10,6': 'river' },
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '12,6' }],
    });
    script(s, 'flag', 'flag', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'joined')).toEqual([{ type: 'joined', leader: 'tL', unit: 't1' }]);
    expect(s.units.t1!.hex).toBe('12,6');
    // One hex retreated, priced before the leader joined (1 token).
    expect(s.players.top.honor).toBe(4);
  });
});

describe('ignoring flags', () => {
  it('support from two friendly hexes lets a unit ignore 1 flag; a lone leader counts (seed 003:1668-1674)', () => {
    const s = attackOn('ASp', {
      units: [{ id: 't2', side: 'top', type: 'AB', hex: '13,7' }],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '12,6' }],
    });
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, ATTACK);
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
  });

  it('no more than 2 flags are ignored in one roll (seed 003:1663)', () => {
    const s = attackOn('SSp', {
      units: [
        { id: 't2', side: 'top', type: 'AB', hex: '13,7' },
        { id: 't3', side: 'top', type: 'AB', hex: '12,6' },
      ],
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
    });
    script(s, 'flag', 'flag', 'flag', 'flag');
    act(s, ATTACK);
    const counts = expectAt(s, 'ignore-flags', 'top').map((a) => (a.type === 'ignore-flags' ? a.count : -1));
    expect(counts).toEqual([2, 1, 0]);
    act(s, { type: 'ignore-flags', count: 2 });
    // Two flags are left: a retreat of 2 hexes.
    expectAt(s, 'retreat', 'top');
  });

  it('a unit with nothing to ignore them retreats at once, with no question asked (seed 003:1661-1662)', () => {
    const s = attackOn('ASp', { units: [{ id: 't2', side: 'top', type: 'ASp', hex: '10,6' }] });
    script(s, 'flag', 'circle', 'circle', 'circle');
    const ev = act(s, ATTACK);
    expect(eventsOf(ev, 'retreated')).toHaveLength(1);
    expect(s.units.t1!.hex).toBe('12,6');
  });

  it('castle infantry does not retreat: each flag not ignored is a hit, no token is paid (seed 003:2286-2289)', () => {
    const s = attackOn('ASp', { terrain: { '11,7': 'castle' } });
    // Close combat into a castle: at most 2 dice.
    script(s, 'flag', 'flag', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    expect(expectAt(s, 'ignore-flags', 'top')).toEqual([
      { type: 'ignore-flags', count: 1 },
      { type: 'ignore-flags', count: 0 },
    ]);
    const ev = act(s, { type: 'ignore-flags', count: 1 });
    expect(eventsOf(ev, 'castle-holds')).toEqual([{ type: 'castle-holds', unit: 't1', flags: 1 }]);
    expect(s.units.t1!.blocks).toBe(3);
    expect(s.units.t1!.hex).toBe('11,7');
    expect(s.players.top.honor).toBe(5);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('lack of honor', () => {
  const SPEC: BattleSpec = {
    units: [
      { id: 'ta', side: 'top', type: 'AB', hex: '14,6' },
      { id: 'tb', side: 'top', type: 'AB', hex: '11,5' },
      { id: 'tc', side: 'top', type: 'AB', hex: '4,2' },
    ],
  };

  it('a retreat that cannot be paid costs every token and a roll of 4 dice + 1 per unpaid token (seed 003:1713-1721)', () => {
    const s = attackOn('SSp', { ...SPEC, honor: { top: 1 } });
    // One flag: the square could ignore it; the owner accepts it. 2 tokens owed, 1 paid.
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'ignore-flags', count: 0 });
    script(s, 'swords', 'flag', 'honor', 'triangle', 'honor');
    const ev = act(s, { type: 'retreat', to: '12,6' });
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'top', unpaid: 1 }]);
    expect(rolled(ev, 'lack of honor')).toEqual([['swords', 'flag', 'honor', 'triangle', 'honor']]);
    expect(s.players.top.honor).toBe(0);
    // Swords, flags and honor symbols do nothing; no triangle unit is left in the army (1736-1737).
    expect(eventsOf(ev, 'blocks-lost')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
    expect(tokens(s)).toBe(30);
  });

  it('blocks lost to a lack-of-honor roll call no leader check (seed 003:1739-1742)', () => {
    const s = attackOn('ASp', {
      ...SPEC,
      honor: { top: 0 },
      leaders: [{ id: 'tL', side: 'top', kind: 'foot', hex: '11,7' }],
    });
    // Two flags: the leader lets t1 ignore one; the owner accepts both and retreats 2 hexes.
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, ATTACK);
    act(s, { type: 'ignore-flags', count: 0 });
    // 2 hexes x (1 + 1 for the leader) = 4 tokens unpaid: 8 dice, two triangles hit t1.
    script(s, 'triangle', 'triangle', 'flag', 'flag', 'honor', 'honor', 'swords', 'swords');
    const ev = act(s, { type: 'retreat', to: '13,5' });
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([{ type: 'lack-of-honor', side: 'top', unpaid: 4 }]);
    expect(s.units.t1!.blocks).toBe(2);
    expect(s.leaders.tL!.hex).toBe('13,5');
    expect(rolled(ev, 'leader casualty check')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it("the retreating unit's own symbol hits it; another symbol hits the nearest unit with it, the owner choosing among equals (seed 003:1727-1734)", () => {
    const s = attackOn('ASp', { ...SPEC, honor: { top: 0 } });
    script(s, 'flag', 'circle', 'circle', 'circle');
    act(s, ATTACK);
    script(s, 'triangle', 'circle', 'circle', 'swords', 'flag');
    const ev = act(s, { type: 'retreat', to: '12,6' });
    expect(rolled(ev, 'lack of honor')).toEqual([['triangle', 'circle', 'circle', 'swords', 'flag']]);
    expect(s.units.t1!.blocks).toBe(3);
    const actions = expectAt(s, 'lack-of-honor', 'top');
    // ta (14,6) and tb (11,5) are both 1 hex from 12,6; tc is far away.
    expect(actions).toEqual([
      { type: 'lose-block', unit: 'ta' },
      { type: 'lose-block', unit: 'tb' },
    ]);
    act(s, { type: 'lose-block', unit: 'tb' });
    expect(expectAt(s, 'lack-of-honor', 'top')).toHaveLength(2);
    act(s, { type: 'lose-block', unit: 'tb' });
    expect(s.units.tb!.blocks).toBe(2);
    expect(s.units.ta!.blocks).toBe(4);
    expect(s.units.tc!.blocks).toBe(4);
    // No leader check and no question left: the attacker may gain ground.
    expectAt(s, 'gain-ground', 'bottom');
  });
});
