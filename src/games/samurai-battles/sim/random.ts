// Random legal games, for the simulator, the property tests and the benchmark. Actions are drawn
// uniformly among the legal ones, except that "stop" actions (end a phase, hold, pass) are drawn
// less often so random armies actually fight and games end. The rule set is the setup's
// (`Setup.edition`, GMT 2021 when absent); the same seed and setup always play the same game.

import { TRUSTED_IN_PLACE, TRUSTED_UNTOUCHED } from '../../../engine/machine';
import { createRng, type RngState, randomInt } from '../../../engine/rng';
import { withOccupancyIndex } from '../board/occupancy';
import type { Action } from '../flow/actions';
import { applyThenPrompt, currentPrompt } from '../flow/driver';
import type { GameEvent } from '../flow/events';
import { samuraiBattles } from '../index';
import type { Setup } from '../setup';
import type { GameState } from '../types';
import { checkAction } from './actionChecks';
import { checkInvariants, checkSetup, startOf } from './invariants';
import { checkViews } from './viewLeaks';

/** The "stop" actions (end a phase, hold, pass), drawn less often. */
export const STOPS: ReadonlySet<string> = new Set([
  'end-movement',
  'end-battles',
  'hold',
  'pass',
  'end-orders',
  'no-bonus',
  'stay',
  'keep-dragons',
  'no-inspire',
]);

/** Is this action type one of the "stop" actions (STOPS, the one list of them)? */
export function isStop(type: string): boolean {
  return STOPS.has(type);
}

// The places of the non-stop actions of the list pickAction is looking at (reused between picks).
const nonStop: number[] = [];

export function pickAction(rng: RngState, actions: readonly Action[]): Action {
  // The same draws as picking from the filtered list of non-stop actions, without building it: one
  // pass notes where the non-stop actions are, and a run of actions of one type (a listing's moves,
  // orders) looks its type up once.
  const n = actions.length;
  let active = 0;
  let type = '';
  let stop = false;
  for (let i = 0; i < n; i++) {
    const t = actions[i]!.type;
    if (t !== type) {
      type = t;
      stop = isStop(t);
    }
    if (!stop) nonStop[active++] = i;
  }
  if (active > 0 && (active === n || randomInt(rng, 5) > 0)) {
    const k = randomInt(rng, active);
    return actions[active === n ? k : nonStop[k]!]!;
  }
  return actions[randomInt(rng, n)]!;
}

export interface RandomGameResult {
  state: GameState;
  decisions: number;
  turns: number;
  violation: { action: number; messages: string[] } | null;
}

export interface RandomGameOptions {
  maxDecisions?: number;
  checkInvariants?: boolean;
  checkViews?: boolean;
}

export function playRandomGame(setup: Setup, seed: number, opts: RandomGameOptions = {}): RandomGameResult {
  const state = samuraiBattles.setup(setup, seed);
  const chooser = createRng(seed ^ 0x5bd1e995);
  const max = opts.maxDecisions ?? 20_000;
  const check = opts.checkInvariants !== false;
  const start = startOf(state);
  let decisions = 0;
  const fail = (messages: string[]): RandomGameResult => ({
    state,
    decisions,
    turns: state.turn,
    violation: { action: decisions, messages },
  });
  if (check) {
    const v = [
      ...checkSetup(state, setup.options?.dragonCopies !== undefined),
      ...checkInvariants(state, start),
    ];
    if (v.length) return fail(v);
  }
  // The decision listed for the view checks, or by the apply, is the one the next action answers:
  // listed once.
  let listed: ReturnType<typeof currentPrompt> | undefined;
  while (!state.winner) {
    if (decisions >= max) return fail([`no winner after ${max} decisions`]);
    let prompt: ReturnType<typeof currentPrompt>;
    try {
      prompt = listed === undefined ? currentPrompt(state) : listed;
    } catch (e) {
      return fail([`exception listing actions: ${(e as Error).stack ?? e}`]);
    }
    listed = undefined;
    if (!prompt || prompt.actions.length === 0) return fail(['no legal action before the end of the game']);
    const action = pickAction(chooser, prompt.actions);
    let events: readonly GameEvent[];
    try {
      const r = applyThenPrompt(
        state,
        prompt.seat,
        action,
        decisions === 0 ? TRUSTED_IN_PLACE : TRUSTED_UNTOUCHED,
      );
      if (!r.ok) return fail([`legal action refused: ${r.detail}`]);
      events = r.events;
      // With no checks, nothing runs before the next decision: take the one the apply listed.
      if (!check && !opts.checkViews) listed = r.next;
    } catch (e) {
      return fail([`exception applying ${JSON.stringify(action)}: ${(e as Error).stack ?? e}`]);
    }
    decisions++;
    if (check) {
      const v = [...checkInvariants(state, start), ...checkAction(state, action, events, start)];
      if (v.length) return fail(v);
    }
    if (opts.checkViews) {
      // One read scope for the listing and both views: the board index is checked against the state
      // once instead of three times (nothing changes the state in between).
      const v = withOccupancyIndex(state, () => {
        try {
          listed = currentPrompt(state);
        } catch (e) {
          return [`exception listing actions: ${(e as Error).stack ?? e}`];
        }
        return checkViews(state, listed);
      });
      if (v.length) return fail(v);
    }
  }
  return { state, decisions, turns: state.turn, violation: null };
}
