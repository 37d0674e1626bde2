// One game on several devices: the public API of src/net for the UI. No UI framework here. The
// host device plays one or more seats (`hostSeat`, `localSeats`); each other seat of the game is a
// guest phone (two-seat games: the host and one guest).
//
//   host:  const game = await createHostSession({ setup, seed, hostSeat, signal });
//          show game.code and game.qrSvg(appUrl); play through game.client
//          after a reload: await resumeHostSession(saveId)
//   guest: const client = joinAsGuest({ code, signal }) (or joinFromLink(location.href));
//          play through client
//
// Both clients have the same shape (NetClient): view, log, status, notice, sendAction, and
// forSeat(seat) for the host device's other seats.
//
// Any game of games/index.ts: Samurai Battles by default, companion mode with
//   createHostSession({ game: companionNet, setup, seed, hostSeat, signal }) and
//   resumeAnyHostSession(saveId) (the save names its game); a guest learns the game from the host
//   (client.game) and narrows its client with guestSessionFor(client, companionNet).

import { loadSave } from '../store/index';
import type { CompanionHostGame } from './games/companion';
import { orSamurai, type SamuraiNetTypes } from './games/samurai';
import type { ShogunHostGame } from './games/shogun';
import type { ShogunCompanionHostGame } from './games/shogun-companion';
import { type GuestSession, type GuestTiming, joinGame } from './guest';
import type { HostTuning } from './host-of-save';
import { byGame, type Hosted, hostedOf, type NewHostedGame, saveNewGame, startGame } from './hosting';
import { guestToken, type KeyValueStore, rememberJoinWhileJoining } from './identity';
import { joinLink, parseJoinLink, qrSvg } from './join-link';
import type { Limits } from './limits';
import type { AnyNetGame, NetGame, NetTypes } from './net-game';
import { openPeerRoom, type PeerRoom, peerConnector, RoomTakenError } from './peerjs';
import type { RoomRecord } from './room';
import { PUBLIC_SIGNAL, type SignalSettings } from './signal';
import { type OpenedHostSave, openHostSave } from './store-persistence';

export type { ConnectionStatus, NetClient, NetNotice, SendOutcome } from './client';
export { protocolErrorText, refusalText } from './client';
export {
  type CompanionGuestSession,
  type CompanionHostGame,
  type CompanionNetClient,
  type CompanionNetGame,
  companionNet,
} from './games/companion';
export { NET_GAMES, netGameById } from './games/index';
export { type SamuraiNetGame, samuraiNet } from './games/samurai';
export {
  type ShogunGuestSession,
  type ShogunHostGame,
  type ShogunNetClient,
  type ShogunNetGame,
  type ShogunNetScored,
  type ShogunNetView,
  shogunNet,
  shogunNetWith,
} from './games/shogun';
export {
  type ShogunCompanionGuestSession,
  type ShogunCompanionHostGame,
  type ShogunCompanionNetClient,
  type ShogunCompanionNetGame,
  type ShogunCompanionNetView,
  shogunCompanionNet,
  shogunCompanionNetWith,
} from './games/shogun-companion';
export { type AnyGuestSession, type GuestSession, guestSessionFor } from './guest';
export type { GuestPresence, HostSession } from './host';
export type { HostTuning } from './host-of-save';
export type { Hosted, NewHostedGame } from './hosting';
export { lastJoin } from './identity';
export { type JoinInfo, joinLink, parseJoinLink, qrModules, qrSvg } from './join-link';
export type { AnyNetGame, NetGame, NetTypes, NetView } from './net-game';
export type { RoomStatus } from './peerjs';
export { PROTOCOL_VERSION } from './protocol';
export type { Readable } from './readable';
export { normalizeRoomCode } from './room-code';
export { PUBLIC_SIGNAL, parseSignalSettings, type SignalSettings } from './signal';
export type { GuestConnector, Transport } from './transport';

import type { Transport } from './transport';

