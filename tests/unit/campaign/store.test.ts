// Campaigns in IndexedDB (database version 5): kept, listed, deleted; the upgrade from version 4
// adds the campaigns store and keeps every other store (saves and My battles) as it was.

import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { listBattles, putBattle } from '../../../src/store/battles';
import { deleteCampaign, getCampaign, listCampaigns, putCampaign } from '../../../src/store/campaigns';
import { currentDatabaseName, DB_VERSION } from '../../../src/store/db';
import { samuraiNewSave, samuraiProgress } from '../../../src/store/samurai-battles';
import { createSave, flushSaves, listSaves, loadSave } from '../../../src/store/saves';
import { SNAPSHOT_EVERY } from '../../../src/store/snapshots';
import { expectOnlyOwn, freshDatabase, plantOldDatabase, rawDb } from '../store/db-helpers';
import { chooser, newGame } from '../store/play';

const STORES = ['actions', 'battles', 'campaigns', 'games', 'setups', 'snapshots'];

beforeEach(() => {
  freshDatabase();
});

describe('campaigns store', () => {
  it('keeps campaigns, lists the one played last first, and deletes', async () => {
    await putCampaign('a', { n: 1 });
    await new Promise((r) => setTimeout(r, 5));
    await putCampaign('b', { n: 2 });
    expect((await listCampaigns()).map((r) => r.id)).toEqual(['b', 'a']);
    await new Promise((r) => setTimeout(r, 5));
    await putCampaign('a', { n: 3 });
    expect((await listCampaigns()).map((r) => r.id)).toEqual(['a', 'b']);
    expect(await getCampaign('a')).toMatchObject({ progress: { n: 3 } });
    await deleteCampaign('a');
    await expect(getCampaign('a')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('database upgrade from version 4', () => {
  it('adds the campaigns store and keeps every save and battle as it was', async () => {
    const session = newGame();
    const save = await createSave(samuraiNewSave(session.setup, session.seed, session.state));
    // Some actions and a snapshot, so every store has rows to keep.
    const pick = chooser(3);
    for (let i = 0; i < SNAPSHOT_EVERY + 2; i++) {
      const { seat, action } = pick(session);
      await save.appendAction({ seat, action }, samuraiProgress(session.state), session.state);
    }
    await flushSaves();
    await putBattle('my-a', 'A', { n: 1 });
    const before = { save: await loadSave(save.id), battles: await listBattles() };
    // Every row of every store but the new one, read raw.
    const name = currentDatabaseName();
    const db5 = await openDB(name);
    expect(db5.version).toBe(DB_VERSION);
    const rows: Record<string, unknown[]> = {};
    for (const store of STORES.filter((s) => s !== 'campaigns')) rows[store] = await db5.getAll(store);
    db5.close();
    // Only this game's rows (a helper's run under load once counted one action too many here: this
    // tells a write leaked from another test's game from one written twice, and names that game).
    expectOnlyOwn(rows.games ?? [], save.id, "another test's game in this database");
    expect(new Set((rows.actions as { id: string }[]).map((r) => r.id))).toEqual(new Set([save.id]));
    expect((rows.actions as { index: number }[]).map((r) => r.index)).toEqual(
      Array.from({ length: SNAPSHOT_EVERY + 2 }, (_, i) => i),
    );
    expect(rows.snapshots?.length).toBeGreaterThan(0);

    // The same rows in a version-4 database, as the app of that version left it.
    await plantOldDatabase(
      4,
      (d) => {
        d.createObjectStore('games', { keyPath: 'id' });
        d.createObjectStore('setups', { keyPath: 'id' });
        d.createObjectStore('actions', { keyPath: ['id', 'index'] });
        d.createObjectStore('snapshots', { keyPath: ['id', 'index'] });
        d.createObjectStore('battles', { keyPath: 'id' });
      },
      async (old) => {
        for (const [store, list] of Object.entries(rows))
          for (const row of list) await old.put(store as 'games', row as never);
      },
    );

    expect(await listCampaigns()).toEqual([]);
    const db = await rawDb();
    expectOnlyOwn(await db.getAll('games'), save.id, "another test's game after the switch");
    expect(db.version).toBe(5);
    expect([...db.objectStoreNames].sort()).toEqual(STORES);
    for (const [store, list] of Object.entries(rows)) expect(await db.getAll(store)).toEqual(list);
    db.close();
    expect((await listSaves()).map((e) => (e.ok ? e.header.id : e.id))).toEqual([save.id]);
    expect(await loadSave(save.id)).toEqual(before.save);
    expect(await listBattles()).toEqual(before.battles);
  });
});
