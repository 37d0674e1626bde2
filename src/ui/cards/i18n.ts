// Card names in the player's language. The English names stay in the rules' data tables (the game
// modules are language-free); this catalogue is built from them and keyed by card id
// (`card.<id>.name`), so Italian and Russian give their own names and a new card shows in English.

import { COMMAND_CARDS } from '../../games/samurai-battles/data/commandCards';
import { DRAGON_CARDS } from '../../games/samurai-battles/data/dragonCards';
import { defineCatalogue } from '../i18n/catalogue';

export type CardKey = `card.${string}.name`;

export const cardsEn: Record<CardKey, string> = Object.fromEntries(
  [...Object.entries(COMMAND_CARDS), ...Object.entries(DRAGON_CARDS)].map(([id, d]) => [
    `card.${id}.name`,
    d.name,
  ]),
);

const cards = defineCatalogue(cardsEn, {
  it: () => import('./i18n.it').then((m) => m.cardsIt),
  ru: () => import('./i18n.ru').then((m) => m.cardsRu),
});

/** A card definition's name in the current language; `fallback` for a card the table lacks. */
export function cardNameOf(definitionId: string, fallback: string): string {
  const key: CardKey = `card.${definitionId}.name`;
  return cards.has(key) ? cards.t(key) : fallback;
}
