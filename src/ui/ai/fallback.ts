// The computer's answer when its worker fails, shared by every game's thinker. The worker is asked
// first; should it fail (it cannot start, its script does not load, or its search throws), the
// question is answered on the page instead by `here` (the game's own search, loaded on demand from
// the same knowledge and seed, so the same move), and the worker is not asked again. A question
// stopped meanwhile (the game left) is never answered from the page.

import type { AiWorker } from './thinker';

export interface FallbackAsker<Q, C> {
  /** The worker's answer to `question`, or the page's once the worker has failed. */
  answer(question: Q): Promise<C>;
  /** Stops the worker; a question still open is rejected, even one answered on the page. */
  dispose(): void;
}

/**
 * `start` makes the worker (on the first question); `ask` puts one question to it; `here` answers it
 * on the page, told the worker's failure (it should load its search with a dynamic import, so the
 * first load stays small).
 */
export function askWithFallback<Q, C>(
  start: () => AiWorker,
  ask: (worker: AiWorker, question: Q) => Promise<C>,
  here: (question: Q, failure: unknown) => Promise<C>,
): FallbackAsker<Q, C> {
  let worker: AiWorker | null = null;
  /** The worker failed once: every later question is answered on the page. */
  let broken = false;
  let failure: unknown = null;
  let stopped = false;
  return {
    async answer(question) {
      if (!broken) {
        try {
          worker ??= start();
          return await ask(worker, question);
        } catch (e) {
          if (stopped) throw e;
          broken = true;
          failure = e;
          worker?.dispose();
          worker = null;
        }
      }
      const choice = await here(question, failure);
      if (stopped) throw new Error('stopped');
      return choice;
    },
    dispose() {
      stopped = true;
      worker?.dispose();
      worker = null;
    },
  };
}
