// What the UI sees of a two-phone game, the same on both phones: the view of its own seat, the
// log, the connection, and a way to act. Plain subscribe/get values (readable.ts), so the UI can
// wrap them in whatever it uses (Solid: `from(client.view)`). The type parameters are the game's
// action, view, event and seat (net-game.ts); they default to Samurai Battles.

import type { Action, GameEvent, GameView, Side } from '../games/samurai-battles/index';
import type { NetTypes } from './net-game';
import type { LogEntry, ProtocolErrorCode, RefusalReason } from './protocol';
import type { Readable } from './readable';

/**
 * - host: 'waiting' (nobody joined yet), 'connected', 'away' (the guest dropped; its seat waits),
 *   'failed' (the game could not be saved: reopen it), 'closed';
 * - guest: 'connecting', 'connected', 'reconnecting', 'refused' (the host will not take this phone,
 *   or showed dice that fail the check, notice code 'tampered': see the notice), 'closed'.
 */
export type ConnectionStatus =
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'away'
  | 'refused'
  | 'failed'
  | 'closed';

/** Why sendAction did not play the action. */
export type SendFailure = RefusalReason | 'offline' | 'closed';

export type SendOutcome = { ok: true } | { ok: false; reason: SendFailure; message: string; detail: string };

/** Something the player should read: a refused action or a connection problem. */
export interface NetNotice {
  kind: 'refused' | 'connection' | 'save';
  code: SendFailure | ProtocolErrorCode | 'unreachable' | 'no-host' | 'signal' | 'tampered';
  /** A sentence for the player. */
  message: string;
  /** Technical detail (for a "more" line or the console). */
  detail: string;
}

export interface NetClient<A = Action, V = GameView, E = GameEvent, Seat extends string = Side> {
  readonly role: 'host' | 'guest';
  /** The seat this phone plays (null on a guest until the host has answered). */
  readonly seat: Readable<Seat | null>;
  /** The game as this seat may see it (null on a guest until the host has answered). */
  readonly view: Readable<V | null>;
  /** What each action did, as this seat may see it, in order. */
  readonly log: Readable<readonly LogEntry<E, Seat>[]>;
  readonly status: Readable<ConnectionStatus>;
  /** The latest notice, until dismissed or replaced. */
  readonly notice: Readable<NetNotice | null>;
  /**
   * Plays an action of this phone's seat, normally one of view.prompt.actions. Resolves once the
   * host has applied and saved it (the view is already updated then) or refused it (the notice is
   * set too).
   */
  sendAction(action: A): Promise<SendOutcome>;
  /**
   * The client of another seat this device plays (a host may play several seats on one device),
   * or null when this device does not play `seat`. A phone's own seat gives this client.
   */
  forSeat(seat: Seat): NetClient<A, V, E, Seat> | null;
  dismissNotice(): void;
  close(): void;
}

const REFUSAL_TEXT: Record<SendFailure, string> = {
  'wrong-seat': 'That is the other army’s decision, not yours.',
  stale: 'The game moved on before your choice arrived. Look at the board again and choose.',
  duplicate: 'That choice was already received.',
  'not-your-decision': 'It is not your decision right now: wait for your opponent.',
  'illegal-action': 'That is not allowed at this moment.',
  'game-over': 'The battle is over.',
  'malformed-action': 'The host could not read that choice.',
  'save-failed': 'The host phone could not save the game, so the game is paused.',
  'internal-error': 'The host phone hit an error in the rules and undid that choice.',
  'no-roll': 'A roll needs every phone, and one did not answer. Try again once all are connected.',
  offline: 'Not connected to the other phone: wait for the connection to come back.',
  closed: 'This game was closed.',
};

export function refusalText(reason: SendFailure): string {
  return REFUSAL_TEXT[reason];
}

const ERROR_TEXT: Record<ProtocolErrorCode, string> = {
  version: 'The two phones run different versions of Kassen. Update both and try again.',
  'not-text': 'The other phone sent something unreadable.',
  'too-large': 'The other phone sent a message that was too large.',
  'not-json': 'The other phone sent something unreadable.',
  malformed: 'The other phone sent a message this version does not understand.',
  'rate-limited': 'Too many messages at once; some were ignored.',
  'not-joined': 'The host has not accepted this phone yet.',
  'already-joined': 'This phone had already joined.',
  'seat-taken': 'Every seat of this game is taken by another phone. The host can free a seat.',
  replaced: 'This game was opened on another phone or tab, or the host freed the seat.',
  closing: 'The host closed the game.',
  'too-many-errors': 'The connection was closed after too many unreadable messages.',
  timeout: 'The other phone stopped answering.',
  'unknown-game':
    'The host phone is playing a game this version of Kassen does not have. Update both phones.',
};

export function protocolErrorText(code: ProtocolErrorCode): string {
  return ERROR_TEXT[code];
}

/** The guest's notice when the host's dice fail the check (docs/net.md "Dice"). */
export const TAMPERED_TEXT =
  'The host phone showed dice that its values and this phone’s do not give. The game stops here: it cannot be trusted.';

/** The client of a game of types `T` (net-game.ts). */
export type ClientOf<T extends NetTypes> = NetClient<T['action'], T['view'], T['event'], T['seat']>;
