// Shogun against the computer on a phone (390x844), in the built app: New game → Shogun, three
// players, players 2 and 3 given to the computer. The person plans by taps and answers every choice
// offered; the computers plan, bid, take turn-order spaces and move on their own through the AI
// worker, with "… (computer) is thinking…" as a live status while they do. No hand-off screen ever
// shows (one person holds the phone). After the first season the page is reloaded and the game
// goes on with the same computers. axe-core finds nothing critical or serious on the setup.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, blocking, describeFindings } from './axe';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, screenshot } from './harness';
import { namedButton, tapSaved } from './table-driver';
import { isVisible } from './ui-driver';
import { shogunSetup } from './ui-shogun-setup';

const app = useApp();

const tap = tapSaved;
const button = namedButton;

/** Notes in the page every text the computer's status shows (it may come and go between polls). */
async function watchThinking(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { thoughts: string[] };
    w.thoughts = [];
    new MutationObserver(() => {
      const text = document.querySelector('.ai-thinking')?.textContent ?? '';
      if (text && !w.thoughts.includes(text)) w.thoughts.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const thoughts = (page: Page) => page.evaluate(() => (window as unknown as { thoughts: string[] }).thoughts);

/** Something for the person to do: a card to lay, a space to open, Done, or a choice. */
const PERSON_CAN_ACT = () =>
  document.querySelector('.table[aria-busy="true"]') === null &&
  (document.querySelector('.plan-card-button, .choice-buttons button') !== null ||
    Array.from(document.querySelectorAll('button:not([disabled])')).some((b) =>
      /^(Lay a card on |Done: hide my plan)/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
    ));

const logText = async (page: Page) => (await page.locator('.table-log').textContent()) ?? '';

/**
 * Plays the person's side until `done` holds: lays the first card on the first open space, Done,
 * the first choice offered; between its turns it waits for the computers (a condition, not a
 * sleep). Returns the number of the person's actions.
 */
async function playPerson(page: Page, done: () => Promise<boolean>): Promise<number> {
  let actions = 0;
  for (let step = 0; step < 400; step++) {
    expect(await page.locator('.handoff-tap').count()).toBe(0);
    if (await done()) return actions;
    await page.waitForFunction(PERSON_CAN_ACT, undefined, { timeout: 120_000 });
    const finish = button(page, 'Done: hide my plan');
    if (await isVisible(finish)) await tap(finish);
    else if (await isVisible(page.locator('.plan-card-button')))
      await tap(page.locator('.plan-card-button').first());
    else if (await isVisible(page.getByRole('button', { name: /^Lay a card on / })))
      await tap(page.getByRole('button', { name: /^Lay a card on / }).first());
    else await tap(page.locator('.choice-buttons button').first());
    actions++;
  }
  throw new Error(`the game never got there; the log ends: ${(await logText(page)).slice(-400)}`);
}

describe('Shogun against the computer', () => {
  it('plays two computer seats beside one person on a phone, through a reload', {
    timeout: 600_000,
  }, async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=1`, async ({ page }) => {
      await shogunSetup(page, 'Aiko', [2, 3]);
      // Every seat the computer's: the game cannot start.
      await tap(
        page
          .getByRole('group', { name: 'Player 1 is played by' })
          .getByRole('radio', { name: 'The computer' }),
      );
      expect(await button(page, 'Start the game').isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toMatch(/at least one player must be a person/i);
      await tap(
        page.getByRole('group', { name: 'Player 1 is played by' }).getByRole('radio', { name: 'A person' }),
      );
      await assertNoHorizontalOverflow(page);
      expect(describeFindings(blocking(await axeScan(page)))).toBe('');
      await screenshot(page, 'shogun-computer-new');
      await tap(button(page, 'Start the game'));
      await page.locator('.table').waitFor();
      await watchThinking(page);

      // Spring: both computers plan, bid and take their turn-order spaces.
      const both = async () => {
        const log = await logText(page);
        return ['Blue ▲', 'Black ■'].every((s) => log.includes(`${s} took turn-order space`));
      };
      const spring = await playPerson(page, both);
      expect(spring).toBeGreaterThanOrEqual(10);
      const log = await logText(page);
      for (const s of ['Blue ▲', 'Black ■']) expect(log).toContain(`${s} is done planning.`);
      expect(await thoughts(page)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Blue ▲|Black ■) .*\(computer\) is thinking…$/)]),
      );
      await screenshot(page, 'shogun-computer-season');
      await assertNoHorizontalOverflow(page);
      // The table with its computer status is as accessible as the setup.
      expect(describeFindings(blocking(await axeScan(page)))).toBe('');

      // Reload: the game comes back with the same computers, who go on playing.
      await page.reload({ waitUntil: 'load' });
      const cont = page.getByRole('button', { name: 'Continue' });
      await page.locator('.table').or(cont).first().waitFor({ timeout: 60_000 });
      if (await isVisible(cont)) await tap(cont);
      await page.locator('.table').waitFor();
      await watchThinking(page);
      const before = (await logText(page)).length;
      const computersAgain = async () => {
        const log = await logText(page);
        return (
          log.length > before && ['Blue ▲', 'Black ■'].every((s) => log.includes(`${s} is done planning.`))
        );
      };
      // The log shown after a reload starts afresh: the computers' next plans appear in it.
      await playPerson(page, computersAgain);
      expect(await thoughts(page)).not.toEqual([]);
    });
  });
});
