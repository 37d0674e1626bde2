// The host's saves in IndexedDB (src/store): every action through GameSave.appendAction, which
// resolves once the action is on disk, and the room (code, guest phone) in the header's extra.

import type { LoggedAction } from '../engine/session';
import type { Action, GameState, Setup, Side } from '../games/samurai-battles/index';
import {
  continueSave,
  createSave,
  type GameSave,
  loadSave,
  samuraiNewSave,
  samuraiProgress,
} from '../store/index';
import type { HostGameState } from './host';
import type { HostPersistence } from './persistence';
import { replayWithEvents } from './replay';
import { type RoomRecord, roomOf } from './room';

export class StorePersistence implements HostPersistence {
  #room: RoomRecord;

  constructor(
    readonly save: GameSave,
    room: RoomRecord,
  ) {
    this.#room = room;
  }

  get room(): RoomRecord {
    return this.#room;
  }

  append(entry: LoggedAction<Side, Action>, state: GameState): Promise<void> {
    return this.save.appendAction(entry, samuraiProgress(state), state);
  }

  bindGuest(token: string | null): Promise<void> {
    this.#room = { ...this.#room, guestToken: token };
    return this.saveRoom();
  }

  /** Writes the room record (e.g. after a change of signaling server). */
  saveRoom(room: RoomRecord = this.#room): Promise<void> {
    this.#room = room;
    return this.save.setExtra({ ...this.save.header().extra, net: room });
  }
}

export interface OpenedHostSave {
  game: HostGameState;
  room: RoomRecord;
  persistence: StorePersistence;
}

/** Starts saving a new two-phone game. `state` is the state right after setup. */
export async function createHostSave(
  setup: Setup,
  seed: number,
  state: GameState,
  room: RoomRecord,
  title?: string,
): Promise<OpenedHostSave> {
  const init = samuraiNewSave(setup, seed, state, 'host', { net: room });
  const save = await createSave(title ? { ...init, title } : init);
  return {
    game: { id: save.id, setup, seed, state, log: [], events: [] },
    room,
    persistence: new StorePersistence(save, room),
  };
}

/**
 * Opens a host save again: the whole log is replayed (the events of every action are needed for
 * the guest's log). Throws the store's SaveError, or an Error when the save is not a host game.
 */
export async function openHostSave(id: string): Promise<OpenedHostSave> {
  const loaded = await loadSave(id);
  const room = roomOf(loaded.header.extra);
  if (loaded.header.kind !== 'host' || !room)
    throw new Error('This save is not a two-phone game hosted here.');
  const setup = loaded.setup as Setup;
  const log = loaded.log as LoggedAction<Side, Action>[];
  const { state, events } = replayWithEvents(setup, loaded.seed, log);
  const save = continueSave(loaded);
  return {
    game: { id, setup, seed: loaded.seed, state, log: [...log], events },
    room,
    persistence: new StorePersistence(save, room),
  };
}
