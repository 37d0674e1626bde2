// Random legal games to the end, checking the invariants after every action.

import { createRng, type RngState, randomInt } from '../../../engine/rng';
import type { Seat } from '../data/components';
import { createGame } from '../flow/create';
import { machine } from '../flow/driver';
import type { Action, Setup, ShogunGame } from '../flow/state';
import { invariantProblems } from './invariants';

export interface RandomGameResult {
  state: ShogunGame;
  decisions: number;
  violation?: { action: number; messages: string[] };
}

/**
 * A random player that plans sensibly enough to finish: it commits a complete plan, lays cards while
 * it can, and clears or withdraws only when nothing else is left.
 */
export function randomChoice(rng: RngState, seat: Seat, actions: Action[]): Action {
  void seat;
  const commit = actions.find((a) => a.type === 'commit');
  if (commit) return commit;
  const lays = actions.filter((a) => a.type === 'lay');
  if (lays.length > 0) return lays[randomInt(rng, lays.length)]!;
  return actions[randomInt(rng, actions.length)]!;
}

export function playRandomGame(
  setup: Setup,
  seed: number,
  opts: { checkViews?: boolean; checkInvariants?: boolean; maxActions?: number } = {},
): RandomGameResult {
  const state = createGame(setup, seed);
  const rng = createRng(seed ^ 0x5eed);
  const max = opts.maxActions ?? 20_000;
  let decisions = 0;
  for (let i = 0; i < max; i++) {
    const open = machine.decisions(state);
    if (open.length === 0) return { state, decisions };
    const d = open[randomInt(rng, open.length)]!;
    const action = randomChoice(rng, d.seat, d.actions);
    decisions += 1;
    const r = machine.apply(state, d.seat, action, { trusted: true, transactional: false });
    if (!r.ok) return { state, decisions, violation: { action: i, messages: [r.detail] } };
    if (opts.checkInvariants === false) continue;
    const problems = invariantProblems(state, opts.checkViews);
    if (problems.length > 0) return { state, decisions, violation: { action: i, messages: problems } };
  }
  return { state, decisions, violation: { action: max, messages: ['the game did not end'] } };
}
