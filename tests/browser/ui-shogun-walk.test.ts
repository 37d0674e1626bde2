// A whole game of Shogun alone against two computer seats, from Home to the final ranking, on a phone
// (390x844) and a tablet in landscape (1024x768). The person's side is played in the page (the first
// card on each space, Done, the first choice offered); the computers play through the AI worker on
// the phone, and on the tablet through a worker that never starts (its script "fails to load"), so
// the same search runs on the page and the game goes on without a word of it to the player. On the
// setup, the rules sheet, at every new season and at the end: no dead end (the script fails when nothing can be pressed and no
// computer is thinking), no horizontal overflow, no axe-core finding, every control at least 44 px
// both ways, no text under 12 px on screen (the map's and the chart's words as they are drawn), no
// text squeezed into a column so narrow that it runs to four lines. The end offers a new game, the
// menu and the log, without a holder line or Undo, its ways out work, and reopened from the saves it
// has nothing to skip. On the phone the map, wider than the screen, opens over the person's provinces.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, describeFindings } from './axe';
import { breakWorkers } from './broken-worker';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, newTabletContext, screenshot } from './harness';
import { namedButton as button, tapSaved as tap } from './table-driver';
import { shogunSetup } from './ui-shogun-setup';

const app = useApp();

/**
 * Runs in the page before the app: counts each "is thinking" line the computer's status puts on the
 * page. Polling between the person's taps can miss it: on the page (the worker broken) a season's
 * search can start and answer between two looks.
 */
function countThinking(): void {
  const w = window as unknown as { computerThoughts: number };
  w.computerThoughts = 0;
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of Array.from(r.addedNodes))
        if (n instanceof Element && (n.matches('.ai-thinking') || n.querySelector('.ai-thinking')))
          w.computerThoughts += 1;
  }).observe(document, { subtree: true, childList: true });
}

/**
 * Runs in the page: where the person's provinces lie against the map's frame (screen x): the middle of
 * their cells, the frame's middle and edges, and how far the frame is scrolled.
 */
function mapOpening(person: string) {
  const row = Array.from(document.querySelectorAll('.shogun-players th[scope="row"]')).find((th) =>
    (th.textContent ?? '').includes(`${person} (`),
  );
  const label = /\((.*)\)/.exec(row?.textContent ?? '')?.[1] ?? '?';
  const frame = document.querySelector('.shogun-map-wrap')!;
  const box = frame.getBoundingClientRect();
  const held = Array.from(document.querySelectorAll('.province-cell')).filter((c) =>
    (c.getAttribute('aria-label') ?? '').includes(`Held by ${label}`),
  );
  const middles = held.map((c) => {
    const r = c.getBoundingClientRect();
    return (r.left + r.right) / 2;
  });
  return {
    held: held.length,
    heldMiddle: middles.reduce((a, b) => a + b, 0) / Math.max(1, middles.length),
    frameMiddle: (box.left + box.right) / 2,
    frameWidth: box.width,
    scrolled: frame.scrollLeft,
    scrollable: frame.scrollWidth > frame.clientWidth,
  };
}

interface Stage {
  status: string;
  ended: boolean;
  steps: number;
  computerThought: boolean;
}

/**
 * Runs in the page: plays the person's side (the first card on each open space, Done, the first
 * choice) until the season's line changes or the game ends. Fails on a dead end: nothing the person
 * can press, no computer thinking and no save under way for 30 s, or the computer's failure alert.
 */
