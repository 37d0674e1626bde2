// The installable app's texts: one name for every language, the description in all three (the
// manifest's localized members), and the page's meta description following the language.

import { describe, expect, it } from 'vitest';
import { APP_DESCRIPTION, describePage } from '../../../src/ui/i18n/app-description';
import { LOCALES } from '../../../src/ui/i18n/catalogue';
import { manifestTexts } from '../../../vite.config';

describe('web manifest and page description', () => {
  it('names the app Kassen in every language and describes it in all three', () => {
    const m = manifestTexts;
    expect(m.name).toBe('Kassen');
    expect(m.short_name).toBe('Kassen');
    expect(m.description).toBe(APP_DESCRIPTION.en);
    expect(m.description_localized).toEqual({ it: APP_DESCRIPTION.it, ru: APP_DESCRIPTION.ru });
    for (const loc of LOCALES) expect(APP_DESCRIPTION[loc].trim().length).toBeGreaterThan(40);
    expect(new Set(LOCALES.map((l) => APP_DESCRIPTION[l])).size).toBe(3);
  });

  it('puts the language’s description in the page', () => {
    const meta = { name: '', content: '' };
    const head = { append: () => undefined };
    const fake = { querySelector: () => meta, createElement: () => meta, head };
    const saved = globalThis.document;
    Object.assign(globalThis, { document: fake });
    try {
      describePage('ru');
      expect(meta.content).toBe(APP_DESCRIPTION.ru);
      describePage('it');
      expect(meta.content).toBe(APP_DESCRIPTION.it);
    } finally {
      Object.assign(globalThis, { document: saved });
    }
  });
});
