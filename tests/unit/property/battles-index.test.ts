import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
