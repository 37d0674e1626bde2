// Companion mode on two phones paired by QR codes (no signaling server, no internet): the built
// app, real Chromium, two phones at 390x844. Home → Play on two phones → Host with QR codes, where
// the host picks "A companion game" and a GMT battle (commanding the top army); the other phone
// joins with QR codes; the codes go across as the text each screen shows (what a player without a
// camera copies and pastes). Both phones show the companion table, each with only its own army's
// cards; the host plays a Command card and the guest phone shows it; the controls go over to the
// guest phone, whose token reaches the host's trackers, and come back. The host phone reloads: its
// save reopens as the same companion game, the phones pair again by new codes, and play goes on.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppServer,
  assertNoErrors,
  assertNoHorizontalOverflow,
  collectErrors,
  newPhoneContext,
  type PageErrors,
  screenshot,
  startAppServer,
} from './harness';
import { launchNetBrowser } from './net-page';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  // Plain local addresses for WebRTC (WebRtcHideLocalIpsWithMdns off, see net-page.ts): the two
  // pages reach each other at this machine's own address; nothing leaves the machine.
  browser = await launchNetBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
}

/** Scenario 2: Mori (the top army) moves first with 5 Command cards; Takeda holds 4. */
const BATTLE = /^Arita Castle: Takeda Vanguard\s*Scenario 2$/;
const TITLE = 'Arita Castle: Takeda Vanguard';
const HOST_ARMY = 'Mori';
const GUEST_ARMY = 'Takeda';

async function phone(url: string): Promise<Phone> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').filter({ hasText: 'Kassen' }).first().waitFor({ timeout: 15_000 });
  return { context, page, errors };
}

function button(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

/** Taps and waits until the companion table (if shown) is no longer waiting for the host's answer. */
async function tap(page: Page, target: string | RegExp | Locator): Promise<void> {
  const locator = typeof target === 'string' || target instanceof RegExp ? button(page, target) : target;
  await locator.tap();
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() => document.querySelector('main.companion[aria-busy="true"]') === null);
}

/** The code this phone shows for the other one, as text (the read-only box under the QR code). */
async function shownCode(page: Page, kind: 'O' | 'A'): Promise<string> {
  const box = page.locator('textarea.offline-code-text[readonly]');
  await box.waitFor({ timeout: 30_000 });
  const code = await box.inputValue();
  expect(code).toMatch(new RegExp(`^K1${kind}[0-9A-Z$%*+\\-./:]+$`));
  return code;
}

/** Pastes the other phone's code and uses it. */
async function paste(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code from the other phone').fill(code);
  await tap(page, 'Use this code');
}

/** The companion table of this phone, once the host's game is on it. */
async function waitTable(page: Page): Promise<void> {
  await page.locator('main.companion .companion-tabs').waitFor({ timeout: 60_000 });
  await expect(page.locator('main.companion h1').textContent()).resolves.toBe(TITLE);
}

/** The line under the turn: whose controls these are, as this phone says it. */
async function controlsLine(page: Page): Promise<string> {
  return ((await page.locator('.companion-net .muted.small').textContent()) ?? '').trim();
}

async function waitControls(page: Page, text: string): Promise<void> {
  await expect.poll(() => controlsLine(page), { timeout: 20_000 }).toBe(text);
}

/** The Command and Dragon cards this phone shows in its own hand: card ids and their titles. */
async function handCards(
  page: Page,
  army: string,
): Promise<{ ids: string[]; names: string[]; command: number }> {
  const hand = page.getByRole('region', { name: `Cards of ${army}` });
  const cards = hand.locator('button.card');
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  const names = (await hand.locator('.card-name').allTextContents()).map((n) => n.trim());
  const command = await hand.locator('button.card:not(.dragon)').count();
  return { ids, names, command };
}

/**
 * Where a card's title shows as that card on this page (as in ui-net-companion.test.ts): an
 * element whose whole text is the title, an accessible name that starts with it, or a sentence
 * that names it as a card. A title's words inside other text do not count.
 */
