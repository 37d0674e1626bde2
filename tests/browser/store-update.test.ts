// A new version of the app never interrupts a game: it installs in the background, the page is
// told (onUpdateAvailable) and keeps playing and saving on the old version, and only applyUpdate
// switches and reloads, after which the saved game is still there. The "new version" is a copy of
// the build whose service worker changed, served from a temporary folder.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoErrors, DIST_DIR, launchBrowser, newTabletContext, openPage } from './harness';
import { injectStore, storeBundle } from './store-page';

let browser: Browser;
let dir: string;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kassen-update-'));
  cpSync(DIST_DIR, dir, { recursive: true });
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  url = `http://127.0.0.1:${address.port}/`;
  close = () => server.close();
  browser = await launchBrowser();
  await storeBundle();
});

afterAll(async () => {
  await browser?.close();
  await close?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('an update of the app', () => {
  it('waits for the players, then switches and reloads with the game intact', async () => {
    const context = await newTabletContext(browser, undefined, { serviceWorker: true });
    try {
      const { page, errors } = await openPage(context, url);
      await injectStore(page);
      await page.evaluate(async () => {
        const w = window as unknown as { updates: boolean[]; marker: string };
        w.marker = 'first load';
        w.updates = [];
        const k = window.__kassenStore;
        k.pwa.onUpdateAvailable((available) => w.updates.push(available));
        await k.pwa.startServiceWorker();
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      const id = await page.evaluate(async () => {
        const k = window.__kassenStore;
        const gameId = await k.startGame(31, 4);
        await k.play(gameId, 5);
        return gameId;
      });
      // Nothing to apply yet.
      expect(await page.evaluate(() => window.__kassenStore.pwa.applyUpdate())).toBe(false);

      // A new version is deployed: the worker script changes.
      // It answers a question the first version ignores, so the test can tell which one controls.
      appendFileSync(
        join(dir, 'sw.js'),
        "\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.ports[0].postMessage('next'); });\n",
      );
      await page.evaluate(() => window.__kassenStore.pwa.checkForUpdate(true));
      await page.waitForFunction(() => window.__kassenStore.pwa.updateAvailable(), undefined, {
        timeout: 60_000,
      });
      expect(await page.evaluate(() => (window as unknown as { updates: boolean[] }).updates)).toEqual([
        false,
        true,
      ]);

      // The game goes on, on the old version, in the same page.
      const more = await page.evaluate((gameId) => window.__kassenStore.play(gameId, 5), id);
      expect(more).toHaveLength(5);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('first load');

      // The players tap "update" between actions.
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await page.evaluate(async () => {
        await window.__kassenStore.store.flushSaves();
        await window.__kassenStore.pwa.applyUpdate();
      });
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
      const worker = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: r?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(worker).toEqual({ waiting: null, controlled: true });
      const version = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (e) => resolve(String(e.data));
            navigator.serviceWorker.controller?.postMessage('version?', [channel.port2]);
            setTimeout(() => resolve('no answer'), 5000);
          }),
      );
      expect(version).toBe('next');

      await injectStore(page);
      const resumed = await page.evaluate((gameId) => window.__kassenStore.resume(gameId, 1), id);
      expect(resumed.header.actions).toBe(10);
      assertNoErrors(errors, context);
    } finally {
      await context.close();
    }
  });
});
