import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from './test-durations.json' with { type: 'json' };

/** Seconds each slow test file took in a recent run, by path from the project root. */
const SECONDS: Readonly<Record<string, number>> = durations;

/**
 * Runs the test files known to be slow first, longest first, then the others in Vitest's own order.
 * Without a Vitest cache (a fresh clone, CI) Vitest orders files by size, and the random-game suites
 * are small files that take minutes: they ran last, one worker busy with them while the other idled.
 * The seconds come from scripts/test-durations.json (`node scripts/test.mjs --durations` rewrites it
 * from the last run's report).
 */
export class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) => SECONDS[relative(root, file.moduleId)] ?? 0;
    // Vitest runs the projects one after another: reorder within each, keeping the projects' order.
    // Array.prototype.sort is stable, so files with no figure keep Vitest's order among themselves.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const group = byProject.get(file.project.name) ?? [];
      group.push(file);
      byProject.set(file.project.name, group);
    }
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => seconds(b) - seconds(a)));
  }
}
