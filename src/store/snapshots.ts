// Snapshots: the state after every SNAPSHOT_EVERY actions, so resuming replays a few actions rather
// than the whole log, plus the state when a game ends or is left (GameSave.snapshotNow). They are a
// cache of the log under the rules that recorded it: written in their own relaxed transaction after
// the action itself is safe, pruned to the last few, skipped when unreadable. When a rules change
// stops the log from replaying, the newest usable one is where the game goes on (resume.ts); from
// then on it is the save's base, which pruning keeps.

import { type KassenDatabase, revisionOf, rowsOf } from './db';
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
 * `revision` is the save's revision the state belongs to: if the header has moved on since (another
 * tab took the game over and wrote), the state may not be the one its log gives, so nothing is
 * written. The header is read in the same transaction, so the check and the write are one step.
 */
export function writeSnapshot(
  db: KassenDatabase,
  id: string,
  index: number,
  state: unknown,
  revision: number,
  base?: number,
): Promise<void> {
  const tx = db.transaction(['snapshots', 'games'], 'readwrite', { durability: 'relaxed' });
  const store = tx.objectStore('snapshots');
  const write = (async () => {
    if (revisionOf(await tx.objectStore('games').get(id)) !== revision) {
      tx.abort();
      return;
    }
    await store.put({ id, index, state });
    const keys = (await store.getAllKeys(rowsOf(id))).filter((k) => k[1] !== base);
    const stale = keys.slice(0, Math.max(0, keys.length - SNAPSHOTS_KEPT));
    await Promise.all(stale.map((k) => store.delete(k)));
  })();
  // An abort of ours is a skipped shortcut, not a failure.
  const done = tx.done.catch((e: unknown) => {
    if (!(e instanceof DOMException && e.name === 'AbortError')) throw e;
  });
  return Promise.all([write, done]).then(() => undefined);
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
