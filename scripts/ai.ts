// npm run ai -- --scenario <file> --opponent random|greedy|recruit|samurai|daimyo --games N --seed S
//                [--level recruit|samurai|daimyo] [--edition gmt|zvezda|gmt2021|zvezda2012] [--jobs J]
// Plays the computer at --level (default daimyo) against the opponent, each army half the games
// (game g: seed S+g, the level takes the top army on even g), and prints its win rate with a 95%
// Wilson interval and the median and 95th-percentile time per decision of each computer level.
// With --jobs J > 1 the games run on J worker threads and decisions are timed in wall-clock time
// (say how loaded the machine was); with one job, in this process's CPU time.

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Contender, isContender, playArenaGame } from '../src/ai/arena';
import { isAiLevel } from '../src/ai/levels';
import { percentile, wilson } from '../src/ai/stats';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../src/games/samurai-battles/setup';
import { parseEdition } from '../src/games/samurai-battles/sim/edition';
import type { Side } from '../src/games/samurai-battles/types';

interface Job {
  file: string;
  edition: string;
  level: Contender;
  opponent: Contender;
  seeds: number[];
  seed0: number;
  /** Time decisions in this process's CPU time (one thread only: the figure is the process's). */
  cpuClock: boolean;
}

interface GameResult {
  seed: number;
  levelSide: Side;
  winner: Side | null;
  levelTimes: number[];
  opponentTimes: number[];
  levelSearched: number[];
  opponentSearched: number[];
}

const EDITION_ALIASES: Record<string, string> = { gmt: 'gmt2021', zvezda: 'zvezda2012' };

function setupOf(file: string, edition: string): Setup {
  const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok)
    throw new Error(`${file}: ${checked.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return {
    scenario: checked.scenario,
    options: { dragonCards: true, reactionPauses: 'always' },
    edition: parseEdition(EDITION_ALIASES[edition] ?? edition),
  };
}

function runGames(job: Job): GameResult[] {
  const setup = setupOf(job.file, job.edition);
  return job.seeds.map((seed) => {
    const levelSide: Side = (seed - job.seed0) % 2 === 0 ? 'top' : 'bottom';
    const other: Side = levelSide === 'top' ? 'bottom' : 'top';
    const players = { [levelSide]: job.level, [other]: job.opponent } as Record<Side, Contender>;
    const g = playArenaGame(setup, seed, players, undefined, job.cpuClock ? cpuMs : undefined);
    // One line a game on stderr, so a long run can be read (and cut short) as it goes.
    const won = g.winner === null ? 'unfinished' : g.winner === levelSide ? 'won' : 'lost';
    console.error(`game seed ${seed}: ${job.level} (${levelSide}) ${won} in ${g.decisions} decisions`);
    return {
      seed,
      levelSide,
      winner: g.winner,
      levelTimes: g.times[levelSide],
      opponentTimes: g.times[other],
      levelSearched: g.searched[levelSide],
      opponentSearched: g.searched[other],
    };
  });
}

/** CPU milliseconds of this process: what the search costs, whatever the neighbours on the machine do. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

function runInWorker(job: Job): Promise<GameResult[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./ai-worker.mjs', import.meta.url), { workerData: job });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(0)} ms`);

async function main(): Promise<number> {
  const file = arg('scenario', 'scenarios/intro-skirmish.json')!;
  const level = arg('level', 'daimyo');
  const opponent = arg('opponent', 'greedy');
  const games = Number(arg('games', '20'));
  const seed0 = Number(arg('seed', '1'));
  const jobs = Math.max(1, Math.min(Number(arg('jobs', '1')), availableParallelism(), games));
  const edition = arg('edition', 'gmt')!;
  if (!isAiLevel(level) || !isContender(opponent) || !(games > 0) || !Number.isInteger(seed0)) {
    console.error(
      'usage: npm run ai -- --scenario <file> --opponent random|greedy|<level> --games N --seed S [--level recruit|samurai|daimyo] [--edition gmt|zvezda] [--jobs J]',
    );
    return 2;
  }
  setupOf(file, edition); // refuse a bad scenario or edition before starting
  const seeds = Array.from({ length: games }, (_, g) => seed0 + g);
  const slices = Array.from({ length: jobs }, (_, j) => seeds.filter((_, g) => g % jobs === j));
  const base = { file, edition, level, opponent, seed0, cpuClock: jobs === 1 };
  const t0 = performance.now();
  const results =
    jobs === 1
      ? runGames({ ...base, seeds })
      : (await Promise.all(slices.map((s) => runInWorker({ ...base, seeds: s })))).flat();
  const wins = results.filter((r) => r.winner === r.levelSide).length;
  const unfinished = results.filter((r) => r.winner === null).length;
  const ci = wilson(wins, results.length);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  console.log(
    `${file} (${edition}): ${level} against ${opponent}, ${results.length} games from seed ${seed0}`,
  );
  console.log(
    `${level} won ${wins}/${results.length} = ${pct(wins / results.length)} (95% Wilson ${pct(ci.low)} to ${pct(ci.high)}); unfinished ${unfinished}`,
  );
  const clock = jobs === 1 ? 'CPU' : 'wall';
  for (const [who, times, searched] of [
    [level, results.flatMap((r) => r.levelTimes), results.flatMap((r) => r.levelSearched)],
    [opponent, results.flatMap((r) => r.opponentTimes), results.flatMap((r) => r.opponentSearched)],
  ] as const) {
    if (times.length === 0) continue;
    console.log(
      `${who}: ${times.length} decisions, ${clock} time median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}; ` +
        `${searched.length} searched, median ${ms(percentile(searched, 0.5))}, p95 ${ms(percentile(searched, 0.95))}, max ${ms(percentile(searched, 1))}`,
    );
  }
  console.log(`wall time ${((performance.now() - t0) / 1000).toFixed(0)} s on ${jobs} thread(s)`);
  return 0;
}

if (isMainThread) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error((e as Error).message);
      process.exit(2);
    },
  );
} else {
  parentPort!.postMessage(runGames(workerData as Job));
}
