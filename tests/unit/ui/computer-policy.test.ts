// The last fallback of both games' computers (src/ui/ai/thinker.ts, src/ui/shogun/computer.ts): with
// the worker failing and the search on the page throwing too, a simple policy still answers (Samurai
// Battles: the greedy player; Shogun: the rules of thumb alone), so the game goes on; only a thinker
// whose every way fails reports the failure.

import { describe, expect, it, vi } from 'vitest';
import { knowledgeOf } from '../../../src/ai/knowledge';
import type { ShogunBudget } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import { promptOf } from '../../../src/ai/step';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { shogun } from '../../../src/games/shogun/index';
import { createThinker, SEARCH_SEED } from '../../../src/ui/ai/thinker';
import { createShogunThinker } from '../../../src/ui/shogun/computer';
import { loadScenario } from '../property/run';
import { failingWorker } from './computer-worker';

const broken = vi.hoisted(() => ({ search: true, policy: false }));

// The searches throw while `broken` says so; Shogun's rules-of-thumb budget is its policy.
vi.mock('../../../src/ai/decide', () => ({
  decide: () => {
    throw new Error('the search broke');
  },
}));
vi.mock('../../../src/ai/shogun/decide', async (original) => {
  const real = await original<typeof import('../../../src/ai/shogun/decide')>();
  return {
    ...real,
    decideShogun: (...args: Parameters<typeof real.decideShogun>) => {
      const budget: ShogunBudget | undefined = args[3];
      if (budget ? broken.policy : broken.search) throw new Error('the search broke');
      return real.decideShogun(...args);
    },
  };
});

describe('the computer when its worker and its search both fail', () => {
  it('Samurai Battles: the greedy player answers from the same knowledge', async () => {
    const state = samuraiBattles.setup({ scenario: loadScenario('scenarios/test/test-duel.json') }, 3);
    const thinker = createThinker(failingWorker('rejects').start);
    const choice = await thinker.think(state, 'top', 'daimyo', []);
    const known = knowledgeOf(state, 'top').state;
    expect(choice.action).toEqual(greedyAction(known, promptOf(known)!));
    expect(choice.pending).toEqual([]);
    thinker.dispose();
  });

  it('Shogun: the rules of thumb answer, and only when they fail too is the failure reported', {
    timeout: 30_000,
  }, async () => {
    const state = shogun.setup({ players: 3 }, 4);
    const thinker = createShogunThinker(failingWorker('cannot-start').start);
    broken.search = true;
    broken.policy = false;
    const choice = await thinker.think(state, 'p2', []);
    const { decideShogun } = await vi.importActual<typeof import('../../../src/ai/shogun/decide')>(
      '../../../src/ai/shogun/decide',
    );
    const expected = decideShogun(shogunKnowledgeOf(state, 'p2'), SEARCH_SEED, [], { plans: 1, deals: 0 });
    expect(choice.action).toEqual(expected.action);
    broken.policy = true;
    await expect(thinker.think(state, 'p2', [])).rejects.toThrow(/search broke/);
    thinker.dispose();
  });
});
