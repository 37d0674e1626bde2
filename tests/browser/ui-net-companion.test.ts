// Companion mode on two phones, through the app's own screens: real Chromium, the built app, real
// PeerJS on a local signaling server (127.0.0.1 only). The host hosts a GMT battle from Home → Play
// on two phones → Host the Samurai Battles companion, commanding the top army; the guest types the room code.
// Each phone shows only its own army's Command cards; the host plays a Command card and the guest
// sees it; the controls go over to the guest phone, which rolls the dice and gives them back; the
// host ends its turn (the two cards it draws stay on its phone); the guest plays its own card; the
// guest reloads and comes back into the game with the same hand.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
  waitControls,
  waitControlsWith,
  waitTable,
} from './companion-table';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite } from './phone-suites';
import { useLocalServer, withPhones } from './phones';

const suite = appSuite({ signaling: true });

/** Scenario 2: Mori (the top army) moves first with 5 Command cards; Takeda holds 4. */
const BATTLE = /^Arita Castle: Takeda Vanguard\s*Scenario 2$/;
const TITLE = 'Arita Castle: Takeda Vanguard';
const HOST_ARMY = 'Mori';
const GUEST_ARMY = 'Takeda';

async function logLines(page: Page): Promise<string[]> {
  await tap(page, 'Log');
  const lines = (await page.locator('.companion-log li').allTextContents()).map((l) => l.trim());
  await tap(page, 'Table');
  return lines;
}

