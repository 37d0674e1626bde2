// A finished or ongoing game as a timeline for its replay: the log is replayed once, keeping the
// events of every action and a copy of the state every CHECKPOINT_EVERY actions, so any position is
// one checkpoint copy plus at most that many actions away (never a replay from the start). Generic
// over the game module; no DOM.

import type { GameModule } from '../../engine/game';
import type { LoggedAction } from '../../engine/session';

/** Actions between two kept states: a step costs at most this many applies. */
export const CHECKPOINT_EVERY = 16;

/** What a timeline is built from: a save's document (or a game in progress) read-only. */
export interface TimelineSource<Seat extends string, A, Setup> {
  setup: Setup;
  seed: number;
  log: readonly LoggedAction<Seat, A>[];
  /**
   * The state a save went on from after a rules change (store: header.base): the actions before it
   * no longer replay, so the timeline starts there.
   */
  base?: { index: number; state: unknown };
}

export interface Timeline<S, Seat extends string, E> {
  /** The first position that can be shown (0, or the save's base). */
  readonly first: number;
  /** The last position: every action of the log applied. */
  readonly last: number;
  /** The state after `index` actions (a fresh copy the caller may keep). */
  stateAt(index: number): S;
  /** The events of action `i` (0-based: the action that leads from position i to i + 1). */
  eventsOf(i: number): readonly E[];
  /** The seat that took action `i`. */
  seatOf(i: number): Seat;
}

export function buildTimeline<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  source: TimelineSource<Seat, A, Setup>,
  opts: {
    every?: number;
    /** Sees the first position's state (read only). */
    onStart?: (state: S) => void;
    /** Sees each action's state and events as the log is replayed (read only). */
    onAction?: (i: number, state: S, events: readonly E[]) => void;
  } = {},
): Timeline<S, Seat, E> {
  const every = opts.every ?? CHECKPOINT_EVERY;
  const first = source.base?.index ?? 0;
  const start = source.base ? module.clone(source.base.state as S) : module.setup(source.setup, source.seed);
  const checkpoints = new Map<number, S>([[first, module.clone(start)]]);
  const events: E[][] = [];
  opts.onStart?.(start);
  const state = start;
  for (let i = first; i < source.log.length; i++) {
    const entry = source.log[i]!;
    const r = module.apply(state, entry.seat, entry.action);
    if (!r.ok) throw new Error(`action ${i} of the log was refused: ${r.reason} (${r.detail})`);
    events[i] = r.events;
    opts.onAction?.(i, state, r.events);
    if ((i + 1 - first) % every === 0) checkpoints.set(i + 1, module.clone(state));
  }
  const last = source.log.length;
  checkpoints.set(last, state);

  function stateAt(index: number): S {
    const at = Math.max(first, Math.min(last, Math.trunc(index)));
    // The nearest kept state at or before `at`.
    let from = first + Math.floor((at - first) / every) * every;
    if (!checkpoints.has(from)) from = first;
    const s = module.clone(checkpoints.get(from)!);
    for (let i = from; i < at; i++) {
      const entry = source.log[i]!;
      // The log was checked when the timeline was built.
      module.apply(s, entry.seat, entry.action, { trusted: true });
    }
    return s;
  }

  return {
    first,
    last,
    stateAt,
    eventsOf: (i) => events[i] ?? [],
    seatOf: (i) => source.log[i]!.seat,
  };
}
