// The host session of a save just created or reopened (store-persistence.ts), with the tuning both
// ways of pairing take: the PeerJS room (index.ts) and the QR codes (rtc/host-session.ts).

import { createHost, type Heartbeat, type HostSession } from './host';
import type { Limits } from './limits';
import type { NetGame } from './net-game';
import type { OpenedHostSave } from './store-persistence';

export interface HostTuning {
  limits?: Partial<Limits>;
  heartbeat?: Partial<Heartbeat>;
  /** See HostOptions.guestUpdates (default 'while-saving'). */
  guestUpdates?: 'after-save' | 'while-saving';
}

export function hostOfSave<S, A, V, E, Seat extends string, Setup>(
  net: NetGame<S, A, V, E, Seat, Setup>,
  opened: OpenedHostSave<S, A, E, Seat, Setup>,
  tuning: HostTuning,
): HostSession<A, V, E, Seat, Setup> {
  const record = opened.persistence.room;
  return createHost<S, A, V, E, Seat, Setup>({
    game: opened.game,
    net,
    // The record's seats are checked against the game's by createHost.
    localSeats: record.localSeats as Seat[],
    guests: record.guests as Partial<Record<Seat, string>>,
    persistence: opened.persistence,
    ...(tuning.limits ? { limits: tuning.limits } : {}),
    ...(tuning.heartbeat ? { heartbeat: tuning.heartbeat } : {}),
    ...(tuning.guestUpdates ? { guestUpdates: tuning.guestUpdates } : {}),
  });
}
