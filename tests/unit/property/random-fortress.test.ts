import { describe, expect, it } from 'vitest';
import { playMany } from './run';

// Property test (issue 2): random full games on scenarios/test/test-fortress.json. After every action:
// no exception, a legal action exists until the game ends, block counts in bounds, 60 Command and
// 40 Dragon cards conserved, 30 Honor & Fortune tokens conserved, and neither player's view holds the
// other's hand, any deck order or the dice generator. Every game must end with a winner.
describe('random games: test-fortress', () => {
  for (let batch = 0; batch < 7; batch++) {
    it(`games ${batch * 100 + 1}-${batch * 100 + 100} end cleanly`, { timeout: 600_000 }, () => {
      const { decisions } = playMany(
        'scenarios/test/test-fortress.json',
        1 + batch * 100,
        100,
        batch % 2 === 1,
      );
      expect(decisions).toBeGreaterThan(100);
    });
  }
});
