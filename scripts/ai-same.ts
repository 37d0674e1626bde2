// npx tsx scripts/ai-same.ts [--levels samurai,daimyo] [--seeds 1,2]
// Do two trees' search levels choose alike? Whole games of each level against greedy on the
// introductory battlefield, GMT, with the computer's options (bench/ai-cost.ts): one line a game with
// a SHA-1 of every action chosen (both seats), then a digest of all lines. Run it on the tree before a
// change that should only make the computer faster and after, and `diff` the outputs. The times are
// CPU time per searched decision, for a first look only (the machine is shared: compare two trees in
// one process, in turn, for a figure).

import { createHash } from 'node:crypto';
import { aiCost } from '../bench/ai-cost';
import { type AiLevel, isAiLevel } from '../src/ai/levels';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const levels = arg('--levels', 'samurai,daimyo').split(',');
const seeds = arg('--seeds', '1,2').split(',').map(Number);
const all = createHash('sha1');
for (const level of levels) {
  if (!isAiLevel(level)) throw new Error(`unknown level ${level}`);
  for (const seed of seeds) {
    const r = aiCost(level as AiLevel, seed);
    const line = `${level} seed ${seed}: ${r.decisions} decisions, ${r.searched} searched, winner ${r.winner}, actions ${r.actions}`;
    all.update(line);
    console.log(
      `${line} (${(r.searchedMs / Math.max(1, r.searched)).toFixed(0)} ms of CPU a searched decision)`,
    );
  }
}
console.log(`all ${all.digest('hex')}`);
