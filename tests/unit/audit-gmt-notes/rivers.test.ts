// Session 16 audit: the rivers, fords and impassable or changed terrain of the 40 GMT battle notes
// (seed 003:2582-4064), each on the notes file made playable on a map with a river and one ford.

import { describe, expect, it } from 'vitest';
import { effectiveTerrain } from '../../../src/games/samurai-battles/data/terrain';
import { battle, crossing, enterable, FORD_ONLY, FORDABLE, RIVER, riverTests, TENTS } from './notes-battle';

describe('rivers and fords as each battle gives them', () => {
  // 3: fordable, its fords shallow; 4: only at its fords, which do not stop a unit; 5, 7, 15-17,
  // 39, 40: only at the fords; 18-24, 28-31, 34, 38: fordable along the whole river.
  riverTests([
    [3, '003:2582', FORDABLE],
    [4, '003:2621', { ...FORD_ONLY, ford: FORDABLE.ford }],
    [5, '003:2663', FORD_ONLY],
    [7, '003:2740', FORD_ONLY],
    [15, '003:3061', FORD_ONLY],
    [16, '003:3102', FORD_ONLY],
    [17, '003:3135', FORD_ONLY],
    [18, '003:3175', FORDABLE],
    [19, '003:3215', FORDABLE],
    [20, '003:3262', FORDABLE],
    [21, '003:3303', FORDABLE],
    [22, '003:3346', FORDABLE],
    [23, '003:3386', FORDABLE],
    [24, '003:3423', FORDABLE],
    [28, '003:3579', FORDABLE],
    [29, '003:3630', FORDABLE],
    [30, '003:3670', FORDABLE],
    [31, '003:3709', FORDABLE],
    [34, '003:3833', FORDABLE],
    [38, '003:3984', FORDABLE],
    [39, '003:4027', FORD_ONLY],
    [40, '003:4062', FORD_ONLY],
  ]);
});

describe('terrain made impassable or changed', () => {
  it('4: no unit or leader enters a hill (seed 003:2623)', () => {
    expect([enterable(4, 'hill'), enterable(3, 'hill')]).toEqual([false, true]);
  });

  it('6: the Tajii is impassable, the ford as well (seed 003:2699; rules-decisions, session 16)', () => {
    expect([enterable(6, 'river'), enterable(6, 'ford'), enterable(5, 'ford')]).toEqual([false, false, true]);
  });

  it('26: no unit enters a hill (seed 003:3505)', () => {
    expect(enterable(26, 'hill')).toBe(false);
  });

  it('27: the river is impassable, even at a ford (seed 003:3541; rules-decisions, session 16)', () => {
    expect([enterable(27, 'river'), enterable(27, 'ford')]).toEqual([false, false]);
  });

  it('21: Niiyama Castle is a buildings hex (seed 003:3305)', () => {
    const { state } = battle(21, {
      terrain: { ...TENTS, '11,5': 'castle' },
      zones: { 'niiyama-castle': ['11,5'] },
    });
    expect(state.terrain['11,5']!.t).toBe('buildings');
    expect(effectiveTerrain(state, '11,5').id).toBe('buildings');
  });

  it('36: both rivers are fordable along their length (seed 003:3903)', () => {
    const { state } = battle(36, { terrain: { ...RIVER, '17,5': 'river', '19,5': 'river' } });
    expect([crossing(state, '3,5'), crossing(state, '19,5')]).toEqual([FORDABLE.river, FORDABLE.river]);
  });

  it('29-31, 33, 38: every fence is a palisade (seed 003:3668, 3707, 3789, 3982)', () => {
    for (const n of [29, 30, 31, 33, 38]) {
      const { state } = battle(n, { terrain: { ...TENTS, '9,5': 'fence' } });
      expect([n, state.terrain['9,5']!.t]).toEqual([n, 'palisade']);
    }
  });

  it('40: the building hexes are tombs no one enters (seed 003:4064)', () => {
    expect([enterable(40, 'buildings'), enterable(39, 'buildings')]).toEqual([false, true]);
  });
});
