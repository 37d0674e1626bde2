// What a host save remembers about its room, so a reloaded host reopens the same room and
// recognises the same guest phones. Kept in the save header's `extra.net` (src/store).
//
// Protocol 3 and before kept one guest (`hostSeat`, `guestToken`): every game then seated top and
// bottom, so such a record reads as the host on `hostSeat` and its one guest on the other side.

import * as v from 'valibot';
import { SIDES } from '../games/samurai-battles/types';
import { SeatName, Token } from './schema-parts';
import { type SignalSettings, SignalSettingsSchema } from './signal';

export interface RoomRecord {
  code: string;
  /** The host's secret on the signaling server (lets a reloaded host take its code back at once). */
  peerToken: string;
  /** The seats played on the host device (at least one). */
  localSeats: string[];
  /** The guest phone (its token) of each seat that has one; a seat missing here is free. */
  guests: Record<string, string>;
  signal: SignalSettings;
}

const Code = v.pipe(v.string(), v.regex(/^[23456789A-HJKMNP-Z]{6}$/));

export const RoomRecordSchema = v.strictObject({
  code: Code,
  peerToken: Token,
  localSeats: v.pipe(v.array(SeatName), v.minLength(1), v.maxLength(16)),
  guests: v.record(SeatName, Token),
  signal: SignalSettingsSchema,
});

/** The room record of protocol 3 and before: one host seat, one guest. */
const OldRoomRecordSchema = v.strictObject({
  code: Code,
  peerToken: Token,
  hostSeat: v.picklist(SIDES),
  guestToken: v.nullable(Token),
  signal: SignalSettingsSchema,
});

/**
 * The room of a host save's `extra`, or null when there is none (or it is damaged). An old record
 * (one guest) is read as today's; the next write of the room stores it in today's shape.
 */
export function roomOf(extra: Record<string, unknown> | undefined): RoomRecord | null {
  const r = v.safeParse(RoomRecordSchema, extra?.net);
  if (r.success) return r.output;
  const old = v.safeParse(OldRoomRecordSchema, extra?.net);
  if (!old.success) return null;
  const { hostSeat, guestToken, ...rest } = old.output;
  const guestSeat = hostSeat === 'top' ? 'bottom' : 'top';
  return { ...rest, localSeats: [hostSeat], guests: guestToken ? { [guestSeat]: guestToken } : {} };
}
