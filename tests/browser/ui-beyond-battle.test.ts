// Screens around the battle on a 360 px phone (session 21's walk): the scenario editor's side panel
// stays within the screen with the rule form open; the system Back button asks before it drops the
// editor's unsaved changes, and closes the companion's rules instead of asking to leave the game.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tinyKonodai } from '../unit/campaign/tiny-battles';
import { inContext, useApp } from './fixture';
import { newPhoneContext, screenshot } from './harness';
import { isVisible, playOneDecision, settle, tap } from './ui-driver';

const app = useApp();
const SMALL_PHONE = { width: 360, height: 740 };

async function openBlankEditor(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await tap(page.getByRole('button', { name: 'Make a battle' }));
  await tap(page.getByRole('button', { name: /^An empty battlefield/ }));
  await page.getByRole('heading', { name: 'Battle editor' }).waitFor();
}

/** What inside `selector` reaches past the right edge of the screen. */
function pastTheEdge(page: Page, selector = '.editor-side *'): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > innerWidth + 1,
        )
        .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`),
    selector,
  );
}

/** A battle of My battles that ends after one turn (tests/unit/campaign/tiny-battles.ts), played to its end. */
async function importTiny(page: Page, n: 18 | 19): Promise<void> {
  await page.locator('.my-battles input[type="file"]').setInputFiles({
    name: `tiny-${n}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tinyKonodai(n))),
  });
  await page.getByText(`“Konodai test ${n}” was added to My battles.`).waitFor();
}

async function playTinyBattle(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await importTiny(page, 18);
  await tap(page.getByRole('button', { name: 'Play “Konodai test 18”' }));
  await tap(page.getByRole('button', { name: 'Start the battle' }));
  await playToVictory(page);
}

async function playToVictory(page: Page): Promise<void> {
  const record = { to: [] as string[], passOnly: 0, windows: 0 };
  for (let i = 0; i < 40 && (await page.locator('.victory').count()) === 0; i++) {
    await settle(page, record, 40);
    await page.locator('.victory, .prompt-text, .handoff-tap, .reaction').first().waitFor();
    if ((await page.locator('.victory').count()) > 0) break;
    if (await isVisible(page.locator('.handoff-tap, .reaction'))) continue;
    await playOneDecision(page, record.to[record.to.length - 1] ?? '');
  }
  await page.locator('.victory').waitFor();
}

