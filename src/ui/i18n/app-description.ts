// What Kassen is, in one sentence per language: the web manifest's description (vite.config.ts) and
// the page's meta description, which follows the language setting (language.ts). The manifest can
// hold only one name per app in today's browsers, so the name stays "Kassen" in every language; the
// translations go in `description_localized` (the manifest's localized members, which no browser
// reads yet) and in the page, which every browser and search engine reads.

import type { Locale } from './catalogue';

export const APP_DESCRIPTION: Readonly<Record<Locale, string>> = {
  en: 'Samurai battles from the Commands & Colors game: pass and play on a tablet, play on two phones, or keep the physical game company. Works offline.',
  it: 'Le battaglie samurai del gioco Commands & Colors: passa il tablet di mano in mano, gioca su due telefoni o accompagna il gioco da tavolo. Funziona senza rete.',
  ru: 'Самурайские сражения из игры Commands & Colors: передавайте планшет друг другу, играйте на двух телефонах или помогайте себе за настольной игрой. Работает без сети.',
};

/** The page's meta description in the language on screen (what a shared link or a search shows). */
export function describePage(loc: Locale): void {
  if (typeof document === 'undefined') return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = APP_DESCRIPTION[loc];
}
