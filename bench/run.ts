// `npm run bench`: runs every bench/*.bench.ts (or those whose file name contains one of the
// arguments: `npm run bench -- store`) one after another and prints their figures with the machine
// they ran on. It writes nothing: copy the figures worth keeping into docs/performance.md by hand.

import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure, Benchmark } from './types';

const here = dirname(fileURLToPath(import.meta.url));

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    return line?.split(':')[1]?.trim() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function format(f: BenchFigure): string {
  const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(f.value < 10 ? 3 : 1);
  const target = f.target ? `  target ${f.target} ${f.ok ? 'met' : 'NOT MET'}` : '';
  const note = f.note ? `  (${f.note})` : '';
  return `  ${f.name}: ${value} ${f.unit}${target}${note}`;
}

/** A benchmark module: `export default { title, run }` (figures printed here), or a bare
 *  `export function run()` that prints for itself and may return a summary object. */
interface BenchFile {
  default?: Benchmark;
  run?: () => unknown;
}

function asBenchmark(mod: BenchFile, file: string): { title: string; run: () => Promise<unknown> } | null {
  const d = mod.default;
  if (d && typeof d.run === 'function') return { title: d.title, run: async () => d.run() };
  const run = mod.run;
  if (typeof run === 'function') return { title: file.replace(/\.bench\.ts$/, ''), run: async () => run() };
  return null;
}

function isFigures(x: unknown): x is BenchFigure[] {
  return (
    Array.isArray(x) && x.every((f) => typeof f === 'object' && f !== null && 'name' in f && 'value' in f)
  );
}

async function main(filters: string[]): Promise<number> {
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  if (files.length === 0) {
    console.error(`no benchmark matches ${filters.join(' ')}`);
    return 2;
  }
  console.log(`date: ${new Date().toISOString()}`);
  console.log(`machine: ${availableParallelism()} cores (nproc), ${cpuModel()}, node ${process.version}`);
  let failed = 0;
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as BenchFile;
    const bench = asBenchmark(mod, file);
    if (!bench) {
      failed += 1;
      console.log(`\n${file}: exports neither a default Benchmark nor a run() function`);
      continue;
    }
    console.log(`\n${bench.title} (${file})`);
    const started = performance.now();
    try {
      const result = await bench.run();
      if (isFigures(result)) {
        for (const f of result) console.log(format(f));
        if (result.some((f) => f.ok === false)) failed += 1;
      } else if (result !== undefined) {
        console.log(`  ${JSON.stringify(result)}`);
      }
    } catch (e) {
      failed += 1;
      console.log(`  FAILED: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
    console.log(`  (took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
