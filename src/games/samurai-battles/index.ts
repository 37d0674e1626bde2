// The Samurai Battles game module: the generic engine contract (src/engine/game.ts) over the
// GMT 2021 rules. apply() validates an action against the legal ones before changing anything.

import type { ApplyResult, GameModule } from '../../engine/game';
import { cloneState } from './clone';
import type { Action } from './flow/actions';
import type { Ctx } from './flow/context';
import type { GameEvent } from './flow/events';
import { advance, applyToTop, currentPrompt, findLegal, toDecision } from './flow/machine';
import { checkObjectivesImmediate } from './flow/objectives';
import { scenarioRulesImmediate } from './flow/scenarioRules';
import './flow/handlers';
import { createGame, type Setup } from './setup';
import type { GameState, Side } from './types';
import { SIDES } from './types';
import { type GameView, viewOf } from './view';

export type { Action, GameEvent, GameState, GameView, Setup, Side };

export const samuraiBattles: GameModule<GameState, Action, GameView, GameEvent, Side, Setup> = {
  id: 'samurai-battles',
  rulesVersion: 1,
  seats: SIDES,
  setup(setup, seed) {
    const state = createGame(setup, seed);
    advance({ state, events: [] });
    // Whatever the first automatic steps revealed, nothing before the first action can be undone.
    state.undoFloor = 0;
    return state;
  },
  decision(state) {
    return toDecision(currentPrompt(state));
  },
  apply(state, seat, action) {
    return applyAction(state, seat, action);
  },
  view(state, seat) {
    return viewOf(state, seat);
  },
  undoFloor(state) {
    return state.undoFloor;
  },
  actionCount(state) {
    return state.actionCount;
  },
};

export interface ApplyOptions {
  /** Work on a copy and commit it only if the rules code finishes (default). The simulator turns it off for speed. */
  transactional?: boolean;
  /** The caller took the action from the current prompt's list (the simulator): skip re-listing to check it. */
  trusted?: { seat: Side };
}

export function applyAction(
  state: GameState,
  seat: Side,
  action: Action,
  opts: ApplyOptions = {},
): ApplyResult<GameEvent> {
  if (state.winner) return { ok: false, reason: 'game-over', detail: 'the game is over' };
  if (
    typeof action !== 'object' ||
    action === null ||
    typeof (action as { type?: unknown }).type !== 'string'
  ) {
    return { ok: false, reason: 'malformed-action', detail: 'an action is an object with a type' };
  }
  if (opts.trusted?.seat !== seat) {
    const prompt = currentPrompt(state);
    if (!prompt) return { ok: false, reason: 'game-over', detail: 'no decision is pending' };
    if (prompt.seat !== seat) {
      return {
        ok: false,
        reason: 'not-your-decision',
        detail: `${prompt.seat} must decide (${prompt.point})`,
      };
    }
    if (!findLegal(prompt, action)) {
      return {
        ok: false,
        reason: 'illegal-action',
        detail: `${action.type} is not legal at ${prompt.point}`,
      };
    }
  }
  // The state is changed only after the action is known to be legal; a rule bug that throws must
  // not leave a half-applied action, so work on a copy and commit it at the end.
  const transactional = opts.transactional ?? true;
  const draft = transactional ? cloneState(state) : state;
  const ctx: Ctx = { state: draft, events: [] };
  applyToTop(ctx, action);
  checkObjectivesImmediate(ctx);
  scenarioRulesImmediate(ctx);
  advance(ctx);
  // The automatic steps (retreats, eliminations) may have moved pieces on or off an objective too:
  // count it before anyone decides again (seed 003:1899-1900, the game ends the moment it is won).
  checkObjectivesImmediate(ctx);
  // Counted only now: dice rolled by the automatic steps that follow the action belong to it, so
  // irreversible() must still see this action's index (the next action stays undoable).
  draft.actionCount += 1;
  if (transactional) Object.assign(state, draft);
  return { ok: true, events: ctx.events };
}
