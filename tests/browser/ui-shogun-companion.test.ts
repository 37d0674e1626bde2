// The Shogun companion (issue 20) on one device, by touch, from the home screen: three players with
// the fixed setup and the real tower; the setup helper; spring dealt; each bid entered in secret
// behind a hand-off; the event and the turn-order spaces; the ten actions player by player with a
// battle entered from what fell out of the tower; three seasons, then winter: rice entered, the
// revolts settled in the order each player chooses, the year scored on the score sheet. Phone (390x844) and tablet (1024x768).

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, blocking, describeFindings } from './axe';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, DEVICES, screenshot } from './harness';
import { tap as tapOnly } from './ui-driver';

const app = useApp();

/** Taps, then waits until the action is saved and shown (the table is aria-busy meanwhile). */
async function tap(locator: Locator): Promise<void> {
  await tapOnly(locator);
  await locator.page().waitForFunction(() => document.querySelector('.table[aria-busy="true"]') === null);
}

function button(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

async function a11y(page: Page): Promise<void> {
  const bad = blocking(await axeScan(page));
  expect(bad, describeFindings(bad)).toEqual([]);
}

async function takeDevice(page: Page): Promise<string> {
  await page.locator('.handoff-tap').waitFor();
  const title = (await page.locator('.handoff-title').textContent()) ?? '';
  await tap(page.locator('.handoff-tap'));
  await tap(button(page, 'Continue'));
  return title;
}

/** Every visible control of the companion's screen is at least 44 px both ways. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.sc-screen button, .sc-screen select'))
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width < 44 || r.height < 44;
      })
      .map((el) => el.textContent ?? el.getAttribute('aria-label') ?? el.tagName),
  );
}

/**
 * Runs in the page: plays on with the first thing offered (take the device, a province card as the
 * bid, draw the event, the first free space, turn up the next card, done) until `selector` shows.
 */
async function playUntil(selector: string): Promise<number> {
  const idle = async () => {
    for (let i = 0; i < 400 && document.querySelector('.table[aria-busy="true"]'); i++)
      await new Promise((r) => setTimeout(r, 10));
  };
  const named = (test: (text: string) => boolean) =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
      (b) => !b.disabled && test(b.textContent ?? ''),
    );
  for (let n = 0; n < 500; n++) {
    if (document.querySelector(selector)) return n;
    const next =
      document.querySelector<HTMLButtonElement>('.handoff-tap') ??
      document.querySelector<HTMLButtonElement>('.handoff-continue') ??
      named((t) => t === 'A province card') ??
      named((t) => t === 'Draw the event of the season') ??
      named((t) => /^Space \d: /.test(t)) ??
      named((t) => t.startsWith('Turn up action card')) ??
      named((t) => t.endsWith(' is done'));
    if (!next) throw new Error('nothing to press');
    next.click();
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    await idle();
  }
  throw new Error(`never reached ${selector}`);
}

