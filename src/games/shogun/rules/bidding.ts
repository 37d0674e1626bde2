// Plans, bids and the turn order (301-381, 436-456).

import { shuffle } from '../../../engine/rng';
import { provincesOf } from '../board';
import { ACTION_KINDS, CHEST_CARDS, type Seat, SPECIAL_CARDS } from '../data/components';
import { playerOf } from '../players';
import type { Plan, PlanCard, ShogunState } from '../types';

/** The eleven spaces of a planning board: ten actions and the bid (381). */
export const PLAN_SPACES = 11;

export function emptyPlan(): Plan {
  return { spaces: {}, bid: null };
}

export function planCards(plan: Plan): PlanCard[] {
  const cards = ACTION_KINDS.map((k) => plan.spaces[k]).filter((c): c is PlanCard => c !== undefined);
  return plan.bid ? [...cards, plan.bid] : cards;
}

function cardKey(card: PlanCard): string {
  return 'province' in card ? `p:${card.province}` : `c:${card.chest}`;
}

/**
 * Why a plan may not be committed, or null. Every card is the player's own and used once; every space
 * holds a card while cards last (381, 333); a chest bid is one the player can pay (Shogun decision 8).
 */
export function planProblem(state: ShogunState, seat: Seat, plan: Plan): string | null {
  const owned = provincesOf(state, seat);
  const cards = planCards(plan);
  const seen = new Set<string>();
  for (const card of cards) {
    if ('province' in card && !owned.includes(card.province)) return `${card.province} is not yours`;
    if ('chest' in card && !CHEST_CARDS.includes(card.chest)) return `there is no ${card.chest}-chest card`;
    if (seen.has(cardKey(card))) return 'a card is used twice';
    seen.add(cardKey(card));
  }
  if (cards.length < Math.min(PLAN_SPACES, owned.length + CHEST_CARDS.length)) return 'a space is empty';
  if (plan.bid && 'chest' in plan.bid && plan.bid.chest > playerOf(state, seat).chests)
    return 'the bid is more than your chests';
  return null;
}

/** Bid strength: 4 > 3 > 2 > 1 > a province card > 0 > nothing (440-442). */
export function bidRank(bid: PlanCard | null): number {
  if (!bid) return 0;
  if ('province' in bid) return 2;
  return bid.chest === 0 ? 1 : bid.chest + 2;
}

/**
 * The order in which seats choose a turn-order space: strongest bid first, equal bids (every province
 * card counts as the same card, Shogun decision 7) in the order of their shuffled Daimyo cards (444).
 */
export function choosingOrder(state: ShogunState): Seat[] {
  const shuffled = shuffle(state.rng, [...state.seats]);
  const rank = (s: Seat) => bidRank(state.plans[s]?.bid ?? null);
  return shuffled.sort((a, b) => rank(b) - rank(a));
}

/** Reveals and pays the bids; a province card costs nothing (438). */
export function payBids(state: ShogunState): void {
  for (const seat of state.seats) {
    const bid = state.plans[seat]?.bid;
    if (bid && 'chest' in bid) {
      playerOf(state, seat).chests -= bid.chest;
      state.bank += bid.chest;
    }
  }
}

/** Shuffles the special cards on to the five turn-order spaces (269-271). */
export function layOutSpecials(state: ShogunState): void {
  state.specialSpaces = shuffle(state.rng, [...SPECIAL_CARDS]);
  state.daimyoSpace = {};
  state.specials = {};
}

/** A seat swaps its Daimyo card for the special card on a free space (440). */
export function chooseSpace(state: ShogunState, seat: Seat, space: number): void {
  const card = state.specialSpaces[space];
  if (!card) throw new Error(`space ${space + 1} is taken`);
  state.specialSpaces[space] = null;
  state.specials[seat] = card;
  state.daimyoSpace[seat] = space;
  // Empty spaces are skipped (446).
  state.turnOrder = state.seats
    .filter((s) => state.daimyoSpace[s] !== undefined)
    .sort((a, b) => state.daimyoSpace[a]! - state.daimyoSpace[b]!);
}
