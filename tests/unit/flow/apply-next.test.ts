// applyThenPrompt (flow/driver.ts) hands the loops of the computer and the simulators the decision
// an action stopped at: it must be exactly what currentPrompt lists after it, on every battlefield,
// under both editions, with the computer's options (Dragon cards, every reaction window).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { applyThenPrompt, currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { playRandomGame } from '../../../src/games/samurai-battles/sim/random';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';

const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as {
  scenarios: { file: string; kind: string }[];
};
const OPTIONS = { dragonCards: true, reactionPauses: 'always' } as const;

describe('applyThenPrompt', () => {
  it('hands back what currentPrompt lists next, in greedy and random games', { timeout: 120_000 }, () => {
    let checked = 0;
    for (const e of index.scenarios.filter((s) => s.kind === 'playable')) {
      const r = validateScenario(JSON.parse(readFileSync(`scenarios/${e.file}`, 'utf8')));
      if (!r.ok) throw new Error(e.file);
      for (const edition of EDITION_IDS) {
        for (const random of [false, true]) {
          const state = samuraiBattles.setup({ scenario: r.scenario, options: OPTIONS, edition }, 2);
          const rng = createRng(5);
          let prompt = currentPrompt(state);
          for (let i = 0; prompt && i < 300; i++) {
            const action = random
              ? prompt.actions[randomInt(rng, prompt.actions.length)]!
              : greedyAction(state, prompt);
            const a = applyThenPrompt(state, prompt.seat, action, { transactional: false, trusted: true });
            if (!a.ok) throw new Error(`${e.file}: ${a.detail}`);
            expect(a.next, `${e.file} ${edition} decision ${i}`).toEqual(currentPrompt(state));
            prompt = a.next;
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('lets a random game without checks (which reuses the listing) play the checked game', () => {
    const r = validateScenario(JSON.parse(readFileSync('scenarios/test/test-skirmish.json', 'utf8')));
    if (!r.ok) throw new Error('test-skirmish');
    for (const edition of EDITION_IDS) {
      const setup = { scenario: r.scenario, options: { dragonCards: true }, edition };
      const fast = playRandomGame(setup, 3, { checkInvariants: false, maxDecisions: 3000 });
      const checked = playRandomGame(setup, 3, { maxDecisions: 3000 });
      expect(checked.violation).toBeNull();
      expect(fast.decisions).toBe(checked.decisions);
      expect(JSON.stringify(fast.state)).toBe(JSON.stringify(checked.state));
    }
  });
});
