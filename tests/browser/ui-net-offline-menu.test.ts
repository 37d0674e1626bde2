// Pairing two phones by QR codes from the app's own menu (no signaling server at all): the built
// app, real Chromium, two phones at 390x844. Home → Play on several phones → Host with QR codes on one,
// Join with QR codes on the other; the codes go across as the text each screen shows (what a
// player without a camera copies and pastes). Both phones reach the board and one decision is
// played by taps. The guest reloads: it opens the "Join with QR codes" screen; the host, from the
// game's room button, shows a new offer; they pair again and the guest is back in the same game,
// with the same army.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { exchangeCodes } from './code-pairing';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import {
  type ArmyPhone,
  connection,
  decide,
  decides,
  quietPause,
  turn,
  waitConnected,
  withPhones,
} from './phones';
import { isVisible, promptText, tap } from './ui-driver';

// No signaling server: the phones pair by codes and reach each other at this machine's own address.
const suite = appSuite();

const HOST_ARMY = 'Blue Test Army';
const GUEST_ARMY = 'Red Test Army';

/** Lines in the game log: both phones list every action played, as each may see it. */
async function logCount(page: Page): Promise<number> {
  return page.locator('.log-lines li').count();
}

/** What the host phone shows of the game's progress: its prompt and how many log lines it has. */
async function hostProgress(host: ArmyPhone): Promise<string> {
  return `${await promptText(host.page)} | ${await logCount(host.page)} lines`;
}

/** After an action on the guest phone: the host phone shows it (its prompt or its log moved on). */
async function hostFollows(host: ArmyPhone, before: string): Promise<void> {
  await expect.poll(() => hostProgress(host), { timeout: 15_000 }).not.toBe(before);
}

/** Both phones pair by pasting each other's codes; resolves once both show the board, connected. */
async function pair(host: ArmyPhone, guest: ArmyPhone, shot?: string): Promise<void> {
  await exchangeCodes(host, guest, shot);
  for (const p of [host, guest]) {
    await p.page.locator('.net-game svg.board').waitFor({ timeout: 60_000 });
    await waitConnected(p.page);
  }
}

describe('two phones paired by QR codes, from the menu', () => {
  it('hosts and joins from Play on several phones, plays a decision, and re-pairs a reloaded guest into its seat', async () => {
    const started = Date.now();
    const host: ArmyPhone = { ...(await suite.phone(`${suite.url}?test=1&seed=3`)), army: HOST_ARMY };
    const guest: ArmyPhone = { ...(await suite.phone(`${suite.url}?test=1`)), army: GUEST_ARMY };
    await withPhones(host, guest, 'ui-net-offline-menu-failed', async () => {
      // The host: Home → Play on several phones → Host with QR codes → the battle and its army.
      await tap(host.page.getByRole('button', { name: 'Play on several phones' }));
      await host.page.getByRole('heading', { name: 'No internet? Pair with QR codes' }).waitFor();
      await tap(host.page.getByRole('button', { name: 'Host with QR codes' }));
      await host.page.getByRole('heading', { name: 'Phones, no internet' }).waitFor();
      await tap(host.page.getByRole('button', { name: /^Test: Duel/ }));
      await host.page.getByRole('heading', { name: 'Test: Duel' }).waitFor();
      const choices = host.page.getByRole('radio', { name: 'You command this army on this phone' });
      expect(await choices.count()).toBe(2);
      // Blue, the bottom army, is the host's (the default).
      expect(await choices.nth(1).isChecked()).toBe(true);
      await tap(host.page.getByRole('button', { name: 'Host this battle' }));

      // The guest: Home → Play on several phones → Join with QR codes.
      await tap(guest.page.getByRole('button', { name: 'Play on several phones' }));
      await tap(guest.page.getByRole('button', { name: 'Join with QR codes' }));
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor();
      expect(
        await guest.page.getByText('The host phone shows it once its player has chosen the battle.').count(),
      ).toBe(1);

      await pair(host, guest, 'ui-net-offline-menu-codes');
      for (const p of [host, guest]) {
        expect(await p.page.locator('.handoff').count()).toBe(0);
        await assertNoHorizontalOverflow(p.page);
      }
      await screenshot(host.page, 'ui-net-offline-menu-host-board');
      await screenshot(guest.page, 'ui-net-offline-menu-guest-board');

      // One decision by taps on the phone that decides (Red, the guest, moves first); the other
      // phone follows.
      const mover = (await decides(guest.page)) ? guest : (await decides(host.page)) ? host : null;
      expect(mover, 'one phone decides').not.toBeNull();
      if (!mover) throw new Error('no phone decides');
      expect(mover).toBe(guest);
      expect(await logCount(guest.page)).toBe(await logCount(host.page));
      const progress = await hostProgress(host);
      const did = await decide(mover);
      await hostFollows(host, progress);
      // The host may now owe a quiet pause for a window the guest's move passed over.
      if (await isVisible(quietPause(host.page))) await decide(host);
      // The guest's own log holds the action too (the host confirmed it): both logs agree.
      await expect.poll(() => logCount(guest.page)).toBe(await logCount(host.page));
      console.log(`played on the guest phone: ${did}`);
      await expect(guest.page.getByRole('alert').count()).resolves.toBe(0);

      // The guest phone reloads: without a server it cannot come back by itself, so it opens the
      // pairing screen for the host's next code.
      const before = {
        turn: await turn(guest.page),
        prompt: await promptText(guest.page),
        cards: await guest.page
          .locator('.card')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
        hostPrompt: await promptText(host.page),
      };
      await guest.page.reload({ waitUntil: 'load' });
      await guest.page.getByRole('heading', { name: 'Phones, no internet' }).waitFor({ timeout: 15_000 });
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor();
      // It says why: this phone's game waits for the host's new code.
      expect(
        await guest.page
          .getByText('The connection was lost. Scan the host’s new code to pair again.')
          .count(),
      ).toBe(1);
      expect(await guest.page.locator('svg.board').count()).toBe(0);
      await assertNoHorizontalOverflow(guest.page);
      await screenshot(guest.page, 'ui-net-offline-menu-guest-reloaded');

      // The host sees the guest gone, and its room button opens the pairing screen with a new offer.
      await connection(host.page).filter({ hasText: 'The other phone is away' }).waitFor({ timeout: 30_000 });
      const room = host.page.getByRole('button', { name: /^Room code: / });
      await tap(room);
      await host.page.getByRole('heading', { name: '1. Show this code to the other phone' }).waitFor({
        timeout: 30_000,
      });
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-offline-menu-host-new-offer');

      await pair(host, guest);
      // The same game, the same seat: Red's turn, hand and prompt as before the reload.
      expect(await turn(guest.page)).toBe(before.turn);
      expect(await promptText(guest.page)).toBe(before.prompt);
      expect(
        await guest.page.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      ).toEqual(before.cards);
      expect(await promptText(host.page)).toBe(before.hostPrompt);
      expect(await promptText(host.page)).toBe(`${GUEST_ARMY} is deciding…`);
      // The host sent the whole log again.
      expect(await logCount(guest.page)).toBe(await logCount(host.page));
      // And the guest plays on: its next decision reaches the host.
      const now = await hostProgress(host);
      console.log(`after the re-pairing the guest played: ${await decide(guest)}`);
      await hostFollows(host, now);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(guest.page, 'ui-net-offline-menu-guest-back');
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
      console.log(`QR pairing from the menu: ${Date.now() - started} ms`);
    });
  }, 300_000);
});
