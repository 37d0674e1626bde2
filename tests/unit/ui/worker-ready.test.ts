// The page's side of the AI worker (src/ui/ai/thinker.ts startAiWorker): a worker that never says it
// has loaded (a script fetch that never ends, a script that never runs) is taken as failed after
// WORKER_READY_MS, so the game never waits on it for ever: the question is refused, the worker
// stopped, and the thinker answers on the page with the search's own choice (src/ui/ai/fallback.ts).
// A worker that has loaded may think as long as it needs while it says it is alive; one that falls
// silent for WORKER_SILENT_TICKS with a question open is taken as hung, and the quick player answers
// on the page (the same search there would hang the screen).

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../src/ai/decide';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { decideShogun } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import { promptOf } from '../../../src/ai/step';
import type { WorkerMessage } from '../../../src/ai/worker';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { shogun } from '../../../src/games/shogun/index';
import {
  createThinker,
  SEARCH_SEED,
  startAiWorker,
  WORKER_READY_MS,
  WORKER_SILENT_TICKS,
  WorkerHung,
  type WorkerPort,
} from '../../../src/ui/ai/thinker';
import { createShogunThinker } from '../../../src/ui/shogun/computer';
import { loadScenario } from '../property/run';

/** A stand-in worker: records what it is sent; the test speaks for it. */
class StandIn implements WorkerPort {
  onmessage: ((e: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: { id: number }[] = [];
  terminated = false;
  postMessage(m: { id: number }): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(data: WorkerMessage): void {
    this.onmessage?.({ data } as MessageEvent<WorkerMessage>);
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
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
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
    const id = made[0]!.sent[0]!.id;
    // Thinking, and saying so (see below for one that stops saying so).
    for (let t = 0; t < 5; t++) {
      await vi.advanceTimersByTimeAsync(WORKER_READY_MS);
      made[0]!.say({ alive: id });
    }
    expect(made[0]!.terminated).toBe(false);
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

/** The watch's tick (src/ui/ai/thinker.ts): one a second. */
const TICK = 1_000;

describe('a loaded worker in the middle of a search', () => {
  it('is never cut short while it says it is alive, however long it thinks', async () => {
    const { made, create } = standIns();
    const worker = startAiWorker({ create });
    const asked = worker.ask<string>(question());
    made[0]!.say({ ready: true });
    const id = made[0]!.sent[0]!.id;
    // Ten times the silence limit, with a sign of life every few seconds.
    for (let t = 0; t < WORKER_SILENT_TICKS * 10; t += 5) {
      await vi.advanceTimersByTimeAsync(5 * TICK);
      made[0]!.say({ alive: id });
    }
    expect(made[0]!.terminated).toBe(false);
    made[0]!.say({ id, ok: true, choice: 'move' as never });
    await expect(asked).resolves.toBe('move');
    worker.dispose();
  });

  it('is stopped once silent for WORKER_SILENT_TICKS with a question open, the question refused as hung', async () => {
    const { made, create } = standIns();
    const worker = startAiWorker({ create });
    const asked = worker.ask(question());
    const refused = expect(asked).rejects.toBeInstanceOf(WorkerHung);
    made[0]!.say({ ready: true });
    await vi.advanceTimersByTimeAsync((WORKER_SILENT_TICKS - 1) * TICK);
    expect(made[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(TICK);
    await refused;
    expect(made[0]!.terminated).toBe(true);
    await expect(worker.ask(question())).rejects.toBeInstanceOf(WorkerHung);
    expect(made).toHaveLength(1);
  });

  it('counts the silence from its last word or the newest question, and not at all with none open', async () => {
    const { made, create } = standIns();
    const worker = startAiWorker({ create });
    const first = worker.ask<string>(question());
    const second = worker.ask<string>(question());
    made[0]!.say({ ready: true });
    const [a, b] = made[0]!.sent.map((m) => m.id);
    await vi.advanceTimersByTimeAsync((WORKER_SILENT_TICKS - 2) * TICK);
    made[0]!.say({ id: b!, ok: true, choice: 'second' as never });
    await expect(second).resolves.toBe('second');
    // The answer to one question restarts the count for the other still open.
    await vi.advanceTimersByTimeAsync((WORKER_SILENT_TICKS - 2) * TICK);
    made[0]!.say({ id: a!, ok: true, choice: 'first' as never });
    await expect(first).resolves.toBe('first');
    // Nothing open: a quiet worker is an idle one.
    await vi.advanceTimersByTimeAsync(WORKER_SILENT_TICKS * 5 * TICK);
    expect(made[0]!.terminated).toBe(false);
    const later = worker.ask<string>(question());
    await vi.advanceTimersByTimeAsync((WORKER_SILENT_TICKS - 1) * TICK);
    expect(made[0]!.terminated).toBe(false);
    made[0]!.say({ id: made[0]!.sent[2]!.id, ok: true, choice: 'third' as never });
    await expect(later).resolves.toBe('third');
    worker.dispose();
  });

  it('leaves the Samurai Battles thinker to the greedy player on the page, for the rest of the game', async () => {
    const { made, create } = standIns();
    const thinker = createThinker(() => startAiWorker({ create }));
    const state = duel();
    const knowledge = knowledgeOf(state, 'top');
    // The search would think here (and so could hang on the page too).
    expect(decide(knowledge, 'recruit', SEARCH_SEED, []).iterations).toBeGreaterThan(0);
    const choice = thinker.think(state, 'top', 'recruit');
    made[0]!.say({ ready: true });
    await vi.advanceTimersByTimeAsync(WORKER_SILENT_TICKS * TICK);
    const greedy = greedyAction(knowledge.state, promptOf(knowledge.state)!);
    await expect(choice).resolves.toEqual({ action: greedy, pending: [], iterations: 0 });
    // The next question goes to no worker and gets the greedy player's answer at once.
    await expect(thinker.think(state, 'top', 'recruit')).resolves.toMatchObject({ iterations: 0 });
    expect(made).toHaveLength(1);
    thinker.dispose();
  });

  it('leaves the Shogun thinker to its rules of thumb on the page', { timeout: 30_000 }, async () => {
    const { made, create } = standIns();
    const thinker = createShogunThinker(() => startAiWorker({ create }));
    const state = shogun.setup({ players: 3 }, 4);
    const knowledge = shogunKnowledgeOf(state, 'p2');
    expect(decideShogun(knowledge, SEARCH_SEED, []).iterations).toBeGreaterThan(0);
    const choice = thinker.think(state, 'p2', []);
    made[0]!.say({ ready: true });
    await vi.advanceTimersByTimeAsync(WORKER_SILENT_TICKS * TICK);
    const thumb = decideShogun(knowledge, SEARCH_SEED, [], { plans: 1, deals: 0 });
    await expect(choice).resolves.toEqual(thumb);
    expect(thumb.iterations).toBe(0);
    thinker.dispose();
  });
});
