// The generic contract every game module fulfils. The engine knows nothing of Samurai Battles:
// a game is a state machine whose current decision point names the seat that must act and the
// legal actions; an action handler changes the state and moves on to the next decision point.

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

/** A decision point: who must act now, what it is called, and every legal action. */
export interface Decision<Seat extends string, A> {
  seat: Seat;
  point: string;
  actions: A[];
}

export interface GameModule<S, A, V, E, Seat extends string, Setup> {
  id: string;
  /**
   * The version of the rules code. Raise it whenever a change may make an action log recorded
   * before it replay differently or be refused: saves record it and check old logs against it.
   */
  rulesVersion: number;
  seats: readonly Seat[];
  /** Builds the initial state. Deterministic for a given setup and seed. */
  setup(setup: Setup, seed: number): S;
  /** The current decision point, or null when the game is over. */
  decision(state: S): Decision<Seat, A> | null;
  /** Applies an action in place. A rejected action leaves the state untouched. */
  apply(state: S, seat: Seat, action: A): ApplyResult<E>;
  /** What one seat may see (hidden information removed). */
  view(state: S, seat: Seat | 'spectator'): V;
  /** Index of the first action that may still be undone (actions before it revealed dice or cards). */
  undoFloor(state: S): number;
  /** Number of actions applied so far. */
  actionCount(state: S): number;
}

/** Structural equality of two plain-JSON actions (key order insensitive). */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!sameAction((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}
