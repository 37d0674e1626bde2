// A stand-in for the AI worker that fails every question, for the computer-fallback tests of both
// games (tests/unit/ui/vs-computer.test.ts, shogun-computer.test.ts): it either cannot start (no
// `Worker` in the browser) or rejects each question (its script did not load, or its search threw).

import type { AiWorker } from '../../../src/ui/ai/thinker';

export type WorkerFailure = 'cannot-start' | 'rejects';

/** The failing worker's maker, and how often it was started, asked and stopped. */
export function failingWorker(how: WorkerFailure) {
  const count = { starts: 0, asked: 0, disposed: 0 };
  const start = (): AiWorker => {
    count.starts++;
    if (how === 'cannot-start') throw new ReferenceError('Worker is not defined');
    return {
      ask: () => {
        count.asked++;
        return Promise.reject(new Error('the computer stopped'));
      },
      dispose: () => {
        count.disposed++;
      },
    };
  };
  return { start, count };
}
