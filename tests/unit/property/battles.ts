// Issue 4: every playable battlefield runs 200 random games to the end without a violation
// (invariants after every action; the views are checked by the random-game property tests).

import { expect } from 'vitest';
import { playRandomGame } from '../../../src/games/samurai-battles/sim/random';
import { loadScenario } from './run';

export function simulate(file: string, games = 200): void {
  const scenario = loadScenario(`scenarios/${file}`);
  for (let seed = 1; seed <= games; seed++) {
    const r = playRandomGame({ scenario }, seed);
    if (r.violation)
      expect.fail(
        `${file} --seed ${seed}, action ${r.violation.action}: ${r.violation.messages.join(' | ')}`,
      );
    expect(r.state.winner).not.toBeNull();
  }
}
