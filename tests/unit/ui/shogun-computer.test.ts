// The Shogun computer when its worker fails (src/ui/shogun/computer.ts): a worker that cannot start,
// one whose script fails to load, and one whose search throws all leave the seat's move to the same
// search on the page, which answers exactly what the worker would have; the worker is not asked
// again, a thinker stopped meanwhile answers nothing, and a table with two computer seats plays a
// whole season on a worker that never answers one question.

import { describe, expect, it } from 'vitest';
import { decideShogun } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import { createRng } from '../../../src/engine/rng';
import { type Seat, shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import type { SavedAction } from '../../../src/store/index';
import { SEARCH_SEED } from '../../../src/ui/ai/thinker';
import { createShogunThinker, withComputers } from '../../../src/ui/shogun/computer';
import type { ShogunTable } from '../../../src/ui/shogun/local';
import { createTable } from '../../../src/ui/table/table';
import { failingWorker } from './computer-worker';

const fresh = () => shogun.setup({ players: 3 }, 4);

describe('the Shogun computer without its worker', () => {
  for (const how of ['cannot-start', 'rejects'] as const) {
    it(`plays the worker's own choice on the page when the worker ${how === 'rejects' ? 'fails a question' : 'cannot start'}`, {
      timeout: 30_000,
    }, async () => {
      const state = fresh();
      const { start, count } = failingWorker(how);
      const thinker = createShogunThinker(start);
      const choice = await thinker.think(state, 'p2', []);
      const expected = decideShogun(shogunKnowledgeOf(state, 'p2'), SEARCH_SEED, []);
      expect(choice.action).toEqual(expected.action);
      expect(choice.pending).toEqual(expected.pending);
      // Asked once: the next question goes straight to the page.
      await thinker.think(state, 'p3', []);
      expect(count.starts).toBe(1);
      expect(count.asked).toBe(how === 'rejects' ? 1 : 0);
      thinker.dispose();
    });
  }

  it('answers nothing once stopped, even from the page', { timeout: 30_000 }, async () => {
    const { start } = failingWorker('rejects');
    const thinker = createShogunThinker(start);
    const asked = thinker.think(fresh(), 'p2', []);
    thinker.dispose();
    await expect(asked).rejects.toThrow(/stopped/);
  });

  it('lets a working worker answer, and never runs the search on the page then', async () => {
    const state = fresh();
    const answer = { action: { type: 'commit' as const }, pending: [], iterations: 0 };
    let asked = 0;
    const thinker = createShogunThinker(() => ({
      ask: <C>() => {
        asked++;
        return Promise.resolve(answer as C);
      },
      dispose: () => {},
    }));
    expect(await thinker.think(state, 'p2', [])).toBe(answer);
    expect(asked).toBe(1);
    thinker.dispose();
  });

  it('keeps a table with two computer seats going through a whole season', { timeout: 120_000 }, async () => {
    const saved: SavedAction[] = [];
    const { start, count } = failingWorker('rejects');
    const t: ShogunTable = createTable({
      module: shogun,
      setup: { players: 3 },
      seed: 4,
      describe: () => [],
      computers: ['p2', 'p3'],
      persist: {
        appendAction: async (entry) => {
          saved.push(entry);
        },
        truncate: async () => {},
      },
    });
    const pilot = withComputers(t, () => createShogunThinker(start))!;
    const rng = createRng(3);
    const tick = () => new Promise((r) => setTimeout(r, 1));
    for (let i = 0; i < 20_000 && t.session.state.calendar < 2; i++) {
      const d = t.decision();
      if (d && !t.saving() && d.actions.some((a) => a.type !== 'withdraw'))
        await t.send(randomChoice(rng, 'p1' as Seat, d.actions));
      else await tick();
    }
    expect(t.session.state.calendar).toBe(2);
    expect(pilot.failure()).toBeNull();
    expect(pilot.thinking()).toBeNull();
    expect(count.asked).toBe(1);
    expect(new Set(saved.map((e) => e.seat))).toEqual(new Set(['p1', 'p2', 'p3']));
    t.dispose();
  });
});
