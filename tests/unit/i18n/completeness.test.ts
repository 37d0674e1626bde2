// Every catalogue is whole in every language, and holds nothing the code does not use. A failure
// names the keys (catalogue file, language, key), so after a merge the missing translations can be
// filled from the list.

import { describe, expect, it } from 'vitest';
import { CATALOGUES, codeSources } from './catalogues';
import { keyUses } from './key-uses';

const PLURAL = /\.(zero|one|two|few|many|other)$/;
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

/** The same {{ names }}; a counted message may name its count where English writes the number. */
function samePlaceholders(key: string, text: string, english: string): boolean {
  const drop = PLURAL.test(key)
    ? (names: string[]) => names.filter((n) => n !== 'count')
    : (n: string[]) => n;
  return drop(placeholders(text)).join() === drop(placeholders(english)).join();
}

describe('message catalogues', () => {
  for (const lang of ['it', 'ru'] as const) {
    it(`${lang}: every English key has a non-empty message with the same placeholders`, () => {
      const problems: string[] = [];
      for (const c of CATALOGUES) {
        for (const [key, english] of Object.entries(c.en)) {
          const text = c[lang][key];
          if (text === undefined || text.trim() === '') {
            problems.push(`${c.file} ${lang} missing: ${key}`);
          } else if (!samePlaceholders(key, text, english ?? '')) {
            problems.push(`${c.file} ${lang} placeholders differ: ${key}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: no key the English catalogue lacks, but the language's own plural forms`, () => {
      const extra: string[] = [];
      for (const c of CATALOGUES) {
        for (const key of Object.keys(c[lang])) {
          if (Object.hasOwn(c.en, key)) continue;
          const base = key.replace(PLURAL, '');
          if (base === key || !Object.hasOwn(c.en, `${base}.other`)) extra.push(`${c.file} ${lang}: ${key}`);
        }
      }
      expect(extra).toEqual([]);
    });
  }

  it('ru: every counted message has the few and many forms Russian needs', () => {
    const missing: string[] = [];
    for (const c of CATALOGUES) {
      for (const key of Object.keys(c.en)) {
        if (!key.endsWith('.other')) continue;
        const base = key.slice(0, -'.other'.length);
        if (!Object.hasOwn(c.en, `${base}.one`)) continue;
        for (const form of ['one', 'few', 'many']) {
          if (!c.ru[`${base}.${form}`]?.trim()) missing.push(`${c.file} ru: ${base}.${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds no key that no code uses', () => {
    const uses = keyUses(codeSources('src'));
    const unused = CATALOGUES.flatMap((c) =>
      Object.keys(c.en)
        .filter((key) => !uses.used(key))
        .map((key) => `${c.file}: ${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('the unused-key scan can fail: a key no code names is reported', () => {
    const uses = keyUses([`t('home.menu'); t(\`point.\${name}\`); tn('count.blocks', 2);`]);
    expect(uses.used('home.menu')).toBe(true);
    expect(uses.used('point.battle')).toBe(true);
    expect(uses.used('count.blocks.few')).toBe(true);
    expect(uses.used('home.tagline')).toBe(false);
  });
});
