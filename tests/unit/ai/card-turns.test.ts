// Plans per card (levels.ts plansPerCard): at the command step each playable card is weighed with
// plans of the turn it starts, so the chosen card comes with its orders and moves, followed at the
// next steps like any plan; with none, the card is weighed alone.

import { describe, expect, it } from 'vitest';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { LEVELS, type LevelBudget } from '../../../src/ai/levels';
import { search } from '../../../src/ai/search';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';

const setup = {
  scenario: loadScenario('scenarios/intro-skirmish.json'),
  options: { dragonCards: true, reactionPauses: 'always' as const },
};

/** Greedy play up to the second command step with two or more cards to choose from. */
function atCommand(seed: number): GameState {
  const s = samuraiBattles.setup(setup, seed);
  let seen = 0;
  for (;;) {
    const p = currentPrompt(s)!;
    if (p.point === 'command' && p.actions.length > 1 && ++seen === 2) return s;
    const r = samuraiBattles.apply(s, p.seat, greedyAction(s, p));
    if (!r.ok) throw new Error(r.detail);
  }
}

const budget = (plansPerCard: number): LevelBudget => ({
  iterations: 16,
  plans: 2,
  horizonTurns: 1,
  playouts: 'greedy',
  plansPerCard,
});

describe('plans per card', () => {
  it('weighs each card with plans of its turn and hands back the chosen plan', () => {
    const s = atCommand(4);
    const p = currentPrompt(s)!;
    const k = knowledgeOf(s, p.seat);
    const alone = search(k, budget(0), 1);
    expect(alone.candidates.length).toBe(p.actions.length);
    expect(alone.plan).toHaveLength(1);
    const turns = search(k, budget(2), 1);
    expect(turns.candidates.length).toBeGreaterThan(p.actions.length);
    expect(turns.plan[0]!.type).toBe('play-card');
    // Every card is weighed alone and with the turns it starts: a pass of its own Dragon card
    // window, then orders.
    for (const c of turns.candidates) expect(p.actions).toContainEqual(c.actions[0]);
    for (const card of p.actions) {
      const withIt = turns.candidates.filter((c) => JSON.stringify(c.actions[0]) === JSON.stringify(card));
      expect(withIt.some((c) => c.actions.length === 1)).toBe(true);
      expect(withIt.some((c) => c.actions.some((a) => a.type === 'order'))).toBe(true);
    }
  });

  it('is what sets Daimyo above Samurai: only the deepest level weighs a card with its turn', () => {
    // Daimyo 14/20 against Samurai with it, 5/9 without (docs/ai.md, session 10).
    expect(LEVELS.daimyo.plansPerCard).toBeGreaterThan(0);
    expect(LEVELS.samurai.plansPerCard).toBe(0);
    expect(LEVELS.recruit.plansPerCard).toBe(0);
  });
});
