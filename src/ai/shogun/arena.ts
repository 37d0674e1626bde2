// Whole Shogun games between computer seats and random or rule-of-thumb seats, for the tests and
// `scripts/shogun-ai.ts`. The computer gets only its knowledge (knowledge.ts); every action goes
// through the module's checked apply, so an illegal choice fails loudly.

import { createRng, randomInt } from '../../engine/rng';
import type { Seat } from '../../games/shogun/data/components';
import type { Action, Setup, ShogunGame } from '../../games/shogun/flow/state';
import { shogun } from '../../games/shogun/index';
import { randomChoice } from '../../games/shogun/sim/random';
import { decideShogun, SHOGUN_BUDGET, type ShogunBudget } from './decide';
import { shogunKnowledgeOf } from './knowledge';
import { isWithdraw } from './seats';

/** The computer at the app's budget, the rules of thumb without a search, or random play. */
export type ShogunContender = 'computer' | 'thumb' | 'random';

const THUMB_BUDGET: ShogunBudget = { plans: 1, deals: 0 };

export interface ShogunArenaGame {
  state: ShogunGame;
  /** Final points per seat. */
  scores: Partial<Record<Seat, number>>;
  winners: Seat[];
  /** Milliseconds per searched decision of the computer seats. */
  searched: number[];
  /** The decision points the computer seats answered. */
  points: Set<string>;
  decisions: number;
}

export function playShogunArena(
  setup: Setup,
  seed: number,
  players: readonly ShogunContender[],
  opts: { budget?: ShogunBudget; now?: () => number; maxDecisions?: number } = {},
): ShogunArenaGame {
  const state = shogun.setup(setup, seed);
  const chooser = createRng(seed ^ 0x51ed);
  const now = opts.now ?? (() => performance.now());
  const pending = new Map<Seat, Action[]>();
  const searched: number[] = [];
  const points = new Set<string>();
  let decisions = 0;
  const kind = (seat: Seat) => players[state.seats.indexOf(seat)] ?? 'random';
  for (; decisions < (opts.maxDecisions ?? 20_000); decisions++) {
    const open = shogun.decisions(state).filter((d) => !d.actions.every(isWithdraw));
    if (open.length === 0) break;
    const d = open[randomInt(chooser, open.length)]!;
    let action: Action;
    if (kind(d.seat) === 'random') action = randomChoice(chooser, d.seat, d.actions);
    else {
      if (kind(d.seat) === 'computer') points.add(d.point);
      const t0 = now();
      const budget = kind(d.seat) === 'thumb' ? THUMB_BUDGET : (opts.budget ?? SHOGUN_BUDGET);
      const c = decideShogun(shogunKnowledgeOf(state, d.seat), seed, pending.get(d.seat), budget);
      if (c.iterations > 0 && kind(d.seat) === 'computer') searched.push(now() - t0);
      pending.set(d.seat, c.pending);
      action = c.action;
    }
    const r = shogun.apply(state, d.seat, action);
    if (!r.ok) throw new Error(`${kind(d.seat)} (${d.seat}) took a refused action: ${r.reason} ${r.detail}`);
  }
  return {
    state,
    scores: state.outcome?.scores ?? {},
    winners: state.outcome?.winners ?? [],
    searched,
    points,
    decisions,
  };
}
