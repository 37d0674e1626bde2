// A game in progress: the module, its state and the log of actions that produced it. The log is
// the save format's heart: replaying setup + seed + actions rebuilds the same state, which is how
// undo works (replay all but the last action) and how saves and the host/guest protocol stay small.

import type { ApplyResult, GameModule } from './game';

export interface LoggedAction<Seat extends string, A> {
  seat: Seat;
  action: A;
}

export interface Session<S, A, V, E, Seat extends string, Setup> {
  module: GameModule<S, A, V, E, Seat, Setup>;
  setup: Setup;
  seed: number;
  state: S;
  log: LoggedAction<Seat, A>[];
  /**
   * A saved state the log is replayed from instead of the setup (a save rewound to a snapshot after a
   * rules change: the actions before it may no longer replay). Undo never goes back past it.
   */
  base?: { state: S; length: number };
}

export function startSession<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  setup: Setup,
  seed: number,
): Session<S, A, V, E, Seat, Setup> {
  return { module, setup, seed, state: module.setup(setup, seed), log: [] };
}

export function act<S, A, V, E, Seat extends string, Setup>(
  session: Session<S, A, V, E, Seat, Setup>,
  seat: Seat,
  action: A,
): ApplyResult<E> {
  const result = session.module.apply(session.state, seat, action);
  if (result.ok) session.log.push({ seat, action });
  return result;
}

/** Rebuilds the state by replaying a log; throws if a logged action is refused (corrupt log). */
export function replay<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  setup: Setup,
  seed: number,
  log: readonly LoggedAction<Seat, A>[],
): S {
  const state = module.setup(setup, seed);
  log.forEach((entry, i) => {
    const r = module.apply(state, entry.seat, entry.action);
    if (!r.ok) throw new Error(`action ${i} of the log was refused: ${r.reason} (${r.detail})`);
  });
  return state;
}

/** The last action may be undone by its own seat when it revealed nothing (no dice, no hidden card). */
export function canUndo<S, A, V, E, Seat extends string, Setup>(
  session: Session<S, A, V, E, Seat, Setup>,
  seat: Seat,
): boolean {
  const n = session.log.length;
  if (n === 0) return false;
  if (session.log[n - 1]!.seat !== seat) return false;
  if (session.base && n - 1 < session.base.length) return false;
  return n - 1 >= session.module.undoFloor(session.state);
}

export function undo<S, A, V, E, Seat extends string, Setup>(
  session: Session<S, A, V, E, Seat, Setup>,
): void {
  const log = session.log.slice(0, -1);
  const base = session.base;
  if (base && log.length >= base.length) {
    const state = structuredClone(base.state);
    log.slice(base.length).forEach((entry, i) => {
      const r = session.module.apply(state, entry.seat, entry.action);
      if (!r.ok)
        throw new Error(`action ${base.length + i} of the log was refused: ${r.reason} (${r.detail})`);
    });
    session.state = state;
  } else {
    session.state = replay(session.module, session.setup, session.seed, log);
  }
  session.log = log;
}
