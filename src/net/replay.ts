// Rebuilds a game and the events of every action from setup + seed + log: the host needs the
// events to send a rejoining guest the whole log, and a save keeps only the actions.

import type { GameEvent, GameState } from '../games/samurai-battles/index';
import { type NetLogged, withSeed } from './dice/public-seed';
import { orSamurai, type SamuraiNetTypes } from './games/samurai';
import type { NetGame, NetTypes } from './net-game';

export interface Replayed<S = GameState, E = GameEvent> {
  state: S;
  events: E[][];
}

/** Throws when a logged action is refused (a damaged save). `game` defaults to Samurai Battles. */
export function replayWithEvents<T extends NetTypes = SamuraiNetTypes>(
  setup: T['setup'],
  seed: number,
  log: readonly NetLogged<T['seat'], T['action']>[],
  game?: NetGame<T>,
): Replayed<T['state'], T['event']> {
  const net = orSamurai(game);
  const state = net.module.setup(setup, seed);
  const events: T['event'][][] = [];
  log.forEach((entry, i) => {
    // Not transactional: a replay that fails is thrown away whole. An action that rolled on phones
    // rolls again from the seed it had (docs/net.md "Dice").
    const r = withSeed(net, state, entry.dice, () => net.applyFast(state, entry.seat, entry.action));
    if (!r.ok) throw new Error(`action ${i + 1} of the log was refused: ${r.reason} (${r.detail})`);
    events.push(r.events);
  });
  return { state, events };
}