describe('around the battle on a small phone', () => {
  it('keeps the editor’s side panel, its rule form open, within a 360 px screen', async () => {
    await inContext(newPhoneContext(app.browser, SMALL_PHONE), app.url, async ({ page }) => {
      await openBlankEditor(page);
      await page.locator('.editor-panel > summary', { hasText: 'Special rules' }).click();
      await page.getByRole('combobox', { name: 'Rule', exact: true }).waitFor();
      expect(await pastTheEdge(page)).toEqual([]);
      await page.getByRole('combobox', { name: 'Rule', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, 'ui-beyond-editor-rules-360');
    });
  });

  it('asks before the system Back drops the editor’s unsaved changes', async () => {
    await inContext(newPhoneContext(app.browser, SMALL_PHONE), app.url, async ({ page }) => {
      await openBlankEditor(page);
      await page.getByRole('combobox', { name: /^Terrain to paint/ }).selectOption('forest');
      await page.locator('svg.board [role="button"][data-hex="6,4"]').click();
      await page.getByText('Not saved yet.').waitFor();
      const asked: string[] = [];
      page.once('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await page.goBack();
      await page.waitForTimeout(300);
      expect(asked).toEqual(['Leave the editor? Changes since the last save are lost.']);
      // Still editing, the painted forest still there; a second Back, accepted, leaves.
      expect(await page.getByRole('heading', { name: 'Battle editor' }).count()).toBe(1);
      expect(await page.getByText('Not saved yet.').count()).toBe(1);
      page.once('dialog', (d) => void d.accept());
      await page.goBack();
      await page.getByRole('heading', { name: 'Make a battle' }).waitFor();
      expect(page.url().startsWith(app.url)).toBe(true);
    });
  });

  it('closes the companion’s rules with the system Back, without asking to leave the game', async () => {
    await inContext(newPhoneContext(app.browser, SMALL_PHONE), app.url, async ({ page }) => {
      await tap(page.getByRole('button', { name: 'Companion for the board game' }));
      await tap(page.getByRole('button', { name: /^Kawagoe Castle\s*Scenario 9$/ }));
      await tap(page.getByRole('button', { name: 'Start the companion' }));
      await tap(page.locator('.handoff-tap'));
      await tap(page.getByRole('button', { name: 'Continue' }));
      // The table's disclosure lines (banners won, battle notes) are 44 px to tap, like its buttons.
      const lines = await page
        .locator('.companion summary')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
      expect(lines.length).toBeGreaterThan(2);
      for (const h of lines) expect(h).toBeGreaterThanOrEqual(44);
      await tap(page.getByRole('button', { name: 'Rules', exact: true }));
      await page.getByRole('heading', { name: 'Rules reference' }).waitFor();
      const asked: string[] = [];
      page.on('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await page.goBack();
      await page.getByRole('navigation', { name: 'Companion sections' }).waitFor();
      expect(asked).toEqual([]);
      expect(await page.getByRole('heading', { name: 'Rules reference' }).count()).toBe(0);
      // Back again, from the table itself, asks to leave the game as before.
      await page.goBack();
      await page.waitForTimeout(300);
      expect(asked).toEqual(['Leave this game? It is saved: Continue on the home screen reopens it.']);
      expect(await page.getByRole('navigation', { name: 'Companion sections' }).count()).toBe(1);
    });
  });

  it('fits the replay of a finished battle within a 360 px screen, and its luck report’s tables open from 44 px lines', async () => {
    await inContext(newPhoneContext(app.browser, SMALL_PHONE), `${app.url}?seed=3`, async ({ page }) => {
      await playTinyBattle(page);
      await tap(page.getByRole('button', { name: 'Luck report' }));
      await page.getByRole('heading', { name: 'Luck report' }).waitFor();
      const lines = await page
        .locator('.luck-turns > summary')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
      expect(lines).toHaveLength(2);
      for (const h of lines) expect(h).toBeGreaterThanOrEqual(44);
      await tap(page.getByRole('button', { name: 'Back' }).first());
      await page.getByRole('heading', { name: 'Hojo wins' }).waitFor();
      // The system Back on a finished battle goes home without asking to leave a game under way.
      const asked: string[] = [];
      page.on('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await page.goBack();
      await page.getByRole('heading', { name: 'Kassen' }).waitFor();
      expect(asked).toEqual([]);
      await tap(page.getByRole('button', { name: 'Saved games' }));
      // A file that is no save, opened as a replay: refused in a sentence (not "could not be continued").
      await page.getByLabel('Watch a replay file').setInputFiles({
        name: 'photo.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"camera":"x100"}'),
      });
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toEqual(['This game cannot be replayed: This file is not a Kassen save, or it is damaged.']);
      await tap(page.getByRole('button', { name: 'Replay “Konodai test 18” step by step' }));
      // Finished: "Seen by" offers either army, the widest control of the screen.
      await page.getByRole('combobox', { name: 'Seen by' }).waitFor();
      expect(await pastTheEdge(page, '.replay *')).toEqual([]);
      await screenshot(page, 'ui-beyond-replay-360');
    });
  });

  it('leads from a campaign battle’s victory, and from drawing a battlefield, back to the campaign', async () => {
    await inContext(newPhoneContext(app.browser, SMALL_PHONE), `${app.url}?seed=3`, async ({ page }) => {
      await tap(page.getByRole('button', { name: 'New game' }));
      await importTiny(page, 18);
      await tap(page.getByRole('button', { name: 'Back' }).first());
      await tap(page.getByRole('button', { name: 'Campaigns' }));
      await tap(page.getByRole('button', { name: 'Begin the campaign Second Konodai, 1564' }));
      await tap(page.getByRole('button', { name: 'Start battle 18' }));
      await playToVictory(page);
      await tap(page.getByRole('button', { name: 'Back to the campaign' }));
      await page.getByRole('heading', { name: 'Running score' }).waitFor();
      await page.getByText('Hojo won. Banners: Satomi 0, Hojo 1.').waitFor();
      // Battle 19 has no battlefield: drawing one in the editor, its Back comes back here.
      await page.getByRole('heading', { name: 'Next: battle 19' }).waitFor();
      await tap(page.getByRole('button', { name: 'Draw its battlefield in the editor' }));
      await page.getByRole('heading', { name: 'Battle editor' }).waitFor();
      page.once('dialog', (d) => void d.accept());
      await tap(page.getByRole('button', { name: 'Back' }).first());
      await page.getByRole('heading', { name: 'Next: battle 19' }).waitFor();
      // And so does the system Back.
      await tap(page.getByRole('button', { name: 'Draw its battlefield in the editor' }));
      await page.getByRole('heading', { name: 'Battle editor' }).waitFor();
      page.once('dialog', (d) => void d.accept());
      await page.goBack();
      await page.getByRole('heading', { name: 'Next: battle 19' }).waitFor();
      await screenshot(page, 'ui-beyond-campaign-after-battle');
    });
  });
});
