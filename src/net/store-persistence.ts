// The host's saves in IndexedDB (src/store): every action through GameSave.appendAction, which
// resolves once the action is on disk, and the room (code, guest phones) in the header's extra.
// Any net game (net-game.ts): the save's `game` is the game module's id; default Samurai Battles.

import type { LoggedAction } from '../engine/session';
import type { Action, GameState, Side } from '../games/samurai-battles/index';
import {
  continueSave,
  createSave,
  type GameSave,
  type LoadedSave,
  loadSave,
  onTakenOver,
  type Progress,
} from '../store/index';
import type { NetLogged } from './dice/public-seed';
import { savedDiceSeeds } from './dice/saved-seeds';
import type { Seed } from './dice/seed';
import { orSamurai, type SamuraiNetTypes, samuraiNet } from './games/samurai';
import type { HostGameState } from './host';
import type { NetGame, NetTypes } from './net-game';
import type { HostPersistence } from './persistence';
import { replayWithEvents } from './replay';
import { type RoomRecord, roomOf } from './room';

export class StorePersistence<S = GameState, A = Action, Seat extends string = Side>
  implements HostPersistence<S, A, Seat>
{
  #room: RoomRecord;
  /** The dice seeds as this handle wrote them (the header read back lags the writes queued). */
  #diceSeeds: Record<number, Seed> | null = null;
  readonly #progress: (state: S) => Progress;

  constructor(
    readonly save: GameSave,
    room: RoomRecord,
    /** What the saves list shows of the game (default: Samurai Battles'). */
    progress?: (state: S) => Progress,
  ) {
    this.#room = room;
    this.#progress = progress ?? (samuraiNet.progress as unknown as (state: S) => Progress);
  }

  #seeds(): Record<number, Seed> {
    this.#diceSeeds ??= savedDiceSeeds(this.save.header().extra);
    return this.#diceSeeds;
  }

  /** The parts of `extra` this handle owns: the room, and the dice seeds once there are any. */
  #extra(): Record<string, unknown> {
    const seeds = this.#seeds();
    return Object.keys(seeds).length > 0 ? { net: this.#room, dice: { ...seeds } } : { net: this.#room };
  }

  get room(): RoomRecord {
    return this.#room;
  }

  /**
   * Calls `then` once if another tab or window of this device takes the save over (store/writer.ts):
   * that tab hosts the game from then on, so this one must let its room go.
   */
  onTakenOver(then: () => void): void {
    const stop = onTakenOver((lost) => {
      if (lost.header.id !== this.save.id) return;
      stop();
      then();
    });
  }

  /**
   * The seed of an action that rolled goes into the header's `extra.dice` (by log index) before the
   * action itself, so a stored action is never without the dice it rolled; the store keeps only
   * seat and action per row.
   */
  append(entry: NetLogged<Seat, A>, state: S, index: number): Promise<void> {
    const { dice, ...action } = entry;
    const progress = this.#progress(state);
    if (!dice) return this.save.appendAction(action, progress, state);
    this.#seeds()[index] = dice;
    const seeded = this.save.setExtra({ ...this.save.header().extra, ...this.#extra() });
    const saved = this.save.appendAction(action, progress, state);
    return seeded.then(() => saved);
  }

  bindGuest(seat: Seat, token: string | null): Promise<void> {
    const guests = { ...this.#room.guests };
    if (token === null) delete guests[seat];
    else guests[seat] = token;
    return this.saveRoom({ ...this.#room, guests });
  }

  /**
   * Writes the room record (e.g. after a change of signaling server), in today's shape: a save of
   * protocol 3 loses its one-guest record and its quiet-pause record (`quiet`, no longer read).
   */
  saveRoom(room: RoomRecord = this.#room): Promise<void> {
    this.#room = room;
    const { quiet: _gone, ...extra } = this.save.header().extra ?? {};
    return this.save.setExtra({ ...extra, ...this.#extra() });
  }
}

export interface OpenedHostSave<T extends NetTypes = SamuraiNetTypes> {
  game: HostGameState<T>;
  room: RoomRecord;
  persistence: StorePersistence<T['state'], T['action'], T['seat']>;
}

/** Starts saving a new two-phone game. `state` is the state right after setup. */
export async function createHostSave<T extends NetTypes = SamuraiNetTypes>(
  setup: T['setup'],
  seed: number,
  state: T['state'],
  room: RoomRecord,
  title?: string,
  game?: NetGame<T>,
): Promise<OpenedHostSave<T>> {
  const net = orSamurai(game);
  const init = net.newSave(setup, seed, state, { net: room });
  const save = await createSave(title ? { ...init, title } : init);
  return {
    game: { id: save.id, setup, seed, state, log: [], events: [] },
    room,
    persistence: new StorePersistence<T['state'], T['action'], T['seat']>(save, room, (s) => net.progress(s)),
  };
}

/**
 * Opens a host save again: the whole log is replayed (the events of every action are needed for
 * the guest's log). Throws the store's SaveError, or an Error when the save is not a host game of
 * `game` (default Samurai Battles; the save header's `game` names the module).
 */
export async function openHostSave<T extends NetTypes = SamuraiNetTypes>(
  id: string,
  game?: NetGame<T>,
): Promise<OpenedHostSave<T>> {
  return hostSaveOf(await loadSave(id), orSamurai(game));
}

/** A loaded host save of `game`, replayed (see openHostSave). */
export function hostSaveOf<T extends NetTypes>(loaded: LoadedSave, net: NetGame<T>): OpenedHostSave<T> {
  const id = loaded.header.id;
  const room = roomOf(loaded.header.extra);
  if (loaded.header.kind !== 'host' || !room)
    throw new Error('This save is not a two-phone game hosted here.');
  if (loaded.header.game !== net.id)
    throw new Error(`This two-phone game is a ${loaded.header.game} game, not ${net.id}.`);
  const setup = loaded.setup as T['setup'];
  const seeds = savedDiceSeeds(loaded.header.extra);
  const log = (loaded.log as LoggedAction<T['seat'], T['action']>[]).map(
    (entry, i): NetLogged<T['seat'], T['action']> => {
      const dice = seeds[i];
      return dice ? { ...entry, dice } : entry;
    },
  );
  const { state, events } = replayWithEvents(setup, loaded.seed, log, net);
  const save = continueSave(loaded);
  return {
    game: { id, setup, seed: loaded.seed, state, log: [...log], events },
    room,
    persistence: new StorePersistence<T['state'], T['action'], T['seat']>(save, room, (s) => net.progress(s)),
  };
}
