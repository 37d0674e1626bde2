// axe-core on every screen of the app, at phone (390x844) and tablet (1024x768) size: no critical
// and no serious violation anywhere (issue 28). The moderate and minor findings are written to
// test-artifacts/a11y-<device>.json and listed in docs/ui.md until fixed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, axeScan, blocking, describeFindings } from './axe';
import { inContext, useApp } from './fixture';
import { DEVICES, REPO_ROOT, screenshot } from './harness';
import { settle, tap } from './ui-driver';

const app = useApp();

function button(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

type Scan = (screen: string) => Promise<void>;

/** Home, a new battle, its hand-off and the battle screen through a card and an order. */
async function battleTour(page: Page, scan: Scan): Promise<void> {
  await page.getByRole('heading', { name: 'Kassen' }).waitFor();
  await scan('home');
  await tap(button(page, 'New game'));
  await button(page, /^Test: Duel/).waitFor();
  await scan('new-game');
  await tap(button(page, /^Test: Duel/));
  await button(page, 'Start the battle').waitFor();
  await scan('new-game-notes');
  await tap(button(page, 'Start the battle'));
  await page.locator('.handoff-tap').waitFor();
  await scan('handoff');
  await tap(page.locator('.handoff-tap'));
  await button(page, 'Continue').waitFor();
  await scan('handoff-summary');
  await tap(button(page, 'Continue'));
  await page.locator('svg.board').waitFor();
  await scan('battle');
  await tap(page.locator('.card.playable').first());
  await scan('battle-card');
  await tap(page.locator('.action-bar button', { hasText: /^Play / }).first());
  await settle(page);
  await scan('battle-order');
  await tap(button(page, 'Log'));
  await scan('battle-log');
}

/** The screens of the Home menu: saved games, settings, rules, two phones and joining. */
async function menuTour(page: Page, scan: Scan): Promise<void> {
  await page.getByRole('heading', { name: 'Kassen' }).waitFor();
  await tap(button(page, 'Saved games'));
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await scan('saves');
  await tap(button(page, 'Back'));
  await tap(button(page, 'Settings'));
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await scan('settings');
  await tap(button(page, 'Back'));
  await tap(button(page, 'Rules reference'));
  await page.getByRole('heading', { name: /Rules/ }).first().waitFor();
  await scan('rules');
  await tap(button(page, 'Back'));
  await tap(button(page, 'Play on several phones'));
  await button(page, 'Join a game').waitFor();
  await scan('two-phones');
  await tap(button(page, 'Join a game'));
  await page.getByRole('textbox').first().waitFor();
  await scan('join');
}

/** The companion for the board game: its setup, table, dice, helpers and a victory. */
async function companionTour(page: Page, scan: Scan): Promise<void> {
  await tap(button(page, 'Companion for the board game'));
  await button(page, /^Kawagoe Castle\s*Scenario 9$/).waitFor();
  await scan('companion-setup');
  await tap(button(page, /^Kawagoe Castle\s*Scenario 9$/));
  await tap(button(page, 'Start the companion'));
  await tap(page.locator('.handoff-tap'));
  await tap(button(page, 'Continue'));
  await button(page, 'Dice').waitFor();
  await scan('companion-table');
  await tap(button(page, 'Dice'));
  await scan('companion-dice');
  await tap(button(page, 'Helpers'));
  await scan('companion-helpers');
  await tap(button(page, 'Uesugi'));
  await tap(button(page, 'Uesugi loses its command tent'));
  await tap(button(page, 'Table'));
  for (const what of ['Ashigaru spearmen eliminated', 'Samurai archers eliminated']) {
    await tap(button(page, 'Banner for Hojo'));
    await tap(button(page, what));
  }
  await page.getByRole('heading', { name: 'Hojo wins the battle' }).waitFor();
  await scan('companion-victory');
}

const tours: { name: string; run: (page: Page, scan: Scan) => Promise<void>; screens: number }[] = [
  { name: 'battle', run: battleTour, screens: 9 },
  { name: 'menu', run: menuTour, screens: 5 },
  { name: 'companion', run: companionTour, screens: 5 },
];

describe('axe-core on every screen', () => {
  for (const device of DEVICES) {
    for (const tourOf of tours) {
      it(`finds nothing critical or serious on the ${tourOf.name} screens of a ${device.name}`, async () => {
        await inContext(device.open(app.browser), `${app.url}?seed=3&test=1`, async ({ page }) => {
          const found: Record<string, AxeFinding[]> = {};
          const dir = join(REPO_ROOT, 'test-artifacts');
          mkdirSync(dir, { recursive: true });
          const report = join(dir, `a11y-${device.name}-${tourOf.name}.json`);
          await tourOf.run(page, async (screen) => {
            found[screen] = await axeScan(page);
            await screenshot(page, `ui-a11y-${device.name}-${screen}`);
            writeFileSync(report, JSON.stringify(found, null, 2));
          });
          expect(Object.keys(found).length).toBe(tourOf.screens);
          const bad = Object.entries(found)
            .map(([screen, list]) => ({ screen, list: blocking(list) }))
            .filter((e) => e.list.length > 0);
          expect(bad.map((e) => `${e.screen}:\n${describeFindings(e.list)}`).join('\n')).toBe('');
        });
      });
    }
  }
});
