// The page's side of the AI worker (src/ui/ai/thinker.ts startAiWorker): a worker that never says it
// has loaded (a script fetch that never ends, a script that never runs) is taken as failed after
// WORKER_READY_MS, so the game never waits on it for ever: the question is refused, the worker
// stopped, and the thinker answers on the page with the search's own choice (src/ui/ai/fallback.ts).
// A worker that has loaded may think as long as it needs.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../src/ai/decide';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { decideShogun } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import type { ThinkReply, WorkerReady } from '../../../src/ai/worker';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { shogun } from '../../../src/games/shogun/index';
import {
  createThinker,
  SEARCH_SEED,
  startAiWorker,
  WORKER_READY_MS,
  type WorkerPort,
} from '../../../src/ui/ai/thinker';
import { createShogunThinker } from '../../../src/ui/shogun/computer';
import { loadScenario } from '../property/run';

/** A stand-in worker: records what it is sent; the test speaks for it. */
class StandIn implements WorkerPort {
  onmessage: ((e: MessageEvent<ThinkReply | WorkerReady>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: { id: number }[] = [];
  terminated = false;
  postMessage(m: { id: number }): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(data: ThinkReply | WorkerReady): void {
    this.onmessage?.({ data } as MessageEvent<ThinkReply | WorkerReady>);
  }
}

function standIns() {
  const made: StandIn[] = [];
  const create = (): StandIn => {
    const w = new StandIn();
    made.push(w);
    return w;
  };
  return { made, create };
}

const duel = () => samuraiBattles.setup({ scenario: loadScenario('scenarios/test/test-duel.json') }, 3);
const question = () => {
  const state = duel();
  return { knowledge: knowledgeOf(state, 'top'), level: 'recruit' as const, seed: 1, pending: [] };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a worker that never says it has loaded', () => {
  it('has its question refused after WORKER_READY_MS, is stopped, and is not asked again', async () => {
    const { made, create } = standIns();
    const worker = startAiWorker({ create });
    const asked = worker.ask(question());
    const refused = expect(asked).rejects.toThrow(/did not start/);
    await vi.advanceTimersByTimeAsync(WORKER_READY_MS - 1);
    expect(made[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    expect(made[0]!.terminated).toBe(true);
    // A later question is refused at once, with no new worker.
    await expect(worker.ask(question())).rejects.toThrow(/did not start/);
    expect(made).toHaveLength(1);
    worker.dispose();
  });

  it('leaves the Samurai Battles thinker to answer on the page, with the search the worker would run', async () => {
    const { made, create } = standIns();
    const thinker = createThinker(() => startAiWorker({ create }));
    const state = duel();
    const choice = thinker.think(state, 'top', 'recruit');
    await vi.advanceTimersByTimeAsync(WORKER_READY_MS);
    const expected = decide(knowledgeOf(state, 'top'), 'recruit', SEARCH_SEED, []);
    await expect(choice).resolves.toMatchObject({ action: expected.action, pending: expected.pending });
    expect(made[0]!.sent).toHaveLength(1);
    thinker.dispose();
  });

  it('leaves the Shogun thinker to answer on the page, with the search the worker would run', {
    timeout: 30_000,
  }, async () => {
    const { create } = standIns();
    const thinker = createShogunThinker(() => startAiWorker({ create }));
    const state = shogun.setup({ players: 3 }, 4);
    const choice = thinker.think(state, 'p2', []);
    await vi.advanceTimersByTimeAsync(WORKER_READY_MS);
    const expected = decideShogun(shogunKnowledgeOf(state, 'p2'), SEARCH_SEED, []);
    await expect(choice).resolves.toMatchObject({ action: expected.action, pending: expected.pending });
    thinker.dispose();
  });
});

describe('a worker that has loaded', () => {
  it('may think for longer than WORKER_READY_MS', async () => {
    const { made, create } = standIns();
    const worker = startAiWorker({ create });
    const asked = worker.ask<string>(question());
    made[0]!.say({ ready: true });
    await vi.advanceTimersByTimeAsync(WORKER_READY_MS * 5);
    expect(made[0]!.terminated).toBe(false);
    const id = made[0]!.sent[0]!.id;
    made[0]!.say({ id, ok: true, choice: 'move' as never });
    await expect(asked).resolves.toBe('move');
    worker.dispose();
    expect(made[0]!.terminated).toBe(true);
  });

  it('is stopped on its first error, its open question refused and later ones too', async () => {
    const { made, create } = standIns();
    const worker = startAiWorker({ create });
    const asked = worker.ask(question());
    made[0]!.say({ ready: true });
    made[0]!.onerror!({ message: 'out of memory' } as ErrorEvent);
    await expect(asked).rejects.toThrow('out of memory');
    expect(made[0]!.terminated).toBe(true);
    await expect(worker.ask(question())).rejects.toThrow('out of memory');
    expect(made).toHaveLength(1);
  });
});
