// What one seat may see. Open (seed 001): the board, every player's chests and armies (142), rice and
// score tracks, the tray (93), the year's event cards (224), the face-up action cards (263), the
// special cards and Daimyo spaces, the draft's face-up cards. Hidden: the tower's inside, the event
// deck, the face-down action cards, the draft deck, and every other seat's plan: its cards lie face
// down (303) until its bid is revealed (438) and each action space turns up as its action is done.

import { cloneJson } from '../../engine/clone';
import { filterEvents } from '../../engine/events';
import { secretViewFor } from '../../engine/secret';
import { ACTION_KINDS, type ActionKind, type Seat } from './data/components';
import { actionsTurnedUp } from './flow/progress';
import type { GameEvent, ShogunGame } from './flow/state';
import type { Plan, PlanCard, ShogunState } from './types';

export interface SeatPlanView {
  /** Cards face up so far: the bid once revealed, and the spaces of actions already done. */
  shown: Plan;
  /** Spaces holding a card still face down. */
  hidden: number;
}

export interface ShogunView {
  viewer: Seat | 'spectator';
  side: ShogunState['side'];
  seats: Seat[];
  provinces: ShogunState['provinces'];
  players: ShogunState['players'];
  bank: number;
  peasantSupply: number;
  unrestSupply: number;
  buildingSupply: ShogunState['buildingSupply'];
  tray: ShogunState['tray'];
  towerModel: string;
  year: 1 | 2;
  season: ShogunState['season'];
  eventDeckSize: number;
  openEvents: number[];
  event: number | null;
  /** Action cards in order; null where a card is still face down. */
  actionRow: (ActionKind | null)[];
  specialSpaces: ShogunState['specialSpaces'];
  daimyoSpace: ShogunState['daimyoSpace'];
  specials: ShogunState['specials'];
  turnOrder: Seat[];
  /** While planning: who has committed, and the viewer's own draft. */
  planning: { committed: Seat[]; mine?: Plan } | null;
  /** After the reveal: the viewer's whole plan, and what is face up of the others'. */
  myPlan: Plan | null;
  plans: Partial<Record<Seat, SeatPlanView>>;
  draft: {
    faceUp: string[];
    deckSize: number;
    groups: Partial<Record<Seat, number[]>>;
    /** The card the seat to pick has taken blind and is choosing a group for (public). */
    drawn: string | null;
  } | null;
  outcome: ShogunGame['outcome'];
}

function shownPlan(state: ShogunGame, plan: Plan): SeatPlanView {
  const done = actionsTurnedUp(state);
  const shown: Plan = { spaces: {}, bid: plan.bid };
  let hidden = 0;
  for (const kind of ACTION_KINDS) {
    const card: PlanCard | undefined = plan.spaces[kind];
    if (!card) continue;
    if (done.has(kind)) shown.spaces[kind] = card;
    else hidden += 1;
  }
  return { shown, hidden };
}

export function viewOf(state: ShogunGame, viewer: Seat | 'spectator'): ShogunView {
  const copy = cloneJson(state);
  const plans: Partial<Record<Seat, SeatPlanView>> = {};
  for (const seat of copy.seats) {
    const plan = copy.plans[seat];
    if (plan && seat !== viewer) plans[seat] = shownPlan(copy, plan);
  }
  const box = copy.box ? secretViewFor(copy.box, viewer) : null;
  return {
    viewer,
    side: copy.side,
    seats: copy.seats,
    provinces: copy.provinces,
    players: copy.players,
    bank: copy.bank,
    peasantSupply: copy.peasantSupply,
    unrestSupply: copy.unrestSupply,
    buildingSupply: copy.buildingSupply,
    tray: copy.tray,
    towerModel: copy.tower.model,
    year: copy.year,
    season: copy.season,
    eventDeckSize: copy.eventDeck.length,
    openEvents: copy.openEvents,
    event: copy.event,
    actionRow: copy.actionRow.map((a, i) => (i < copy.actionsShown ? a : null)),
    specialSpaces: copy.specialSpaces,
    daimyoSpace: copy.daimyoSpace,
    specials: copy.specials,
    turnOrder: copy.turnOrder,
    planning: box ? { committed: box.committed, ...(box.mine ? { mine: box.mine } : {}) } : null,
    myPlan: viewer !== 'spectator' ? (copy.plans[viewer] ?? null) : null,
    plans,
    draft: copy.draft
      ? {
          faceUp: copy.draft.faceUp,
          deckSize: copy.draft.deck.length,
          groups: copy.draft.groups,
          drawn: copy.draft.drawn ?? null,
        }
      : null,
    outcome: copy.outcome,
  };
}

export function eventsFor(events: readonly GameEvent[], viewer: Seat | 'spectator'): GameEvent[] {
  return filterEvents(events, viewer);
}
