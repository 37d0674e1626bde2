// Issue 21 item 7: a retreat and a choice of flags show their price before it is paid. The price in
// the view (flow/choiceCosts.ts) must be what the engine then takes: checked on every retreat and
// flag decision of greedy games on real battles.

import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { scenarioJson } from '../ui/fixture';

/** Tokens the deciding side owed for its retreat (paid, or short and rolled for), and blocks it lost for hexes it could not go. */
function paid(events: readonly GameEvent[], side: string) {
  let honor = 0;
  let blocks = 0;
  for (const e of events) {
    if (e.type === 'honor' && e.side === side && e.delta < 0 && /retreat/.test(e.reason)) honor -= e.delta;
    if (e.type === 'lack-of-honor' && e.side === side) honor += e.unpaid;
    if (e.type === 'retreated') blocks += e.blocked;
    if (e.type === 'castle-holds' || e.type === 'guards-hold') blocks += e.flags;
  }
  return { honor, blocks };
}

describe('choice costs', () => {
  it('the cost on each retreat and flag choice is the cost paid (seed 003:1590-1600, 1702-1703)', () => {
    let checked = 0;
    for (const file of ['intro-skirmish.json', 'battles/anegawa.json']) {
      const c = validateScenario(scenarioJson(file), { fileName: file });
      if (!c.ok) throw new Error(JSON.stringify(c.problems));
      for (let seed = 1; seed <= 3; seed++) {
        const state = samuraiBattles.setup({ scenario: c.scenario }, seed);
        for (let i = 0; i < 3000 && !state.winner; i++) {
          const prompt = currentPrompt(state)!;
          const view = samuraiBattles.view(state, prompt.seat);
          const costed = ['retreat', 'ignore-flags', 'leader-retreat'].includes(prompt.point);
          // Only the one who decides sees it, and only at these points.
          expect(samuraiBattles.view(state, 'spectator').choiceCosts).toBeUndefined();
          if (!costed) expect(view.choiceCosts).toBeUndefined();
          const action = greedyAction(state, prompt);
          const r = applyAction(state, prompt.seat, action);
          if (!r.ok) throw new Error(r.detail);
          if (!costed || prompt.point === 'leader-retreat') continue;
          const costs = view.choiceCosts!;
          expect(costs).toHaveLength(prompt.actions.length);
          const cost = costs[prompt.actions.indexOf(action)]!;
          // The retreat after a flag choice is a decision of its own when it has several ends.
          const next = currentPrompt(state);
          if (prompt.point === 'ignore-flags' && next?.point === 'retreat') continue;
          const got = paid(r.events, prompt.seat);
          expect(got.honor).toBeGreaterThanOrEqual(cost.honorMin);
          expect(got.honor).toBeLessThanOrEqual(cost.honorMax);
          expect(got.blocks).toBe(cost.blocks);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  }, 120_000);
});
