// What the search's shortcuts rest on (search.ts): a dealer made once per decision deals exactly what
// `determinize` deals, however many times it is used, and a deal lists the deciding seat's decision
// exactly as the position it was dealt from (so a candidate's first action needs no new listing).

import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { dealerOf, determinizeBattle } from '../../../src/games/samurai-battles/determinize';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { loadScenario } from '../property/run';

const setup = {
  scenario: loadScenario('scenarios/intro-skirmish.json'),
  options: { dragonCards: true, reactionPauses: 'always' as const },
};

describe('deals for the search', () => {
  it('a reused dealer deals what determinize deals, and the deal lists the same decision', () => {
    let checked = 0;
    for (const seed of [1, 2]) {
      const s = samuraiBattles.setup(setup, seed);
      for (let at = 0; at < 400 && !s.winner; at++) {
        const p = currentPrompt(s)!;
        if (at % 7 === 0) {
          const root = JSON.stringify(s);
          const deal = dealerOf(s, p.seat);
          for (let k = 0; k < 3; k++) {
            const d = deal(createRng(seed * 1000 + at + k));
            expect(JSON.stringify(d)).toBe(
              JSON.stringify(determinizeBattle(s, p.seat, createRng(seed * 1000 + at + k))),
            );
            expect(currentPrompt(d)).toEqual(p);
            checked++;
          }
          // Dealing leaves the position dealt from as it was.
          expect(JSON.stringify(s)).toBe(root);
        }
        const r = samuraiBattles.apply(s, p.seat, greedyAction(s, p));
        if (!r.ok) throw new Error(r.detail);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
