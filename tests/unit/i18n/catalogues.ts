// Every message catalogue of the app with its translations, and the code that may use its keys:
// the shared list for the completeness and unused-key tests.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { campaignEn } from '../../../src/ui/campaign/i18n';
import { campaignIt } from '../../../src/ui/campaign/i18n.it';
import { campaignRu } from '../../../src/ui/campaign/i18n.ru';
import { cardsEn } from '../../../src/ui/cards/i18n';
import { cardsIt } from '../../../src/ui/cards/i18n.it';
import { cardsRu } from '../../../src/ui/cards/i18n.ru';
import { companionEn } from '../../../src/ui/companion/i18n';
import { companionIt } from '../../../src/ui/companion/i18n.it';
import { companionRu } from '../../../src/ui/companion/i18n.ru';
import { editorEn } from '../../../src/ui/editor/i18n';
import { editorIt } from '../../../src/ui/editor/i18n.it';
import { editorRu } from '../../../src/ui/editor/i18n.ru';
import { en } from '../../../src/ui/i18n/en';
import { it as appIt } from '../../../src/ui/i18n/it';
import { ru as appRu } from '../../../src/ui/i18n/ru';
import { netEn } from '../../../src/ui/net/i18n';
import { netIt } from '../../../src/ui/net/i18n.it';
import { netRu } from '../../../src/ui/net/i18n.ru';
import { reviewEn } from '../../../src/ui/review/i18n';
import { reviewIt } from '../../../src/ui/review/i18n.it';
import { reviewRu } from '../../../src/ui/review/i18n.ru';
import { shogunEn } from '../../../src/ui/shogun/i18n';
import { shogunIt } from '../../../src/ui/shogun/i18n.it';
import { shogunRu } from '../../../src/ui/shogun/i18n.ru';
import { shogunPlayEn } from '../../../src/ui/shogun/play-i18n';
import { shogunPlayIt } from '../../../src/ui/shogun/play-i18n.it';
import { shogunPlayRu } from '../../../src/ui/shogun/play-i18n.ru';
import { shogunRulesEn } from '../../../src/ui/shogun/rules/i18n';
import { shogunRulesIt } from '../../../src/ui/shogun/rules/i18n.it';
import { shogunRulesRu } from '../../../src/ui/shogun/rules/i18n.ru';
import { shogunCompanionEn } from '../../../src/ui/shogun-companion/i18n';
import { shogunCompanionIt } from '../../../src/ui/shogun-companion/i18n.it';
import { shogunCompanionRu } from '../../../src/ui/shogun-companion/i18n.ru';
import { tableEn } from '../../../src/ui/table/i18n';
import { tableIt } from '../../../src/ui/table/i18n.it';
import { tableRu } from '../../../src/ui/table/i18n.ru';

type Dict = Readonly<Record<string, string | undefined>>;

export interface CatalogueSet {
  /** Where the English catalogue is, for the report. */
  file: string;
  en: Dict;
  it: Dict;
  ru: Dict;
}

export const CATALOGUES: readonly CatalogueSet[] = [
  { file: 'src/ui/i18n/en.ts', en, it: appIt, ru: appRu },
  { file: 'src/ui/net/i18n.ts', en: netEn, it: netIt, ru: netRu },
  { file: 'src/ui/review/i18n.ts', en: reviewEn, it: reviewIt, ru: reviewRu },
  { file: 'src/ui/table/i18n.ts', en: tableEn, it: tableIt, ru: tableRu },
  { file: 'src/ui/shogun/i18n.ts', en: shogunEn, it: shogunIt, ru: shogunRu },
  { file: 'src/ui/companion/i18n.ts', en: companionEn, it: companionIt, ru: companionRu },
  { file: 'src/ui/cards/i18n.ts', en: cardsEn, it: cardsIt, ru: cardsRu },
  { file: 'src/ui/editor/i18n.ts', en: editorEn, it: editorIt, ru: editorRu },
  { file: 'src/ui/campaign/i18n.ts', en: campaignEn, it: campaignIt, ru: campaignRu },
  { file: 'src/ui/shogun/play-i18n.ts', en: shogunPlayEn, it: shogunPlayIt, ru: shogunPlayRu },
  { file: 'src/ui/shogun/rules/i18n.ts', en: shogunRulesEn, it: shogunRulesIt, ru: shogunRulesRu },
  {
    file: 'src/ui/shogun-companion/i18n.ts',
    en: shogunCompanionEn,
    it: shogunCompanionIt,
    ru: shogunCompanionRu,
  },
];

/** A translation or the app's English catalogue: nothing in it counts as a use of a key. */
function isCatalogueOnly(path: string): boolean {
  return /[/-]i18n\.(it|ru)\.ts$/.test(path) || /\/i18n\/(en|it|ru)\.ts$/.test(path);
}

/** The code of a file as far as key uses go: a feature's i18n.ts (or play-i18n.ts) without its English object. */
function codeOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!/[/-]i18n\.ts$/.test(path)) return text;
  return text.replace(/export const \w+En = \{[\s\S]*?\n\}( as const)?;/, '');
}

/** The code of every source file that may use a key (catalogue objects left out). */
export function codeSources(dir: string): string[] {
  return sourceFiles(dir)
    .filter((f) => !isCatalogueOnly(f))
    .map(codeOf);
}

/** Every source file below a folder (TypeScript and TSX). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}
