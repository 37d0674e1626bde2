// The Shogun game module (seed 001): the engine's contract (src/engine/game.ts) over the rules in
// rules/, run by the engine's state machine (flow/driver.ts).

import { cloneJson } from '../../engine/clone';
import type { ApplyResult, GameModule } from '../../engine/game';
import { SEATS, type Seat } from './data/components';
import { determinize } from './determinize';
import { createGame } from './flow/create';
import { machine } from './flow/driver';
import type { Action, GameEvent, Setup, ShogunGame } from './flow/state';
import { eventsFor, type ShogunView, viewOf } from './view';

export type { Action, GameEvent, Seat, Setup, ShogunGame, ShogunView };

/** What an action may reveal: a random draw, an action card turned up, the plans, a draft card. */
function revealMark(state: ShogunGame): string {
  return `${state.rng.s.join()}|${state.actionsShown}|${state.box === null}|${state.draft?.deck.length}`;
}

export const shogun: GameModule<ShogunGame, Action, ShogunView, GameEvent, Seat, Setup> = {
  id: 'shogun',
  rulesVersion: 3,
  seats: SEATS,
  seatsOf: (state) => state.seats,
  setup(setup, seed) {
    const state = createGame(setup, seed);
    state.undoFloor = 0;
    return state;
  },
  decisions: (state) => machine.decisions(state),
  apply(state, seat, action, opts): ApplyResult<GameEvent> {
    const mark = revealMark(state);
    const r = machine.apply(state, seat, action, { trusted: opts?.trusted });
    // Nothing before an action that drew at random or turned up hidden cards can be undone.
    if (r.ok && revealMark(state) !== mark) state.undoFloor = state.actionCount;
    return r;
  },
  view: viewOf,
  eventsFor,
  outcome: (state) => state.outcome,
  undoFloor: (state) => state.undoFloor,
  actionCount: (state) => state.actionCount,
  clone: cloneJson,
  determinize,
};
