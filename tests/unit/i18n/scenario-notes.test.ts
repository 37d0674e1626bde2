// The battle notes in Italian and Russian: every scenario players can open (the 40 GMT notes and our
// playable battlefields; the test-… battles are for developers) has a whole translation, line for
// line, keeping every number of the English; and the notes screens read them through localNotes,
// falling back to English when a scenario's lines no longer match its translation.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { cardsIt } from '../../../src/ui/cards/i18n.it';
import { cardsRu } from '../../../src/ui/cards/i18n.ru';
import { switchLocale } from '../../../src/ui/i18n';
import { localNotes, scenarioTitle } from '../../../src/ui/scenario-text';
import { notes as battlesIt } from '../../../src/ui/scenario-text/battles.it';
import { notes as battlesRu } from '../../../src/ui/scenario-text/battles.ru';
import { notes as gmtIt } from '../../../src/ui/scenario-text/gmt.it';
import { notes as gmtRu } from '../../../src/ui/scenario-text/gmt.ru';
import type { NotesTranslations } from '../../../src/ui/scenario-text/types';
import { numbersOf } from './numbers';

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return scenarioFiles(path);
    return e.name.endsWith('.json') && e.name !== 'index.json' ? [path] : [];
  });
}

const SCENARIOS: ScenarioV1[] = scenarioFiles('scenarios')
  .map((f) => JSON.parse(readFileSync(f, 'utf8')) as ScenarioV1)
  .filter((s) => !s.id.startsWith('test-'));

const LANGUAGES: Record<'it' | 'ru', NotesTranslations> = {
  it: { ...gmtIt, ...battlesIt },
  ru: { ...gmtRu, ...battlesRu },
};

/** A line without the card names it quotes ("Ordini ad 1 Unità a Sinistra" spells a number the English writes out). */
function withoutCardNames(lang: 'it' | 'ru', line: string): string {
  const names = Object.entries(lang === 'it' ? cardsIt : cardsRu)
    .filter(([key]) => key.endsWith('.name'))
    .map(([, name]) => name ?? '')
    .sort((a, b) => b.length - a.length);
  return names.reduce((text, name) => (name ? text.split(name).join('') : text), line);
}

afterEach(async () => {
  await switchLocale('en');
});

describe('battle notes in Italian and Russian', () => {
  it('covers the 40 GMT notes and every playable battlefield', () => {
    expect(SCENARIOS.filter((s) => s.kind === 'notes')).toHaveLength(40);
    expect(SCENARIOS.length).toBeGreaterThan(40);
  });

  for (const [lang, all] of Object.entries(LANGUAGES)) {
    it(`${lang}: every scenario whole, line for line, with the English numbers`, () => {
      const problems: string[] = [];
      for (const s of SCENARIOS) {
        const tr = all[s.id];
        if (!tr) {
          problems.push(`${s.id}: missing`);
          continue;
        }
        const pairs: Array<[string, string, string | undefined]> = [
          ['title', s.title, tr.title],
          ['history', s.notes.history, tr.history],
          ...(s.notes.setup
            ? [['setup', s.notes.setup, tr.setup] as [string, string, string | undefined]]
            : []),
        ];
        if (tr.victory.length !== s.victory.text.length) problems.push(`${s.id}: victory has other lines`);
        if (tr.rules.length !== s.specialRules.length) problems.push(`${s.id}: special rules differ`);
        for (const [i, line] of s.victory.text.entries()) pairs.push([`victory ${i}`, line, tr.victory[i]]);
        for (const [i, rule] of s.specialRules.entries()) pairs.push([`rule ${i}`, rule.text, tr.rules[i]]);
        for (const [field, english, own] of pairs) {
          if (!own?.trim()) problems.push(`${s.id} ${field}: empty`);
          else if (own === english && field !== 'title') problems.push(`${s.id} ${field}: still English`);
          else if (numbersOf(withoutCardNames(lang as 'it' | 'ru', own)).join() !== numbersOf(english).join())
            problems.push(`${s.id} ${field}: numbers differ from the English`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: no translation of a battle that does not exist`, () => {
      const ids = new Set(SCENARIOS.map((s) => s.id));
      expect(Object.keys(all).filter((id) => !ids.has(id))).toEqual([]);
    });
  }

  it('the screens read the current language, and English again after a switch back', async () => {
    const s = SCENARIOS.find((x) => x.id === '12-okehazama-dengakuhazama-gorge');
    if (!s) throw new Error('scenario 12 is missing');
    expect(localNotes(s).victory).toEqual(s.victory.text);
    await switchLocale('ru');
    const ru = localNotes(s);
    expect(ru.title).toBe(gmtRu[s.id]?.title);
    expect(ru.victory).toEqual(gmtRu[s.id]?.victory);
    expect(ru.specialRules.map((r) => r.text)).toEqual(gmtRu[s.id]?.rules);
    expect(ru.specialRules.map((r) => r.enforced)).toEqual(s.specialRules.map((r) => r.enforced));
    expect(scenarioTitle(s.id, s.title)).toBe(gmtRu[s.id]?.title);
    await switchLocale('it');
    expect(localNotes(s).history).toBe(gmtIt[s.id]?.history);
    await switchLocale('en');
    expect(localNotes(s).title).toBe(s.title);
  });

  it('a scenario whose lines no longer match its translation reads that field in English', async () => {
    const s = SCENARIOS.find((x) => x.id === '05-koriyama-castle-september-1540');
    if (!s) throw new Error('scenario 5 is missing');
    const changed: ScenarioV1 = {
      ...s,
      victory: { ...s.victory, text: [...s.victory.text, 'A third line added later.'] },
    };
    await switchLocale('it');
    const n = localNotes(changed);
    expect(n.victory).toEqual(changed.victory.text);
    expect(n.title).toBe(gmtIt[s.id]?.title);
    expect(scenarioTitle('no-such-battle', 'Fallback')).toBe('Fallback');
  });
});
