// @vitest-environment jsdom
// The saves screen over the real store (fake IndexedDB): a readable save offers Continue, Rename,
// Export and Delete; a damaged one shows why and offers only Delete; a corrupt import file is
// refused with a message and the list stays as it was.

import { Blob as NodeBlob } from 'node:buffer';
import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import {
  createSave,
  deleteSave,
  exportSave,
  listSaves,
  type SaveHeader,
  samuraiNewSave,
} from '../../../src/store/index';
import { switchLocale } from '../../../src/ui/i18n';
import { SavesScreen } from '../../../src/ui/screens/Saves';
import { freshDatabase, rawDb } from '../store/db-helpers';
import { scenarioJson } from './fixture';

afterEach(cleanup);
beforeEach(() => {
  freshDatabase();
});

async function seedSaves(): Promise<string> {
  const result = validateScenario(scenarioJson('test/test-duel.json'), { fileName: 'test-duel.json' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const setup = { scenario: result.scenario };
  const save = await createSave(samuraiNewSave(setup, 3, samuraiBattles.setup(setup, 3)));
  save.close();
  const db = await rawDb();
  await db.put('games', { id: 'broken-1', schema: 1, title: 42 });
  db.close();
  return save.id;
}

function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.save-row')];
}

function buttonNames(row: HTMLElement): string[] {
  return within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}

describe('SavesScreen', () => {
  it('lists a readable save with its actions and a damaged one with Delete only', async () => {
    const id = await seedSaves();
    const opened: SaveHeader[] = [];
    render(() => <SavesScreen onBack={() => {}} onOpen={(h) => opened.push(h)} />);
    await screen.findByText('Test: Duel');
    const [good, bad] = rows();
    if (!good || !bad) throw new Error('two rows expected');
    expect(good.dataset.saveId).toBe(id);
    expect(good.textContent).toContain('Turn 1');
    expect(good.textContent).toMatch(/Last played /);
    expect(buttonNames(good)).toEqual(['Continue', 'Rename', 'Export', 'Delete']);
    expect(bad.textContent).toContain('Damaged save');
    expect(bad.querySelector('.error')?.textContent).toBe('This save is damaged and cannot be opened.');
    expect(buttonNames(bad)).toEqual(['Delete']);

    fireEvent.click(within(good).getByRole('button', { name: 'Continue' }));
    expect(opened.map((h) => h.id)).toEqual([id]);
  });

  it('deletes a damaged save after a confirmation, and renames a good one', async () => {
    const id = await seedSaves();
    render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
    await screen.findByText('Test: Duel');
    const bad = rows()[1];
    if (!bad) throw new Error('no damaged row');
    fireEvent.click(within(bad).getByRole('button', { name: 'Delete' }));
    expect(buttonNames(bad)).toEqual(['Delete for good', 'Cancel']);
    fireEvent.click(within(bad).getByRole('button', { name: 'Delete for good' }));
    await expect.poll(() => rows().length).toBe(1);
    expect((await listSaves()).map((e) => (e.ok ? e.header.id : e.id))).toEqual([id]);

    const good = rows()[0];
    if (!good) throw new Error('no row');
    fireEvent.click(within(good).getByRole('button', { name: 'Rename' }));
    const input = within(good).getByRole('textbox', { name: 'New name' }) as HTMLInputElement;
    input.value = 'Friday duel';
    fireEvent.click(within(good).getByRole('button', { name: 'Save the name' }));
    await screen.findByText('Friday duel');
    const list = await listSaves();
    expect(list[0]?.ok && list[0].header.title).toBe('Friday duel');
  });

  it('refuses a corrupt import file with a message and leaves the list unchanged', async () => {
    await seedSaves();
    const before = await listSaves();
    render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
    await screen.findByText('Test: Duel');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('.json,application/json');
    // A truncated file, as node's Blob (jsdom's File cannot be read as text).
    const file = new NodeBlob(['{"kassen": "save", "version": 1, "game": '], { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/not a Kassen save/);
    expect(rows()).toHaveLength(2);
    expect(await listSaves()).toEqual(before);
  });

  it('refuses a corrupt import file in the app’s language, without the store’s English', async () => {
    await seedSaves();
    await switchLocale('ru');
    try {
      render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
      await screen.findByText('Test: Duel');
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      const file = new NodeBlob(['{"camera": "x100"}'], { type: 'application/json' });
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      fireEvent.change(input);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('Этот файл не сохранение Kassen или он повреждён.');
    } finally {
      await switchLocale('en');
    }
  });

  it('says why a damaged save cannot be opened in the app’s language, without the store’s English', async () => {
    await seedSaves();
    const said: string[] = [];
    try {
      for (const locale of ['it', 'ru'] as const) {
        await switchLocale(locale);
        render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
        await screen.findByText('Test: Duel');
        const bad = rows()[1];
        if (!bad) throw new Error('no damaged row');
        said.push(
          bad.querySelector('.save-title')?.textContent ?? '',
          bad.querySelector('.error')?.textContent ?? '',
        );
        cleanup();
      }
    } finally {
      await switchLocale('en');
    }
    expect(said).toEqual([
      'Salvataggio danneggiato',
      'Questo salvataggio è danneggiato e non si può aprire.',
      'Повреждённое сохранение',
      'Это сохранение повреждено, его нельзя открыть.',
    ]);
  });

  it('lists a file picked twice once, and says the second time that the game is already here', async () => {
    const id = await seedSaves();
    const { text } = await exportSave(id);
    await deleteSave(id);
    render(() => <SavesScreen onBack={() => {}} onOpen={() => {}} />);
    await expect.poll(() => rows().length).toBe(1);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const pick = () => {
      Object.defineProperty(input, 'files', {
        value: [new NodeBlob([text], { type: 'application/json' })],
        configurable: true,
      });
      fireEvent.change(input);
    };
    pick();
    expect((await screen.findByRole('status')).textContent).toBe('Imported “Test: Duel”.');
    await expect.poll(() => rows().length).toBe(2);
    pick();
    await screen.findByText('“Test: Duel” is already in your saves at the same move: nothing was added.');
    expect(rows()).toHaveLength(2);
    expect((await listSaves()).filter((e) => e.ok)).toHaveLength(1);
  });
});
