// A line of a table's log (the Shogun game, the companions) keeps what happened, the events each seat
// may see, and is written when it is read, in the language of that moment: a language switch
// rewrites the past lines too, as in the Samurai game (src/ui/game/log-entry.ts).

import { liveLines } from '../i18n/live-lines';

export interface TableLogEntry<Seat extends string> {
  /** Index in the session's log of the action that produced it. */
  action: number;
  actor: Seat;
  /** The sentences as each seat may read them (its own secrets differ from the others'). */
  lines: Partial<Record<Seat, string[]>>;
}

/**
 * The entry of one action: `write` gives a seat's sentences from its events. They are kept until the
 * language changes or a translation arrives (`textsVersion`), not written again on every read.
 */
export function tableEntry<Seat extends string>(
  action: number,
  actor: Seat,
  seats: readonly Seat[],
  write: (seat: Seat) => string[],
): TableLogEntry<Seat> {
  return { action, actor, lines: liveLines(seats, write) };
}
