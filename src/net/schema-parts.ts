// Valibot pieces shared by the message schemas (schema.ts) and the games' view schemas (games/*):
// numbers, names and the prompt every view carries.

import * as v from 'valibot';

/** Counts and revisions: whole numbers a game never comes near the end of. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000));
/** Random secrets and ids made by the phones: URL-safe characters. */
export const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
/** A save's id, or a game module's id. */
export const GameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
/** A hash-chain link, a tip or a commitment of the dice protocol: 64 hex digits (src/net/dice). */
export const Link = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** A seat's name before the game is known (each game then checks its own seats). */
export const SeatName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/));

/** The seats of a game. */
export function seatSchema(seats: readonly string[]) {
  return v.picklist(seats as [string, ...string[]]);
}

/** Who decides, at which point, and (for the viewer who decides) the legal actions. */
export function promptSchema(seats: readonly string[], action: v.GenericSchema) {
  return v.nullable(
    v.strictObject({
      seat: seatSchema(seats),
      point: v.pipe(v.string(), v.maxLength(80)),
      actions: v.nullable(v.pipe(v.array(action), v.maxLength(5000))),
    }),
  );
}
