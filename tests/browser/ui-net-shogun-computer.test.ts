// A computer seat in a hosted Shogun game (session 16): two people, two phones, three seats. The
// built app in real Chromium at 390x844: Home → Play on two phones → Host with QR codes → Shogun,
// three players named, the third one ticked for the computer on the seat screen; one guest phone
// pairs by its exchange of codes and the board opens on both (the computer's seat waits for no
// phone). The host device's computer (the real AI worker) plans on its own; both phones name it
// "Chie · Computer", the host never offers to pass the phone to it, and once both people have laid
// their plans by taps the bids are revealed on both phones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paste, shownCode } from './code-pairing';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import { tap } from './ui-driver';

const suite = appSuite();

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).first();

/** Lays a card on every space by taps (each card shown before the next), then Done. */
async function planByTaps(page: Page): Promise<void> {
  for (let laid = 0; laid < 30; laid++) {
    const done = button(page, 'Done: hide my plan');
    if (await done.isVisible()) {
      await done.tap();
      return;
    }
    const before = await page.locator('.plan-card').count();
    if (!(await page.locator('.plan-card-button').first().isVisible()))
      await button(page, /^Lay a card on /).tap();
    await page.locator('.plan-card-button').first().tap();
    await expect.poll(() => page.locator('.plan-card').count(), { timeout: 15_000 }).toBe(before + 1);
  }
  throw new Error('the plan never became complete');
}

const planning = (page: Page) => page.locator('.shogun-net-planning').textContent();

describe('Shogun hosted with a computer seat', () => {
  it('two people on two phones and the host’s computer plan a round; every phone names the computer', async () => {
    const host = await suite.phone(`${suite.url}?seed=5`);
    const guest = await suite.phone(suite.url);
    const all = [host, guest];
    try {
      await tap(button(host.page, 'Play on two phones'));
      await tap(button(host.page, 'Host with QR codes'));
      await host.page.getByRole('heading', { name: 'Two phones, no internet' }).waitFor();
      const kinds = host.page.getByRole('group', { name: 'What to host' });
      await tap(kinds.getByRole('button', { name: 'Shogun', exact: true }));
      await host.page.getByRole('heading', { name: 'New game of Shogun' }).waitFor({ timeout: 15_000 });
      await host.page.getByLabel('Player 1').fill('Aiko');
      await host.page.getByLabel('Player 2').fill('Ben');
      await host.page.getByLabel('Player 3').fill('Chie');
      await tap(button(host.page, 'Start the game'));

      // The seat choice: the computer for any seat but the host's own; not every seat on this phone.
      await host.page.getByRole('heading', { name: 'Who plays on this phone?' }).waitFor();
      expect(await host.page.getByRole('checkbox', { name: /^Aiko .*computer/ }).count()).toBe(0);
      await tap(host.page.getByRole('checkbox', { name: /^Ben .*: the computer plays it on this phone$/ }));
      await tap(host.page.getByRole('checkbox', { name: /^Chie .*: the computer plays it on this phone$/ }));
      expect(await button(host.page, 'Open the room').isDisabled()).toBe(true);
      expect(await host.page.getByText(/start a game on one device instead/).count()).toBe(1);
      await tap(host.page.getByRole('checkbox', { name: /^Ben .*: the computer plays it on this phone$/ }));
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-shogun-computer-seats');
      await tap(button(host.page, 'Open the room'));

      // One guest phone for the one seat left (the pairing speaks of one other phone); the computer's
      // seat is listed as the computer's.
      await host.page.getByRole('heading', { name: '1. Show this code to the other phone' }).waitFor({
        timeout: 30_000,
      });
      const seats = host.page.locator('.net-seat-list');
      await expect
        .poll(() => seats.textContent())
        .toMatch(/Chie · Computer \(Black ■\): the computer plays it on this phone/);
      await tap(button(guest.page, 'Play on two phones'));
      await tap(button(guest.page, 'Join with QR codes'));
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor();
      await paste(guest.page, await shownCode(host.page, 'O'));
      await paste(host.page, await shownCode(guest.page, 'A'));

      // Both boards open; the host plays Aiko only (no switch to the computer's seat).
      for (const p of all) await p.page.locator('.shogun-net').waitFor({ timeout: 60_000 });
      expect(await host.page.locator('.shogun-net').getAttribute('data-seat')).toBe('p1');
      expect(await guest.page.locator('.shogun-net').getAttribute('data-seat')).toBe('p2');
      expect(await host.page.getByRole('navigation', { name: 'Playing as' }).count()).toBe(0);
      // The computer plans by itself, and both phones see it finish (never what).
      for (const p of all)
        await expect
          .poll(() => planning(p.page), { timeout: 90_000 })
          .toContain('Chie · Computer (Black ■): has finished planning');
      expect(await guest.page.locator('table.shogun-players').textContent()).toContain('Chie · Computer');

      // Both people plan by taps; the bids are revealed on both phones.
      await Promise.all(all.map((p) => planByTaps(p.page)));
      for (const p of all) {
        await expect
          .poll(() => p.page.locator('.shogun-net-log').textContent(), { timeout: 60_000 })
          .toMatch(/Bids: /);
        await assertNoHorizontalOverflow(p.page);
      }
      await screenshot(guest.page, 'ui-net-shogun-computer-guest');
      for (const p of all) assertNoErrors(p.errors, p.context);
    } finally {
      for (const p of all) await p.context.close();
    }
  }, 300_000);
});
