import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import {
  assignable,
  chargeAll,
  fitsOneMore,
  withOneMore,
} from '../../../src/games/samurai-battles/orders/assign';

describe('assigning orders to pools (seed 003:882-883: a dashed-line piece counts for either section)', () => {
  it('moves an earlier flexible item to make room for a later fixed one', () => {
    // Pools: 0 = left (1 order), 1 = centre (2 orders). Item 0 may go left or centre.
    expect(assignable([[0, 1], [1], [1]], [1, 2])).toBe(true);
    expect(assignable([[1, 0], [1], [1]], [1, 2])).toBe(true);
  });

  it('refuses more items than the pools can hold', () => {
    expect(assignable([[0, 1], [0], [1], [1]], [1, 2])).toBe(false);
    expect(assignable([[0], [0]], [1])).toBe(false);
  });

  it('handles empty input, empty pools and long augmenting chains', () => {
    expect(assignable([], [])).toBe(true);
    expect(assignable([[]], [1])).toBe(false);
    expect(assignable([[0], [0]], [0])).toBe(false);
    // Chain: item 3 only fits pool 0, which forces 0 -> 1 -> 2 -> 3.
    expect(assignable([[0, 1], [1, 2], [2, 3], [0]], [1, 1, 1, 1])).toBe(true);
  });

  it('answers the quick fit check exactly as adding the item would, whatever was asked before', () => {
    // fitsOneMore reuses its arrays between calls: mixed sizes in a row must not leak into each other.
    const rng = createRng(7);
    const int = (n: number) => randomInt(rng, n);
    let fits = 0;
    for (let i = 0; i < 3000; i++) {
      const pools = 1 + int(4);
      const capacity = Array.from({ length: pools }, () => int(3));
      const pick = () => Array.from({ length: pools }, (_, p) => p).filter(() => int(2) === 0);
      const charged = chargeAll(Array.from({ length: int(6) }, pick), capacity);
      if (!charged) continue;
      const own = pick();
      const expected = withOneMore(charged, own) !== null;
      expect(fitsOneMore(charged, own)).toBe(expected);
      if (expected) fits++;
    }
    expect(fits).toBeGreaterThan(100);
  });
});
