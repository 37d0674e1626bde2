// The Shogun companion game module: Kassen keeps the bookkeeping of a physical game of Shogun (the
// season's cards and event, the bids and turn order, the ten actions step by step, battles from the
// real tower or a simulated one, winter supply and scoring) while the players keep board and cubes.
// A plain engine game (src/engine/game.ts): saves, the pass-and-play table and any transport that
// drives a game module drive it too. The rules are the Shogun engine's (../shogun/rules-api.ts).

import { cloneJson } from '../../engine/clone';
import type { GameModule } from '../../engine/game';
import { shuffle } from '../../engine/rng';
import { finalWinners, SEATS, type Seat } from '../shogun/rules-api';
import type { ShogunCompanionAction } from './actions';
import { applyShogunCompanion, totals } from './apply';
import { type ShogunCompanionEvent, shogunCompanionEventsFor } from './events';
import { shogunCompanionDecisions } from './legal';
import { createShogunCompanion, type ShogunCompanionSetup } from './setup';
import type { ShogunCompanionState } from './state';
import { type ShogunCompanionView, shogunCompanionView } from './view';

export type {
  ShogunCompanionAction,
  ShogunCompanionEvent,
  ShogunCompanionSetup,
  ShogunCompanionState,
  ShogunCompanionView,
};
export { totals };

export const SHOGUN_COMPANION = 'shogun-companion';

/** What an action may reveal: a random draw or the opened bids. Nothing before it may be undone. */
function revealMark(state: ShogunCompanionState): string {
  return `${state.rng.s.join()}|${state.bids === null}|${state.actionsShown}`;
}

export const shogunCompanion: GameModule<
  ShogunCompanionState,
  ShogunCompanionAction,
  ShogunCompanionView,
  ShogunCompanionEvent,
  Seat,
  ShogunCompanionSetup
> = {
  id: SHOGUN_COMPANION,
  rulesVersion: 3,
  seats: SEATS,
  seatsOf: (state) => state.seats,
  setup: createShogunCompanion,
  decisions: shogunCompanionDecisions,
  apply(state, seat, action, opts) {
    const mark = revealMark(state);
    const r = applyShogunCompanion(state, seat, action, opts?.trusted === true);
    if (r.ok && revealMark(state) !== mark) state.undoFloor = state.actionCount;
    return r;
  },
  view: shogunCompanionView,
  eventsFor: shogunCompanionEventsFor,
  outcome(state) {
    if (state.phase.step !== 'over') return null;
    const scores = totals(state);
    return { winners: finalWinners(state.seats, scores, state.chests), reason: 'scored', scores };
  },
  undoFloor: (state) => state.undoFloor,
  actionCount: (state) => state.actionCount,
  clone: cloneJson,
  // Hidden: the event deck's order and the future draws (the tower's inside only changes future throws).
  determinize(state, _seat, rng) {
    const copy = cloneJson(state);
    copy.rng = cloneJson(rng);
    copy.eventDeck = shuffle(copy.rng, copy.eventDeck);
    return copy;
  },
};
