// What a host save remembers about its room, so a reloaded host reopens the same room and
// recognises the same guest phone. Kept in the save header's `extra.net` (src/store).

import * as v from 'valibot';
import { SIDES, type Side } from '../games/samurai-battles/types';
import { type SignalSettings, SignalSettingsSchema } from './signal';

export interface RoomRecord {
  code: string;
  /** The host's secret on the signaling server (lets a reloaded host take its code back at once). */
  peerToken: string;
  hostSeat: Side;
  /** The guest phone holding the guest seat, or null while it is free. */
  guestToken: string | null;
  signal: SignalSettings;
}

const Secret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

export const RoomRecordSchema = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[23456789A-HJKMNP-Z]{6}$/)),
  peerToken: Secret,
  hostSeat: v.picklist(SIDES),
  guestToken: v.nullable(Secret),
  signal: SignalSettingsSchema,
});

/** The host's seat for a room record (every game here seats top and bottom); throws otherwise. */
export function seatOfRoom(seat: string): Side {
  if (seat !== 'top' && seat !== 'bottom')
    throw new Error(`a two-phone game seats top and bottom, not ${seat}`);
  return seat;
}

/** The room of a host save's `extra`, or null when there is none (or it is damaged). */
export function roomOf(extra: Record<string, unknown> | undefined): RoomRecord | null {
  const r = v.safeParse(RoomRecordSchema, extra?.net);
  return r.success ? (r.output as RoomRecord) : null;
}
