// The replay and the luck report in real Chromium on a phone: a few turns of the test duel are
// played, the game is opened from the Saves screen as a replay, stepped back and forth by buttons and
// keys (the board changes, the current log line is marked), exported as a file whose luck numbers,
// recomputed here from its log, are the ones the luck report shows; the file opens read-only again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../src/games/samurai-battles/index';
import { eventsFor } from '../../src/games/samurai-battles/view';
import { buildReview } from '../../src/ui/review/review';
import { axeScan, blocking, describeFindings } from './axe';
import { inContext, useApp } from './fixture';
import { assertNoHorizontalOverflow, newPhoneContext, screenshot } from './harness';
import { type HandOffRecord, pieceLabels, playOneDecision, settle, startDuel, tap } from './ui-driver';

const app = useApp();
const dir = mkdtempSync(join(tmpdir(), 'kassen-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const position = (page: Page) => page.locator('.replay-position').textContent();
const current = (page: Page) => page.locator('.replay-log li[aria-current="step"]').allTextContents();
const one = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

describe('replay and luck report', () => {
  it('steps a played game back and forth and reports the luck of its dice', async () => {
    await inContext(newPhoneContext(app.browser), `${app.url}?seed=7&test=1`, async ({ page }) => {
      // The strict reaction rule, as this game was written for: every window is a decision of its own.
      await page.evaluate(() =>
        localStorage.setItem('kassen.settings.v1', JSON.stringify({ privacy: 'always' })),
      );
      await page.reload({ waitUntil: 'load' });
      await startDuel(page);
      const record: HandOffRecord = { to: [], passOnly: 0, windows: 0 };
      // Until dice have been rolled in a battle (the tray shows a roll), and a few more decisions.
      let after = -1;
      for (let i = 0; i < 80 && after < 3; i++) {
        await settle(page, record, 20);
        await playOneDecision(page, record.to[record.to.length - 1] ?? '');
        if (after >= 0 || (await page.locator('.dice-tray .roll').count()) > 0) after++;
      }
      await settle(page, record, 20);
      await tap(page.getByRole('button', { name: 'Menu' }));
      await tap(page.getByRole('button', { name: 'Saved games' }));
      await page.locator('.save-row').first().waitFor();
      await tap(page.getByRole('button', { name: /^Replay “.*” step by step$/ }));
      await page.getByRole('heading', { name: /^Replay: / }).waitFor();

      // Opens at the last action; the game goes on, so hands stay hidden and no army view is offered.
      const end = (await position(page)) ?? '';
      const [, last] = /^Action (\d+) of (\d+), turn \d+$/.exec(end) ?? [];
      expect(end).toMatch(new RegExp(`^Action ${last} of ${last}, turn \\d+$`));
      expect(await page.getByText('The game is not over: hands stay hidden.').count()).toBe(1);
      expect(await page.getByRole('combobox', { name: 'Seen by' }).count()).toBe(0);
      const piecesAtEnd = await pieceLabels(page);
      const lineAtEnd = await current(page);
      expect(lineAtEnd.length).toBeGreaterThan(0);

      await tap(page.getByRole('button', { name: 'One action back' }));
      expect(await position(page)).toMatch(new RegExp(`^Action ${Number(last) - 1} of ${last}, turn \\d+$`));
      expect(await current(page)).not.toEqual(lineAtEnd);

      await tap(page.getByRole('button', { name: 'Go to the start' }));
      expect(await position(page)).toBe('Start of the battle');
      expect(await current(page)).toEqual([]);
      expect(await pieceLabels(page)).not.toEqual(piecesAtEnd);
      expect(await page.getByRole('button', { name: 'One action back' }).isDisabled()).toBe(true);

      // Keys: the arrows step, End goes to the last action and gives back the final board.
      await page.getByRole('button', { name: 'One action forward' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await position(page)).toMatch(new RegExp(`^Action 1 of ${last}, turn 1$`));
      expect((await current(page)).length).toBeGreaterThan(0);
      await page.keyboard.press('End');
      expect(await position(page)).toBe(end);
      expect(await pieceLabels(page)).toEqual(piecesAtEnd);
      expect(await current(page)).toEqual(lineAtEnd);
      await assertNoHorizontalOverflow(page);
      expect(describeFindings(blocking(await axeScan(page)))).toEqual(describeFindings([]));
      await screenshot(page, 'ui-replay');

      // The replay file is the save file; its log gives the luck numbers the report must show.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tap(page.getByRole('button', { name: 'Export the replay file' })),
      ]);
      const path = join(dir, 'replay.json');
      await download.saveAs(path);
      const file = JSON.parse(readFileSync(path, 'utf8'));
      const review = buildReview(samuraiBattles, eventsFor, {
        title: file.save.header.title,
        setup: file.save.setup,
        seed: file.save.seed,
        log: file.save.log,
      });
      const luck = review.luck;
      expect(luck.top.total.rolls + luck.bottom.total.rolls).toBeGreaterThan(0);

      await tap(page.getByRole('button', { name: 'Luck report' }));
      await page.getByRole('heading', { name: 'Luck report' }).waitFor();
      const rows = await page
        .locator('.luck-total tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      const [top, bottom] = [luck.top.total, luck.bottom.total];
      expect(rows).toEqual(
        [
          [top.rolls, bottom.rolls],
          [top.dice, bottom.dice],
          [top.hits, bottom.hits],
          [one(top.expectedHits), one(bottom.expectedHits)],
          [top.flags, bottom.flags],
          [one(top.expectedFlags), one(bottom.expectedFlags)],
        ].map((r) => r.map(String)),
      );
      await assertNoHorizontalOverflow(page);
      expect(describeFindings(blocking(await axeScan(page)))).toEqual(describeFindings([]));
      expect(await page.locator('.luck .chart svg[role="img"]').count()).toBe(2);
      await screenshot(page, 'ui-luck');

      // Back to the replay, then to the saves; the file opens read-only and stores nothing.
      await tap(page.getByRole('button', { name: 'Back' }).first());
      await page.getByRole('heading', { name: /^Replay: / }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Saved games' }).waitFor();
      await page.locator('.save-row').first().waitFor();
      const rowsBefore = await page.locator('.save-row').count();
      await page.locator('label', { hasText: 'Watch a replay file' }).locator('input').setInputFiles(path);
      await page.getByRole('heading', { name: /^Replay: / }).waitFor();
      expect(await position(page)).toBe(end);
      expect(await page.getByRole('button', { name: 'Export the replay file' }).count()).toBe(0);
      await page.goBack();
      await page.locator('.save-row').first().waitFor();
      expect(await page.locator('.save-row').count()).toBe(rowsBefore);
    });
  });
});
