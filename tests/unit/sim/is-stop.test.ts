import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isStop, STOPS } from '../../../src/games/samurai-battles/sim/random';

// Random play tells the "stop" actions apart by `isStop`: it must answer as `STOPS` does on every
// action type the flow has, and every stop must be a type the flow has.

const source = readFileSync('src/games/samurai-battles/flow/actions.ts', 'utf8');
const types = [...new Set([...source.matchAll(/type: '([a-z-]+)'/g)].map((m) => m[1]!))];

describe('isStop', () => {
  it('agrees with STOPS on every action type', () => {
    expect(types.length).toBeGreaterThan(20);
    for (const stop of STOPS) expect(types).toContain(stop);
    for (const t of types) expect([t, isStop(t)]).toEqual([t, STOPS.has(t)]);
  });
});
