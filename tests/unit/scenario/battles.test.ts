// The playable historical battlefields (scenarios/battles): battle notes taken from the matching GMT
// scenario (seed 003:2465-4069, via scenarios/gmt), maps of our own design, and together with the
// introductory skirmish every unit type, leader kind and terrain type of the game.

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseKey } from '../../../src/games/samurai-battles/hex';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { listScenarioFiles, loadScenarioFile } from '../../../src/games/samurai-battles/scenario/load-file';
import type { LeaderKind, Side, TerrainId, UnitTypeId } from '../../../src/games/samurai-battles/types';

const DIR = fileURLToPath(new URL('../../../scenarios', import.meta.url));
const FILES = listScenarioFiles(DIR);
const BATTLE_FILES = FILES.filter((f) => f.startsWith('battles/'));
const SIDES: readonly Side[] = ['top', 'bottom'];

function load(file: string): ScenarioV1 {
  const r = loadScenarioFile(resolve(DIR, file));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.problems)}`);
  return r.scenario;
}

const battles = BATTLE_FILES.map((file) => ({ file, s: load(file) }));
const notes = FILES.filter((f) => f.startsWith('gmt/')).map(load);
const notesOf = (n: number): ScenarioV1 => {
  const found = notes.find((s) => s.gmtNumber === n);
  if (!found) throw new Error(`no GMT notes file for scenario ${n}`);
  return found;
};
// Every playable scenario the app offers: the battles, the introductory skirmish (not the test fields).
const playable = [...battles.map((b) => b.s), load('intro-skirmish.json')];

const ALL_UNIT_TYPES: UnitTypeId[] = ['SSp', 'SB', 'ASp', 'AB', 'AA', 'LI', 'SSpC', 'SBC', 'BG'];
const ALL_TERRAIN: TerrainId[] = [
  'forest',
  'hill',
  'river',
  'ford',
  'bridge',
  'buildings',
  'fields',
  'ravine',
  'tent',
  'fence',
  'palisade',
  'castle',
];

describe('playable battlefields (scenarios/battles)', () => {
  it('has at least 9 battles, each from a different GMT scenario', () => {
    expect(battles.length).toBeGreaterThanOrEqual(9);
    const numbers = battles.map((b) => b.s.gmtNumber);
    expect(new Set(numbers).size).toBe(battles.length);
  });

  it.each(BATTLE_FILES)('%s validates', (file) => {
    const r = loadScenarioFile(resolve(DIR, file));
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it.each(battles.map((b) => [b.file, b.s] as const))(
    '%s carries the battle notes of its GMT scenario (seed 003:2465-4069)',
    (_file, s) => {
      expect(s.kind).toBe('playable');
      expect(s.gmtNumber).toBeDefined();
      const n = notesOf(s.gmtNumber!);
      expect(s.armies).toEqual(n.armies);
      expect(s.firstPlayer).toBe(n.firstPlayer);
      expect(s.victory.banners).toBe(n.victory.banners);
      expect(s.victory.rules).toEqual(n.victory.rules);
      expect(s.rules).toEqual(n.rules);
      expect(s.source).toEqual(n.source);
      expect(s.specialRules.map((r) => r.enforced)).toEqual(n.specialRules.map((r) => r.enforced));
      // Zones keep the ids and the rules that use them; the battlefield fills the hexes in.
      expect((s.zones ?? []).map((z) => z.id)).toEqual((n.zones ?? []).map((z) => z.id));
      for (const z of s.zones ?? []) expect(z.hexes.length).toBeGreaterThan(0);
      expect(s.notes.setup).toMatch(/our own design/);
      expect(s.notes.history.length).toBeGreaterThan(80);
    },
  );

  it.each(battles.map((b) => [b.file, b.s] as const))(
    '%s has playable armies: 8-16 units and 1-4 leaders a side, deployed on their own half',
    (_file, s) => {
      for (const side of SIDES) {
        const units = s.units.filter((u) => u.side === side);
        expect(units.length).toBeGreaterThanOrEqual(8);
        expect(units.length).toBeLessThanOrEqual(16);
        const leaders = s.leaders.filter((l) => l.side === side);
        expect(leaders.length).toBeGreaterThanOrEqual(1);
        expect(leaders.length).toBeLessThanOrEqual(4);
        // Most of an army starts on its own half; a few units may stand forward where the history
        // puts them (a besieged garrison, a rearguard still across a river).
        const own = units.filter((u) => {
          const r = parseKey(u.hex).r;
          return side === 'top' ? r <= 4 : r >= 6;
        });
        expect(own.length / units.length).toBeGreaterThanOrEqual(0.6);
      }
    },
  );

  it('uses every unit type with the introductory skirmish', () => {
    const types = new Set(playable.flatMap((s) => s.units.map((u) => u.type)));
    for (const t of ALL_UNIT_TYPES) expect(types.has(t), t).toBe(true);
  });

  it('uses foot and mounted leaders and an army commander on his tent with 4 bodyguard blocks', () => {
    const kinds = new Set<LeaderKind>(playable.flatMap((s) => s.leaders.map((l) => l.kind)));
    expect(kinds.has('foot')).toBe(true);
    expect(kinds.has('mounted')).toBe(true);
    const withTent = playable.filter((s) =>
      s.leaders.some((l) => {
        if (l.kind !== 'commander') return false;
        const tent = s.terrain.find((t) => t.hex === l.hex);
        const guards = s.units.find((u) => u.hex === l.hex);
        return (
          tent?.t === 'tent' && tent.side === l.side && guards?.type === 'BG' && (guards.blocks ?? 4) === 4
        );
      }),
    );
    expect(withTent.length).toBeGreaterThanOrEqual(1);
  });

  it('uses every terrain type, including a hill plateau of several hexes', () => {
    const terrain = new Set(playable.flatMap((s) => s.terrain.map((t) => t.t)));
    for (const t of ALL_TERRAIN) expect(terrain.has(t), t).toBe(true);
    const plateaus = playable.flatMap((s) => {
      const sizes = new Map<string, number>();
      for (const t of s.terrain)
        if (t.t === 'hill' && t.hill) sizes.set(t.hill, (sizes.get(t.hill) ?? 0) + 1);
      return [...sizes.values()];
    });
    expect(Math.max(0, ...plateaus)).toBeGreaterThanOrEqual(3);
  });

  it('keeps fences as fences in at least one battle (no fence-as-palisade rule there)', () => {
    const plainFence = playable.some(
      (s) =>
        s.terrain.some((t) => t.t === 'fence') &&
        !(s.rules.effects ?? []).some((e) => e.kind === 'terrain-as' && e.from === 'fence'),
    );
    expect(plainFence).toBe(true);
  });
});
