// Board animations in real Chromium (jsdom cannot run CSS animations): a moved piece really glides
// (a running CSS animation that moves it) and is still again within 300 ms; with the system asking
// for reduced motion nothing moves at all. On a phone, with the faster hand-off setting so that the
// player who moves sees his own move.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { newPhoneContext, screenshot } from './harness';
import { type HandOffRecord, playOneDecision, promptText, settle, tap } from './ui-driver';

const app = useApp();

/** A new test battle with the "only when they can react" hand-offs, up to its first movement step. */
async function toFirstMove(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem('kassen.settings.v1', JSON.stringify({ privacy: 'when-able', diceAnimation: true })),
  );
  await page.reload({ waitUntil: 'load' });
  await tap(page.getByRole('button', { name: 'New game' }));
  await tap(page.getByRole('button', { name: /^Test: Duel/ }));
  await tap(page.getByRole('button', { name: 'Start the battle' }));
  const record: HandOffRecord = { to: [], quiet: 0, windows: 0 };
  for (let i = 0; i < 40; i++) {
    await settle(page, record);
    const prompt = await promptText(page);
    if (prompt === 'Move your ordered units') {
      const select = page.locator('svg.board [role="button"][aria-label^="Select "]').first();
      if ((await select.count()) > 0) {
        await tap(select);
        if ((await page.locator('svg.board [role="button"][aria-label^="Move "]').count()) > 0) return;
        await tap(select);
      }
    }
    await playOneDecision(page, record.to[record.to.length - 1] ?? '');
  }
  throw new Error('no move was offered');
}

/** Taps the first destination without waiting, and reads the piece's motion at once. */
async function moveAndWatch(page: Page) {
  await page.locator('svg.board [role="button"][aria-label^="Move "]').first().tap();
  return page.evaluate(async () => {
    const until = performance.now() + 250;
    while (performance.now() < until) {
      const el = document.querySelector('.piece-motion.slide');
      if (el) {
        const animations = el.getAnimations().map((a) => ({
          name: (a as CSSAnimation).animationName,
          state: a.playState,
        }));
        return { sliding: true, animations, transform: getComputedStyle(el).transform };
      }
      await new Promise((r) => requestAnimationFrame(r));
    }
    return { sliding: false, animations: [], transform: 'none' };
  });
}

describe('board animations', () => {
  it('a moved piece glides to its hex and is still again within 300 ms', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=2&test=1`, async ({ page }) => {
      await toFirstMove(page);
      const seen = await moveAndWatch(page);
      expect(seen.sliding).toBe(true);
      expect(seen.animations).toContainEqual({ name: 'piece-slide', state: 'running' });
      // Caught in flight: the piece is drawn away from its hex.
      expect(seen.transform).not.toBe('none');
      await screenshot(page, 'ui-play-motion-phone-slide');
      await page.waitForTimeout(350);
      expect(await page.locator('.piece-motion.slide').count()).toBe(0);
    });
  });

  it('nothing moves when the system asks for reduced motion', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=2&test=1`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await toFirstMove(page);
      const seen = await moveAndWatch(page);
      expect(seen.sliding).toBe(false);
      expect(await page.locator('svg.board .effects > *').count()).toBe(0);
    });
  });

  it('no die tumbles when the system asks for reduced motion', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=2&test=1`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await toFirstMove(page);
      // Play on until a roll is shown, watching for any running animation on the way.
      const record: HandOffRecord = { to: [], quiet: 0, windows: 0 };
      let seen = 0;
      for (let i = 0; i < 80 && (await page.locator('.dice-tray .die').count()) === 0; i++) {
        await settle(page, record, 30);
        if ((await page.locator('.dice-tray .die').count()) > 0) break;
        await playOneDecision(page, record.to[record.to.length - 1] ?? '');
        seen += await page.evaluate(() => document.getAnimations().length);
      }
      expect(await page.locator('.dice-tray .die').count()).toBeGreaterThan(0);
      expect(await page.locator('.dice-tray.rolling').count()).toBe(0);
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(seen).toBe(0);
    });
  });
});
