// Snapshots: the state after every SNAPSHOT_EVERY actions, so resuming replays a few actions rather
// than the whole log. They are a cache, never the truth: written in their own relaxed transaction
// after the action itself is safe, pruned to the last few, skipped when unreadable (resume.ts
// then replays from the setup), and checked against a full replay by verifySnapshots.

import { type KassenDatabase, rowsOf } from './db';
import { check, snapshotRowSchema } from './schema';
import type { Snapshot } from './types';

export const SNAPSHOT_EVERY = 20;
/** Older snapshots are deleted; two survive an undo that steps back over the newest. */
export const SNAPSHOTS_KEPT = 2;

/** Whether the state after `length` logged actions should be kept. */
export function snapshotDue(length: number): boolean {
  return length > 0 && length % SNAPSHOT_EVERY === 0;
}

/**
 * Stores the state after `index` actions. The state is copied at once (IndexedDB clones on put),
 * so the caller may go on changing it as soon as this returns; the promise is the commit.
 */
export function writeSnapshot(db: KassenDatabase, id: string, index: number, state: unknown): Promise<void> {
  const tx = db.transaction('snapshots', 'readwrite', { durability: 'relaxed' });
  const store = tx.store;
  const put = store.put({ id, index, state });
  const prune = (async () => {
    await put;
    const keys = await store.getAllKeys(rowsOf(id));
    const stale = keys.slice(0, Math.max(0, keys.length - SNAPSHOTS_KEPT));
    await Promise.all(stale.map((k) => store.delete(k)));
  })();
  return Promise.all([prune, tx.done]).then(() => undefined);
}

/** The newest readable snapshot taken after at most `maxIndex` actions. */
export async function latestSnapshot(
  db: KassenDatabase,
  id: string,
  maxIndex: number,
): Promise<Snapshot | null> {
  const tx = db.transaction('snapshots', 'readonly');
  let cursor = await tx.store.openCursor(IDBKeyRange.bound([id, 0], [id, maxIndex]), 'prev');
  while (cursor) {
    const r = check(snapshotRowSchema, cursor.value);
    if (r.ok && r.value.id === id) return { index: r.value.index, state: r.value.state };
    cursor = await cursor.continue();
  }
  return null;
}

/** Every snapshot of a game, oldest first (for verification). */
export async function allSnapshots(db: KassenDatabase, id: string): Promise<Snapshot[]> {
  const rows = await db.getAll('snapshots', rowsOf(id));
  const out: Snapshot[] = [];
  for (const row of rows) {
    const r = check(snapshotRowSchema, row);
    if (r.ok) out.push({ index: r.value.index, state: r.value.state });
  }
  return out;
}
