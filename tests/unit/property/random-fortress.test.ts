import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';
import { editionsNote, playMany } from './run';

// Property test (issue 2): random full games on scenarios/test/test-fortress.json, the seeds shared out
// between the editions (GMT 2021 and Zvezda 2012 in turn). After every action: no exception, a legal
// action exists until the game ends, block counts in bounds and bodyguards within the edition's
// count, 60 Command cards and the edition's Dragon deck conserved, 30 Honor & Fortune tokens
// conserved, pieces on the board, the Zvezda camp and surrender rules, and neither player's view holds
// the other's hand, any deck order or the dice generator. Every game must end with a winner.
describe(`random games: test-fortress (${editionsNote()})`, () => {
  for (let batch = 0; batch < 7; batch++) {
    it(`games ${batch * 100 + 1}-${batch * 100 + 100} end cleanly`, { timeout: 600_000 }, () => {
      const { decisions, byEdition } = playMany(
        'scenarios/test/test-fortress.json',
        1 + batch * 100,
        100,
        batch % 2 === 1,
      );
      expect(decisions).toBeGreaterThan(100);
      for (const edition of EDITION_IDS) expect(byEdition[edition], edition).toBeGreaterThan(50);
    });
  }
});
