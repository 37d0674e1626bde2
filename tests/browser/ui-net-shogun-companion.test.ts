// The companion for the physical Shogun on a table of phones (issue 20), through the app's own
// screens: real Chromium, the built app, real PeerJS on a local signaling server (127.0.0.1 only).
// A host and two guests point Settings at that server; the host hosts the companion (three players,
// the fixed setup, the real tower), each guest joins by the room code; every phone bids for its
// own seat in secret (the others see only who has bid); the bids and the turn order show on all
// three; a battle entered on the host shows its result on every phone; the seasons run on to winter,
// the host enters the rice, each player with several revolts chooses their order on their own phone,
// the host scores the year, and the score sheet shows on every phone.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assertNoErrors, assertNoHorizontalOverflow, screenshot } from './harness';
import { appSuite, type Phone } from './phone-suites';
import { useLocalServer, waitConnected } from './phones';
import { tap as tapOnly } from './ui-driver';

const suite = appSuite({ signaling: true });

/** Taps, then waits until the phone has the host's answer (the table is aria-busy meanwhile). */
async function tap(locator: Locator): Promise<void> {
  await tapOnly(locator);
  await locator.page().waitForFunction(() => document.querySelector('.table[aria-busy="true"]') === null);
}

function button(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

const text = async (page: Page, selector = '.sc-screen') =>
  (await page.locator(selector).textContent()) ?? '';

/** The seats' marks in the order a line names them (each phone names its own seat "you"). */
const marks = (line: string) => line.replace(/[^\u25A0-\u27BF]/g, '');

/**
 * Runs in the page: takes the steps this phone is given until `selector` shows. A guest phone only
 * bids (a province card); the host also takes every public step (the event, the first free space,
 * the next card, done) and waits while the others bid.
 */
async function playUntil(o: { selector: string; host: boolean }): Promise<void> {
  const idle = async () => {
    for (let i = 0; i < 400 && document.querySelector('.table[aria-busy="true"]'); i++)
      await new Promise((r) => setTimeout(r, 10));
  };
  const named = (test: (text: string) => boolean) =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('.sc-screen button')).find(
      (b) => !b.disabled && test(b.textContent ?? ''),
    );
  for (let n = 0; n < 4000; n++) {
    if (document.querySelector(o.selector)) return;
    const next =
      named((t) => t === 'A province card') ??
      (o.host
        ? (named((t) => t === 'Draw the event of the season') ??
          named((t) => /^Space \d: /.test(t)) ??
          named((t) => t.startsWith('Turn up action card')) ??
          named((t) => t.endsWith(' is done')))
        : undefined);
    if (next) {
      next.click();
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      await idle();
    } else await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never reached ${o.selector}`);
}

/**
 * The phone offering the choice of the next winter revolt, or null once the host offers the scoring;
 * waits for the views to arrive.
 */
async function revoltChooser(phones: readonly Phone[], host: Page): Promise<Phone | null> {
  for (let i = 0; i < 400; i++) {
    for (const p of phones) if ((await p.page.locator('.sc-revolt-choice button').count()) > 0) return p;
    if ((await host.getByRole('button', { name: 'Score the year', exact: true }).count()) > 0) return null;
    await host.waitForTimeout(25);
  }
  throw new Error('neither a revolt choice nor the scoring');
}

async function hostTheCompanion(host: Phone): Promise<string> {
  const page = host.page;
  await tap(button(page, 'Play on several phones'));
  await tap(button(page, 'Host the Shogun companion'));
  await page.getByRole('heading', { name: 'Shogun companion' }).waitFor();
  await tap(button(page, 'Start the companion'));
  await tap(button(page, 'Open the room'));
  const code = page.locator('.net-code');
  await code.waitFor({ timeout: 30_000 });
  await page.locator('[data-room="open"]').waitFor({ timeout: 30_000 });
  return ((await code.textContent()) ?? '').trim();
}

async function join(guest: Phone, code: string): Promise<void> {
  await tap(button(guest.page, 'Play on several phones'));
  await tap(button(guest.page, 'Join a game'));
  await guest.page.getByLabel('Room code').fill(code);
  await tap(button(guest.page, 'Join'));
}

describe('the Shogun companion on three phones over PeerJS', () => {
  it('each phone bids in secret; turn order, a battle and the winter scores on every phone', async () => {
    const phones = [await suite.phone(suite.url), await suite.phone(suite.url), await suite.phone(suite.url)];
    const [host, g1, g2] = phones as [Phone, Phone, Phone];
    try {
      for (const p of phones) await useLocalServer(p.page, suite.signal.port);
      const code = await hostTheCompanion(host);
      await join(g1, code);
      await join(g2, code);
      for (const g of [g1, g2]) await g.page.locator('.sc-screen').waitFor({ timeout: 60_000 });
      if ((await host.page.locator('.sc-screen').count()) === 0)
        await tap(button(host.page, 'Open the board'));
      for (const p of phones) {
        await p.page.locator('.sc-screen').waitFor({ timeout: 60_000 });
        await waitConnected(p.page);
        // No hand-off on phones: each phone stays with its own seat.
        expect(await p.page.locator('.handoff').count()).toBe(0);
      }
      await tap(button(g1.page, 'Deal spring'));

      // Bids: the host bids first; the guests see that it is in, never what.
      for (const p of phones) await p.page.getByRole('heading', { name: 'Plan and bid' }).waitFor();
      await tap(button(host.page, '2 chests'));
      await g1.page.getByText('Bids in: Red ●').waitFor();
      expect(await text(g1.page)).not.toMatch(/Red ●\)?: 2 chests/);
      await screenshot(g1.page, 'ui-net-shogun-companion-bids');
      await assertNoHorizontalOverflow(g1.page);
      await tap(button(g1.page, 'A province card'));
      await tap(button(g2.page, '0 chests'));
      for (const p of phones) {
        await p.page.getByRole('heading', { name: 'Bids revealed' }).waitFor();
        expect(await text(p.page)).toMatch(/Red ●\)?: 2 chests/);
      }
      await tap(button(g2.page, 'Draw the event of the season'));
      // The strongest bid chooses first (seed 001:440): the host's Red.
      for (let i = 0; i < 3; i++) await tap(host.page.getByRole('button', { name: /^Space \d: / }).first());

      // The turn order on every phone, the same.
      const orders: string[] = [];
      for (const p of phones) {
        await p.page.getByRole('heading', { name: 'The ten actions' }).waitFor();
        orders.push(
          marks(
            (await p.page
              .getByText(/^Turn order: /)
              .first()
              .textContent()) ?? '',
          ),
        );
      }
      expect(orders[0]).toHaveLength(3);
      expect(new Set(orders).size).toBe(1);

      // A battle entered on the host from what fell out of the real tower; every phone shows it.
      if ((await host.page.getByRole('button', { name: /^Turn up action card/ }).count()) > 0)
        await tap(button(host.page, /^Turn up action card/));
      await tap(button(host.page, 'A battle'));
      await host.page.getByRole('heading', { name: 'Battle' }).waitFor();
      const more = (what: string) => button(host.page, `One more: ${what}`);
      for (let i = 0; i < 4; i++) await tap(more('Armies moved in'));
      for (let i = 0; i < 3; i++) await tap(more('you (Red ●)'));
      await tap(more('the peasants'));
      await tap(button(host.page, 'Settle the battle'));
      for (const p of phones) {
        await p.page.locator('.sc-result').waitFor();
        // Against a neutral province, 3 attackers beat 1 peasant and keep 2 armies (seed 001:601-605).
        expect(await text(p.page, '.sc-result')).toContain('wins and leaves 2 armies');
      }
      await screenshot(g2.page, 'ui-net-shogun-companion-battle');

      // On through the three seasons to winter: every phone bids its own seat each season.
      await Promise.all(
        phones.map((p, i) =>
          p.page.evaluate(
            `(${playUntil.toString()})(${JSON.stringify({ selector: '.sc-winter', host: i === 0 })})`,
          ),
        ),
      );
      for (const p of phones) await p.page.getByRole('heading', { name: 'Winter' }).waitFor();
      for (let i = 0; i < 3; i++) await tap(button(host.page, 'One more: Rice of you (Red ●)'));
      await tap(button(host.page, 'Feed the provinces'));
      // The revolts: settled on the host; a player with several left chooses the next one on their
      // own phone (seed 001:496), the host's screen says who is choosing.
      let choices = 0;
      for (let guard = 0; guard < 30; guard++) {
        if ((await host.page.getByRole('heading', { name: 'Revolt' }).count()) > 0) {
          await tap(button(host.page, 'Settle the battle'));
          continue;
        }
        const next = await revoltChooser(phones, host.page);
        if (!next) break;
        choices += 1;
        await tap(button(next.page, /^Fight the revolt in /));
        await host.page.getByRole('heading', { name: 'Revolt' }).waitFor();
      }
      expect(choices).toBeGreaterThanOrEqual(4);
      await tap(button(host.page, 'Score the year'));
      for (const p of phones) {
        await p.page.getByRole('heading', { name: 'Score sheet' }).waitFor();
        expect(await text(p.page, '.sc-sheet')).toContain('Year 1');
        expect(await p.page.locator('.sc-sheet tbody tr').count()).toBe(3);
      }
      await screenshot(g1.page, 'ui-net-shogun-companion-scores');
      await assertNoHorizontalOverflow(g1.page);
      for (const p of phones) assertNoErrors(p.errors);
    } finally {
      for (const p of phones) await p.context.close();
    }
  }, 600_000);
});
