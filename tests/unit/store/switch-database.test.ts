// A game's writes stay in the database the game is kept in. The app has one database; the unit
// tests put a fresh one in use for each test (freshDatabase). A write still queued from an earlier
// test used to open the new database instead: it created it at the current version (so a test that
// builds an old-version database met a VersionError) and could add a row to it (a count one too many).

import { openDB } from 'idb';
import { expect, it } from 'vitest';
import { currentDatabaseName } from '../../../src/store/db';
import { samuraiNewSave, samuraiProgress } from '../../../src/store/samurai-battles';
import { createSave, flushSaves } from '../../../src/store/saves';
import { freshDatabase } from './db-helpers';
import { chooser, newGame } from './play';

it('refuses a write still queued when another database is put in use, and writes nothing into that one', async () => {
  freshDatabase();
  const session = newGame();
  const save = await createSave(samuraiNewSave(session.setup, session.seed, session.state));
  const pick = chooser(3);
  const writes: Promise<void>[] = [];
  for (let i = 0; i < 5; i++) {
    const { seat, action } = pick(session);
    writes.push(save.appendAction({ seat, action }, samuraiProgress(session.state), session.state));
  }
  freshDatabase();
  const outcomes = await Promise.allSettled(writes);
  await flushSaves();
  // The first write may have reached its own database before the switch; the rest are refused.
  expect(outcomes.filter((o) => o.status === 'rejected').length).toBeGreaterThan(0);
  for (const o of outcomes)
    if (o.status === 'rejected') expect((o.reason as { code?: string }).code).toBe('unavailable');
  // Nothing of this game is in the new database. (Whether the new database was opened at all is not
  // asked: in a whole run, a write left over from another file's test may open it, which is the
  // remaining way in for the old-version tests; see docs/testing.md.)
  const fresh = await openDB(currentDatabaseName());
  for (const store of ['games', 'setups', 'actions', 'snapshots'])
    if (fresh.objectStoreNames.contains(store))
      expect((await fresh.getAll(store)).filter((row: { id?: unknown }) => row.id === save.id)).toEqual([]);
  fresh.close();
});
