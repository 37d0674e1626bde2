// Whole games between two players, for the `npm run ai` figures and the tests: a level of the
// computer (which gets only its knowledge, knowledge.ts), the greedy baseline or random play.

import { createRng } from '../engine/rng';
import type { Action } from '../games/samurai-battles/flow/actions';
import { samuraiBattles } from '../games/samurai-battles/index';
import type { Setup } from '../games/samurai-battles/setup';
import { greedyAction } from '../games/samurai-battles/sim/greedy';
import { pickAction } from '../games/samurai-battles/sim/random';
import type { GameState, Side } from '../games/samurai-battles/types';
import { decide } from './decide';
import { knowledgeOf } from './knowledge';
import { type AiLevel, isAiLevel } from './levels';
import { promptOf } from './step';

export type Contender = 'random' | 'greedy' | AiLevel;

export function isContender(v: unknown): v is Contender {
  return v === 'random' || v === 'greedy' || isAiLevel(v);
}

export interface ArenaGame {
  state: GameState;
  winner: Side | null;
  decisions: number;
  /** Milliseconds per decision taken by a computer level, per seat. */
  times: Record<Side, number[]>;
  /** The same for the decisions it searched (not a single legal action, not a step of its plan). */
  searched: Record<Side, number[]>;
}

/** A clock in milliseconds: wall time by default; the CLI may pass the process's CPU time. */
export type Clock = () => number;

/** Plays one game; `maxDecisions` guards against a game that never ends (then `winner` is null). */
export function playArenaGame(
  setup: Setup,
  seed: number,
  players: Record<Side, Contender>,
  maxDecisions = 6000,
  now: Clock = () => performance.now(),
): ArenaGame {
  const state = samuraiBattles.setup(setup, seed);
  const chooser = createRng(seed ^ 0x2545f491);
  const pending: Record<Side, Action[]> = { top: [], bottom: [] };
  const times: Record<Side, number[]> = { top: [], bottom: [] };
  const searched: Record<Side, number[]> = { top: [], bottom: [] };
  let decisions = 0;
  for (; decisions < maxDecisions; decisions++) {
    const prompt = promptOf(state);
    if (!prompt) break;
    const who = players[prompt.seat];
    let action: Action;
    if (who === 'random') action = pickAction(chooser, prompt.actions);
    else if (who === 'greedy') action = greedyAction(state, prompt);
    else {
      const t0 = now();
      const c = decide(knowledgeOf(state, prompt.seat), who, seed, pending[prompt.seat]);
      const ms = now() - t0;
      times[prompt.seat].push(ms);
      if (c.iterations > 0) searched[prompt.seat].push(ms);
      pending[prompt.seat] = c.pending;
      action = c.action;
    }
    // Checked apply: an illegal action from any player is a bug, never skipped.
    const r = samuraiBattles.apply(state, prompt.seat, action);
    if (!r.ok) throw new Error(`${who} (${prompt.seat}) took a refused action: ${r.reason} ${r.detail}`);
  }
  return { state, winner: state.winner, decisions, times, searched };
}
