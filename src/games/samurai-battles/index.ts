// The Samurai Battles game module: the generic engine contract (src/engine/game.ts) over the GMT 2021
// and Zvezda 2012 rules, run by the engine's state machine (flow/driver.ts).

import type { ApplyResult, GameModule } from '../../engine/game';
import { cloneState } from './clone';
import { determinizeBattle } from './determinize';
import type { Action } from './flow/actions';
import { advance, machine } from './flow/driver';
import type { GameEvent } from './flow/events';
import { openDecision } from './open-decision';
import { outcomeOf } from './outcome';
import { createGame, type Setup } from './setup';
import type { GameState, Side } from './types';
import { SIDES } from './types';
import { eventsFor, type GameView, viewOf } from './view';

export type { Action, GameEvent, GameState, GameView, Setup, Side };

export const samuraiBattles: GameModule<GameState, Action, GameView, GameEvent, Side, Setup> = {
  id: 'samurai-battles',
  rulesVersion: 6,
  seats: SIDES,
  seatsOf: () => SIDES,
  setup(setup, seed) {
    const state = createGame(setup, seed);
    advance({ state, events: [] });
    // Whatever the first automatic steps revealed, nothing before the first action can be undone.
    state.undoFloor = 0;
    return state;
  },
  decisions: (state) => machine.decisions(state),
  apply: (state, seat, action, opts) => machine.apply(state, seat, action, opts),
  view: viewOf,
  eventsFor,
  outcome: outcomeOf,
  undoFloor: (state) => state.undoFloor,
  actionCount: (state) => state.actionCount,
  clone: cloneState,
  determinize: determinizeBattle,
  openDecision,
};

export interface ApplyOptions {
  /** Work on a copy and commit it only if the rules code finishes (default). The simulator turns it off for speed. */
  transactional?: boolean;
  /** The caller took the action from the current prompt's list (the simulator): skip re-listing to check it. */
  trusted?: { seat: Side };
}

/** Applies an action with the options the simulator and the host use (see src/engine/machine.ts ApplyMode). */
export function applyAction(
  state: GameState,
  seat: Side,
  action: Action,
  opts: ApplyOptions = {},
): ApplyResult<GameEvent> {
  return machine.apply(state, seat, action, {
    trusted: opts.trusted?.seat === seat,
    transactional: opts.transactional ?? true,
  });
}
