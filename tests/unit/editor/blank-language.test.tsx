// @vitest-environment jsdom
// An empty battlefield begun in Italian or Russian (session 21's walk): its title, army names,
// victory line and history were English in every language. They are the player's own texts to
// change, so they start in the language the battle is made in, and the battle is still valid.

import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { blankBattle } from '../../../src/editor/model';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { EditorStart } from '../../../src/ui/editor/EditorStart';
import { switchLocale } from '../../../src/ui/i18n';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

async function blankIn(button: string): Promise<ScenarioV1> {
  let opened: ScenarioV1 | null = null;
  render(() => <EditorStart onOpen={(b) => (opened = b)} onBack={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${button}`) }));
  if (!opened) throw new Error('the editor was not opened');
  return opened;
}

describe('an empty battlefield in the player’s language', () => {
  it('starts in Russian with Russian names and texts', async () => {
    await switchLocale('ru');
    const b = await blankIn('Пустое поле боя');
    expect(b.title).toBe('Моя битва');
    expect([b.armies.top.name, b.armies.bottom.name]).toEqual(['Красная армия', 'Синяя армия']);
    expect(b.victory.text).toEqual([
      'Каждый уничтоженный вражеский отряд или командир приносит 1 знамя победы.',
    ]);
    expect(b.notes?.history).toBe('Наша собственная битва, нарисованная в редакторе.');
    // The same battle otherwise: the validator finds the same problems as in the English one.
    const codes = (s: ScenarioV1) => {
      const r = validateScenario(s, { fileName: 'blank.json' });
      return r.ok ? [] : r.problems.map((p) => p.code);
    };
    expect(codes(b)).toEqual(codes(blankBattle()));
  });

  it('starts in Italian with Italian names, and in English as before', async () => {
    await switchLocale('it');
    const it = await blankIn('Un campo di battaglia vuoto');
    expect([it.title, it.armies.top.name, it.armies.bottom.name]).toEqual([
      'La mia battaglia',
      'Esercito Rosso',
      'Esercito Blu',
    ]);
    cleanup();
    await switchLocale('en');
    const en = await blankIn('An empty battlefield');
    expect([en.title, en.armies.top.name, en.armies.bottom.name]).toEqual([
      'My battle',
      'Red Army',
      'Blue Army',
    ]);
    expect(en.victory.text).toEqual(['Each enemy unit or leader eliminated earns 1 Victory Banner.']);
  });
});
