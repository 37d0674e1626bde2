// The host session of a save just created or reopened (store-persistence.ts), with the tuning both
// ways of pairing take: the PeerJS room (index.ts) and the QR codes (rtc/host-session.ts).

import { createHost, type Heartbeat, type HostSession } from './host';
import type { Limits } from './limits';
import type { NetGame, NetTypes } from './net-game';
import type { OpenedHostSave } from './store-persistence';

export interface HostTuning {
  limits?: Partial<Limits>;
  heartbeat?: Partial<Heartbeat>;
  /** See HostOptions.guestUpdates (default 'while-saving'). */
  guestUpdates?: 'after-save' | 'while-saving';
}

export function hostOfSave<T extends NetTypes>(
  net: NetGame<T>,
  opened: OpenedHostSave<T>,
  tuning: HostTuning,
): HostSession<T> {
  const record = opened.persistence.room;
  return createHost<T>({
    game: opened.game,
    net,
    // The record's seats are checked against the game's by createHost.
    localSeats: record.localSeats as T['seat'][],
    guests: record.guests as Partial<Record<T['seat'], string>>,
    persistence: opened.persistence,
    ...(tuning.limits ? { limits: tuning.limits } : {}),
    ...(tuning.heartbeat ? { heartbeat: tuning.heartbeat } : {}),
    ...(tuning.guestUpdates ? { guestUpdates: tuning.guestUpdates } : {}),
  });
}
