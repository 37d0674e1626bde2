// Saved games survive an interruption in real Chromium: a page closed without warning, and a
// browser killed outright. The resumed game is the same game: the same state, and the same dice
// still to come (the page's continuation is checked against the same game played on in Node).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './fixture';
import {
  assertNoErrors,
  CHROMIUM_PATH,
  collectErrors,
  isLocalUrl,
  newTabletContext,
  openPage,
} from './harness';
import { canonical, chooserRng, newGame, playOne } from './pages/store-game';
import { injectStore, storeBundle } from './store-page';

const app = useApp();

beforeAll(async () => {
  await storeBundle();
});

/** The same game played in Node: `first` actions, then `more` with a second chooser. */
function reference(seed: number, chooser: number, first: number, nextChooser: number, more: number) {
  const session = newGame(seed);
  const rng = chooserRng(chooser);
  for (let i = 0; i < first; i++) playOne(session, rng);
  const stateAfterFirst = canonical(session.state);
  const next = chooserRng(nextChooser);
  const events = [];
  for (let i = 0; i < more; i++) events.push(playOne(session, next).events);
  return { stateAfterFirst, events };
}

describe('a saved game after an interruption', () => {
  it('reopens exactly where it was after the page is closed without warning, with the same dice to come', async () => {
    const expected = reference(2024, 7, 45, 31, 250);
    const context = await newTabletContext(app.browser);
    try {
      const first = await openPage(context, app.url);
      await injectStore(first.page);
      const id = await first.page.evaluate(async () => {
        const k = window.__kassenStore;
        const gameId = await k.startGame(2024, 7);
        await k.play(gameId, 45);
        return gameId;
      });
      // No beforeunload, no flush: whatever play() confirmed must already be on disk.
      await first.page.close({ runBeforeUnload: false });

      const second = await openPage(context, app.url);
      await injectStore(second.page);
      const list = await second.page.evaluate(() => window.__kassenStore.store.listSaves());
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        ok: true,
        header: { id, battle: 'Introductory Skirmish', armies: ['Red Army', 'Blue Army'], actions: 45 },
      });
      const resumed = await second.page.evaluate((gameId) => window.__kassenStore.resume(gameId, 31), id);
      expect(resumed.fromSnapshot).toBe(40);
      expect(resumed.state).toBe(expected.stateAfterFirst);

      const events = await second.page.evaluate((gameId) => window.__kassenStore.play(gameId, 250), id);
      expect(events).toEqual(expected.events);
      const dice = events.flat().filter((e) => e.type === 'dice').length;
      expect(dice).toBeGreaterThan(0);
      assertNoErrors(first.errors, context);
      assertNoErrors(second.errors, context);
    } finally {
      await context.close();
    }
  });

  it('keeps every confirmed action when the browser is killed', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'kassen-profile-'));
    try {
      const expected = reference(99, 5, 12, 6, 0);
      let run = await startChromium(profile);
      let id: string;
      try {
        const page = await openIsolated(run.context, app.url);
        await injectStore(page);
        id = await page.evaluate(async () => {
          const k = window.__kassenStore;
          const gameId = await k.startGame(99, 5);
          await k.play(gameId, 12);
          return gameId;
        });
      } finally {
        // The moment the last save is confirmed, the whole browser dies (like a flat battery).
        await run.kill();
      }
      run = await startChromium(profile);
      try {
        const page = await openIsolated(run.context, app.url);
        const errors = collectErrors(page);
        await injectStore(page);
        const resumed = await page.evaluate((gameId) => window.__kassenStore.resume(gameId, 6), id);
        expect(resumed.header.actions).toBe(12);
        expect(resumed.state).toBe(expected.stateAfterFirst);
        assertNoErrors(errors, run.context);
      } finally {
        await run.kill();
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

interface ChromiumRun {
  context: BrowserContext;
  kill: () => Promise<void>;
}

/**
 * Chromium on a profile directory that outlives it, started by hand so the test can SIGKILL it.
 * Same isolation as the harness: other hosts do not resolve and every request elsewhere is aborted.
 */
async function startChromium(profile: string): Promise<ChromiumRun> {
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${text}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it started:\n${text}`));
    });
  });
  const cdp = await chromium.connectOverCDP(endpoint);
  const context = cdp.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  await context.route('**/*', (route) =>
    isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
  );
  return {
    context,
    kill: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        // The whole process group: the browser and its renderers, with no chance to clean up.
        process.kill(-child.pid, 'SIGKILL');
      }
      await exited;
    },
  };
}

async function openIsolated(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  return page;
}
