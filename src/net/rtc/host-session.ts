// The host phone of a game paired by QR codes: the same host session as over PeerJS (host.ts,
// with the save of store-persistence.ts), fed by WebRTC connections made from offer and answer
// codes (host-pairing.ts) instead of a signaling server. Whenever the guest is not connected the
// host has an offer ready to show; the host session gives a returning guest phone its seat back
// (its secret token, identity.ts). Any net game plays this way: a battle (the default) or a
// companion game (`game: companionNet`); a reopened save names its game in its header.

import type { CompanionAction } from '../../games/companion/actions';
import type { CompanionEvent } from '../../games/companion/events';
import type { CompanionSetup, CompanionView } from '../../games/companion/index';
import type {
  Action,
  GameEvent,
  GameState,
  GameView,
  Setup as SamuraiSetup,
  Side,
} from '../../games/samurai-battles/index';
import { loadSave } from '../../store/index';
import type { NetClient } from '../client';
import { companionNet } from '../games/companion';
import { orSamurai, samuraiNet } from '../games/samurai';
import type { HostSession } from '../host';
import { type HostTuning, hostOfSave } from '../host-of-save';
import type { NetGame } from '../net-game';
import type { QuietPrivacy } from '../quiet';
import { type RoomRecord, seatOfRoom } from '../room';
import { newRoomCode, newSecret } from '../room-code';
import { PUBLIC_SIGNAL } from '../signal';
import { createHostSave, hostSaveOf, type OpenedHostSave } from '../store-persistence';
import { createHostPairing, type HostPairingControl } from './host-pairing';
import { isOfflineHostSave, OFFLINE_PAIRING } from './offline-save';
import type { RtcOptions } from './pairing';

export interface OfflineHostTuning extends HostTuning {
  rtc?: Partial<RtcOptions>;
}

export interface OfflineHostOptions<
  S = GameState,
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
> extends OfflineHostTuning {
  /** The game (default Samurai Battles; companionNet for companion mode). */
  game?: NetGame<S, A, V, E, Seat, Setup>;
  setup: Setup;
  seed: number;
  /** The seat the host player commands; the guest gets the other. */
  hostSeat: Seat;
  /** The save's title (default: the battle's). */
  title?: string;
  /** Quiet pauses for the whole game (docs/net.md "Quiet pauses"); default 'when-able' (none). */
  privacy?: QuietPrivacy;
}

export interface OfflineHostGame<
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
> extends HostPairingControl {
  /** The host player's game: same shape as the guest's client. */
  readonly client: NetClient<A, V, E, Seat>;
  readonly host: HostSession<A, V, E, Seat, Setup>;
  /** The game being played: its module id ('samurai-battles', 'companion'). */
  readonly game: string;
  /** The game's room code: every offer carries it. */
  readonly room: string;
  /** The save's id (resumeOfflineHostSession(saveId) after a reload). */
  readonly saveId: string;
  /** Frees the guest seat for another phone (the guest's phone was lost or replaced). */
  releaseSeat(): Promise<void>;
  /** Leaves the game on this phone (the save stays). */
  close(): void;
}

/** A companion game paired by QR codes, on the host phone. */
export type CompanionOfflineHostGame = OfflineHostGame<
  CompanionAction,
  CompanionView,
  CompanionEvent,
  Side,
  CompanionSetup
>;

/** A reopened game paired by QR codes, told apart by `game` (the module id its save names). */
export type AnyOfflineHostGame =
  | { game: 'samurai-battles'; hosted: OfflineHostGame }
  | { game: 'companion'; hosted: CompanionOfflineHostGame };

function assemble<S, A, V, E, Seat extends string, Setup>(
  net: NetGame<S, A, V, E, Seat, Setup>,
  opened: OpenedHostSave<S, A, E, Seat, Setup>,
  tuning: OfflineHostTuning,
): OfflineHostGame<A, V, E, Seat, Setup> {
  const record = opened.persistence.room;
  const host = hostOfSave(net, opened, tuning);
  const offering = createHostPairing(host, record.code, tuning.rtc);
  const game: OfflineHostGame<A, V, E, Seat, Setup> = {
    client: host.client,
    host,
    game: net.id,
    room: record.code,
    saveId: opened.game.id,
    pairing: offering.pairing,
    newOffer: offering.newOffer,
    acceptAnswer: offering.acceptAnswer,
    releaseSeat: () => host.releaseSeat(),
    close() {
      offering.close();
      host.close();
      opened.persistence.save.close();
    },
  };
  // Another tab of this device took the save over and hosts the game now: let the room go.
  opened.persistence.onTakenOver(() => game.close());
  return game;
}

/**
 * Starts a new two-phone game paired by QR codes on this (host) phone: creates its save and makes
 * the first offer (see `pairing`). `game` defaults to Samurai Battles. Throws the store's
 * SaveError when the save cannot be created.
 */
export async function createOfflineHostSession<
  S = GameState,
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
>(opts: OfflineHostOptions<S, A, V, E, Seat, Setup>): Promise<OfflineHostGame<A, V, E, Seat, Setup>> {
  const net = orSamurai(opts.game);
  const state = net.module.setup(opts.setup, opts.seed);
  const record: RoomRecord = {
    code: newRoomCode(),
    // Unused without a signaling server; the room record requires one.
    peerToken: newSecret(),
    hostSeat: seatOfRoom(opts.hostSeat),
    guestToken: null,
    signal: PUBLIC_SIGNAL,
  };
  const opened = await createHostSave(opts.setup, opts.seed, state, record, opts.title, net, opts.privacy);
  const save = opened.persistence.save;
  await save.setExtra({ ...save.header().extra, pairing: OFFLINE_PAIRING });
  return assemble(net, opened, opts);
}

const NOT_OFFLINE = 'This save is a two-phone game paired through a server, not by QR codes.';

/**
 * Opens a saved game paired by QR codes again (after a reload): the host shows a new offer, and
 * the guest phone that held the seat gets it back when it pairs again. `game` is the save's game
 * (default Samurai Battles); a save of another game is refused. resumeAnyOfflineHostSession reads
 * the game from the save.
 */
export async function resumeOfflineHostSession<
  S = GameState,
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
>(
  saveId: string,
  tuning: OfflineHostTuning & { game?: NetGame<S, A, V, E, Seat, Setup> } = {},
): Promise<OfflineHostGame<A, V, E, Seat, Setup>> {
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
  if (loaded.header.game === companionNet.id) {
    return { game: 'companion', hosted: assemble(companionNet, hostSaveOf(loaded, companionNet), tuning) };
  }
  return { game: 'samurai-battles', hosted: assemble(samuraiNet, hostSaveOf(loaded, samuraiNet), tuning) };
}
