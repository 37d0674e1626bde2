// A computer seat in a hosted Shogun game (session 16): two people, two phones, three seats. The
// built app in real Chromium at 390x844: Home → Play on several phones → Host with QR codes → Shogun,
// three players named, the third one ticked for the computer on the seat screen; one guest phone
// pairs by its exchange of codes and the board opens on both (the computer's seat waits for no
// phone). The host device's computer (the real AI worker) plans on its own; both phones name it
// "Chie · Computer", the host never offers to pass the phone to it, and once both people have laid
// their plans by taps the bids, the computer's among them, are revealed on both phones. Then the same
// through a room code on a local PeerJS server (Play on several phones → Host Shogun, the guest joining
// by the code): the computer plans there too; then the host page reloads, its save reopens in the same
// room, the guest comes back by itself, and the round goes on to the bids with the computer's plan and
// to the computer's next decision, its turn-order space, taken by the reloaded host.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite, type Phone } from './phone-suites';
import { useLocalServer, waitConnected } from './phones';
import { button, netLogText, openShogunHostSetup, pairPhone, planByTaps } from './shogun-phones';
import { tap } from './ui-driver';

const suite = appSuite({ signaling: true });

/**
 * On the Shogun setup: Aiko, Ben and Chie; then the seat choice, where the computer is offered for
 * every seat but the host's own and not every seat may stay on this phone; Chie is the computer's.
 */
async function chooseComputerSeat(page: Page): Promise<void> {
  await page.getByLabel('Player 1').fill('Aiko');
  await page.getByLabel('Player 2').fill('Ben');
  await page.getByLabel('Player 3').fill('Chie');
  await tap(button(page, 'Start the game'));

  // The seat choice: the computer for any seat but the host's own; not every seat on this phone.
  await page.getByRole('heading', { name: 'Who plays on this phone?' }).waitFor();
  expect(await page.getByRole('checkbox', { name: /^Aiko .*computer/ }).count()).toBe(0);
  await tap(page.getByRole('checkbox', { name: /^Ben .*: the computer plays it on this phone$/ }));
  await tap(page.getByRole('checkbox', { name: /^Chie .*: the computer plays it on this phone$/ }));
  expect(await button(page, 'Open the room').isDisabled()).toBe(true);
  expect(await page.getByText(/start a game on one device instead/).count()).toBe(1);
  await tap(page.getByRole('checkbox', { name: /^Ben .*: the computer plays it on this phone$/ }));
  await assertNoHorizontalOverflow(page);
  await screenshot(page, 'ui-net-shogun-computer-seats');
  await tap(button(page, 'Open the room'));
}

const planning = (page: Page) => page.locator('.shogun-net-planning').textContent();

describe('Shogun hosted with a computer seat', () => {
  it('two people on two phones and the host’s computer plan a round; every phone names the computer', async () => {
    const host = await suite.phone(`${suite.url}?seed=5`);
    const guest = await suite.phone(suite.url);
    const all = [host, guest];
    try {
      await openShogunHostSetup(host.page);
      await chooseComputerSeat(host.page);
      // One guest phone for the one seat left (the pairing speaks of one other phone); the computer's
      // seat is listed as the computer's.
      await host.page.getByRole('heading', { name: '1. Show this code to the other phone' }).waitFor({
        timeout: 30_000,
      });
      const seats = host.page.locator('.net-seat-list');
      await expect
        .poll(() => seats.textContent())
        .toMatch(/Chie · Computer \(Black ■\): the computer plays it on this phone/);
      await pairPhone(host, guest, null);

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

      // Both people plan by taps; the bids, the computer's among them, are revealed on both phones.
      await Promise.all(all.map((p) => planByTaps(p.page)));
      for (const p of all)
        await expect.poll(() => netLogText(p.page), { timeout: 60_000 }).toMatch(/Bids: .*Chie · Computer/);
      await screenshot(guest.page, 'ui-net-shogun-computer-guest');
      for (const p of all) {
        await assertNoHorizontalOverflow(p.page);
        assertNoErrors(p.errors, p.context);
      }
    } finally {
      for (const p of all) await p.context.close();
    }
  }, 300_000);

  it('hosted with a room code, the computer plans there too, a guest joining by code sees it named, and a host reload keeps it deciding', async () => {
    const host = await suite.phone(`${suite.url}?seed=6`);
    const guest = await suite.phone(suite.url);
    const all: Phone[] = [host, guest];
    try {
      for (const p of all) await useLocalServer(p.page, suite.signal.port);
      await tap(button(host.page, 'Play on several phones'));
      await tap(button(host.page, 'Host Shogun'));
      await host.page.getByRole('heading', { name: 'New game of Shogun' }).waitFor({ timeout: 15_000 });
      await chooseComputerSeat(host.page);
      await host.page.locator('[data-room="open"]').waitFor({ timeout: 30_000 });
      const code = ((await host.page.locator('.net-code').textContent()) ?? '').trim();
      await tap(button(guest.page, 'Play on several phones'));
      await tap(button(guest.page, 'Join a game'));
      await guest.page.getByLabel('Room code').fill(code);
      await tap(button(guest.page, 'Join'));
      for (const p of all) await p.page.locator('.shogun-net').waitFor({ timeout: 60_000 });
      for (const p of all)
        await expect
          .poll(() => planning(p.page), { timeout: 90_000 })
          .toContain('Chie · Computer (Black ■): has finished planning');

      // The host page reloads: its save reopens in the same room, the guest comes back by itself,
      // the seat is still the computer's with its plan laid, and the round goes on to the bids.
      await host.page.reload({ waitUntil: 'load' });
      for (const p of all) await p.page.locator('.shogun-net').waitFor({ timeout: 60_000 });
      await waitConnected(guest.page);
      expect(await host.page.locator('.shogun-net').getAttribute('data-seat')).toBe('p1');
      for (const p of all)
        await expect
          .poll(() => planning(p.page), { timeout: 60_000 })
          .toContain('Chie · Computer (Black ■): has finished planning');
      await Promise.all(all.map((p) => planByTaps(p.page)));
      for (const p of all)
        await expect.poll(() => netLogText(p.page), { timeout: 60_000 }).toMatch(/Bids: .*Chie · Computer/);
      // A decision the reloaded host's computer takes anew: its turn-order space, chosen in bid order
      // among the people's choices (each phone answers its own with the first space offered).
      const computerChose = /Chie · Computer.* took turn-order space/;
      for (let i = 0; i < 60 && !computerChose.test((await netLogText(host.page)) ?? ''); i++) {
        for (const p of all) {
          const choice = p.page.locator('.choice-buttons button:not([disabled])').first();
          if (await choice.isVisible()) await tap(choice);
        }
        await host.page.waitForTimeout(250);
      }
      for (const p of all)
        await expect.poll(() => netLogText(p.page), { timeout: 60_000 }).toMatch(computerChose);
      for (const p of all) assertNoErrors(p.errors, p.context);
    } finally {
      for (const p of all) await p.context.close();
    }
  }, 300_000);
});
