// Two trees' hot paths in one process, in turn (A B, B A, ...), CPU time: the fair comparison on a
// loaded machine (docs/performance.md, sessions 10-11). Bundle each tree's bench/hot-path.ts first:
//   npx esbuild bench/hot-path.ts --bundle --platform=node --format=esm --outfile=/tmp/a.mjs
//   node bench/hot-path-compare.mjs /tmp/a.mjs /tmp/b.mjs random|greedy|ai [rounds] [warm-up pairs]
// Run it from a tree's root (the workloads read scenarios/). Prints each round's CPU time and
// µs a decision, the ratio A/B per round, its median and range, and the whole run's ratio.

import { pathToFileURL } from 'node:url';

const [a, b, which, roundsArg, warmArg] = process.argv.slice(2);
if (!a || !b || !which)
  throw new Error('usage: hot-path-compare.mjs A.mjs B.mjs workload [rounds] [warm-up]');
const A = (await import(pathToFileURL(a).href)).workloads;
const B = (await import(pathToFileURL(b).href)).workloads;
const rounds = Number(roundsArg ?? 10);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const run = (w) => {
  const t = cpuMs();
  const n = w[which]();
  return { n, ms: cpuMs() - t };
};

for (let i = 0; i < Number(warmArg ?? 1); i++) {
  run(A);
  run(B);
}
const ratios = [];
let totalA = 0;
let totalB = 0;
for (let r = 0; r < rounds; r++) {
  // Alternate who goes first: the second of a pair runs on a warmer (or fuller) heap.
  const first = r % 2 === 0 ? A : B;
  const ra0 = run(first);
  const rb0 = run(first === A ? B : A);
  const [ra, rb] = first === A ? [ra0, rb0] : [rb0, ra0];
  if (ra.n !== rb.n) throw new Error(`the trees made different numbers of decisions: ${ra.n} and ${rb.n}`);
  totalA += ra.ms;
  totalB += rb.ms;
  ratios.push(ra.ms / rb.ms);
  const us = (x) => ((x.ms * 1000) / x.n).toFixed(1);
  console.log(
    `round ${r + 1}: ${ra.n} decisions, A ${ra.ms.toFixed(0)} ms (${us(ra)} µs), B ${rb.ms.toFixed(0)} ms (${us(rb)} µs), A/B ${(ra.ms / rb.ms).toFixed(2)}`,
  );
}
const s = [...ratios].sort((x, y) => x - y);
const mid = s.length >> 1;
const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
console.log(
  `${which}: median A/B ${median.toFixed(2)} (${s[0].toFixed(2)}-${s[s.length - 1].toFixed(2)}), whole run ${(totalA / totalB).toFixed(2)}`,
);
