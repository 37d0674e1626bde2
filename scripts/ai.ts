// npm run ai -- --scenario <file> --opponent random|greedy|recruit|samurai|daimyo --games N --seed S
//                [--level recruit|samurai|daimyo] [--edition gmt|zvezda|gmt2021|zvezda2012] [--jobs J]
//                [--out <results.jsonl>] [--budget <level>=<iterations>,<plans>,<horizon>[,greedy|sharp[,plans-per-card]] ...]
// npm run ai -- --report <results.jsonl>
// Plays the computer at --level (default daimyo) against the opponent, each army half the games
// (game g: seed S+g, the level takes the top army on even g), and prints its win rate with a 95%
// Wilson interval and the median and 95th-percentile time per decision of each computer level.
// With --jobs J > 1 the games run on J worker threads and decisions are timed in wall-clock time
// (say how loaded the machine was); with one job, in this process's CPU time.
// --out appends each finished game to a JSON-lines file and skips the games already in it, so a long
// measurement can be stopped and resumed; the printed figures then cover every game of that pairing in
// the file. --report prints one row per battlefield, edition and pairing of such a file.
// --budget (repeatable, one job only) tries another budget for a level in this run: for tuning the
// levels; keep such games in their own results file, since a game's key does not name the budget.

import { appendFileSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Contender, isContender, playArenaGame } from '../src/ai/arena';
import { isAiLevel, LEVELS } from '../src/ai/levels';
import { percentile, wilson } from '../src/ai/stats';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import type { Setup } from '../src/games/samurai-battles/setup';
import { parseEdition } from '../src/games/samurai-battles/sim/edition';
import type { Side } from '../src/games/samurai-battles/types';
import { budgetName, type GameRecord, readRecords, recordKey, roundTimes, summarize } from './ai-results';

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
  decisions: number;
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

function runGames(job: Job, done: (r: GameResult) => void = () => {}): GameResult[] {
  const setup = setupOf(job.file, job.edition);
  return job.seeds.map((seed) => {
    const levelSide = sideOf(seed, job.seed0);
    const other: Side = levelSide === 'top' ? 'bottom' : 'top';
    const players = { [levelSide]: job.level, [other]: job.opponent } as Record<Side, Contender>;
    const g = playArenaGame(setup, seed, players, undefined, job.cpuClock ? cpuMs : undefined);
    // One line a game on stderr, so a long run can be read (and cut short) as it goes.
    const won = g.winner === null ? 'unfinished' : g.winner === levelSide ? 'won' : 'lost';
    console.error(`game seed ${seed}: ${job.level} (${levelSide}) ${won} in ${g.decisions} decisions`);
    const result: GameResult = {
      seed,
      levelSide,
      winner: g.winner,
      decisions: g.decisions,
      levelTimes: g.times[levelSide],
      opponentTimes: g.times[other],
      levelSearched: g.searched[levelSide],
      opponentSearched: g.searched[other],
    };
    done(result);
    return result;
  });
}

const sideOf = (seed: number, seed0: number): Side => ((seed - seed0) % 2 === 0 ? 'top' : 'bottom');

/** CPU milliseconds of this process: what the search costs, whatever the neighbours on the machine do. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Applies each `--budget level=iterations,plans,horizon` to this process's levels; false if one is bad. */
function applyBudgets(): boolean {
  for (let i = 0; i < process.argv.length; i++) {
    if (process.argv[i] !== '--budget') continue;
    const m = /^(\w+)=(\d+),(\d+),(\d+)(?:,(greedy|sharp))?(?:,(\d+))?$/.exec(process.argv[i + 1] ?? '');
    if (!m || !isAiLevel(m[1])) return false;
    const playouts = m[5] === 'sharp' ? 'sharp' : 'greedy';
    const plansPerCard = Number(m[6] ?? 0);
    LEVELS[m[1]] = {
      iterations: Number(m[2]),
      plans: Number(m[3]),
      horizonTurns: Number(m[4]),
      playouts,
      plansPerCard,
    };
    console.error(
      `${m[1]}: ${m[2]} iterations, ${m[3]} plans, cut-off ${m[4]}, ${playouts} playouts, ${plansPerCard} plans a card (--budget)`,
    );
  }
  return true;
}

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** Runs a slice of the games on a worker thread; `done` hears of each game as it ends. */
function runInWorker(job: Job, done: (r: GameResult) => void): Promise<GameResult[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./ai-worker.mjs', import.meta.url), { workerData: job });
    w.on('message', (m: { game: GameResult } | { all: GameResult[] }) => {
      if ('game' in m) done(m.game);
      else resolve(m.all);
    });
    w.once('error', reject);
  });
}

