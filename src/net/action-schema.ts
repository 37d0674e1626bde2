// The shape of every Samurai Battles action (src/games/samurai-battles/flow/actions.ts), checked
// before an intent from the network reaches the engine. Strict objects: an unknown key is refused,
// so what the engine compares with its legal actions is exactly an action and nothing else.

import * as v from 'valibot';
import type { Action } from '../games/samurai-battles/index';

/** Piece, leader and card ids: short printable strings (scenario ids are at most a few dozen characters). */
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\w#:.-]+$/));
/** A hex key "column,row"; half hexes have column -1 or 23. */
const Hex = v.pipe(v.string(), v.maxLength(8), v.regex(/^-?\d{1,2},\d{1,2}$/));

/** A Dragon card's target: a piece, a hex, a card, or a code of the card's own (e.g. "center>left"). */
const Target = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\x21-\x7e]+$/));

const kind = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), ...entries });

const OrderChoiceSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('unit'), unit: Id }),
  v.strictObject({ kind: v.literal('lone-leader'), leader: Id }),
  v.strictObject({ kind: v.literal('detach'), leader: Id }),
]);

export const ActionSchema = v.variant('type', [
  kind('play-card', { card: Id }),
  kind('order', { choice: OrderChoiceSchema }),
  kind('end-orders', {}),
  kind('move', { piece: Id, to: Hex }),
  kind('exit', { piece: Id }),
  kind('hold', { piece: Id }),
  kind('end-movement', {}),
  kind('battle', { unit: Id, target: Hex, mode: v.picklist(['close', 'ranged']) }),
  kind('levy-charge', { units: v.pipe(v.array(Id), v.minLength(1), v.maxLength(6)), target: Hex }),
  kind('end-battles', {}),
  kind('battle-back', { target: Hex }),
  kind('inspire', { leader: Id }),
  kind('no-inspire', {}),
  kind('ignore-flags', { count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(12)) }),
  kind('retreat', { to: Hex }),
  kind('leader-retreat', { to: Hex }),
  kind('seppuku', {}),
  kind('lose-block', { unit: Id }),
  kind('dragon-retreat', { unit: Id }),
  kind('gain-ground', {}),
  kind('stay', {}),
  kind('bonus-combat', { target: Hex }),
  kind('no-bonus', {}),
  kind('play-dragon', { card: Id, target: v.optional(Target) }),
  kind('first-strike', { card: Id }),
  kind('pass', {}),
  kind('keep-card', { card: Id }),
  kind('take-dragon', {}),
  kind('take-honor', {}),
  kind('discard-dragon', { card: Id }),
  kind('keep-dragons', {}),
]);

// The schema and the Action type must describe the same values: a new action type added to the
// engine without a schema entry fails to compile here.
type Parsed = v.InferOutput<typeof ActionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ACTION_SCHEMA_MATCHES: Same<Parsed['type'], Action['type']> = true;
export const PARSED_IS_ACTION: Parsed extends Action ? true : false = true;
