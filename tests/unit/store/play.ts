// Test helper: a Samurai Battles game on the introductory skirmish, driven by random legal actions
// (a seeded chooser, so every run plays the same game). The same game the browser tests play.

import type { Action, GameEvent, Side } from '../../../src/games/samurai-battles/index';
import {
  chooserRng,
  newGame as newIntroGame,
  playOne,
  type SamuraiSession,
} from '../../browser/pages/store-game';

export type { SamuraiSession };

/** A chooser of legal actions; the same seed picks the same actions in the same game. */
export function chooser(
  seed: number,
): (s: SamuraiSession) => { seat: Side; action: Action; events: GameEvent[] } {
  const rng = chooserRng(seed);
  return (s) => playOne(s, rng);
}

export function newGame(seed = 1234): SamuraiSession {
  return newIntroGame(seed);
}
