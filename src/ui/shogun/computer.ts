// The computer seats of a Shogun table: the Shogun thinker (the seat's knowledge built here, where
// the real state lives, and posted to the shared AI worker) and the table's pilot
// (src/ui/ai/table-pilot.ts), which plays every computer seat's decisions as they come.

import type { ShogunChoice } from '../../ai/shogun/decide';
import { shogunKnowledgeOf } from '../../ai/shogun/knowledge';
import type { Action, Seat, ShogunGame } from '../../games/shogun/index';
import { attachTableComputers, type TablePilot, type TableThinker } from '../ai/table-pilot';
import { SEARCH_SEED, startAiWorker } from '../ai/thinker';
import type { ShogunTable } from './local';

export function createShogunThinker(): TableThinker<ShogunGame, Action, Seat> {
  const worker = startAiWorker();
  return {
    think: (state, seat, pending) =>
      worker.ask<ShogunChoice>({
        game: 'shogun',
        knowledge: shogunKnowledgeOf(state, seat),
        seed: SEARCH_SEED,
        pending,
      }),
    dispose: () => worker.dispose(),
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
