// The validator's problems in the player's language: every code has its sentence in English,
// Italian and Russian, and a broken battle's problems read in Italian and in Russian.

import { afterEach, describe, expect, it } from 'vitest';
import { PROBLEM_CODES } from '../../../src/games/samurai-battles/scenario/problem-codes';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { refusal } from '../../../src/ui/editor/battles';
import { editorEn } from '../../../src/ui/editor/i18n';
import { editorIt } from '../../../src/ui/editor/i18n.it';
import { editorRu } from '../../../src/ui/editor/i18n.ru';
import { problemKey, problemText } from '../../../src/ui/editor/problem-text';
import { hexName, terrainName } from '../../../src/ui/game/names';
import { switchLocale } from '../../../src/ui/i18n';
import { brokenBattle } from '../scenario/sample';

afterEach(async () => {
  await switchLocale('en');
});

function brokenProblems() {
  const r = validateScenario(brokenBattle());
  if (r.ok) throw new Error('the broken battle passed');
  return r.problems;
}

function textOf(path: string): string {
  const p = brokenProblems().find((x) => x.path === path);
  if (!p) throw new Error(`no problem at ${path}`);
  return problemText(p);
}

describe('problemText', () => {
  it('has a sentence for every code in English, Italian and Russian', () => {
    for (const code of PROBLEM_CODES) {
      const key = problemKey(code);
      expect(editorEn[key], key).toBeTruthy();
      expect(editorIt[key], key).toBeTruthy();
      expect(editorRu[key], key).toBeTruthy();
    }
  });

  it('reads a broken battle in Russian', async () => {
    await switchLocale('ru');
    expect(textOf('units[4].hex')).toBe(
      `На этом гексе уже стоит отряд: один отряд на гекс (${hexName('10,8')}).`,
    );
    expect(hexName('10,8')).toMatch(/^столбец \d+, ряд \d+$/);
    expect(textOf('terrain[4]')).toBe('У армии сверху уже есть ставка.');
    expect(textOf('leaders[1].hex')).toBe(
      `В этой битве на этом гексе нельзя начинать: ${terrainName('river')} (${hexName('3,5')}).`,
    );
    expect(textOf('armies')).toBe('Армии берут жетонов «Честь и удача»: 32, а всего их 30.');
    expect(textOf('units[5].blocks')).toBe('Нужно не меньше 1.');
    expect(textOf('units[2].hex')).toBe('«3,2» — не гекс: сумма столбца и ряда должна быть чётной.');
    for (const p of brokenProblems()) {
      const text = problemText(p);
      expect(text, p.path).not.toMatch(/\{\{|must|hex|army/);
      expect(text, p.path).toMatch(/[а-яё]/i);
    }
  });

  it('reads a broken battle in Italian', async () => {
    await switchLocale('it');
    expect(textOf('terrain[4]')).toBe('L’esercito in alto ha già una tenda di comando.');
    expect(textOf('units[4].hex')).toBe(
      `In questo esagono c’è già un’unità: una sola unità per esagono (${hexName('10,8')}).`,
    );
    expect(hexName('10,8')).toMatch(/^colonna \d+, riga \d+$/);
    expect(textOf('colour')).toBe(
      'Questo campo non fa parte del formato delle battaglie (controlla come è scritto).',
    );
    expect(textOf('units[5].blocks')).toBe('Deve essere almeno 1.');
    for (const p of brokenProblems()) expect(problemText(p), p.path).not.toMatch(/\{\{|must|army/);
  });

  it('keeps the English message for scripts while the screen speaks the language', async () => {
    await switchLocale('ru');
    const p = brokenProblems().find((x) => x.code === 'tent-twice');
    expect(p?.message).toBe('the top army already has a command tent (terrain[0])');
  });

  it('says a problem without a code in a generic sentence of the language', async () => {
    const p = { path: 'units', message: 'the file is not in this build' };
    expect(problemText(p)).toBe('units: the file is not in this build');
    await switchLocale('ru');
    expect(problemText(p)).toBe('units: ошибка (по-английски: «the file is not in this build»)');
    await switchLocale('it');
    expect(problemText(p)).toBe('units: un problema (in inglese: «the file is not in this build»)');
  });

  it('says an import refusal in the language, reason and problems alike', async () => {
    await switchLocale('ru');
    const lines = refusal({ ok: false, reason: 'invalid', problems: brokenProblems() });
    expect(lines[0]).toBe(editorRu['import.invalid']);
    expect(lines).toContain('terrain[4]: У армии сверху уже есть ставка.');
  });
});
