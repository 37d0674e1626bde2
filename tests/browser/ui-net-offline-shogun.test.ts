// Shogun on three phones paired by QR codes (issue 20; no signaling server, no internet): the built
// app, real Chromium, three phones at 390x844. Home → Play on several phones → Host with QR codes →
// Shogun, three players with names and colours chosen on the setup screen, the host playing the
// first seat. Each guest phone pairs by its own exchange of codes, passed as the text each screen
// shows; the host's pairing screen counts the phones and lists the seats by player, then opens the
// board when both have joined. Every phone shows the players' names and colours; all three plan at
// once by taps, and the bids are revealed on every phone together.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import { button, netLogText as logText, openShogunHostSetup, pairPhone, planByTaps } from './shogun-phones';
import { tap } from './ui-driver';

const suite = appSuite();

/** The host's pairing screen: how many guest phones have joined. */
const joined = (page: Page) => page.locator('[data-joined]').getAttribute('data-joined');

describe('Shogun on three phones paired by QR codes', () => {
  it('hosts Shogun with QR codes, pairs two guest phones one after the other, shows the chosen names and colours, and plays a planning round', async () => {
    const host = await suite.phone(`${suite.url}?seed=5`);
    const guests = [await suite.phone(suite.url), await suite.phone(suite.url)];
    const all = [host, ...guests];
    try {
      await openShogunHostSetup(host.page);
      // Names and colours chosen here are the table's on every phone.
      await host.page.getByLabel('Player 1').fill('Aiko');
      await host.page.getByLabel('Player 2').fill('Ben');
      await host.page.locator('.shogun-seat').nth(0).getByLabel('Colour').selectOption('teal');
      await host.page.locator('.shogun-seat').nth(1).getByLabel('Colour').selectOption('pink');
      await assertNoHorizontalOverflow(host.page);
      await tap(button(host.page, 'Start the game'));
      await host.page.getByRole('heading', { name: 'Who plays on this phone?' }).waitFor();
      expect(await host.page.getByText('Aiko (Teal ★): on this phone').count()).toBe(1);
      await tap(button(host.page, 'Open the room'));

      // The pairing screen: no phone yet, every seat listed by its player.
      await host.page.getByRole('heading', { name: '1. Show this code to the next phone' }).waitFor({
        timeout: 30_000,
      });
      expect(await joined(host.page)).toBe('0');
      const seats = host.page.locator('.net-seat-list');
      await expect.poll(() => seats.textContent()).toContain('Aiko (Teal ★): plays on this phone');
      expect(await seats.textContent()).toContain('Ben (Pink ✚): waiting for a phone to join');
      expect(await seats.textContent()).toContain('Black ■: waiting for a phone to join');
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-offline-shogun-pairing');

      const first = await pairPhone(host, guests[0]!, null);
      await expect.poll(() => joined(host.page), { timeout: 30_000 }).toBe('1');
      await expect.poll(() => seats.textContent()).toContain('Ben (Pink ✚): phone joined');
      await pairPhone(host, guests[1]!, first);

      // The host's board opened by itself once both phones joined; every phone shows the table.
      for (const p of all) await p.page.locator('.shogun-net').waitFor({ timeout: 60_000 });
      const seatOf = await Promise.all(
        all.map((p) => p.page.locator('.shogun-net').getAttribute('data-seat')),
      );
      expect(seatOf).toEqual(['p1', 'p2', 'p3']);
      // The names and colours from the setup, the same on every phone; each phone says which is its own.
      for (const p of all) {
        const planning = (await p.page.locator('.shogun-net-planning').textContent()) ?? '';
        expect(planning).toContain('Teal ★');
        expect(planning).toContain('Pink ✚');
        expect(planning).toContain('Black ■');
      }
      // The page keeps a margin at the sides under the strip (the text touched the edge, session 21).
      for (const p of all) {
        const box = await p.page.locator('.shogun-net-planning').boundingBox();
        const width = p.page.viewportSize()!.width;
        expect(box!.x).toBeGreaterThanOrEqual(8);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width - 8);
      }
      expect(await guests[0]!.page.locator('.shogun-net-planning').textContent()).toContain(
        'Ben (Pink ✚): still planning',
      );
      expect(await guests[1]!.page.locator('.shogun-net-planning').textContent()).toContain(
        'Aiko (Teal ★): still planning',
      );
      const players = await guests[0]!.page.locator('table.shogun-players').textContent();
      expect(players).toContain('Ben, you (Pink ✚)');
      expect(players).toContain('Aiko (Teal ★)');
      await screenshot(guests[0]!.page, 'ui-net-offline-shogun-guest');

      // A planning round: all three plan at once by taps; the bids show on every phone together.
      const laid = await Promise.all(all.map((p) => planByTaps(p.page)));
      for (const n of laid) expect(n).toBeGreaterThanOrEqual(10);
      for (const p of all) {
        await expect.poll(() => logText(p.page), { timeout: 60_000 }).toMatch(/Bids: /);
        expect(await logText(p.page)).toMatch(/Aiko \(Teal ★\)/);
        await assertNoHorizontalOverflow(p.page);
      }
      await screenshot(host.page, 'ui-net-offline-shogun-revealed');
      for (const p of all) assertNoErrors(p.errors, p.context);
    } finally {
      for (const p of all) await p.context.close();
    }
  }, 300_000);
});
