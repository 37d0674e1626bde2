// CPU load for hunting races in the browser tests (docs/testing.md, "Races under load"): busy loops
// on N worker threads for a bounded time, then exits. Usage: node scripts/cpu-load.mjs [seconds=60] [workers=2]
import { isMainThread, Worker } from 'node:worker_threads';

const seconds = Number(process.argv[2] ?? 60);
const workers = Number(process.argv[3] ?? 2);

if (isMainThread) {
  for (let i = 0; i < workers; i++) new Worker(new URL(import.meta.url), { argv: [seconds] });
  setTimeout(() => process.exit(0), seconds * 1000);
} else {
  const end = Date.now() + seconds * 1000;
  let x = 0;
  while (Date.now() < end) x += Math.sqrt(x + 1);
}
