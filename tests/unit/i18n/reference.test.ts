// The unit, leader and terrain reference (the rules sheets and the hex sheet) in Italian and
// Russian: no line of either edition's sheets stays in English.

import { afterEach, describe, expect, it } from 'vitest';
import { UNIT_TYPE_IDS } from '../../../src/games/samurai-battles/data/units';
import { EDITION_IDS, type LeaderKind, type TerrainId } from '../../../src/games/samurai-battles/types';
import { TERRAIN_FILL } from '../../../src/ui/board/TerrainArt';
import { leaderKindName, terrainName, unitTypeName } from '../../../src/ui/game/names';
import { switchLocale } from '../../../src/ui/i18n';
import { leaderFacts, terrainFacts, unitFacts } from '../../../src/ui/reference/facts';

const LEADERS: LeaderKind[] = ['foot', 'mounted', 'commander'];
const TERRAIN = Object.keys(TERRAIN_FILL) as TerrainId[];

/** Every line of every sheet, with where it comes from. */
function sheets(): Map<string, string> {
  const out = new Map<string, string>();
  for (const edition of EDITION_IDS) {
    for (const type of UNIT_TYPE_IDS) {
      out.set(`${edition} ${type} name`, unitTypeName(type, edition));
      for (const [i, line] of unitFacts(type, edition).entries()) out.set(`${edition} ${type} ${i}`, line);
    }
    for (const kind of LEADERS) {
      out.set(`${edition} ${kind} name`, leaderKindName(kind));
      for (const [i, line] of leaderFacts(kind, edition).entries()) out.set(`${edition} ${kind} ${i}`, line);
    }
    for (const id of TERRAIN) {
      out.set(`${edition} ${id} name`, terrainName(id));
      for (const [i, line] of terrainFacts(id, edition).entries()) out.set(`${edition} ${id} ${i}`, line);
    }
  }
  return out;
}

afterEach(async () => {
  await switchLocale('en');
});

describe('unit and terrain reference', () => {
  for (const lang of ['it', 'ru'] as const) {
    it(`${lang}: no line of either edition's sheets is left in English`, async () => {
      const english = sheets();
      await switchLocale(lang);
      const own = sheets();
      expect([...own.keys()]).toEqual([...english.keys()]);
      // A name that reads the same in both (e.g. the Italian "Samurai a cavallo" is not one) would be
      // listed here; a fact line never may.
      const same = [...own].filter(([where, line]) => line === english.get(where) && !where.endsWith('name'));
      expect(same).toEqual([]);
      if (lang === 'ru') expect([...own.values()].every((line) => /[а-яё]/i.test(line))).toBe(true);
    });
  }
});
