// A campaign of two battles with carry-over in real Chromium on a tablet (issue 23): Second Konodai
// 18 then 19, each on one of My battles imported from a file (tests/unit/campaign/tiny-battles.ts:
// a map where the first Hojo turn wins, so each battle ends after one Satomi turn of taps). The
// first result is recorded when its game ends, the Hojo's die (seeded by ?seed=) takes a block from
// the unit ticked, battle 19 starts with that unit a block short, and the running score adds up.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { carryRolls, tally } from '../../src/games/samurai-battles/campaign/carry-over';
import { newProgress, stepSeed } from '../../src/games/samurai-battles/campaign/progress';
import { tinyKonodai } from '../unit/campaign/tiny-battles';
import { axeScan, blocking, describeFindings } from './axe';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, newTabletContext, screenshot } from './harness';
import { isVisible, pieceLabels, playOneDecision, settle, tap } from './ui-driver';

const app = useApp();

/** A seed whose carry-over die (the Hojo win 18 by one banner) is a shape: a block to take. */
function seedWithShape(): number {
  for (let seed = 1; ; seed++) {
    const p = newProgress('x', 'konodai', 'gmt2021', seed, 0);
    const faces = carryRolls(stepSeed(p, 1), { winner: 'bottom', banners: { top: 0, bottom: 1 } }).bottom;
    if (tally(faces).shapes === 1) return seed;
  }
}

async function importBattle(page: Page, n: 18 | 19): Promise<void> {
  const file = {
    name: `konodai-${n}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tinyKonodai(n))),
  };
  await page.locator('.my-battles input[type="file"]').setInputFiles(file);
  await page.getByText(`“Konodai test ${n}” was added to My battles.`).waitFor();
}

/** Plays by taps until the victory screen shows. */
async function playToVictory(page: Page): Promise<void> {
  const record = { to: [] as string[], passOnly: 0, windows: 0 };
  for (let i = 0; i < 80; i++) {
    await settle(page, record, 40);
    await page
      .locator('.victory, .prompt-text, .handoff-tap, .reaction')
      .first()
      .waitFor({ timeout: 30_000 });
    if (await page.locator('.victory').count()) return;
    if (await isVisible(page.locator('.handoff-tap, .reaction'))) continue;
    await playOneDecision(page, record.to[record.to.length - 1] ?? '');
  }
  throw new Error('no victory after 80 decisions');
}

async function openCampaign(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'Home' }));
  await tap(page.getByRole('button', { name: 'Campaigns' }));
  await tap(page.getByRole('button', { name: 'Open the campaign Second Konodai, 1564' }));
  await page.getByRole('heading', { name: 'Running score' }).waitFor();
}

/** The campaign screens' controls (buttons, selects, radio and checkbox rows) under 44 px either way. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main button, main select, main label.choice'))
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width < 44 || r.height < 44;
      })
      .map((el) => (el.textContent ?? el.tagName).trim()),
  );
}

/** A phone's look at a campaign screen: axe finds nothing serious, nothing overflows, targets are 44 px. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  expect(describeFindings(blocking(await axeScan(page))), name).toBe('');
  await assertNoHorizontalOverflow(page);
  expect(await smallTargets(page), name).toEqual([]);
  await screenshot(page, `ui-campaign-phone-${name}`);
}

/**
 * My battles for 18 and 19 (we ship no battlefield for either), then the campaign begun from the
 * empty campaign list (`atList` looks at that list first).
 */
async function beginKonodai(page: Page, atList?: (name: string) => Promise<void>): Promise<void> {
  await tap(page.getByRole('button', { name: 'New game' }));
  await importBattle(page, 18);
  await importBattle(page, 19);
  await tap(page.getByRole('button', { name: 'Back' }).first());
  await tap(page.getByRole('button', { name: 'Campaigns' }));
  await page.getByText('No campaign begun yet.').waitFor();
  await atList?.('list');
  await tap(page.getByRole('button', { name: 'Begin the campaign Second Konodai, 1564' }));
  await page.getByRole('heading', { name: 'Next: battle 18' }).waitFor();
}

const scoreRow = (page: Page, army: string) =>
  page.locator('.campaign-score tr', { hasText: army }).textContent();

describe('campaigns', () => {
  it('plays two battles of Second Konodai with the losses of the first carried into the second', async () => {
    const seed = seedWithShape();
    await inContext(newTabletContext(app.browser), `${app.url}?seed=${seed}`, async ({ page }) => {
      await beginKonodai(page);
      expect(await page.getByRole('radio', { name: 'From My battles: Konodai test 18' }).isChecked()).toBe(
        true,
      );
      expect(await page.getByText('Carries over from battle 18: lost blocks').count()).toBe(1);
      await screenshot(page, 'ui-campaign-start');
      await tap(page.getByRole('button', { name: 'Start battle 18' }));
      await playToVictory(page);

      // The result was written when the game ended; the Hojo die is a shape: one Satomi block.
      await openCampaign(page);
      expect(await scoreRow(page, 'Hojo')).toMatch(/Hojo\s*1\s*1/);
      expect(await page.getByText('Hojo won. Banners: Satomi 0, Hojo 1.').count()).toBe(1);
      await page.getByRole('heading', { name: 'Losses carried from battle 18' }).waitFor();
      const start = page.getByRole('button', { name: 'Start battle 19' });
      expect(await start.isDisabled()).toBe(true);
      expect(await page.getByText('Choose the units that lose a block: 1 needed, 0 chosen.').count()).toBe(1);
      // Only the ashigaru (no leader) may lose a block to a shape.
      const boxes = page.locator('.campaign-losses input[type="checkbox"]');
      expect(await boxes.count()).toBe(1);
      const label = (await page.locator('.campaign-losses label.choice').textContent()) ?? '';
      expect(label).toMatch(/^Ashigaru spearmen at .*, 4 blocks$/);
      await boxes.first().check();
      await screenshot(page, 'ui-campaign-losses');
      await tap(start);
      await page.locator('.prompt-text, .handoff-tap').first().waitFor();
      await settle(page);
      const pieces = await pieceLabels(page);
      expect(pieces.filter((p) => /Ashigaru spearmen/.test(p) && /3 of 4 blocks/.test(p))).toHaveLength(1);
      await playToVictory(page);

      await openCampaign(page);
      expect(await scoreRow(page, 'Hojo')).toMatch(/Hojo\s*2\s*2/);
      expect(await scoreRow(page, 'Satomi')).toMatch(/Satomi\s*0\s*0/);
      expect(await page.getByText('Hojo wins the campaign.').count()).toBe(1);
      await screenshot(page, 'ui-campaign-over');
    });
  });

  it('on a phone: the campaign list, a campaign’s page and the losses between battles pass axe, fit and are easy to tap', async () => {
    const seed = seedWithShape();
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=${seed}`, async ({ page }) => {
      await beginKonodai(page, (name) => checkScreen(page, name));
      await checkScreen(page, 'page');
      await tap(page.getByRole('button', { name: 'Start battle 18' }));
      await playToVictory(page);
      await openCampaign(page);
      await page.getByRole('heading', { name: 'Losses carried from battle 18' }).waitFor();
      // The finished battle names the battlefield it was played on.
      expect(await page.getByText('On the battlefield: Konodai test 18').count()).toBe(1);
      await checkScreen(page, 'between');
    });
  });
});
