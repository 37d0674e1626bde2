// What each Command card the player may play now could order, before it is played (issue 26:
// reading a card shows its units on the board). Counted by the code that builds the order plan
// when the card is played (orders/plan.ts, legalOrderChoices), without the Dragon cards that may
// still change it (those are played after the card: seed 003:5104-5108).

import { withOccupancyIndex } from '../board/occupancy';
import { cardDef } from '../data/commandCards';
import { effectiveCardId, legalOrderChoices, startOrders } from '../orders';
import { choiceHex } from '../orders/pieces';
import type { CardInstance, GameState, HexKey, Section } from '../types';
import type { Prompt } from './machine';

export interface CardReach {
  /** The hexes of the pieces the card could give its first order to. */
  hexes: HexKey[];
  /** The sections a section card names (the player's left, center, right); empty for other cards. */
  sections: Section[];
}

/** For the command step's playable cards (Shogun aside): the pieces each could order; null at any other step. */
export function cardReach(state: GameState, prompt: Prompt): Record<CardInstance, CardReach> | null {
  if (prompt.point !== 'command') return null;
  // In the board's read scope (the view's, or one of its own): the cards share the candidates kept
  // with the board (orders/listing.ts) and read what stands where by hex number.
  return withOccupancyIndex(state, () => reachOfCards(state, prompt));
}

function reachOfCards(state: GameState, prompt: Prompt): Record<CardInstance, CardReach> {
  const side = prompt.seat;
  const out: Record<CardInstance, CardReach> = {};
  for (const a of prompt.actions) {
    if (a.type !== 'play-card') continue;
    // Shogun orders by the dice rolled when it is played (seed 003:2078-2083): nothing to show before.
    const effective = effectiveCardId(state, side, cardDef(a.card).id);
    if (effective && cardDef(effective).order.kind === 'shogun') continue;
    const plan = startOrders(state, side, cardDef(a.card).id);
    const hexes = new Set<HexKey>();
    for (const c of legalOrderChoices(state, side, plan, [])) {
      const hex = choiceHex(state, c);
      if (hex) hexes.add(hex);
    }
    const order = plan.effective ? cardDef(plan.effective).order : null;
    const sections =
      order?.kind === 'sections'
        ? (['left', 'center', 'right'] as const).filter((s) => order.counts[s] !== undefined)
        : [];
    out[a.card] = { hexes: [...hexes], sections };
  }
  return out;
}
