// Issue 22 in the browser: the home screen, a battle turn and the companion in Italian and in
// Russian on a phone (390x844): every screen speaks the chosen language, nothing overflows, and
// switching the language in Settings changes the screens at once.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardsRu } from '../../src/ui/cards/i18n.ru';
import { companionIt } from '../../src/ui/companion/i18n.it';
import { companionRu } from '../../src/ui/companion/i18n.ru';
import { APP_DESCRIPTION } from '../../src/ui/i18n/app-description';
import { en as enMessages } from '../../src/ui/i18n/en';
import { it as itMessages } from '../../src/ui/i18n/it';
import { ru as ruMessages } from '../../src/ui/i18n/ru';
import { shogunEn } from '../../src/ui/shogun/i18n';
import { shogunIt } from '../../src/ui/shogun/i18n.it';
import { shogunRu } from '../../src/ui/shogun/i18n.ru';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, screenshot } from './harness';
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

/** What a player reads of a battle in progress: prompt, hand, log and the board's pieces. */
async function battleAsRead(page: Page) {
  return {
    prompt: ((await page.locator('.prompt-text').textContent()) ?? '').trim(),
    hand: await page.locator('.card-name').allTextContents(),
    log: await page.locator('.log-lines li').allTextContents(),
    pieces: await pieceLabels(page),
  };
}

/** The numbers a label states (hexes, blocks), in order of size: the same facts in any language. */
const numbers = (label: string) =>
  [...label.matchAll(/\d+/g)]
    .map((m) => Number(m[0]))
    .sort((a, b) => a - b)
    .join();

