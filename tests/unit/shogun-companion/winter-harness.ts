// Builds a Shogun companion game up to its first winter, and the rice that leaves a player a given
// number of unfed provinces, for the winter revolt tests (seed 001:480-496, 526-532).

import { eventCard, type Seat } from '../../../src/games/shogun/rules-api';
import {
  type ShogunCompanionAction,
  type ShogunCompanionState,
  shogunCompanion,
} from '../../../src/games/shogun-companion/index';
import type { ShogunCompanionSetup } from '../../../src/games/shogun-companion/setup';

/** Three players, the fixed provinces (9 each), the real tower: what fell is entered. */
export const PHYSICAL3: ShogunCompanionSetup = { players: 3, side: 'sun', start: 'fixed', tower: 'physical' };

export type Logged = { seat: Seat; action: ShogunCompanionAction };

/** Applies one action as `seat` (checked against the legal list), or throws with the reason. */
export function act(
  state: ShogunCompanionState,
  seat: Seat,
  action: ShogunCompanionAction,
  log?: Logged[],
  module = shogunCompanion,
): void {
  const r = module.apply(state, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.detail}`);
  log?.push({ seat, action });
}

/** From the setup helper through three seasons (every seat bids a province card, every step done). */
export function playToWinter(state: ShogunCompanionState, log?: Logged[], module = shogunCompanion): void {
  const go = (seat: Seat, a: ShogunCompanionAction) => act(state, seat, a, log, module);
  go('p1', { type: 'begin' });
  for (let season = 0; season < 3; season++) {
    for (const seat of state.seats) go(seat, { type: 'bid', bid: 'province' });
    go('p1', { type: 'draw-event' });
    while (state.phase.step === 'order')
      go('p1', { type: 'space', space: state.specialSpaces.findIndex((c) => c !== null) });
    while (state.phase.step === 'actions')
      go('p2', state.phase.action < state.actionsShown ? { type: 'done' } : { type: 'reveal' });
  }
  if (state.phase.step !== 'winter') throw new Error(`not at winter: ${state.phase.step}`);
}

/** The rice to enter so that `seat` has `afterLoss` rice once the winter loss is taken (486). */
export function riceFor(state: ShogunCompanionState, afterLoss: number): number {
  const last = state.openEvents[0];
  return afterLoss + (last === undefined ? 0 : eventCard(last).winterLoss);
}