/** A game hosted through a signaling server: the host session and its PeerJS room. */
export interface HostGame<T extends NetTypes = SamuraiNetTypes> extends Hosted<T> {
  /** The room on the signaling server: 'open' means the guests can find it. */
  readonly room: PeerRoom;
  /** The code to show (and type on each guest phone). */
  readonly code: string;
  readonly signal: SignalSettings;
  /**
   * The link the guests open. `appUrl` is the app's address, e.g.
   * new URL(import.meta.env.BASE_URL, location.href).href.
   */
  joinUrl(appUrl: string): string;
  /** The link as a QR code (SVG markup). */
  qrSvg(appUrl: string): string;
}

export interface NewHostOptions<T extends NetTypes = SamuraiNetTypes> extends HostTuning, NewHostedGame<T> {
  /** Default: the public PeerJS server. */
  signal?: SignalSettings;
}

function assemble<T extends NetTypes>(
  net: NetGame<T>,
  opened: OpenedHostSave<T>,
  { room, bind }: OpenRoom,
  tuning: HostTuning,
): HostGame<T> {
  const record = opened.persistence.room;
  const [hosted] = hostedOf(net, opened, tuning, (host) => {
    bind(host);
    return { stop: () => room.close() };
  });
  return {
    ...hosted,
    room,
    code: record.code,
    signal: record.signal,
    joinUrl: (appUrl) => joinLink(appUrl, record.code, record.signal),
    qrSvg: (appUrl) => qrSvg(joinLink(appUrl, record.code, record.signal)),
  };
}

interface OpenRoom {
  room: PeerRoom;
  /** Hands connections to the host session (those that arrived before it existed, then the rest). */
  bind(host: { attach(transport: Transport): void }): void;
}

function openRoom(record: RoomRecord): OpenRoom {
  let target: { attach(transport: Transport): void } | null = null;
  const early: Transport[] = [];
  const room = openPeerRoom({
    code: record.code,
    peerToken: record.peerToken,
    signal: record.signal,
    onTransport: (t) => {
      if (target) target.attach(t);
      else early.push(t);
    },
  });
  return {
    room,
    bind(host) {
      target = host;
      for (const t of early.splice(0)) host.attach(t);
    },
  };
}

/** How long createHostSession waits for the signaling server before returning anyway. */
const OPEN_WAIT_MS = 10_000;

