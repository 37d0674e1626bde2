// The figures `npm run ai` prints: the 95% Wilson interval and nearest-rank percentiles.

import { describe, expect, it } from 'vitest';
import { percentile, wilson } from '../../../src/ai/stats';

describe('AI figures', () => {
  it('gives the Wilson interval of a win rate', () => {
    // 8 of 10: the textbook interval is 0.490 to 0.943.
    const w = wilson(8, 10);
    expect(w.low).toBeCloseTo(0.49, 2);
    expect(w.high).toBeCloseTo(0.943, 2);
    // Every game won still leaves doubt, less with more games.
    expect(wilson(20, 20).low).toBeCloseTo(0.839, 2);
    expect(wilson(100, 100).low).toBeGreaterThan(0.96);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('takes percentiles by nearest rank', () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(xs, 0.5)).toBe(5);
    expect(percentile(xs, 0.95)).toBe(10);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
