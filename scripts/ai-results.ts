// The games of `npm run ai --out <file>`: one JSON line a finished game, so a long measurement can
// stop (a session ends, a machine reboots) and go on later without playing a game twice, and the
// figures in docs/ai.md can be recomputed from the games themselves (`npm run ai -- --report <file>`).

import { existsSync, readFileSync } from 'node:fs';
import { type Interval, percentile, wilson } from '../src/ai/stats';

export interface GameRecord {
  scenario: string;
  edition: string;
  level: string;
  opponent: string;
  seed: number;
  levelSide: 'top' | 'bottom';
  winner: 'top' | 'bottom' | null;
  decisions: number;
  /** 'cpu': the decision times are the process's CPU time (one game at a time); 'wall': wall time. */
  clock: 'cpu' | 'wall';
  /** Milliseconds per decision of the computer level, all of them and those it searched. */
  levelTimes: number[];
  levelSearched: number[];
  /** The same for the opponent when it is a level too (empty for random and greedy). */
  opponentTimes: number[];
  opponentSearched: number[];
  /** The budgets the level and a level opponent played with (budgetName); absent in the first files. */
  levelBudget?: string;
  opponentBudget?: string;
}

/** A level's budget in a few characters: iterations, plans, cut-off, playouts, plans per card. */
export function budgetName(b: {
  iterations: number;
  plans: number;
  horizonTurns: number;
  playouts: string;
  plansPerCard: number;
}): string {
  return [b.iterations, b.plans, b.horizonTurns, b.playouts, b.plansPerCard].join(',');
}

type Pairing = Pick<
  GameRecord,
  'scenario' | 'edition' | 'level' | 'opponent' | 'levelBudget' | 'opponentBudget'
>;

/** Games of one battlefield, edition and pair of players (a level's budget is part of the player). */
function pairingKey(r: Pairing): string {
  return [r.scenario, r.edition, r.level, r.levelBudget ?? '', r.opponent, r.opponentBudget ?? ''].join('|');
}

/** Two records of the same game (same battlefield, edition, players, seed and army) share a key. */
export function recordKey(r: Pairing & Pick<GameRecord, 'seed' | 'levelSide'>): string {
  return [pairingKey(r), r.seed, r.levelSide].join('|');
}

const isTimes = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
const isSide = (v: unknown): v is 'top' | 'bottom' => v === 'top' || v === 'bottom';

function asRecord(v: unknown): GameRecord | string {
  if (typeof v !== 'object' || v === null) return 'not an object';
  const r = v as Record<string, unknown>;
  for (const k of ['scenario', 'edition', 'level', 'opponent'] as const)
    if (typeof r[k] !== 'string') return `${k} is not a string`;
  if (!Number.isInteger(r.seed)) return 'seed is not an integer';
  if (!isSide(r.levelSide)) return 'levelSide is not top or bottom';
  if (r.winner !== null && !isSide(r.winner)) return 'winner is not top, bottom or null';
  if (!Number.isInteger(r.decisions)) return 'decisions is not an integer';
  if (r.clock !== 'cpu' && r.clock !== 'wall') return 'clock is not cpu or wall';
  for (const k of ['levelTimes', 'levelSearched', 'opponentTimes', 'opponentSearched'] as const)
    if (!isTimes(r[k])) return `${k} is not a list of numbers`;
  for (const k of ['levelBudget', 'opponentBudget'] as const)
    if (r[k] !== undefined && typeof r[k] !== 'string') return `${k} is not a string`;
  return r as unknown as GameRecord;
}

/**
 * The records of a results file (none if it does not exist); a damaged line is an error naming it.
 * A game found twice (two runs that overlapped) counts once: the games are deterministic, so both
 * copies have the same result.
 */
export function readRecords(file: string): GameRecord[] {
  if (!existsSync(file)) return [];
  const out: GameRecord[] = [];
  const seen = new Set<string>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
      const r = asRecord(parsed);
      if (typeof r === 'string') throw new Error(`${file}:${i + 1}: ${r}`);
      if (seen.has(recordKey(r))) return;
      seen.add(recordKey(r));
      out.push(r);
    });
  return out;
}

/** Milliseconds to one decimal: the file stays small and no figure we print needs more. */
export const roundTimes = (times: readonly number[]) => times.map((t) => Math.round(t * 10) / 10);

export interface Summary {
  scenario: string;
  edition: string;
  level: string;
  opponent: string;
  levelBudget: string;
  opponentBudget: string;
  games: number;
  wins: number;
  unfinished: number;
  interval: Interval;
  clock: string;
  /** Median and 95th percentile of the level's decision times, all and searched (ms). */
  all: [number, number];
  searched: [number, number, number];
}

/** One row per battlefield, edition and pairing, in the order the file first names them. */
export function summarize(records: readonly GameRecord[]): Summary[] {
  const groups = new Map<string, GameRecord[]>();
  for (const r of records) {
    const k = pairingKey(r);
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  return [...groups.values()].map((g) => {
    const first = g[0]!;
    const wins = g.filter((r) => r.winner === r.levelSide).length;
    const all = g.flatMap((r) => r.levelTimes);
    const searched = g.flatMap((r) => r.levelSearched);
    const clocks = [...new Set(g.map((r) => r.clock))];
    return {
      scenario: first.scenario,
      edition: first.edition,
      level: first.level,
      opponent: first.opponent,
      levelBudget: first.levelBudget ?? '',
      opponentBudget: first.opponentBudget ?? '',
      games: g.length,
      wins,
      unfinished: g.filter((r) => r.winner === null).length,
      interval: wilson(wins, g.length),
      clock: clocks.join('+'),
      all: [percentile(all, 0.5), percentile(all, 0.95)],
      searched: [percentile(searched, 0.5), percentile(searched, 0.95), percentile(searched, 1)],
    };
  });
}
