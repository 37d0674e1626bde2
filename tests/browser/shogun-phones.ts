// What the browser tests of Shogun on a table of phones share (ui-net-offline-shogun,
// ui-net-shogun-computer): the host's way to a new Shogun table with QR codes, one guest phone's
// exchange of codes, and a plan laid by taps.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { paste, shownCode } from './code-pairing';
import type { Phone } from './phone-suites';
import { tap } from './ui-driver';

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).first();

/** Home → Play on several phones → Host with QR codes → Shogun: the setup screen is open. */
export async function openShogunHostSetup(page: Page): Promise<void> {
  await tap(button(page, 'Play on several phones'));
  await tap(button(page, 'Host with QR codes'));
  await page.getByRole('heading', { name: 'Phones, no internet' }).waitFor();
  const kinds = page.getByRole('group', { name: 'What to host' });
  await tap(kinds.getByRole('button', { name: 'Shogun', exact: true }));
  await page.getByRole('heading', { name: 'New game of Shogun' }).waitFor({ timeout: 15_000 });
}

/** One guest phone pairs by its own exchange: the host's current offer, the phone's answer back. */
export async function pairPhone(host: Phone, guest: Phone, after: string | null): Promise<string> {
  await tap(button(guest.page, 'Play on several phones'));
  await tap(button(guest.page, 'Join with QR codes'));
  await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor();
  // Each phone gets an offer of its own: the next one is a new code.
  await expect.poll(() => shownCode(host.page, 'O'), { timeout: 30_000 }).not.toBe(after);
  const offer = await shownCode(host.page, 'O');
  await paste(guest.page, offer);
  await paste(host.page, await shownCode(guest.page, 'A'));
  return offer;
}

/** Lays a card on every space by taps (each card shown before the next), then Done. */
export async function planByTaps(page: Page): Promise<number> {
  for (let laid = 0; laid < 30; laid++) {
    const done = button(page, 'Done: hide my plan');
    if (await done.isVisible()) {
      await done.tap();
      return laid;
    }
    const before = await page.locator('.plan-card').count();
    if (!(await page.locator('.plan-card-button').first().isVisible()))
      await button(page, /^Lay a card on /).tap();
    await page.locator('.plan-card-button').first().tap();
    await expect.poll(() => page.locator('.plan-card').count(), { timeout: 15_000 }).toBe(before + 1);
  }
  throw new Error('the plan never became complete');
}

/** A phone's log of the game. */
export const netLogText = (page: Page) => page.locator('.shogun-net-log').textContent();
