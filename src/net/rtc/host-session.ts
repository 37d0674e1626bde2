// The host phone of a game paired by QR codes: the same host session as over PeerJS (host.ts,
// with the save of store-persistence.ts), fed by WebRTC connections made from offer and answer
// codes (host-pairing.ts) instead of a signaling server. Whenever a guest seat has no connection
// the host has an offer ready to show, one exchange per guest phone; the host session gives a
// returning guest phone its seat back (its secret token, identity.ts). What it shares with the
// PeerJS host (index.ts) is in hosting.ts. Any net game plays this way: a battle (the default) or a
// companion game (`game: companionNet`); a reopened save names its game in its header.

import { loadSave } from '../../store/index';
import type { CompanionNetTypes } from '../games/companion';
import { orSamurai, type SamuraiNetTypes } from '../games/samurai';
import type { ShogunNetTypes } from '../games/shogun';
import type { ShogunCompanionNetTypes } from '../games/shogun-companion';
import type { HostTuning } from '../host-of-save';
import { byGame, type Hosted, hostedOf, type NewHostedGame, saveNewGame, startGame } from '../hosting';
import type { NetGame, NetTypes } from '../net-game';
import { PUBLIC_SIGNAL } from '../signal';
import { hostSaveOf, type OpenedHostSave } from '../store-persistence';
import { createHostPairing, type HostPairingControl } from './host-pairing';
import { isOfflineHostSave, OFFLINE_PAIRING } from './offline-save';
import type { RtcOptions } from './pairing';

export interface OfflineHostTuning extends HostTuning {
  rtc?: Partial<RtcOptions>;
}

export interface OfflineHostOptions<T extends NetTypes = SamuraiNetTypes>
  extends OfflineHostTuning,
    NewHostedGame<T> {}

/** A game paired by QR codes: the host session, and an offer ready for a guest phone to scan. */
export interface OfflineHostGame<T extends NetTypes = SamuraiNetTypes> extends Hosted<T>, HostPairingControl {
  /** The game's room code: every offer carries it. */
  readonly room: string;
}

/** A companion game paired by QR codes, on the host phone. */
export type CompanionOfflineHostGame = OfflineHostGame<CompanionNetTypes>;

/** A reopened game paired by QR codes, told apart by `game` (the module id its save names). */
export type AnyOfflineHostGame =
  | { game: 'samurai-battles'; hosted: OfflineHostGame }
  | { game: 'companion'; hosted: CompanionOfflineHostGame }
  | { game: 'shogun'; hosted: ShogunOfflineHostGame }
  | { game: 'shogun-companion'; hosted: OfflineHostGame<ShogunCompanionNetTypes> };

/** A Shogun game paired by QR codes (one exchange per guest seat), on the host device. */
export type ShogunOfflineHostGame = OfflineHostGame<ShogunNetTypes>;

function assemble<T extends NetTypes>(
  net: NetGame<T>,
  opened: OpenedHostSave<T>,
  tuning: OfflineHostTuning,
): OfflineHostGame<T> {
  const code = opened.persistence.room.code;
  const [hosted, made] = hostedOf(net, opened, tuning, (host) => {
    const offering = createHostPairing(host, code, tuning.rtc);
    return { ...offering, stop: () => offering.close() };
  });
  return {
    ...hosted,
    room: code,
    pairing: made.pairing,
    newOffer: made.newOffer,
    acceptAnswer: made.acceptAnswer,
  };
}

/**
 * Starts a new game paired by QR codes on this (host) device: creates its save and makes the
 * first offer (see `pairing`). `game` defaults to Samurai Battles. Throws the store's SaveError
 * when the save cannot be created.
 */
export async function createOfflineHostSession<T extends NetTypes = SamuraiNetTypes>(
  opts: OfflineHostOptions<T>,
): Promise<OfflineHostGame<T>> {
  // The signaling server and the server secret go unused without a server; the record holds them.
  const { net, state, room } = startGame(opts, PUBLIC_SIGNAL);
  const opened = await saveNewGame(opts, net, state, room());
  const save = opened.persistence.save;
  await save.setExtra({ ...save.header().extra, pairing: OFFLINE_PAIRING });
  return assemble(net, opened, opts);
}

const NOT_OFFLINE = 'This save is a two-phone game paired through a server, not by QR codes.';

/**
 * Opens a saved game paired by QR codes again (after a reload): the host shows a new offer, and
 * each guest phone that held a seat gets it back when it pairs again. `game` is the save's game
 * (default Samurai Battles); a save of another game is refused. resumeAnyOfflineHostSession reads
 * the game from the save.
 */
export async function resumeOfflineHostSession<T extends NetTypes = SamuraiNetTypes>(
  saveId: string,
  tuning: OfflineHostTuning & { game?: NetGame<T> } = {},
): Promise<OfflineHostGame<T>> {
  const loaded = await loadSave(saveId);
  // Checked before the save is continued, so a refused save is left as it was.
  if (!isOfflineHostSave(loaded.header.extra)) throw new Error(NOT_OFFLINE);
  const net = orSamurai(tuning.game);
  return assemble(net, hostSaveOf(loaded, net), tuning);
}

/**
 * Opens a saved game paired by QR codes again, whichever game its header names (a reloaded host
 * phone and the saves list do not know it beforehand): as resumeOfflineHostSession.
 */
export async function resumeAnyOfflineHostSession(
  saveId: string,
  tuning: OfflineHostTuning = {},
): Promise<AnyOfflineHostGame> {
  const loaded = await loadSave(saveId);
  if (!isOfflineHostSave(loaded.header.extra)) throw new Error(NOT_OFFLINE);
  return byGame(loaded, {
    battle: (net, opened) => assemble(net, opened, tuning),
    companion: (net, opened) => assemble(net, opened, tuning),
    shogun: (net, opened) => assemble(net, opened, tuning),
    shogunCompanion: (net, opened) => assemble(net, opened, tuning),
  });
}
