// The Shogun companion on one device: starting it and reopening its save, on the generic table
// (src/ui/table: the bids go round behind hand-offs, every other step may be tapped by whoever holds
// the device). This pulls in the Shogun rules, so the app loads it on demand.

import type { Seat } from '../../games/shogun/rules-api';
import {
  type ShogunCompanionAction,
  type ShogunCompanionEvent,
  type ShogunCompanionSetup,
  type ShogunCompanionState,
  type ShogunCompanionView,
  shogunCompanion,
} from '../../games/shogun-companion/index';
import {
  createSave,
  type ResumeNotice,
  requestPersistentStorage,
  resumeSave,
  type ShogunPlayer,
  saveErrorMessage,
  shogunCompanionNewSave,
  shogunCompanionProgress,
  shogunPlayersOf,
} from '../../store/index';
import { colourById, lookOf } from '../shogun/colours';
import { st } from '../shogun/i18n';
import { type SeatLook, seatLabel } from '../table/seat-look';
import type { FramedTable } from '../table/TableFrame';
import { createTable, type Table } from '../table/table';
import { describeEvents } from './describe';

export type ShogunCompanionTable = Table<
  ShogunCompanionState,
  ShogunCompanionAction,
  ShogunCompanionView,
  ShogunCompanionEvent,
  Seat,
  ShogunCompanionSetup
>;

type Init = ShogunCompanionTable['init'];

/**
 * What the companion's screens read of a table: the one-device table, or one device's seats on a
 * table of phones (net-table.ts), which has no engine session of its own.
 */
export type CompanionSeatTable = FramedTable<Seat> &
  Pick<ShogunCompanionTable, 'view' | 'decision' | 'outcome' | 'send'>;

export interface ShogunCompanionLocal {
  table: ShogunCompanionTable;
  looks: Record<Seat, SeatLook>;
  saveId: string;
  notice?: ResumeNotice | null;
}

/** "Aiko (Red ●)", or "Red ●" for a player without a name. */
export function playerName(look: SeatLook): string {
  return look.player ? `${look.player} (${seatLabel(look)})` : seatLabel(look);
}

function looksOf(seats: readonly Seat[], players: readonly ShogunPlayer[]): Record<Seat, SeatLook> {
  const looks = {} as Record<Seat, SeatLook>;
  seats.forEach((seat, i) => {
    const p = players[i] ?? { name: '', colour: '' };
    looks[seat] = lookOf(colourById(p.colour, i), p.name, st);
  });
  return looks;
}

function tableOf(
  setup: ShogunCompanionSetup,
  seed: number,
  looks: Record<Seat, SeatLook>,
  rest: Pick<Init, 'resume' | 'persist' | 'saveId'>,
): ShogunCompanionTable {
  return createTable({
    module: shogunCompanion,
    setup,
    seed,
    describe: (events) => describeEvents(events, (seat) => playerName(looks[seat])),
    progress: shogunCompanionProgress,
    saveErrorMessage,
    ...rest,
  });
}

/** Sets the companion up, creates its save, and starts the table from exactly what is on disk. */
export async function startShogunCompanion(
  setup: ShogunCompanionSetup,
  seed: number,
  players: ShogunPlayer[],
): Promise<ShogunCompanionLocal> {
  const state = shogunCompanion.setup(setup, seed);
  const looks = looksOf(state.seats, players);
  const armies = state.seats.map((s) => playerName(looks[s]));
  const save = await createSave(shogunCompanionNewSave(setup, seed, state, players, armies));
  void requestPersistentStorage().catch(() => undefined);
  const table = tableOf(setup, seed, looks, { resume: { state, log: [] }, persist: save, saveId: save.id });
  return { table, looks, saveId: save.id };
}

/** Reopens a saved companion game where it stopped. Throws the store's SaveError. */
export async function resumeShogunCompanion(id: string): Promise<ShogunCompanionLocal> {
  const r = await resumeSave(id, shogunCompanion);
  const seats = r.session.state.seats;
  const looks = looksOf(seats, shogunPlayersOf(r.header.extra, seats.length));
  const table = tableOf(r.session.setup, r.session.seed, looks, {
    resume: {
      state: r.session.state,
      log: r.session.log,
      ...(r.session.base ? { base: r.session.base } : {}),
    },
    persist: r.save,
    saveId: id,
  });
  return { table, looks, saveId: id, notice: r.notice };
}
