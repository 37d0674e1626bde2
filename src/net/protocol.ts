// The messages between the host phone (which runs the rules) and the guest phone. Every message is
// one JSON object with the protocol version `v` and its type `t`. docs/net.md describes the
// exchange; schema.ts checks every incoming message against these shapes.

import type { Action, GameEvent, GameView, Side } from '../games/samurai-battles/index';

export const PROTOCOL_VERSION = 1;

type Envelope<T extends string> = { v: typeof PROTOCOL_VERSION; t: T };

// Guest -> host.

/** First message on every connection: who the guest is and how much of the log it already holds. */
export interface HelloMessage extends Envelope<'hello'> {
  /** The guest's secret, chosen by the guest phone and kept across reloads; the host binds its seat to it. */
  token: string;
  /** The game the guest's log belongs to (absent on a first join). */
  game?: string;
  /** Number of log entries the guest holds (0 on a first join or after a reload). */
  have: number;
}

/** "My seat takes this action", made while looking at revision `at`. */
export interface IntentMessage extends Envelope<'intent'> {
  /** Increases with every intent of this guest; repeated or older numbers are ignored. */
  seq: number;
  seat: Side;
  /** The revision (number of actions played) of the view the guest decided on. */
  at: number;
  action: Action;
}

export interface PingMessage extends Envelope<'ping'> {
  n: number;
}

export type GuestMessage = HelloMessage | IntentMessage | PingMessage;

// Host -> guest.

/** What one action did, as one seat may see it (index = the action's place in the game's log). */
export interface LogEntry {
  index: number;
  /** The seat that acted. */
  seat: Side;
  events: GameEvent[];
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
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type IntentResult =
  | { seq: number; ok: true }
  | { seq: number; ok: false; reason: RefusalReason; detail: string };

/** Sent after a hello is accepted: the guest's seat and its full view; log entries follow. */
export interface WelcomeMessage extends Envelope<'welcome'> {
  game: string;
  seat: Side;
  /** Revision = number of actions played. */
  rev: number;
  view: GameView;
  /** The last intent sequence number the host has processed from this guest (0: none). */
  lastSeq: number;
  /** The outcome of that intent, when the host still knows it. */
  last: IntentResult | null;
  /** The guest keeps its log entries before this index; 'log' messages bring the rest up to rev. */
  logFrom: number;
}

export interface LogMessage extends Envelope<'log'> {
  from: number;
  entries: LogEntry[];
}

/**
 * Changes to the guest's view: [path, value] pairs set a top-level key or one entry of a record
 * (units, leaders, players...), and `del` lists record entries that are gone.
 */
export interface ViewPatch {
  set: [path: [string] | [string, string], value: unknown][];
  del: [string, string][];
}

/** One action was played: the change to the guest's view and the log entry. */
export interface UpdateMessage extends Envelope<'update'> {
  rev: number;
  patch: ViewPatch;
  entry: LogEntry;
  /** The guest intent this update answers, when it was the guest's. */
  ack?: number;
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
] as const;
export type ProtocolErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorMessage extends Envelope<'error'> {
  code: ProtocolErrorCode;
  detail: string;
}

export interface PongMessage extends Envelope<'pong'> {
  n: number;
}

export type HostMessage =
  | WelcomeMessage
  | LogMessage
  | UpdateMessage
  | RejectedMessage
  | ErrorMessage
  | PongMessage;

/** Error codes after which the guest must not reconnect on its own (the player has to act). */
export const FATAL_ERRORS: ReadonlySet<ProtocolErrorCode> = new Set(['version', 'seat-taken', 'replaced']);

type Body<M> = M extends unknown ? Omit<M, 'v'> : never;

/** The JSON text of a message (adds the version). */
export function encode(message: Body<GuestMessage> | Body<HostMessage>): string {
  return JSON.stringify({ v: PROTOCOL_VERSION, ...message });
}
