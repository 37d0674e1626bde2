// Quiet pauses on two phones (docs/net.md "Quiet pauses"), through the app's own screens: real
// Chromium, the built app, real PeerJS on a local signaling server (127.0.0.1 only). The host keeps
// the default privacy setting ("always pause"), so the battle it hosts keeps it for both phones.
// Both phones play by taps until the engine passes over a reaction window of the guest after one
// of the host's decisions: the guest phone shows the quiet pause (a reaction panel with nothing to
// play, only Pass), and the host phone waits, "Red Test Army is deciding…", still showing the board
// and the log from before its own decision. The guest reloads in the middle of the pause and gets
// it back; only when the guest taps Pass does the host phone see what its decision did.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import {
  type ArmyPhone,
  decide,
  decides,
  quietPause,
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

async function hostsTheDuel(host: ArmyPhone): Promise<string> {
  const page = host.page;
  await tap(page.getByRole('button', { name: 'Play on two phones' }));
  await tap(page.getByRole('button', { name: 'Host a game' }));
  await tap(page.getByRole('button', { name: /^Test: Duel/ }));
  await page.getByRole('heading', { name: 'Test: Duel' }).waitFor();
  // The host commands Blue (the bottom army); Red, the guest, plays first.
  await page.getByRole('radio', { name: 'You command this army on this phone' }).nth(1).check();
  await tap(page.getByRole('button', { name: 'Host this battle' }));
  const code = page.locator('.net-code');
  await code.waitFor({ timeout: 30_000 });
  await page.locator('[data-room="open"]').waitFor({ timeout: 30_000 });
  return ((await code.textContent()) ?? '').trim();
}

describe('quiet pauses on two phones', () => {
  it('the guest phone pauses where it could have reacted; the host waits without seeing its result until the guest taps', async () => {
    const host: ArmyPhone = { ...(await suite.phone(`${suite.url}?test=1&seed=3`)), army: HOST_ARMY };
    const guest: ArmyPhone = { ...(await suite.phone(`${suite.url}?test=1`)), army: GUEST_ARMY };
    await withPhones(host, guest, 'ui-net-quiet-failed', async () => {
      await useLocalServer(host.page, suite.signal.port);
      await useLocalServer(guest.page, suite.signal.port);
      const code = await hostsTheDuel(host);
      // The room says which privacy setting the battle keeps: the host's own, the default.
      await expect(host.page.locator('[data-quiet]').getAttribute('data-quiet')).resolves.toBe('always');
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-quiet-room');

      await tap(guest.page.getByRole('button', { name: 'Play on two phones' }));
      await tap(guest.page.getByRole('button', { name: 'Join a game' }));
      await guest.page.getByLabel('Room code').fill(code);
      await tap(guest.page.getByRole('button', { name: 'Join', exact: true }));
      for (const p of [host, guest]) {
        await p.page.locator('svg.board').waitFor({ timeout: 60_000 });
        await waitConnected(p.page);
      }

      // Play by taps; before each of the host's decisions, note what its phone shows.
      let beforeHostMove: string | null = null;
      let hostPauses = 0;
      let found = false;
      for (let step = 0; step < 400 && !found; step++) {
        if (await isVisible(quietPause(guest.page))) {
          found = true;
          break;
        }
        if (await host.page.locator('.victory').count()) throw new Error('the battle ended first');
        const mover = (await decides(guest.page)) ? guest : (await decides(host.page)) ? host : null;
        if (!mover) {
          await guest.page.waitForTimeout(100);
          continue;
        }
        if (mover === host) {
          if (await isVisible(quietPause(host.page))) hostPauses += 1;
          else beforeHostMove = await board(host.page);
        }
        await decide(mover);
      }
      expect(found, 'no window of the guest was passed over').toBe(true);
      expect(beforeHostMove).not.toBeNull();

      // The guest phone: a pause that reads like the window, with nothing to play, only Pass.
      const pause = quietPause(guest.page);
      await expect(pause.getByText('Nothing in your hand can be played now.').count()).resolves.toBe(1);
      await expect(pause.getByRole('button', { name: 'Pass', exact: true }).count()).resolves.toBe(1);
      await expect(pause.locator('h2').textContent()).resolves.toBe(`${GUEST_ARMY}: a moment to react`);
      const question = (await pause.locator('p').first().textContent()) ?? '';
      expect(question.length).toBeGreaterThan(0);
      await assertNoHorizontalOverflow(guest.page);
      await screenshot(guest.page, 'ui-net-quiet-guest-pause');

      // The host phone waits, as for a real window, and still shows the game from before its move.
      const waiting = `${GUEST_ARMY} is deciding…`;
      const hostShows = async () => `${await promptText(host.page)} ${await board(host.page)}`;
      await expect.poll(() => promptText(host.page), { timeout: 15_000 }).toBe(waiting);
      expect(await host.page.locator('.reaction').count()).toBe(0);
      expect(await board(host.page)).toBe(beforeHostMove);
      const held = await hostShows();
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-quiet-host-waits');
      await host.page.waitForTimeout(1500);
      expect(await hostShows()).toBe(held);

      // The guest phone reloads in the middle of the pause: it rejoins and is asked again.
      await guest.page.reload({ waitUntil: 'load' });
      await guest.page.locator('svg.board').waitFor({ timeout: 60_000 });
      await waitConnected(guest.page);
      await quietPause(guest.page).waitFor({ timeout: 15_000 });
      await expect(quietPause(guest.page).locator('p').first().textContent()).resolves.toBe(question);
      expect(await hostShows()).toBe(held);

      // The guest taps Pass: only now does the host phone show what its decision did.
      await tap(quietPause(guest.page).getByRole('button', { name: 'Pass', exact: true }));
      await quietPause(guest.page).waitFor({ state: 'detached' });
      await expect.poll(hostShows, { timeout: 15_000 }).not.toBe(held);
      await expect(guest.page.getByRole('alert').count()).resolves.toBe(0);
      await screenshot(host.page, 'ui-net-quiet-host-after');

      // The game goes on: the next decision is taken on whichever phone it belongs to.
      await expect
        .poll(async () => (await decides(host.page)) || (await decides(guest.page)), { timeout: 15_000 })
        .toBe(true);
      console.log(`quiet pause on the guest phone asked: "${question}" (host pauses passed: ${hostPauses})`);
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
    });
  }, 600_000);
});
