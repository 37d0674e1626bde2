// The computer's own cost per decision (issue 17's measurement is bound by it): games of a search
// level against greedy on the introductory battlefield, GMT, with the computer's options, timed in
// this process's CPU time per searched decision. Each game also gives a SHA-1 of every action chosen
// (both seats), so two trees can be checked to choose alike. Run it under `node --cpu-prof` for a
// profile, or bundle two trees' copies and call `aiCost` alternately to compare them in one process.
//   npx tsx bench/ai-cost.ts [samurai|daimyo] [seed] [maxDecisions]

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { playArenaGame } from '../src/ai/arena';
import type { AiLevel } from '../src/ai/levels';
import { samuraiBattles } from '../src/games/samurai-battles/index';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import type { Side } from '../src/games/samurai-battles/types';

export interface AiCost {
  decisions: number;
  searched: number;
  /** CPU milliseconds spent in the level's searched decisions. */
  searchedMs: number;
  /** SHA-1 (16 hex digits) of every action of the game, with its seat. */
  actions: string;
  winner: Side | null;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** One game of `level` against greedy; the level takes the top army on odd seeds. */
export function aiCost(level: AiLevel, seed: number, maxDecisions = 6000): AiCost {
  const checked = validateScenario(JSON.parse(readFileSync('scenarios/intro-skirmish.json', 'utf8')));
  if (!checked.ok) throw new Error('intro-skirmish is not a valid scenario');
  const setup = {
    scenario: checked.scenario,
    options: { dragonCards: true, reactionPauses: 'always' as const },
    edition: 'gmt2021' as const,
  };
  const side: Side = seed % 2 === 1 ? 'top' : 'bottom';
  const players = { top: 'greedy', bottom: 'greedy', [side]: level } as const;
  // The arena applies through the module's `apply`; wrapped here to see every action.
  const apply = samuraiBattles.apply;
  const trail = createHash('sha1');
  samuraiBattles.apply = (state, seat, action, opts) => {
    trail.update(`${seat} ${JSON.stringify(action)}\n`);
    return apply(state, seat, action, opts);
  };
  try {
    const g = playArenaGame(setup, seed, players, maxDecisions, cpuMs);
    const times = g.searched[side];
    return {
      decisions: g.decisions,
      searched: times.length,
      searchedMs: times.reduce((a, b) => a + b, 0),
      actions: trail.digest('hex').slice(0, 16),
      winner: g.winner,
    };
  } finally {
    samuraiBattles.apply = apply;
  }
}

if (process.argv[1]?.endsWith('ai-cost.ts')) {
  const level = (process.argv[2] ?? 'samurai') as AiLevel;
  const seed = Number(process.argv[3] ?? 1);
  const max = Number(process.argv[4] ?? 6000);
  const r = aiCost(level, seed, max);
  console.log(
    `${level} seed ${seed}: ${r.decisions} decisions, ${r.searched} searched, ` +
      `${(r.searchedMs / Math.max(1, r.searched)).toFixed(1)} ms of CPU a searched decision, ` +
      `winner ${r.winner}, actions ${r.actions}`,
  );
}
