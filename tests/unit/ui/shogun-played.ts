// A 3-player Shogun table for the end-screen tests: p1 holds the device throughout, p2 and p3 are
// computers answered here as the computer's pilot would, played at random (seed 7) until `until`
// holds; `playOn` goes on with the same table and generator.

import { expect } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import type { ShogunTable } from '../../../src/ui/shogun/local';
import { createTable } from '../../../src/ui/table/table';

export type Until = (t: ShogunTable) => boolean;

export async function playedTable(
  until: Until,
): Promise<{ table: ShogunTable; playOn: (until: Until) => Promise<boolean> }> {
  const table: ShogunTable = createTable({
    module: shogun,
    setup: { players: 3, side: 'sun', start: 'fixed' },
    seed: 7,
    describe: (events) => events.map((e) => e.type),
    computers: ['p2', 'p3'],
  });
  const rng = createRng(7);
  const playOn = async (stop: Until) => {
    for (let i = 0; i < 20_000 && !stop(table); i++) {
      // Taking back a committed plan is never chosen: a game of those would not end.
      const d = shogun
        .decisions(table.session.state)
        .map((x) => ({ ...x, actions: x.actions.filter((a) => a.type !== 'withdraw') }))
        .find((x) => x.actions.length > 0)!;
      const action = randomChoice(rng, d.seat, d.actions);
      const r = d.seat === 'p1' ? await table.send(action) : await table.sendComputer(d.seat, action);
      expect(r.ok).toBe(true);
    }
    return stop(table);
  };
  await playOn(until);
  return { table, playOn };
}
