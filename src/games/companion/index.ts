// The companion game module: Kassen keeps everything of a Samurai Battles game but the board (hands,
// decks, dice, Honor & Fortune, banners, turn) while the players move the blocks on their own board.
// It fulfils the generic contract (src/engine/game.ts), so saves, hand-offs and the transports that
// drive any game module drive it too. Decision model: see legal.ts.

import type { GameModule } from '../../engine/game';
import { SIDES, type Side } from '../samurai-battles/types';
import type { CompanionAction } from './actions';
import { applyCompanion } from './apply';
import type { CompanionEvent } from './events';
import { companionDecision } from './legal';
import { type CompanionSetup, createCompanion } from './setup';
import type { CompanionState } from './state';
import { type CompanionView, companionView } from './view';

export { companionEventsFor } from './events';
export type { CompanionAction, CompanionEvent, CompanionSetup, CompanionState, CompanionView, Side };

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
  rulesVersion: 1,
  seats: SIDES,
  setup(setup, seed) {
    return createCompanion(setup, seed);
  },
  decision(state) {
    return companionDecision(state);
  },
  apply(state, seat, action) {
    return applyCompanion(state, seat, action);
  },
  view(state, seat) {
    return companionView(state, seat);
  },
  undoFloor(state) {
    return state.table.undoFloor;
  },
  actionCount(state) {
    return state.table.actionCount;
  },
};
