// The contract every game module fulfils (types only). The engine knows nothing of any game: a game
// is a state machine (src/engine/machine.ts) whose current decision point names every seat that may
// act now and their legal actions; an action changes the state and moves on to the next decision.

import type { RngState } from './rng';

/** Why an action was refused. Codes are stable; UIs translate them. */
export type RejectReason = 'game-over' | 'not-your-decision' | 'illegal-action' | 'malformed-action';

export interface Rejection {
  ok: false;
  reason: RejectReason;
  detail: string;
}

export interface Applied<E> {
  ok: true;
  events: E[];
}

export type ApplyResult<E> = Applied<E> | Rejection;

/** One seat's decision: where the game stands (`point`) and every legal action of that seat. */
export interface Decision<Seat extends string, A> {
  seat: Seat;
  point: string;
  actions: A[];
}

/** How a game ended: the winning seats (several on a shared win, none on a draw), why, and scores. */
export interface Outcome<Seat extends string> {
  winners: Seat[];
  reason: string;
  scores?: Partial<Record<Seat, number>>;
}

/**
 * One seat's decision as everyone at the table may see it: the spectator's view with that
 * decision's open actions (those taken without looking at anything hidden) and what the game says
 * about them, so a shared screen can ask that seat without showing its hand (docs/engine.md
 * "Open decisions").
 */
export interface OpenDecision<V, A> {
  view: V;
  /** The open actions, in the decision's order (a subset of its legal actions, never empty). */
  actions: A[];
}

export interface ApplyOptions {
  /** The action was taken from this state's own decisions (search, replay): skip the listing check. */
  trusted?: boolean;
}

export interface GameModule<S, A, V, E, Seat extends string, Setup> {
  id: string;
  /**
   * The version of the rules code. Raise it whenever a change may make an action log recorded
   * before it replay differently or be refused: saves record it and check old logs against it.
   */
  rulesVersion: number;
  /** Every seat this game can have (a net message naming another seat is refused). */
  seats: readonly Seat[];
  /** The seats of this game, in seat order (a game for 3 to 5 players has 3 to 5). */
  seatsOf(state: S): readonly Seat[];
  /** Builds the initial state. Deterministic for a given setup and seed. */
  setup(setup: Setup, seed: number): S;
  /** Every seat that may act now, each with its legal actions; empty when the game is over. */
  decisions(state: S): Decision<Seat, A>[];
  /** Applies an action in place. A refused action leaves the state untouched. */
  apply(state: S, seat: Seat, action: A, opts?: ApplyOptions): ApplyResult<E>;
  /** What one seat may see (hidden information removed). */
  view(state: S, seat: Seat | 'spectator'): V;
  /** The events one seat may see (events outside their audience dropped or redacted). */
  eventsFor(events: readonly E[], seat: Seat | 'spectator'): E[];
  /** How the game ended, or null while it goes on. */
  outcome(state: S): Outcome<Seat> | null;
  /** Index of the first action that may still be undone (actions before it revealed dice or cards). */
  undoFloor(state: S): number;
  /** Number of actions applied so far. */
  actionCount(state: S): number;
  /** A deep copy, far cheaper than structuredClone (search copies states by the thousand). */
  clone(state: S): S;
  /**
   * A full state consistent with everything `seat` has seen, with every card it has not seen dealt
   * anew and the future random draws re-seeded from `rng`: a search run on it cannot learn the real
   * hidden cards or the real future dice.
   */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /**
   * Optional: `seat`'s current decision as it may be shown to everyone at the table, or null when
   * it is not his decision or nothing of it may be answered without his hidden information. Which
   * actions are open is a rule of the game, never of the screen.
   */
  openDecision?(state: S, seat: Seat): OpenDecision<V, A> | null;
}
