// Engine speed: random full games per second and decisions per second on a 12-units-a-side
// scenario, on one core, with the invariant checks off (they are the property tests' job), under
// each edition (GMT 2021 first: its figure is the one docs/performance.md has tracked).
// Run by `npm run bench`; record the figures in docs/performance.md.

import { readFileSync } from 'node:fs';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { playRandomGame } from '../src/games/samurai-battles/sim/random';
import { EDITION_IDS, type Edition } from '../src/games/samurai-battles/types';

export interface EngineBench {
  scenario: string;
  edition: Edition;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  decisionsPerGame: number;
  turnsPerGame: number;
}

export function benchEngine(
  file = 'scenarios/test/test-skirmish.json',
  games = 200,
  edition: Edition = 'gmt2021',
): EngineBench {
  const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(`${file} is not a valid scenario`);
  const setup = { scenario: r.scenario, options: { dragonCards: true }, edition };
  // Warm up the JIT before timing.
  for (let g = 0; g < 10; g++) playRandomGame(setup, 10_000 + g, { checkInvariants: false });
  let decisions = 0;
  let turns = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const res = playRandomGame(setup, g + 1, { checkInvariants: false });
    decisions += res.decisions;
    turns += res.turns;
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    scenario: r.scenario.id,
    edition,
    games,
    seconds,
    gamesPerSecond: games / seconds,
    decisionsPerSecond: decisions / seconds,
    decisionsPerGame: decisions / games,
    turnsPerGame: turns / games,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const out: Record<string, EngineBench> = {};
  for (const edition of EDITION_IDS) {
    const b = benchEngine(undefined, undefined, edition);
    out[edition] = b;
    console.log(
      `engine (${edition}): ${b.scenario}: ${b.gamesPerSecond.toFixed(1)} games/s, ${b.decisionsPerSecond.toFixed(0)} decisions/s ` +
        `(${b.games} games in ${b.seconds.toFixed(1)} s; ${b.turnsPerGame.toFixed(0)} turns and ${b.decisionsPerGame.toFixed(0)} decisions per game)`,
    );
  }
  return { engine: out };
}
