// What the saves list shows about a Shogun companion game (the physical Shogun's bookkeeping), read
// from its setup and state. Type-only imports: the first screen does not load the module.

import type { ShogunCompanionSetup, ShogunCompanionState } from '../games/shogun-companion/index';
import type { NewSave } from './saves';
import type { ShogunPlayer } from './shogun';
import type { Progress } from './types';

export const SHOGUN_COMPANION = 'shogun-companion';

/**
 * shogunCompanion.rulesVersion, repeated so the store does not pull in the module;
 * tests/unit/store/shogun-companion.test.ts fails when the two differ.
 */
export const SHOGUN_COMPANION_RULES_VERSION = 3;

const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** Progress counted as Shogun's (store/shogun.ts): 0 in the setup helper, 1 = spring of year 1, 8 = last winter. */
export function shogunCompanionProgress(state: ShogunCompanionState): Progress {
  const turn = state.phase.step === 'setup' ? 0 : (state.year - 1) * 4 + SEASONS.indexOf(state.season) + 1;
  return { turn, finished: state.phase.step === 'over' };
}

/** The NewSave for a companion game just set up (state = shogunCompanion.setup(setup, seed)). */
export function shogunCompanionNewSave(
  setup: ShogunCompanionSetup,
  seed: number,
  state: ShogunCompanionState,
  players: ShogunPlayer[],
  armies: string[],
): NewSave {
  return {
    game: SHOGUN_COMPANION,
    kind: 'companion',
    battle: `Shogun (${setup.players})`,
    armies,
    setup,
    seed,
    rulesVersion: SHOGUN_COMPANION_RULES_VERSION,
    edition: 'shogun',
    progress: shogunCompanionProgress(state),
    extra: { players },
  };
}
