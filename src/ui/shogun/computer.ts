// The computer seats of a Shogun table: the Shogun thinker (the seat's knowledge built here, where
// the real state lives, and posted to the shared AI worker) and the table's pilot
// (src/ui/ai/table-pilot.ts), which plays every computer seat's decisions as they come.
//
// Should the worker fail (it cannot start, its script does not load, or its search throws), the
// same search runs here on the page instead, from the same knowledge and seed, so the seat plays
// the move the worker would have played and the game never waits on it; the worker is not asked
// again. Should that search throw too, the rules of thumb alone (policy.ts) answer. The search code
// loads on the first such fallback only, in its own chunk.

import type { ShogunChoice, ShogunKnowledge } from '../../ai/shogun/decide';
import { shogunKnowledgeOf } from '../../ai/shogun/knowledge';
import type { Action, Seat, ShogunGame } from '../../games/shogun/index';
import { attachTableComputers, type TablePilot, type TableThinker } from '../ai/table-pilot';
import { type AiWorker, SEARCH_SEED, startAiWorker } from '../ai/thinker';
import type { ShogunTable } from './local';

/** The search's answer computed on the page (the rules of thumb alone if the search throws). */
async function decideHere(knowledge: ShogunKnowledge, pending: Action[]): Promise<ShogunChoice> {
  const { decideShogun } = await import('../../ai/shogun/decide');
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
  let worker: AiWorker | null = null;
  /** The worker failed once: every later question is answered on the page. */
  let broken = false;
  let stopped = false;
  return {
    async think(state, seat, pending) {
      // Built now: the state goes on changing while the question is out.
      const knowledge = shogunKnowledgeOf(state, seat);
      if (!broken) {
        try {
          worker ??= start();
          return await worker.ask<ShogunChoice>({ game: 'shogun', knowledge, seed: SEARCH_SEED, pending });
        } catch (e) {
          if (stopped) throw e;
          broken = true;
          worker?.dispose();
          worker = null;
        }
      }
      const choice = await decideHere(knowledge, pending);
      if (stopped) throw new Error('stopped');
      return choice;
    },
    dispose: () => {
      stopped = true;
      worker?.dispose();
      worker = null;
    },
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