/** The card id a name in the Russian catalogue stands for. */
function cardIdOf(russianName: string): string {
  const key = Object.entries(cardsRu).find(([k, v]) => k.endsWith('.name') && v === russianName)?.[0];
  if (!key) throw new Error(`no Russian card is named ${russianName}`);
  return key.slice('card.'.length, -'.name'.length);
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
        // The edition tag in full beside the longer Menu and Log names.
        const tag = await page
          .locator('.game-top .edition-tag')
          .evaluate((el) => ({ text: el.textContent, scroll: el.scrollWidth, client: el.clientWidth }));
        expect(tag.text).toBe('GMT 2021');
        expect(tag.scroll).toBeLessThanOrEqual(tag.client);
        // On a phone of 360 px every word of the top bar in full (the tag cut to "GMT 2…", and
        // Italian's Log, before session 22): the tag stacks its maker over its year.
        await page.setViewportSize({ width: 360, height: 740 });
        const cut = await page
          .locator('.game-top > *')
          .evaluateAll((els) =>
            els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
          );
        expect(cut).toEqual([]);
        expect(await page.locator('.game-top .edition-tag').textContent()).toBe('GMT 2021');
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
        // On a phone of 360 px the five tabs on one line, none cut, each 44 px or more (they
        // wrapped to two lines before session 22).
        await page.setViewportSize({ width: 360, height: 740 });
        const tabs = await page.locator('.companion-tabs .tab').evaluateAll((els) => ({
          count: els.length,
          rows: new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size,
          cut: els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
          small: els
            .filter(
              (el) => Math.min(el.getBoundingClientRect().width, el.getBoundingClientRect().height) < 44,
            )
            .map((el) => el.textContent),
        }));
        expect(tabs).toEqual({ count: 5, rows: 1, cut: [], small: [] });
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

  it('switches to Russian in the middle of a battle: board, hand, card text, prompt and new log lines follow, the battle where it was', async () => {
    await inContext(phoneIn('en'), `${app.url}?test=1&seed=1`, async ({ page }) => {
      page.on('dialog', (d) => void d.accept());
      await startDuel(page);
      const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
      await settle(page, record);
      const army = record.to.at(-1) ?? '';
      // The first army plays its card and gives its orders: the battle is under way.
      for (let i = 0; i < 3; i++) {
        await playOneDecision(page, army);
        await settle(page, record);
      }
      const before = await battleAsRead(page);
      expect(before.log.length).toBeGreaterThan(0);
      expect(before.hand.length).toBeGreaterThan(0);

      // Menu (the game is saved), Settings, Russian, back to Home, Continue.
      await tap(page.getByRole('button', { name: 'Menu' }));
      await tap(page.getByRole('button', { name: 'Settings' }));
      await tap(page.getByRole('radio', { name: 'Русский' }));
      await tap(page.getByRole('button', { name: must(ruMessages['nav.back']) }));
      await tap(page.getByRole('button', { name: must(ruMessages['home.continue']) }));
      await page.locator('.handoff-tap, .prompt-text').first().waitFor();
      if (await isVisible(page.locator('.handoff-tap'))) {
        await tap(page.locator('.handoff-tap'));
        await tap(page.locator('.handoff-continue'));
      }
      await page.locator('.prompt-text').waitFor();
      const after = await battleAsRead(page);

      // The prompt is the same decision, in Russian.
      const promptKey = Object.entries(enMessages).find(([, v]) => v === before.prompt)?.[0];
      if (promptKey) expect(after.prompt).toBe((ruMessages as Record<string, string>)[promptKey]);
      expect(after.prompt).toMatch(/[а-яё]/i);
      // The same cards in hand, by their Russian names; a card's text reads in Russian too.
      expect(after.hand).toHaveLength(before.hand.length);
      const ids = after.hand.map(cardIdOf);
      await page.locator('.card').first().tap();
      const detail = page.locator('.card-detail p').first();
      await detail.waitFor();
      expect((await detail.textContent())?.trim()).toBe(cardsRu[`card.${ids[0]}.text`]);
      // The same pieces on the same hexes with the same blocks, named in Russian.
      expect(after.pieces).toHaveLength(before.pieces.length);
      expect(after.pieces.map(numbers).sort()).toEqual(before.pieces.map(numbers).sort());
      for (const label of after.pieces) expect(label).toMatch(/[а-яё]/i);
      // The page itself: its language and its description.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      expect(
        await page.evaluate(() =>
          document.querySelector('meta[name="description"]')?.getAttribute('content'),
        ),
      ).toBe(APP_DESCRIPTION.ru);
      await assertNoHorizontalOverflow(page);
      await screenshot(page, 'i18n-ru-switched-mid-battle');
      // The reopened log is the one played, every line of it now in Russian (rebuilt from the save).
      expect(after.log).toHaveLength(before.log.length);
      for (const line of after.log) expect(line).toMatch(/[а-яё]/i);
      // The battle goes on where it was, and what it does next is logged in Russian too.
      const logged = page.locator('.log-lines li');
      for (let i = 0; i < 6 && (await logged.count()) === before.log.length; i++) {
        if (await isVisible(page.locator('.handoff-tap'))) {
          await tap(page.locator('.handoff-tap'));
          await tap(page.locator('.handoff-continue'));
        } else await playOneDecision(page, army);
      }
      const log = await logged.allTextContents();
      expect(log.length).toBeGreaterThan(before.log.length);
      for (const line of log) expect(line).toMatch(/[а-яё]/i);
    });
  });

  it('switches a Shogun game on a phone to Italian, then Russian: the same decision in each language', async () => {
    await inContext(phoneIn('en'), `${app.url}?seed=1`, async ({ page }) => {
      await tap(page.getByRole('button', { name: 'New game' }));
      await tap(page.getByRole('button', { name: /^Shogun: 3 to 5 warlords/ }));
      await page.getByRole('heading', { name: 'New game of Shogun' }).waitFor();
      await tap(page.getByRole('button', { name: must(shogunEn['shogun.new.go']) }));
      // The first warlord plans his spring in secret, and hides it: the device goes to the second.
      await takeDevice(page);
      await planWholly(page);
      const handOff = page.locator('.handoff-title');
      await handOff.waitFor();
      const to = (await handOff.textContent()) ?? '';
      const seatMark = to.slice(-1);
      expect(to).toMatch(/^Pass the device to .+ [●▲■◆★]$/);
      await takeDevice(page);
      const spaces = await page.getByRole('button', { name: /^Lay a card on / }).count();
      expect(spaces).toBeGreaterThan(0);

      // Each switch starts from the screens in the language before it.
      let was: { app: Record<string, string | undefined>; shogun: Record<string, string | undefined> } = {
        app: enMessages,
        shogun: shogunEn,
      };
      for (const [lang, app_, shogun] of [
        ['Italiano', itMessages, shogunIt],
        ['Русский', ruMessages, shogunRu],
      ] as const) {
        // Leave (the game is saved), Settings, the language, Back, Continue.
        await tap(page.getByRole('button', { name: must(was.shogun['shogun.leave']), exact: true }));
        await tap(page.getByRole('button', { name: must(was.app['home.settings']), exact: true }));
        await tap(page.getByRole('radio', { name: lang }));
        await tap(page.getByRole('button', { name: must(app_['nav.back']) }));
        await tap(page.getByRole('button', { name: must(app_['home.continue']) }));
        // The same warlord takes the device, asked in the new language.
        await handOff.waitFor();
        const title = (await handOff.textContent()) ?? '';
        expect(title.startsWith(must(app_['handoff.title']).split('{{')[0] ?? '?')).toBe(true);
        expect(title.slice(-1)).toBe(seatMark);
        await assertNoHorizontalOverflow(page);
        await takeDevice(page);
        // The same decision: his plan, not begun, on the same spaces; the plan's words translated.
        await page.getByRole('heading', { name: must(shogun['shogun.plan.title']) }).waitFor();
        expect(await page.locator('.plan-card').count()).toBe(0);
        const open = must(shogun['shogun.plan.choose']).split('{{')[0] ?? '?';
        expect(await page.getByRole('button', { name: new RegExp(`^${open}`) }).count()).toBe(spaces);
        await assertNoHorizontalOverflow(page);
        await assertNoClippedText(page);
        await screenshot(page, `i18n-shogun-switched-${lang === 'Italiano' ? 'it' : 'ru'}`);
        was = { app: app_, shogun };
      }
    });
  });
});

/** Takes the device at a hand-off (the tap, then Continue). */
async function takeDevice(page: Page): Promise<void> {
  await tap(page.locator('.handoff-tap'));
  await tap(page.locator('.handoff-continue'));
}

/** Lays a card on every space of the plan, then hides it (Done). */
async function planWholly(page: Page): Promise<void> {
  for (let guard = 0; guard < 30; guard++) {
    const done = page.getByRole('button', { name: must(shogunEn['shogun.do.commit']) });
    if (await isVisible(done)) return tap(done);
    if (!(await isVisible(page.locator('.plan-card-button'))))
      await tap(page.getByRole('button', { name: /^Lay a card on / }).first());
    await tap(page.locator('.plan-card-button').first());
  }
  throw new Error('the plan never became complete');
}
