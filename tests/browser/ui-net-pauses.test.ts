// Reaction windows on two phones (docs/net.md "Reaction windows"), through the app's own screens:
// real Chromium, the built app, real PeerJS on a local signaling server (127.0.0.1 only). The host
// keeps the strict privacy setting ("always pause"), which the battle it hosts takes as its
// `reactionPauses` rule, for both phones. Both phones play by taps until the guest has a reaction
// window it holds nothing for: the engine makes it a real decision offering only Pass, so the guest
// phone shows the reaction panel with nothing to play, and the host phone shows "Red Test Army is
// deciding…" as for any window. The guest reloads in the middle of it and gets it back; its Pass
// goes to the host like any action, and the game goes on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import {
  type ArmyPhone,
  decide,
  decides,
  hostsTheDuel,
  quietPause as passOnly,
  useLocalServer,
  waitConnected,
  withPhones,
} from './phones';
import { isVisible, promptText, tap } from './ui-driver';

const suite = appSuite({ signaling: true });

const HOST_ARMY = 'Blue Test Army';
const GUEST_ARMY = 'Red Test Army';

/** What a phone shows of the game: the pieces on the board (with their hexes) and the log. */
async function board(page: Page): Promise<string> {
  const pieces = await page
    .locator('svg.board [role="img"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '').sort());
  const log = await page.locator('.log-lines li').allTextContents();
  return JSON.stringify({ pieces, log });
}

describe('reaction windows on two phones', () => {
  it('a window the guest holds nothing for is a Pass decision on the guest phone; the host shows the guest deciding', async () => {
    const host: ArmyPhone = { ...(await suite.phone(`${suite.url}?test=1&seed=3`)), army: HOST_ARMY };
    const guest: ArmyPhone = { ...(await suite.phone(`${suite.url}?test=1`)), army: GUEST_ARMY };
    await withPhones(host, guest, 'ui-net-pauses-failed', async () => {
      // The host keeps the strict reaction rule (the default is "only when they can react").
      await host.page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('kassen.settings.v1') ?? '{}') as object;
        localStorage.setItem('kassen.settings.v1', JSON.stringify({ ...saved, privacy: 'always' }));
      });
      await host.page.reload({ waitUntil: 'load' });
      await useLocalServer(host.page, suite.signal.port);
      await useLocalServer(guest.page, suite.signal.port);
      const code = await hostsTheDuel(host);
      // The room says which rule the battle keeps: the host's privacy setting.
      await expect(host.page.locator('[data-pauses]').getAttribute('data-pauses')).resolves.toBe('always');
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-pauses-room');

      await tap(guest.page.getByRole('button', { name: 'Play on several phones' }));
      await tap(guest.page.getByRole('button', { name: 'Join a game' }));
      await guest.page.getByLabel('Room code').fill(code);
      await tap(guest.page.getByRole('button', { name: 'Join', exact: true }));
      for (const p of [host, guest]) {
        await p.page.locator('svg.board').waitFor({ timeout: 60_000 });
        await waitConnected(p.page);
      }

      // Play by taps until the guest has a window with nothing to play.
      let found = false;
      for (let step = 0; step < 400 && !found; step++) {
        if (await isVisible(passOnly(guest.page))) {
          found = true;
          break;
        }
        if (await host.page.locator('.victory').count()) throw new Error('the battle ended first');
        const mover = (await decides(guest.page)) ? guest : (await decides(host.page)) ? host : null;
        if (!mover) {
          await guest.page.waitForTimeout(100);
          continue;
        }
        await decide(mover);
      }
      expect(found, 'the guest never had a window with nothing to play').toBe(true);

      // The guest phone: the reaction panel, nothing to play, only Pass.
      const panel = passOnly(guest.page);
      await expect(panel.getByText('Nothing in your hand can be played now.').count()).resolves.toBe(1);
      await expect(panel.getByRole('button', { name: 'Pass', exact: true }).count()).resolves.toBe(1);
      await expect(panel.locator('h2').textContent()).resolves.toBe(`${GUEST_ARMY}: a moment to react`);
      const question = (await panel.locator('p').first().textContent()) ?? '';
      expect(question.length).toBeGreaterThan(0);
      await assertNoHorizontalOverflow(guest.page);
      await screenshot(guest.page, 'ui-net-pauses-guest-window');

      // The host phone shows the guest deciding, as for any window, and cannot act.
      const waiting = `${GUEST_ARMY} is deciding…`;
      await expect.poll(() => promptText(host.page), { timeout: 15_000 }).toBe(waiting);
      expect(await host.page.locator('.reaction').count()).toBe(0);
      const held = await board(host.page);
      await screenshot(host.page, 'ui-net-pauses-host-waits');

      // The guest phone reloads in the middle of the window: it rejoins and decides again.
      await guest.page.reload({ waitUntil: 'load' });
      await guest.page.locator('svg.board').waitFor({ timeout: 60_000 });
      await waitConnected(guest.page);
      await passOnly(guest.page).waitFor({ timeout: 15_000 });
      await expect(passOnly(guest.page).locator('p').first().textContent()).resolves.toBe(question);
      expect(await board(host.page)).toBe(held);

      // The guest taps Pass: an ordinary action, and the game goes on.
      await tap(passOnly(guest.page).getByRole('button', { name: 'Pass', exact: true }));
      await passOnly(guest.page).waitFor({ state: 'detached' });
      await expect.poll(() => promptText(host.page), { timeout: 15_000 }).not.toBe(waiting);
      await expect(guest.page.getByRole('alert').count()).resolves.toBe(0);
      await expect
        .poll(async () => (await decides(host.page)) || (await decides(guest.page)), { timeout: 15_000 })
        .toBe(true);
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
    });
  }, 600_000);
});
