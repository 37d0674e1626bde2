// The unit stage's file order (scripts/test-order.ts): slow files first, and the files of one test
// environment together, since Vitest starts a new worker (and loads every module again) whenever the
// next file's environment differs from the worker's.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentOf, runOrder } from '../../../scripts/test-order';

interface File {
  name: string;
  project: string;
  env: string;
  seconds: number;
}

const by = { project: (f: File) => f.project, group: (f: File) => f.env, seconds: (f: File) => f.seconds };

describe('the unit stage file order', () => {
  it('reads a file’s environment as Vitest does, and none from a file without the comment', () => {
    // Spelled in two parts: Vitest reads the comment anywhere in a test file, this one's included.
    const tag = `@vitest-${'environment'}`;
    expect(environmentOf(`// ${tag} jsdom\nimport x from "y";`)).toBe('jsdom');
    expect(environmentOf(`/**\n * ${tag} happy-dom\n */`)).toBe('happy-dom');
    expect(environmentOf('import { it } from "vitest";')).toBeNull();
    expect(environmentOf(readFileSync(new URL('../ui/board.test.tsx', import.meta.url), 'utf8'))).toBe(
      'jsdom',
    );
    expect(environmentOf(readFileSync(new URL(import.meta.url), 'utf8'))).toBeNull();
  });

  it('keeps each environment’s files together, the project’s own first, each longest first', () => {
    const files: File[] = [
      { name: 'a', project: 'unit', env: 'jsdom', seconds: 4 },
      { name: 'b', project: 'unit', env: '', seconds: 0 },
      { name: 'c', project: 'unit', env: '', seconds: 80 },
      { name: 'd', project: 'unit', env: 'jsdom', seconds: 0 },
      { name: 'e', project: 'unit', env: '', seconds: 0 },
      { name: 'f', project: 'unit', env: 'jsdom', seconds: 12 },
      { name: 'g', project: 'unit', env: '', seconds: 7 },
    ];
    expect(runOrder(files, by).map((f) => f.name)).toEqual(['c', 'g', 'b', 'e', 'f', 'a', 'd']);
  });

  it('keeps the projects in their order', () => {
    const files: File[] = [
      { name: 'u1', project: 'unit', env: 'jsdom', seconds: 1 },
      { name: 'b1', project: 'browser', env: '', seconds: 9 },
      { name: 'u2', project: 'unit', env: '', seconds: 2 },
    ];
    expect(runOrder(files, by).map((f) => f.name)).toEqual(['u2', 'u1', 'b1']);
  });
});
