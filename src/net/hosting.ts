// What the two ways of hosting share (the PeerJS room, index.ts, and the QR codes,
// rtc/host-session.ts): a new game's room record and save, the host session of an opened save with
// the handle the UI holds, and a reopened save routed to the game its header names. Each way adds
// only its pairing.

import type { LoadedSave } from '../store/index';
import type { ClientOf } from './client';
import { type CompanionNetGame, type CompanionNetTypes, companionNet } from './games/companion';
import { orSamurai, type SamuraiNetGame, samuraiNet } from './games/samurai';
import { type ShogunNetGame, type ShogunNetTypes, shogunNet, shogunNetOfSave } from './games/shogun';
import {
  type ShogunCompanionNetGame,
  type ShogunCompanionNetTypes,
  shogunCompanionNet,
  shogunCompanionNetOfSave,
} from './games/shogun-companion';
import type { HostSession } from './host';
import { type HostTuning, hostOfSave } from './host-of-save';
import type { NetGame, NetTypes } from './net-game';
import type { RoomRecord } from './room';
import { newRoomCode, newSecret } from './room-code';
import type { SignalSettings } from './signal';
import { createHostSave, hostSaveOf, type OpenedHostSave } from './store-persistence';

/** How a new hosted game starts, whatever the pairing. */
export interface NewHostedGame<T extends NetTypes> {
  /** The game (default Samurai Battles; companionNet for companion mode). */
  game?: NetGame<T>;
  setup: T['setup'];
  seed: number;
  /** The host player's seat; a guest phone takes each other seat (see localSeats). */
  hostSeat: T['seat'];
  /** Every seat played on the host device (default: [hostSeat]); a guest phone takes each other seat. */
  localSeats?: readonly T['seat'][];
  /** The save's title (default: the battle's). */
  title?: string;
}

/** The seats played on the host device. */
function localOf<Seat extends string>(o: { hostSeat: Seat; localSeats?: readonly Seat[] }): Seat[] {
  return o.localSeats ? [...o.localSeats] : [o.hostSeat];
}

/** A fresh room record: a new room code and server secret, no guest yet. */
export function newRoom(localSeats: readonly string[], signal: SignalSettings): RoomRecord {
  return { code: newRoomCode(), peerToken: newSecret(), localSeats: [...localSeats], guests: {}, signal };
}

/** The game's first state and its room record (one for each try at a room code). */
export function startGame<T extends NetTypes>(
  opts: NewHostedGame<T>,
  signal: SignalSettings,
): { net: NetGame<T>; state: T['state']; room: () => RoomRecord } {
  const net = orSamurai(opts.game);
  const state = net.module.setup(opts.setup, opts.seed);
  const local = localOf(opts);
  // Checked before anything is saved: every local seat must be one of the game's.
  for (const s of local)
    if (!net.module.seatsOf(state).includes(s)) throw new Error(`this game has no seat ${s}`);
  const peerToken = newSecret();
  return { net, state, room: () => ({ ...newRoom(local, signal), peerToken }) };
}

/** Creates the save of a new hosted game. */
export function saveNewGame<T extends NetTypes>(
  opts: NewHostedGame<T>,
  net: NetGame<T>,
  state: T['state'],
  room: RoomRecord,
): Promise<OpenedHostSave<T>> {
  return createHostSave(opts.setup, opts.seed, state, room, opts.title, net);
}

/** What the UI holds of a hosted game, whatever the pairing. */
export interface Hosted<T extends NetTypes> {
  /** The host player's game (its first local seat; the others through client.forSeat). */
  readonly client: ClientOf<T>;
  readonly host: HostSession<T>;
  /** The game being played: its module id ('samurai-battles', 'companion'). */
  readonly game: string;
  /** The save's id (to reopen the game after a reload). */
  readonly saveId: string;
  /** Frees a guest seat (every one when none is named) for another phone. */
  releaseSeat(seat?: T['seat']): Promise<void>;
  /** Leaves the game on this device (the save stays). */
  close(): void;
}

/**
 * The host session of an opened save, and its pairing (made by `pairing` for the session). close()
 * stops the pairing, the session and the save, and so does another tab of this device taking the
 * save over (it hosts the game now).
 */
export function hostedOf<T extends NetTypes, P extends { stop(): void }>(
  net: NetGame<T>,
  opened: OpenedHostSave<T>,
  tuning: HostTuning,
  pairing: (host: HostSession<T>) => P,
): [Hosted<T>, P] {
  const host = hostOfSave(net, opened, tuning);
  const paired = pairing(host);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    // The guests are told first: stopping the pairing (the Peer) ends every connection at once.
    const told = host.close();
    opened.persistence.save.close();
    void told.then(() => paired.stop());
  };
  opened.persistence.onTakenOver(close);
  const hosted: Hosted<T> = {
    client: host.client,
    host,
    game: net.id,
    saveId: opened.game.id,
    releaseSeat: (seat) => host.releaseSeat(seat),
    close,
  };
  return [hosted, paired];
}

/** Opens a loaded host save as the game its header names (a battle unless it says another game). */
export function byGame<B, C, G, K>(
  loaded: LoadedSave,
  open: {
    battle(net: SamuraiNetGame, opened: OpenedHostSave): B;
    companion(net: CompanionNetGame, opened: OpenedHostSave<CompanionNetTypes>): C;
    shogun(net: ShogunNetGame, opened: OpenedHostSave<ShogunNetTypes>): G;
    shogunCompanion(net: ShogunCompanionNetGame, opened: OpenedHostSave<ShogunCompanionNetTypes>): K;
  },
):
  | { game: 'companion'; hosted: C }
  | { game: 'shogun'; hosted: G }
  | { game: 'shogun-companion'; hosted: K }
  | { game: 'samurai-battles'; hosted: B } {
  if (loaded.header.game === companionNet.id)
    return { game: 'companion', hosted: open.companion(companionNet, hostSaveOf(loaded, companionNet)) };
  if (loaded.header.game === shogunNet.id) {
    // The players chosen at setup, kept in the save, name the seats again on every phone.
    const net = shogunNetOfSave(loaded.header.extra);
    return { game: 'shogun', hosted: open.shogun(net, hostSaveOf(loaded, net)) };
  }
  if (loaded.header.game === shogunCompanionNet.id) {
    const net = shogunCompanionNetOfSave(loaded.header.extra);
    return { game: 'shogun-companion', hosted: open.shogunCompanion(net, hostSaveOf(loaded, net)) };
  }
  return { game: 'samurai-battles', hosted: open.battle(samuraiNet, hostSaveOf(loaded, samuraiNet)) };
}
