// Saves through the UI in real Chromium (issue 27). Two tabs of one browser: Continue in the second
// takes the game over, the first covers it at once with a notice (its Undo can no longer be
// reached), and "Play it here instead" takes it back at the other tab's position. Full storage
// (the origin's quota lowered through the devtools protocol): the move is taken back with a clear
// message, and after a reload with storage still full Home, Continue and the save still work and
// the Saves screen says what can be freed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { assertNoErrors, newTabletContext, openPage, screenshot } from './harness';
import {
  type HandOffRecord,
  isVisible,
  pieceLabels,
  playOneDecision,
  settle,
  startDuel,
  tap,
} from './ui-driver';

const app = useApp();

/** What both players may see of the game: the turn and every piece on the board. */
async function board(page: Page) {
  return {
    turn: await page.locator('.game-turn').textContent(),
    pieces: await pieceLabels(page),
  };
}

/** Starts the duel and plays decisions until the player holding the tablet may undo. */
async function startUntilUndo(page: Page): Promise<HandOffRecord> {
  await startDuel(page);
  const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
  for (let i = 0; i < 12; i++) {
    await settle(page, record, 20);
    if (i > 0 && (await isVisible(page.getByRole('button', { name: 'Undo' })))) return record;
    await playOneDecision(page, record.to.at(-1) ?? '');
  }
  throw new Error('Undo was never offered');
}

/** Whether a tap at the centre of `name`'s button would land on the notice instead. */
function coveredByNotice(page: Page, name: string): Promise<boolean> {
  return page.getByRole('button', { name }).evaluate((button) => {
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit?.closest('.elsewhere') !== null && hit?.closest('.elsewhere') !== undefined;
  });
}

/**
 * Room the origin starts with in the storage test: far more than a game's save needs, far less than
 * the disk, so that `untilStorageRefuses`'s probe can ask for more than Chromium may still hand out.
 */
const START_QUOTA = 4 << 20;

/**
 * Waits until a write on the page's origin is refused for lack of room. Chromium's IndexedDB hands
 * out the room it last learnt of from its quota manager without asking again, decaying to nothing
 * over 30 s (BucketContext::kBucketSpaceCacheTimeLimit); only a write larger than that asks afresh.
 * With the disk's room learnt, a small probe waited out most of the 30 s (28.5 s measured): the
 * probe is larger than START_QUOTA, so it asks at once, and a throwaway database shows the answer.
 */
async function untilStorageRefuses(page: Page): Promise<void> {
  const refused = () =>
    page.evaluate(
      (size) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('quota-probe', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('s');
          open.onerror = () => resolve(true);
          open.onsuccess = () => {
            const tx = open.result.transaction('s', 'readwrite');
            tx.objectStore('s').put('x'.repeat(size), 1);
            tx.oncomplete = () => {
              open.result.close();
              resolve(false);
            };
            tx.onabort = () => {
              open.result.close();
              resolve(tx.error?.name === 'QuotaExceededError');
            };
          };
        }),
      2 * START_QUOTA,
    );
  for (let i = 0; i < 60; i++) {
    if (await refused()) return;
    await page.waitForTimeout(500);
  }
  throw new Error('the lowered quota never took effect');
}

describe('saves through the app', () => {
  it('hands the game to the tab that opened it last, tells the other at once, and takes it back on request', async () => {
    const context = await newTabletContext(app.browser);
    try {
      const first = await openPage(context, `${app.url}?seed=11&test=1`);
      const a = first.page;
      const record = await startUntilUndo(a);

      const second = await openPage(context, app.url);
      const b = second.page;
      await tap(b.getByRole('button', { name: 'Continue' }));
      await b.locator('.handoff-tap').waitFor();

      // Tab A is told without touching it, and its Undo is under the notice.
      const notice = a.getByRole('alertdialog', { name: 'This game goes on elsewhere' });
      await notice.waitFor();
      expect(await coveredByNotice(a, 'Undo')).toBe(true);
      await screenshot(a, 'ui-tabs-elsewhere');

      // Tab B plays on.
      const bRecord: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
      await settle(b, bRecord, 20);
      await playOneDecision(b, bRecord.to.at(-1) ?? record.to.at(-1) ?? '');
      await settle(b, bRecord, 20);
      const atB = await board(b);

      // Tab A takes it back: it opens at tab B's position, and tab B is told in turn.
      await tap(notice.getByRole('button', { name: 'Play it here instead' }));
      await a.locator('.handoff-tap').waitFor();
      await settle(a, undefined, 20);
      expect(await board(a)).toEqual(atB);
      await b.getByRole('alertdialog', { name: 'This game goes on elsewhere' }).waitFor();
      await tap(b.getByRole('button', { name: 'Home' }));
      await b.getByRole('button', { name: 'Continue' }).waitFor();
      assertNoErrors(first.errors, context);
      assertNoErrors(second.errors, context);
    } finally {
      await context.close();
    }
  });

  it('takes a move back when storage is full, and after a reload still opens Home, Continue and the save', async () => {
    // The quota is lowered before the app's first write (untilStorageRefuses says why).
    await inContext(newTabletContext(app.browser), 'about:blank', async ({ page, errors, context }) => {
      const origin = new URL(app.url).origin;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: START_QUOTA });
      await page.goto(`${app.url}?seed=5&test=1`, { waitUntil: 'load' });
      await startUntilUndo(page);
      await settle(page, undefined, 20);
      const before = await board(page);
      // No room left for this site: its quota becomes what it already uses.
      const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage });
      await untilStorageRefuses(page);
      await playOneDecision(page, '');
      const failure = page.locator('.save-failure');
      await failure.waitFor();
      expect(await failure.textContent()).toMatch(/no room left/);
      expect(await board(page)).toEqual(before);

      // Reloaded with the storage still full: straight back into the game, as it was.
      await page.reload({ waitUntil: 'load' });
      await page.locator('.handoff-tap').waitFor();
      await settle(page, undefined, 20);
      expect(await board(page)).toEqual(before);
      // Menu leaves the game for Home, where Continue opens it again.
      await tap(page.getByRole('button', { name: 'Menu' }));
      await tap(page.getByRole('button', { name: 'Continue' }));
      await page.locator('.handoff-tap').waitFor();
      await settle(page, undefined, 20);
      expect(await board(page)).toEqual(before);
      await tap(page.getByRole('button', { name: 'Menu' }));
      await tap(page.getByRole('button', { name: 'Saved games' }));
      const note = page.locator('.storage-note');
      await note.waitFor();
      expect(await note.textContent()).toMatch(/almost out of room/);
      await screenshot(page, 'ui-tabs-storage-full');
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      // The failed write is reported on the page on purpose; nothing else may be.
      errors.console = errors.console.filter((e) => !/QuotaExceeded|quota/i.test(e));
    });
  });
});
