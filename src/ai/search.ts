// The search: determinized Monte Carlo over the candidates of one decision, by sequential halving
// (a fixed budget spread over rounds; each round drops the worse half). Each iteration deals a fresh
// determinization of the seat's knowledge (the opponent's hand, the decks and the future dice
// invented anew, so no single guess is trusted), plays the candidate (a whole-turn plan at the
// orders and movement steps, else one action), plays on greedily to the cut-off and scores the
// position (evaluate.ts). Within a round every candidate meets the same determinizations, so they
// are compared on the same luck; the last one standing is chosen.

import { sameAction } from '../engine/action';
import { createRng, nextUint32, type RngState } from '../engine/rng';
import { dealerOf } from '../games/samurai-battles/determinize';
import type { Action } from '../games/samurai-battles/flow/actions';
import type { Prompt } from '../games/samurai-battles/flow/machine';
import { samuraiBattles } from '../games/samurai-battles/index';
import { greedyAction } from '../games/samurai-battles/sim/greedy';
import type { GameState, Side } from '../games/samurai-battles/types';
import { evaluate, materialOf } from './evaluate';
import { heartbeat } from './heartbeat';
import type { Knowledge } from './knowledge';
import type { LevelBudget } from './levels';
import { isPlanPoint, makePlans } from './plans';
import { POLICIES, type Policy, playout } from './playout';
import { isListed, play, promptOf } from './step';

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

/**
 * Plays the seat's candidate on a deal of the root, the opponent's decisions in between by the
 * playout policy; stops where it no longer fits. Returns the decision it stopped at. The first
 * action is the root's: a deal lists the seat's decision exactly as the root does (the AI contract:
 * a deal shows the seat the same view, and the view holds the decision's actions), so it is
 * played without listing the deal's decision again.
 */
function runCandidate(
  state: GameState,
  seat: Side,
  actions: readonly Action[],
  policy: Policy,
  root: Prompt,
): Prompt | null {
  let prompt: Prompt | null = root;
  for (const action of actions) {
    while (prompt && prompt.seat !== seat) prompt = play(state, prompt.seat, policy(state, prompt));
    if (!prompt || !isListed(prompt, action)) return prompt;
    prompt = play(state, seat, action);
  }
  return prompt;
}

/**
 * Each playable card alone, and followed by a few plans of the turn it starts: the card, a pass of
 * the seat's own Dragon card window that comes with it, then orders and moves (makePlans).
 */
function cardTurns(root: GameState, seat: Side, prompt: Prompt, perCard: number, rng: RngState): Action[][] {
  const out: Action[][] = [];
  for (const card of prompt.actions) {
    out.push([card]);
    if (card.type !== 'play-card') continue;
    const s = samuraiBattles.clone(root);
    const prefix: Action[] = [card];
    for (let p = play(s, seat, card); p?.point.startsWith('window'); ) {
      const pass = p.actions.find((a) => a.type === 'pass');
      if (!pass) break;
      if (p.seat === seat) prefix.push(pass);
      p = play(s, p.seat, pass);
    }
    for (const plan of makePlans(s, seat, perCard, rng)) out.push([...prefix, ...plan]);
  }
  return out;
}

/** The greedy policy's own choice goes first: ties go to it, and plans start from it too. */
function candidatesOf(root: GameState, seat: Side, prompt: Prompt, budget: LevelBudget, rng: RngState) {
  if (isPlanPoint(prompt.point)) return makePlans(root, seat, budget.plans, rng);
  if (prompt.point === 'command' && budget.plansPerCard > 0)
    return cardTurns(root, seat, prompt, budget.plansPerCard, rng);
  const g = greedyAction(root, prompt);
  return [g, ...prompt.actions.filter((a) => !sameAction(a, g))].map((a) => [a]);
}

export function search(knowledge: Knowledge, budget: LevelBudget, seed: number): SearchResult {
  const { state: root, seat } = knowledge;
  const prompt = promptOf(root);
  if (!prompt || prompt.seat !== seat) throw new Error(`the ${seat} army has no decision to take`);
  const rng = createRng(seed);
  let cands = candidatesOf(root, seat, prompt, budget, rng);
  if (cands.length === 0) cands = [[prompt.actions[0]!]];
  const visits = cands.map(() => 0);
  const totals = cands.map(() => 0);
  const mean = (i: number) => (visits[i] ? totals[i]! / visits[i]! : 0);
  const before = materialOf(root);
  const lastTurn = root.turn + budget.horizonTurns;
  const policy = POLICIES[budget.playouts];
  // The module's determinize, with what every deal shares worked out once.
  const dealer = dealerOf(root, seat);
  let alive = cands.map((_, i) => i);
  const rounds = Math.ceil(Math.log2(cands.length));
  let iterations = 0;
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const per = Math.max(1, Math.floor(budget.iterations / rounds / alive.length));
    for (let j = 0; j < per; j++) {
      // Common random numbers: every candidate meets the same invented cards and dice.
      // One deal, copied for each candidate (a deal is a function of its seed: dealing it again
      // for each would give the same state at the cost of the shuffles).
      const deal = dealer(createRng(nextUint32(rng)));
      const last = alive[alive.length - 1];
      for (const i of alive) {
        // The last candidate plays on the deal itself: nothing reads it after.
        const s = i === last ? deal : samuraiBattles.clone(deal);
        const next = runCandidate(s, seat, cands[i]!, policy, prompt);
        playout(s, lastTurn, policy, next);
        visits[i]!++;
        totals[i]! += evaluate(s, seat, before);
        iterations++;
        heartbeat();
      }
    }
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.ceil(alive.length / 2));
  }
  return {
    plan: cands[alive[0]!]!,
    iterations,
    candidates: cands.map((actions, i) => ({ actions, visits: visits[i]!, mean: mean(i) })),
  };
}
