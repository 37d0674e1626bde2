// A state one seat cannot tell from the real one (the AI contract, src/engine/game.ts): the cards it
// has not seen (the opponent's hands and both decks) are dealt anew, and the dice generator is
// re-seeded, so a search on it learns neither the real hidden cards nor the real future dice.
//
// What a seat has seen: its own hands, both discard piles, the cards in play, and the opponent's hand
// sizes. The unseen cards of a kind are the opponent's hand plus the deck; they are sorted before the
// shuffle, so two states the seat cannot tell apart give the same result for the same `rng`.

import { nextUint32, type RngState, shuffle } from '../../engine/rng';
import { cloneState } from './clone';
import { type CardInstance, type GameState, opponent, type Side } from './types';

/** Cards of the opponent's hand that the seat saw go into it (the pair drawn by an Order One card). */
function seenInHand(state: GameState, other: Side): Set<CardInstance> {
  const seen = new Set<CardInstance>();
  for (const f of state.stack)
    if (f.kind === 'keep-card' && f.side === other) for (const c of f.drawn) seen.add(c);
  return seen;
}

/** The unseen cards of one kind: the hand's slots they fill and their sorted pool (the deck after them). */
interface Unseen {
  slots: number[];
  pool: CardInstance[];
}

function unseenOf(hand: CardInstance[], deck: CardInstance[], keep: Set<CardInstance>): Unseen {
  const slots: number[] = [];
  const pool: CardInstance[] = [];
  hand.forEach((c, i) => {
    if (!keep.has(c)) {
      slots.push(i);
      pool.push(c);
    }
  });
  pool.push(...deck);
  pool.sort();
  return { slots, pool };
}

/** Re-deals the unseen cards into the hand's slots and the deck; hand slots and sizes are kept. */
function redeal(rng: RngState, unseen: Unseen, hand: CardInstance[], deck: CardInstance[]): void {
  const pool = unseen.pool.slice();
  shuffle(rng, pool);
  for (const i of unseen.slots) hand[i] = pool.pop()!;
  deck.splice(0, deck.length, ...pool);
}

/**
 * Deals of `state` for `seat`, one per generator: `dealerOf(state, seat)(rng)` is
 * `determinizeBattle(state, seat, rng)`. What every deal shares (which cards are unseen, sorted) is
 * worked out once, for a search that deals many times from one position; `state` must not change
 * while the dealer is used.
 */
export function dealerOf(state: GameState, seat: Side): (rng: RngState) => GameState {
  const other = opponent(seat);
  const keep = seenInHand(state, other);
  const p = state.players[other];
  const drawnAt = state.turnState.dragonDrawn ? p.dragonHand.indexOf(state.turnState.dragonDrawn) : -1;
  const withCardAt = state.turnState.dragonDrawnWithCard
    ? p.dragonHand.indexOf(state.turnState.dragonDrawnWithCard)
    : -1;
  const command = unseenOf(p.hand, state.commandDeck, keep);
  const dragon = unseenOf(p.dragonHand, state.dragonDeck, keep);
  return (rng) => {
    // The play copy (clone.ts): what is changed below (hands, decks, the turn's drawn card, the dice
    // generator) is copied by it; what it shares is fixed since setup. A search deals one of these
    // per playout, and a deep copy of the whole history cost it about 5% of its time.
    const s = cloneState(state);
    const q = s.players[other];
    redeal(rng, command, q.hand, s.commandDeck);
    redeal(rng, dragon, q.dragonHand, s.dragonDeck);
    // The card the opponent just drew (he may not discard it this turn) stays the one in its slot.
    if (drawnAt >= 0) s.turnState.dragonDrawn = q.dragonHand[drawnAt]!;
    if (withCardAt >= 0) s.turnState.dragonDrawnWithCard = q.dragonHand[withCardAt]!;
    s.rng = { s: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1] };
    return s;
  };
}

export function determinizeBattle(state: GameState, seat: Side, rng: RngState): GameState {
  return dealerOf(state, seat)(rng);
}
