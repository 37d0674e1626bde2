// Rebuilds a game and the events of every action from setup + seed + log: the host needs the
// events to send a rejoining guest the whole log, and a save keeps only the actions.

import type { LoggedAction } from '../engine/session';
import {
  type Action,
  applyAction,
  type GameEvent,
  type GameState,
  type Setup,
  type Side,
  samuraiBattles,
} from '../games/samurai-battles/index';

export interface Replayed {
  state: GameState;
  events: GameEvent[][];
}

/** Throws when a logged action is refused (a damaged save). */
export function replayWithEvents(
  setup: Setup,
  seed: number,
  log: readonly LoggedAction<Side, Action>[],
): Replayed {
  const state = samuraiBattles.setup(setup, seed);
  const events: GameEvent[][] = [];
  log.forEach((entry, i) => {
    // Not transactional: a replay that fails is thrown away whole.
    const r = applyAction(state, entry.seat, entry.action, { transactional: false });
    if (!r.ok) throw new Error(`action ${i + 1} of the log was refused: ${r.reason} (${r.detail})`);
    events.push(r.events);
  });
  return { state, events };
}
