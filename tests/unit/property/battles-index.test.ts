import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';
import { editionOfSeed } from './run';

// Keeps the two battle simulation files in step with the scenario index.
describe('playable battlefields under simulation', () => {
  it('every playable scenario outside scenarios/test is simulated', () => {
    const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as {
      scenarios: { file: string; kind: string }[];
    };
    const playable = index.scenarios
      .filter((e) => e.kind === 'playable' && !e.file.startsWith('test/'))
      .map((e) => e.file);
    const listed = ['battles-a.test.ts', 'battles-b.test.ts']
      .map((f) => readFileSync(`tests/unit/property/${f}`, 'utf8'))
      .join('\n');
    for (const file of playable) expect(listed, file).toContain(`'${file}'`);
  });
});

describe('editions under simulation', () => {
  it('seed 1 plays GMT 2021 and every edition gets every n-th seed', () => {
    expect(editionOfSeed(1)).toBe('gmt2021');
    for (let first = 1; first <= 7; first++) {
      const run = EDITION_IDS.map((_, i) => editionOfSeed(first + i));
      expect(new Set(run).size, `seeds ${first}..`).toBe(EDITION_IDS.length);
    }
  });
});
