// Two phones at a table, through the app's own screens (issue 7): real Chromium, the built app,
// real PeerJS on a local signaling server (127.0.0.1 only). Both phones point Settings at that
// server; the host hosts the test duel from Home, the guest types the room code; both play by taps
// until the engine opens a reaction window on the guest phone, which the guest answers there; the
// guest reloads mid-turn and rejoins; the host reloads and reopens the same room; the guest resyncs;
// the battle is played to its end, with the victory screen on both phones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  assertNoErrors,
  assertNoHorizontalOverflow,
  collectErrors,
  newPhoneContext,
  screenshot,
} from './harness';
import { appSuite } from './phone-suites';
import {
  type ArmyPhone,
  connection,
  decide,
  decides,
  hostsTheDuel,
  turn,
  useLocalServer,
  waitConnected,
  withPhones,
} from './phones';
import { isVisible, promptText, tap } from './ui-driver';

const suite = appSuite({ signaling: true });

const HOST_ARMY = 'Blue Test Army';
const GUEST_ARMY = 'Red Test Army';

async function phone(url: string, army: string): Promise<ArmyPhone> {
  return { ...(await suite.phone(url)), army };
}

/** Settings → the local server; the screen kept "same network only" and names the server it saved. */
async function useCheckedLocalServer(page: Page, shot?: string): Promise<void> {
  const saved = await useLocalServer(page, suite.signal.port, shot);
  expect(saved.sameNetworkOnly).toBe(true);
  expect(saved.message).toBe(
    `Saved: games on several phones now use your own server at ws://127.0.0.1:${suite.signal.port}/.`,
  );
}

/**
 * One decision by taps on whichever phone decides (reaction windows are passed); the phone that
 * acted, or null when neither decides yet (an update on its way) after a short wait.
 */
async function playStep(host: ArmyPhone, guest: ArmyPhone): Promise<ArmyPhone | null> {
  const mover = (await decides(guest.page)) ? guest : (await decides(host.page)) ? host : null;
  if (!mover) {
    await host.page.waitForTimeout(100);
    return null;
  }
  await decide(mover);
  return mover;
}

