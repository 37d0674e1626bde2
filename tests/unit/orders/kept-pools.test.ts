// The pools each order candidate could pay from are kept per plan and side while the board stands
// (orders/choices.ts keptPools). At every orders decision of random games, both editions, with the
// computer's options, the legal next orders listed in a board scope (kept pools, kept across the
// listings of the turn) must be those listed afresh outside any scope.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { withOccupancyIndex } from '../../../src/games/samurai-battles/board/occupancy';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { legalOrderChoices } from '../../../src/games/samurai-battles/orders';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';

describe('kept order pools', () => {
  it('list the same legal orders as a fresh listing, at every orders decision', { timeout: 120_000 }, () => {
    let listings = 0;
    for (const file of ['scenarios/test/test-skirmish.json', 'scenarios/battles/kawagoe-castle.json']) {
      const r = validateScenario(JSON.parse(readFileSync(file, 'utf8')));
      if (!r.ok) throw new Error(file);
      for (const edition of EDITION_IDS) {
        for (const seed of [1, 2]) {
          const options = { dragonCards: true, reactionPauses: 'always' } as const;
          const state = samuraiBattles.setup({ scenario: r.scenario, options, edition }, seed);
          const rng = createRng(seed);
          let prompt = currentPrompt(state);
          for (let i = 0; prompt && i < 1500; i++) {
            const top = state.stack[state.stack.length - 1]!;
            if (top.kind === 'orders') {
              const kept = withOccupancyIndex(state, () =>
                legalOrderChoices(state, state.active, top.plan, top.chosen),
              );
              const fresh = legalOrderChoices(state, state.active, top.plan, top.chosen);
              expect(kept, `${file} ${edition} ${seed} decision ${i}`).toEqual(fresh);
              listings++;
            }
            const a = applyThenPrompt(state, prompt.seat, pickAction(rng, prompt.actions), {
              transactional: false,
              trusted: true,
            });
            if (!a.ok) throw new Error(`${file}: ${a.detail}`);
            prompt = a.next;
          }
        }
      }
    }
    expect(listings).toBeGreaterThan(200);
  });
});
