// Where the host keeps the game. The host saves every action before it shows anyone the result,
// so a reload (or a flat battery) never takes back something a player has seen.

import type { Action, GameState, Side } from '../games/samurai-battles/index';
import type { NetLogged } from './dice/public-seed';

/** The type parameters are the game's state, action and seat (default: Samurai Battles). */
export interface HostPersistence<S = GameState, A = Action, Seat extends string = Side> {
  /**
   * Saves one applied action (the `index`th of the log) with its dice's seed when it rolled;
   * resolves once it is safely stored. `state` is the state after it.
   */
  append(entry: NetLogged<Seat, A>, state: S, index: number): Promise<void>;
  /** Remembers which guest phone holds `seat` (its token), or that the seat is free (null). */
  bindGuest(seat: Seat, token: string | null): Promise<void>;
}

/** Keeps everything in memory (tests, benchmarks). */
export class MemoryPersistence<S = GameState, A = Action, Seat extends string = Side>
  implements HostPersistence<S, A, Seat>
{
  readonly log: NetLogged<Seat, A>[] = [];
  /** The guest phone of each seat that has one. */
  guests: Partial<Record<Seat, string>> = {};
  /** Makes the next append fail (tests of a full disk). */
  failNext = false;

  async append(entry: NetLogged<Seat, A>): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the disk is full');
    }
    this.log.push(structuredClone(entry));
  }

  async bindGuest(seat: Seat, token: string | null): Promise<void> {
    const next = { ...this.guests };
    if (token === null) delete next[seat];
    else next[seat] = token;
    this.guests = next;
  }
}
