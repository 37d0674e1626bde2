// What the N-seat net tests share about a table of phones, whatever the game (Sealed bid,
// Shogun): every client by seat, waiting for every guest, closing the table.

import type { NetClient } from '../../../src/net/client';
import { until } from './fixtures';

type AnyClient<Seat extends string> = NetClient<never, unknown, unknown, Seat>;

export interface SeatTable<Seat extends string, C extends AnyClient<Seat>> {
  host: { readonly localSeats: readonly Seat[]; client: { forSeat(seat: Seat): C | null }; close(): void };
  guests: { client: C }[];
}

/** Every client of the table by seat: the host's own seats and each guest's. */
export function tableClients<Seat extends string, C extends AnyClient<Seat>>(
  t: SeatTable<Seat, C>,
): Map<Seat, C> {
  const out = new Map<Seat, C>();
  for (const s of t.host.localSeats) out.set(s, t.host.client.forSeat(s)!);
  for (const g of t.guests) out.set(g.client.seat.get()!, g.client);
  return out;
}

export function closeTable<Seat extends string, C extends AnyClient<Seat>>(
  t: SeatTable<Seat, C> | null,
): void {
  if (!t) return;
  for (const g of t.guests) g.client.close();
  t.host.close();
}

export function untilAllJoined<Seat extends string, C extends AnyClient<Seat>>(t: SeatTable<Seat, C>) {
  return until(() => t.guests.every((g) => g.client.status.get() === 'connected'), 'every guest to connect');
}
