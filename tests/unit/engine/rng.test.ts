import { describe, expect, it } from 'vitest';
import { createRng, randomInt, shuffle } from '../../../src/engine/rng';

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed and survives a JSON round trip', () => {
    const a = createRng(42);
    const first = [randomInt(a, 6), randomInt(a, 6), randomInt(a, 6)];
    const copy = JSON.parse(JSON.stringify(a));
    const b = createRng(42);
    expect([randomInt(b, 6), randomInt(b, 6), randomInt(b, 6)]).toEqual(first);
    expect(randomInt(copy, 1000)).toBe(randomInt(b, 1000));
  });

  it('uses scripted values first, then the generator', () => {
    const r = createRng(1);
    r.script = [5, 0];
    expect(randomInt(r, 6)).toBe(5);
    expect(randomInt(r, 6)).toBe(0);
    expect(r.script).toBeUndefined();
  });

  it('refuses a scripted value out of range', () => {
    const r = createRng(1);
    r.script = [6];
    expect(() => randomInt(r, 6)).toThrow(/outside/);
  });

  it('produces every face roughly evenly', () => {
    const r = createRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[randomInt(r, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it('shuffles into a permutation', () => {
    const r = createRng(3);
    const s = shuffle(r, [1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...s].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
