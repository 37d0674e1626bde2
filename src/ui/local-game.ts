// Pass and play on one device: starting a battle and reopening its save. This pulls in the rules
// engine and the game screen's model, so the app loads it on demand (the first screen needs
// neither) and warms it up in the background after the first render.

import type { Setup } from '../games/samurai-battles/setup';
import type { Side } from '../games/samurai-battles/types';
import {
  createSave,
  type ResumeNotice,
  requestPersistentStorage,
  resumeSave,
  samuraiNewSave,
  samuraiProgress,
  saveErrorMessage,
} from '../store/index';
import type { ComputerSeat } from './ai/seat';
import { computerSeatOf } from './ai/seat';
import { withComputer } from './ai/vs-computer';
import { eventsFor, samuraiBattles } from './game/engine';
import { createMatch, type Match } from './game/match';
import { settings } from './settings';

export interface LocalGame {
  match: Match;
  saveId: string;
  /** The save went on from an earlier move than its last (store/resume.ts): tell the players. */
  notice?: ResumeNotice | null;
}

/** Sets up the battle, creates its save, and starts the match from exactly what is on disk. */
export async function startLocalGame(
  chosen: Setup,
  seed: number,
  players: Record<Side, string>,
  computer?: ComputerSeat,
): Promise<LocalGame> {
  // The privacy setting is a rule of the game from its start (saved with it): whether a player is
  // asked to react even when he holds nothing he could play. Old saves lack it: 'when-able'.
  const setup: Setup = { ...chosen, options: { ...chosen.options, reactionPauses: settings().privacy } };
  const state = samuraiBattles.setup(setup, seed);
  const extra = computer ? { players, computer } : { players };
  const save = await createSave(samuraiNewSave(setup, seed, state, 'pass-and-play', extra));
  // Asked from the player's tap (some browsers grant it only then); a refusal changes nothing.
  void requestPersistentStorage().catch(() => undefined);
  const match = createMatch({
    module: samuraiBattles,
    eventsFor,
    setup,
    seed,
    players,
    resume: { state, log: [] },
    persist: save,
    saveId: save.id,
    progress: samuraiProgress,
    saveErrorMessage,
    ...(computer ? { computer } : {}),
  });
  return { match: withComputer(match), saveId: save.id };
}

/** Reopens a saved battle exactly where it stopped. Throws the store's SaveError. */
export async function resumeLocalGame(
  id: string,
  players: (extra?: Record<string, unknown>) => Record<Side, string>,
): Promise<LocalGame> {
  const r = await resumeSave(id, samuraiBattles);
  const computer = computerSeatOf(r.header.extra);
  const match = createMatch({
    module: samuraiBattles,
    eventsFor,
    setup: r.session.setup,
    seed: r.session.seed,
    players: players(r.header.extra),
    resume: { state: r.session.state, log: r.session.log, base: r.session.base },
    persist: r.save,
    saveId: id,
    progress: samuraiProgress,
    saveErrorMessage,
    ...(computer ? { computer } : {}),
  });
  return { match: withComputer(match), saveId: id, notice: r.notice };
}
