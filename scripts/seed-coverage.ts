// npx tsx scripts/seed-coverage.ts [seed=002: 000-004] [from] [to]
// Lists the non-blank lines of a rules seed that no unit test names. Tests name their seed lines as
// "002:396", "seed 002:396, 477" or "002:1110-1115"; every number and range after the prefix counts,
// except ranges longer than MAX_SPAN lines: those name a chapter (a file header), not a statement.
// A rules audit reads the listed lines and either adds a test or explains why the line holds no rule.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SEEDS: Readonly<Record<string, string>> = {
  '000': '/work/shared/seeds/000_b5558b3ff759baf4.txt',
  '001': '/work/shared/seeds/001_6fba0f94dbb365e0.txt',
  '002': '/work/shared/seeds/002_c087d1a3429ee8b9.txt',
  '003': '/work/shared/seeds/003_6b38dc0c10441d3a.txt',
  '004': '/work/shared/seeds/004_9bdd57c0171ae74f.txt',
};

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const MAX_SPAN = 15;

/** Every line number a test names for one seed, ranges expanded. */
export function namedLines(texts: readonly string[], seed: string): Set<number> {
  const lines = new Set<number>();
  const ref = new RegExp(`${seed}:((?:\\s*,?\\s*\\d+(?:-\\d+)?)+)`, 'g');
  for (const text of texts) {
    for (const match of text.matchAll(ref)) {
      for (const part of (match[1] ?? '').split(',')) {
        const [a = Number.NaN, b = a] = part.trim().split('-').map(Number);
        if (!Number.isFinite(a) || b - a > MAX_SPAN) continue;
        for (let n = a; n <= b; n++) lines.add(n);
      }
    }
  }
  return lines;
}

function main(): void {
  const [seed = '002', fromArg, toArg] = process.argv.slice(2);
  const file = SEEDS[seed];
  if (!file) throw new Error(`unknown seed ${seed}`);
  const texts = testFiles('tests/unit').map((path) => readFileSync(path, 'utf8'));
  const named = namedLines(texts, seed);
  const seedLines = readFileSync(file, 'utf8').split('\n');
  const from = Number(fromArg ?? 1);
  const to = Number(toArg ?? seedLines.length);
  let open = 0;
  let total = 0;
  for (let n = from; n <= to; n++) {
    const text = seedLines[n - 1]?.trim() ?? '';
    if (text === '') continue;
    total++;
    if (named.has(n)) continue;
    open++;
    console.log(`${seed}:${n}  ${text.slice(0, 110)}`);
  }
  console.log(`${open} of ${total} non-blank lines in ${seed}:${from}-${to} named by no unit test`);
}

main();
