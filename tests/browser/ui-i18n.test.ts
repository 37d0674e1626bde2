// Issue 22 in the browser: the home screen, a battle turn and the companion in Italian and in
// Russian on a phone (390x844): every screen speaks the chosen language, nothing overflows, and
// switching the language in Settings changes the screens at once.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companionIt } from '../../src/ui/companion/i18n.it';
import { companionRu } from '../../src/ui/companion/i18n.ru';
import { it as itMessages } from '../../src/ui/i18n/it';
import { ru as ruMessages } from '../../src/ui/i18n/ru';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, screenshot } from './harness';
import { isVisible, tap } from './ui-driver';

const app = useApp();

const LANGUAGES = [
  { lang: 'it', app: itMessages, companion: companionIt },
  { lang: 'ru', app: ruMessages, companion: companionRu },
] as const;

/** A phone whose stored settings already chose this language. */
async function phoneIn(lang: string) {
  const context = await newPhoneContext(app.browser);
  await context.addInitScript((chosen) => {
    localStorage.setItem('kassen.settings.v1', JSON.stringify({ language: chosen }));
  }, lang);
  return context;
}

function must(text: string | undefined): string {
  if (!text) throw new Error('a message the test needs is missing from the catalogue');
  return text;
}

/** No text box is cut off on its right edge either (a clipped word, not just a wide page). */
async function assertNoClippedText(page: Page): Promise<void> {
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, h1, h2, h3, p, label, legend, li'))
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).overflowX === 'hidden')
      // Headings kept for screen readers only are 1px boxes by design.
      .filter((el) => !el.classList.contains('visually-hidden'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => (el.textContent ?? '').slice(0, 40)),
  );
  expect(clipped).toEqual([]);
}

describe('Kassen in Italian and Russian on a phone', () => {
  for (const { lang, app: m, companion: c } of LANGUAGES) {
    it(`home screen and a battle turn in ${lang}`, async () => {
      await inContext(phoneIn(lang), `${app.url}?test=1`, async ({ page }) => {
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page.getByRole('button', { name: must(m['home.newGame']) }).waitFor();
        expect(await page.getByRole('button', { name: 'New game' }).count()).toBe(0);
        await assertNoHorizontalOverflow(page);
        await assertNoClippedText(page);
        await screenshot(page, `i18n-${lang}-home`);

        await tap(page.getByRole('button', { name: must(m['home.newGame']) }));
        await page.getByRole('heading', { name: must(m['newGame.title']) }).waitFor();
        await tap(page.getByRole('button', { name: /^Test: Duel/ }));
        await assertNoHorizontalOverflow(page);
        await tap(page.getByRole('button', { name: must(m['newGame.start']) }));

        // The first player takes the tablet, then reads the command prompt in his language.
        await page.locator('.handoff-tap, .prompt-text').first().waitFor();
        if (await isVisible(page.locator('.handoff-tap'))) {
          await assertNoHorizontalOverflow(page);
          await tap(page.locator('.handoff-tap'));
          await tap(page.locator('.handoff-continue'));
        }
        const prompt = page.locator('.prompt-text');
        await prompt.waitFor();
        expect((await prompt.textContent())?.trim()).toBe(m['point.command']);
        await assertNoHorizontalOverflow(page);
        await assertNoClippedText(page);
        await screenshot(page, `i18n-${lang}-battle`);
      });
    });

    it(`companion in ${lang}`, async () => {
      await inContext(phoneIn(lang), `${app.url}`, async ({ page }) => {
        await tap(page.getByRole('button', { name: must(m['home.companion']) }));
        await page.getByRole('heading', { name: must(c['setup.title']) }).waitFor();
        await assertNoHorizontalOverflow(page);
        const first = page.locator('.battle-list').last().getByRole('button').first();
        await first.waitFor();
        await tap(first);
        await tap(page.getByRole('button', { name: must(c['setup.start']) }));
        // The first army takes the device behind a hand-off that speaks the language too.
        const handoff = page.locator('.handoff-title');
        await handoff.waitFor();
        expect(await handoff.textContent()).toMatch(
          new RegExp(`^${must(m['handoff.title']).split('{{')[0]}`),
        );
        await assertNoHorizontalOverflow(page);
        await tap(page.locator('.handoff-tap'));
        await tap(page.locator('.handoff-continue'));
        await page.getByRole('region', { name: must(m['hand.title']) }).waitFor();
        await page.getByText(must(c['turn.playFirst'])).waitFor();
        await assertNoHorizontalOverflow(page);
        await assertNoClippedText(page);
        await screenshot(page, `i18n-${lang}-companion`);
      });
    });
  }

  it('switches from English to Russian in Settings, and the home screen follows', async () => {
    await inContext(phoneIn('en'), app.url, async ({ page }) => {
      await tap(page.getByRole('button', { name: 'Settings' }));
      await tap(page.getByRole('radio', { name: 'Русский' }));
      await page.getByRole('heading', { name: must(ruMessages['settings.title']) }).waitFor();
      await tap(page.getByRole('button', { name: must(ruMessages['nav.back']) }));
      await page.getByRole('button', { name: must(ruMessages['home.newGame']) }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    });
  });
});
