// The installable app in real Chromium: the web manifest and its icons, the service worker taking
// control on the first visit, and then, with the network gone, a reload and a cold start that both
// render the app from the precache, every built file (the scenario chunks too) still loading, and
// the saved game opening where it was.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { newTabletContext } from './harness';
import { canonical, chooserRng, newGame, playOne } from './pages/store-game';
import { injectStore, storeBundle } from './store-page';

const app = useApp();

beforeAll(async () => {
  await storeBundle();
});

/** Registers the worker the way the app does and waits until it controls the page. */
async function installWorker(page: Page): Promise<void> {
  await page.evaluate(() => window.__kassenStore.pwa.startServiceWorker());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

async function appRendered(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /Kassen/ }).waitFor({ timeout: 30_000 });
}

describe('the installable app', () => {
  it('has a manifest with our name, colours, standalone display and real icons', async () => {
    await inContext(
      newTabletContext(app.browser, undefined, { serviceWorker: true }),
      app.url,
      async ({ page }) => {
        const href = await page.getAttribute('link[rel="manifest"]', 'href');
        expect(href).toBeTruthy();
        const manifestUrl = new URL(href ?? '', app.url).href;
        const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), manifestUrl);
        expect(manifest).toMatchObject({
          name: 'Kassen',
          short_name: 'Kassen',
          display: 'standalone',
          theme_color: '#2b2118',
          background_color: '#f4efe3',
        });
        expect(manifest.description.length).toBeGreaterThan(20);
        const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
        expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
          '192x192 any',
          '512x512 any',
          '512x512 maskable',
        ]);
        for (const icon of icons) {
          const size = Number(icon.sizes.split('x')[0]);
          const drawn = await page.evaluate(async (src) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            return [img.naturalWidth, img.naturalHeight];
          }, new URL(icon.src, manifestUrl).href);
          expect(drawn).toEqual([size, size]);
        }
      },
    );
  });

  it('works offline from the first visit on: reload, cold start, every file, the saved game', async () => {
    await inContext(
      newTabletContext(app.browser, undefined, { serviceWorker: true }),
      app.url,
      async ({ page, context }) => {
        await appRendered(page);
        await injectStore(page);
        await installWorker(page);
        const id = await page.evaluate(async () => {
          const k = window.__kassenStore;
          const gameId = await k.startGame(555, 8);
          await k.play(gameId, 30);
          return gameId;
        });
        const precached = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys())
              urls.push(new URL(request.url).pathname);
          }
          return urls;
        });
        expect(precached).toContain('/index.html');
        expect(precached).toContain('/manifest.webmanifest');
        expect(precached).toContain('/icons/icon-512.png');
        expect(precached).toContain('/favicon.ico');
        expect(precached.filter((u) => /^\/assets\/intro-skirmish-.*\.js$/.test(u))).toHaveLength(1);
        expect(precached.filter((u) => /^\/assets\/\d\d-.*\.js$/.test(u)).length).toBeGreaterThanOrEqual(40);

        await context.setOffline(true);
        expect(await page.evaluate(() => navigator.onLine)).toBe(false);
        const reloaded = await page.reload({ waitUntil: 'load' });
        expect(reloaded?.fromServiceWorker()).toBe(true);
        await appRendered(page);

        // Every precached file loads with no network (a plain fetch would fail offline).
        const failed = await page.evaluate(async (urls) => {
          const bad: string[] = [];
          for (const url of urls) {
            const r = await fetch(url).catch(() => null);
            if (!r?.ok) bad.push(url);
          }
          return bad;
        }, precached);
        expect(failed).toEqual([]);

        // The saved game opens and plays on.
        await injectStore(page);
        const session = newGame(555);
        const rng = chooserRng(8);
        for (let i = 0; i < 30; i++) playOne(session, rng);
        const resumed = await page.evaluate((gameId) => window.__kassenStore.resume(gameId, 9), id);
        expect(resumed.state).toBe(canonical(session.state));
        const more = await page.evaluate((gameId) => window.__kassenStore.play(gameId, 5), id);
        expect(more).toHaveLength(5);

        // A cold start in a new tab, still offline, at a deep link: the app shell answers.
        const cold = await context.newPage();
        const response = await cold.goto(new URL('some/deep/link', app.url).href, { waitUntil: 'load' });
        expect(response?.fromServiceWorker()).toBe(true);
        await appRendered(cold);
      },
    );
  });
});