async function settleRoom(room: PeerRoom): Promise<'open' | 'taken' | 'later'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'later'>((resolve) => {
    timer = setTimeout(() => resolve('later'), OPEN_WAIT_MS);
  });
  try {
    return await Promise.race([
      room.ready.then(
        () => 'open' as const,
        (e: unknown) => (e instanceof RoomTakenError ? ('taken' as const) : ('later' as const)),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts a new hosted game on this (host) device: creates its save, opens a room with a fresh
 * code on the signaling server, and resolves once the room is open (or after 10 s, still trying;
 * see room.status). Throws the store's SaveError when the save cannot be created.
 */
export async function createHostSession<T extends NetTypes = SamuraiNetTypes>(
  opts: NewHostOptions<T>,
): Promise<HostGame<T>> {
  const { net, state, room } = startGame(opts, opts.signal ?? PUBLIC_SIGNAL);
  // A code someone else holds on the server: take another one (rare on a public server).
  for (let attempt = 0; ; attempt++) {
    const record = room();
    const opening = openRoom(record);
    const outcome = await settleRoom(opening.room);
    if (outcome === 'taken' && attempt < 4) {
      opening.room.close();
      continue;
    }
    try {
      return assemble(net, await saveNewGame(opts, net, state, record), opening, opts);
    } catch (e) {
      opening.room.close();
      throw e;
    }
  }
}

/**
 * Opens a saved host game again (after a reload): the same room code, the same guest phones. The
 * guests reconnect by themselves. `signal` replaces the saved signaling server (a settings change).
 * `game` is the save's game (its header's `game`: netGameById(header.game)); default Samurai
 * Battles. Throws when the save is another game's.
 */
export async function resumeHostSession<T extends NetTypes = SamuraiNetTypes>(
  saveId: string,
  opts: HostTuning & { signal?: SignalSettings; game?: NetGame<T> } = {},
): Promise<HostGame<T>> {
  const net = orSamurai(opts.game);
  return resumeOpened(net, await openHostSave(saveId, net), opts);
}

async function resumeOpened<T extends NetTypes>(
  net: NetGame<T>,
  opened: OpenedHostSave<T>,
  opts: HostTuning & { signal?: SignalSettings },
): Promise<HostGame<T>> {
  if (opts.signal) await opened.persistence.saveRoom({ ...opened.persistence.room, signal: opts.signal });
  const game = assemble(net, opened, openRoom(opened.persistence.room), opts);
  await settleRoom(game.room);
  return game;
}

/** A hosted game of either kind, told apart by `game` (the module id). */
export type AnyHostGame =
  | { game: 'samurai-battles'; hosted: HostGame }
  | { game: 'companion'; hosted: CompanionHostGame }
  | { game: 'shogun'; hosted: ShogunHostGame }
  | { game: 'shogun-companion'; hosted: ShogunCompanionHostGame };

/**
 * Opens a saved host game of any game again (the save's header names it): as resumeHostSession,
 * for the saves list and a reloaded host phone, which do not know the game beforehand.
 */
export async function resumeAnyHostSession(
  saveId: string,
  opts: HostTuning & { signal?: SignalSettings } = {},
): Promise<AnyHostGame> {
  const picked = byGame(await loadSave(saveId), {
    battle: (net, opened) => resumeOpened(net, opened, opts),
    companion: (net, opened) => resumeOpened(net, opened, opts),
    shogun: (net, opened) => resumeOpened(net, opened, opts),
    shogunCompanion: (net, opened) => resumeOpened(net, opened, opts),
  });
  if (picked.game === 'companion') return { game: 'companion', hosted: await picked.hosted };
  if (picked.game === 'shogun') return { game: 'shogun', hosted: await picked.hosted };
  if (picked.game === 'shogun-companion') return { game: 'shogun-companion', hosted: await picked.hosted };
  return { game: 'samurai-battles', hosted: await picked.hosted };
}

export interface JoinOptions {
  code: string;
  /** Default: the public PeerJS server. */
  signal?: SignalSettings;
  /** Where the phone keeps its secret (default localStorage). */
  store?: KeyValueStore;
  limits?: Partial<Limits>;
  timing?: Partial<GuestTiming>;
  /** Sees every message from the host as it arrives, before any check (diagnostics, tests). */
  tap?: (data: unknown) => void;
  /** The games this phone may join (default: all of games/index.ts). */
  games?: readonly AnyNetGame[];
}

/** Joins the game of the room `code` as the guest. Connects, and reconnects, by itself. */
export function joinAsGuest(opts: JoinOptions): GuestSession {
  const signal = opts.signal ?? PUBLIC_SIGNAL;
  const connector = peerConnector({ code: opts.code, signal });
  const tap = opts.tap;
  const session = joinGame({
    connect: tap
      ? async (signal) => {
          const transport = await connector(signal);
          transport.onMessage(tap);
          return transport;
        }
      : connector,
    token: guestToken(opts.code, opts.store),
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...(opts.timing ? { timing: opts.timing } : {}),
    ...(opts.games ? { games: opts.games } : {}),
  });
  const remembered = rememberJoinWhileJoining(
    joinLink('http://kassen.invalid/', opts.code, signal),
    opts.store,
  );
  const close = session.close;
  return Object.assign(session, {
    close() {
      // Left before the host ever answered (its welcome names the game): not a room to rejoin.
      remembered.settle(session.game.get() !== null);
      close();
      connector.close();
    },
  });
}

/** Joins from a join link (the QR code, or location.href on a page opened from it); null if it is not one. */
export function joinFromLink(
  href: string,
  opts: Omit<JoinOptions, 'code' | 'signal'> = {},
): GuestSession | null {
  const info = parseJoinLink(href);
  return info ? joinAsGuest({ ...opts, code: info.code, signal: info.signal }) : null;
}
