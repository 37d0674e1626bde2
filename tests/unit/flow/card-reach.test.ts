// Issue 26: reading a Command card shows the pieces it could order before it is played. The reach
// in the view (flow/cardReach.ts) must be exactly the pieces the orders step then offers, for every
// card played in greedy games without Dragon cards (with them, a Dragon card played with the
// Command card may change the plan after it is read: seed 003:5104-5108).

import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { sectionsOf } from '../../../src/games/samurai-battles/hex';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { choiceHex } from '../../../src/games/samurai-battles/orders/pieces';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { scenarioJson } from '../ui/fixture';

describe('card reach', () => {
  it('is what the orders step offers once the card is played (seed 003:839-848)', () => {
    let checked = 0;
    for (const file of ['intro-skirmish.json', 'battles/anegawa.json']) {
      const c = validateScenario(scenarioJson(file), { fileName: file });
      if (!c.ok) throw new Error(JSON.stringify(c.problems));
      for (let seed = 1; seed <= 3; seed++) {
        const state = samuraiBattles.setup({ scenario: c.scenario, options: { dragonCards: false } }, seed);
        for (let i = 0; i < 400 && !state.winner; i++) {
          const prompt = currentPrompt(state)!;
          const view = samuraiBattles.view(state, prompt.seat);
          // Only the one choosing a card sees it, and only then.
          expect(samuraiBattles.view(state, 'spectator').cardReach).toBeUndefined();
          if (prompt.point !== 'command') expect(view.cardReach).toBeUndefined();
          const action = greedyAction(state, prompt);
          const r = applyAction(state, prompt.seat, action);
          if (!r.ok) throw new Error(r.detail);
          if (prompt.point !== 'command' || action.type !== 'play-card') continue;
          const reach = view.cardReach?.[action.card];
          const next = currentPrompt(state);
          // Shogun orders by the dice rolled when it is played: no reach is shown for it.
          if (state.turnState.effectiveCard === 'shogun') {
            expect(reach).toBeUndefined();
            continue;
          }
          expect(reach).toBeDefined();
          if (next?.point !== 'orders') continue;
          const offered = new Set<string>();
          for (const a of next.actions) if (a.type === 'order') offered.add(choiceHex(state, a.choice) ?? '');
          expect(new Set(reach?.hexes)).toEqual(offered);
          // A section card's pieces stand in the sections it names, as the player counts them.
          for (const hex of reach?.hexes ?? [])
            if (reach && reach.sections.length > 0)
              expect(sectionsOf(hex, prompt.seat).some((s) => reach.sections.includes(s))).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  }, 120_000);
});
