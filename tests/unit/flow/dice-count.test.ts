// flow/diceCount.ts attackDiceCount, the count the greedy player weighs one attacker's roll by, is
// diceFor's total made without any breakdown: the same for every attack offered and every combat
// waiting on the stack (Levy charges aside: the greedy player counts those by diceTotal), through
// random games of both editions with Dragon cards, on battlefields with hills, castles, woods and
// rivers. It can fail: a cap, a bonus or a limit counted differently changes some total.

import { describe, expect, it } from 'vitest';
import { attackFrame } from '../../../src/games/samurai-battles/flow/combat';
import { attackDiceCount } from '../../../src/games/samurai-battles/flow/diceCount';
import type { CombatFrame } from '../../../src/games/samurai-battles/flow/frames';
import { isAttack } from '../../../src/games/samurai-battles/flow/preview';
import { diceFor } from '../../../src/games/samurai-battles/flow/rules';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from './random-walk';

describe('attackDiceCount', () => {
  it("is diceFor's total for every attack offered and every combat on the stack", {
    timeout: 120_000,
  }, () => {
    const seen = { attacks: 0, frames: 0, ranged: 0, capped: 0, movedFire: 0, dragon: 0, inspired: 0 };
    const check = (state: GameState, f: CombatFrame, label: string) => {
      const d = diceFor(state, f);
      if (f.mode === 'ranged') seen.ranged++;
      if (d.cap) seen.capped++;
      if (f.mode === 'ranged' && (state.turnState.ordered[f.attacker]?.moved ?? 0) > 0) seen.movedFire++;
      if (f.dragon || (state.turnState.dragon?.dice.length ?? 0) > 0) seen.dragon++;
      if (f.inspiredBy) seen.inspired++;
      expect(attackDiceCount(state, f), label).toBe(d.total);
    };
    const files = [
      'scenarios/test/test-skirmish.json',
      'scenarios/test/test-fortress.json',
      'scenarios/battles/takakura.json',
      'scenarios/battles/kawagoe-castle.json',
    ];
    walkRandomGames(files, [1, 2], (state, prompt, label) => {
      for (const a of prompt.actions) {
        if (!isAttack(a)) continue;
        const f = attackFrame(state, a);
        if (!f || (f.levies?.length ?? 0) > 0) continue;
        seen.attacks++;
        check(state, f, label);
      }
      for (const f of state.stack) {
        if (f.kind !== 'combat' || (f.levies?.length ?? 0) > 0 || !state.units[f.attacker]) continue;
        if (f.targetIsLeader ? !state.leaders[f.target] : !state.units[f.target]) continue;
        seen.frames++;
        check(state, f, label);
      }
    });
    // Each kind of count met often enough to mean something (more than these).
    const least = {
      attacks: 500,
      frames: 100,
      ranged: 50,
      capped: 20,
      movedFire: 0,
      dragon: 10,
      inspired: 0,
    };
    for (const [kind, n] of Object.entries(least))
      expect(seen[kind as keyof typeof seen], kind).toBeGreaterThan(n);
  });
});
