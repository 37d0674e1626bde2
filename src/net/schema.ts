// Schemas of every message that arrives from the other phone. The host checks guest messages
// strictly against its game's seats and action shapes (they decide what reaches the engine). The
// guest does not know the game before the first welcome: it checks the host's envelope first
// (HostEnvelopeSchema), then the welcome's view against the game the welcome names.

import * as v from 'valibot';
import { ActionSchema } from './action-schema';
import { samuraiNet } from './games/samurai';
import type { AnyNetGame } from './net-game';
import { ERROR_CODES, PROTOCOL_VERSION, REFUSAL_REASONS } from './protocol';
import { Count, GameId, Link, SeatName, seatSchema, Token } from './schema-parts';

const Version = v.literal(PROTOCOL_VERSION);
const Seq = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const Detail = v.pipe(v.string(), v.maxLength(500));

/** The parts of a game the message schemas read. */
type SchemaGame = Pick<AnyNetGame, 'actionSchema' | 'viewSchema'> & { module: { seats: readonly string[] } };

export const HelloSchema = v.strictObject({
  v: Version,
  t: v.literal('hello'),
  token: Token,
  game: v.optional(GameId),
  module: v.optional(GameId),
  have: Count,
  seat: v.optional(SeatName),
  dice: Link,
});

export const PingSchema = v.strictObject({ v: Version, t: v.literal('ping'), n: Count });

function intentSchema(game: SchemaGame) {
  return v.strictObject({
    v: Version,
    t: v.literal('intent'),
    seq: Seq,
    seat: seatSchema(game.module.seats),
    at: Count,
    action: game.actionSchema,
  });
}

export const RevealSchema = v.strictObject({ v: Version, t: v.literal('reveal'), n: Count, link: Link });

/** What the host of `game` accepts from a guest. */
export function guestMessageSchema(game: SchemaGame) {
  return v.variant('t', [HelloSchema, intentSchema(game), PingSchema, RevealSchema]);
}

/** Samurai Battles intents (its action schema, action-schema.ts). */
export const IntentSchema = v.strictObject({
  v: Version,
  t: v.literal('intent'),
  seq: Seq,
  seat: seatSchema(samuraiNet.module.seats),
  at: Count,
  action: ActionSchema,
});

/** What a Samurai Battles host accepts from a guest. */
export const GuestMessageSchema = v.variant('t', [HelloSchema, IntentSchema, PingSchema, RevealSchema]);

// Host -> guest.

const RefusalReason = v.picklist(REFUSAL_REASONS);
const ErrorCode = v.picklist(ERROR_CODES);

/** An event: an object with a known-looking type; the rest is read by the log's describer. */
const EventSchema = v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) });

/** A log entry of any game (the guest checks the seat against its game's seats). */
export const LogEntrySchema = v.strictObject({
  index: Count,
  seat: SeatName,
  events: v.pipe(v.array(EventSchema), v.maxLength(500)),
});

/** The parts of a Samurai Battles view the screen cannot do without (games/samurai.ts). */
export const ViewSchema = samuraiNet.viewSchema;

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
  del: v.array(v.union([v.strictTuple([PathKey]), v.strictTuple([PathKey, PathKey])])),
});

const welcomeEntries = {
  v: Version,
  t: v.literal('welcome'),
  game: GameId,
  module: GameId,
  rev: Count,
  lastSeq: Count,
  last: v.nullable(IntentResultSchema),
  logFrom: Count,
};

/** A welcome of any game: its view is an object, checked further once the game is known. */
const AnyWelcomeSchema = v.strictObject({
  ...welcomeEntries,
  seat: SeatName,
  view: v.looseObject({}),
});

/** A welcome into `game`: its seats and the parts of its view the screen relies on. */
export function welcomeSchema(game: SchemaGame & { id: string }) {
  return v.strictObject({
    ...welcomeEntries,
    module: v.literal(game.id),
    seat: seatSchema(game.module.seats),
    view: game.viewSchema,
  });
}

/** A Samurai Battles welcome. */
export const WelcomeSchema = welcomeSchema(samuraiNet);

/** The host messages after the welcome: the same for every game. */
const AfterWelcome = [
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
    dice: v.optional(
      v.strictObject({
        n: Count,
        host: Link,
        seats: v.record(SeatName, Link),
        action: v.unknown(),
        nonce: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
      }),
    ),
  }),
  v.strictObject({
    v: Version,
    t: v.literal('draw'),
    n: Count,
    rev: Count,
    host: Link,
    seats: v.record(SeatName, Link),
    action: Link,
  }),
  v.strictObject({ v: Version, t: v.literal('rejected'), seq: Seq, reason: RefusalReason, detail: Detail }),
  v.strictObject({ v: Version, t: v.literal('error'), code: ErrorCode, detail: Detail }),
  v.strictObject({ v: Version, t: v.literal('pong'), n: Count }),
] as const;

/** Every host message of any game, as far as it can be checked before the game is known. */
export const HostEnvelopeSchema = v.variant('t', [AnyWelcomeSchema, ...AfterWelcome]);

/** Every host message of a Samurai Battles game. */
export const HostMessageSchema = v.variant('t', [WelcomeSchema, ...AfterWelcome]);
