// Snapshots: the state after every SNAPSHOT_EVERY actions, so resuming replays a few actions rather
// than the whole log, plus the state when a game ends or is left (GameSave.snapshotNow). They are a
// cache of the log under the rules that recorded it: written in their own relaxed transaction after
// the action itself is safe, pruned to the last few, skipped when unreadable. When a rules change
// stops the log from replaying, the newest usable one is where the game goes on (resume.ts); from
// then on it is the save's base, which pruning keeps.

import { type KassenDatabase, rowsOf } from './db';
import { check, snapshotRowSchema } from './schema';
import type { Snapshot } from './types';

export const SNAPSHOT_EVERY = 20;
/** Older snapshots are deleted (the base is always kept); two survive an undo that steps back over the newest. */
export const SNAPSHOTS_KEPT = 2;

/** Whether the state after `length` logged actions should be kept. */
export function snapshotDue(length: number): boolean {
  return length > 0 && length % SNAPSHOT_EVERY === 0;
}

/**
 * Stores the state after `index` actions and prunes older snapshots, never the one at `base`.
 * The state must already be a copy the caller no longer changes; the promise is the commit.
 */
export function writeSnapshot(
  db: KassenDatabase,
  id: string,
  index: number,
  state: unknown,
  base?: number,
): Promise<void> {
  const tx = db.transaction('snapshots', 'readwrite', { durability: 'relaxed' });
  const store = tx.store;
  const put = store.put({ id, index, state });
  const prune = (async () => {
    await put;
    const keys = (await store.getAllKeys(rowsOf(id))).filter((k) => k[1] !== base);
    const stale = keys.slice(0, Math.max(0, keys.length - SNAPSHOTS_KEPT));
    await Promise.all(stale.map((k) => store.delete(k)));
  })();
  return Promise.all([prune, tx.done]).then(() => undefined);
}

/** Every readable snapshot of a game taken after at most `maxIndex` actions, oldest first. */
export async function readSnapshots(
  db: KassenDatabase,
  id: string,
  maxIndex = Number.MAX_SAFE_INTEGER,
): Promise<Snapshot[]> {
  const rows = await db.getAll('snapshots', IDBKeyRange.bound([id, 0], [id, maxIndex]));
  const out: Snapshot[] = [];
  for (const row of rows) {
    const r = check(snapshotRowSchema, row);
    if (r.ok && r.value.id === id) out.push({ index: r.value.index, state: r.value.state });
  }
  return out;
}