async function cardShown(page: Page, name: string): Promise<string[]> {
  return page.evaluate((title) => {
    const found: string[] = [];
    const quoted = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = new RegExp(
      `(Keep|Play|Strike first with|Discard|Take|drew|played|discarded|took|lost) ${quoted}\\b`,
    );
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const text = (el.textContent ?? '').trim();
      if (el.childElementCount === 0 && text === title) found.push(`<${el.tagName.toLowerCase()}>${text}`);
      const label = el.getAttribute('aria-label') ?? '';
      if (label === title || label.startsWith(`${title} (`)) found.push(`aria-label ${label}`);
    }
    const m = named.exec(document.body.textContent ?? '');
    if (m) found.push(`text "${m[0]}"`);
    return found;
  }, name);
}

/** The tab's text of one army's books (banners, tokens, cards in hand, command...). */
async function armyBooks(page: Page, army: string): Promise<string> {
  return ((await page.getByRole('region', { name: army, exact: true }).textContent()) ?? '').replace(
    /\s+/g,
    ' ',
  );
}

async function cardInPlay(page: Page): Promise<string> {
  return ((await page.locator('.table-info .in-play dd').textContent()) ?? '').trim();
}

/** The titles of `own` the other phone must not show: neither in its hand nor anywhere public. */
function privateTo(own: string[], other: string[]): string[] {
  return own.filter((n) => !other.includes(n));
}

async function assertHidden(page: Page, names: string[], ids: string[], what: string): Promise<void> {
  const html = await page.evaluate(() => document.body.outerHTML);
  for (const id of ids) expect(html, `${what}: card id ${id}`).not.toContain(`"${id}"`);
  for (const name of names) expect(await cardShown(page, name), `${what}: card ${name}`).toEqual([]);
}

