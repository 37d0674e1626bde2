// One thing, one name, in every catalogue of a language (session 21 review): the Shogun companion
// is "Assistente per Shogun" in Italian everywhere (the phones' menu said "compagno di Shogun"). And
// a Russian count never stands straight before a genitive plural it may not take: "дают только 3 и 2
// армий" (event card 12) now names the count after a colon.

import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';

function messages(lang: 'it' | 'ru'): [string, string][] {
  return CATALOGUES.flatMap((c) => Object.entries(c[lang] as Record<string, string>));
}

describe('names and counts across the catalogues', () => {
  it('Italian calls the Shogun companion an assistente, never a compagno', () => {
    const companion = messages('it').filter(([, m]) => /Shogun/.test(m) && /compagn|assistent/i.test(m));
    expect(companion.length).toBeGreaterThan(1);
    expect(companion.filter(([, m]) => /compagn/i.test(m))).toEqual([]);
  });

  it('Russian puts no placeholder count and "и" before a genitive plural of armies', () => {
    // "{{ a }} и {{ b }} армий" reads "3 и 2 армий" for event card 12's 3 and 2.
    const bad = messages('ru').filter(([, m]) => /\}\}\s+и\s+\{\{\s*\w+\s*\}\}\s+армий/.test(m));
    expect(bad).toEqual([]);
  });
});
