import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/games/shogun/sim/random';

// A small sample for CI; `npm run sim -- --game shogun --games 500` runs the large one.
describe('Shogun random full games', () => {
  for (const players of [3, 4, 5] as const) {
    it(`plays 10 random ${players}-player games to the end with every invariant kept`, () => {
      for (let g = 0; g < 10; g++) {
        const start = g % 2 === 0 ? 'fixed' : 'draft';
        const r = playRandomGame({ players, start }, 1000 * players + g, { checkViews: g === 0 });
        expect(r.violation, `seed ${1000 * players + g}`).toBeUndefined();
        expect(r.state.outcome?.winners.length).toBeGreaterThan(0);
        expect(r.state.calendar).toBe(8);
      }
    }, 60_000);
  }
});
