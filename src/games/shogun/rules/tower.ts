// The cube tower (seed 001:91-93, 206-216, 547-551). Cubes thrown in either fall into the tray or stay
// inside; cubes stuck from earlier throws may come loose. Nobody can see the inside, so it lives in the
// state and no view shows it. No one has measured the physical tower; the published digital models
// (reference/shogun.md section 3.2) are data here, and a scripted tower serves tests.

import { type RngState, randomInt, shuffle } from '../../../engine/rng';
import { SEATS } from '../data/components';
import type { Cube, CubeCounts } from '../types';

/** A probability as numerator / denominator, so draws stay integral. */
export type Chance = readonly [number, number];

export type TowerModel =
  /** One reservoir: a thrown cube falls through with `pass`; each stuck cube comes loose with `release`. */
  | { kind: 'reservoir'; pass: Chance; release: Chance }
  /**
   * Stacked perforated levels: a cube reaching a level passes it with `pass` or rests on it; every cube
   * passing a level knocks each cube resting there loose with `knock`, so release grows with throughput.
   */
  | { kind: 'levels'; levels: number; pass: Chance; knock: Chance }
  /** Tests: each throw yields the next scripted tray. */
  | { kind: 'scripted' };

export const TOWER_MODELS = {
  /** SpielByWeb's Wallenstein (bgdf.com/node/180): thrown cubes out 2/3, stuck cubes out 1/3 a throw. */
  spielbyweb: { kind: 'reservoir', pass: [2, 3], release: [1, 3] },
  /** locojoetive/WallensteinOnlineSrc Tower.java: thrown out 1/2, stuck out 3/5 a throw. */
  wallensteinOnline: { kind: 'reservoir', pass: [1, 2], release: [3, 5] },
  /** Imrihil/Shogun Tower.java: two levels, pass 17/20, knock loose 1/40 per passing cube. */
  twoLevels: { kind: 'levels', levels: 2, pass: [17, 20], knock: [1, 40] },
  scripted: { kind: 'scripted' },
} as const satisfies Record<string, TowerModel>;

export type TowerModelId = keyof typeof TOWER_MODELS;

/**
 * The default: two levels. It is the only model shaped like the physical tower (two perforated levels
 * inside, per the Pöppelkiste review) whose release grows with the number of cubes thrown, and in the
 * reference comparison it gives the steadiest long-run balance of cubes out to cubes in (0.97).
 */
export const DEFAULT_TOWER: TowerModelId = 'twoLevels';

export interface TowerState {
  model: TowerModelId;
  /** Cubes resting on each level, top first (one entry for a reservoir). Hidden from every seat. */
  inside: CubeCounts[];
  /** Scripted model only: the trays still to come. */
  script?: CubeCounts[];
}

export function createTower(model: TowerModelId = DEFAULT_TOWER, script?: CubeCounts[]): TowerState {
  const m: TowerModel = TOWER_MODELS[model];
  const levels = m.kind === 'levels' ? m.levels : 1;
  const tower: TowerState = { model, inside: Array.from({ length: levels }, () => ({})) };
  if (model === 'scripted') tower.script = script ? script.map((t) => ({ ...t })) : [];
  return tower;
}

const CUBE_ORDER: readonly Cube[] = [...SEATS, 'peasant'];

export function countOf(c: CubeCounts, cube: Cube): number {
  return c[cube] ?? 0;
}

export function addCubes(into: CubeCounts, cube: Cube, n: number): void {
  const v = countOf(into, cube) + n;
  if (v < 0) throw new Error(`negative ${cube} cubes`);
  if (v === 0) delete into[cube];
  else into[cube] = v;
}

export function mergeCubes(into: CubeCounts, from: CubeCounts): void {
  for (const cube of CUBE_ORDER) addCubes(into, cube, countOf(from, cube));
}

export function totalCubes(c: CubeCounts): number {
  return CUBE_ORDER.reduce((n, cube) => n + countOf(c, cube), 0);
}

/** Every cube inside the tower, all levels together. */
export function towerContents(tower: TowerState): CubeCounts {
  const all: CubeCounts = {};
  for (const level of tower.inside) mergeCubes(all, level);
  return all;
}

function expand(c: CubeCounts): Cube[] {
  const list: Cube[] = [];
  for (const cube of CUBE_ORDER) for (let i = 0; i < countOf(c, cube); i++) list.push(cube);
  return list;
}

function chance(rng: RngState, [num, den]: Chance): boolean {
  return randomInt(rng, den) < num;
}

/**
 * Throws `cubes` into the tower and returns what falls into the tray. Changes the tower in place and
 * draws from `rng` (the game's generator).
 */
export function throwCubes(tower: TowerState, cubes: CubeCounts, rng: RngState): CubeCounts {
  const model: TowerModel = TOWER_MODELS[tower.model];
  if (model.kind === 'scripted') return scriptedThrow(tower, cubes);
  // Cubes thrown together go in in no particular order.
  const falling = shuffle(rng, expand(cubes));
  if (model.kind === 'reservoir') return reservoirThrow(tower.inside[0]!, falling, model, rng);
  return levelsThrow(tower.inside, falling, model, rng);
}

function reservoirThrow(
  inside: CubeCounts,
  falling: Cube[],
  model: { pass: Chance; release: Chance },
  rng: RngState,
): CubeCounts {
  const out: CubeCounts = {};
  for (const cube of expand(inside)) {
    if (chance(rng, model.release)) {
      addCubes(inside, cube, -1);
      addCubes(out, cube, 1);
    }
  }
  for (const cube of falling) addCubes(chance(rng, model.pass) ? out : inside, cube, 1);
  return out;
}

function levelsThrow(
  levels: CubeCounts[],
  falling: Cube[],
  model: { pass: Chance; knock: Chance },
  rng: RngState,
): CubeCounts {
  let arriving = falling;
  for (const level of levels) {
    const passed: Cube[] = [];
    // A cube knocked loose falls on to the next level with the cubes that passed.
    for (let i = 0; i < arriving.length; i++) {
      const cube = arriving[i]!;
      if (!chance(rng, model.pass)) {
        addCubes(level, cube, 1);
        continue;
      }
      passed.push(cube);
      for (const resting of expand(level)) {
        if (chance(rng, model.knock)) {
          addCubes(level, resting, -1);
          passed.push(resting);
        }
      }
    }
    arriving = passed;
  }
  const out: CubeCounts = {};
  for (const cube of arriving) addCubes(out, cube, 1);
  return out;
}

function scriptedThrow(tower: TowerState, cubes: CubeCounts): CubeCounts {
  const next = tower.script?.shift();
  if (!next) throw new Error('the scripted tower has no throw left');
  const inside = tower.inside[0]!;
  mergeCubes(inside, cubes);
  for (const cube of CUBE_ORDER) {
    if (countOf(next, cube) > countOf(inside, cube))
      throw new Error(`scripted tray holds more ${cube} cubes than the tower and the throw`);
    addCubes(inside, cube, -countOf(next, cube));
  }
  return { ...next };
}