describe('two phones in the app', () => {
  it('hosts, joins by code, answers a reaction window on the guest, survives a reload of each phone', async () => {
    const url = `${suite.url}?test=1&seed=3`;
    const host = await phone(url, HOST_ARMY);
    const guest = await phone(`${suite.url}?test=1`, GUEST_ARMY);
    await withPhones(host, guest, 'ui-net-failed', async () => {
      await useCheckedLocalServer(host.page, 'ui-net-settings');
      await useCheckedLocalServer(guest.page);

      // The host's room: the code in large type, the join link as a QR code, the state in words.
      const code = await hostsTheDuel(host, async (page) => {
        expect(await page.getByRole('radio', { name: 'You command this army on this phone' }).count()).toBe(
          2,
        );
        await assertNoHorizontalOverflow(page);
        await screenshot(page, 'ui-net-host-battle');
      });
      expect(code).toMatch(/^[23456789A-HJKMNP-Z]{6}$/);
      expect(await host.page.locator('.net-qr svg').count()).toBe(1);
      await expect(host.page.getByRole('img', { name: 'QR code of the join link' }).count()).resolves.toBe(1);
      const link = await host.page.getByRole('textbox', { name: 'Join link' }).inputValue();
      expect(link).toContain(`#join=${code}`);
      expect(link).toContain('signal=');
      await expect(connection(host.page).textContent()).resolves.toBe('Waiting for the other phone');
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-host-room');

      // The guest types the code as it likes it: small letters and a space.
      await tap(guest.page.getByRole('button', { name: 'Play on several phones' }));
      await tap(guest.page.getByRole('button', { name: 'Join a game' }));
      await guest.page.getByLabel('Room code').fill('not a code');
      await tap(guest.page.getByRole('button', { name: 'Join', exact: true }));
      await expect(guest.page.getByRole('alert').textContent()).resolves.toMatch(/not a room code/);
      await guest.page.getByLabel('Room code').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
      await assertNoHorizontalOverflow(guest.page);
      await screenshot(guest.page, 'ui-net-guest-join');
      await tap(guest.page.getByRole('button', { name: 'Join', exact: true }));

      // Both phones show the board; the host's opened by itself when the guest joined.
      for (const p of [host, guest]) {
        await p.page.locator('svg.board').waitFor({ timeout: 60_000 });
        await waitConnected(p.page);
        // No hand-off on two phones: the phone is always held by its own army.
        expect(await p.page.locator('.handoff').count()).toBe(0);
      }
      // The guest (Red, the first player) holds its own Command cards; the host waits for it.
      expect(await guest.page.locator('.card').count()).toBeGreaterThan(0);
      expect(await promptText(host.page)).toBe(`${GUEST_ARMY} is deciding…`);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(host.page, 'ui-net-host-board');
      await screenshot(guest.page, 'ui-net-guest-board');

      // Play by taps until the engine opens a reaction window on the guest phone.
      let answered = '';
      let hostWindows = 0;
      for (let step = 0; step < 400 && !answered; step++) {
        const reaction = guest.page.locator('.reaction .reaction-choices button');
        if (await isVisible(reaction)) {
          // The guest's window is on the guest phone only; the host phone waits.
          expect(await host.page.locator('.reaction').count()).toBe(0);
          expect(await promptText(host.page)).toBe(`${GUEST_ARMY} is deciding…`);
          await assertNoHorizontalOverflow(guest.page);
          await screenshot(guest.page, 'ui-net-guest-reaction');
          answered = ((await reaction.first().textContent()) ?? '').trim();
          await tap(reaction.first());
          break;
        }
        if (await isVisible(host.page.locator('.reaction'))) {
          hostWindows += 1;
          await tap(host.page.locator('.reaction').getByRole('button', { name: 'Pass', exact: true }));
          continue;
        }
        if (await host.page.locator('.victory').count()) throw new Error('the battle ended first');
        const mover = (await decides(guest.page)) ? guest : (await decides(host.page)) ? host : null;
        if (!mover) {
          await guest.page.waitForTimeout(100);
          continue;
        }
        // decide() also passes a quiet pause (docs/net.md "Quiet pauses").
        await decide(mover);
      }
      expect(answered, 'no reaction window opened on the guest phone').not.toBe('');
      // The answer reached the host: the guest's window is closed and the game went on.
      await guest.page.locator('.reaction').waitFor({ state: 'detached' });
      await expect(guest.page.getByRole('alert').count()).resolves.toBe(0);
      console.log(`reaction answered on the guest phone: ${answered} (host windows passed: ${hostWindows})`);

      // The guest phone reloads mid-turn and goes straight back into the room.
      const before = {
        turn: await turn(guest.page),
        cards: await guest.page.locator('.card').count(),
        prompt: await promptText(guest.page),
      };
      await guest.page.reload({ waitUntil: 'load' });
      await guest.page.locator('svg.board').waitFor({ timeout: 60_000 });
      await waitConnected(guest.page);
      await waitConnected(host.page);
      expect(await turn(guest.page)).toBe(before.turn);
      expect(await guest.page.locator('.card').count()).toBe(before.cards);
      expect(await promptText(guest.page)).toBe(before.prompt);
      await assertNoHorizontalOverflow(guest.page);
      await screenshot(guest.page, 'ui-net-guest-rejoined');

      // The host phone reloads: the save reopens as a hosted game in the same room.
      const hostBefore = { turn: await turn(host.page), prompt: await promptText(host.page) };
      await host.page.reload({ waitUntil: 'load' });
      await host.page.locator('svg.board').waitFor({ timeout: 60_000 });
      await expect(
        host.page.getByRole('button', { name: `Room code: ${code}` }).count(),
        'the same room code',
      ).resolves.toBe(1);
      await waitConnected(host.page);
      await waitConnected(guest.page);
      expect(await turn(host.page)).toBe(hostBefore.turn);
      expect(await promptText(host.page)).toBe(hostBefore.prompt);
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-host-reopened');

      // The guest resynced: a few more decisions by taps, each seen on the other phone.
      for (let played = 0; played < 4; ) {
        const mover = await playStep(host, guest);
        if (!mover) continue;
        played += 1;
        // The other phone follows: both show the same turn.
        const other = mover === host ? guest : host;
        await expect
          .poll(async () => (await turn(other.page)) === (await turn(mover.page)), { timeout: 15_000 })
          .toBe(true);
      }
      await screenshot(guest.page, 'ui-net-guest-after-host-reload');

      // On to the end of the battle: the victory screen on both phones.
      for (let step = 0; step < 800; step++) {
        const ended = await Promise.all([host, guest].map((p) => p.page.locator('.victory').count()));
        if (ended.every((n) => n > 0)) break;
        await playStep(host, guest);
      }
      const winners = await Promise.all(
        [host, guest].map((p) => p.page.locator('.victory h1').textContent()),
      );
      expect(winners[0]).toMatch(/^(Red|Blue) Test Army wins$/);
      expect(winners[1]).toBe(winners[0]);
      for (const [who, p] of [
        ['host', host],
        ['guest', guest],
      ] as const) {
        await assertNoHorizontalOverflow(p.page);
        await screenshot(p.page, `ui-net-${who}-victory`);
      }
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
    });
  }, 600_000);

  it('a phone opened from the join link joins at once, on the host’s signaling server', async () => {
    const host = await phone(`${suite.url}?test=1&seed=5`, HOST_ARMY);
    // A phone that never changed its settings (the public server): the link brings the host's choice.
    const context = await newPhoneContext(suite.browser);
    const page = await context.newPage();
    const guest: ArmyPhone = { context, page, errors: collectErrors(page), army: GUEST_ARMY };
    try {
      await useCheckedLocalServer(host.page);
      const code = await hostsTheDuel(host, async (page) => {
        expect(await page.getByRole('radio', { name: 'You command this army on this phone' }).count()).toBe(
          2,
        );
        await assertNoHorizontalOverflow(page);
        await screenshot(page, 'ui-net-host-battle');
      });
      const link = await host.page.getByRole('textbox', { name: 'Join link' }).inputValue();
      // The camera opens the link: the app starts from it and joins.
      await guest.page.goto(link, { waitUntil: 'load' });
      await guest.page.locator('svg.board').waitFor({ timeout: 60_000 });
      await waitConnected(guest.page);
      // The address no longer carries the link, so Home and reloads do not join again.
      expect(new URL(guest.page.url()).hash).toBe('');
      await host.page.locator('svg.board').waitFor({ timeout: 30_000 });
      await waitConnected(host.page);
      // Leaving on the guest phone: the host sees it away, and the Join screen offers to rejoin.
      await tap(guest.page.getByRole('button', { name: 'Menu' }));
      await connection(host.page).filter({ hasText: 'The other phone is away' }).waitFor({ timeout: 30_000 });
      await tap(guest.page.getByRole('button', { name: 'Play on several phones' }));
      await tap(guest.page.getByRole('button', { name: 'Join a game' }));
      await tap(guest.page.getByRole('button', { name: `Rejoin room ${code}` }));
      await waitConnected(guest.page);
      await waitConnected(host.page);
      await screenshot(host.page, 'ui-net-link-host');
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  }, 300_000);
});
