// The search: determinized Monte Carlo with UCB1 over the candidates of one decision. Each iteration
// deals a fresh determinization of the seat's knowledge (the opponent's hand, the decks and the
// future dice invented anew, so no single guess is trusted), picks a candidate by UCB1, plays it (a
// whole-turn plan at the orders and movement steps, else one action), plays on greedily to the
// cut-off and scores the position (evaluate.ts). The candidate tried most often is chosen.

import { createRng } from '../engine/rng';
import type { Action } from '../games/samurai-battles/flow/actions';
import { samuraiBattles } from '../games/samurai-battles/index';
import { greedyAction } from '../games/samurai-battles/sim/greedy';
import type { GameState, Side } from '../games/samurai-battles/types';
import { evaluate, materialOf } from './evaluate';
import type { Knowledge } from './knowledge';
import type { LevelBudget } from './levels';
import { isPlanPoint, makePlans } from './plans';
import { playout } from './playout';
import { isListed, play, promptOf } from './step';

/** Exploration weight of UCB1 for values in [0, 1]. */
const EXPLORE = 0.6;

export interface CandidateStats {
  actions: Action[];
  visits: number;
  mean: number;
}

export interface SearchResult {
  /** The chosen candidate: one action, or a whole-turn plan whose first action is played now. */
  plan: Action[];
  iterations: number;
  candidates: CandidateStats[];
}

/** Plays the seat's candidate, the opponent's decisions in between greedily; stops where it no longer fits. */
function runCandidate(state: GameState, seat: Side, actions: readonly Action[]): void {
  for (const action of actions) {
    let prompt = promptOf(state);
    while (prompt && prompt.seat !== seat) {
      play(state, prompt.seat, greedyAction(state, prompt));
      prompt = promptOf(state);
    }
    if (!prompt || !isListed(prompt, action)) return;
    play(state, seat, action);
  }
}

function pick(visits: number[], totals: number[], round: number): number {
  let best = 0;
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < visits.length; i++) {
    const n = visits[i]!;
    if (n === 0) return i;
    const u = totals[i]! / n + EXPLORE * Math.sqrt(Math.log(round) / n);
    if (u > top) {
      top = u;
      best = i;
    }
  }
  return best;
}

export function search(knowledge: Knowledge, budget: LevelBudget, seed: number): SearchResult {
  const { state: root, seat } = knowledge;
  const prompt = promptOf(root);
  if (!prompt || prompt.seat !== seat) throw new Error(`the ${seat} army has no decision to take`);
  const rng = createRng(seed);
  let cands: Action[][] = isPlanPoint(prompt.point)
    ? makePlans(root, seat, budget.plans, rng)
    : prompt.actions.map((a) => [a]);
  if (cands.length === 0) cands = [[prompt.actions[0]!]];
  const visits = cands.map(() => 0);
  const totals = cands.map(() => 0);
  const iterations = cands.length === 1 ? 0 : budget.iterations;
  const before = materialOf(root);
  const lastTurn = root.turn + budget.horizonTurns;
  for (let it = 1; it <= iterations; it++) {
    const i = pick(visits, totals, it);
    const s = samuraiBattles.determinize(root, seat, rng);
    runCandidate(s, seat, cands[i]!);
    playout(s, lastTurn);
    visits[i]!++;
    totals[i]! += evaluate(s, seat, before);
  }
  let chosen = 0;
  for (let i = 1; i < cands.length; i++) {
    const better =
      visits[i]! > visits[chosen]! || (visits[i] === visits[chosen] && totals[i]! > totals[chosen]!);
    if (better) chosen = i;
  }
  return {
    plan: cands[chosen]!,
    iterations,
    candidates: cands.map((actions, i) => ({
      actions,
      visits: visits[i]!,
      mean: visits[i] ? totals[i]! / visits[i]! : 0,
    })),
  };
}
