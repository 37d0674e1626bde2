// The messages between the host phone (which runs the rules) and the guest phone. Every message is
// one JSON object with the protocol version `v` and its type `t`. docs/net.md describes the
// exchange; schema.ts checks every incoming message against these shapes. The messages are the
// same for every game (net-game.ts); the type parameters default to Samurai Battles.

import type { Action, GameEvent, GameView, Side } from '../games/samurai-battles/index';

/**
 * 2: the welcome names the game module (`module`), so a phone can tell which game it joined.
 * 3: quiet pauses (`update.quiet`, `welcome.quiet`, `wait`, `quiet-done`).
 * 4: any number of seats (the hello may ask for a seat; one guest per seat the host does not play),
 *    and no quiet pauses: the engine offers a real pass decision instead (docs/net.md).
 * 5: dice neither phone can bias (`hello.dice`, `draw`, `reveal`, `update.dice`; docs/net.md "Dice").
 */
export const PROTOCOL_VERSION = 5;

type Envelope<T extends string> = { v: typeof PROTOCOL_VERSION; t: T };

// Guest -> host.

/** First message on every connection: who the guest is and how much of the log it already holds. */
export interface HelloMessage extends Envelope<'hello'> {
  /** The guest's secret, chosen by the guest phone and kept across reloads; the host binds its seat to it. */
  token: string;
  /** The game (the host's save id) the guest's log belongs to (absent on a first join). */
  game?: string;
  /** The game module of that log, e.g. 'companion' (absent on a first join). */
  module?: string;
  /** Number of log entries the guest holds (0 on a first join or after a reload). */
  have: number;
  /** The seat a new phone would like (taken only if free; a known token always gets its own seat). */
  seat?: string;
  /** The tip of this connection's hash chain: the guest's commitment to its part of every roll. */
  dice: string;
}

/** "My seat takes this action", made while looking at revision `at`. */
export interface IntentMessage<A = Action, Seat extends string = Side> extends Envelope<'intent'> {
  /** Increases with every intent of this guest; repeated or older numbers are ignored. */
  seq: number;
  seat: Seat;
  /** The revision (number of actions played) of the view the guest decided on. */
  at: number;
  action: A;
}

export interface PingMessage extends Envelope<'ping'> {
  n: number;
}

/** The guest's part of roll `n`: the next link of its chain, sent once the host fixed the action. */
export interface RevealMessage extends Envelope<'reveal'> {
  n: number;
  link: string;
}

export type GuestMessage<A = Action, Seat extends string = Side> =
  | HelloMessage
  | IntentMessage<A, Seat>
  | PingMessage
  | RevealMessage;

// Host -> guest.

/** What one action did, as one seat may see it (index = the action's place in the game's log). */
export interface LogEntry<E = GameEvent, Seat extends string = Side> {
  index: number;
  /** The seat that acted. */
  seat: Seat;
  events: E[];
}

/** Why the host refused an intent. The UI shows refusalText(reason). */
export const REFUSAL_REASONS = [
  'wrong-seat',
  'stale',
  'duplicate',
  'not-your-decision',
  'illegal-action',
  'game-over',
  'malformed-action',
  'save-failed',
  'internal-error',
  'no-roll',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type IntentResult =
  | { seq: number; ok: true }
  | { seq: number; ok: false; reason: RefusalReason; detail: string };

/** Sent after a hello is accepted: the guest's seat and its full view; log entries follow. */
export interface WelcomeMessage<V = GameView, Seat extends string = Side> extends Envelope<'welcome'> {
  /** The host's id of this game (its save id). */
  game: string;
  /** The game module: 'samurai-battles', 'companion' (net-game.ts). */
  module: string;
  seat: Seat;
  /** Revision = number of actions played. */
  rev: number;
  view: V;
  /** The last intent sequence number the host has processed from this guest (0: none). */
  lastSeq: number;
  /** The outcome of that intent, when the host still knows it. */
  last: IntentResult | null;
  /** The guest keeps its log entries before this index; 'log' messages bring the rest up to rev. */
  logFrom: number;
}

export interface LogMessage<E = GameEvent, Seat extends string = Side> extends Envelope<'log'> {
  from: number;
  entries: LogEntry<E, Seat>[];
}

/**
 * Changes to the guest's view: [path, value] pairs set a top-level key or one entry of a record
 * (units, leaders, players...), and `del` lists the top-level keys and record entries that are gone.
 */
export interface ViewPatch {
  set: [path: [string] | [string, string], value: unknown][];
  del: ([string] | [string, string])[];
}

/** One action was played: the change to the guest's view and the log entry. */
export interface UpdateMessage<E = GameEvent, Seat extends string = Side> extends Envelope<'update'> {
  rev: number;
  patch: ViewPatch;
  entry: LogEntry<E, Seat>;
  /** The guest intent this update answers, when it was the guest's. */
  ack?: number;
  /** The action rolled: the values of roll `dice.n` and the opening of its action's commitment. */
  dice?: DiceOpening;
}

/**
 * "Roll `n` is for the action of revision `rev`; here are the commitments": the host's value
 * (`host`, a hash), every guest seat's chain (its last link revealed, or its tip) and the action
 * (`action`, a hash of seat, action and a nonce). Each guest answers with its next link (reveal).
 */
export interface DrawMessage extends Envelope<'draw'> {
  n: number;
  rev: number;
  host: string;
  seats: Record<string, string>;
  action: string;
}

/** What opens a draw's commitments: the host's value, each seat's link, and the action rolled. */
export interface DiceOpening {
  n: number;
  host: string;
  seats: Record<string, string>;
  action: unknown;
  nonce: string;
}

export interface RejectedMessage extends Envelope<'rejected'> {
  seq: number;
  reason: RefusalReason;
  detail: string;
}

/** Problems with the connection or a message itself (not with a game action). */
export const ERROR_CODES = [
  'version',
  'not-text',
  'too-large',
  'not-json',
  'malformed',
  'rate-limited',
  'not-joined',
  'already-joined',
  'seat-taken',
  'replaced',
  'closing',
  'too-many-errors',
  'timeout',
  'unknown-game',
] as const;
export type ProtocolErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorMessage extends Envelope<'error'> {
  code: ProtocolErrorCode;
  detail: string;
}

export interface PongMessage extends Envelope<'pong'> {
  n: number;
}

export type HostMessage<V = GameView, E = GameEvent, Seat extends string = Side> =
  | WelcomeMessage<V, Seat>
  | LogMessage<E, Seat>
  | UpdateMessage<E, Seat>
  | RejectedMessage
  | ErrorMessage
  | PongMessage
  | DrawMessage;

/** Error codes after which the guest must not reconnect on its own (the player has to act). */
export const FATAL_ERRORS: ReadonlySet<ProtocolErrorCode> = new Set([
  'version',
  'seat-taken',
  'replaced',
  'unknown-game',
]);

type Body<M> = M extends unknown ? Omit<M, 'v'> : never;

/** The JSON text of a message (adds the version). */
export function encode(
  message: Body<GuestMessage<unknown, string>> | Body<HostMessage<unknown, unknown, string>>,
): string {
  return JSON.stringify({ v: PROTOCOL_VERSION, ...message });
}
