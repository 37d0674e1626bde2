import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { playerOf } from '../../../src/games/shogun/players';
import {
  bidRank,
  chooseSpace,
  choosingOrder,
  layOutSpecials,
  payBids,
  planProblem,
} from '../../../src/games/shogun/rules/bidding';
import type { Plan } from '../../../src/games/shogun/types';
import { bareGame, hold } from './helpers';

function fullPlan(bid: Plan['bid']): Plan {
  return {
    spaces: {
      castle: { province: 'Kaga' },
      temple: { province: 'Noto' },
      theatre: { province: 'Etchu' },
      rice: { province: 'Hida' },
      tax: { province: 'Mino' },
      army5: { province: 'Owari' },
      army3: { chest: 0 },
      army1: { chest: 1 },
      battleA: { chest: 2 },
      battleB: { chest: 3 },
    },
    bid,
  };
}

describe('Shogun plans and bids', () => {
  it('ranks 4 > 3 > 2 > 1 > province card > 0 > nothing', () => {
    // seed 001:440-442
    const ranks = [
      { chest: 4 },
      { chest: 3 },
      { chest: 2 },
      { chest: 1 },
      { province: 'Kaga' },
      { chest: 0 },
      null,
    ].map((b) => bidRank(b as Plan['bid']));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(7);
  });

  it('treats all province-card bids as the same card and shuffles the ties (Shogun decision 7)', () => {
    // seed 001:444
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const s = bareGame();
      s.rng = createRng(seed);
      s.plans = {
        p1: { spaces: {}, bid: { province: 'Kaga' } },
        p2: { spaces: {}, bid: { province: 'Noto' } },
        p3: { spaces: {}, bid: { chest: 1 } },
        p4: { spaces: {}, bid: { chest: 0 } },
      };
      const order = choosingOrder(s);
      expect(order[0]).toBe('p3');
      expect(order[3]).toBe('p4');
      seen.add(order.join());
    }
    expect(seen.size).toBe(2);
  });

  it('pays chest bids to the bank; a province bid is free', () => {
    // seed 001:438
    const s = bareGame();
    s.plans = { p1: { spaces: {}, bid: { chest: 3 } }, p2: { spaces: {}, bid: { province: 'Kaga' } } };
    payBids(s);
    expect([playerOf(s, 'p1').chests, playerOf(s, 'p2').chests]).toEqual([12, 15]);
  });

  it('requires every space filled while cards last and each card used once', () => {
    // seed 001:381, 333
    const s = bareGame();
    for (const id of ['Kaga', 'Noto', 'Etchu', 'Hida', 'Mino', 'Owari'] as const) hold(s, 'p1', id, 1);
    expect(planProblem(s, 'p1', fullPlan({ chest: 4 }))).toBeNull();
    expect(planProblem(s, 'p1', fullPlan(null))).toBe('a space is empty');
    expect(planProblem(s, 'p1', fullPlan({ chest: 3 }))).toBe('a card is used twice');
    expect(planProblem(s, 'p2', fullPlan({ chest: 4 }))).toMatch(/not yours/);
  });

  it('refuses a chest bid larger than the player’s chests (Shogun decision 8)', () => {
    const s = bareGame();
    for (const id of ['Kaga', 'Noto', 'Etchu', 'Hida', 'Mino', 'Owari'] as const) hold(s, 'p1', id, 1);
    playerOf(s, 'p1').chests = 3;
    expect(planProblem(s, 'p1', fullPlan({ chest: 4 }))).toMatch(/more than your chests/);
  });

  it('lets a player with few cards leave spaces empty', () => {
    // seed 001:333, 442
    const s = bareGame();
    hold(s, 'p1', 'Kaga', 1);
    const plan: Plan = {
      spaces: {
        tax: { province: 'Kaga' },
        army3: { chest: 0 },
        army1: { chest: 1 },
        battleA: { chest: 2 },
        battleB: { chest: 3 },
      },
      bid: { chest: 4 },
    };
    expect(planProblem(s, 'p1', plan)).toBeNull();
  });

  it('seats players by the space their Daimyo card takes, skipping empty spaces', () => {
    // seed 001:440, 446, 452
    const s = bareGame(3);
    layOutSpecials(s);
    chooseSpace(s, 'p2', 4);
    chooseSpace(s, 'p1', 1);
    chooseSpace(s, 'p3', 2);
    expect(s.turnOrder).toEqual(['p1', 'p3', 'p2']);
    expect(() => chooseSpace(s, 'p3', 1)).toThrow(/taken/);
    expect(Object.keys(s.specials).sort()).toEqual(['p1', 'p2', 'p3']);
  });
});
