// Checks that the stored snapshots of a game equal what replaying its log gives (from the save's
// base for the snapshots after it). Too slow to run on every resume (it replays everything); tests
// and debugging tools use it.

import { sameAction } from '../engine/action';
import type { GameModule } from '../engine/game';
import { type LoggedAction, replay } from '../engine/session';
import { openDb } from './db';
import { loadSave } from './saves';
import { readSnapshots } from './snapshots';

export interface SnapshotCheck {
  index: number;
  same: boolean;
}

export async function verifySnapshots<S, A, V, E, Seat extends string, Setup>(
  id: string,
  module: GameModule<S, A, V, E, Seat, Setup>,
): Promise<SnapshotCheck[]> {
  const loaded = await loadSave(id);
  const snapshots = await readSnapshots(await openDb(), id);
  const log = loaded.log as LoggedAction<Seat, A>[];
  const base = loaded.base;
  return snapshots.map((snap) => {
    let replayed: S;
    if (base && snap.index >= base.index) {
      replayed = structuredClone(base.state) as S;
      for (const entry of log.slice(base.index, snap.index)) module.apply(replayed, entry.seat, entry.action);
    } else {
      replayed = replay(module, loaded.setup as Setup, loaded.seed, log.slice(0, snap.index));
    }
    // sameAction is the engine's structural JSON equality (key order does not matter).
    return { index: snap.index, same: sameAction(replayed, snap.state) };
  });
}
