// Event cards (224-226, 426-434, 516, 740-818).

import { randomInt, shuffle } from '../../../engine/rng';
import { EVENT_CARDS, EVENTS_PER_YEAR, type EventCard, type EventEffect } from '../data/components';
import type { ShogunState } from '../types';

export function eventCard(id: number): EventCard {
  const card = EVENT_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`no event card ${id}`);
  return card;
}

/** The effect of this season's event, or null (winter, or before the draw). */
export function currentEffect(state: ShogunState): EventEffect | null {
  return state.event === null ? null : eventCard(state.event).effect;
}

/** The event deck at the start of the game: all twelve shuffled (224). */
export function shuffledEvents(state: ShogunState): number[] {
  return shuffle(
    state.rng,
    EVENT_CARDS.map((c) => c.id),
  );
}

/** Turns up the year's four cards from the deck (224, 516; Shogun decision 14). */
export function revealYearEvents(state: ShogunState): void {
  state.openEvents = state.eventDeck.splice(0, EVENTS_PER_YEAR);
}

/** Draws the season's event at random among the revealed cards still open (428). */
export function drawSeasonEvent(state: ShogunState): number {
  const id = state.openEvents[randomInt(state.rng, state.openEvents.length)]!;
  state.openEvents = state.openEvents.filter((e) => e !== id);
  state.event = id;
  return id;
}

/** The winter rice loss: the year's card left over (488). */
export function winterLoss(state: ShogunState): number {
  const last = state.openEvents[0];
  return last === undefined ? 0 : eventCard(last).winterLoss;
}
