// A two-phone game as the screens hold it, whichever phone this is: the client (view, log,
// status, sendAction), the room code, and for the host its save and room. Also how one starts:
// hosting a new battle, reopening a hosted save, joining with a code or a join link. This module
// pulls in src/net (PeerJS glue, QR codes), so the app loads it on demand.

import type { Setup } from '../../games/samurai-battles/setup';
import type { Side } from '../../games/samurai-battles/types';
import type { Seat as ShogunSeat, Setup as ShogunSetup } from '../../games/shogun/index';
import type { ShogunCompanionSetup } from '../../games/shogun-companion/index';
import {
  type AnyHostGame,
  type CompanionNetClient,
  companionNet,
  createHostSession,
  type GuestPresence,
  type GuestSession,
  guestSessionFor,
  type HostGame,
  joinAsGuest,
  joinFromLink,
  lastJoin,
  type NetClient,
  type NetTypes,
  parseJoinLink,
  type Readable,
  resumeAnyHostSession,
  type ShogunCompanionNetClient,
  type ShogunHostGame,
  type ShogunNetClient,
  type SignalSettings,
  samuraiNet,
  shogunCompanionNet,
  shogunCompanionNetWith,
  shogunNet,
  shogunNetWith,
} from '../../net/index';
import type { ShogunPlayer } from '../../store/shogun';
import type { TablePilot } from '../ai/table-pilot';
import { settings } from '../settings';

/** Which screen shows a game: the module id the host plays. */
export type NetGameKind = 'samurai-battles' | 'companion' | 'shogun' | 'shogun-companion';

/** What every two-phone client has, whatever the game: the connection, the seat, the notices. */
export type AnyNetClient = NetClient<unknown, unknown, unknown, string>;

/** A hosted game of either kind, for what the room screen needs (code, QR code, the room). */
export type AnyHostedGame = HostGame<NetTypes>;

export interface NetPlay {
  readonly role: 'host' | 'guest';
  /** How the phones found each other: a room on a signaling server, or QR codes (no server). */
  readonly pairing: 'room' | 'qr';
  /** The connection, whatever the game (status, notices, seat). */
  readonly client: AnyNetClient;
  /** The client as a battle's, when the game is a battle (null before the host's welcome). */
  battle(): NetClient | null;
  /** The client as a companion game's, when the game is one. */
  companion(): CompanionNetClient | null;
  /** The client as a Shogun seat's, when the game is Shogun (a table of 3-5 phones). */
  shogun(): ShogunNetClient | null;
  /** The client as a seat's of the companion for the physical Shogun, when the game is one. */
  shogunCompanion(): ShogunCompanionNetClient | null;
  /** The room code (pairing through a signaling server), or null (e.g. offline QR pairing). */
  readonly code: string | null;
  /** Host only: the save, which Continue and the saves list reopen as a hosted game. */
  readonly saveId: string | null;
  /** Host only: whether the guest phone is here. */
  readonly presence: Readable<GuestPresence> | null;
  /** Host over a signaling server: the room, the join link and its QR code. */
  readonly hosted: AnyHostedGame | null;
  /** The game the host plays: known on a guest once the host has answered (null before). */
  readonly game: Readable<string | null>;
  /** Host of a Shogun game with computer seats: the computer playing them on this device. */
  readonly computer?: TablePilot<ShogunSeat>;
  /** Guest only: drop the connection and try again at once. */
  reconnect?(): void;
  /** Leaves the game on this phone (a host's save stays; a guest may rejoin). */
  close(): void;
}

/** The app's own address, which the join link extends with the room. */
export function appUrl(): string {
  return new URL(import.meta.env.BASE_URL, location.href).href;
}

