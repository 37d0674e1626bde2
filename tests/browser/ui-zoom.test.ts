// Text at 200% (issue 28, item 6): a 1024x768 tablet zoomed to 200% lays the page out in 512x384 CSS
// pixels. The prompt and the buttons that answer it must stay on screen beside the board (the prompt
// pinned while the side panel scrolls to the focused card), with no
// sideways scroll, and the zoom buttons' glyphs inside their circles.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, newTabletContext, screenshot } from './harness';
import { promptText, settle, startDuel, tap } from './ui-driver';

const app = useApp();

/** How far each named element reaches, in CSS pixels of the viewport. */
function extents(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    const out: Record<string, { top: number; bottom: number; left: number; right: number } | null> = {};
    for (const s of list) {
      const r = document.querySelector(s)?.getBoundingClientRect();
      out[s] = r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    }
    return out;
  }, selectors);
}

/** A 360x740 phone. */
const SMALL_PHONE = { width: 360, height: 740 };

/**
 * From Home: Kawagoe Castle against the computer, up to the first card to play. With seed 1 the hand
 * is the tallest of those tried (the side panel scrolls 98 px to it; seeds 4-6: 61-66 px).
 */
async function startKawagoe(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await tap(page.getByRole('button', { name: /^Kawagoe Castle/ }));
  await tap(page.getByRole('radio', { name: 'The computer' }));
  await tap(page.getByRole('button', { name: 'Start the battle' }));
  await settle(page);
  await page.waitForFunction(
    () => document.querySelector('.prompt-text')?.textContent === 'Play a Command card',
  );
}

describe('a tablet at 200% zoom', () => {
  for (const [name, viewport] of [
    ['landscape', { width: 512, height: 384 }],
    ['portrait', { width: 384, height: 512 }],
  ] as const) {
    it(`keeps the prompt and its buttons in view beside the board (${name})`, async () => {
      const open = newTabletContext(app.browser, viewport);
      await inContext(open, `${app.url}?seed=4&test=1`, async ({ page }) => {
        await startDuel(page);
        await settle(page);
        await page.locator('svg.board').waitFor();
        // Focus has moved to the next thing to do, and the side panel has scrolled to it.
        await page.waitForFunction(() => document.activeElement !== document.body);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const seen = await extents(page, ['.prompt', '.action-bar', '.board-wrap', '.game-top .icon-button']);
        await screenshot(page, `ui-zoom-200-${name}`);
        // The action bar counts when it offers something (it is empty while a card is chosen).
        const bar = await page.locator('.action-bar button').count();
        const keys = bar > 0 ? ['.prompt', '.action-bar', '.board-wrap'] : ['.prompt', '.board-wrap'];
        for (const key of keys) {
          const box = seen[key];
          expect(box, `${key} is drawn`).not.toBeNull();
          expect(box!.top, `${key} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(box!.bottom, `${key} ends on screen`).toBeLessThanOrEqual(viewport.height + 0.5);
        }
        // The glyph stays inside its 44 px circle.
        const glyph = await page
          .locator('.game-top .icon-button')
          .first()
          .evaluate((b) => ({
            scroll: b.scrollWidth,
            client: b.clientWidth,
            h: b.getBoundingClientRect().height,
          }));
        expect(glyph.scroll).toBeLessThanOrEqual(glyph.client);
        expect(glyph.h).toBeGreaterThanOrEqual(44);
        await assertNoHorizontalOverflow(page);
      });
    });
  }

  it('keeps the whole prompt in sight on a small phone when a tall hand scrolls into view', async () => {
    // 360x740: Kawagoe's hand (six Command cards and two Dragon cards) is taller than the side panel
    // under the board, and the panel scrolls to it at the first decision. The prompt asking for it was
    // cut at its top under the board (session 21); it is pinned at the top of the panel now.
    const viewport = SMALL_PHONE;
    await inContext(newPhoneContext(app.browser, viewport), `${app.url}?seed=1`, async ({ page }) => {
      await startKawagoe(page);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await promptText(page)).toBe('Play a Command card');
      const boxes = await page.evaluate(() => {
        const side = document.querySelector('.game-side')!;
        const prompt = side.querySelector('.prompt')!.getBoundingClientRect();
        return {
          scrolled: side.scrollTop,
          sideTop: side.getBoundingClientRect().top,
          promptTop: prompt.top,
          promptBottom: prompt.bottom,
        };
      });
      await screenshot(page, 'ui-zoom-small-phone-hand');
      // The panel did scroll (else this checks nothing), and the prompt is whole below its top.
      expect(boxes.scrolled).toBeGreaterThan(0);
      expect(boxes.promptTop).toBeGreaterThanOrEqual(boxes.sideTop - 0.5);
      expect(boxes.promptBottom).toBeLessThanOrEqual(viewport.height);
    });
  });

  it("shows a tapped card's Play button and text on a small phone, not the hand under them", async () => {
    // 360x740, Kawagoe, seed 1: the hand is taller than the side panel. Tapping a card scrolled the
    // hand into view and left the card's text and its Play button scrolled away above (session 21).
    const viewport = SMALL_PHONE;
    await inContext(newPhoneContext(app.browser, viewport), `${app.url}?seed=1`, async ({ page }) => {
      await startKawagoe(page);
      await tap(page.locator('.card.playable').first());
      const play = page.locator('.action-bar button.primary', { hasText: /^Play / });
      await play.waitFor();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const seen = await page.evaluate(() => {
        const side = document.querySelector('.game-side')!.getBoundingClientRect();
        const prompt = document.querySelector('.game-side .prompt')!.getBoundingClientRect();
        const button = document.querySelector('.action-bar button.primary')!.getBoundingClientRect();
        const text = document.querySelector('.card-detail')!.getBoundingClientRect();
        return { sideBottom: side.bottom, promptBottom: prompt.bottom, button, textTop: text.top };
      });
      await screenshot(page, 'ui-zoom-small-phone-card');
      // The button wholly in sight below the pinned prompt, and the text starting in sight.
      expect(seen.button.top).toBeGreaterThanOrEqual(seen.promptBottom);
      expect(seen.button.bottom).toBeLessThanOrEqual(seen.sideBottom);
      expect(seen.textTop + 48).toBeLessThanOrEqual(seen.sideBottom);
      // And it plays: the orders begin.
      await tap(play);
      await page.waitForFunction(() =>
        /^Order/.test(document.querySelector('.prompt-text')?.textContent ?? ''),
      );
    });
  });

  it("shows the edition tag in full in a phone's top bar", async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=4&test=1`, async ({ page }) => {
      await startDuel(page);
      await settle(page);
      const tag = page.locator('.game-top .edition-tag');
      await tag.waitFor();
      const fit = await tag.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        text: el.textContent,
      }));
      expect(fit.text).toBe('GMT 2021');
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    });
  });
});
