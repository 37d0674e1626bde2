// npm run sim -- --scenario <file> --games N --seed S [--edition gmt2021|zvezda2012] [--no-dragons] [--views]
// Plays random legal games to the end under the chosen rule set (GMT 2021 by default), checking the
// invariants after every action. Prints games/s, decisions/s and outcome statistics; exits non-zero on
// any violation with the seed and action index (and the edition, to replay it).

import { readFileSync } from 'node:fs';
import { validateScenario } from '../src/games/samurai-battles/scenario/validate';
import { parseEdition } from '../src/games/samurai-battles/sim/edition';
import { playRandomGame } from '../src/games/samurai-battles/sim/random';
import type { Edition } from '../src/games/samurai-battles/types';
import { shogunSim } from '../src/games/shogun/sim/cli';

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

// npm run sim -- --game shogun --players 3|4|5 --games N --seed S [--start fixed|draft] [--tower M] [--views]
if (arg('game') === 'shogun') process.exit(shogunSim(process.argv));

const file = arg('scenario', 'scenarios/test/test-skirmish.json')!;
const games = Number(arg('games', '100'));
const seed0 = Number(arg('seed', '1'));
const dragons = !process.argv.includes('--no-dragons');
const views = process.argv.includes('--views');
let edition: Edition;
try {
  edition = parseEdition(arg('edition'));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

const checked = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
if (!checked.ok) {
  for (const p of checked.problems) console.error(`${file}: ${p.path}: ${p.message}`);
  process.exit(2);
}
const setup = { scenario: checked.scenario, options: { dragonCards: dragons }, edition };
const wins = { top: 0, bottom: 0 };
const reasons: Record<string, number> = {};
let decisions = 0;
let turns = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const r = playRandomGame(setup, seed, { checkViews: views });
  if (r.violation) {
    console.error(
      `VIOLATION in ${file} with --seed ${seed} --edition ${edition} at action ${r.violation.action}:`,
    );
    for (const m of r.violation.messages) console.error(`  ${m}`);
    process.exit(1);
  }
  decisions += r.decisions;
  turns += r.turns;
  wins[r.state.winner!]++;
  reasons[r.state.endReason ?? '?'] = (reasons[r.state.endReason ?? '?'] ?? 0) + 1;
}
const secs = (performance.now() - t0) / 1000;
console.log(`${checked.scenario.id} (${edition}): ${games} games in ${secs.toFixed(2)} s`);
console.log(`  ${(games / secs).toFixed(1)} games/s, ${(decisions / secs).toFixed(0)} decisions/s`);
console.log(
  `  average ${(turns / games).toFixed(1)} turns, ${(decisions / games).toFixed(0)} decisions per game`,
);
console.log(`  wins: top ${wins.top}, bottom ${wins.bottom}; endings: ${JSON.stringify(reasons)}`);
