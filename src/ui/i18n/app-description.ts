// What Kassen is, in one sentence per language: the web manifest's description (vite.config.ts) and
// the page's meta description, which follows the language setting (language.ts). The manifest can
// hold only one name per app in today's browsers, so the name stays "Kassen" in every language; the
// translations go in `description_localized` (the manifest's localized members, which no browser
// reads yet) and in the page, which every browser and search engine reads.

import type { Locale } from './catalogue';

export const APP_DESCRIPTION: Readonly<Record<Locale, string>> = {
  en: 'Commands & Colors: Samurai Battles and Shogun, two board games of feudal Japan: pass a tablet around, play on phones at the table, or use it beside your own board. Works offline.',
  it: 'Commands & Colors: Samurai Battles e Shogun, due giochi da tavolo del Giappone feudale: passa il tablet di mano in mano, gioca sui telefoni attorno al tavolo o usalo accanto alla tua mappa. Funziona senza rete.',
  ru: 'Commands & Colors: «Битвы самураев» и «Сёгун», две настольные игры о феодальной Японии: передавайте планшет друг другу, играйте на телефонах за столом или пользуйтесь приложением рядом со своей доской. Работает без сети.',
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
