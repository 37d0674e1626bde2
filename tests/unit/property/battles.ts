// Issue 4: every playable battlefield runs 200 random games to the end without a violation
// (invariants after every action; the views are checked by the random-game property tests).
// The seeds alternate between the editions (run.ts editionOfSeed): 100 games under each.

import { expect } from 'vitest';
import { playRandomGame } from '../../../src/games/samurai-battles/sim/random';
import { editionOfSeed, loadScenario } from './run';

export function simulate(file: string, games = 200): void {
  const scenario = loadScenario(`scenarios/${file}`);
  for (let seed = 1; seed <= games; seed++) {
    const edition = editionOfSeed(seed);
    const r = playRandomGame({ scenario, edition }, seed);
    if (r.violation)
      expect.fail(
        `${file} --seed ${seed} --edition ${edition}, action ${r.violation.action}: ${r.violation.messages.join(' | ')}`,
      );
    expect(r.state.winner).not.toBeNull();
  }
}
