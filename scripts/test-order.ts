import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from './test-durations.json' with { type: 'json' };

/** Seconds each slow test file took in a recent run, by path from the project root. */
const SECONDS: Readonly<Record<string, number>> = durations;

/** A file's own test environment, as Vitest reads it (its `@vitest-environment` comment), or null. */
export function environmentOf(code: string): string | null {
  return code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ?? null;
}

/**
 * Runs the test files known to be slow first, longest first, then the others in Vitest's own order,
 * and the files of one test environment together: the project's own first (Node), then each of
 * the others by name (jsdom), each group longest first.
 * - Without a Vitest cache (a fresh clone, CI) Vitest orders files by size, and the random-game suites
 *   are small files that take minutes: they ran last, one worker busy with them while the other idled.
 *   The seconds come from scripts/test-durations.json (`node scripts/test.mjs --durations` rewrites it
 *   from the last run's report).
 * - A worker that keeps its modules (`isolate: false`) is kept for the next file only if that file
 *   has the same environment; otherwise Vitest stops it and starts a new process, which loads every
 *   module again. Mixed, the 33 jsdom files among the ~190 Node files cost about 44 new workers a run.
 */
export class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) => SECONDS[relative(root, file.moduleId)] ?? 0;
    // '' for the project's own environment, else the environment's name (each file read once).
    const group = new Map<TestSpecification, string>();
    for (const file of sorted) {
      let code = '';
      try {
        code = readFileSync(file.moduleId, 'utf8');
      } catch {
        // A file that cannot be read stays with the project's environment; Vitest reports it.
      }
      const env = environmentOf(code);
      group.set(file, env === null || env === file.project.config.environment ? '' : env);
    }
    return runOrder(sorted, {
      project: (file) => file.project.name,
      group: (file) => group.get(file)!,
      seconds,
    });
  }
}

/**
 * The order above over any list: projects kept in their order; within each, the files of the group ''
 * first, then the other groups by name, each longest first; ties keep the list's order (stable sort).
 */
export function runOrder<T>(
  files: readonly T[],
  by: { project: (file: T) => string; group: (file: T) => string; seconds: (file: T) => number },
): T[] {
  // Vitest runs the projects one after another: reorder within each, keeping the projects' order.
  const byProject = new Map<string, T[]>();
  for (const file of files) {
    const list = byProject.get(by.project(file)) ?? [];
    list.push(file);
    byProject.set(by.project(file), list);
  }
  return [...byProject.values()].flatMap((list) =>
    list.sort((a, b) => by.group(a).localeCompare(by.group(b)) || by.seconds(b) - by.seconds(a)),
  );
}
