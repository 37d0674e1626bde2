// The app's message catalogue and its translator (@solid-primitives/i18n over a flat dictionary, see
// catalogue.ts). English is the source catalogue; it.ts and ru.ts translate it and load on demand.
// Plurals go through Intl.PluralRules: a key `x` with forms `x.one`, `x.other` (and `x.few`,
// `x.many` where a language needs them, e.g. Russian) is chosen by count.

import { type Args, defineCatalogue } from './catalogue';
import { en, type MessageKey, type Messages } from './en';

export type { Args, Locale } from './catalogue';
export { deviceLocale, LOCALES, locale, switchLocale, textsVersion } from './catalogue';
export type { MessageKey, Messages };

const app = defineCatalogue(en, {
  it: () => import('./it').then((m) => m.it),
  ru: () => import('./ru').then((m) => m.ru),
});

/** The message for a key, with {{ name }} placeholders filled from args. */
export const t = app.t;

/** True when the catalogue has this (computed) key. */
export const hasKey = app.has;

/** A computed key (e.g. `point.${name}`), or the fallback key when the catalogue lacks it. */
export function tKey(key: string, fallback: MessageKey, args?: Args): string {
  return hasKey(key) ? t(key, args) : t(fallback, { ...args, key });
}

/** A counted message: picks `${base}.${form}` by the locale's plural rules, then `.other`. */
export const tn = app.tn;
