// Two-phone games paired by QR codes as the screens hold them (NetPlay, ../play.ts), so they show
// on the same game screen as games paired through a server. The NetPlay made here also carries its
// pairing (`offlineOf`), so the pairing screens can pair again the phones of a game in progress.
// This module pulls in src/net/rtc, so the app loads it on demand with the pairing screens.

import type { Setup } from '../../../games/samurai-battles/setup';
import type { Side } from '../../../games/samurai-battles/types';
import {
  companionNet,
  guestSessionFor,
  type NetTypes,
  samuraiNet,
  shogunCompanionNet,
  shogunNet,
} from '../../../net/index';
import {
  type AnyOfflineHostGame,
  createHostPairing,
  createOfflineHostSession,
  type HostPairingControl,
  joinOffline,
  type OfflineGuestGame,
  type OfflineHostGame,
  resumeAnyOfflineHostSession,
} from '../../../net/rtc/index';
import {
  fixed,
  type NetGameKind,
  type NetPlay,
  type ShogunCompanionHostChoice,
  type ShogunHostChoice,
  shogunCompanionHostOptions,
  shogunHostOptions,
  withHostComputers,
  withPrivacy,
} from '../play';

/** A game paired by QR codes on the host phone, whatever the game (what the pairing screen needs). */
export type AnyOfflineHosted = OfflineHostGame<NetTypes>;

/** The pairing behind a NetPlay made here. */
export type OfflinePairing =
  | { role: 'host'; game: AnyOfflineHosted }
  | { role: 'guest'; game: OfflineGuestGame };

const PAIRING = Symbol('offline pairing');

type WithPairing = NetPlay & { [PAIRING]?: OfflinePairing };

/** The QR-code pairing of a game paired that way, or null (a game paired through a server). */
export function offlineOf(play: NetPlay | null): OfflinePairing | null {
  return (play as WithPairing | null)?.[PAIRING] ?? null;
}

export function offlineHostPlay(any: AnyOfflineHostGame): NetPlay {
  const game: AnyOfflineHosted = any.hosted;
  const play: WithPairing = {
    role: 'host',
    pairing: 'qr',
    client: game.client,
    battle: () => (any.game === 'samurai-battles' ? any.hosted.client : null),
    companion: () => (any.game === 'companion' ? any.hosted.client : null),
    shogun: () => (any.game === 'shogun' ? any.hosted.client : null),
    shogunCompanion: () => (any.game === 'shogun-companion' ? any.hosted.client : null),
    // The room code names the game (every offer carries it); no server knows it.
    code: game.room,
    saveId: game.saveId,
    presence: game.host.guest,
    hosted: null,
    game: fixed(any.game),
    close: () => game.close(),
    [PAIRING]: { role: 'host', game },
  };
  return play;
}

export function offlineGuestPlay(game: OfflineGuestGame): NetPlay {
  const play: WithPairing = {
    role: 'guest',
    pairing: 'qr',
    client: game.client,
    battle: () => guestSessionFor(game.client, samuraiNet),
    companion: () => guestSessionFor(game.client, companionNet),
    shogun: () => guestSessionFor(game.client, shogunNet),
    shogunCompanion: () => guestSessionFor(game.client, shogunCompanionNet),
    code: game.room,
    saveId: null,
    presence: null,
    hosted: null,
    game: game.client.game,
    // No `reconnect`: without a server the phones can only pair again with new codes.
    close: () => game.close(),
    [PAIRING]: { role: 'guest', game },
  };
  return play;
}

/** Creates the save of a new game paired by QR codes (a battle unless `game` says companion). */
export async function startOfflineHosting(o: {
  /** A battle played on both phones (default), or a companion game for the physical board. */
  game?: NetGameKind;
  setup: Setup;
  seed: number;
  hostSeat: Side;
}): Promise<NetPlay> {
  const base = { setup: o.setup, seed: o.seed, hostSeat: o.hostSeat };
  if (o.game === 'companion') {
    return offlineHostPlay({
      game: 'companion',
      hosted: await createOfflineHostSession({ ...base, game: companionNet }),
    });
  }
  return offlineHostPlay({
    game: 'samurai-battles',
    hosted: await createOfflineHostSession({ ...base, setup: withPrivacy(o.setup) }),
  });
}

/** Creates the save of a new Shogun table paired by QR codes: each guest phone pairs by its own exchange. */
export async function startOfflineShogun(o: ShogunHostChoice): Promise<NetPlay> {
  const any = { game: 'shogun' as const, hosted: await createOfflineHostSession(shogunHostOptions(o)) };
  return withHostComputers(offlineHostPlay(any), any);
}

/** Creates the save of a new companion table for the physical Shogun paired by QR codes. */
export async function startOfflineShogunCompanion(o: ShogunCompanionHostChoice): Promise<NetPlay> {
  return offlineHostPlay({
    game: 'shogun-companion',
    hosted: await createOfflineHostSession(shogunCompanionHostOptions(o)),
  });
}

/** Reopens a save hosted with QR pairing (isOfflineHostSave), of either game: a new offer is shown. */
export async function resumeOfflineHosting(saveId: string): Promise<NetPlay> {
  const any = await resumeAnyOfflineHostSession(saveId);
  return withHostComputers(offlineHostPlay(any), any);
}

/** Joins the game of a host's offer code; throws PairingCodeError or PairingError. */
export async function joinOfflinePlay(offerCode: string): Promise<NetPlay> {
  return offlineGuestPlay(await joinOffline(offerCode));
}

/**
 * Offers QR pairing for a game hosted through a signaling server (its phones lost the internet):
 * the same host session and room code, so a guest phone that joined through the server keeps its
 * seat. close() stops offering; a connection made stays with the game.
 */
export function pairHostedGame(play: NetPlay): HostPairingControl | null {
  const hosted = play.hosted;
  return hosted ? createHostPairing(hosted.host, hosted.code) : null;
}
