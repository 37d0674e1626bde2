// diceTotal (flow/rules.ts, session 17), the count the greedy player weighs attacks by, is diceFor's
// total counted without the breakdown: the same for every attack offered and every combat waiting
// on the stack, through whole random games of both editions with Dragon cards (their bonuses,
// limits and set dice), inspiration, ranged fire after moving and Levy charges.

import { describe, expect, it } from 'vitest';
import { attackFrame } from '../../../src/games/samurai-battles/flow/combat';
import { isAttack } from '../../../src/games/samurai-battles/flow/preview';
import { diceFor, diceTotal } from '../../../src/games/samurai-battles/flow/rules';
import { walkRandomGames } from './random-walk';

describe('diceTotal', () => {
  it("is diceFor's total for every attack offered and every combat on the stack", {
    timeout: 120_000,
  }, () => {
    const seen = { attacks: 0, frames: 0, inspired: 0 };
    const files = ['scenarios/test/test-skirmish.json', 'scenarios/battles/nagashino-center.json'];
    walkRandomGames(files, [1, 2], (state, prompt, label) => {
      for (const a of prompt.actions) {
        if (!isAttack(a)) continue;
        const f = attackFrame(state, a);
        if (!f) continue;
        seen.attacks++;
        expect(diceTotal(state, f), label).toBe(diceFor(state, f).total);
      }
      for (const f of state.stack) {
        if (f.kind !== 'combat' || !state.units[f.attacker]) continue;
        if (f.targetIsLeader ? !state.leaders[f.target] : !state.units[f.target]) continue;
        seen.frames++;
        if (f.inspiredBy) seen.inspired++;
        expect(diceTotal(state, f), label).toBe(diceFor(state, f).total);
      }
    });
    expect(seen.attacks).toBeGreaterThan(500);
    expect(seen.frames).toBeGreaterThan(100);
    expect(seen.inspired).toBeGreaterThan(0);
  });
});
