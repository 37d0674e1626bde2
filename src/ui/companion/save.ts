// What the saves list shows about a companion game, read from its setup and state, and how to start
// or continue saving one through the store (src/store), like any other game.

import { companion } from '../../games/companion/index';
import type { CompanionSetup } from '../../games/companion/setup';
import type { CompanionState } from '../../games/companion/state';
import type { Side } from '../../games/samurai-battles/types';
import {
  createSave,
  type GameSave,
  type NewSave,
  type Progress,
  type ResumeNotice,
  resumeSave,
} from '../../store/index';
import { type CompanionMatch, createCompanionMatch, progressOf } from './match';

export function companionProgress(state: CompanionState): Progress {
  return progressOf(state);
}

/** The NewSave for a companion game that was just set up (state = companion.setup(setup, seed)). */
export function companionNewSave(
  setup: CompanionSetup,
  seed: number,
  state: CompanionState,
  players: Record<Side, string>,
): NewSave {
  const { scenario } = setup;
  return {
    game: companion.id,
    kind: 'companion',
    battle: scenario.title,
    armies: [scenario.armies.top.name, scenario.armies.bottom.name],
    setup,
    seed,
    progress: companionProgress(state),
    rulesVersion: companion.rulesVersion,
    extra: { players },
  };
}

/** A new companion game whose every action is saved. */
export async function startSavedCompanion(
  setup: CompanionSetup,
  seed: number,
  players: Record<Side, string>,
): Promise<{ match: CompanionMatch; save: GameSave }> {
  const state = companion.setup(setup, seed);
  const save = await createSave(companionNewSave(setup, seed, state, players));
  return { match: createCompanionMatch({ setup, seed, players, persist: save }), save };
}

function playersOf(extra: Record<string, unknown> | undefined): Record<Side, string> {
  const p = extra?.players as Partial<Record<Side, unknown>> | undefined;
  return {
    top: typeof p?.top === 'string' ? p.top : '',
    bottom: typeof p?.bottom === 'string' ? p.bottom : '',
  };
}

/** Continues a saved companion game from where it stopped. */
export async function resumeCompanion(
  id: string,
): Promise<{ match: CompanionMatch; save: GameSave; notice: ResumeNotice | null }> {
  const resumed = await resumeSave(id, companion);
  const match = createCompanionMatch({
    setup: resumed.session.setup,
    seed: resumed.session.seed,
    players: playersOf(resumed.header.extra),
    session: resumed.session,
    persist: resumed.save,
  });
  return { match, save: resumed.save, notice: resumed.notice };
}
