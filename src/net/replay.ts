// Rebuilds a game and the events of every action from setup + seed + log: the host needs the
// events to send a rejoining guest the whole log, and a save keeps only the actions.

import type {
  Action,
  GameEvent,
  GameState,
  GameView,
  Setup as SamuraiSetup,
  Side,
} from '../games/samurai-battles/index';
import { type NetLogged, withSeed } from './dice/public-seed';
import { orSamurai } from './games/samurai';
import type { NetGame } from './net-game';

export interface Replayed<S = GameState, E = GameEvent> {
  state: S;
  events: E[][];
}

/** Throws when a logged action is refused (a damaged save). `game` defaults to Samurai Battles. */
export function replayWithEvents<
  S = GameState,
  A = Action,
  V = GameView,
  E = GameEvent,
  Seat extends string = Side,
  Setup = SamuraiSetup,
>(
  setup: Setup,
  seed: number,
  log: readonly NetLogged<Seat, A>[],
  game?: NetGame<S, A, V, E, Seat, Setup>,
): Replayed<S, E> {
  const net = orSamurai(game);
  const state = net.module.setup(setup, seed);
  const events: E[][] = [];
  log.forEach((entry, i) => {
    // Not transactional: a replay that fails is thrown away whole. An action that rolled on phones
    // rolls again from the seed it had (docs/net.md "Dice").
    const r = withSeed(net, state, entry.dice, () => net.applyFast(state, entry.seat, entry.action));
    if (!r.ok) throw new Error(`action ${i + 1} of the log was refused: ${r.reason} (${r.detail})`);
    events.push(r.events);
  });
  return { state, events };
}
