// Who gets the tablet next, read from the engine's decisions alone (no game knowledge). A seat is
// "asked" when it has something to do that is not optional: a seat that has committed a secret
// choice may still take it back (`withdraw`), but nobody needs to pass it the tablet for that.
// Among the seats asked, the one holding the tablet keeps it (no hand-off at all); otherwise the
// tablet goes round the table from the holder to the next seat asked, so that in a simultaneous
// secret choice each seat gets it once, in seat order, and never sees another's choice.

import type { Decision } from '../../engine/game';

/** An action nobody must be handed the tablet for (by default: taking back a committed choice). */
export type OptionalAction<A> = (action: A) => boolean;

export function isWithdraw(action: unknown): boolean {
  return action !== null && typeof action === 'object' && (action as { type?: unknown }).type === 'withdraw';
}

/** The seats that must act now, in the engine's order (every deciding seat if none must). */
export function seatsAsked<Seat extends string, A>(
  decisions: readonly Decision<Seat, A>[],
  optional: OptionalAction<A> = isWithdraw,
): Seat[] {
  const must = decisions.filter((d) => d.actions.some((a) => !optional(a))).map((d) => d.seat);
  return must.length > 0 ? must : decisions.map((d) => d.seat);
}

/**
 * Who should hold the tablet for the next decision: the holder if it is asked, else the first seat
 * asked after the holder in seat order (round the table), or null when nobody is asked.
 */
export function nextHolder<Seat extends string>(
  holder: Seat | null,
  asked: readonly Seat[],
  seatOrder: readonly Seat[],
): Seat | null {
  if (asked.length === 0) return null;
  if (holder !== null && asked.includes(holder)) return holder;
  const from = holder === null ? -1 : seatOrder.indexOf(holder);
  for (let step = 1; step <= seatOrder.length; step++) {
    const seat = seatOrder[(from + step + seatOrder.length) % seatOrder.length]!;
    if (asked.includes(seat)) return seat;
  }
  return asked[0]!;
}
