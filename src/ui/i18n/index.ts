// The message catalogue and its translator (@solid-primitives/i18n over a flat dictionary).
// English is the source catalogue; other locales are typed against its keys so a missing message
// is a compile error. Plurals go through Intl.PluralRules: a key `x` with forms `x.one`, `x.other`
// (and `x.few`, `x.many` where a language needs them, e.g. Russian) is chosen by count.

import { resolveTemplate, translator } from '@solid-primitives/i18n';
import { createSignal } from 'solid-js';
import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };
export type Locale = 'en';
export type Args = Record<string, string | number>;

const catalogues: Record<Locale, Messages> = { en };

const [locale, setLocale] = createSignal<Locale>('en');

export { locale, setLocale };

const translate = translator(() => catalogues[locale()], resolveTemplate);

/** The message for a key, with {{ name }} placeholders filled from args. */
export function t(key: MessageKey, args?: Args): string {
  return translate(key, args);
}

/** True when the catalogue has this (computed) key. */
export function hasKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues[locale()], key);
}

/** A computed key (e.g. `point.${name}`), or the fallback key when the catalogue lacks it. */
export function tKey(key: string, fallback: MessageKey, args?: Args): string {
  return hasKey(key) ? t(key, args) : t(fallback, { ...args, key });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A counted message: picks `${base}.${form}` by the locale's plural rules, then `.other`. */
export function tn(base: string, count: number, args?: Args): string {
  const loc = locale();
  let rules = pluralRules.get(loc);
  if (!rules) {
    rules = new Intl.PluralRules(loc);
    pluralRules.set(loc, rules);
  }
  const form = rules.select(count);
  const all = { ...args, count };
  const key = `${base}.${form}`;
  if (hasKey(key)) return t(key, all);
  const other = `${base}.other`;
  return hasKey(other) ? t(other, all) : base;
}
