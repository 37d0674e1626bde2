// A random legal game's log for the review tests: `n` actions (or to the game's end) from `seed`,
// with every action's events and the state it ends in.

import { soleDecision } from '../../../src/engine/decide';
import { createRng } from '../../../src/engine/rng';
import type { LoggedAction } from '../../../src/engine/session';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { pickAction } from '../../../src/games/samurai-battles/sim/random';
import type { Side } from '../../../src/games/samurai-battles/types';

export function randomGameLog(setup: Setup, seed: number, n: number) {
  const state = samuraiBattles.setup(setup, seed);
  const rng = createRng(seed);
  const log: LoggedAction<Side, Action>[] = [];
  const events: GameEvent[] = [];
  while (log.length < n) {
    const d = soleDecision(samuraiBattles, state);
    if (!d) break;
    const action = pickAction(rng, d.actions);
    const r = samuraiBattles.apply(state, d.seat, action);
    if (!r.ok) throw new Error(r.detail);
    log.push({ seat: d.seat, action });
    events.push(...r.events);
  }
  return { log, events, state };
}
