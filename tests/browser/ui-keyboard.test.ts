// A keyboard-only first turn (issue 28): the introductory battle from Home with Tab, the arrow keys,
// Enter and Space alone, on a tablet-sized window. After every action focus must already stand on
// the next thing to do (the hand-off, the next card, piece, target, choice or button), so the
// player presses Enter again instead of starting over from the top of the page with Tab.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { newTabletContext, screenshot } from './harness';

const app = useApp();

interface Focused {
  tag: string;
  cls: string;
  name: string;
  text: string;
  role: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', cls: '', name: '', text: '', role: '' };
    return {
      tag: el.tagName.toLowerCase(),
      cls: el.getAttribute('class') ?? '',
      name: el.getAttribute('aria-label') ?? '',
      text: (el.textContent ?? '').trim(),
      role: el.getAttribute('role') ?? '',
    };
  });
}

/** Presses a key and waits until what it sent is saved and the screen has settled. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() => document.querySelector('.game[aria-busy="true"]') === null);
  // Focus moves after the next paint.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

async function prompt(page: Page): Promise<string> {
  const text = page.locator('.prompt-text');
  return (await text.count()) > 0 ? ((await text.textContent()) ?? '').trim() : '';
}

function describeFocus(f: Focused): string {
  return `${f.tag}.${f.cls} "${f.name || f.text}"`;
}

describe('a first turn by keyboard alone', () => {
  it('plays the introductory battle’s first turn with focus on the next thing to do after each action', async () => {
    await inContext(newTabletContext(app.browser), `${app.url}?seed=11`, async ({ page }) => {
      await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      // Home: Tab reaches New game first.
      await press(page, 'Tab');
      expect((await focused(page)).text).toBe('New game');
      await press(page, 'Enter');
      // New game: the battle list; Tab to the introductory battle, Space picks it.
      await page.getByRole('button', { name: /^Introductory Skirmish/ }).waitFor();
      for (let i = 0; i < 30 && !(await focused(page)).text.startsWith('Introductory Skirmish'); i++) {
        await press(page, 'Tab');
      }
      expect((await focused(page)).text).toMatch(/^Introductory Skirmish/);
      await press(page, ' ');
      await page.getByRole('button', { name: 'Start the battle' }).waitFor();
      for (let i = 0; i < 60 && (await focused(page)).text !== 'Start the battle'; i++) {
        await press(page, 'Tab');
      }
      await press(page, 'Enter');

      const log: string[] = [];
      let cardPrompts = 0;
      let explored = false;
      let turnDone = false;
      for (let step = 0; step < 120 && !turnDone; step++) {
        const f = await focused(page);
        const where = describeFocus(f);
        expect(
          f.tag,
          `step ${step}: focus fell back to the page (last: ${log.slice(-3).join(' / ')})`,
        ).not.toBe('body');
        if (f.cls.includes('handoff-tap')) {
          log.push(`hand-off: ${where}`);
          await press(page, 'Enter');
          // The summary's heading has focus; Tab reaches Continue.
          expect((await focused(page)).tag).toBe('h2');
          await press(page, 'Tab');
          expect((await focused(page)).text).toBe('Continue');
          await press(page, 'Enter');
          continue;
        }
        const text = await prompt(page);
        if (text === 'Play a Command card' && !log[log.length - 1]?.startsWith(text)) cardPrompts += 1;
        if (cardPrompts === 2) {
          // The other army is asked for its card: the first army's turn is over.
          turnDone = true;
          break;
        }
        // A selected unit's targets: explore with the arrows, come back, then Enter.
        if (
          !explored &&
          f.role === 'button' &&
          (await page.locator('.hex-button[data-kind="target"]').count()) > 0
        ) {
          const from = f.name;
          await press(page, 'ArrowRight');
          // At the row's end the key leads nowhere: the other way then.
          const [there, back] =
            (await focused(page)).name === from ? ['ArrowLeft', 'ArrowRight'] : ['', 'ArrowLeft'];
          if (there) await press(page, there);
          const next = await focused(page);
          expect(next.name).not.toBe(from);
          // The neighbour is named with its place and terrain (and what stands there, or empty).
          expect(next.name).toMatch(/column \d+, row \d+/);
          await press(page, back);
          expect((await focused(page)).name).toBe(from);
          explored = true;
        }
        log.push(`${text}: ${where}`);
        // The focused control is the next thing to do: a card, a piece, a target, a choice, Pass.
        expect(
          f.cls.includes('card') ||
            f.cls.includes('hex-button') ||
            f.cls.includes('bar-button') ||
            f.tag === 'button',
          `step ${step}: "${text}" focused ${where}`,
        ).toBe(true);
        await press(page, f.cls.includes('card') ? ' ' : 'Enter');
      }
      await screenshot(page, 'ui-keyboard-tablet-turn-done');
      expect(turnDone, log.join('\n')).toBe(true);
      expect(explored).toBe(true);
      expect(log.some((l) => l.startsWith('Order'))).toBe(true);
      expect(log.some((l) => l.startsWith('Move'))).toBe(true);
    });
  });
});
