// The computer seats of a Shogun table: the Shogun thinker (the seat's knowledge built here, where
// the real state lives, and posted to the shared AI worker) and the table's pilot
// (src/ui/ai/table-pilot.ts), which plays every computer seat's decisions as they come.
//
// Should the worker fail (it cannot start, its script does not load, or its search throws), the
// same search runs here on the page instead, from the same knowledge and seed, so the seat plays
// the move the worker would have played and the game never waits on it; the worker is not asked
// again. Should that search throw too, the rules of thumb alone (policy.ts) answer; they answer at
// once if the worker's search hung (src/ui/ai/thinker.ts WorkerHung). The search code
// loads on the first such fallback only, in its own chunk. The worker-or-page switch is
// src/ui/ai/fallback.ts, shared with Samurai Battles.

import type { ShogunChoice, ShogunKnowledge } from '../../ai/shogun/decide';
import { shogunKnowledgeOf } from '../../ai/shogun/knowledge';
import type { Action, Seat, ShogunGame } from '../../games/shogun/index';
import { askWithFallback } from '../ai/fallback';
import { attachTableComputers, type TablePilot, type TableThinker } from '../ai/table-pilot';
import { type AiWorker, SEARCH_SEED, startAiWorker, WorkerHung } from '../ai/thinker';
import type { ShogunTable } from './local';

/**
 * The search's answer computed on the page (the rules of thumb alone if the search throws, or if the
 * worker's search hung: the same search here would hang the screen).
 */
async function decideHere(
  knowledge: ShogunKnowledge,
  pending: Action[],
  failure: unknown,
): Promise<ShogunChoice> {
  const { decideShogun } = await import('../../ai/shogun/decide');
  if (failure instanceof WorkerHung)
    return decideShogun(knowledge, SEARCH_SEED, pending, { plans: 1, deals: 0 });
  try {
    return decideShogun(knowledge, SEARCH_SEED, pending);
  } catch {
    return decideShogun(knowledge, SEARCH_SEED, pending, { plans: 1, deals: 0 });
  }
}

/** `start`: the AI worker by default; tests pass one that fails. */
export function createShogunThinker(
  start: () => AiWorker = startAiWorker,
): TableThinker<ShogunGame, Action, Seat> {
  const asker = askWithFallback<{ knowledge: ShogunKnowledge; pending: Action[] }, ShogunChoice>(
    start,
    (worker, q) =>
      worker.ask({ game: 'shogun', knowledge: q.knowledge, seed: SEARCH_SEED, pending: q.pending }),
    (q, failure) => decideHere(q.knowledge, q.pending, failure),
  );
  return {
    // The knowledge is built now: the state goes on changing while the question is out.
    think: (state, seat, pending) => asker.answer({ knowledge: shogunKnowledgeOf(state, seat), pending }),
    dispose: () => asker.dispose(),
  };
}

/** Starts the pilot when the table has computer seats; it stops with the table. */
export function withComputers(
  table: ShogunTable,
  thinker: () => TableThinker<ShogunGame, Action, Seat> = createShogunThinker,
): TablePilot<Seat> | null {
  if (table.computers.length === 0) return null;
  const pilot = attachTableComputers(table, thinker());
  const leave = table.dispose;
  table.dispose = () => {
    pilot.dispose();
    leave();
  };
  return pilot;
}
