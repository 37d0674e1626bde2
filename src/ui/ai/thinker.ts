// The page's side of the computer: builds the seat's knowledge from the real state (here, where the
// state lives) and hands only that to the AI worker (src/ai/worker.ts). The worker and the search
// code load on first use, in their own chunk. `startAiWorker` is the question-and-answer protocol
// every game's thinker shares; `createThinker` is Samurai Battles'. Should the worker fail, the
// same search answers on the page (fallback.ts), its code loaded then in its own chunk.

import type { AiChoice } from '../../ai/decide';
import { type Knowledge, knowledgeOf } from '../../ai/knowledge';
import type { AiLevel } from '../../ai/levels';
import type { AnyThinkRequest, WorkerMessage } from '../../ai/worker';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameState, Side } from '../../games/samurai-battles/types';
import { askWithFallback } from './fallback';

export interface Thinker {
  /** The level's choice for `seat` at this state; rejects if the thinker is stopped meanwhile. */
  think(state: GameState, seat: Side, level: AiLevel, pending?: Action[]): Promise<AiChoice>;
  /** Stops the worker; a question still open is rejected. */
  dispose(): void;
}

/** Questions to the AI worker, started on the first one; each answer resolves its own question. */
export interface AiWorker {
  ask<C>(request: DistributiveOmit<AnyThinkRequest, 'id'>): Promise<C>;
  /** Stops the worker; a question still open is rejected. */
  dispose(): void;
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/**
 * The search's own seed. Fixed: the choice then depends on the position alone (the AI mixes in the
 * action count), so a game replayed with the same dice (`?seed=`) sees the same computer.
 */
export const SEARCH_SEED = 0x6b61_7373;

/** The part of a Worker the page uses (tests hand in a stand-in). */
export type WorkerPort = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<WorkerMessage>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

/**
 * How long a new worker may take to say it has loaded. Its script is one chunk, precached by the
 * service worker: a slow phone loads it in a second or two. A worker that stays silent this long
 * (a fetch that never ends, a script that never runs) is taken as failed, and the page answers.
 */
export const WORKER_READY_MS = 10_000;

/**
 * How long a loaded worker may stay silent while a question is open. A searching worker says it is
 * alive about once a second (src/ai/worker.ts BEAT_MS), however slow the phone: its playouts each
 * take milliseconds. Silence this long means the search hangs; the question is then answered on the
 * page by the quick player (the same search there would hang too). Counted in ticks of a
 * one-second timer, not by the clock: a page frozen in the background, worker and all, ticks no
 * more than it hears, so waking up is never taken for silence.
 */
export const WORKER_SILENT_TICKS = 30;
const TICK_MS = 1_000;

/** The worker stopped answering in the middle of a search (see WORKER_SILENT_TICKS). */
export class WorkerHung extends Error {
  constructor() {
    super('the computer stopped answering');
    this.name = 'WorkerHung';
  }
}

export interface AiWorkerOptions {
  /** Makes the worker (tests pass a stand-in). */
  create?: () => WorkerPort;
  readyMs?: number;
  silentTicks?: number;
}

const createModuleWorker = (): WorkerPort =>
  new Worker(new URL('../../ai/worker.ts', import.meta.url), { type: 'module' }) as WorkerPort;

export function startAiWorker(options: AiWorkerOptions = {}): AiWorker {
  const create = options.create ?? createModuleWorker;
  const readyMs = options.readyMs ?? WORKER_READY_MS;
  const silentTicks = options.silentTicks ?? WORKER_SILENT_TICKS;
  let worker: WorkerPort | null = null;
  let serial = 0;
  /** Set once the worker failed (an error, or silence past readyMs): every question is refused. */
  let failure: Error | null = null;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  // The watch over a loaded worker: ticks while a question is open, counting the ticks since the
  // worker last said anything.
  let watch: ReturnType<typeof setInterval> | undefined;
  let quietTicks = 0;
  const open = new Map<number, { resolve: (c: unknown) => void; reject: (e: Error) => void }>();
  function stopWatch(): void {
    clearInterval(watch);
    watch = undefined;
  }
  /** Watches while the loaded worker has a question open; stops once none is. */
  function keepWatch(): void {
    quietTicks = 0;
    if (!ready || open.size === 0) {
      stopWatch();
      return;
    }
    watch ??= setInterval(() => {
      quietTicks += 1;
      if (quietTicks >= silentTicks) fail(new WorkerHung());
    }, TICK_MS);
  }
  function fail(error: Error): void {
    failure = error;
    clearTimeout(readyTimer);
    stopWatch();
    worker?.terminate();
    worker = null;
    for (const q of open.values()) q.reject(error);
    open.clear();
  }
  function start(): WorkerPort {
    const w = create();
    readyTimer = setTimeout(() => fail(new Error('the computer did not start')), readyMs);
    w.onmessage = (e) => {
      const r = e.data;
      if ('ready' in r) {
        clearTimeout(readyTimer);
        ready = true;
        keepWatch();
        return;
      }
      if ('alive' in r) return keepWatch();
      const q = open.get(r.id);
      open.delete(r.id);
      keepWatch();
      if (!q) return;
      if (r.ok) q.resolve(r.choice);
      else q.reject(new Error(r.message));
    };
    w.onerror = (e) => fail(new Error(e.message || 'the computer stopped'));
    return w;
  }
  return {
    ask<C>(request: DistributiveOmit<AnyThinkRequest, 'id'>): Promise<C> {
      if (failure) return Promise.reject(failure);
      worker ??= start();
      const id = ++serial;
      return new Promise<C>((resolve, reject) => {
        open.set(id, { resolve: resolve as (c: unknown) => void, reject });
        worker!.postMessage({ ...request, id });
        // A new question: the silence counts from now (the watch starts here if none was open).
        if (open.size === 1) keepWatch();
      });
    },
    dispose() {
      clearTimeout(readyTimer);
      stopWatch();
      worker?.terminate();
      worker = null;
      for (const q of open.values()) q.reject(new Error('stopped'));
      open.clear();
    },
  };
}

interface Question {
  knowledge: Knowledge;
  level: AiLevel;
  pending: Action[];
}

/**
 * The search's answer computed on the page (the greedy player alone if the search throws, or if the
 * worker's search hung: the same search here would hang the screen).
 */
async function decideHere(q: Question, failure: unknown): Promise<AiChoice> {
  const [{ decide }, { promptOf }, { greedyAction }] = await Promise.all([
    import('../../ai/decide'),
    import('../../ai/step'),
    import('../../games/samurai-battles/sim/greedy'),
  ]);
  const quick = (e: unknown): AiChoice => {
    const prompt = promptOf(q.knowledge.state);
    if (!prompt) throw e;
    return { action: greedyAction(q.knowledge.state, prompt), pending: [], iterations: 0 };
  };
  if (failure instanceof WorkerHung) return quick(failure);
  try {
    return decide(q.knowledge, q.level, SEARCH_SEED, q.pending);
  } catch (e) {
    return quick(e);
  }
}

/**
 * `start`: the AI worker by default; tests pass one that fails. Should the worker fail, the same
 * search runs on the page from the same knowledge and seed (src/ui/ai/fallback.ts).
 */
export function createThinker(start: () => AiWorker = startAiWorker): Thinker {
  const asker = askWithFallback<Question, AiChoice>(
    start,
    (worker, q) =>
      worker.ask({ knowledge: q.knowledge, level: q.level, seed: SEARCH_SEED, pending: q.pending }),
    decideHere,
  );
  return {
    // The knowledge is built now: the state goes on changing while the question is out.
    think: (state, seat, level, pending = []) =>
      asker.answer({ knowledge: knowledgeOf(state, seat), level, pending }),
    dispose: () => asker.dispose(),
  };
}
