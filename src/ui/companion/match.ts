// A companion game in progress on one shared device: the generic pass-and-play table (src/ui/table)
// over the companion module, so the hand-off screen whenever the seat at the controls changes, the
// log, undo and the save (every action on disk before its result shows) are the table's; this file
// adds only what the companion screens name: the armies, the players and the battle's setup.

import { type CompanionSetup, companion } from '../../games/companion/index';
import type { CompanionState } from '../../games/companion/state';
import type { Side } from '../../games/samurai-battles/types';
import { saveErrorMessage } from '../../store/index';
import { shownArmyNames } from '../army-name';
import { createTable, type SendResult, type TableOf, type TablePersist } from '../table/table';
import { type Armies, describeCompanionEvents } from './describe';

export type CompanionTable = TableOf<typeof companion>;
export type CompanionSession = CompanionTable['session'];

export interface CompanionMatchInit {
  setup: CompanionSetup;
  seed: number;
  /** Names of the people playing each army (may be empty). */
  players: Record<Side, string>;
  /** A session rebuilt from a save, to continue it. */
  session?: CompanionSession;
  /** Where every action is written (a store GameSave). */
  persist?: TablePersist;
}

export type CompanionSendResult = SendResult;

export interface CompanionMatch {
  readonly init: CompanionMatchInit;
  /** The table: who holds the device, its hand-off gate, view, log, undo and save. */
  readonly table: CompanionTable;
  readonly session: CompanionSession;
  armies: Armies;
  dispose(): void;
}

export function progressOf(state: CompanionState): { turn: number; finished: boolean } {
  return { turn: state.table.turn, finished: state.table.winner !== null };
}

export function createCompanionMatch(init: CompanionMatchInit): CompanionMatch {
  const start = init.session?.state ?? companion.setup(init.setup, init.seed);
  const armies: Armies = shownArmyNames({
    top: start.table.players.top.name,
    bottom: start.table.players.bottom.name,
  });
  // The rule set never changes during a game: unit names in the log follow it.
  const edition = start.table.edition;
  const resumed = init.session;
  const table = createTable({
    module: companion,
    setup: init.setup,
    seed: init.seed,
    describe: (events) => describeCompanionEvents(events, armies, edition),
    progress: progressOf,
    saveErrorMessage,
    resume: {
      state: start,
      log: resumed?.log ?? [],
      ...(resumed?.base ? { base: resumed.base } : {}),
    },
    ...(init.persist ? { persist: init.persist } : {}),
  });
  return { init, table, session: table.session, armies, dispose: () => table.dispose() };
}
