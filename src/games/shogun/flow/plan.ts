// Listing and applying the small edits a seat makes to its secret plan: lay a card on a space, clear a
// space, commit, withdraw. Small enumerable actions let random play and search list them.

import { provincesOf } from '../board';
import { ACTION_KINDS, CHEST_CARDS, type Seat } from '../data/components';
import { playerOf } from '../players';
import { planCards, planProblem } from '../rules/bidding';
import type { Plan, PlanCard } from '../types';
import type { Action, PlanSpace, ShogunGame } from './state';

export const PLAN_SPACE_LIST: readonly PlanSpace[] = [...ACTION_KINDS, 'bid'];

export function cardAt(plan: Plan, space: PlanSpace): PlanCard | undefined {
  return space === 'bid' ? (plan.bid ?? undefined) : plan.spaces[space];
}

export function setCard(plan: Plan, space: PlanSpace, card: PlanCard | undefined): void {
  if (space === 'bid') plan.bid = card ?? null;
  else if (card) plan.spaces[space] = card;
  else delete plan.spaces[space];
}

function sameCard(a: PlanCard, b: PlanCard): boolean {
  return 'province' in a ? 'province' in b && a.province === b.province : 'chest' in b && a.chest === b.chest;
}

/** The seat's cards not yet on its board. */
export function freeCards(state: ShogunGame, seat: Seat, plan: Plan): PlanCard[] {
  const used = planCards(plan);
  const all: PlanCard[] = [
    ...provincesOf(state, seat).map((province) => ({ province })),
    ...CHEST_CARDS.map((chest) => ({ chest })),
  ];
  return all.filter((c) => !used.some((u) => sameCard(u, c)));
}

/** Every edit open to a seat still planning. */
export function planActions(state: ShogunGame, seat: Seat, plan: Plan): Action[] {
  const actions: Action[] = [];
  const free = freeCards(state, seat, plan);
  const chests = playerOf(state, seat).chests;
  for (const space of PLAN_SPACE_LIST) {
    if (cardAt(plan, space)) {
      actions.push({ type: 'clear', space });
      continue;
    }
    for (const card of free) {
      // A chest bid must be payable (Shogun decision 8).
      if (space === 'bid' && 'chest' in card && card.chest > chests) continue;
      actions.push({ type: 'lay', space, card });
    }
  }
  if (planProblem(state, seat, plan) === null) actions.push({ type: 'commit' });
  return actions;
}
