// The language machinery shared by every message catalogue. English catalogues are bundled with the
// code that uses them; Italian and Russian ones are separate chunks, imported only when that language
// is on (the service worker precaches every chunk, so they work offline too). A switch of language
// loads every registered catalogue first, then flips the locale signal: the screen never shows half
// a language, and nothing else (the game in progress) is touched.

import { resolveTemplate, translator } from '@solid-primitives/i18n';
import { createSignal } from 'solid-js';
import { describePage } from './app-description';

export type Locale = 'en' | 'it' | 'ru';
export const LOCALES: readonly Locale[] = ['en', 'it', 'ru'];
export type Args = Record<string, string | number>;

/** Plural forms a language may add beyond the English `.one` / `.other` (Russian `.few`, `.many`). */
type PluralForm = `${string}.${'zero' | 'two' | 'few' | 'many'}`;

/**
 * A translation of an English catalogue. Partial at compile time so a branch that adds English keys
 * still builds (the missing ones show in English); tests/unit/i18n/completeness.test.ts names them.
 */
export type Translation<K extends string> = Partial<Record<K, string>> & { [form: PluralForm]: string };

type Dict = Record<string, string>;
type Loader = () => Promise<Dict>;

const [locale, setLocaleSignal] = createSignal<Locale>('en');

export { locale };

// Bumped whenever a translation arrives: text written before it may have been English stand-ins.
const [arrivals, setArrivals] = createSignal(0);

/**
 * Changes when the language changes or a catalogue's translation arrives, so text kept once
 * written (the game's log lines) knows to be written again. Reactive, like `locale`.
 */
export function textsVersion(): string {
  return `${locale()}#${arrivals()}`;
}

const loadersForSwitch: Array<(loc: Locale) => Promise<void>> = [];

export interface Catalogue<K extends string> {
  /** The message for a key in the current language (English where a translation lacks it). */
  t(key: K, args?: Args): string;
  /** True when the English catalogue has this (computed) key. */
  has(key: string): key is K;
  /** A counted message: `${base}.${form}` by the language's plural rules, then `.other`. */
  tn(base: string, count: number, args?: Args): string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralForm(loc: Locale, count: number): string {
  let rules = pluralRules.get(loc);
  if (!rules) {
    rules = new Intl.PluralRules(loc);
    pluralRules.set(loc, rules);
  }
  return rules.select(count);
}

/** Registers a catalogue: English at hand, the other languages fetched when first needed. */
export function defineCatalogue<K extends string>(
  en: Record<K, string>,
  loaders: Record<Exclude<Locale, 'en'>, () => Promise<Translation<K>>>,
): Catalogue<K> {
  const [loaded, setLoaded] = createSignal<Partial<Record<Locale, Dict>>>({ en });
  const load = async (loc: Locale): Promise<void> => {
    if (loaded()[loc]) return;
    const dict = (await (loaders as Record<string, Loader>)[loc]?.()) ?? en;
    setLoaded((prev) => ({ ...prev, [loc]: dict }));
    setArrivals((n) => n + 1);
  };
  loadersForSwitch.push(load);
  // A screen's chunk that arrives after the switch fetches its own translation (English meanwhile).
  if (locale() !== 'en') void load(locale()).catch(() => undefined);
  const own = translator(() => loaded()[locale()] ?? en, resolveTemplate);
  const english = translator(() => en as Dict, resolveTemplate);
  const inLocale = (key: string): boolean => Object.hasOwn(loaded()[locale()] ?? en, key);
  const t = (key: K, args?: Args): string => {
    const text = own(key, args) as string | undefined;
    return text === undefined || text === '' ? (english(key, args) as string) : text;
  };
  const has = (key: string): key is K => Object.hasOwn(en, key);
  const tn = (base: string, count: number, args?: Args): string => {
    const all = { ...args, count };
    const key = `${base}.${pluralForm(locale(), count)}`;
    if (has(key) || inLocale(key)) return t(key as K, all);
    const other = `${base}.other`;
    return has(other) ? t(other as K, all) : base;
  };
  return { t, has, tn };
}

/**
 * Registers translated data that is no flat catalogue (the battle notes, keyed by scenario): the
 * English stays where it is (the data itself), the other languages load with a switch like every
 * catalogue. The accessor gives the current language's data, or undefined in English or until loaded.
 */
export function defineTranslatedData<T>(
  loaders: Record<Exclude<Locale, 'en'>, () => Promise<T>>,
): () => T | undefined {
  const [loaded, setLoaded] = createSignal<Partial<Record<Locale, T>>>({});
  const load = async (loc: Locale): Promise<void> => {
    if (loc === 'en' || loaded()[loc]) return;
    const data = await loaders[loc]();
    setLoaded((prev) => ({ ...prev, [loc]: data }));
    setArrivals((n) => n + 1);
  };
  loadersForSwitch.push(load);
  if (locale() !== 'en') void load(locale()).catch(() => undefined);
  return () => loaded()[locale()];
}

/** Loads every registered catalogue in this language, then turns the language on. */
export async function switchLocale(loc: Locale): Promise<void> {
  await Promise.all(loadersForSwitch.map((load) => load(loc)));
  setLocaleSignal(loc);
  if (typeof document !== 'undefined') document.documentElement.lang = loc;
  describePage(loc);
}

/** The first of the device's languages that Kassen speaks, else English. */
export function deviceLocale(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return 'en';
}
