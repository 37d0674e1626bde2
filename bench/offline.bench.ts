// Offline cold start: the browser is started afresh on a profile where the app was visited once
// (service worker installed, a game saved), with the network off, and opens the app. Timed in the
// page from the start of navigation: the first paint, the app's first render (the #app element
// gets content), and then resuming the saved game (40 actions, from a snapshot).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectStore, storeBundle } from '../tests/browser/store-page';
import { launchProfile, serveApp, stats } from './app';
import type { Benchmark } from './types';

const RUNS = 7;

const bench: Benchmark = {
  title: 'Offline cold start (Chromium, fresh browser, no network)',
  async run() {
    await storeBundle();
    const server = await serveApp();
    const profile = mkdtempSync(join(tmpdir(), 'kassen-cold-'));
    try {
      let id: string;
      {
        const context = await launchProfile(profile);
        const page = await context.newPage();
        await page.goto(server.url, { waitUntil: 'load' });
        await injectStore(page);
        await page.evaluate(() => window.__kassenStore.pwa.startServiceWorker());
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 60_000,
        });
        id = await page.evaluate(async () => {
          const k = window.__kassenStore;
          const gameId = await k.startGame(2718, 28);
          await k.play(gameId, 40);
          return gameId;
        });
        await context.close();
      }
      const rendered: number[] = [];
      const paint: number[] = [];
      const resume: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await launchProfile(profile, true);
        try {
          await context.addInitScript(() => {
            const w = window as unknown as { renderedAt?: number };
            new MutationObserver((_, observer) => {
              const app = document.getElementById('app');
              if (app && app.childElementCount > 0) {
                w.renderedAt = performance.now();
                observer.disconnect();
              }
            }).observe(document, { childList: true, subtree: true });
          });
          const page = await context.newPage();
          const response = await page.goto(server.url, { waitUntil: 'load' });
          if (!response?.fromServiceWorker())
            throw new Error('the offline start was not served by the service worker');
          await page.waitForFunction(
            () => (window as unknown as { renderedAt?: number }).renderedAt !== undefined,
          );
          const t = await page.evaluate(() => ({
            rendered: (window as unknown as { renderedAt: number }).renderedAt,
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          }));
          rendered.push(t.rendered);
          paint.push(t.fcp);
          await injectStore(page);
          resume.push(
            await page.evaluate(async (gameId) => {
              const t0 = performance.now();
              const r = await window.__kassenStore.resume(gameId, 1);
              if (r.header.actions !== 40) throw new Error('the saved game is not all there');
              return performance.now() - t0;
            }, id),
          );
        } finally {
          await context.close();
        }
      }
      const r = stats(rendered);
      const p = stats(paint);
      const s = stats(resume);
      return [
        {
          name: 'app rendered after navigation start, median',
          value: Number(r.median.toFixed(1)),
          unit: 'ms',
        },
        { name: 'app rendered, slowest', value: Number(Math.max(...rendered).toFixed(1)), unit: 'ms' },
        { name: 'first contentful paint, median', value: Number(p.median.toFixed(1)), unit: 'ms' },
        {
          name: 'resume the saved game (40 actions), median',
          value: Number(s.median.toFixed(1)),
          unit: 'ms',
          note: `${RUNS} cold starts; browser start-up itself not included`,
        },
      ];
    } finally {
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
};

export default bench;
