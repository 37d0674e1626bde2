import { describe, expect, it } from 'vitest';
import {
  type CatalogFile,
  checkIndexMatches,
  checkScenarioSet,
  validateIndex,
} from '../../../src/games/samurai-battles/scenario/catalog';
import type { ScenarioIndex } from '../../../src/games/samurai-battles/scenario/format';
import { sample } from './sample';

function file(name: string, edit: (f: CatalogFile) => void = () => {}): CatalogFile {
  const scenario = sample();
  scenario.id = name;
  scenario.title = `Title ${name}`;
  const f = { file: `test/${name}.json`, scenario };
  edit(f);
  return f;
}

function index(files: CatalogFile[]): ScenarioIndex {
  return {
    format: 'kassen-scenario-index',
    version: 1,
    scenarios: files.map((f) => ({
      id: f.scenario.id,
      file: f.file,
      title: f.scenario.title,
      kind: f.scenario.kind,
    })),
  };
}

describe('scenario index', () => {
  it('accepts a matching index', () => {
    const files = [file('a'), file('b')];
    const idx = index(files);
    expect(validateIndex(idx)).toEqual({ ok: true, index: idx });
    expect(checkIndexMatches(idx, files)).toEqual([]);
  });

  it('rejects a malformed index and entries listed twice', () => {
    const bad = validateIndex({ format: 'kassen-scenario-index', version: 1, scenarios: [{ id: 'A b' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.path)).toContain('scenarios[0].id');
    const twice = index([file('a'), file('a')]);
    const r = validateIndex(twice);
    expect(r.ok ? [] : r.problems.map((p) => p.path)).toEqual(['scenarios[1].id', 'scenarios[1].file']);
  });

  it('reports files missing from the index, stale entries and differing fields', () => {
    const files = [file('a'), file('b'), file('c')];
    const idx = index(files.slice(0, 2));
    idx.scenarios[1]!.title = 'Old title';
    idx.scenarios.push({ id: 'gone', file: 'test/gone.json', title: 'Gone', kind: 'playable' });
    const problems = checkIndexMatches(idx, files);
    expect(problems).toEqual([
      {
        file: 'index.json',
        path: 'scenarios[1].title',
        message: 'is "Old title" but the file\'s title is "Title b"',
      },
      { file: 'index.json', path: 'scenarios[2].file', message: 'no valid scenario file "test/gone.json"' },
      { file: 'index.json', path: 'scenarios', message: '"test/c.json" is not listed' },
    ]);
  });
});

describe('scenario set', () => {
  it('rejects an id used by two files', () => {
    const problems = checkScenarioSet([file('a'), file('a', (f) => (f.file = 'other/a.json'))]);
    expect(problems).toEqual([
      { file: 'other/a.json', path: 'id', message: '"a" is also the id of test/a.json' },
    ]);
  });

  it('accepts campaign links that point both ways and rejects one-sided or dangling links', () => {
    const first = file('first', (f) => (f.scenario.links = { next: 'second' }));
    const second = file('second', (f) => (f.scenario.links = { previous: 'first', carryLosses: true }));
    expect(checkScenarioSet([first, second])).toEqual([]);
    const lonely = file('second', (f) => (f.scenario.links = { previous: 'first' }));
    const plain = file('first');
    expect(checkScenarioSet([plain, lonely]).map((p) => p.message)).toEqual([
      '"first" does not name this scenario as next',
    ]);
    const dangling = file('x', (f) => (f.scenario.links = { next: 'nowhere' }));
    expect(checkScenarioSet([dangling])).toEqual([
      { file: 'test/x.json', path: 'links.next', message: 'no scenario has the id "nowhere"' },
    ]);
  });
});
