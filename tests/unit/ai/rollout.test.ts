// The sharp playout policy (src/ai/rollout.ts): a listed action at every decision of a whole game;
// the Command card it plays reaches at least as many pieces near the enemy as any other playable
// card; its orders go to the unit nearest the enemy; and it is not simply the greedy baseline.

import { describe, expect, it } from 'vitest';
import { rolloutAction } from '../../../src/ai/rollout';
import { isListed } from '../../../src/ai/step';
import { cardReach } from '../../../src/games/samurai-battles/flow/cardReach';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { distanceKeys } from '../../../src/games/samurai-battles/hex';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { choiceHex } from '../../../src/games/samurai-battles/orders/pieces';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import type { GameState, HexKey, Side } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';

const setup = {
  scenario: loadScenario('scenarios/intro-skirmish.json'),
  options: { dragonCards: true, reactionPauses: 'always' as const },
};

function nearestEnemy(state: GameState, side: Side, hex: HexKey): number {
  let best = 99;
  for (const u of Object.values(state.units))
    if (u.side !== side) best = Math.min(best, distanceKeys(hex, u.hex));
  return best;
}

describe('the sharp playout policy', () => {
  it('plays a whole game with listed actions, the best-placed card and the nearest units', () => {
    for (const seed of [1, 2]) {
      const s = samuraiBattles.setup(setup, seed);
      let cards = 0;
      let orders = 0;
      let differs = 0;
      for (let i = 0; i < 3000 && !s.winner; i++) {
        const p = currentPrompt(s)!;
        const a = rolloutAction(s, p);
        expect(isListed(p, a)).toBe(true);
        if (JSON.stringify(a) !== JSON.stringify(greedyAction(s, p))) differs++;
        if (a.type === 'play-card') {
          const reach = cardReach(s, p)!;
          const near = (card: string) =>
            (reach[card]?.hexes ?? []).filter((h) => nearestEnemy(s, p.seat, h) <= 3).length;
          for (const other of p.actions)
            if (other.type === 'play-card') expect(near(a.card)).toBeGreaterThanOrEqual(near(other.card));
          cards++;
        }
        if (a.type === 'order' && a.choice.kind === 'unit') {
          const d = nearestEnemy(s, p.seat, choiceHex(s, a.choice)!);
          for (const other of p.actions)
            if (other.type === 'order' && other.choice.kind === 'unit')
              expect(d).toBeLessThanOrEqual(nearestEnemy(s, p.seat, choiceHex(s, other.choice)!));
          orders++;
        }
        const r = samuraiBattles.apply(s, p.seat, a);
        if (!r.ok) throw new Error(r.detail);
      }
      expect(s.winner).not.toBeNull();
      expect(cards).toBeGreaterThan(5);
      expect(orders).toBeGreaterThan(5);
      expect(differs).toBeGreaterThan(0);
    }
  });
});
