// Greedy games (sim/greedy.ts both sides) on one battlefield file, for an in-turn comparison of two
// trees per battlefield (bench/greedy-compare.mjs): bundle this file from each tree's root, then
// compare the two bundles in one process. The setup is read once per file and kept.
//   npx esbuild bench/greedy-battlefields.ts --bundle --platform=node --format=esm --outfile=/tmp/a.mjs

import { readFileSync } from 'node:fs';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../src/games/samurai-battles/setup';
import { playGreedyGame } from '../src/games/samurai-battles/sim/greedy';

const setups = new Map<string, Setup>();

/** Plays one greedy game per seed on the battlefield in `file`; returns the decisions taken. */
export function playGreedy(file: string, seeds: readonly number[]): number {
  let setup = setups.get(file);
  if (!setup) {
    const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
    if (!r.ok) throw new Error(`${file} is not a valid scenario`);
    setup = { scenario: r.scenario };
    setups.set(file, setup);
  }
  let decisions = 0;
  for (const seed of seeds) decisions += playGreedyGame(setup, seed).decisions;
  return decisions;
}
