// Shared driver of the random-game property tests: many full games with random legal actions,
// every invariant (pieces, cards, tokens, views) checked after every action.

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { playRandomGame } from '../../../src/games/samurai-battles/sim/random';

export function loadScenario(path: string) {
  const r = validateScenario(JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(`${path}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.scenario;
}

/** Plays `games` games from `firstSeed`; fails with the seed and action index of the first violation. */
export function playMany(
  path: string,
  firstSeed: number,
  games: number,
  dragonCards: boolean,
): { decisions: number } {
  const scenario = loadScenario(path);
  let decisions = 0;
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const r = playRandomGame({ scenario, options: { dragonCards } }, seed, { checkViews: true });
    if (r.violation) {
      expect.fail(`${path} seed ${seed}, action ${r.violation.action}: ${r.violation.messages.join(' | ')}`);
    }
    expect(r.state.winner).not.toBeNull();
    decisions += r.decisions;
  }
  return { decisions };
}
