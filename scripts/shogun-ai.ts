// `npm run ai:shogun`: the Shogun computer (src/ai/shogun) against random or rule-of-thumb seats.
//
//   npm run ai:shogun -- [--games N] [--seed S] [--players 3|4|5] [--opponent random|thumb]
//                        [--plans P] [--deals D] [--seasons H]
//
// Game g uses seed S+g; the computer takes seat g mod players (each seat in turn), every other seat
// is the opponent. Prints the computer's wins with their 95% Wilson interval, its mean final points
// against the opponents' mean, and the time of its searched decisions (this process's CPU time: the
// machine is shared, wall time would measure the neighbours), median, 95th percentile and maximum.

import { playShogunArena, type ShogunContender } from '../src/ai/shogun/arena';
import { SHOGUN_BUDGET } from '../src/ai/shogun/decide';
import { percentile, wilson } from '../src/ai/stats';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const games = Number(arg('games', '10'));
const seed = Number(arg('seed', '1'));
const count = Number(arg('players', '3')) as 3 | 4 | 5;
const opponent = arg('opponent', 'random') as ShogunContender;
const budget = {
  plans: Number(arg('plans', String(SHOGUN_BUDGET.plans))),
  deals: Number(arg('deals', String(SHOGUN_BUDGET.deals))),
  seasons: Number(arg('seasons', String(SHOGUN_BUDGET.seasons ?? 1))),
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let won = 0;
let mine = 0;
let theirs = 0;
const times: number[] = [];
for (let g = 0; g < games; g++) {
  const players: ShogunContender[] = Array.from({ length: count }, () => opponent);
  players[g % count] = 'computer';
  const r = playShogunArena({ players: count }, seed + g, players, { budget, now: cpu });
  const seat = r.state.seats[g % count]!;
  const win = r.winners.includes(seat);
  if (win) won++;
  for (const s of r.state.seats) {
    if (s === seat) mine += r.scores[s] ?? 0;
    else theirs += (r.scores[s] ?? 0) / (count - 1);
  }
  times.push(...r.searched);
  console.log(
    `game ${g + 1} seed ${seed + g}: ${win ? 'won' : 'lost'} ${JSON.stringify(r.scores)} (computer ${seat})`,
  );
}
const w = wilson(won, games);
const ms = (q: number) => `${percentile(times, q).toFixed(0)} ms`;
console.log(
  `computer (${budget.plans} plans, ${budget.deals} deals, ${budget.seasons} season(s)) vs ${opponent}, ${count} players: won ${won}/${games}` +
    ` (95% Wilson ${(w.low * 100).toFixed(1)}-${(w.high * 100).toFixed(1)}%),` +
    ` mean points ${(mine / games).toFixed(1)} vs ${(theirs / games).toFixed(1)};` +
    ` searched decisions ${times.length}: median ${ms(0.5)}, p95 ${ms(0.95)}, max ${ms(1)} (CPU)`,
);
