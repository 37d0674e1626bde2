// Shogun passes the engine contract checks every game module must pass (tests/unit/engine/contract.ts).

import { describe, expect, it } from 'vitest';
import { shogun } from '../../../src/games/shogun/index';
import { checkContract } from '../engine/contract';

describe('the engine contract for Shogun', () => {
  it('holds for 3 players (fixed setup) and 4 players (draft)', { timeout: 300_000 }, () => {
    const a = checkContract(shogun, { players: 3 }, 1, 250);
    expect(a.simultaneous).toBeGreaterThan(50);
    const b = checkContract(shogun, { players: 4, start: 'draft' }, 2, 250);
    expect(b.actions).toBe(250);
  });
});
