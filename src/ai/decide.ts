// The computer's entry point: one decision from the seat's knowledge (knowledge.ts), never from the
// real state. A whole-turn plan chosen at the orders step is followed at the next steps of the same
// turn without a new search while it still fits (the caller keeps `pending` and hands it back).

import type { Action } from '../games/samurai-battles/flow/actions';
import type { Knowledge } from './knowledge';
import { type AiLevel, LEVELS } from './levels';
import { isPlanPoint } from './plans';
import { search } from './search';
import { decisionSeed } from './seat-knowledge';
import { isListed, promptOf } from './step';

export interface AiChoice {
  action: Action;
  /** The rest of the chosen plan, to hand back at the next decision. */
  pending: Action[];
  /** Playouts run for this decision (0: a single legal action, or a step of the plan). */
  iterations: number;
}

export function decide(
  knowledge: Knowledge,
  level: AiLevel,
  seed: number,
  pending: readonly Action[] = [],
): AiChoice {
  const prompt = promptOf(knowledge.state);
  if (!prompt || prompt.seat !== knowledge.seat)
    throw new Error(`the ${knowledge.seat} army has no decision to take`);
  const next = pending[0];
  if (next && isPlanPoint(prompt.point) && isListed(prompt, next))
    return { action: next, pending: pending.slice(1), iterations: 0 };
  if (prompt.actions.length === 1) return { action: prompt.actions[0]!, pending: [], iterations: 0 };
  const r = search(knowledge, LEVELS[level], decisionSeed(seed, knowledge.state.actionCount));
  return { action: r.plan[0]!, pending: r.plan.slice(1), iterations: r.iterations };
}
