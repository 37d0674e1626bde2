import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_KEYS, parseKey, sectionsOf } from '../../../src/games/samurai-battles/hex';
import {
  type CatalogFile,
  checkIndexMatches,
  checkScenarioSet,
} from '../../../src/games/samurai-battles/scenario/catalog';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import {
  listScenarioFiles,
  loadIndexFile,
  loadScenarioFile,
} from '../../../src/games/samurai-battles/scenario/load-file';
import type { HexKey, Side, TerrainId, UnitTypeId } from '../../../src/games/samurai-battles/types';

const DIR = fileURLToPath(new URL('../../../scenarios', import.meta.url));
const FILES = listScenarioFiles(DIR);

function load(file: string): ScenarioV1 {
  const r = loadScenarioFile(resolve(DIR, file));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.problems)}`);
  return r.scenario;
}

const ALL: CatalogFile[] = FILES.map((file) => ({ file, scenario: load(file) }));
const byId = (id: string): ScenarioV1 => {
  const f = ALL.find((x) => x.scenario.id === id);
  if (!f) throw new Error(`no scenario ${id}`);
  return f.scenario;
};

describe('scenario files', () => {
  it.each(FILES)('%s validates', (file) => {
    const r = loadScenarioFile(resolve(DIR, file));
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('has the 40 GMT notes, the introductory skirmish and the three test scenarios', () => {
    expect(FILES.filter((f) => f.startsWith('gmt/'))).toHaveLength(40);
    expect(FILES).toContain('intro-skirmish.json');
    expect(FILES.filter((f) => f.startsWith('test/')).sort()).toEqual([
      'test/test-duel.json',
      'test/test-fortress.json',
      'test/test-skirmish.json',
    ]);
  });

  it('keeps index.json in step with the files', () => {
    const index = loadIndexFile(resolve(DIR, 'index.json'));
    expect(index.ok ? [] : index.problems).toEqual([]);
    if (!index.ok) return;
    expect(checkIndexMatches(index.index, ALL)).toEqual([]);
    expect(index.index.scenarios.map((e) => e.file).sort()).toEqual([...FILES].sort());
  });

  it('has unique ids and campaign links that point both ways', () => {
    expect(checkScenarioSet(ALL)).toEqual([]);
  });
});

// Battle notes as printed in seed 003 (GMT scenario book, lines 2465-4069): Command, Dragon and
// Honor & Fortune of the army listed first (top) and second (bottom), who moves first, banners.
type Notes = [number, number, number, number, number, number, Side | 'roll', number];
const SEED_NOTES: Record<number, Notes> = {
  1: [5, 3, 5, 5, 3, 5, 'top', 5], // 2465-2495
  2: [5, 1, 4, 4, 1, 2, 'top', 3], // 2512-2546
  3: [5, 2, 5, 4, 2, 4, 'top', 6], // 2547-2582
  4: [5, 4, 4, 4, 1, 4, 'top', 5], // 2583-2623
  5: [5, 1, 4, 5, 1, 3, 'top', 4], // 2624-2663
  6: [6, 3, 5, 4, 2, 3, 'top', 5], // 2664-2699
  7: [6, 3, 5, 5, 2, 5, 'top', 6], // 2700-2740
  8: [6, 3, 5, 5, 3, 6, 'top', 5], // 2741-2781
  9: [4, 1, 4, 6, 2, 9, 'bottom', 5], // 2782-2823
  10: [3, 5, 5, 5, 2, 3, 'top', 6], // 2824-2859
  11: [5, 3, 6, 4, 2, 3, 'top', 5], // 2860-2895
  12: [2, 3, 5, 5, 3, 6, 'bottom', 5], // 2896-2933
  13: [5, 3, 6, 5, 2, 4, 'top', 5], // 2949-2985
  14: [5, 3, 8, 5, 2, 5, 'top', 6], // 2986-3021
  15: [5, 3, 6, 5, 3, 7, 'top', 6], // 3022-3061
  16: [5, 4, 7, 5, 2, 7, 'bottom', 6], // 3062-3102
  17: [5, 2, 9, 6, 2, 10, 'top', 6], // 3103-3135
  18: [5, 2, 4, 6, 2, 6, 'top', 5], // 3136-3175
  19: [5, 2, 4, 6, 2, 6, 'top', 5], // 3176-3225
  20: [4, 2, 3, 5, 3, 6, 'bottom', 5], // 3226-3262
  21: [5, 3, 6, 5, 3, 6, 'bottom', 5], // 3263-3305
  22: [5, 4, 3, 5, 3, 3, 'roll', 5], // 3306-3346
  23: [5, 3, 5, 5, 3, 5, 'roll', 4], // 3347-3386
  24: [5, 2, 6, 5, 2, 6, 'top', 5], // 3387-3423
  25: [5, 3, 5, 6, 3, 7, 'top', 7], // 3424-3464
  26: [5, 3, 4, 3, 1, 4, 'top', 4], // 3465-3505
  27: [4, 2, 4, 5, 4, 7, 'top', 4], // 3506-3541
  28: [5, 3, 7, 5, 3, 7, 'top', 4], // 3542-3579
  29: [5, 5, 7, 5, 2, 4, 'top', 7], // 3592-3630
  30: [5, 5, 7, 5, 2, 4, 'top', 7], // 3631-3670
  31: [5, 5, 7, 5, 2, 4, 'top', 7], // 3671-3709
  32: [5, 3, 7, 6, 2, 4, 'top', 7], // 3710-3754
  33: [5, 3, 7, 6, 2, 4, 'top', 5], // 3755-3789
  34: [5, 3, 7, 5, 3, 7, 'bottom', 9], // 3790-3833
  35: [5, 3, 6, 5, 3, 6, 'bottom', 7], // 3834-3868
  36: [5, 3, 5, 5, 3, 5, 'bottom', 5], // 3869-3903
  37: [5, 3, 4, 6, 3, 5, 'bottom', 5], // 3904-3947
  38: [6, 3, 6, 4, 2, 6, 'bottom', 5], // 3948-3984
  39: [4, 3, 6, 3, 3, 8, 'bottom', 5], // 3985-4027
  40: [5, 2, 8, 5, 2, 8, 'bottom', 5], // 4028-4069
};

describe('GMT battle notes (seed 003:2465-4069)', () => {
  const gmt = ALL.filter((f) => f.file.startsWith('gmt/'));

  it.each(gmt.map((f) => [f.file, f.scenario] as const))('%s carries the printed battle notes', (file, s) => {
    const n = s.gmtNumber;
    expect(n).toBeDefined();
    expect(file.startsWith(`gmt/${String(n).padStart(2, '0')}-`)).toBe(true);
    expect(s.kind).toBe('notes');
    expect(s.source?.seed).toBe('003');
    const [tc, td, th, bc, bd, bh, first, banners] = SEED_NOTES[n!]!;
    const { top, bottom } = s.armies;
    expect([top.commandCards, top.dragonCards, top.honor]).toEqual([tc, td, th]);
    expect([bottom.commandCards, bottom.dragonCards, bottom.honor]).toEqual([bc, bd, bh]);
    const roll = s.rules.effects?.some((e) => e.kind === 'first-player-roll') ?? false;
    expect(roll ? 'roll' : s.firstPlayer).toBe(first);
    expect(s.victory.banners).toBe(banners);
    expect(s.notes.history.length).toBeGreaterThan(40);
  });

  it('numbers every GMT scenario once', () => {
    expect(gmt.map((f) => f.scenario.gmtNumber).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('links the two mini-campaigns with carried-over losses (seed 003:3218-3225, 4066-4069)', () => {
    const s18 = byId('18-second-konodai-january-7');
    const s19 = byId('19-second-konodai-january-8');
    const s39 = byId('39-domyoji-komatsuyama-heights');
    const s40 = byId('40-domyoji-battles-among-the-tombs');
    expect(s18.links).toEqual({ next: s19.id });
    expect(s19.links).toEqual({ previous: s18.id, carryLosses: true });
    expect(s39.links).toEqual({ next: s40.id });
    expect(s40.links).toEqual({ previous: s39.id, carryLosses: true });
  });

  it('types the special rules the notes name (fences as palisades, tombs, impassable hills, hand size)', () => {
    const effects = (n: number) =>
      ALL.find((f) => f.scenario.gmtNumber === n && f.scenario.kind === 'notes')!.scenario;
    for (const n of [29, 30, 31, 33, 38]) {
      expect(effects(n).rules.effects).toContainEqual({ kind: 'terrain-as', from: 'fence', to: 'palisade' });
    }
    expect(effects(40).rules.effects).toContainEqual({
      kind: 'impassable',
      terrain: 'buildings',
      label: 'tombs',
    });
    for (const n of [4, 26])
      expect(effects(n).rules.effects).toContainEqual({ kind: 'impassable', terrain: 'hill' });
    expect(effects(12).rules.handSizeChanges).toEqual([
      { side: 'top', on: { event: 'own-turn-end' }, delta: 1, max: 5 },
    ]);
    expect(effects(12).armies.top.commandCards).toBe(2);
  });
});

const mirror = (k: HexKey): HexKey => {
  const { c, r } = parseKey(k);
  return `${22 - c},${10 - r}`;
};
const other = (s: Side): Side => (s === 'top' ? 'bottom' : 'top');

/** The top half is the bottom half turned 180 degrees: terrain, units and leaders. */
function expectPointSymmetric(s: ScenarioV1): void {
  const terrain = new Map(s.terrain.map((t) => [t.hex, t]));
  for (const t of s.terrain) {
    const m = terrain.get(mirror(t.hex));
    expect(m?.t, `terrain at ${t.hex}`).toBe(t.t);
    if (t.side) expect(m?.side).toBe(other(t.side));
  }
  const units = new Map(s.units.map((u) => [u.hex, u]));
  for (const u of s.units) {
    const m = units.get(mirror(u.hex));
    expect(m && [m.type, m.side, m.blocks], `unit at ${u.hex}`).toEqual([u.type, other(u.side), u.blocks]);
  }
  const leaders = new Map(s.leaders.map((l) => [l.hex, l]));
  for (const l of s.leaders) {
    const m = leaders.get(mirror(l.hex));
    expect(m && [m.kind, m.side], `leader at ${l.hex}`).toEqual([l.kind, other(l.side)]);
  }
}

const unitTypes = (s: ScenarioV1, side: Side) =>
  new Set(s.units.filter((u) => u.side === side).map((u) => u.type));
const terrainTypes = (s: ScenarioV1) => new Set(s.terrain.map((t) => t.t));
const EVERY_TYPE_BUT_BG: UnitTypeId[] = ['SSp', 'SB', 'ASp', 'AB', 'AA', 'LI', 'SSpC', 'SBC'];

function expectTestArmies(s: ScenarioV1): void {
  for (const side of ['top', 'bottom'] as const) {
    const a = s.armies[side];
    expect(a.commandCards).toBeGreaterThanOrEqual(4);
    expect(a.commandCards).toBeLessThanOrEqual(6);
    expect(a.dragonCards).toBeGreaterThanOrEqual(2);
    expect(a.dragonCards).toBeLessThanOrEqual(3);
    expect(a.honor).toBeGreaterThanOrEqual(4);
    expect(a.honor).toBeLessThanOrEqual(6);
  }
}

describe('playable scenarios', () => {
  it('test-duel: 3-4 units a side on open ground, 3 banners', () => {
    const s = byId('test-duel');
    expect(s.kind).toBe('playable');
    expect(s.terrain).toEqual([]);
    for (const side of ['top', 'bottom'] as const) {
      const n = s.units.filter((u) => u.side === side).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(4);
    }
    expect(s.victory.banners).toBe(3);
    expectTestArmies(s);
    expectPointSymmetric(s);
  });

  it('test-skirmish: 12 units a side of every type but bodyguards, both leader kinds, varied terrain, 6 banners', () => {
    const s = byId('test-skirmish');
    for (const side of ['top', 'bottom'] as const) {
      expect(s.units.filter((u) => u.side === side)).toHaveLength(12);
      expect([...unitTypes(s, side)].sort()).toEqual([...EVERY_TYPE_BUT_BG].sort());
      const kinds = new Set(s.leaders.filter((l) => l.side === side).map((l) => l.kind));
      expect([...kinds].sort()).toEqual(['foot', 'mounted']);
    }
    const needed: TerrainId[] = ['forest', 'hill', 'fields', 'river', 'ford', 'bridge'];
    for (const t of needed) expect(terrainTypes(s).has(t), t).toBe(true);
    expect(s.victory.banners).toBe(6);
    expectTestArmies(s);
    expectPointSymmetric(s);
  });

  it('test-fortress: a commander with 4 bodyguards on each tent, fortifications and a plateau, 6 banners', () => {
    const s = byId('test-fortress');
    for (const side of ['top', 'bottom'] as const) {
      const tent = s.terrain.find((t) => t.t === 'tent' && t.side === side)!;
      expect(s.units.find((u) => u.hex === tent.hex)).toMatchObject({ type: 'BG', side, blocks: 4 });
      expect(s.leaders.find((l) => l.hex === tent.hex)).toMatchObject({ kind: 'commander', side });
    }
    const needed: TerrainId[] = ['castle', 'palisade', 'fence', 'buildings', 'ravine', 'hill'];
    for (const t of needed) expect(terrainTypes(s).has(t), t).toBe(true);
    const plateau = s.terrain.filter((t) => t.t === 'hill');
    expect(plateau.length).toBeGreaterThanOrEqual(2);
    expect(new Set(plateau.map((t) => t.hill)).size).toBe(1);
    expect(s.victory.banners).toBe(6);
    expectTestArmies(s);
    expectPointSymmetric(s);
  });

  it('intro-skirmish: the notes of GMT scenario 1 (seed 003:2465-2495) on a symmetric field of our design', () => {
    const s = byId('intro-skirmish');
    expect(s.gmtNumber).toBe(1);
    expect(s.armies.top).toMatchObject({ color: 'red', commandCards: 5, dragonCards: 3, honor: 5 });
    expect(s.armies.bottom).toMatchObject({ color: 'blue', commandCards: 5, dragonCards: 3, honor: 5 });
    expect(s.firstPlayer).toBe('top');
    expect(s.victory.banners).toBe(5);
    expectPointSymmetric(s);
    for (const side of ['top', 'bottom'] as const) {
      const units = s.units.filter((u) => u.side === side);
      expect(units.length).toBeGreaterThanOrEqual(11);
      expect(units.length).toBeLessThanOrEqual(13);
      expect([...unitTypes(s, side)].sort()).toEqual([...EVERY_TYPE_BUT_BG].sort());
      const rows = side === 'top' ? [0, 1, 2] : [8, 9, 10];
      for (const u of units) expect(rows, `${side} unit at ${u.hex}`).toContain(parseKey(u.hex).r);
      const sections = new Set(units.flatMap((u) => sectionsOf(u.hex, side)));
      expect([...sections].sort()).toEqual(['center', 'left', 'right']);
      const kinds = new Set(s.leaders.filter((l) => l.side === side).map((l) => l.kind));
      expect([...kinds].sort()).toEqual(['foot', 'mounted']);
    }
    const needed: TerrainId[] = ['forest', 'hill', 'river', 'ford', 'fields', 'buildings'];
    for (const t of needed) expect(terrainTypes(s).has(t), t).toBe(true);
    expect(s.terrain.every((t) => ALL_KEYS.includes(t.hex))).toBe(true);
  });
});
