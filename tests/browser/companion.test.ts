// Companion mode in real Chromium on a phone (390x844) and a tablet (1024x768): from choosing a GMT
// battle by its notes (from Home, "Companion for the board game") to a victory, by taps: the hand-off screen, a Command card, the combat
// calculator's roll, handing the controls to the other player, the end of a turn, the helpers and
// the banners. Every action is saved in the app's database; the saves list reopens it at the same result.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './fixture';
import { assertNoErrors, assertNoHorizontalOverflow, DEVICES, openPage, screenshot } from './harness';

const app = useApp();

async function tap(page: Page, name: string | RegExp): Promise<void> {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .tap();
}

/** Passes the hand-off screen to the named army. */
async function takeDevice(page: Page, army: string): Promise<void> {
  await expect(page.locator('.handoff-title').textContent()).resolves.toBe(`Pass the device to ${army}`);
  expect(await page.locator('.card').count()).toBe(0);
  await page.locator('.handoff-tap').tap();
  await tap(page, 'Continue');
}

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? '';
}

/** The end of the turn's steps, whatever the card played asks for. */
async function finishTurn(page: Page): Promise<void> {
  // Each step shows once the one before is saved: wait for what comes next before asking what it is.
  await tap(page, 'End the turn');
  const keep = page.getByRole('button', { name: /^Keep (?!my)/ }).first();
  const honor = page.getByRole('button', { name: 'Take 2 Honor & Fortune', exact: true });
  await keep.or(honor).first().waitFor();
  if (await keep.isVisible()) await keep.tap();
  await tap(page, 'Take 2 Honor & Fortune');
  const keepDragons = page.getByRole('button', { name: 'Keep my Dragon cards' });
  await keepDragons.or(page.locator('.handoff-title')).first().waitFor();
  if (await keepDragons.isVisible()) await keepDragons.tap();
}

describe('companion mode by taps', () => {
  for (const device of DEVICES) {
    it(`runs a GMT battle from its notes to a victory on a ${device.name}`, async () => {
      const context = await device.open(app.browser);
      try {
        // The seed fixes the companion's dice, as in the earlier version of this test.
        const { page, errors } = await openPage(context, `${app.url}?seed=2024`);
        await page.locator('h1').filter({ hasText: 'Kassen' }).first().waitFor({ timeout: 15_000 });
        await tap(page, 'Companion for the board game');

        // Setup: the battle picker lists the 40 GMT battles by their notes.
        await page.getByRole('heading', { name: 'Companion for the board game' }).waitFor();
        await page.getByRole('button', { name: /^Kawagoe Castle\s*Scenario 9$/ }).waitFor();
        expect(await page.locator('.battle-list').last().getByRole('button').count()).toBe(40);
        await tap(page, /^Kawagoe Castle\s*Scenario 9$/);
        await page.getByRole('heading', { name: /^Kawagoe Castle/ }).waitFor();
        expect(await page.getByText('Victory: first to 5 banners').count()).toBe(1);
        await page.getByLabel('Who commands Uesugi?').fill('Aiko');
        await page.getByLabel('Who commands Hojo?').fill('Ben');
        await assertNoHorizontalOverflow(page);
        await screenshot(page, `companion-${device.name}-notes`);
        await tap(page, 'Start the companion');

        // Hojo moves first (seed 003:2806): the hand-off hides every card until Ben takes the device.
        await page.locator('.handoff-title').waitFor();
        await takeDevice(page, 'Hojo');
        const hand = page.getByRole('region', { name: 'Your cards' });
        expect(await hand.getByRole('button', { name: /, Command\b/ }).count()).toBe(6);
        expect(await text(page, 'honor-bottom')).toBe('9');
        expect(await text(page, 'pool')).toBe('17');
        await screenshot(page, `companion-${device.name}-table`);
        await assertNoHorizontalOverflow(page);

        // Hojo plays a Command card.
        await hand
          .getByRole('button', { name: /playable now/ })
          .first()
          .tap();
        await page
          .getByRole('button', { name: /^Play / })
          .first()
          .tap();
        await page.getByRole('button', { name: 'End the turn' }).waitFor();

        // The combat calculator: samurai spearmen attack ashigaru spearmen in a forest: 2 dice.
        await tap(page, 'Dice');
        await page.getByLabel('Target stands in').selectOption({ label: 'Forest' });
        await page.getByText('Roll 2 dice', { exact: true }).waitFor();
        await tap(page, 'Roll for Hojo');
        await page.getByRole('heading', { name: 'Combat result' }).waitFor();
        expect(await page.locator('.roll-result .roll-faces').first().locator('svg').count()).toBe(2);
        await assertNoHorizontalOverflow(page);
        await screenshot(page, `companion-${device.name}-calculator`);

        // Uesugi wants to act: the controls go over, behind the hand-off screen, and come back.
        await tap(page, 'Table');
        await tap(page, 'Let Uesugi act');
        await takeDevice(page, 'Uesugi');
        expect(await hand.getByRole('button', { name: /, Command\b/ }).count()).toBe(4);
        await tap(page, 'Give the controls back to Hojo');
        await takeDevice(page, 'Hojo');

        // End of Hojo's turn; Uesugi's turn starts behind the hand-off.
        await finishTurn(page);
        await takeDevice(page, 'Uesugi');
        await expect(page.locator('.companion-turn-number').textContent()).resolves.toBe('Turn 2');
        await hand
          .getByRole('button', { name: /playable now/ })
          .first()
          .tap();
        await page
          .getByRole('button', { name: /^Play / })
          .first()
          .tap();

        // Helpers: Uesugi loses its command tent: 3 banners to Hojo (seed 003:766-771).
        await tap(page, 'Helpers');
        await page.getByRole('button', { name: 'Uesugi', exact: true }).tap();
        await tap(page, 'Uesugi loses its command tent');
        await tap(page, 'Table');
        expect(await text(page, 'banners-bottom')).toBe('3 of 5');

        // Two more enemy units eliminated on the board: Hojo reaches 5 banners and wins.
        for (const what of ['Ashigaru spearmen eliminated', 'Samurai archers eliminated']) {
          await tap(page, 'Banner for Hojo');
          await tap(page, what);
        }
        await page.getByRole('heading', { name: 'Hojo wins the battle' }).waitFor();
        expect(await page.getByText('Turn 2: The enemy command tent (3 banners)').count()).toBe(1);
        await screenshot(page, `companion-${device.name}-victory`);
        await assertNoHorizontalOverflow(page);

        // The whole session was saved: the saves list shows it finished, and it reopens to the
        // same victory.
        await tap(page, 'Home');
        await tap(page, 'Saved games');
        const row = page.locator('.save-row', { hasText: 'Kawagoe Castle' });
        await row.waitFor();
        expect(await row.textContent()).toMatch(/Companion/);
        expect(await row.textContent()).toMatch(/Finished/);
        await row.getByRole('button', { name: 'Open', exact: true }).tap();
        await page.getByRole('heading', { name: 'Hojo wins the battle' }).waitFor();
        expect(await page.getByText('Turn 2: The enemy command tent (3 banners)').count()).toBe(1);
        assertNoErrors(errors, context);
      } finally {
        await context.close();
      }
    });
  }
});
