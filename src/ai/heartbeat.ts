// A search's sign of life. The worker that runs a search (worker.ts) listens while it runs; the
// searches call `heartbeat()` once a playout. The page can then tell a slow phone's long search
// (beats keep coming) from a search that hangs (they stop): src/ui/ai/thinker.ts.

/** The least time between two signs of life the worker sends for one question. */
export const BEAT_MS = 1_000;

let listener: (() => void) | null = null;

/** Runs `run` with `beat` told of every heartbeat in it (scopes nest: the outer one is restored). */
export function withHeartbeat<T>(beat: () => void, run: () => T): T {
  const outer = listener;
  listener = beat;
  try {
    return run();
  } finally {
    listener = outer;
  }
}

/** Called by a search after each playout: nearly free when nobody listens. */
export function heartbeat(): void {
  if (listener !== null) listener();
}
