// The Samurai Battles state machine: the engine's driver with every frame kind's handler, the board
// index as the read scope, and the victory checks that end a game the moment it is won.

import type { Rejection } from '../../../engine/game';
import { type ApplyMode, createMachine } from '../../../engine/machine';
import { rulesRun, withOccupancyIndex } from '../board/occupancy';
import { cloneState } from '../clone';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import type { Ctx } from './context';
import type { GameEvent } from './events';
import type { Frame } from './frames';
import { HANDLERS } from './handlers';
import type { Prompt } from './machine';
import { checkObjectivesImmediate } from './objectives';
import { scenarioRulesImmediate } from './scenarioRules';

export const machine = createMachine<GameState, Frame, Side, Action, GameEvent>({
  handlers: HANDLERS,
  isOver: (s) => s.winner !== null,
  // An empty stack means the turn is over: the next one starts.
  idle: () => ({ kind: 'start-turn' }),
  readScope: withOccupancyIndex,
  // Rules code keeps the board index in step as it moves pieces: checked once an apply (rulesRun,
  // which also counts the runs for the move handler).
  applyScope: rulesRun,
  // A checked apply drafts on a copy; this one shares what play never changes (clone.ts).
  clone: cloneState,
  afterAction(ctx) {
    checkObjectivesImmediate(ctx);
    scenarioRulesImmediate(ctx);
  },
  // The automatic steps (retreats, eliminations) may have moved pieces on or off an objective too:
  // count it before anyone decides again (seed 003:1899-1900, the game ends the moment it is won).
  afterAdvance: checkObjectivesImmediate,
});

/** Runs automatic steps until a decision is needed; returns it (null when the game is over). */
export function advance(ctx: Ctx): Prompt | null {
  return machine.advance(ctx) as Prompt | null;
}

/** The current decision without changing the state (every Samurai Battles prompt names one seat). */
export function currentPrompt(state: GameState): Prompt | null {
  return machine.prompt(state) as Prompt | null;
}

/** An applied action and the decision it stopped at (null once the game is over). */
export type AppliedNext = { ok: true; events: GameEvent[]; next: Prompt | null } | Rejection;

/**
 * Applies an action and hands back the next decision, listed once (the machine's `applyNext`): what
 * `currentPrompt` would list right after, for loops that apply and then decide again.
 */
export function applyThenPrompt(state: GameState, seat: Side, action: Action, mode: ApplyMode): AppliedNext {
  return machine.applyNext(state, seat, action, mode) as AppliedNext;
}