async function playStage(): Promise<Stage> {
  const status = () => document.querySelector('.shogun-status')?.textContent ?? '';
  const from = status();
  const busy = () => document.querySelector('.table[aria-busy="true"]') !== null;
  const thinking = () => (document.querySelector('.ai-thinking')?.textContent ?? '') !== '';
  const enabled = () =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('.table-game button:not([disabled])'));
  const named = (start: string) =>
    enabled().find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith(start));
  let computerThought = false;
  let idleSince = Date.now();
  for (let steps = 0; steps < 3000; ) {
    if (document.querySelector('.shogun-end'))
      return { status: status(), ended: true, steps, computerThought };
    if (status() !== from) return { status: status(), ended: false, steps, computerThought };
    const failed = document.querySelector('.ai-failed');
    if (failed) throw new Error(`the computer failed: ${failed.textContent}`);
    computerThought ||= thinking();
    const next = busy()
      ? null
      : (named('Done: hide my plan') ??
        document.querySelector<HTMLButtonElement>('.plan-card-button:not([disabled])') ??
        named('Lay a card on ') ??
        document.querySelector<HTMLButtonElement>('.choice-buttons button:not([disabled])'));
    if (next) {
      next.click();
      steps++;
      idleSince = Date.now();
    } else if (busy() || thinking()) idleSince = Date.now();
    else if (Date.now() - idleSince > 30_000)
      throw new Error(
        `a dead end at "${status()}": ${document.querySelector('.table-game')?.textContent?.slice(0, 400)}`,
      );
    await new Promise((r) => setTimeout(r, next ? 0 : 25));
  }
  throw new Error(`too many steps at "${from}"`);
}

/**
 * Visible controls of the table smaller than 44 px either way; visible text under 12 px on screen
 * (the map's and the chart's words at the size they are drawn); text squeezed into a column so
 * narrow that it runs to four lines or more.
 */