describe('the Shogun companion on one device', () => {
  for (const device of DEVICES) {
    it(`runs the seasons and a winter to the scores (${device.name})`, async () => {
      await inContext(device.open(app.browser), app.url, async ({ page }) => {
        await page.getByRole('heading', { name: 'Kassen' }).waitFor();
        await tap(button(page, 'New game'));
        await tap(button(page, /^Shogun companion:/));
        await page.getByRole('heading', { name: 'Shogun companion' }).waitFor();
        await page.getByLabel('Player 1').fill('Aiko');
        await assertNoHorizontalOverflow(page);
        await a11y(page);
        await tap(button(page, 'Start the companion'));

        // The setup helper: player A's fixed provinces (seed 001:701-713) and the tower seeding.
        await takeDevice(page);
        await page.getByRole('heading', { name: 'Setting up the table' }).waitFor();
        expect(await page.locator('.sc-screen').textContent()).toContain('Suruga: 5 armies');
        expect(await page.locator('.sc-screen').textContent()).toContain('7 cubes of every player');
        await screenshot(page, `shogun-companion-setup-${device.name}`);
        await assertNoHorizontalOverflow(page);
        await a11y(page);
        // The rules in short, a look-up at the table: opened from the bar, closed in one tap.
        await tap(button(page, 'Rules'));
        const rules = page.getByRole('dialog', { name: 'Shogun in short' });
        await rules.waitFor();
        expect(await rules.textContent()).toContain('Winter');
        await tap(rules.getByRole('button', { name: 'Close the rules' }));
        expect(await rules.count()).toBe(0);
        await tap(button(page, 'Deal spring'));

        // Bids: five action cards open, five face down; each player bids alone behind a hand-off.
        expect(await page.locator('.sc-card').count()).toBe(10);
        expect(await page.locator('.sc-card-hidden').count()).toBe(5);
        await tap(button(page, '2 chests'));
        const second = await takeDevice(page);
        expect(second).toContain('Blue');
        // The next player sees that a bid is in, never which.
        const bidding = (await page.locator('.sc-screen').textContent()) ?? '';
        expect(bidding).toContain('Bids in: Aiko (Red ●)');
        expect(bidding).not.toContain('Aiko (Red ●): 2 chests');
        await tap(button(page, 'A province card'));
        await takeDevice(page);
        await tap(button(page, '0 chests'));
        await page.getByRole('heading', { name: 'Bids revealed' }).waitFor();
        expect(await page.locator('.sc-screen').textContent()).toContain('Aiko (Red ●): 2 chests');
        await tap(button(page, 'Draw the event of the season'));
        // The strongest bid chooses first (seed 001:440).
        expect(await page.locator('.sc-screen').textContent()).toContain(
          'Aiko (Red ●) chooses a turn-order space',
        );
        await assertNoHorizontalOverflow(page);
        await a11y(page);
        for (let i = 0; i < 3; i++) await tap(page.getByRole('button', { name: /^Space \d: / }).first());

        // The ten actions, player by player; a battle on the first action, from the real tower.
        await page.getByRole('heading', { name: 'The ten actions' }).waitFor();
        // Any seat may take a public step: nobody is shown as waited for.
        expect(await page.locator('.table-waiting').count()).toBe(0);
        expect(await page.locator('.sc-now').textContent()).toMatch(/^Action 1 of 10: /);
        await tap(button(page, 'A battle'));
        await page.getByRole('heading', { name: 'Battle' }).waitFor();
        const more = (what: string) => button(page, `One more: ${what}`);
        for (let i = 0; i < 4; i++) await tap(more('Armies moved in'));
        for (let i = 0; i < 3; i++) await tap(more('Aiko (Red ●)'));
        await tap(more('the peasants'));
        await screenshot(page, `shogun-companion-battle-${device.name}`);
        await assertNoHorizontalOverflow(page);
        expect(await smallTargets(page)).toEqual([]);
        await a11y(page);
        await tap(button(page, 'Settle the battle'));
        const result = (await page.locator('.sc-result').textContent()) ?? '';
        // Against a neutral province, 3 attackers beat 1 peasant and keep 2 armies (seed 001:601-605).
        expect(result).toContain('wins and leaves 2 armies');

        // On through the three seasons to winter.
        await page.evaluate(`(${playUntil.toString()})('.sc-winter')`);
        await page.getByRole('heading', { name: 'Winter' }).waitFor();
        for (let i = 0; i < 3; i++) await tap(more('Rice of Aiko (Red ●)'));
        await screenshot(page, `shogun-companion-winter-${device.name}`);
        await assertNoHorizontalOverflow(page);
        expect(await smallTargets(page)).toEqual([]);
        await a11y(page);
        await tap(button(page, 'Feed the provinces'));
        // The first player with several revolts is asked their order: the device goes to them.
        if ((await page.locator('.handoff-tap').count()) > 0) await takeDevice(page);
        // Everyone holds 9 provinces: Aiko with 3 rice (less the loss) and the others with none revolt.
        const revolts = (await page.locator('.sc-screen').textContent()) ?? '';
        expect(revolts).toContain('Blue ▲: 0 rice after the loss; provinces without rice: 9; revolts: 3');
        // A player with several revolts left chooses which is fought next (seed 001:496): the
        // device is passed to them, and each province is a button.
        let choices = 0;
        for (let guard = 0; guard < 30; guard++) {
          if ((await page.locator('.handoff-tap').count()) > 0) await takeDevice(page);
          else if ((await page.getByRole('heading', { name: 'Revolt' }).count()) > 0)
            await tap(button(page, 'Settle the battle'));
          else if ((await page.locator('.sc-revolt-choice button').count()) > 0) {
            if (choices === 0) {
              expect(await page.locator('.sc-revolt-choice').textContent()).toContain(
                'which of your revolting provinces is fought next?',
              );
              expect(await page.locator('.sc-revolt-choice button').count()).toBeGreaterThanOrEqual(2);
              expect(await smallTargets(page)).toEqual([]);
              await a11y(page);
              await screenshot(page, `shogun-companion-revolt-order-${device.name}`);
            }
            choices += 1;
            await tap(button(page, /^Fight the revolt in /));
          } else break;
        }
        // Blue and Black each had 3 revolts: a choice at 3 left and at 2 left.
        expect(choices).toBeGreaterThanOrEqual(4);
        await tap(button(page, 'Score the year'));
        await page.getByRole('heading', { name: 'Score sheet' }).waitFor();
        const sheet = (await page.locator('.sc-sheet').textContent()) ?? '';
        expect(sheet).toContain('Year 1');
        expect(await page.locator('.sc-sheet tbody tr').count()).toBe(3);
        // The second year is dealt straight away.
        expect(await page.locator('.sc-status').textContent()).toBe('Year 2, spring');
        await screenshot(page, `shogun-companion-scores-${device.name}`);
        await assertNoHorizontalOverflow(page);
        await a11y(page);
      });
    });
  }
});
