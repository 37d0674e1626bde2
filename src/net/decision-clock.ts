// When each seat's decision last changed. An intent is chosen while looking at one revision; with
// several seats deciding at once (secret bids, plans) other seats' actions move the revision on
// without changing what this seat may do, so the host takes an intent as long as the seat's own
// decision (its point and legal actions) is the one it had at that revision, and refuses it as
// stale once the decision changed.

import type { Decision } from '../engine/game';

export interface DecisionClock<Seat extends string, A> {
  /** Notes the decisions after revision `rev` (every seat missing from them has none). */
  note(rev: number, decisions: readonly Decision<Seat, A>[]): void;
  /** Whether `seat`'s decision at revision `at` is still its decision now, at `rev`. */
  current(seat: Seat, at: number, rev: number): boolean;
}

export function decisionClock<Seat extends string, A>(
  seats: readonly Seat[],
  rev: number,
  decisions: readonly Decision<Seat, A>[],
): DecisionClock<Seat, A> {
  const shown = new Map<Seat, string>();
  // A reopened game does not know when a decision began: only intents of now are current.
  const since = new Map<Seat, number>(seats.map((s) => [s, rev]));

  function note(at: number, list: readonly Decision<Seat, A>[]): void {
    for (const seat of seats) {
      const d = list.find((x) => x.seat === seat);
      const key = d ? `${d.point}\n${JSON.stringify(d.actions)}` : '';
      if (shown.get(seat) !== key) {
        shown.set(seat, key);
        since.set(seat, at);
      }
    }
  }
  note(rev, decisions);

  return {
    note,
    current: (seat, at, now) => at <= now && at >= (since.get(seat) ?? now),
  };
}
