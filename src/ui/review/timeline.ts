// A finished or ongoing game as a timeline for its replay: the log is replayed once, keeping the
// events of every action and a copy of the state every CHECKPOINT_EVERY actions, so any position is
// one checkpoint copy plus at most that many actions away (never a replay from the start). Generic
// over the game module; no DOM. A game hosted on phones rolled its dice from seeds both phones gave
// (protocol 5): each such action is replayed with its seed, as the host replays it.

import type { GameModule } from '../../engine/game';
import type { RngState } from '../../engine/rng';
import type { LoggedAction } from '../../engine/session';
import { withSeed } from '../../net/dice/public-seed';
import type { Seed } from '../../net/dice/seed';

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
  /**
   * A game hosted on phones: the seed of each action that rolled there, by log index (the save
   * header's `extra.dice`, docs/net.md "Dice"). Without them its dice would come out otherwise.
   */
  dice?: Readonly<Record<number, Seed>>;
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
    /** Where a state keeps its generator, for `source.dice` (default: its top-level `rng`). */
    rng?: (state: S) => RngState;
  } = {},
): Timeline<S, Seat, E> {
  const every = opts.every ?? CHECKPOINT_EVERY;
  const generator = opts.rng ? { rng: opts.rng } : {};
  /** Action `i` of the log on `s`, with the seed it rolled with on phones, if any. */
  const applyAt = (s: S, i: number, trusted: boolean) => {
    const entry = source.log[i]!;
    return withSeed(generator, s, source.dice?.[i], () =>
      module.apply(s, entry.seat, entry.action, trusted ? { trusted: true } : undefined),
    );
  };
  const first = source.base?.index ?? 0;
  const start = source.base ? module.clone(source.base.state as S) : module.setup(source.setup, source.seed);
  const checkpoints = new Map<number, S>([[first, module.clone(start)]]);
  const events: E[][] = [];
  opts.onStart?.(start);
  const state = start;
  for (let i = first; i < source.log.length; i++) {
    const r = applyAt(state, i, false);
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
    // The log was checked when the timeline was built.
    for (let i = from; i < at; i++) applyAt(s, i, true);
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
