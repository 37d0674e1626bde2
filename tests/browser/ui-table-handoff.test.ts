// Issue 15 on one device: the Sealed bid test game with three seats passed round one tablet (the
// generic table, src/ui/table). Each player bids behind a hand-off; no screen shows another's bid
// or hand before the reveal; then the reveal shows all the bids. Touch, at tablet and phone size.

import type { Browser, Page } from 'playwright-core';
import solid from 'vite-plugin-solid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeScan, blocking, describeFindings } from './axe';
import {
  assertNoErrors,
  assertNoHorizontalOverflow,
  DEVICES,
  launchBrowser,
  openPage,
  screenshot,
} from './harness';
import { buildPageScript, type Served, servePage } from './test-page';
import { tap } from './ui-driver';

let browser: Browser;
let served: Served;

beforeAll(async () => {
  const script = await buildPageScript('table-entry.tsx', 'kassenTableTest', [solid()]);
  served = await servePage({ title: 'Kassen table test', scriptPath: '/table-test.js', script });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

const text = (page: Page) => page.evaluate(() => document.body.textContent ?? '');

async function expectNoBlockingA11y(page: Page): Promise<void> {
  const bad = blocking(await axeScan(page));
  expect(bad, describeFindings(bad)).toEqual([]);
}

describe('three players bid on one tablet', () => {
  for (const device of DEVICES) {
    it(`hands the tablet round, hides every bid until the reveal, then shows all (${device.name})`, async () => {
      const context = await device.open(browser);
      const { page, errors } = await openPage(context, `${served.url}?players=3`);
      const names = ['Red ●', 'Blue ▲', 'Green ■'];
      const bids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const tapHere = page.locator('.handoff-tap');
        await tapHere.waitFor();
        expect(await page.locator('.handoff-title').textContent()).toBe(`Pass the device to ${names[i]}`);
        // Behind the hand-off nothing of the game is on the page at all.
        expect(await page.locator('.sealed-bid').count()).toBe(0);
        if (i === 0) {
          await screenshot(page, `table-handoff-${device.name}`);
          await expectNoBlockingA11y(page);
        }
        await tap(tapHere);
        await tap(page.getByRole('button', { name: 'Continue' }));
        const secrets = await page.evaluate(() => window.__kassenTable.secrets());
        const me = await page.evaluate(() => window.__kassenTable.holder());
        expect(me).not.toBeNull();
        // The screen shows this seat's own hand and no bid yet; the others' hands and bids nowhere.
        expect(await page.locator('.my-hand').textContent()).toBe(secrets.hands[me!]!.join(', '));
        expect(await page.locator('.my-bid').textContent()).toBe('Your bid: none yet');
        const screen = await text(page);
        expect(screen).not.toMatch(/Bids:/);
        expect(screen).not.toMatch(/Your bid: \d/);
        const card = Math.min(...secrets.hands[me!]!);
        await tap(page.getByRole('button', { name: `Bid ${card}` }).first());
        expect(await page.locator('.my-bid').textContent()).toBe(`Your bid: ${card}`);
        if (i === 0) {
          await screenshot(page, `table-bidding-${device.name}`);
          await assertNoHorizontalOverflow(page);
          await expectNoBlockingA11y(page);
        }
        bids.push(card);
        await tap(page.getByRole('button', { name: 'Done' }));
      }
      // The last bid revealed them all, shown to the last bidder, who bids first next round.
      await page
        .locator('.table-log')
        .getByText(/^Bids:/)
        .waitFor();
      const reveal = (await page.locator('.table-log li', { hasText: /^Bids:/ }).textContent()) ?? '';
      expect(reveal).toBe(`Bids: north ${bids[0]}, east ${bids[1]}, south ${bids[2]}.`);
      expect(await page.locator('.handoff').count()).toBe(0);
      await screenshot(page, `table-reveal-${device.name}`);
      await assertNoHorizontalOverflow(page);
      assertNoErrors(errors, context);
      await context.close();
    });
  }
});
