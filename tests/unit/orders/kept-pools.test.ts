// What the orders listing keeps while the board stands (orders/listing.ts since session 17: the
// candidates by board and side, each one's pools as a bit mask per plan). At every orders decision of
// random games, both editions, with the computer's options, the legal next orders listed in a board
// scope (kept across the listings of the turn) must be those listed afresh outside any scope.

import { describe, expect, it } from 'vitest';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { legalOrderChoices } from '../../../src/games/samurai-battles/orders';
import { walkRandomGames } from '../flow/random-walk';

describe('kept order pools', () => {
  it('list the same legal orders as a fresh listing, at every orders decision', { timeout: 120_000 }, () => {
    let listings = 0;
    const files = ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json'];
    walkRandomGames(files, [1, 2], (state, _prompt, label) => {
      const top = state.stack[state.stack.length - 1]!;
      if (top.kind !== 'orders') return;
      const kept = withOccupancyIndex(state, () =>
        legalOrderChoices(state, state.active, top.plan, top.chosen),
      );
      const fresh = legalOrderChoices(state, state.active, top.plan, top.chosen);
      expect(kept, label).toEqual(fresh);
      listings++;
    });
    expect(listings).toBeGreaterThan(200);
  });
});
