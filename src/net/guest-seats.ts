// The host's guest seats: every seat of the game the host device does not play takes one guest
// phone, known by its secret token. A phone the host knows gets its own seat back; a new phone
// takes the seat it asks for if that one is free, else the first free seat; when none is free it
// is refused. Each seat has its own connection, presence and intent numbering.

import type { IntentResult } from './protocol';
import { type Readable, writable } from './readable';

export type GuestPresence = 'waiting' | 'connected' | 'away';

/** One guest seat and the phone that holds it. `C` is the host's connection type. */
export interface GuestSeat<Seat extends string, C> {
  readonly seat: Seat;
  /** The phone holding the seat, or null while it is free. */
  token: string | null;
  /** Its current connection (null while it is away). */
  active: C | null;
  /** The last intent number processed from this seat's phone, and its outcome. */
  lastSeq: number;
  lastResult: IntentResult | null;
}

export interface GuestSeats<Seat extends string, C> {
  readonly all: readonly GuestSeat<Seat, C>[];
  /** The seat a phone with `token` gets (asking for `asked`), or null when every seat is taken. */
  seatFor(token: string, asked: string | undefined): GuestSeat<Seat, C> | null;
  /** The seats `seat` names (all of them when it is undefined). */
  select(seat: Seat | undefined): GuestSeat<Seat, C>[];
  setPresence(seat: Seat, p: GuestPresence): void;
  /** Each guest seat's presence. */
  readonly presence: Readable<Readonly<Partial<Record<Seat, GuestPresence>>>>;
  /** All guests together: connected when every seat's phone is, away when one dropped, else waiting. */
  readonly overall: Readable<GuestPresence>;
}

export function guestSeats<Seat extends string, C>(
  seats: readonly Seat[],
  tokens: Partial<Record<Seat, string>>,
): GuestSeats<Seat, C> {
  const all: GuestSeat<Seat, C>[] = seats.map((seat) => ({
    seat,
    token: tokens[seat] ?? null,
    active: null,
    lastSeq: 0,
    lastResult: null,
  }));
  const initial = {} as Partial<Record<Seat, GuestPresence>>;
  for (const g of all) initial[g.seat] = g.token === null ? 'waiting' : 'away';
  const presence = writable<Readonly<Partial<Record<Seat, GuestPresence>>>>(initial);
  const overall = writable<GuestPresence>(together(initial));

  function together(p: Partial<Record<Seat, GuestPresence>>): GuestPresence {
    const values = all.map((g) => p[g.seat]);
    if (values.every((x) => x === 'connected')) return 'connected';
    return values.includes('away') ? 'away' : 'waiting';
  }

  return {
    all,
    seatFor(token, asked) {
      const known = all.find((g) => g.token === token);
      if (known) return known;
      const free = all.filter((g) => g.token === null);
      return free.find((g) => g.seat === asked) ?? free[0] ?? null;
    },
    select: (seat) => all.filter((g) => seat === undefined || g.seat === seat),
    setPresence(seat, p) {
      const next = { ...presence.get(), [seat]: p };
      presence.set(next);
      overall.set(together(next));
    },
    presence,
    overall,
  };
}
