// The battle notes players read (title, victory, special rules, set-up, history) in their language.
// The English is the scenario file's own text; Italian and Russian are our translations keyed by
// scenario id, in chunks of their own that load with the language (never in the first load). A
// field whose translation is missing, or no longer matches the English (a line added to a scenario
// later), reads in English: the notes never show a line of the wrong battle.

import type { ScenarioV1, SpecialRuleText } from '../../games/samurai-battles/scenario/format';
import { defineTranslatedData } from '../i18n/catalogue';
import type { NotesTranslations } from './types';

export type { NotesTranslation, NotesTranslations } from './types';

const merged = (parts: Array<{ notes: NotesTranslations }>): NotesTranslations =>
  Object.assign({}, ...parts.map((p) => p.notes));

const translations = defineTranslatedData<NotesTranslations>({
  it: () => Promise.all([import('./gmt.it'), import('./battles.it')]).then(merged),
  ru: () => Promise.all([import('./gmt.ru'), import('./battles.ru')]).then(merged),
});

/** What a battle's notes say, in the current language. */
export interface LocalNotes {
  title: string;
  victory: string[];
  specialRules: SpecialRuleText[];
  history: string;
  setup: string | undefined;
}

/** A listed battle's title in the current language (the English `fallback` when none). */
export function scenarioTitle(id: string, fallback: string): string {
  return translations()?.[id]?.title || fallback;
}

/** The notes of a scenario in the current language, field by field (English where missing). */
export function localNotes(s: ScenarioV1): LocalNotes {
  const tr = translations()?.[s.id];
  const lines = (own: readonly string[] | undefined, english: readonly string[]): string[] =>
    own && own.length === english.length && own.every((l) => l.trim() !== '') ? [...own] : [...english];
  const rules = lines(
    tr?.rules,
    s.specialRules.map((r) => r.text),
  );
  return {
    title: tr?.title || s.title,
    victory: lines(tr?.victory, s.victory.text),
    specialRules: s.specialRules.map((r, i) => ({ ...r, text: rules[i] ?? r.text })),
    history: (s.notes.history && tr?.history) || s.notes.history,
    setup: s.notes.setup ? tr?.setup || s.notes.setup : undefined,
  };
}
