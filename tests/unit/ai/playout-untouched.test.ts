// A playout hands its policy the promise that the state is untouched since the playout's previous
// apply (src/ai/playout.ts), so the greedy player may trust the board index that apply checked
// (sim/greedy.ts). With or without the promise, both policies must play the same game to the bit.

import { describe, expect, it } from 'vitest';
import { POLICIES, playout } from '../../../src/ai/playout';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';

describe('a playout with the untouched promise', () => {
  for (const [name, policy] of Object.entries(POLICIES)) {
    it(`plays the same ${name} game as without it, both editions`, { timeout: 60_000 }, () => {
      let promised = 0;
      for (const edition of EDITION_IDS) {
        for (const seed of [1, 2, 3]) {
          const setup = {
            scenario: loadScenario('scenarios/intro-skirmish.json'),
            options: { dragonCards: true, reactionPauses: 'always' as const },
            edition,
          };
          const a = samuraiBattles.setup(setup, seed);
          const b = structuredClone(a);
          playout(a, 6, (s, p, untouched) => {
            if (untouched) promised++;
            return policy(s, p, untouched);
          });
          playout(b, 6, (s, p) => policy(s, p, false));
          expect(JSON.stringify(a)).toBe(JSON.stringify(b));
          expect(a.turn).toBeGreaterThan(1);
        }
      }
      expect(promised).toBeGreaterThan(100);
    });
  }
});
