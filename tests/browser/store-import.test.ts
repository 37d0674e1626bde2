// Save files and damaged records in real Chromium: a save goes out as a download and comes back in
// through a file input as the same game; a corrupt file is refused with a clear message and leaves
// the database exactly as it was; a damaged record is listed with its reason while every other
// save keeps working.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { newTabletContext } from './harness';
import { injectStore, storeBundle } from './store-page';

const app = useApp();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kassen-files-'));
  await storeBundle();
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every row of every store of the app's database, to prove that nothing changed. */
function dumpDatabase(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('kassen');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const out: Record<string, unknown[]> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      out[name] = await new Promise<unknown[]>((resolve, reject) => {
        const r = db.transaction(name).objectStore(name).getAll();
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    }
    db.close();
    return JSON.stringify(out);
  });
}

/** Picks a file from disk with a real <input type="file"> and imports it. */
async function importThroughInput(page: Page, path: string) {
  await page.evaluate(() => {
    document.getElementById('save-file')?.remove();
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'save-file';
    input.accept = '.json,application/json';
    document.body.append(input);
  });
  await page.setInputFiles('#save-file', path);
  return page.evaluate(() => {
    const k = window.__kassenStore;
    const file = (document.getElementById('save-file') as HTMLInputElement).files?.[0];
    if (!file) throw new Error('no file picked');
    return k.attempt(() => k.store.importSaveFile(file, k.MODULES));
  });
}

describe('save files', () => {
  it('exports a game as a download and imports it back as the same game', async () => {
    await inContext(newTabletContext(app.browser), app.url, async ({ page }) => {
      await injectStore(page);
      const id = await page.evaluate(async () => {
        const k = window.__kassenStore;
        const gameId = await k.startGame(808, 2);
        await k.play(gameId, 27);
        return gameId;
      });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.evaluate((gameId) => window.__kassenStore.store.downloadSave(gameId), id),
      ]);
      expect(download.suggestedFilename()).toMatch(/^kassen-introductory-skirmish-\d{4}-\d\d-\d\d\.json$/);
      const path = join(dir, 'exported.json');
      await download.saveAs(path);
      const file = JSON.parse(readFileSync(path, 'utf8'));
      expect(file).toMatchObject({ format: 'kassen-save', version: 1 });
      expect(file.save.log).toHaveLength(27);

      const imported = await importThroughInput(page, path);
      if (!imported.ok) throw new Error(imported.message);
      expect(imported.value.id).not.toBe(id);
      const original = await page.evaluate((gameId) => window.__kassenStore.state(gameId), id);
      const copy = await page.evaluate((gameId) => window.__kassenStore.resume(gameId, 3), imported.value.id);
      expect(copy.state).toBe(original);
    });
  });

  it('refuses a corrupt file with a clear message and changes nothing', async () => {
    await inContext(newTabletContext(app.browser), app.url, async ({ page }) => {
      await injectStore(page);
      const id = await page.evaluate(async () => {
        const k = window.__kassenStore;
        const gameId = await k.startGame(909, 2);
        await k.play(gameId, 22);
        return gameId;
      });
      const good = await page.evaluate((gameId) => window.__kassenStore.store.exportSave(gameId), id);
      const file = JSON.parse(good.text);
      const tampered = structuredClone(file);
      tampered.save.log[5] = { seat: 'top', action: { type: 'burn-the-castle' } };

      const cases = [
        {
          name: 'cut-short.json',
          text: good.text.slice(0, good.text.length / 2),
          code: 'invalid-file',
          message: /not JSON/,
        },
        { name: 'photo.json', text: '{"camera":"x100"}', code: 'invalid-file', message: /not a Kassen save/ },
        {
          name: 'tampered.json',
          text: JSON.stringify(tampered),
          code: 'invalid-file',
          message: /does not replay.*action 5/,
        },
        {
          name: 'future.json',
          text: JSON.stringify({ ...file, version: 2 }),
          code: 'newer-version',
          message: /newer version of Kassen/,
        },
      ];
      const before = await dumpDatabase(page);
      for (const c of cases) {
        const path = join(dir, c.name);
        writeFileSync(path, c.text);
        const result = await importThroughInput(page, path);
        expect(result, c.name).toMatchObject({ ok: false, code: c.code });
        expect(!result.ok && result.message, c.name).toMatch(c.message);
      }
      expect(await dumpDatabase(page)).toBe(before);
      const list = await page.evaluate(() => window.__kassenStore.store.listSaves());
      expect(list).toHaveLength(1);
    });
  });

  it('lists a damaged record with its reason while the other saves keep working', async () => {
    await inContext(newTabletContext(app.browser), app.url, async ({ page }) => {
      await injectStore(page);
      const [good, bad] = await page.evaluate(async () => {
        const k = window.__kassenStore;
        const a = await k.startGame(1, 2);
        await k.play(a, 8);
        const b = await k.startGame(3, 4);
        await k.play(b, 8);
        k.store.closeDb();
        return [a, b];
      });
      // Damage the second game's log behind the store's back.
      await page.evaluate(async (badId) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open('kassen');
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('actions', 'readwrite');
          tx.objectStore('actions').put({ id: badId, index: 3, seat: 42 });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      }, bad);
      const opened = await page.evaluate(
        async ([a, b]) => {
          const k = window.__kassenStore;
          return {
            list: await k.store.listSaves(),
            bad: await k.attempt(() => k.resume(b, 1)),
            good: await k.attempt(() => k.resume(a, 1)),
          };
        },
        [good, bad] as const,
      );
      expect(opened.list).toHaveLength(2);
      expect(opened.bad).toMatchObject({ ok: false, code: 'corrupt' });
      expect(!opened.bad.ok && opened.bad.message).toMatch(/damaged: action 4 of its log is unreadable/);
      expect(opened.good).toMatchObject({ ok: true, value: { header: { id: good, actions: 8 } } });
    });
  });
});
