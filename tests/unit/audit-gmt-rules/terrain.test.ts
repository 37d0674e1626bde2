// Session 15 audit, GMT 2021 core rules: the terrain chapter, through the state machine. Seed 003:
// what a terrain entry gives and retreats ignoring movement limits (2091-2109); line of sight over
// fords, bridges, buildings and fences (2158-2168, 2176-2181, 2184-2205, 2253-2270); fence and
// palisade as two readings of one tile (2264-2270).

import { describe, expect, it } from 'vitest';
import type { TerrainId } from '../../../src/games/samurai-battles/types';
import { act, actionsOf, expectAt, script, setHonor, toBattle } from '../flow/harness';

describe('retreats ignore the terrain movement limits (seed 003:2091-2095)', () => {
  it('a unit driven back 2 hexes goes through a forest without stopping', () => {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        terrain: { '10,6': 'forest', '12,6': 'forest' },
      },
      ['b1'],
    );
    setHonor(s, 'top', 9);
    script(s, 'flag', 'flag', 'circle', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    while (actionsOf(s, 'retreat').length > 0) act(s, actionsOf(s, 'retreat')[0]!);
    expect(s.units.t1!.hex).toMatch(/,5$/);
    expect(s.players.top.honor).toBe(7);
  });
});

describe('line of sight across terrain (seed 003:2109, 2158-2168, 2176-2181, 2205, 2268)', () => {
  /** Can a bow unit at 10,8 shoot at 16,8 over a hex of this terrain at 12,8? */
  function canFireOver(t: TerrainId): boolean {
    const s = toBattle(
      {
        units: [
          { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '16,8' },
        ],
        terrain: { '12,8': t },
      },
      ['ab'],
    );
    return actionsOf(s, 'battle').some((a) => a.target === '16,8' && a.mode === 'ranged');
  }

  it('a ford does not block it (seed 003:2158, 2168)', () => expect(canFireOver('ford')).toBe(true));
  it('a bridge does not block it (seed 003:2176, 2181)', () => expect(canFireOver('bridge')).toBe(true));
  it('buildings block it (seed 003:2184, 2205)', () => expect(canFireOver('buildings')).toBe(false));
  it('a fence or palisade does not block it (seed 003:2253, 2268)', () => {
    expect(canFireOver('fence')).toBe(true);
    expect(canFireOver('palisade')).toBe(true);
  });
  it('open ground, for comparison, does not; a forest does (seed 003:2109, 2127)', () => {
    expect(canFireOver('open')).toBe(true);
    expect(canFireOver('forest')).toBe(false);
  });
});

describe('fence and palisade: one tile, two terrains (seed 003:2264-2270)', () => {
  /** Flags the infantry unit at 11,7 may ignore against an infantry attack from 10,8. */
  function ignorable(t: TerrainId): number[] {
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
        terrain: { '11,7': t },
      },
      ['b1'],
    );
    setHonor(s, 'top', 9);
    // 4 dice capped at 2 by the tile (2263): one flag.
    script(s, 'flag', 'circle');
    act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    if (actionsOf(s, 'ignore-flags').length === 0) {
      expectAt(s, 'retreat', 'top');
      return [0];
    }
    return actionsOf(s, 'ignore-flags').map((a) => a.count);
  }

  it('behind a fence infantry ignores a flag only against cavalry; behind a palisade against anyone', () => {
    expect(ignorable('fence')).toEqual([0]);
    expect(ignorable('palisade')).toEqual([1, 0]);
  });
});
