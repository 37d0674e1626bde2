// The Dragon card house-rules table: what each card costs and how many copies are dealt. No source
// gives the printed costs (docs/rules-decisions.md A.17, G), so every cost is provisional and players
// may change costs and copies in the settings. The table is stored in GameOptions (dragonCosts,
// dragonCopies): applied when a game is set up and recorded in its save.
// Defaults depend on the edition (data/dragonCards.ts: the Zvezda deck has 38 cards), so a table is
// read against the edition of its game; a bare table is GMT 2021 unless an edition is given.

import {
  DRAGON_CARD_IDS,
  DRAGON_CARDS,
  defaultDragonCopiesOf,
  defaultDragonCostOf,
  dragonDef,
} from '../data/dragonCards';
import type { CardInstance, DragonCardId, Edition, GameOptions } from '../types';

export const MAX_DRAGON_COST = 9;
export const MAX_DRAGON_COPIES = 4;

type Table = Pick<GameOptions, 'dragonCosts' | 'dragonCopies'>;
/** A game state, a seat's view (both carry the options and the edition), or the options themselves. */
type Source = { options: Table; edition?: Edition } | Table;

function tableOf(src: Source): Table {
  return 'options' in src ? src.options : src;
}

function editionOf(src: Source | undefined): Edition {
  return src && 'options' in src && src.edition ? src.edition : 'gmt2021';
}

/** What a card (instance or definition id) costs in this game or under these options. */
export function dragonCardCost(src: Source, card: CardInstance | DragonCardId): number {
  const def = dragonDef(card);
  return tableOf(src).dragonCosts[def.id] ?? defaultDragonCostOf(def.id, editionOf(src));
}

/**
 * What the card of definition `id` costs in this game: dragonCardCost without finding the definition
 * again, for a caller that keeps it (the Dragon card listing at every window).
 */
export function dragonCostOfId(src: { options: Table; edition?: Edition }, id: DragonCardId): number {
  return src.options.dragonCosts[id] ?? defaultDragonCostOf(id, src.edition || 'gmt2021');
}

/** Copies of a definition dealt in this game or under these options. */
export function dragonCardCopies(src: Source, id: DragonCardId): number {
  return tableOf(src).dragonCopies[id] ?? defaultDragonCopiesOf(id, editionOf(src));
}

/** A card the engine can play: it has a text, hence windows (Victor and Wild Winds have none). */
export function isDealable(id: DragonCardId): boolean {
  return (DRAGON_CARDS[id]?.windows.length ?? 0) > 0;
}

export interface DragonHouseRuleRow {
  id: DragonCardId;
  name: string;
  /** Our short text (the UI may append the cost). */
  text: string;
  cost: number;
  copies: number;
  defaultCost: number;
  defaultCopies: number;
  /** Every cost is a guess by the card's power (no source prints them). */
  provisional: true;
  /** False for the titles with no text in the rulebook: always 0 copies. */
  dealable: boolean;
}

/**
 * The table for the settings screen, in deck order, with the values of `src` (defaults if omitted)
 * and the defaults of `edition` (the game's own when `src` is a game or a view; else GMT 2021).
 */
export function dragonHouseRules(src?: Source, edition: Edition = editionOf(src)): DragonHouseRuleRow[] {
  return DRAGON_CARD_IDS.map((id) => {
    const d = DRAGON_CARDS[id]!;
    const defaultCost = defaultDragonCostOf(id, edition);
    const defaultCopies = defaultDragonCopiesOf(id, edition);
    const table = src ? tableOf(src) : undefined;
    return {
      id,
      name: d.name,
      text: d.text,
      cost: table?.dragonCosts[id] ?? defaultCost,
      copies: table?.dragonCopies[id] ?? defaultCopies,
      defaultCost,
      defaultCopies,
      provisional: true,
      dealable: isDealable(id),
    };
  });
}

function clampInt(v: unknown, lo: number, hi: number, fallback: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return fallback;
  return Math.max(lo, Math.min(hi, Math.round(v)));
}

/**
 * A complete, valid table from whatever the settings hold (unknown ids dropped, numbers clamped,
 * missing ones defaulted, title-only cards at 0 copies). The deck it deals has sum(copies) cards,
 * which is what the card-conservation invariant counts from setup on.
 */
export function sanitizeDragonHouseRules(
  input: {
    dragonCosts?: Record<string, unknown>;
    dragonCopies?: Record<string, unknown>;
  },
  edition: Edition = 'gmt2021',
): Table {
  const dragonCosts: Record<DragonCardId, number> = {};
  const dragonCopies: Record<DragonCardId, number> = {};
  for (const id of DRAGON_CARD_IDS) {
    dragonCosts[id] = clampInt(input.dragonCosts?.[id], 0, MAX_DRAGON_COST, defaultDragonCostOf(id, edition));
    dragonCopies[id] = isDealable(id)
      ? clampInt(input.dragonCopies?.[id], 0, MAX_DRAGON_COPIES, defaultDragonCopiesOf(id, edition))
      : 0;
  }
  return { dragonCosts, dragonCopies };
}

/** Cards in a deck built with these copies (definitions not named keep the default of `edition`). */
export function dragonDeckSize(copies: Record<DragonCardId, number>, edition: Edition = 'gmt2021'): number {
  // Counted the way data/dragonCards.ts buildDragonDeck deals them.
  return DRAGON_CARD_IDS.reduce((n, id) => {
    const c = copies[id] ?? defaultDragonCopiesOf(id, edition);
    return n + (Number.isFinite(c) ? Math.max(0, Math.floor(c)) : 0);
  }, 0);
}
