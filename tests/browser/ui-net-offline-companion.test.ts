// Companion mode on two phones paired by QR codes (no signaling server, no internet): the built
// app, real Chromium, two phones at 390x844. Home → Play on several phones → Host with QR codes, where
// the host picks "A companion game" and a GMT battle (commanding the top army); the other phone
// joins with QR codes; the codes go across as the text each screen shows (what a player without a
// camera copies and pastes). Both phones show the companion table, each with only its own army's
// cards; the host plays a Command card and the guest phone shows it; the controls go over to the
// guest phone, whose token reaches the host's trackers, and come back. The host phone reloads: its
// save reopens as the same companion game, the phones pair again by new codes, and play goes on.
import { describe, expect, it } from 'vitest';
import { exchangeCodes } from './code-pairing';
import {
  armyBooks,
  assertHidden,
  button,
  cardInPlay,
  handCards,
  honour,
  ownHands,
  playCommand,
  privateTo,
  tap,
  waitControlsWith,
  waitTable,
} from './companion-table';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import { connection, withPhones } from './phones';

// No signaling server: the phones pair by codes and reach each other at this machine's own address.
const suite = appSuite();

/** Scenario 2: Mori (the top army) moves first with 5 Command cards; Takeda holds 4. */
const BATTLE = /^Arita Castle: Takeda Vanguard\s*Scenario 2$/;
const TITLE = 'Arita Castle: Takeda Vanguard';
const HOST_ARMY = 'Mori';
const GUEST_ARMY = 'Takeda';