function hostPlay(any: AnyHostGame): NetPlay {
  const game: AnyHostedGame = any.hosted;
  return {
    role: 'host',
    pairing: 'room',
    client: game.client,
    battle: () => (any.game === 'samurai-battles' ? any.hosted.client : null),
    companion: () => (any.game === 'companion' ? any.hosted.client : null),
    shogun: () => (any.game === 'shogun' ? any.hosted.client : null),
    shogunCompanion: () => (any.game === 'shogun-companion' ? any.hosted.client : null),
    code: game.code,
    saveId: game.saveId,
    presence: game.host.guest,
    hosted: game,
    game: fixed(any.game),
    close: () => game.close(),
  };
}

function guestPlay(session: GuestSession, code: string): NetPlay {
  return {
    role: 'guest',
    pairing: 'room',
    client: session,
    battle: () => guestSessionFor(session, samuraiNet),
    companion: () => guestSessionFor(session, companionNet),
    shogun: () => guestSessionFor(session, shogunNet),
    shogunCompanion: () => guestSessionFor(session, shogunCompanionNet),
    code,
    saveId: null,
    presence: null,
    hosted: null,
    game: session.game,
    reconnect: () => session.reconnect(),
    close: () => session.close(),
  };
}

/**
 * The players of a table of 3-5 seats (Shogun, or the companion for the physical Shogun) as the
 * host chose them, for the room's seat list; null for a game of two phones.
 */
export function seatTableOf(play: NetPlay): { players: ShogunPlayer[] | undefined } | null {
  const client = play.shogun() ?? play.shogunCompanion();
  return client ? { players: client.view.get()?.seatPlayers } : null;
}

/** The screen for a game id (null: not known yet; anything but a companion or Shogun is a battle). */
export function kindOf(gameId: string | null): NetGameKind | null {
  if (gameId === null) return null;
  if (gameId === 'companion' || gameId === 'shogun' || gameId === 'shogun-companion') return gameId;
  return 'samurai-battles';
}

/** A value that never changes, as a Readable (a host knows its game from the start). */
export function fixed<T>(value: T): Readable<T> {
  return {
    get: () => value,
    subscribe(listener) {
      listener(value);
      return () => undefined;
    },
  };
}

export interface HostOptions {
  /** A battle played on both phones, or a companion game for the physical board. */
  game: NetGameKind;
  setup: Setup;
  seed: number;
  hostSeat: Side;
  signal: SignalSettings;
}

/**
 * A battle's setup with the host player's privacy setting as its rule for reaction windows, for
 * both phones: under 'always' the engine makes every window a decision, offering only a pass when
 * the player holds nothing playable, so the other phone never learns from the timing (docs/net.md).
 */
export function withPrivacy(setup: Setup): Setup {
  return { ...setup, options: { ...setup.options, reactionPauses: settings().privacy } };
}

/** Creates the save, opens a room (resolves once it is open, or after 10 s while still trying). */
export async function startHosting(o: HostOptions): Promise<NetPlay> {
  const base = { setup: o.setup, seed: o.seed, hostSeat: o.hostSeat, signal: o.signal };
  if (o.game === 'companion') {
    return hostPlay({
      game: 'companion',
      hosted: await createHostSession({ ...base, game: companionNet }),
    });
  }
  return hostPlay({
    game: 'samurai-battles',
    hosted: await createHostSession({ ...base, setup: withPrivacy(o.setup) }),
  });
}

/** A new Shogun table as its setup screens choose it, whichever way its phones pair. */
export interface ShogunHostChoice {
  setup: ShogunSetup;
  /**
   * Each seat's player (name and colour), in seat order: every phone shows them. `computer`: the
   * host device's computer plays that seat (it is then one of `localSeats`).
   */
  players: ShogunPlayer[];
  seed: number;
  /** The first seat and any other played on this device, passed from hand to hand or the computer's. */
  localSeats: ShogunSeat[];
}

/** A hosted game of either pairing, as far as its computer seats go. */
export type HostedForComputers =
  | { game: 'shogun'; hosted: { host: ShogunHostGame['host'] } }
  | { game: Exclude<NetGameKind, 'shogun'> };

