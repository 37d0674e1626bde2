// Screens around the battle on a 360 px phone (session 21's walk): the scenario editor's side panel
// stays within the screen with the rule form open; the system Back button asks before it drops the
// editor's unsaved changes, and closes the companion's rules instead of asking to leave the game.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, useApp } from './fixture';
import { newPhoneContext, screenshot } from './harness';
import { tap } from './ui-driver';

const app = useApp();
const SMALL_PHONE = { width: 360, height: 740 };

async function openBlankEditor(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await tap(page.getByRole('button', { name: 'Make a battle' }));
  await tap(page.getByRole('button', { name: /^An empty battlefield/ }));
  await page.getByRole('heading', { name: 'Battle editor' }).waitFor();
}

/** What of the editor's side panel reaches past the right edge of the screen. */
function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.editor-side *')]
      .filter(
        (el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > innerWidth + 1,
      )
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`),
  );
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
});
