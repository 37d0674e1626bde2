// What the saves list shows about a Samurai Battles game, read from its setup and state. The rest
// of the store knows no game; this is the one place that reads Samurai Battles types.

import type { Setup } from '../games/samurai-battles/setup';
import type { GameState } from '../games/samurai-battles/types';
import type { NewSave } from './saves';
import type { Progress, SaveKind } from './types';

export const SAMURAI_BATTLES = 'samurai-battles';

/**
 * samuraiBattles.rulesVersion, repeated here so that the store (loaded by the first screen) does
 * not pull in the rules engine; tests/unit/store/rules-version.test.ts fails when the two differ.
 */
export const SAMURAI_RULES_VERSION = 6;

export function samuraiProgress(state: GameState): Progress {
  return { turn: state.turn, finished: state.winner !== null };
}

/** The NewSave for a game that was just set up (state = module.setup(setup, seed)). */
export function samuraiNewSave(
  setup: Setup,
  seed: number,
  state: GameState,
  kind: SaveKind = 'pass-and-play',
  extra?: Record<string, unknown>,
): NewSave {
  const { scenario } = setup;
  return {
    game: SAMURAI_BATTLES,
    kind,
    battle: scenario.title,
    armies: [scenario.armies.top.name, scenario.armies.bottom.name],
    setup,
    seed,
    rulesVersion: SAMURAI_RULES_VERSION,
    progress: samuraiProgress(state),
    ...(extra ? { extra } : {}),
  };
}
