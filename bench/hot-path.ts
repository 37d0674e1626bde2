// The engine's hot path for search, as three workloads (issue 16; the computer's playouts, issue 17):
// random play on the test skirmish (the search bench's decisions/s), greedy games (sim/greedy.ts both
// sides, what every playout of the computer plays) and short games of the computer's Recruit level
// against greedy. Each prints its CPU time; run it under `node --cpu-prof` for a profile, or bundle
// two trees' copies and compare them in one process with bench/hot-path-compare.mjs.
//   npx tsx bench/hot-path.ts [random|greedy|ai|all] [repeat]

import { readFileSync } from 'node:fs';
import { playArenaGame } from '../src/ai/arena';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { playGreedyGame } from '../src/games/samurai-battles/sim/greedy';
import { playRandomGame } from '../src/games/samurai-battles/sim/random';
import { EDITION_IDS } from '../src/games/samurai-battles/types';

function load(file: string) {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(`${file} is not a valid scenario`);
  return r.scenario;
}

/** Each workload plays its games and returns how many decisions they took. */
export const workloads: Record<string, () => number> = {
  random() {
    let n = 0;
    for (const edition of EDITION_IDS) {
      const setup = {
        scenario: load('scenarios/test/test-skirmish.json'),
        options: { dragonCards: true },
        edition,
      };
      for (let seed = 1; seed <= 20; seed++)
        n += playRandomGame(setup, seed, { checkInvariants: false }).decisions;
    }
    return n;
  },
  greedy() {
    let n = 0;
    for (const file of ['scenarios/intro-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      const setup = { scenario: load(file) };
      for (let seed = 1; seed <= 10; seed++) n += playGreedyGame(setup, seed).decisions;
    }
    return n;
  },
  ai() {
    const setup = {
      scenario: load('scenarios/test/test-duel.json'),
      options: { dragonCards: true, reactionPauses: 'always' as const },
    };
    let n = 0;
    n += playArenaGame(setup, 1, { top: 'recruit', bottom: 'greedy' }).decisions;
    n += playArenaGame(setup, 2, { top: 'greedy', bottom: 'recruit' }).decisions;
    return n;
  },
};

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

if (process.argv[1]?.endsWith('hot-path.ts')) {
  const which = process.argv[2] ?? 'all';
  const repeat = Number(process.argv[3] ?? 1);
  for (const [name, run] of Object.entries(workloads)) {
    if (which !== 'all' && which !== name) continue;
    for (let r = 0; r < repeat; r++) {
      const t0 = cpuMs();
      const n = run();
      const ms = cpuMs() - t0;
      console.log(
        `${name}: ${n} decisions, ${ms.toFixed(0)} ms of CPU, ${((ms * 1000) / n).toFixed(1)} µs a decision`,
      );
    }
  }
}