describe('companion mode on two phones, from the menu', () => {
  it('hosts a GMT battle, joins by code, keeps each hand on its phone, hands the controls over, survives a guest reload', async () => {
    const started = Date.now();
    const host = await suite.phone(`${suite.url}?seed=5`);
    const guest = await suite.phone(suite.url);
    await withPhones(host, guest, 'ui-net-companion-failed', async () => {
      await useLocalServer(host.page, suite.signal.port);
      await useLocalServer(guest.page, suite.signal.port);

      // The host: Play on several phones → Host the Samurai Battles companion → the battle by its notes.
      await tap(host.page, 'Play on several phones');
      // The menu's screen loads on demand.
      await host.page.getByRole('heading', { name: 'No internet? Pair with QR codes' }).waitFor();
      for (const name of [
        'Host Samurai Battles',
        'Join a game',
        'Host the Samurai Battles companion',
        'Host with QR codes',
      ]) {
        expect(await host.page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
      }
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-companion-menu');
      await tap(host.page, 'Host the Samurai Battles companion');
      await host.page.getByRole('heading', { name: 'Companion for the board game' }).waitFor();
      await button(host.page, BATTLE).waitFor();
      expect(await host.page.locator('.battle-list').last().getByRole('button').count()).toBe(40);
      await tap(host.page, BATTLE);
      await host.page.getByRole('heading', { name: new RegExp(`^${TITLE}`) }).waitFor();
      // The host commands the top army (Mori) on this phone, not the default bottom one.
      const choices = host.page.getByRole('radio', { name: 'You command this army on this phone' });
      expect(await choices.count()).toBe(2);
      expect(await choices.nth(1).isChecked()).toBe(true);
      await choices.nth(0).check();
      expect(await choices.nth(0).isChecked()).toBe(true);
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-companion-host-notes');
      await tap(host.page, 'Host this battle');
      const codeBox = host.page.locator('.net-code');
      await codeBox.waitFor({ timeout: 30_000 });
      await host.page.locator('[data-room="open"]').waitFor({ timeout: 30_000 });
      const code = ((await codeBox.textContent()) ?? '').trim();
      expect(code).toMatch(/^[23456789A-HJKMNP-Z]{6}$/);
      await assertNoHorizontalOverflow(host.page);
      await screenshot(host.page, 'ui-net-companion-host-room');

      // The guest types the code.
      await tap(guest.page, 'Play on several phones');
      await tap(guest.page, 'Join a game');
      await guest.page.getByLabel('Room code').fill(code.toLowerCase());
      await tap(guest.page, 'Join');

      // Both phones show the companion table; the host's opened by itself when the guest joined.
      await waitTable(guest.page, TITLE);
      await waitTable(host.page, TITLE);
      for (const p of [host, guest]) {
        // No hand-off screen on two phones, and no battle board: this is the companion.
        expect(await p.page.locator('.handoff').count()).toBe(0);
        expect(await p.page.locator('svg.board').count()).toBe(0);
        await expect(p.page.locator('.companion-turn-number').textContent()).resolves.toBe('Turn 1');
      }
      await waitControlsWith(host.page, guest.page, HOST_ARMY);

      // Each phone holds its own army's cards only.
      const { hostHand, guestHand } = await ownHands(host.page, guest.page, HOST_ARMY, GUEST_ARMY);
      expect(hostHand.command).toBe(5);
      expect(guestHand.command).toBe(4);
      await assertHidden(
        guest.page,
        privateTo(hostHand.names, guestHand.names),
        hostHand.ids,
        'the host’s hand on the guest phone',
      );
      await assertHidden(
        host.page,
        privateTo(guestHand.names, hostHand.names),
        guestHand.ids,
        'the guest’s hand on the host phone',
      );
      // The counts are public: each phone sees how many cards the other holds.
      expect(await armyBooks(guest.page, HOST_ARMY)).toContain('Command cards5');
      expect(await armyBooks(host.page, GUEST_ARMY)).toContain('Command cards4');
      // The phone away from the controls can tap nothing that changes the game.
      expect(await button(guest.page, `One token from the pool to ${GUEST_ARMY}`).isDisabled()).toBe(true);
      expect(await guest.page.getByRole('button', { name: /^Let .* act$/ }).count()).toBe(0);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(host.page, 'ui-net-companion-host-table');
      await screenshot(guest.page, 'ui-net-companion-guest-table');

      // The host, at the controls, plays a Command card: the guest sees it, and Mori's count drops.
      // (Seed 5 deals Mori an "Order One Unit" card: its player draws two cards and keeps one.)
      const played = await playCommand(host.page, HOST_ARMY, 'button.card.playable[data-card^="order-one-"]');
      await expect.poll(() => cardInPlay(guest.page), { timeout: 15_000 }).toContain(played);
      expect(await cardInPlay(host.page)).toContain(played);
      await expect.poll(() => armyBooks(guest.page, HOST_ARMY)).toContain('Command cards4');
      expect(await logLines(guest.page)).toContain(`${HOST_ARMY} played ${played}.`);

      // The controls go over to the guest phone ("Let Takeda act"), which acts: a free roll.
      await tap(host.page, `Let ${GUEST_ARMY} act`);
      await waitControlsWith(guest.page, host.page, GUEST_ARMY);
      await expect(host.page.locator('.companion-status').textContent()).resolves.toContain(
        `${GUEST_ARMY} at the controls`,
      );
      expect(await button(host.page, `One token from the pool to ${HOST_ARMY}`).isDisabled()).toBe(true);
      await tap(guest.page, 'Dice');
      await tap(guest.page, 'Roll 3 dice');
      const faces = guest.page.getByRole('region', { name: 'Result' }).getByRole('img').first();
      await faces.waitFor();
      const rolled = (await faces.getAttribute('aria-label')) ?? '';
      expect(rolled.split(', ').length).toBe(3);
      await assertNoHorizontalOverflow(guest.page);
      await screenshot(guest.page, 'ui-net-companion-guest-roll');
      // The host phone shows the same roll, on its Dice tab and in its log.
      await tap(host.page, 'Dice');
      const hostFaces = host.page.getByRole('region', { name: 'Result' }).getByRole('img').first();
      await expect.poll(() => hostFaces.getAttribute('aria-label'), { timeout: 15_000 }).toBe(rolled);
      await screenshot(host.page, 'ui-net-companion-host-sees-roll');
      await tap(host.page, 'Table');
      expect(await logLines(host.page)).toContain(`${GUEST_ARMY} rolled ${rolled} (free roll).`);
      // The guest keeps its own books too: a token from the pool, seen on the host's trackers.
      await tap(guest.page, 'Table');
      const honourBefore = await honour(host.page, 'bottom');
      await tap(guest.page, `One token from the pool to ${GUEST_ARMY}`);
      await expect.poll(() => honour(host.page, 'bottom'), { timeout: 15_000 }).toBe(honourBefore + 1);
      // And gives the controls back.
      await tap(guest.page, `Give the controls back to ${HOST_ARMY}`);
      await waitControlsWith(host.page, guest.page, HOST_ARMY);

      // The host ends its turn. A "keep one of two" draw shows its two cards on the host only.
      const guestNow = await handCards(guest.page, GUEST_ARMY);
      await tap(host.page, 'End the turn');
      const keep = host.page.getByRole('button', { name: /^Keep (?!my)/ });
      await keep.first().waitFor();
      expect(await keep.count()).toBe(2);
      const drawn = (await keep.allTextContents()).map((k) => k.replace(/^Keep /, '').trim());
      const hostHeld = (await handCards(host.page, HOST_ARMY)).names;
      await assertHidden(
        guest.page,
        privateTo(drawn, [...guestNow.names, ...hostHeld, played]),
        [],
        'the host’s two drawn cards on the guest phone',
      );
      console.log(`the host keeps one of: ${drawn.join(', ')}`);
      await tap(host.page, keep.first());
      await tap(host.page, 'Take 2 Honor & Fortune');
      // Mori played no Dragon card this turn, so it may discard its one for a token: it keeps it.
      await tap(host.page, 'Keep my Dragon cards');

      // Takeda's turn: the controls are the guest's; it plays its own Command card.
      for (const p of [host, guest]) {
        await expect
          .poll(() => p.page.locator('.companion-turn-number').textContent(), { timeout: 15_000 })
          .toBe('Turn 2');
      }
      await waitControls(guest.page, 'You are at the controls.');
      const guestPlayed = await playCommand(guest.page, GUEST_ARMY);
      await expect.poll(() => cardInPlay(host.page), { timeout: 15_000 }).toContain(guestPlayed);
      expect(await logLines(host.page)).toContain(`${GUEST_ARMY} played ${guestPlayed}.`);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(guest.page, 'ui-net-companion-guest-turn');

      // The guest phone reloads: straight back into the game, same hand, turn and controls.
      const before = await handCards(guest.page, GUEST_ARMY);
      const hostBefore = await handCards(host.page, HOST_ARMY);
      await guest.page.reload({ waitUntil: 'load' });
      await waitTable(guest.page, TITLE);
      await waitControls(guest.page, 'You are at the controls.');
      await expect(guest.page.locator('.companion-turn-number').textContent()).resolves.toBe('Turn 2');
      expect((await handCards(guest.page, GUEST_ARMY)).ids).toEqual(before.ids);
      expect(await cardInPlay(guest.page)).toContain(guestPlayed);
      await assertHidden(
        guest.page,
        privateTo(hostBefore.names, [...before.names, played, guestPlayed]),
        hostBefore.ids,
        'the host’s hand on the reloaded guest phone',
      );
      // The reloaded guest still plays: a token back to the pool, seen on the host phone.
      const honourNow = await honour(host.page, 'bottom');
      await tap(guest.page, `One token of ${GUEST_ARMY} back to the pool`);
      await expect.poll(() => honour(host.page, 'bottom'), { timeout: 15_000 }).toBe(honourNow - 1);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(guest.page, 'ui-net-companion-guest-reloaded');
      await screenshot(host.page, 'ui-net-companion-host-after-reload');
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
      console.log(`companion on two phones: ${Date.now() - started} ms`);
    });
  }, 300_000);
});
