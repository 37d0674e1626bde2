// The Shogun computer's entry point: one decision from the seat's knowledge (a determinization of
// the real state for that seat, knowledge.ts), never from the real state.
//
// The search is determinized Monte Carlo over the decision's candidates: every candidate meets the
// same few deals of the unseen (the other seats' plans, the event to come, the tower's inside, the
// draws), each played on by the rules of thumb of policy.ts to the next planning step (the end of
// the season, its winter included), then valued by evaluate.ts. The secret plan is one candidate
// as a whole: the chosen plan is then laid card by card (`pending`, handed back at the next
// decisions) and committed.

import { sameAction } from '../../engine/action';
import { createRng, nextUint32, type RngState } from '../../engine/rng';
import type { Seat } from '../../games/shogun/data/components';
import { machine } from '../../games/shogun/flow/driver';
import { cardAt, PLAN_SPACE_LIST } from '../../games/shogun/flow/plan';
import type { Action, ShogunGame } from '../../games/shogun/flow/state';
import { shogun } from '../../games/shogun/index';
import { planProblem } from '../../games/shogun/rules/bidding';
import type { Plan } from '../../games/shogun/types';
import { heartbeat } from '../heartbeat';
import { decisionSeed, type SeatKnowledge } from '../seat-knowledge';
import { evaluate } from './evaluate';
import { commitPlans, planning, playout } from './playout';
import { makePlan, policyAction, type Temper } from './policy';

export type ShogunKnowledge = SeatKnowledge<ShogunGame, Seat>;

/**
 * How hard the computer thinks (never what it sees): candidate plans and deals per candidate. No
 * deals: the rules of thumb alone (the plain plan, policy.ts's choices), a baseline to measure by.
 */
export interface ShogunBudget {
  plans: number;
  deals: number;
  /** Playouts stop at the n-th planning step after the decision (1: the end of its season). */
  seasons?: number;
}

export const SHOGUN_BUDGET: ShogunBudget = { plans: 8, deals: 8, seasons: 2 };

export interface ShogunChoice {
  action: Action;
  /** The rest of the chosen plan, to hand back at the next decision. */
  pending: Action[];
  /** Playouts run for this decision (0: a single legal action, a step of the plan, or a rule of thumb). */
  iterations: number;
}

/** The candidates' tempers, as [noise, bid]: the plain plan and two bids first, then noisier ones. */
const TEMPERS: Temper[] = (
  [
    [0, 1],
    [0, 0],
    [0, 2],
    [0.5, 1],
    [0.5, 0],
    [0.8, 2],
    [1, 1],
    [1.2, 0],
  ] as const
).map(([noise, bid]) => ({ noise, bid }));

/** The points decided by a rule of thumb alone (the draft is long before any scoring). */
const THUMB = new Set(['draft', 'revoltOrder']);

/** A candidate: a whole plan, or one action. */
type Candidate = { plan: Plan } | { action: Action };

/** The lay actions that turn an empty draft into `plan`, then the commit. */
export function planActionsOf(plan: Plan): Action[] {
  const out: Action[] = [];
  for (const space of PLAN_SPACE_LIST) {
    const card = cardAt(plan, space);
    if (card) out.push({ type: 'lay', space, card });
  }
  out.push({ type: 'commit' });
  return out;
}

function candidatePlans(root: ShogunGame, seat: Seat, count: number, rng: RngState): Plan[] {
  const seen = new Set<string>();
  const plans: Plan[] = [];
  for (let i = 0; plans.length < count && i < count * 3; i++) {
    const plan = makePlan(root, seat, TEMPERS[i % TEMPERS.length]!, rng);
    const key = JSON.stringify(plan);
    if (seen.has(key) || planProblem(root, seat, plan) !== null) continue;
    seen.add(key);
    plans.push(plan);
  }
  return plans;
}

/**
 * What the seat sees, as a number: the seed of each decision. Not the action count, which also
 * counts the edits other seats made to their secret plans (how many is theirs to know).
 */