async function smallThings(
  page: Page,
  root: string,
): Promise<{ targets: string[]; text: string[]; cramped: string[] }> {
  return page.evaluate((root) => {
    if (!document.querySelector(root)) throw new Error(`nothing on the page is ${root}`);
    const all = (selector: string) =>
      Array.from(document.querySelectorAll(root)).flatMap((r) => Array.from(r.querySelectorAll(selector)));
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility();
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // A radio or a checkbox is tapped anywhere on its label: the label is the target.
    const target = (el: Element) =>
      el instanceof HTMLInputElement && /^(radio|checkbox)$/.test(el.type) ? (el.labels?.[0] ?? el) : el;
    const targets = all('button, summary, select, input, a[href]')
      .filter(shown)
      .map((el) => ({ el, r: target(el).getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ el, r }) => `${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    const text = all('*')
      .filter((el) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim()))
      .filter(shown)
      .filter((el) => el.closest('[aria-hidden="true"]') === null)
      .map((el) => {
        // Text in the map is drawn at the map's scale: its size on screen is what is read.
        const svg = el instanceof SVGElement ? el.ownerSVGElement : null;
        const box = svg?.viewBox.baseVal;
        const scale = svg && box && box.width > 0 ? svg.getBoundingClientRect().width / box.width : 1;
        return { el, px: Number.parseFloat(getComputedStyle(el).fontSize) * scale };
      })
      // Half a pixel of rounding: a drawing scaled to its frame lands a little either side.
      .filter(({ px }) => px < 11.5)
      .map(({ el, px }) => `${name(el)} ${px.toFixed(1)}px`);
    // Lines of the text itself (a table cell is as tall as its row, whatever its own text).
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return r.height / Number.parseFloat(getComputedStyle(el).lineHeight);
    };
    const cramped = all('p, dd, td, li')
      .filter(shown)
      .filter((el) => el.getBoundingClientRect().width < 120 && lines(el) >= 3.5)
      .map(name);
    return { targets: [...new Set(targets)], text: [...new Set(text)], cramped };
  }, root);
}

/** `root`: where the controls and words are looked at (the game's table unless said). */
async function checkScreen(page: Page, where: string, root = '.table'): Promise<void> {
  await assertNoHorizontalOverflow(page);
  const found = await axeScan(page);
  expect(found, `${where}: ${describeFindings(found)}`).toEqual([]);
  expect(await smallThings(page, root), where).toEqual({ targets: [], text: [], cramped: [] });
}

describe('a whole game of Shogun against two computers', () => {
  for (const [device, open, broken] of [
    ['phone', newPhoneContext, false],
    ['tablet', newTabletContext, true],
  ] as const) {
    it(`from Home to the ranking (${device}${broken ? ', the worker broken' : ''})`, {
      timeout: 900_000,
    }, async () => {
      const context = await open(app.browser);
      if (broken) await context.addInitScript(breakWorkers);
      await context.addInitScript(countThinking);
      await inContext(Promise.resolve(context), `${app.url}?seed=3`, async ({ page }) => {
        await shogunSetup(page, 'Aiko', [2, 3]);
        await checkScreen(page, 'the setup', 'main');
        await tap(button(page, 'Start the game'));
        await page.locator('.table').waitFor();
        await checkScreen(page, 'the first plan');
        const opening = await page.evaluate(mapOpening, 'Aiko');
        expect(opening.held).toBeGreaterThan(0);
        expect(opening.scrollable).toBe(device === 'phone');
        if (device === 'phone') {
          // Not the sea at the map's left edge: the frame is centred on the person's provinces.
          expect(opening.scrolled).toBeGreaterThan(0);
          expect(Math.abs(opening.heldMiddle - opening.frameMiddle)).toBeLessThan(opening.frameWidth / 4);
        }
        await tap(button(page, 'Rules'));
        const rules = page.getByRole('dialog', { name: 'Shogun in short' });
        await rules.waitFor();
        await checkScreen(page, 'the rules', '.shogun-rules');
        await tap(rules.getByRole('button', { name: 'Close the rules' }));
        expect(await rules.count()).toBe(0);
        const seen: string[] = [];
        let thought = false;
        for (let stage = 0; stage < 12; stage++) {
          const s = await page.evaluate(playStage);
          thought ||= s.computerThought;
          seen.push(s.status);
          await checkScreen(page, s.ended ? 'the end' : s.status);
          if (s.ended) break;
          await screenshot(page, `shogun-walk-${device}-${stage}`);
        }
        // Every season of both years went by, and the game ended.
        expect(seen).toEqual(expect.arrayContaining(['Year 2, autumn']));
        expect(await page.locator('.shogun-end').count()).toBe(1);
        // Seen by the test between taps, or counted by the page.
        const counted = await page.evaluate(
          () => (window as unknown as { computerThoughts: number }).computerThoughts,
        );
        expect(thought || counted > 0).toBe(true);
        expect(await page.evaluate(() => 'workersBroken' in window)).toBe(broken);
        await screenshot(page, `shogun-walk-${device}-end`);

        // The end: the ranking, the ways on; nobody holds the device and nothing is taken back.
        expect(await page.locator('.end-ranking li').count()).toBe(3);
        // The chart's numbers and years stand clear of its points (the 0 sat under the first one).
        const hidden = await page.locator('.score-chart svg').evaluate((svg) => {
          const boxes = (sel: string) =>
            Array.from(svg.querySelectorAll(sel), (e) => e.getBoundingClientRect());
          const discs = boxes('.chart-series circle');
          return boxes('.chart-tick').filter((t) =>
            discs.some((d) => t.left < d.right && d.left < t.right && t.top < d.bottom && d.top < t.bottom),
          ).length;
        });
        expect(hidden).toBe(0);
        expect(await page.locator('.table-holder').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
        const next = page.getByRole('navigation', { name: 'What next' });
        await tap(next.getByRole('button', { name: 'Read the game’s log' }));
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('table-log');
        await tap(next.getByRole('button', { name: 'New game of Shogun' }));
        await page.getByRole('heading', { name: 'New game of Shogun' }).waitFor();
        await tap(button(page, 'Back'));
        await tap(button(page, 'Back'));
        await page.getByRole('heading', { name: 'Kassen' }).waitFor();
        // The finished game is listed as such, and reopens at its end with the way back to the menu.
        await tap(button(page, 'Saved games'));
        await tap(button(page, 'Open'));
        await page.locator('.shogun-end').waitFor();
        await checkScreen(page, 'the end, reopened');
        // Whatever the tower threw last was seen before the game was left: nothing to skip.
        expect(await page.getByRole('button', { name: 'Skip the throw' }).count()).toBe(0);
        await tap(
          page
            .getByRole('navigation', { name: 'What next' })
            .getByRole('button', { name: 'Back to the menu' }),
        );
        await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      });
    });
  }
});
