// The scenario editor in real Chromium on a tablet (issue 23): a small battle built from the notes
// of a GMT battle, saved to My battles, exported, play-tested, re-imported from its file and from
// its shared link; a broken battle file is refused in words and My battles stays as it was.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorRu } from '../../src/ui/editor/i18n.ru';
import { ru as ruMessages } from '../../src/ui/i18n/ru';
import { inContext, useApp } from './fixture';
import { newTabletContext, screenshot } from './harness';
import { settle } from './ui-driver';

const app = useApp();

/** Taps a hex of the editor's board (every hex is a button there). */
async function tapHex(page: Page, hex: string): Promise<void> {
  await page.locator(`svg.board [role="button"][data-hex="${hex}"]`).click();
}

async function place(page: Page, tool: 'Unit' | 'Leader', army: number, hex: string): Promise<void> {
  await page.getByRole('radio', { name: tool, exact: true }).check();
  await page
    .locator('.editor-palette')
    .getByRole('combobox', { name: /^Army/ })
    .selectOption({ index: army });
  await tapHex(page, hex);
}

function must(text: string | undefined): string {
  if (!text) throw new Error('a message the test needs is missing from the catalogue');
  return text;
}

/** A tablet whose stored settings already chose Russian. */
async function tabletInRussian() {
  const context = await newTabletContext(app.browser);
  await context.addInitScript(() => {
    localStorage.setItem('kassen.settings.v1', JSON.stringify({ language: 'ru' }));
  });
  return context;
}

async function myBattleTitles(page: Page): Promise<string[]> {
  return page.locator('.my-battle .battle-title').allTextContents();
}

