// Shogun engine speed: random full games per second and decisions per second for 3, 4 and 5 players
// (fixed sun-side setup, default tower), on one core, invariant checks off (the property tests do
// those). Run by `npm run bench -- shogun`; record the figures in docs/performance.md.

import { playRandomGame } from '../src/games/shogun/sim/random';

export interface ShogunBench {
  players: 3 | 4 | 5;
  games: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  decisionsPerGame: number;
}

export function benchShogun(players: 3 | 4 | 5, games = 100): ShogunBench {
  // Warm up the JIT before timing.
  for (let g = 0; g < 5; g++) playRandomGame({ players }, 10_000 + g, { checkInvariants: false });
  let decisions = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++)
    decisions += playRandomGame({ players }, g + 1, { checkInvariants: false }).decisions;
  const seconds = (performance.now() - t0) / 1000;
  return {
    players,
    games,
    gamesPerSecond: games / seconds,
    decisionsPerSecond: decisions / seconds,
    decisionsPerGame: decisions / games,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const out: Record<string, ShogunBench> = {};
  for (const players of [3, 4, 5] as const) {
    const b = benchShogun(players);
    out[`${players}p`] = b;
    console.log(
      `shogun (${players} players): ${b.gamesPerSecond.toFixed(1)} games/s, ${b.decisionsPerSecond.toFixed(0)} decisions/s ` +
        `(${b.decisionsPerGame.toFixed(0)} decisions per game)`,
    );
  }
  return out;
}
