// Schemas of every message that arrives from the other phone. The host checks guest messages
// strictly (they decide what reaches the engine); the guest checks the host's envelope and the
// shape of views and events, which is what its screen relies on.

import * as v from 'valibot';
import { SIDES } from '../games/samurai-battles/types';
import { ActionSchema } from './action-schema';
import { ERROR_CODES, PROTOCOL_VERSION, REFUSAL_REASONS } from './protocol';

const Version = v.literal(PROTOCOL_VERSION);
const Side = v.picklist(SIDES);
/** Counts and revisions: whole numbers a game never comes near the end of. */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));
const Seq = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
/** Random secrets and ids made by the phones: URL-safe characters. */
const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
const GameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const Detail = v.pipe(v.string(), v.maxLength(500));

export const HelloSchema = v.strictObject({
  v: Version,
  t: v.literal('hello'),
  token: Token,
  game: v.optional(GameId),
  have: Count,
});

export const IntentSchema = v.strictObject({
  v: Version,
  t: v.literal('intent'),
  seq: Seq,
  seat: Side,
  at: Count,
  action: ActionSchema,
});

export const PingSchema = v.strictObject({ v: Version, t: v.literal('ping'), n: Count });

export const GuestMessageSchema = v.variant('t', [HelloSchema, IntentSchema, PingSchema]);

// Host -> guest.

const RefusalReason = v.picklist(REFUSAL_REASONS);
const ErrorCode = v.picklist(ERROR_CODES);

/** An event: an object with a known-looking type; the rest is read by the log's describer. */
const EventSchema = v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) });

export const LogEntrySchema = v.strictObject({
  index: Count,
  seat: Side,
  events: v.pipe(v.array(EventSchema), v.maxLength(500)),
});

const PromptSchema = v.nullable(
  v.strictObject({
    seat: Side,
    point: v.pipe(v.string(), v.maxLength(80)),
    actions: v.nullable(v.pipe(v.array(ActionSchema), v.maxLength(5000))),
  }),
);

const PlayerViewSchema = v.looseObject({
  name: v.string(),
  hand: v.nullable(v.array(v.string())),
  handCount: Count,
  dragonHand: v.nullable(v.array(v.string())),
  dragonCount: Count,
  honor: Count,
  banners: Count,
});

/** The parts of a view the screen cannot do without; the rest is trusted to the host. */
export const ViewSchema = v.looseObject({
  game: v.literal('samurai-battles'),
  viewer: Side,
  turn: Count,
  active: Side,
  terrain: v.record(v.string(), v.looseObject({ t: v.string() })),
  units: v.record(v.string(), v.looseObject({ id: v.string(), side: Side, hex: v.string(), blocks: Count })),
  leaders: v.record(v.string(), v.looseObject({ id: v.string(), side: Side, hex: v.string() })),
  players: v.strictObject({ top: PlayerViewSchema, bottom: PlayerViewSchema }),
  prompt: PromptSchema,
  winner: v.nullable(Side),
  actionCount: Count,
});

const IntentResultSchema = v.variant('ok', [
  v.strictObject({ seq: Seq, ok: v.literal(true) }),
  v.strictObject({ seq: Seq, ok: v.literal(false), reason: RefusalReason, detail: Detail }),
]);

const PathKey = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((k) => k !== '__proto__' && k !== 'constructor' && k !== 'prototype', 'reserved key'),
);

export const PatchSchema = v.strictObject({
  set: v.array(
    v.strictTuple([v.union([v.strictTuple([PathKey]), v.strictTuple([PathKey, PathKey])]), v.unknown()]),
  ),
  del: v.array(v.strictTuple([PathKey, PathKey])),
});

export const WelcomeSchema = v.strictObject({
  v: Version,
  t: v.literal('welcome'),
  game: GameId,
  seat: Side,
  rev: Count,
  view: ViewSchema,
  lastSeq: Count,
  last: v.nullable(IntentResultSchema),
  logFrom: Count,
});

export const HostMessageSchema = v.variant('t', [
  WelcomeSchema,
  v.strictObject({
    v: Version,
    t: v.literal('log'),
    from: Count,
    entries: v.pipe(v.array(LogEntrySchema), v.maxLength(20_000)),
  }),
  v.strictObject({
    v: Version,
    t: v.literal('update'),
    rev: Count,
    patch: PatchSchema,
    entry: LogEntrySchema,
    ack: v.optional(Seq),
  }),
  v.strictObject({ v: Version, t: v.literal('rejected'), seq: Seq, reason: RefusalReason, detail: Detail }),
  v.strictObject({ v: Version, t: v.literal('error'), code: ErrorCode, detail: Detail }),
  v.strictObject({ v: Version, t: v.literal('pong'), n: Count }),
]);