/**
 * Starts the host device's computer seats of a Shogun game (new or reopened, either pairing), when
 * it has any: the play then carries the pilot (`computer`), which stops with the game.
 */
export async function withHostComputers<P extends NetPlay>(play: P, any: HostedForComputers): Promise<P> {
  if (any.game !== 'shogun') return play;
  // Only a game with computer seats loads the pilot (and the AI worker's starter).
  const players = any.hosted.host.client.view.get()?.seatPlayers;
  if (!players?.some((p) => p.computer)) return play;
  const { attachHostComputers } = await import('./shogun/host-computers');
  const pilot = attachHostComputers(any.hosted.host);
  if (!pilot) return play;
  const close = play.close;
  return Object.assign(play, {
    computer: pilot,
    close: () => {
      pilot.dispose();
      close();
    },
  });
}

/** A table of seats p1-p5 whose host device plays the first of `localSeats` (and the others listed). */
function seatsHostOptions<G, S>(game: G, o: { setup: S; seed: number; localSeats: ShogunSeat[] }) {
  const [hostSeat = 'p1'] = o.localSeats;
  return { game, setup: o.setup, seed: o.seed, hostSeat, localSeats: o.localSeats };
}

/** What createHostSession and createOfflineHostSession take for a new Shogun table. */
export function shogunHostOptions(o: ShogunHostChoice) {
  return seatsHostOptions(shogunNetWith(o.players), o);
}

/**
 * Hosts Shogun: the host player takes the first seat, and `localSeats` (the first seat and any
 * other played on this device, passed from hand to hand); a guest phone joins for each other seat.
 */
export async function startShogunHosting(o: ShogunHostChoice & { signal: SignalSettings }): Promise<NetPlay> {
  const any = {
    game: 'shogun' as const,
    hosted: await createHostSession({ ...shogunHostOptions(o), signal: o.signal }),
  };
  return withHostComputers(hostPlay(any), any);
}

/** A new table of the companion for the physical Shogun, as its setup screens choose it. */
export interface ShogunCompanionHostChoice extends Omit<ShogunHostChoice, 'setup'> {
  setup: ShogunCompanionSetup;
}

/** What createHostSession and createOfflineHostSession take for a new companion table. */
export function shogunCompanionHostOptions(o: ShogunCompanionHostChoice) {
  return seatsHostOptions(shogunCompanionNetWith(o.players), o);
}

/** Hosts the companion for the physical Shogun: seats as for Shogun, a guest phone for each other seat. */
export async function startShogunCompanionHosting(
  o: ShogunCompanionHostChoice & { signal: SignalSettings },
): Promise<NetPlay> {
  return hostPlay({
    game: 'shogun-companion',
    hosted: await createHostSession({ ...shogunCompanionHostOptions(o), signal: o.signal }),
  });
}

/** Reopens a hosted save after a reload or from the saves list: same room code, same guest phone. */
export async function resumeHosting(saveId: string): Promise<NetPlay> {
  const any = await resumeAnyHostSession(saveId);
  return withHostComputers(hostPlay(any), any);
}

export function joinWithCode(code: string, signal: SignalSettings): NetPlay {
  return guestPlay(joinAsGuest({ code, signal }), code);
}

/** Joins from a join link (a QR code opened the app); null when the link is not a usable one. */
export function joinWithLink(href: string): NetPlay | null {
  const info = parseJoinLink(href);
  const session = info ? joinFromLink(href) : null;
  return info && session ? guestPlay(session, info.code) : null;
}

/** The room joined last on this phone (kept across reloads), if any. */
export function lastRoom(): { code: string; signal: SignalSettings } | null {
  return lastJoin();
}

/** Joins the room joined last (a reloaded guest goes straight back to its game). */
export function rejoinLast(): NetPlay | null {
  const last = lastJoin();
  return last ? joinWithCode(last.code, last.signal) : null;
}
