// A save written by an earlier schema opens in real Chromium: the database is set up as the first
// save layout left it (version 1, one record per game, the fixture tests/fixtures/saves/
// v0-intro-skirmish.json), then the store upgrades it, and the game is resumed and played on,
// across a reload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/session';
import { type Setup, samuraiBattles } from '../../src/games/samurai-battles/index';
import { DB_VERSION } from '../../src/store/db';
import { useApp } from './fixture';
import { assertNoErrors, newTabletContext, openPage, REPO_ROOT } from './harness';
import { canonical } from './pages/store-game';
import { injectStore, storeBundle } from './store-page';

const app = useApp();

beforeAll(async () => {
  await storeBundle();
});

const fixture = JSON.parse(
  readFileSync(join(REPO_ROOT, 'tests/fixtures/saves/v0-intro-skirmish.json'), 'utf8'),
);

describe('a save from an earlier schema', () => {
  it('is upgraded, opens where it stopped and plays on', async () => {
    const context = await newTabletContext(app.browser);
    try {
      // A same-origin file that runs no app code, so the old database is in place before the app
      // (or the store) opens it.
      const { page, errors } = await openPage(context, new URL('manifest.webmanifest', app.url).href);
      await page.evaluate(async (record) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open('kassen', 1);
          r.onupgradeneeded = () => r.result.createObjectStore('saves', { keyPath: 'id' });
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(record);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      }, fixture);

      await page.goto(app.url, { waitUntil: 'load' });
      await injectStore(page);
      const list = await page.evaluate(() => window.__kassenStore.store.listSaves());
      expect(list).toEqual([
        {
          ok: true,
          header: expect.objectContaining({
            id: 'legacy-intro-skirmish',
            title: 'Sunday game',
            battle: 'Introductory Skirmish',
            armies: ['Red Army', 'Blue Army'],
            turn: 3,
            actions: 30,
          }),
        },
      ]);
      const expected = canonical(replay(samuraiBattles, fixture.setup as Setup, fixture.seed, fixture.log));
      const resumed = await page.evaluate(() => window.__kassenStore.resume('legacy-intro-skirmish', 12));
      expect(resumed.state).toBe(expected);
      const played = await page.evaluate(() => window.__kassenStore.play('legacy-intro-skirmish', 10));
      expect(played).toHaveLength(10);
      const after = await page.evaluate(() => window.__kassenStore.state('legacy-intro-skirmish'));

      await page.reload({ waitUntil: 'load' });
      await injectStore(page);
      const again = await page.evaluate(() => window.__kassenStore.resume('legacy-intro-skirmish', 13));
      expect(again.header.actions).toBe(40);
      expect(again.state).toBe(after);
      const version = await page.evaluate(async () =>
        (await indexedDB.databases()).find((d) => d.name === 'kassen'),
      );
      // Upgraded to the current database version (3: headers record the rules version and edition).
      expect(version?.version).toBe(DB_VERSION);
      assertNoErrors(errors, context);
    } finally {
      await context.close();
    }
  });
});
