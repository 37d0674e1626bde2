// The Dragon card house rules of this device (settings.dragonRules) for a new game. The table is
// edited against the GMT 2021 deck; a game takes only the cards the players changed, so every other
// card keeps the default of the game's own edition (the Zvezda 2012 deck has 38 cards, not 40).

import { DRAGON_CARDS } from '../games/samurai-battles/data/dragonCards';
import type { GameOptions } from '../games/samurai-battles/types';
import type { DragonHouseRules } from './settings';

type Table = Pick<GameOptions, 'dragonCosts' | 'dragonCopies'>;

/** The entries of a house-rules table that differ from the GMT 2021 defaults (nothing when unset). */
export function houseRuleChanges(rules: DragonHouseRules | null): Partial<Table> {
  if (!rules) return {};
  const dragonCosts: Record<string, number> = {};
  const dragonCopies: Record<string, number> = {};
  for (const [id, cost] of Object.entries(rules.dragonCosts)) {
    if (cost !== DRAGON_CARDS[id]?.cost) dragonCosts[id] = cost;
  }
  for (const [id, copies] of Object.entries(rules.dragonCopies)) {
    if (copies !== DRAGON_CARDS[id]?.copies) dragonCopies[id] = copies;
  }
  return { dragonCosts, dragonCopies };
}
