// The digital decks: playing Command and Dragon cards, drawing, discarding, random losses and
// reshuffles. Seed 003: playing a Command card 839-866; the card list 1965-2087 (Counter-attack
// 2043-2046, First Strike 2047-2051, Shogun 2078-2087); Dragon cards 1907-1962; empty decks 1837-1838.

import { randomInt, shuffle } from '../../engine/rng';
import {
  type CardInstance,
  COMMAND_CARDS,
  type CommandCardId,
  cardDef,
  cardDefId,
  discardRandomCommand,
  dragonCost,
  drawCommand,
  drawDragon,
  emit,
  type GameState,
  gainHonor,
  irreversible,
  noEffects,
  opponent,
  rollDice,
  type Side,
  turnEffects,
} from '../samurai-battles/rules-api';
import type { Deck } from './actions';
import { emitC, type Run } from './run';

/**
 * The card whose instructions apply: Counter-attack copies the opponent's last card with left and
 * right swapped; with nothing to copy it orders nothing (null). The same rule as the engine's
 * orders/plan.ts effectiveCardId, which reads it off a full game state.
 */
export function effectiveCommand(table: GameState, side: Side, defId: CommandCardId): CommandCardId | null {
  const card = cardDef(defId);
  if (card.order.kind !== 'counter-attack') return card.id;
  const last = table.players[opponent(side)].lastCard;
  if (last === null) return null;
  const copied = COMMAND_CARDS[last];
  if (!copied || copied.order.kind === 'counter-attack') return null;
  return copied.mirror;
}

export function isFirstStrike(card: CardInstance): boolean {
  return cardDef(card).order.kind === 'first-strike';
}

/** The active player's card for the turn (its whole-turn effects come from the card it works as). */
export function playCommand(run: Run, side: Side, card: CardInstance): void {
  const t = run.s.table;
  const p = t.players[side];
  p.hand.splice(p.hand.indexOf(card), 1);
  const played = cardDefId(card);
  const effective = effectiveCommand(t, side, played);
  t.turnState.card = card;
  t.turnState.effectiveCard = effective;
  t.turnState.effects = effective ? turnEffects(effective) : noEffects();
  p.lastCard = effective ?? played;
  irreversible(run.ctx);
  emit(run.ctx, {
    type: 'card-played',
    side,
    card,
    ...(effective && effective !== played ? { as: effective } : {}),
  });
  if (effective && cardDef(effective).order.kind === 'shogun') rollShogun(run, side);
}

/** One die per card of the player's command, this one included; honor symbols are kept (2078-2083). */
function rollShogun(run: Run, side: Side): void {
  const faces = rollDice(run.ctx, run.s.table.players[side].handSize);
  emit(run.ctx, { type: 'dice', side, purpose: 'shogun', faces, dice: null });
  const honor = faces.filter((f) => f === 'honor').length;
  const gained = honor > 0 ? gainHonor(run.ctx, side, honor, 'Shogun card') : 0;
  run.s.lastRoll = { kind: 'shogun', side, faces, honorGained: gained };
}

/** The defender's First Strike: discarded at once, replaced first at the end of the turn (2047-2051). */
export function playFirstStrike(run: Run, side: Side, card: CardInstance): void {
  const t = run.s.table;
  const hand = t.players[side].hand;
  hand.splice(hand.indexOf(card), 1);
  t.commandDiscard.push(card);
  t.turnState.firstStrike = side;
  run.s.replacements += 1;
  irreversible(run.ctx);
  emit(run.ctx, { type: 'card-played', side, card });
}

/** Whether `side` may pay for this Dragon card now: one card per player per turn, full cost at once. */
export function mayPlayDragon(table: GameState, side: Side, card: CardInstance): boolean {
  if (!table.options.dragonCards || table.turnState.dragonPlayed[side]) return false;
  return (
    table.players[side].dragonHand.includes(card) && dragonCost(table, card) <= table.players[side].honor
  );
}

/** The cost leaves the reserve and sits on the card until the end of the turn (seed 003:1931-1946). */
export function playDragon(run: Run, side: Side, card: CardInstance): void {
  const t = run.s.table;
  const p = t.players[side];
  const cost = dragonCost(t, card);
  p.dragonHand.splice(p.dragonHand.indexOf(card), 1);
  p.honor -= cost;
  t.dragonInPlay.push({ side, card, tokens: cost });
  t.turnState.dragonPlayed[side] = card;
  irreversible(run.ctx);
  emit(run.ctx, { type: 'dragon-played', side, card, cost });
}

export function deckCards(table: GameState, deck: Deck): number {
  return deck === 'command'
    ? table.commandDeck.length + table.commandDiscard.length
    : table.dragonDeck.length + table.dragonDiscard.length;
}

export function draw(run: Run, side: Side, deck: Deck): void {
  if (deck === 'command') drawCommand(run.ctx, side);
  else drawDragon(run.ctx, side);
}

/** A card of the player's own choosing goes face up onto its discard pile. */
export function discard(run: Run, side: Side, card: CardInstance): void {
  const t = run.s.table;
  const p = t.players[side];
  const deck: Deck = p.hand.includes(card) ? 'command' : 'dragon';
  const from = deck === 'command' ? p.hand : p.dragonHand;
  from.splice(from.indexOf(card), 1);
  (deck === 'command' ? t.commandDiscard : t.dragonDiscard).push(card);
  irreversible(run.ctx);
  emit(run.ctx, { type: 'card-discarded', side, deck, card });
}

export function takeDiscard(run: Run, side: Side, card: CardInstance): void {
  const t = run.s.table;
  const deck: Deck = t.commandDiscard.includes(card) ? 'command' : 'dragon';
  const pile = deck === 'command' ? t.commandDiscard : t.dragonDiscard;
  pile.splice(pile.indexOf(card), 1);
  (deck === 'command' ? t.players[side].hand : t.players[side].dragonHand).push(card);
  emitC(run, { type: 'card-taken', side, deck, card });
}

/** A card lost at random: a lost tent, seppuku, some Dragon cards. */
export function discardRandom(run: Run, side: Side, deck: Deck): void {
  if (deck === 'command') {
    discardRandomCommand(run.ctx, side);
    return;
  }
  const t = run.s.table;
  const hand = t.players[side].dragonHand;
  if (hand.length === 0) return;
  const [card] = hand.splice(randomInt(t.rng, hand.length), 1);
  t.dragonDiscard.push(card!);
  irreversible(run.ctx);
  emit(run.ctx, { type: 'card-discarded', side, deck: 'dragon', card: card!, random: true });
}

/** A rise draws the extra card; a fall loses a card at random (scenario hand-size rules). */
export function changeCommand(run: Run, side: Side, delta: 1 | -1): void {
  const p = run.s.table.players[side];
  p.handSize = Math.max(1, p.handSize + delta);
  if (delta > 0) drawCommand(run.ctx, side);
  else discardRandomCommand(run.ctx, side);
  emitC(run, { type: 'hand-size', side, size: p.handSize });
}

/** The discards go back under the deck and the whole deck is shuffled. */
export function reshuffle(run: Run, deck: Deck): void {
  const t = run.s.table;
  if (deck === 'command') {
    t.commandDeck = shuffle(t.rng, [...t.commandDeck, ...t.commandDiscard]);
    t.commandDiscard = [];
  } else {
    t.dragonDeck = shuffle(t.rng, [...t.dragonDeck, ...t.dragonDiscard]);
    t.dragonDiscard = [];
  }
  irreversible(run.ctx);
  emit(run.ctx, { type: 'reshuffled', deck });
}