function viewHash(state: ShogunGame, seat: Seat): number {
  const text = JSON.stringify(shogun.view(state, seat));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Moves pruned to a few sizes per target: all that may leave, half, one. */
function candidateActions(actions: readonly Action[]): Action[] {
  const most = new Map<string, number>();
  for (const a of actions) if (a.type === 'move') most.set(a.to, Math.max(most.get(a.to) ?? 0, a.count));
  return actions.filter((a) => {
    if (a.type !== 'move') return true;
    const m = most.get(a.to)!;
    return a.count === m || a.count === Math.ceil(m / 2) || a.count === 1;
  });
}

/** Runs every candidate on the same deals; returns the index of the best mean. */
function searchCandidates(
  root: ShogunGame,
  seat: Seat,
  cands: readonly Candidate[],
  deals: number,
  seasons: number,
  rng: RngState,
): { best: number; iterations: number } {
  const totals = cands.map(() => 0);
  const stop = (s: ShogunGame) => s.calendar >= root.calendar + seasons && planning(s);
  let iterations = 0;
  for (let d = 0; d < deals; d++) {
    const deal = shogun.determinize(root, seat, rng);
    const dealSeed = nextUint32(rng);
    cands.forEach((c, i) => {
      const s = shogun.clone(deal);
      const luck = createRng(dealSeed);
      if ('plan' in c) commitPlans(s, luck, { [seat]: c.plan });
      else {
        const r = machine.apply(s, seat, c.action, { trusted: true });
        if (!r.ok) throw new Error(`the search took a refused action: ${r.detail}`);
      }
      playout(s, stop, luck);
      totals[i]! += evaluate(s, seat);
      iterations++;
      heartbeat();
    });
  }
  let best = 0;
  totals.forEach((t, i) => {
    if (t > totals[best]!) best = i;
  });
  return { best, iterations };
}

export function decideShogun(
  knowledge: ShogunKnowledge,
  seed: number,
  pending: readonly Action[] = [],
  budget: ShogunBudget = SHOGUN_BUDGET,
): ShogunChoice {
  const { state: root, seat } = knowledge;
  const decision = machine.decisionOf(root, seat);
  if (!decision) throw new Error(`${seat} has no decision to take`);
  const { actions, point } = decision;
  const listed = (a: Action) => actions.some((b) => b.type === a.type && sameAction(a, b));
  const next = pending[0];
  if (next && point === 'plan' && listed(next))
    return { action: next, pending: pending.slice(1), iterations: 0 };
  if (actions.length === 1) return { action: actions[0]!, pending: [], iterations: 0 };
  // Without deals (the rules of thumb alone, a baseline) or where the search has nothing to add.
  if (THUMB.has(point) || (budget.deals === 0 && point !== 'plan'))
    return { action: policyAction(root, seat, point, actions), pending: [], iterations: 0 };
  const rng = createRng(decisionSeed(seed, viewHash(root, seat)));
  if (point === 'plan') {
    // A plan half laid without its rest (a reload): cleared, then made afresh.
    const clear = actions.find((a) => a.type === 'clear');
    if (clear) return { action: clear, pending: [], iterations: 0 };
    const plans = candidatePlans(root, seat, budget.plans, rng);
    const { best, iterations } =
      plans.length > 1 && budget.deals > 0
        ? searchCandidates(
            root,
            seat,
            plans.map((plan) => ({ plan })),
            budget.deals,
            budget.seasons ?? 1,
            rng,
          )
        : { best: 0, iterations: 0 };
    const [first, ...rest] = planActionsOf(plans[best]!);
    return { action: first!, pending: rest, iterations };
  }
  const cands = candidateActions(actions);
  const { best, iterations } = searchCandidates(
    root,
    seat,
    cands.map((action) => ({ action })),
    Math.max(2, Math.ceil(budget.deals / 2)),
    budget.seasons ?? 1,
    rng,
  );
  return { action: cands[best]!, pending: [], iterations };
}
