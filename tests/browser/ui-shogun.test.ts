// Shogun on one tablet (issue 19), by touch, from the home screen: three players with the fixed
// setup, each plans in secret behind a hand-off by tapping spaces and cards, the season is played
// through by tapping the choices offered, on to winter's scoring; the save then reopens with
// Continue. Tablet (1024x768) and phone (390x844), no horizontal overflow, axe-core on each screen;
// the tablet plans with the map beside the plan, the phone with the map below it and links to jump.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, blocking, describeFindings } from './axe';
import { useApp } from './fixture';
import { assertNoErrors, assertNoHorizontalOverflow, DEVICES, openPage, screenshot } from './harness';
import { isVisible, tap as tapOnly } from './ui-driver';

const app = useApp();

/** Taps, then waits until the action is saved and shown (the table is aria-busy meanwhile). */
async function tap(locator: Locator): Promise<void> {
  await tapOnly(locator);
  await locator.page().waitForFunction(() => document.querySelector('.table[aria-busy="true"]') === null);
}

function button(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

async function a11y(page: Page): Promise<void> {
  const bad = blocking(await axeScan(page));
  expect(bad, describeFindings(bad)).toEqual([]);
}

/** Takes the tablet: returns the seat named on the hand-off. */
async function takeTablet(page: Page): Promise<string> {
  const title = (await page.locator('.handoff-title').textContent()) ?? '';
  await tap(page.locator('.handoff-tap'));
  await tap(button(page, 'Continue'));
  return title.replace('Pass the device to ', '');
}

/** Lays a card on every space that takes one, then Done. */
async function planByTaps(page: Page): Promise<number> {
  let laid = 0;
  for (let guard = 0; guard < 30; guard++) {
    const done = button(page, 'Done: hide my plan');
    if (await isVisible(done)) {
      await tap(done);
      return laid;
    }
    const open = page.getByRole('button', { name: /^Lay a card on / });
    expect(await open.count()).toBeGreaterThan(0);
    // A space may already be open (chosen before); else open the first empty one.
    if (!(await isVisible(page.locator('.plan-card-button')))) await tap(open.first());
    await tap(page.locator('.plan-card-button').first());
    laid += 1;
  }
  throw new Error('the plan never became complete');
}

/**
 * Runs in the page: answers every screen with the first thing it offers (take the tablet, lay the
 * first card on the first open space, Done, the first choice), each action saved before the next,
 * until the log shows `until`. Returns the number of clicks.
 */
async function scriptedUntil(until: string): Promise<number> {
  const idle = async () => {
    for (let i = 0; i < 400 && document.querySelector('.table[aria-busy="true"]'); i++)
      await new Promise((r) => setTimeout(r, 10));
  };
  const first = (selector: string) => document.querySelector<HTMLButtonElement>(selector);
  const named = (prefix: string) =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find((b) =>
      (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith(prefix),
    );
  for (let n = 0; n < 3000; n++) {
    if ((document.querySelector('.table-log')?.textContent ?? '').includes(until)) return n;
    const next =
      first('.handoff-tap') ??
      first('.handoff-continue') ??
      named('Done: hide my plan') ??
      first('.plan-card-button') ??
      named('Lay a card on ') ??
      first('.choice-buttons button');
    if (!next) throw new Error('nothing to press');
    next.click();
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    await idle();
  }
  throw new Error(`never reached: ${until}`);
}

const logText = (page: Page) => page.locator('.table-log').textContent();

/**
 * A tablet in landscape plans with the map beside the plan, still in sight once the plan is scrolled
 * to its last space; a phone has the map below the plan.
 */
async function mapBesidePlan(page: Page, device: 'phone' | 'tablet'): Promise<void> {
  const map = page.locator('.shogun-map-section');
  const plan = page.locator('.plan-panel');
  const [m, p] = [await map.boundingBox(), await plan.boundingBox()];
  if (!m || !p) throw new Error('the map or the plan is not shown');
  if (device === 'phone') {
    expect(m.y).toBeGreaterThanOrEqual(p.y + p.height);
    // The page's jump links go to the map and back to the plan, and leave the address alone.
    const jumps = page.getByRole('navigation', { name: 'On this page' });
    await tap(jumps.getByRole('link', { name: 'Provinces' }));
    await expect.poll(async () => (await map.boundingBox())?.y ?? -1).toBeLessThan(60);
    expect(await page.locator('.handoff-tap').count()).toBe(0);
    await tap(jumps.getByRole('link', { name: 'Your move' }));
    const back = await page.locator('#shogun-choice').boundingBox();
    expect(back?.y).toBeGreaterThanOrEqual(0);
    expect(back?.y).toBeLessThan(60);
    expect(new URL(page.url()).hash).toBe('');
    await page.evaluate(() => window.scrollTo(0, 0));
    return;
  }
  // Beside the map, nothing to jump to.
  expect(await page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(false);
  expect(m.x + m.width).toBeLessThanOrEqual(p.x);
  await page
    .getByRole('button', { name: /^Lay a card on / })
    .last()
    .scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const after = await map.boundingBox();
  expect(after?.y).toBeGreaterThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('Shogun on one tablet', () => {
  for (const device of DEVICES) {
    it(`three players from the home screen through planning, a season and on to winter (${device.name})`, async () => {
      const context = await device.open(app.browser);
      // A fixed seed (the same tower, decks and draws) keeps the scripted season repeatable.
      const { page, errors } = await openPage(context, `${app.url}?seed=1`);
      await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      await tap(button(page, 'New game'));
      await tap(button(page, /^Shogun: 3 to 5 warlords/));
      await page.getByRole('heading', { name: 'New game of Shogun' }).waitFor();
      await page.getByLabel('Player 1').fill('Aiko');
      await page.getByLabel('Player 2').fill('Ben');
      await screenshot(page, `shogun-new-${device.name}`);
      await assertNoHorizontalOverflow(page);
      await a11y(page);
      await tap(button(page, 'Start the game'));

      // Spring: each player plans behind a hand-off, in seat order; nobody sees another's plan.
      const handedTo: string[] = [];
      for (let i = 0; i < 3; i++) {
        await page.locator('.handoff-tap').waitFor();
        if (i === 0) await a11y(page);
        handedTo.push(await takeTablet(page));
        await page.locator('.plan-panel').waitFor();
        // Nothing laid yet on this player's board: another's plan never shows.
        expect(await page.locator('.plan-card').count()).toBe(0);
        if (i === 0) {
          // The map: 45 provinces, the 8 left out of a 3-player game greyed (seed 001:111-113);
          // a province tapped shows its details.
          const cells = page.locator('svg.shogun-map [role="button"]');
          expect(await cells.count()).toBe(37);
          expect(await page.locator('svg.shogun-map .province-shape.out').count()).toBe(8);
          await tap(cells.first());
          await expect
            .poll(() => page.locator('.province-details').textContent())
            .toMatch(/tax \d+, rice \d+/);
          await tap(page.getByRole('button', { name: /^Lay a card on / }).first());
          await screenshot(page, `shogun-planning-${device.name}`);
          await assertNoHorizontalOverflow(page);
          await a11y(page);
          await mapBesidePlan(page, device.name);
        }
        expect(await planByTaps(page)).toBeGreaterThanOrEqual(10);
      }
      expect(handedTo).toEqual(['Red ●', 'Blue ▲', 'Black ■']);

      // Spring's season by taps: bids, turn order, the actions with their choices, to summer.
      let sawBids = false;
      for (let step = 0; step < 200; step++) {
        if (await isVisible(page.locator('.handoff-tap'))) {
          await takeTablet(page);
          continue;
        }
        const log = (await logText(page)) ?? '';
        sawBids ||= /Bids: /.test(log);
        if (/summer begins/.test(log)) break;
        const choice = page.locator('.choice-buttons button').first();
        await choice.waitFor({ timeout: 10_000 });
        await tap(choice);
      }
      expect(sawBids).toBe(true);
      await screenshot(page, `shogun-summer-${device.name}`);
      // Summer and autumn by script (the first choice offered each time, clicked in the page), to
      // winter's scoring.
      const steps = await page.evaluate(scriptedUntil, 'Scores of year 1');
      expect(steps).toBeGreaterThan(0);
      const log = (await logText(page)) ?? '';
      expect(log).toMatch(/Scores of year 1/);
      await screenshot(page, `shogun-winter-${device.name}`);
      await assertNoHorizontalOverflow(page);
      await a11y(page);

      // Leave and come back: Continue reopens the game at a hand-off.
      await tap(button(page, 'Leave'));
      await tap(button(page, 'Continue'));
      await page.locator('.handoff-tap').waitFor();
      assertNoErrors(errors, context);
      await context.close();
    });
  }
});
