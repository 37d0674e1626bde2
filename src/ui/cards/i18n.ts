// Card names and texts in the player's language. The English names and summaries stay in the rules'
// data tables (the game modules are language-free); this catalogue is built from them and keyed by
// card id (`card.<id>.name`, `card.<id>.text`, and `card.<id>.text.<edition>` where an edition's
// card reads differently), so Italian and Russian give their own words and a new card shows in English.

import { COMMAND_CARDS } from '../../games/samurai-battles/data/commandCards';
import { DRAGON_CARDS } from '../../games/samurai-battles/data/dragonCards';
import type { Edition } from '../../games/samurai-battles/types';
import { defineCatalogue } from '../i18n/catalogue';

export type CardKey = `card.${string}.name` | `card.${string}.text` | `card.${string}.text.${Edition}`;

const DEFINITIONS = [...Object.entries(COMMAND_CARDS), ...Object.entries(DRAGON_CARDS)];

export const cardsEn: Record<CardKey, string> = Object.fromEntries(
  DEFINITIONS.flatMap(([id, d]) => [
    [`card.${id}.name`, d.name],
    [`card.${id}.text`, d.text],
    ...Object.entries(('editionText' in d && d.editionText) || {}).map(([edition, text]) => [
      `card.${id}.text.${edition}`,
      text,
    ]),
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

/**
 * A card definition's text in the current language as players of `edition` read it (that edition's
 * own text where its card differs, else the common one); `fallback` for a card the table lacks.
 */
export function cardTextOf(definitionId: string, edition: Edition, fallback: string): string {
  const own: CardKey = `card.${definitionId}.text.${edition}`;
  if (cards.has(own)) return cards.t(own);
  const common: CardKey = `card.${definitionId}.text`;
  return cards.has(common) ? cards.t(common) : fallback;
}
