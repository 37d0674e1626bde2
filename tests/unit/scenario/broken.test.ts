import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../src/games/samurai-battles/scenario/load-file';

const DIR = fileURLToPath(new URL('../../fixtures/scenarios-broken', import.meta.url));

// Each broken fixture with the problems it must produce: [path, message fragment].
const EXPECTED: Record<string, [string, string][]> = {
  'bad-shape': [['units', 'must be a list']],
  'wrong-version': [['version', 'version 1']],
  'unknown-unit-type': [['units[1].type', "must be one of 'SSp'"]],
  'half-hex': [['units[0].hex', 'half hex']],
  'off-board-hex': [['units[2].hex', 'off the board']],
  'not-a-hex': [['units[2].hex', 'c + r must be even']],
  'two-units-in-a-hex': [['units[3].hex', 'already holds units[2]']],
  'two-leaders-in-a-hex': [['leaders[2].hex', 'one leader per hex']],
  'foot-leader-on-cavalry': [['leaders[0].hex', 'foot leader cannot lead the cavalry']],
  'bodyguards-without-commander': [['units[4].hex', 'only with their own army commander']],
  'bodyguards-off-tent': [
    ['units[4].hex', 'own command tent'],
    ['leaders[2].hex', 'own command tent'],
  ],
  'commander-without-tent': [
    ['leaders[2]', 'no command tent of its own'],
    ['units[4].hex', 'own command tent'],
  ],
  'two-tents': [['terrain[2]', 'already has a command tent']],
  'honor-over-30': [['armies', 'pool holds only 30']],
  'duplicate-ids': [['leaders[1].id', 'already used by leaders[0]']],
  'duplicate-terrain-hex': [['terrain[1].hex', 'already has terrain']],
  'objective-unknown-hex': [
    ['victory.objectives[0].hexes[1]', 'off the board'],
    ['victory.objectives[1].leader', 'no leader has the id'],
  ],
  'id-mismatch': [['id', 'file name']],
  'notes-with-map': [
    ['terrain', 'no map'],
    ['units', 'no map'],
    ['leaders', 'no map'],
  ],
  'unknown-field': [['unitz', 'unknown field']],
  'missing-first-player': [['firstPlayer', 'is required']],
  'unknown-zone': [['victory.rules[0].zone', 'no zone "far-bank"']],
  'unit-on-river': [
    ['units[0].hex', 'impassable'],
    ['leaders[0].hex', 'impassable'],
  ],
  'banners-out-of-range': [['victory.banners', 'at most 18']],
  'command-cards-out-of-range': [['armies.top.commandCards', 'at most 8']],
  'no-bottom-units': [['units', 'at least one bottom unit']],
  'too-many-blocks': [['units[0].blocks', 'at most 4']],
  'many-problems': [
    ['title', 'must not be empty'],
    ['units[0].hex', 'half hex'],
    ['units[3].hex', 'already holds units[2]'],
    ['leaders[1].kind', "'commander'"],
    ['armies', 'pool holds only 30'],
  ],
};

const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('broken scenario fixtures', () => {
  it('has an expectation for every fixture, and at least 12 fixtures', () => {
    expect(FILES.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(FILES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(EXPECTED))('%s is rejected with exactly the expected problems', (name, expected) => {
    const r = loadScenarioFile(resolve(DIR, `${name}.json`));
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems;
    for (const [path, fragment] of expected) {
      const hit = problems.some((p) => p.path === path && p.message.includes(fragment));
      expect(hit, `${name}: ${path}: ...${fragment}... in ${JSON.stringify(problems)}`).toBe(true);
    }
    expect(problems).toHaveLength(expected.length);
  });
});
