// A Zvezda 2012 game in real Chromium on a phone (390x844): from Home, New game, Test: Duel, the
// edition chosen on the battle's notes; the game shows the edition and the 2012 unit codes (SN,
// AY, MSY) and names; a few decisions are played by taps; the choice is offered again on the next
// New game, the rules reference opens at it, and the saves list tags the game. No sideways scrolling.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { assertNoErrors, assertNoHorizontalOverflow, newPhoneContext, screenshot } from './harness';
import { type HandOffRecord, openMoreOptions, playOneDecision, settle, tap } from './ui-driver';

const app = useApp();

/** The unit codes drawn on the board's blocks. */
async function boardCodes(page: Page): Promise<string[]> {
  return page.locator('svg.board .unit-type').allTextContents();
}

async function pieceNames(page: Page): Promise<string[]> {
  return page
    .locator('svg.board [role="img"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Every control of the game's top bar lies inside the phone's width. */
async function headerFits(page: Page): Promise<void> {
  const right = await page
    .locator('.game-top > *')
    .evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(390);
}

describe('a Zvezda 2012 game on a phone', () => {
  it('starts from Home with the 2012 rules, shows them, and plays by taps', async () => {
    await inContext(
      newPhoneContext(app.browser),
      `${app.url}?seed=7&test=1`,
      async ({ page, errors, context }) => {
        await tap(page.getByRole('button', { name: 'New game' }));
        await tap(page.getByRole('button', { name: /^Test: Duel/ }));
        const gmt = page.getByRole('radio', { name: /^GMT 2021 \(blocks\)/ });
        const zvezda = page.getByRole('radio', { name: /^Zvezda 2012 \(figures\)/ });
        // The edition is folded under More options (issue 26).
        await openMoreOptions(page);
        expect(await gmt.isChecked()).toBe(true);
        await zvezda.scrollIntoViewIfNeeded();
        await zvezda.tap();
        expect(await zvezda.isChecked()).toBe(true);
        await assertNoHorizontalOverflow(page);
        await screenshot(page, 'ui-zvezda-new-game');
        await tap(page.getByRole('button', { name: 'Start the battle' }));

        const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
        // The game opens on the first hand-off; settle only once it shows, or it may find nothing to
        // answer yet under load and leave the board covered (a 30 s timeout at load 10-20).
        await page.locator('.handoff-tap').waitFor();
        await settle(page, record, 20);
        await page.locator('svg.board').waitFor();
        expect(await page.locator('.game-top .edition-tag').textContent()).toBe('Zvezda 2012');
        const codes = await boardCodes(page);
        for (const code of ['SN', 'AY', 'MSY']) expect(codes).toContain(code);
        expect(codes).not.toContain('SSp');
        expect(codes).not.toContain('ASp');
        const names = await pieceNames(page);
        expect(names.some((n) => n.includes('Samurai naginata'))).toBe(true);
        expect(names.some((n) => n.includes('Ashigaru yari'))).toBe(true);
        expect(names.some((n) => n.includes('Samurai spearmen'))).toBe(false);
        await assertNoHorizontalOverflow(page);
        await headerFits(page);
        await screenshot(page, 'ui-zvezda-game');
        // Zoomed in, the top bar holds one more button (reset): still within the phone.
        await tap(page.getByRole('button', { name: 'Zoom in' }));
        await headerFits(page);
        expect(
          await page.locator('.game-turn').evaluate((e) => e.getBoundingClientRect().height),
        ).toBeLessThan(30);
        await screenshot(page, 'ui-zvezda-zoomed');

        // A few decisions by taps, both armies, through hand-offs.
        const done: string[] = [];
        for (let i = 0; i < 8; i++) {
          await settle(page, record, 20);
          done.push((await playOneDecision(page, record.to[record.to.length - 1] ?? '')).did);
        }
        await settle(page, record, 20);
        expect(done.length).toBe(8);
        expect(record.to.length).toBeGreaterThan(1);
        expect(await page.locator('.game-top .edition-tag').textContent()).toBe('Zvezda 2012');
        const rules = page.locator('.table-info dt', { hasText: /^Rules$/ });
        expect(await rules.locator('xpath=following-sibling::dd').textContent()).toBe('Zvezda 2012');
        expect(await boardCodes(page)).toContain('SN');
        await assertNoHorizontalOverflow(page);
        await headerFits(page);
        await screenshot(page, 'ui-zvezda-played');

        // Home, then New game again: the 2012 rules are offered first this time.
        await tap(page.getByRole('button', { name: 'Menu' }));
        await tap(page.getByRole('button', { name: 'New game' }));
        await tap(page.getByRole('button', { name: /^Test: Duel/ }));
        await openMoreOptions(page);
        expect(await page.getByRole('radio', { name: /^Zvezda 2012 \(figures\)/ }).isChecked()).toBe(true);
        await tap(page.getByRole('button', { name: 'Back' }));
        await tap(page.getByRole('button', { name: 'Back' }));

        // The rules reference opens at the edition chosen last; its sheet toggles.
        await tap(page.getByRole('button', { name: 'Rules reference' }));
        const zvezdaSheet = page.getByRole('button', { name: 'Zvezda 2012' });
        expect(await zvezdaSheet.getAttribute('aria-pressed')).toBe('true');
        expect(await page.getByRole('heading', { name: 'Samurai naginata (SN)' }).count()).toBe(1);
        await tap(page.getByRole('button', { name: 'GMT 2021' }));
        expect(await page.getByRole('heading', { name: 'Samurai spearmen (SSp)' }).count()).toBe(1);
        await assertNoHorizontalOverflow(page);
        await zvezdaSheet.scrollIntoViewIfNeeded();
        await page.screenshot({ path: 'test-artifacts/screenshots/ui-zvezda-rules-toggle.png' });
        await tap(page.getByRole('button', { name: 'Back' }));

        // The saves list tags the game with its rules.
        await tap(page.getByRole('button', { name: 'Saved games' }));
        const row = page.locator('.save-row').first();
        await row.waitFor();
        expect(await row.locator('.save-edition').textContent()).toBe('Zvezda 2012');
        await assertNoHorizontalOverflow(page);
        await screenshot(page, 'ui-zvezda-saves');
        assertNoErrors(errors, context);
        await page.close();
      },
    );
  });
});
