import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { playerOf } from '../../../src/games/shogun/players';
import { createState, seedTower } from '../../../src/games/shogun/rules/setup';
import {
  createTower,
  DEFAULT_TOWER,
  mergeCubes,
  TOWER_MODELS,
  type TowerModelId,
  throwCubes,
  totalCubes,
  towerContents,
} from '../../../src/games/shogun/rules/tower';
import type { CubeCounts } from '../../../src/games/shogun/types';

describe('Shogun tower', () => {
  it('seeds the tower with 31 cubes in a 3-player game', () => {
    // seed 001:208-216: 7 of each player and 10 peasants; what falls out goes home.
    const s = createState({ players: 3 }, 5);
    const fell = seedTower(s);
    const inside = towerContents(s.tower);
    expect(totalCubes(inside) + totalCubes(fell)).toBe(31);
    for (const seat of s.seats) expect(playerOf(s, seat).supply + (inside[seat] ?? 0)).toBe(62);
    expect(s.peasantSupply + (inside.peasant ?? 0)).toBe(20);
    expect(s.tray).toEqual({});
  });

  it('keeps every cube in every published model: in = inside + out', () => {
    for (const model of Object.keys(TOWER_MODELS).filter((m) => m !== 'scripted') as TowerModelId[]) {
      const tower = createTower(model);
      const rng = createRng(11);
      const total: CubeCounts = {};
      for (let i = 0; i < 200; i++) {
        const cubes = { p1: 3, p2: 2, peasant: 1 };
        mergeCubes(total, cubes);
        const out = throwCubes(tower, cubes, rng);
        for (const [c, n] of Object.entries(out)) total[c as keyof CubeCounts]! -= n;
      }
      const inside = towerContents(tower);
      expect(Object.fromEntries(Object.entries(total).filter(([, n]) => n !== 0))).toEqual(inside);
    }
  });

  it('lets cubes out and keeps some in (the tower remembers)', () => {
    for (const model of ['spielbyweb', 'wallensteinOnline', 'twoLevels'] as const) {
      const tower = createTower(model);
      const rng = createRng(3);
      let out = 0;
      for (let i = 0; i < 100; i++) out += totalCubes(throwCubes(tower, { p1: 4, p2: 4 }, rng));
      expect(out).toBeGreaterThan(600);
      expect(out).toBeLessThan(800);
      expect(totalCubes(towerContents(tower))).toBeGreaterThan(0);
    }
  });

  it('repeats the same throws from the same generator', () => {
    const a = createTower(DEFAULT_TOWER);
    const b = createTower(DEFAULT_TOWER);
    const ra = createRng(9);
    const rb = createRng(9);
    for (let i = 0; i < 20; i++)
      expect(throwCubes(a, { p1: 5, peasant: 2 }, ra)).toEqual(throwCubes(b, { p1: 5, peasant: 2 }, rb));
    expect(a).toEqual(b);
  });

  it('defaults to the two-level model', () => {
    expect(DEFAULT_TOWER).toBe('twoLevels');
    expect(createTower().inside).toHaveLength(2);
  });

  it('yields scripted trays and refuses one the tower cannot produce', () => {
    const t = createTower('scripted', [{ p1: 2 }, { p2: 1 }]);
    const rng = createRng(1);
    expect(throwCubes(t, { p1: 3 }, rng)).toEqual({ p1: 2 });
    expect(towerContents(t)).toEqual({ p1: 1 });
    expect(() => throwCubes(t, { p1: 1 }, rng)).toThrow(/more p2/);
  });
});
