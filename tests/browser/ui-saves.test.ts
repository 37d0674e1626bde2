// Saved games in real Chromium on a phone (390x844): a game started from Home is saved action by
// action; the page is closed without warning, reopened, and Continue brings back the same board,
// turn, prompt and hand. On the Saves screen a corrupt file is refused with a clear message and the
// list stays as it was.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { assertNoErrors, assertNoHorizontalOverflow, newPhoneContext, openPage, screenshot } from './harness';
import {
  type HandOffRecord,
  pieceLabels,
  playOneDecision,
  promptText,
  settle,
  startDuel,
  tap,
} from './ui-driver';

const app = useApp();

/** Everything the player holding the phone sees of the game. */
async function snapshot(page: Page) {
  return {
    turn: await page.locator('.game-turn').textContent(),
    prompt: await promptText(page),
    pieces: await pieceLabels(page),
    hand: await page.getByRole('region', { name: 'Your cards' }).locator('button').allTextContents(),
    scores: await page.locator('.scoreboard').allTextContents(),
  };
}

describe('saved games', () => {
  it('continues a game exactly where it stopped after the page was closed', async () => {
    const context = await newPhoneContext(app.browser);
    try {
      const first = await openPage(context, `${app.url}?seed=7&test=1`);
      let page = first.page;
      await startDuel(page);
      const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
      for (let i = 0; i < 6; i++) {
        await settle(page, record, 20);
        await playOneDecision(page, record.to[record.to.length - 1] ?? '');
      }
      await settle(page, record, 20);
      const before = await snapshot(page);
      expect(before.pieces.length).toBeGreaterThan(0);
      expect(before.hand.length).toBeGreaterThan(0);
      assertNoErrors(first.errors, context);
      // Closed like a swiped-away tab: no unload handlers, no goodbye.
      await page.close({ runBeforeUnload: false });

      const second = await openPage(context, app.url);
      page = second.page;
      await tap(page.getByRole('button', { name: 'Continue' }));
      // The game opens at the hand-off to the player who decides, then shows what he saw.
      await page.locator('.handoff-tap').waitFor();
      await settle(page, undefined, 20);
      expect(await snapshot(page)).toEqual(before);
      await screenshot(page, 'ui-saves-resumed');
      // Undo does not reach back past the close.
      expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
      assertNoErrors(second.errors, context);
      await page.close();
    } finally {
      await context.close();
    }
  });

  it('refuses a corrupt save file on the Saves screen and keeps the list', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
      await startDuel(page);
      await page.locator('.handoff-tap').waitFor();
      await settle(page);
      await tap(page.getByRole('button', { name: 'Menu' }));
      await tap(page.getByRole('button', { name: 'Saved games' }));
      await page.getByRole('heading', { name: 'Saved games' }).waitFor();
      await page.locator('.save-row').first().waitFor();
      const rowsBefore = await page.locator('.save-row').allTextContents();
      expect(rowsBefore).toHaveLength(1);
      const row = page.locator('.save-row').first();
      expect(await row.getByRole('button').allTextContents()).toEqual([
        'Continue',
        'Replay',
        'Rename',
        'Export',
        'Delete',
      ]);
      expect(await row.textContent()).toContain('Turn 1');
      await assertNoHorizontalOverflow(page);
      await screenshot(page, 'ui-saves-list-phone');

      await page.getByLabel('Import a save file').setInputFiles({
        name: 'damaged.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"kassen": "save", "version": 1, "document": {"header": '),
      });
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/not a Kassen save/);
      expect(await page.locator('.save-row').allTextContents()).toEqual(rowsBefore);
      await screenshot(page, 'ui-saves-import-refused-phone');
    });
  });
});