describe('scenario editor', () => {
  it('builds a battle from GMT notes, saves, exports, plays it, and takes it back from file and link', async () => {
    await inContext(newTabletContext(app.browser), app.url, async ({ page, context }) => {
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('heading', { name: 'My battles' }).waitFor();
      expect(await page.getByText('No battles of your own yet.').count()).toBe(1);
      await page.getByRole('button', { name: 'Make a battle' }).click();
      await page.getByText('From the notes of a GMT battle').click();
      await page.getByRole('button', { name: /^1\. / }).click();
      await page.getByRole('heading', { name: 'Battle editor' }).waitFor();
      // Notes only: the armies are there, the map is empty, so the validator names what is missing.
      expect(await page.locator('#editor-problems-title').textContent()).toMatch(/problems?$/);
      expect(await page.getByRole('button', { name: 'Play-test' }).isDisabled()).toBe(true);

      await page.getByRole('combobox', { name: /^Terrain to paint/ }).selectOption('forest');
      await tapHex(page, '6,4');
      await place(page, 'Unit', 0, '10,2');
      await place(page, 'Leader', 0, '10,2');
      await place(page, 'Unit', 1, '10,8');
      await place(page, 'Leader', 1, '10,8');
      await page.getByRole('heading', { name: 'No problems: the battle can be played.' }).waitFor();
      // Undo takes the last leader away (a problem again); redo puts him back.
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.locator('#editor-problems-title', { hasText: /problem/ }).waitFor();
      await page.getByRole('button', { name: 'Redo' }).click();
      await page.getByRole('heading', { name: 'No problems: the battle can be played.' }).waitFor();
      // A rule of a kind only files carried before: the first player is rolled for (5 dice, Honor).
      await page.locator('.editor-panel > summary', { hasText: 'Special rules' }).click();
      await page.getByRole('combobox', { name: 'Rule', exact: true }).selectOption('first-player-roll');
      await page.getByRole('combobox', { name: 'Symbol counted' }).selectOption('honor');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('A dice roll decides who moves first').waitFor();
      await page.getByLabel('Title').fill('Skirmish by the wood');
      await page.getByLabel('Title').blur();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved in My battles.').waitFor();
      await screenshot(page, 'ui-editor-tablet');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export as a file' }).click(),
      ]);
      const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
        id: string;
        title: string;
        kind: string;
        units: unknown[];
        terrain: unknown[];
        rules: { effects?: unknown[] };
      };
      expect(download.suggestedFilename()).toBe(`${file.id}.json`);
      expect(file).toMatchObject({ title: 'Skirmish by the wood', kind: 'playable' });
      expect(file.units).toHaveLength(2);
      expect(file.terrain).toEqual([{ hex: '6,4', t: 'forest' }]);
      expect(file.rules.effects).toContainEqual({ kind: 'first-player-roll', dice: 5, face: 'honor' });

      await page.getByRole('button', { name: 'Share as a link' }).click();
      const link = await page.getByLabel('Link to the battle').inputValue();
      expect(link.startsWith(`${app.url}#battle=`)).toBe(true);
      expect(await page.getByRole('img', { name: 'QR code of the link' }).count()).toBe(1);

      // Play-test: straight into the battle, with the pieces placed in the editor.
      await page.getByRole('button', { name: 'Play-test' }).click();
      await page.locator('.handoff-tap').waitFor();
      await settle(page);
      await page.locator('svg.board [role="img"]').first().waitFor();
      expect(await page.locator('svg.board [role="img"]').count()).toBe(2);
      // The rule is played: the game's log opens with the roll for the first player.
      await page.getByRole('button', { name: 'Log', exact: true }).click();
      await page
        .getByText(/rolled more and plays first\./)
        .first()
        .waitFor();

      // Back on New game, the battle is listed; its file comes back as a second battle beside it.
      // (A new tab: this one would reopen the game it shows.)
      const list = await context.newPage();
      await list.goto(app.url);
      await list.getByRole('button', { name: 'New game' }).click();
      await list.getByRole('heading', { name: 'My battles' }).waitFor();
      await list.locator('.my-battle').first().waitFor();
      expect(await myBattleTitles(list)).toEqual(['Skirmish by the wood']);
      await list.getByLabel('Import a battle file').setInputFiles({
        name: 'mine.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await list.getByText('“Skirmish by the wood” was added to My battles.').waitFor();
      expect(await myBattleTitles(list)).toEqual(['Skirmish by the wood', 'Skirmish by the wood']);

      // The shared link, opened on another page: checked and kept, then shown on New game.
      const other = await context.newPage();
      await other.goto(link);
      await other.getByRole('heading', { name: 'My battles' }).waitFor();
      await other.getByText('“Skirmish by the wood” was added to My battles.').waitFor();
      await other.locator('.my-battle').nth(2).waitFor();
      expect(await myBattleTitles(other)).toHaveLength(3);

      // Played from My battles under the 2012 rules.
      await other.getByRole('button', { name: 'Play “Skirmish by the wood”' }).first().click();
      await other.getByRole('radio', { name: /Zvezda 2012/ }).check();
      await other.getByRole('button', { name: 'Start the battle' }).click();
      await other.locator('.handoff-tap').waitFor();
      await other.close();
    });
  });

  it('refuses a broken battle file in words and changes nothing stored', async () => {
    await inContext(newTabletContext(app.browser), app.url, async ({ page }) => {
      const battle = JSON.parse(await readFile('scenarios/battles/anegawa.json', 'utf8')) as Record<
        string,
        unknown
      >;
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('heading', { name: 'My battles' }).waitFor();
      await page.getByLabel('Import a battle file').setInputFiles({
        name: 'anegawa.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(battle)),
      });
      await page.locator('.my-battle').first().waitFor();
      const before = await myBattleTitles(page);
      expect(before).toEqual(['Anegawa, 1570']);

      const broken = { ...battle, victory: { banners: 40, objectives: [], text: [] } };
      await page.getByLabel('Import a battle file').setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(broken)),
      });
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/This battle is broken, so it was not kept/);
      expect(await alert.textContent()).toMatch(/victory\.banners/);
      await page.getByLabel('Import a battle file').setInputFiles({
        name: 'cut.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format": "kassen-scenario", '),
      });
      await page.getByText('This file is not a battle file (it is not JSON text).').waitFor();
      expect(await myBattleTitles(page)).toEqual(before);
      await screenshot(page, 'ui-editor-import-refused');
    });
  });

  it('says why a battle file is refused in Russian when the app is in Russian', async () => {
    await inContext(tabletInRussian(), app.url, async ({ page }) => {
      const battle = JSON.parse(await readFile('scenarios/battles/anegawa.json', 'utf8')) as object;
      const broken = { ...battle, victory: { banners: 40, objectives: [], text: [] } };
      await page.getByRole('button', { name: must(ruMessages['home.newGame']) }).click();
      await page.getByRole('heading', { name: must(editorRu['mine.title']) }).waitFor();
      await page.getByLabel(must(editorRu['mine.import'])).setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(broken)),
      });
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain(must(editorRu['import.invalid']));
      // The validator's own limits (1 to 18 banners, at least one condition), said in Russian.
      expect(text).toContain('victory.banners: Нужно не больше 18.');
      expect(text).toContain('victory.text: Укажите хотя бы одно условие победы.');
      expect(text).not.toMatch(/must|JSON object/);
    });
  });
});
