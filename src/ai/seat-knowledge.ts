// What a computer seat may know, for any game module: the seat and one state of its information
// set, the module's `determinize` under a fixed seed (docs/engine.md, "The AI contract"). Its view
// is the seat's real view and every unseen card, plan or draw is invented from what the seat has
// seen alone, so two real states the seat cannot tell apart give the same knowledge, bit for bit.
// Built where the real state lives; the AI receives nothing else. Also the seed of each decision.

import type { GameModule } from '../engine/game';
import { createRng } from '../engine/rng';

export interface SeatKnowledge<S, Seat extends string> {
  seat: Seat;
  /** A state the seat cannot tell from the real one; its hidden parts are invented. */
  state: S;
}

/** Fixed, so that the knowledge depends on nothing but what the seat has seen. */
const CANONICAL_SEED = 0x6b617373;

export function knowledgeFor<S, Seat extends string>(
  module: Pick<GameModule<S, unknown, unknown, unknown, Seat, unknown>, 'determinize'>,
  state: S,
  seat: Seat,
): SeatKnowledge<S, Seat> {
  return { seat, state: module.determinize(state, seat, createRng(CANONICAL_SEED)) };
}

/** One seed per decision, so a game replays the same choices and two decisions differ. */
export function decisionSeed(seed: number, actionCount: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(actionCount + 1, 0xc2b2ae35)) >>> 0;
}