describe('companion mode on two phones paired by QR codes', () => {
  it('hosts a GMT battle as a companion game with QR codes, pairs by pasted codes, keeps each hand on its phone, passes actions both ways, and re-pairs after a host reload', async () => {
    const started = Date.now();
    const host = await phone(`${server.url}?seed=5`);
    const guest = await phone(server.url);
    try {
      // The host: Home → Play on two phones → Host with QR codes → A companion game.
      await tap(host.page, 'Play on two phones');
      await host.page.getByRole('heading', { name: 'No internet? Pair with QR codes' }).waitFor();
      await tap(host.page, 'Host with QR codes');
      await host.page.getByRole('heading', { name: 'Two phones, no internet' }).waitFor();
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

      // The guest: Home → Play on two phones → Join with QR codes.
      await tap(guest.page, 'Play on two phones');
      await tap(guest.page, 'Join with QR codes');
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor();

      // The codes cross as text.
      const offer = await shownCode(host.page, 'O');
      await paste(guest.page, offer);
      const answer = await shownCode(guest.page, 'A');
      for (const [who, p] of [
        ['host', host],
        ['guest', guest],
      ] as const) {
        await assertNoHorizontalOverflow(p.page);
        await screenshot(p.page, `ui-net-offline-companion-codes-${who}`);
      }
      await paste(host.page, answer);

      // Both phones show the companion table; the host's opened by itself when the guest joined.
      await waitTable(guest.page);
      await waitTable(host.page);
      for (const p of [host, guest]) {
        // No hand-off screen and no battle board: this is the companion, one army per phone.
        expect(await p.page.locator('.handoff').count()).toBe(0);
        expect(await p.page.locator('svg.board').count()).toBe(0);
        await expect(p.page.locator('.companion-turn-number').textContent()).resolves.toBe('Turn 1');
        // Connected: the strip says nothing about the connection.
        expect(await p.page.locator('.companion-net-connection').count()).toBe(0);
      }
      await waitControls(host.page, 'You are at the controls.');
      await waitControls(guest.page, `${HOST_ARMY} is at the controls on the other phone.`);

      // Each phone holds its own army's cards only.
      const hostHand = await handCards(host.page, HOST_ARMY);
      const guestHand = await handCards(guest.page, GUEST_ARMY);
      // The check finds a card where its own phone shows it (so its silence elsewhere means something).
      expect(await cardShown(host.page, hostHand.names[0] ?? '')).not.toEqual([]);
      expect(await cardShown(guest.page, guestHand.names[0] ?? '')).not.toEqual([]);
      expect(hostHand.command).toBe(5);
      expect(guestHand.command).toBe(4);
      expect(await host.page.getByRole('region', { name: `Cards of ${GUEST_ARMY}` }).count()).toBe(0);
      expect(await guest.page.getByRole('region', { name: `Cards of ${HOST_ARMY}` }).count()).toBe(0);
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
      const hostCards = host.page.getByRole('region', { name: `Cards of ${HOST_ARMY}` });
      const card = hostCards.locator('button.card.playable:not(.dragon)').first();
      const played = ((await card.locator('.card-name').textContent()) ?? '').trim();
      await tap(host.page, card);
      await tap(host.page, host.page.getByRole('button', { name: `Play ${played}`, exact: true }));
      await expect.poll(() => cardInPlay(guest.page), { timeout: 15_000 }).toContain(played);
      expect(await cardInPlay(host.page)).toContain(played);
      await expect.poll(() => armyBooks(guest.page, HOST_ARMY)).toContain('Command cards4');
      console.log(`the host played ${played}`);

      // The controls go over to the guest phone, which takes a token: the host's tracker moves.
      await tap(host.page, `Let ${GUEST_ARMY} act`);
      await waitControls(guest.page, 'You are at the controls.');
      await waitControls(host.page, `${GUEST_ARMY} is at the controls on the other phone.`);
      const honourBefore = Number(await host.page.getByTestId('honor-bottom').textContent());
      await tap(guest.page, `One token from the pool to ${GUEST_ARMY}`);
      await expect
        .poll(async () => Number(await host.page.getByTestId('honor-bottom').textContent()), {
          timeout: 15_000,
        })
        .toBe(honourBefore + 1);
      await tap(guest.page, `Give the controls back to ${HOST_ARMY}`);
      await waitControls(host.page, 'You are at the controls.');
      await waitControls(guest.page, `${HOST_ARMY} is at the controls on the other phone.`);

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
        .poll(() => guest.page.getByRole('status', { name: 'Connection' }).getAttribute('data-status'), {
          timeout: 30_000,
        })
        .not.toBe('connected');
      await tap(guest.page, guest.page.getByRole('button', { name: /^Room code: / }));
      await guest.page.getByRole('heading', { name: '1. Scan the host’s code' }).waitFor({ timeout: 30_000 });
      await paste(guest.page, await shownCode(host.page, 'O'));
      await paste(host.page, await shownCode(guest.page, 'A'));
      await waitTable(guest.page);
      await waitTable(host.page);
      // The same game: the same hands on the same phones, the host at the controls.
      expect((await handCards(host.page, HOST_ARMY)).ids).toEqual(hostNow.ids);
      expect((await handCards(guest.page, GUEST_ARMY)).ids).toEqual(guestBefore);
      expect(await cardInPlay(guest.page)).toContain(played);
      await waitControls(host.page, 'You are at the controls.');
      await waitControls(guest.page, `${HOST_ARMY} is at the controls on the other phone.`);
      await assertHidden(
        guest.page,
        privateTo(hostNow.names, [...guestHand.names, played]),
        hostNow.ids,
        'the host’s hand on the guest phone, after the host reloaded',
      );
      // And the reopened host still plays: a token for Mori shows on the guest phone.
      const moriBefore = Number(await guest.page.getByTestId('honor-top').textContent());
      await tap(host.page, `One token from the pool to ${HOST_ARMY}`);
      await expect
        .poll(async () => Number(await guest.page.getByTestId('honor-top').textContent()), {
          timeout: 15_000,
        })
        .toBe(moriBefore + 1);
      for (const p of [host, guest]) await assertNoHorizontalOverflow(p.page);
      await screenshot(host.page, 'ui-net-offline-companion-host-reloaded');
      for (const p of [host, guest]) assertNoErrors(p.errors, p.context);
      console.log(`companion paired by QR codes: ${Date.now() - started} ms`);
    } catch (e) {
      for (const [who, p] of [
        ['host', host],
        ['guest', guest],
      ] as const) {
        await screenshot(p.page, `ui-net-offline-companion-failed-${who}`).catch(() => undefined);
        console.log(`${who} page errors:`, JSON.stringify(p.errors));
      }
      throw e;
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  }, 300_000);
});
