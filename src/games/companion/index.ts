// The companion game module: Kassen keeps everything of a Samurai Battles game but the board (hands,
// decks, dice, Honor & Fortune, banners, turn) while the players move the blocks on their own board.
// It fulfils the generic contract (src/engine/game.ts), so saves, hand-offs and the transports that
// drive any game module drive it too. Decision model: see legal.ts.

import { cloneJson } from '../../engine/clone';
import type { GameModule } from '../../engine/game';
import { determinizeBattle, outcomeOf, SIDES, type Side } from '../samurai-battles/rules-api';
import type { CompanionAction } from './actions';
import { applyCompanion } from './apply';
import type { CompanionEvent } from './events';
import { companionEventsFor } from './events';
import { companionDecision } from './legal';
import { type CompanionSetup, createCompanion } from './setup';
import type { CompanionState } from './state';
import { type CompanionView, companionView } from './view';

export type { CompanionAction, CompanionEvent, CompanionSetup, CompanionState, CompanionView, Side };
export { companionEventsFor };

export const COMPANION = 'companion';

export const companion: GameModule<
  CompanionState,
  CompanionAction,
  CompanionView,
  CompanionEvent,
  Side,
  CompanionSetup
> = {
  id: COMPANION,
  rulesVersion: 2,
  seats: SIDES,
  setup(setup, seed) {
    return createCompanion(setup, seed);
  },
  seatsOf: () => SIDES,
  decisions(state) {
    const d = companionDecision(state);
    return d ? [d] : [];
  },
  apply(state, seat, action) {
    return applyCompanion(state, seat, action);
  },
  view(state, seat) {
    return companionView(state, seat);
  },
  eventsFor: companionEventsFor,
  outcome: (state) => outcomeOf(state.table),
  clone: cloneJson,
  // The hidden cards and dice are those of the table, a Samurai Battles state.
  determinize: (state, seat, rng) => ({
    ...cloneJson(state),
    table: determinizeBattle(state.table, seat, rng),
  }),
  undoFloor(state) {
    return state.table.undoFloor;
  },
  actionCount(state) {
    return state.table.actionCount;
  },
};
