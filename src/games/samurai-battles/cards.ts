// Card look-ups the flow needs, in one place: definitions by instance, the effective card of a
// Counter-attack, and which cards may be played as the turn's Command card.

import { COMMAND_CARDS, cardDefId, cardDef as commandCardOf } from './data/commandCards';
import { dragonDef } from './data/dragonCards';
import { effectiveCardId } from './orders/plan';
import type { CardInstance, CommandCardId, GameState, Side } from './types';

export const cardDef = commandCardOf;
export const dragonCardDef = dragonDef;
export const commandDefIdOf = cardDefId;

export function commandCardDef(id: CommandCardId) {
  const def = COMMAND_CARDS[id];
  if (!def) throw new Error(`unknown Command card ${id}`);
  return def;
}

/** The card whose instructions apply this turn (Counter-attack copies; null = it orders nothing). */
export function commandDefOf(state: GameState, side: Side, defId: CommandCardId): CommandCardId {
  return effectiveCardId(state, side, defId) ?? defId;
}

/**
 * First Strike is a reaction and is not played as the turn's card. If a hand holds nothing else
 * playable, any card may be played and orders nothing (rules-decisions: "A hand of reactions").
 */
export function isPlayableAsCommand(state: GameState, side: Side, card: CardInstance): boolean {
  const hand = state.players[side].hand;
  if (hasNormalCard(hand)) return !commandCardOf(card).reaction;
  return hand.includes(card);
}

/** Whether a hand holds a card that is not a reaction (then only those may be the turn's card). */
export function hasNormalCard(hand: readonly CardInstance[]): boolean {
  for (let i = 0; i < hand.length; i++) if (!commandCardOf(hand[i]!).reaction) return true;
  return false;
}
