// Greedy games per playable battlefield, two trees in turn in one process (CPU time): the fair
// comparison of a speed change on a shared machine (docs/performance.md, session 19). Bundle each
// tree's bench/greedy-battlefields.ts first, then, from a tree's root (it reads scenarios/):
//   node bench/greedy-compare.mjs /tmp/a.mjs /tmp/b.mjs [rounds] [warm-up rounds]
// Each round plays the same ten seeds on every battlefield with each tree, alternating which goes
// first; prints each battlefield's median ms a game for A and B, A/B, and the geometric mean.

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [a, b, roundsArg, warmArg] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: greedy-compare.mjs A.mjs B.mjs [rounds] [warm-up]');
const A = await import(pathToFileURL(a).href);
const B = await import(pathToFileURL(b).href);
const rounds = Number(roundsArg ?? 6);
const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8'));
const fields = index.scenarios
  .filter((s) => s.kind === 'playable')
  .map((s) => ({ id: s.id, file: `scenarios/${s.file}` }));
const seeds = Array.from({ length: 10 }, (_, i) => i + 1);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// V8 needs well over a hundred games to settle: warm both trees up on every battlefield first.
for (let w = 0; w < Number(warmArg ?? 15); w++)
  for (const { file } of fields) {
    A.playGreedy(file, seeds);
    B.playGreedy(file, seeds);
  }

const times = new Map(fields.map(({ id }) => [id, { a: [], b: [] }]));
for (let r = 0; r < rounds; r++)
  for (const { id, file } of fields) {
    const order = r % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const k of order) {
      const t = cpuMs();
      (k === 'a' ? A : B).playGreedy(file, seeds);
      times.get(id)[k].push((cpuMs() - t) / seeds.length);
    }
  }

const median = (xs) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
let logSum = 0;
for (const { id } of fields) {
  const t = times.get(id);
  const [ma, mb] = [median(t.a), median(t.b)];
  logSum += Math.log(ma / mb);
  console.log(`${id.padEnd(28)} ${ma.toFixed(2)} -> ${mb.toFixed(2)} ms a game  A/B ${(ma / mb).toFixed(3)}`);
}
console.log(
  `geometric mean A/B ${Math.exp(logSum / fields.length).toFixed(3)} over ${fields.length} battlefields`,
);
