// Shogun on one tablet: starting a game and reopening its save, on the generic pass-and-play table
// (src/ui/table). This pulls in the Shogun engine, so the app loads it on demand.

import type { Accessor } from 'solid-js';
import type { Action, GameEvent, Seat, Setup, ShogunGame, ShogunView } from '../../games/shogun/index';
import { shogun } from '../../games/shogun/index';
import {
  createSave,
  type ResumeNotice,
  requestPersistentStorage,
  resumeSave,
  type ShogunPlayer,
  saveErrorMessage,
  shogunNewSave,
  shogunPlayersOf,
  shogunProgress,
} from '../../store/index';
import type { TablePilot } from '../ai/table-pilot';
import type { SeatLook } from '../table/seat-look';
import { seatLabel } from '../table/seat-look';
import { createTable, type Table, type TableInit } from '../table/table';
import { type Chronicle, createChronicle, type Moment, replayMoments } from './chronicle';
import { colourById, lookOf } from './colours';
import { withComputers } from './computer';
import { describeEvents } from './describe';
import { st } from './i18n';
import { computerSeats, playerName } from './players';

export type ShogunTable = Table<ShogunGame, Action, ShogunView, GameEvent, Seat, Setup>;

export interface ShogunLocal {
  table: ShogunTable;
  looks: Record<Seat, SeatLook>;
  saveId: string;
  notice?: ResumeNotice | null;
  /** Throws, winters and scorings so far (none of an action taken back). */
  moments: Accessor<Moment[]>;
  /** The computer seats' pilot (null when people play every seat). */
  computer: TablePilot<Seat> | null;
}

function looksOf(seats: readonly Seat[], players: readonly ShogunPlayer[]): Record<Seat, SeatLook> {
  const looks = {} as Record<Seat, SeatLook>;
  seats.forEach((seat, i) => {
    const p: ShogunPlayer = players[i] ?? { name: '', colour: '' };
    looks[seat] = lookOf(colourById(p.colour, i), playerName(p), st);
  });
  return looks;
}

function tableOf(
  setup: Setup,
  seed: number,
  looks: Record<Seat, SeatLook>,
  chronicle: Chronicle,
  rest: Pick<
    TableInit<ShogunGame, Action, ShogunView, GameEvent, Seat, Setup>,
    'resume' | 'persist' | 'saveId' | 'computers'
  >,
): ShogunTable {
  const name = (seat: Seat) => seatLabel(looks[seat]);
  return createTable({
    module: shogun,
    setup,
    seed,
    describe: (events) => describeEvents(events, name),
    // Every event but a seat's own plan edit is public: the first seat's reading has them all.
    played: (index, events, state) => chronicle.note(index, shogun.eventsFor(events, state.seats[0]!), state),
    progress: shogunProgress,
    saveErrorMessage,
    ...rest,
  });
}

/** The moments still standing: an undo drops what the taken-back action produced. */
function standing(table: ShogunTable, chronicle: Chronicle): Accessor<Moment[]> {
  return () => {
    table.log();
    const n = table.session.log.length;
    return chronicle.moments().filter((m) => m.action < n);
  };
}

/** Sets up the game, creates its save, and starts the table from exactly what is on disk. */
export async function startShogun(setup: Setup, seed: number, players: ShogunPlayer[]): Promise<ShogunLocal> {
  const state = shogun.setup(setup, seed);
  const looks = looksOf(state.seats, players);
  const armies = state.seats.map((s) =>
    looks[s].player ? `${looks[s].player} (${seatLabel(looks[s])})` : seatLabel(looks[s]),
  );
  const save = await createSave(shogunNewSave(setup, seed, state, players, armies));
  void requestPersistentStorage().catch(() => undefined);
  const chronicle = createChronicle();
  const table = tableOf(setup, seed, looks, chronicle, {
    resume: { state, log: [] },
    persist: save,
    saveId: save.id,
    computers: computerSeats(state.seats, players),
  });
  const computer = withComputers(table);
  return { table, looks, saveId: save.id, moments: standing(table, chronicle), computer };
}

/** Reopens a saved Shogun game exactly where it stopped. Throws the store's SaveError. */
export async function resumeShogun(id: string): Promise<ShogunLocal> {
  const r = await resumeSave(id, shogun);
  const seats = r.session.state.seats;
  const players = shogunPlayersOf(r.header.extra, seats.length);
  const looks = looksOf(seats, players);
  const past = replayMoments(shogun, r.session);
  const chronicle = createChronicle(past.moments, past.year);
  const table = tableOf(r.session.setup, r.session.seed, looks, chronicle, {
    resume: {
      state: r.session.state,
      log: r.session.log,
      ...(r.session.base ? { base: r.session.base } : {}),
    },
    persist: r.save,
    saveId: id,
    computers: computerSeats(seats, players),
  });
  const computer = withComputers(table);
  return { table, looks, saveId: id, notice: r.notice, moments: standing(table, chronicle), computer };
}
