// Two tabs on one saved game in real Chromium (issue 27): two pages of one browser context share the
// app's IndexedDB, Web Locks and BroadcastChannel. Undo in one and a move in the other, in both
// orders, and two moves at once: the save always opens, its log is exactly one tab's history, and
// the stale tab is refused and says so. Both with the tabs told of each other (the game opened
// through the store, which claims it) and without (a tab that never heard: the revision check alone).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './fixture';
import { assertNoErrors, newTabletContext, openPage, type PageErrors } from './harness';
import { injectStore, storeBundle } from './store-page';

const app = useApp();

beforeAll(async () => {
  await storeBundle();
});

interface Tabs {
  context: BrowserContext;
  a: Page;
  b: Page;
  id: string;
  errors: { a: PageErrors; b: PageErrors };
}

/** Two tabs of one context; tab A starts a game and plays 14 actions (the position). */
async function twoTabs(seed: number): Promise<Tabs> {
  const context = await newTabletContext(app.browser);
  const first = await openPage(context, app.url);
  const second = await openPage(context, app.url);
  await injectStore(first.page);
  await injectStore(second.page);
  const id = await first.page.evaluate(async (s) => {
    const k = window.__kassenStore;
    const gameId = await k.startGame(s, 7);
    await k.play(gameId, 14);
    return gameId;
  }, seed);
  return { context, a: first.page, b: second.page, id, errors: { a: first.errors, b: second.errors } };
}

const undo = (page: Page, id: string) =>
  page.evaluate((g) => window.__kassenStore.attempt(() => window.__kassenStore.undo(g)), id);
const move = (page: Page, id: string) =>
  page.evaluate((g) => window.__kassenStore.attempt(() => window.__kassenStore.play(g, 1)), id);
const pageLog = (page: Page, id: string) => page.evaluate((g) => window.__kassenStore.log(g), id);
const taken = (page: Page) => page.evaluate(() => window.__kassenStore.takenOver());

/** The save opens (in a third, fresh page) and holds exactly `winner`'s history. */
async function expectHistoryOf(t: Tabs, winner: Page, actions: number): Promise<void> {
  const fresh = await openPage(t.context, app.url);
  await injectStore(fresh.page);
  const stored = await fresh.page.evaluate((g) => window.__kassenStore.storedLog(g), t.id);
  expect(stored).toBe(await pageLog(winner, t.id));
  const list = await fresh.page.evaluate(() => window.__kassenStore.store.listSaves());
  expect(list).toEqual([expect.objectContaining({ ok: true, header: expect.objectContaining({ actions }) })]);
  await fresh.page.close();
}

describe('two tabs on one saved game', () => {
  for (const order of ['undo first', 'move first'] as const) {
    it(`takes the game over when the second tab opens it; the first is told at once and refused (${order})`, async () => {
      const t = await twoTabs(order === 'undo first' ? 31 : 32);
      try {
        await t.b.evaluate((g) => window.__kassenStore.resume(g, 3), t.id);
        // Tab A hears at once, before it tries anything.
        await t.a.waitForFunction(() => window.__kassenStore.takenOver().length > 0);
        expect(await taken(t.a)).toEqual([{ reason: 'elsewhere', id: t.id }]);
        if (order === 'undo first') {
          expect(await undo(t.a, t.id)).toMatchObject({ ok: false, code: 'conflict' });
          expect(await move(t.b, t.id)).toMatchObject({ ok: true });
        } else {
          expect(await move(t.b, t.id)).toMatchObject({ ok: true });
          expect(await undo(t.a, t.id)).toMatchObject({ ok: false, code: 'conflict' });
        }
        expect(await move(t.a, t.id)).toMatchObject({ ok: false, code: 'conflict' });
        await expectHistoryOf(t, t.b, 15);
        expect(await taken(t.b)).toEqual([]);
        assertNoErrors(t.errors.a, t.context);
        assertNoErrors(t.errors.b, t.context);
      } finally {
        await t.context.close();
      }
    });
  }

  it('refuses the move of a tab that never heard of the undo in the other (the issue 27 sequence)', async () => {
    const t = await twoTabs(33);
    try {
      await t.b.evaluate((g) => window.__kassenStore.openUnclaimed(g, 3), t.id);
      // 1-2. Tab A undoes: the save holds 13 actions.
      expect(await undo(t.a, t.id)).toMatchObject({ ok: true });
      // 3. Tab B plays at 14: refused, nothing stored changes, and tab B says so.
      const refused = await move(t.b, t.id);
      expect(refused).toMatchObject({ ok: false, code: 'conflict' });
      expect(refused.ok ? '' : refused.message).toMatch(/another tab or window/);
      expect(await taken(t.b)).toEqual([{ reason: 'elsewhere', id: t.id }]);
      await expectHistoryOf(t, t.a, 13);
      // 4. Tab A plays on: the log is A's history alone.
      expect(await move(t.a, t.id)).toMatchObject({ ok: true });
      await expectHistoryOf(t, t.a, 14);
      assertNoErrors(t.errors.a, t.context);
      assertNoErrors(t.errors.b, t.context);
    } finally {
      await t.context.close();
    }
  });

  it('refuses the undo of a tab that never heard of the move in the other', async () => {
    const t = await twoTabs(34);
    try {
      await t.b.evaluate((g) => window.__kassenStore.openUnclaimed(g, 3), t.id);
      expect(await move(t.b, t.id)).toMatchObject({ ok: true });
      expect(await undo(t.a, t.id)).toMatchObject({ ok: false, code: 'conflict' });
      expect(await taken(t.a)).toEqual([{ reason: 'elsewhere', id: t.id }]);
      await expectHistoryOf(t, t.b, 15);
    } finally {
      await t.context.close();
    }
  });

  it('lets exactly one of two moves made at once through', async () => {
    const t = await twoTabs(35);
    try {
      await t.b.evaluate((g) => window.__kassenStore.openUnclaimed(g, 3), t.id);
      const [ra, rb] = await Promise.all([move(t.a, t.id), move(t.b, t.id)]);
      expect([ra.ok, rb.ok].filter(Boolean)).toHaveLength(1);
      const loser = ra.ok ? rb : ra;
      expect(loser).toMatchObject({ ok: false, code: 'conflict' });
      await expectHistoryOf(t, ra.ok ? t.a : t.b, 15);
      expect(await taken(ra.ok ? t.b : t.a)).toEqual([{ reason: 'elsewhere', id: t.id }]);
    } finally {
      await t.context.close();
    }
  });
});
