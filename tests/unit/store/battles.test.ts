// The player's own battles in IndexedDB (database version 4): kept, listed, replaced, deleted;
// an import never takes the id of a stored battle; the upgrade from version 3 keeps every save.

import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteBattle, freeBattleId, getBattle, listBattles, putBattle } from '../../../src/store/battles';
import { currentDatabaseName, DB_VERSION } from '../../../src/store/db';
import { samuraiNewSave } from '../../../src/store/samurai-battles';
import { createSave, listSaves, loadSave } from '../../../src/store/saves';
import { expectOnlyOwn, freshDatabase, plantOldDatabase, rawDb } from './db-helpers';
import { newGame } from './play';

beforeEach(() => {
  freshDatabase();
});

describe('my battles', () => {
  it('keeps battles, lists the one changed last first, replaces and deletes', async () => {
    await putBattle('my-a', 'A', { n: 1 });
    await new Promise((r) => setTimeout(r, 5));
    const b = await putBattle('my-b', 'B', { n: 2 });
    expect((await listBattles()).map((r) => r.id)).toEqual(['my-b', 'my-a']);
    await new Promise((r) => setTimeout(r, 5));
    const again = await putBattle('my-b', 'B2', { n: 3 });
    expect(again.created).toBe(b.created);
    expect(await getBattle('my-b')).toMatchObject({ title: 'B2', scenario: { n: 3 } });
    await deleteBattle('my-a');
    expect((await listBattles()).map((r) => r.id)).toEqual(['my-b']);
    await expect(getBattle('my-a')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('gives an import an id no stored battle has', async () => {
    expect(await freeBattleId('my-x')).toBe('my-x');
    await putBattle('my-x', 'X', {});
    await putBattle('my-x-2', 'X', {});
    expect(await freeBattleId('my-x')).toBe('my-x-3');
    expect(await freeBattleId('my-x-2')).toBe('my-x-3');
  });
});

describe('database upgrade from version 3', () => {
  it('adds the battles store and keeps every save as it was', async () => {
    // A version-3 database with a game in it, written by the store of that version.
    const session = newGame();
    const save = await createSave(samuraiNewSave(session.setup, session.seed, session.state));
    const before = await loadSave(save.id);
    const db3 = await rawDb();
    expect(db3.version).toBe(DB_VERSION);
    db3.close();
    // Take the version-4 store away again, as if this database had never been upgraded.
    const name = currentDatabaseName();
    const rows = await (async () => {
      const db = await openDB(name);
      const out = {
        games: await db.getAll('games'),
        setups: await db.getAll('setups'),
        actions: await db.getAll('actions'),
        snapshots: await db.getAll('snapshots'),
      };
      db.close();
      return out;
    })();
    expectOnlyOwn(rows.games, save.id, "another test's game in this database");
    await plantOldDatabase(
      3,
      (d) => {
        d.createObjectStore('games', { keyPath: 'id' });
        d.createObjectStore('setups', { keyPath: 'id' });
        d.createObjectStore('actions', { keyPath: ['id', 'index'] });
        d.createObjectStore('snapshots', { keyPath: ['id', 'index'] });
      },
      async (old) => {
        for (const [store, list] of Object.entries(rows))
          for (const row of list) await old.put(store as 'games', row as never);
      },
    );

    expect(await listBattles()).toEqual([]);
    const db = await rawDb();
    expect(db.version).toBe(DB_VERSION);
    expectOnlyOwn(await db.getAll('games'), save.id, "another test's game after the switch");
    expect([...db.objectStoreNames].sort()).toEqual([
      'actions',
      'battles',
      'campaigns',
      'games',
      'setups',
      'snapshots',
    ]);
    db.close();
    expect((await listSaves()).map((e) => (e.ok ? e.header.id : e.id))).toEqual([save.id]);
    expect(await loadSave(save.id)).toEqual(before);
  });
});
