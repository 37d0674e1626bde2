// The AI worker (src/ai/worker.ts) answers both games by the question's `game`: a Shogun seat's
// knowledge with the Shogun search, a question without `game` with Samurai Battles' (as before);
// a question it cannot answer gets a refusal with the reason, never silence. Once loaded, before any
// question, it says so (the page takes a worker silent too long as one that never started); while a
// search runs, it says it is alive at most once a BEAT_MS (the page takes silence then as a hang).

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BEAT_MS } from '../../../src/ai/heartbeat';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import type {
  AnyThinkRequest,
  ThinkReply,
  WorkerAlive,
  WorkerMessage,
  WorkerReady,
} from '../../../src/ai/worker';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { shogun } from '../../../src/games/shogun/index';
import { loadScenario } from '../property/run';

const hello: WorkerReady[] = [];
const replies: ThinkReply[] = [];
const beats: WorkerAlive[] = [];
const scope = {
  onmessage: null as ((e: { data: AnyThinkRequest }) => void) | null,
  postMessage: (r: WorkerMessage) =>
    'ready' in r ? hello.push(r) : 'alive' in r ? beats.push(r) : replies.push(r),
};

// The worker's global, for the module's load only: put back as it was, since files share a process.
const had = Object.getOwnPropertyDescriptor(globalThis, 'self');

beforeAll(async () => {
  Object.defineProperty(globalThis, 'self', { value: scope, configurable: true, writable: true });
  await import('../../../src/ai/worker');
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  if (had) Object.defineProperty(globalThis, 'self', had);
  else delete (globalThis as { self?: unknown }).self;
});

describe('the AI worker', () => {
  it('says it has loaded, once, before any question', () => {
    expect(hello).toEqual([{ ready: true }]);
    expect(replies).toEqual([]);
  });

  it('answers a Shogun question and a Samurai Battles question, each with its own search', () => {
    const s = shogun.setup({ players: 3 }, 2);
    scope.onmessage!({
      data: { id: 1, game: 'shogun', knowledge: shogunKnowledgeOf(s, 'p1'), seed: 1, pending: [] },
    });
    const sb = samuraiBattles.setup({ scenario: loadScenario('scenarios/test/test-duel.json') }, 3);
    const seat = samuraiBattles.decisions(sb)[0]!.seat;
    scope.onmessage!({
      data: { id: 2, knowledge: knowledgeOf(sb, seat), level: 'recruit', seed: 1, pending: [] },
    });
    expect(replies.map((r) => [r.id, r.ok])).toEqual([
      [1, true],
      [2, true],
    ]);
    const lay = replies[0]!.ok ? replies[0]!.choice.action : null;
    expect(shogun.decisions(s).find((d) => d.seat === 'p1')!.actions).toContainEqual(lay);
  });

  it('says why it cannot answer', () => {
    const s = shogun.setup({ players: 3 }, 2);
    scope.onmessage!({
      data: { id: 3, game: 'shogun', knowledge: shogunKnowledgeOf(s, 'p4' as 'p1'), seed: 1, pending: [] },
    });
    expect(replies.at(-1)).toMatchObject({ id: 3, ok: false });
  });
});

describe('the AI worker in a long search', () => {
  const ask = (id: number) => {
    const sb = samuraiBattles.setup({ scenario: loadScenario('scenarios/test/test-duel.json') }, 3);
    const seat = samuraiBattles.decisions(sb)[0]!.seat;
    scope.onmessage!({
      data: { id, knowledge: knowledgeOf(sb, seat), level: 'recruit', seed: 1, pending: [] },
    });
  };

  it('says it is alive, for that question, when a BEAT_MS has passed between playouts', () => {
    // A clock that moves a beat at every look: each playout finds a beat gone since the last word.
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += BEAT_MS));
    beats.length = 0;
    ask(10);
    expect(replies.at(-1)).toMatchObject({ id: 10, ok: true });
    const iterations = (replies.at(-1) as { choice: { iterations: number } }).choice.iterations;
    expect(iterations).toBeGreaterThan(0);
    expect(beats).toEqual(Array.from({ length: iterations }, () => ({ alive: 10 })));
  });

  it('says nothing more while less than a BEAT_MS passes', () => {
    vi.spyOn(Date, 'now').mockReturnValue(5_000);
    beats.length = 0;
    ask(11);
    expect(replies.at(-1)).toMatchObject({ id: 11, ok: true });
    expect(beats).toEqual([]);
  });
});
