// Web Workers that never start, for the computer's fallback: installed with addInitScript before the
// app loads, they replace Worker with one whose script "fails to load" (the error Chromium fires) or
// one that stays silent for ever (a script fetch that never ends), so the computer's search must run
// on the page (src/ui/ai/fallback.ts; the silent one after src/ui/ai/thinker.ts WORKER_READY_MS), or
// one that loads and then never answers (a search that hangs: the quick player answers on the page).

/** Runs in the page before the app: a Worker whose script never loads (an error, as Chromium fires). */
export function breakWorkers(): void {
  class BrokenWorker extends EventTarget {
    onerror: ((e: ErrorEvent) => void) | null = null;
    onmessage: ((e: MessageEvent) => void) | null = null;
    constructor() {
      super();
      setTimeout(() => {
        const e = new ErrorEvent('error', { message: 'the worker script did not load' });
        this.onerror?.(e);
        this.dispatchEvent(e);
      }, 0);
    }
    postMessage(): void {}
    terminate(): void {}
  }
  const w = window as unknown as { Worker: unknown; workersBroken: boolean };
  w.Worker = BrokenWorker;
  w.workersBroken = true;
}

/**
 * Runs in the page before the app: a Worker that never loads, never answers and never fails.
 * `workersStopped` counts the page's terminate() calls (it gave up waiting).
 */
export function hangWorkers(): void {
  const w = window as unknown as { Worker: unknown; workersBroken: boolean; workersStopped: number };
  w.workersStopped = 0;
  class SilentWorker extends EventTarget {
    onerror: ((e: ErrorEvent) => void) | null = null;
    onmessage: ((e: MessageEvent) => void) | null = null;
    postMessage(): void {}
    terminate(): void {
      w.workersStopped += 1;
    }
  }
  w.Worker = SilentWorker;
  w.workersBroken = true;
}

/** In the page: how many times it stopped a stand-in worker (hangWorkers, stallWorkers). */
export function workersStopped(): number {
  return (window as unknown as { workersStopped: number }).workersStopped;
}

/**
 * Runs in the page before the app: a Worker that loads (says it is ready), then takes every question
 * and never answers nor says it is alive, as a search that hangs would (src/ui/ai/thinker.ts
 * WORKER_SILENT_TICKS). `workersStopped` counts the page's terminate() calls.
 */
export function stallWorkers(): void {
  const w = window as unknown as { Worker: unknown; workersBroken: boolean; workersStopped: number };
  w.workersStopped = 0;
  class StalledWorker extends EventTarget {
    onerror: ((e: ErrorEvent) => void) | null = null;
    onmessage: ((e: MessageEvent) => void) | null = null;
    constructor() {
      super();
      setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: { ready: true } })), 0);
    }
    postMessage(): void {}
    terminate(): void {
      w.workersStopped += 1;
    }
  }
  w.Worker = StalledWorker;
  w.workersBroken = true;
}

/** Runs in the page before the app: counts the `{ ready: true }` hellos of the real workers it makes. */
export function countWorkerHellos(): void {
  const Real = window.Worker;
  const w = window as unknown as { Worker: unknown; workerHellos: number };
  w.workerHellos = 0;
  w.Worker = class extends Real {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (e) => {
        if ((e as MessageEvent<{ ready?: boolean }>).data?.ready === true) w.workerHellos += 1;
      });
    }
  };
}