describe('companion mode on two phones paired by QR codes', () => {
  it('hosts a GMT battle as a companion game with QR codes, pairs by pasted codes, keeps each hand on its phone, passes actions both ways, and re-pairs after a host reload', async () => {
    const started = Date.now();
    const host = await suite.phone(`${suite.url}?seed=5`);
    const guest = await suite.phone(suite.url);
    await withPhones(host, guest, 'ui-net-offline-companion-failed', async () => {
      // The host: Home → Play on several phones → Host with QR codes → A companion game.
      await tap(host.page, 'Play on several phones');
      await host.page.getByRole('heading', { name: 'No internet? Pair with QR codes' }).waitFor();
      await tap(host.page, 'Host with QR codes');
      await host.page.getByRole('heading', { name: 'Phones, no internet' }).waitFor();
      const kinds = host.page.getByRole('group', { name: 'What to host' });
      const battle = kinds.getByRole('button', { name: 'A battle', exact: true });
      const companion = kinds.getByRole('button', { name: 'A companion game', exact: true });
      // A battle, as before, unless the host picks the companion.
      expect(await battle.getAttribute('aria-pressed')).toBe('true');
      expect(await companion.getAttribute('aria-pressed')).toBe('false');
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-offline-companion-choice');
      await tap(host.page, companion);
      expect(await companion.getAttribute('aria-pressed')).toBe('true');
      await host.page.getByRole('heading', { name: 'Companion for the board game' }).waitFor();
      await button(host.page, BATTLE).waitFor({ timeout: 15_000 });
      // The 40 GMT battles, by their notes, as on the companion's own setup screen.
      expect(await host.page.locator('.battle-list').last().getByRole('button').count()).toBe(40);
      await assertNoHorizontalOverflow(host.page);
      await tap(host.page, BATTLE);
      await host.page.getByRole('heading', { name: new RegExp(`^${TITLE}`) }).waitFor();
      // The host commands the top army (Mori) on this phone, not the default bottom one.
      const choices = host.page.getByRole('radio', { name: 'You command this army on this phone' });
      expect(await choices.count()).toBe(2);
      await choices.nth(0).check();
      expect(await choices.nth(0).isChecked()).toBe(true);
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-offline-companion-host-notes');
      await tap(host.page, 'Host this battle');

      // The guest: Home → Play on several phones → Join with QR codes.
      await tap(guest.page, 'Play on several phones');
      await tap(guest.page, 'Join with QR codes');
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor();

      // The codes cross as text.
      await exchangeCodes(host, guest, 'ui-net-offline-companion-codes');

      // Both phones show the companion table; the host's opened by itself when the guest joined.
      await waitTable(guest.page, TITLE);
      await waitTable(host.page, TITLE);
      for (const p of [host, guest]) {
        // No hand-off screen and no battle board: this is the companion, one army per phone.
        expect(await p.page.locator('.handoff').count()).toBe(0);
        expect(await p.page.locator('svg.board').count()).toBe(0);
        await expect(p.page.locator('.companion-turn-number').textContent()).resolves.toBe('Turn 1');
        // Connected: the strip says nothing about the connection.
        expect(await p.page.locator('.companion-net-connection').count()).toBe(0);
      }
      await waitControlsWith(host.page, guest.page, HOST_ARMY);

      // Each phone holds its own army's cards only.
      const { hostHand, guestHand } = await ownHands(host.page, guest.page, HOST_ARMY, GUEST_ARMY);
      expect(hostHand.command).toBe(5);
      expect(guestHand.command).toBe(4);
      const hostOnly = privateTo(hostHand.names, guestHand.names);
      const guestOnly = privateTo(guestHand.names, hostHand.names);
      expect(hostOnly.length).toBeGreaterThan(0);
      expect(guestOnly.length).toBeGreaterThan(0);
      await assertHidden(guest.page, hostOnly, hostHand.ids, 'the host’s hand on the guest phone');
      await assertHidden(host.page, guestOnly, guestHand.ids, 'the guest’s hand on the host phone');
      // The counts are public.
      expect(await armyBooks(guest.page, HOST_ARMY)).toContain('Command cards5');
      expect(await armyBooks(host.page, GUEST_ARMY)).toContain('Command cards4');
      // The phone away from the controls can tap nothing that changes the game.
      expect(await button(guest.page, `One token from the pool to ${GUEST_ARMY}`).isDisabled()).toBe(true);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(host.page, 'ui-net-offline-companion-host-table');
      await screenshot(guest.page, 'ui-net-offline-companion-guest-table');

      // The host, at the controls, plays a Command card: the guest phone shows it, and Mori's count drops.
      const played = await playCommand(host.page, HOST_ARMY);
      await expect.poll(() => cardInPlay(guest.page), { timeout: 15_000 }).toContain(played);
      expect(await cardInPlay(host.page)).toContain(played);
      await expect.poll(() => armyBooks(guest.page, HOST_ARMY)).toContain('Command cards4');
      console.log(`the host played ${played}`);

      // The controls go over to the guest phone, which takes a token: the host's tracker moves.
      await tap(host.page, `Let ${GUEST_ARMY} act`);
      await waitControlsWith(guest.page, host.page, GUEST_ARMY);
      const honourBefore = await honour(host.page, 'bottom');
      await tap(guest.page, `One token from the pool to ${GUEST_ARMY}`);
      await expect.poll(() => honour(host.page, 'bottom'), { timeout: 15_000 }).toBe(honourBefore + 1);
      await tap(guest.page, `Give the controls back to ${HOST_ARMY}`);
      await waitControlsWith(host.page, guest.page, HOST_ARMY);

      // Still each hand on its own phone after the play.
      const hostNow = await handCards(host.page, HOST_ARMY);
      await assertHidden(
        guest.page,
        privateTo(hostNow.names, [...guestHand.names, played]),
        hostNow.ids,
        'the host’s hand on the guest phone, after the play',
      );
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(host.page, 'ui-net-offline-companion-host-after');
      await screenshot(guest.page, 'ui-net-offline-companion-guest-after');

      // The host phone reloads: its companion save reopens on the pairing screen with a new offer.
      const guestBefore = (await handCards(guest.page, GUEST_ARMY)).ids;
      await host.page.reload({ waitUntil: 'load' });
      await host.page
        .getByRole('heading', { name: '1. Show this code to the other phone' })
        .waitFor({ timeout: 30_000 });
      // The guest phone sees the host gone; its room button opens the pairing screen.
      await expect
        .poll(() => connection(guest.page).getAttribute('data-status'), { timeout: 30_000 })
        .not.toBe('connected');
      await tap(guest.page, guest.page.getByRole('button', { name: /^Room code: / }));
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor({ timeout: 30_000 });
      await exchangeCodes(host, guest);
      await waitTable(guest.page, TITLE);
      await waitTable(host.page, TITLE);
      // The same game: the same hands on the same phones, the host at the controls.
      expect((await handCards(host.page, HOST_ARMY)).ids).toEqual(hostNow.ids);
      expect((await handCards(guest.page, GUEST_ARMY)).ids).toEqual(guestBefore);
      expect(await cardInPlay(guest.page)).toContain(played);
      await waitControlsWith(host.page, guest.page, HOST_ARMY);
      await assertHidden(
        guest.page,
        privateTo(hostNow.names, [...guestHand.names, played]),
        hostNow.ids,
        'the host’s hand on the guest phone, after the host reloaded',
      );
      // And the reopened host still plays: a token for Mori shows on the guest phone.
      const moriBefore = await honour(guest.page, 'top');
      await tap(host.page, `One token from the pool to ${HOST_ARMY}`);
      await expect.poll(() => honour(guest.page, 'top'), { timeout: 15_000 }).toBe(moriBefore + 1);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(host.page, 'ui-net-offline-companion-host-reloaded');
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
      console.log(`companion paired by QR codes: ${Date.now() - started} ms`);
    });
  }, 300_000);
});