function report(file: string): number {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  console.log(
    '| battlefield | edition | level | opponent | won | 95% Wilson | unfinished | clock | all: median / p95 | searched: median / p95 / max |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const s of summarize(readRecords(file))) {
    console.log(
      `| ${s.scenario.replace(/^scenarios\//, '')} | ${s.edition} | ${s.level} ${s.levelBudget} | ${s.opponent} ${s.opponentBudget} | ${s.wins}/${s.games} (${pct(s.wins / s.games)}) | ` +
        `${pct(s.interval.low)} to ${pct(s.interval.high)} | ${s.unfinished} | ${s.clock} | ${ms(s.all[0])} / ${ms(s.all[1])} | ` +
        `${ms(s.searched[0])} / ${ms(s.searched[1])} / ${ms(s.searched[2])} |`,
    );
  }
  return 0;
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(0)} ms`);

async function main(): Promise<number> {
  const reportFile = arg('report');
  if (reportFile) return report(reportFile);
  const out = arg('out');
  const file = arg('scenario', 'scenarios/intro-skirmish.json')!;
  const level = arg('level', 'daimyo');
  const opponent = arg('opponent', 'greedy');
  const games = Number(arg('games', '20'));
  const seed0 = Number(arg('seed', '1'));
  const jobs = Math.max(1, Math.min(Number(arg('jobs', '1')), availableParallelism(), games));
  const edition = arg('edition', 'gmt')!;
  const budgets = process.argv.includes('--budget');
  if (
    !isAiLevel(level) ||
    !isContender(opponent) ||
    !(games > 0) ||
    !Number.isInteger(seed0) ||
    (budgets && (jobs > 1 || !applyBudgets()))
  ) {
    console.error(
      'usage: npm run ai -- --scenario <file> --opponent random|greedy|<level> --games N --seed S [--level recruit|samurai|daimyo] [--edition gmt|zvezda] [--jobs J] [--out results.jsonl] [--budget level=iterations,plans,horizon]; npm run ai -- --report results.jsonl',
    );
    return 2;
  }
  setupOf(file, edition); // refuse a bad scenario or edition before starting
  const levelBudget = budgetName(LEVELS[level]);
  const opponentBudget = isAiLevel(opponent) ? budgetName(LEVELS[opponent]) : undefined;
  const pairing = { scenario: file, edition, level, opponent, levelBudget, opponentBudget };
  const keyOf = (seed: number) => recordKey({ ...pairing, seed, levelSide: sideOf(seed, seed0) });
  const wanted = new Set(Array.from({ length: games }, (_, g) => keyOf(seed0 + g)));
  // Games of this pairing already in the results file are not played again (a resumed measurement).
  const earlier = out ? readRecords(out).filter((r) => wanted.has(recordKey(r))) : [];
  const played = new Set(earlier.map(recordKey));
  const seeds = Array.from({ length: games }, (_, g) => seed0 + g).filter((s) => !played.has(keyOf(s)));
  if (earlier.length > 0)
    console.error(`${out}: ${earlier.length} of these games already played, ${seeds.length} to go`);
  const slices = Array.from({ length: jobs }, (_, j) => seeds.filter((_, g) => g % jobs === j)).filter(
    (s) => s.length > 0,
  );
  const base = { file, edition, level, opponent, seed0, cpuClock: jobs === 1 };
  const save = (r: GameResult) => {
    if (!out) return;
    const record: GameRecord = {
      ...pairing,
      seed: r.seed,
      levelSide: r.levelSide,
      winner: r.winner,
      decisions: r.decisions,
      clock: jobs === 1 ? 'cpu' : 'wall',
      levelTimes: roundTimes(r.levelTimes),
      levelSearched: roundTimes(r.levelSearched),
      opponentTimes: roundTimes(r.opponentTimes),
      opponentSearched: roundTimes(r.opponentSearched),
    };
    appendFileSync(out, `${JSON.stringify(record)}\n`);
  };
  const t0 = performance.now();
  const fresh =
    jobs === 1
      ? runGames({ ...base, seeds }, save)
      : (await Promise.all(slices.map((s) => runInWorker({ ...base, seeds: s }, save)))).flat();
  const results: GameResult[] = [...earlier, ...fresh];
  if (results.length === 0) return 0;
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
  const all = runGames(workerData as Job, (game) => parentPort!.postMessage({ game }));
  parentPort!.postMessage({ all });
}
