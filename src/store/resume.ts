// Turns a stored save back into an engine session: the newest snapshot plus the actions after it,
// or, when there is no usable snapshot, a replay of the whole log. The state carries the PRNG, so
// the resumed game rolls the same dice the uninterrupted one would have.

import type { GameModule } from '../engine/game';
import { type LoggedAction, replay, type Session } from '../engine/session';
import { SaveError } from './errors';
import { continueSave, type GameSave, loadSave } from './saves';
import type { LoadedSave, SaveHeader } from './types';

export interface Rebuilt<S> {
  state: S;
  /** The snapshot the state was rebuilt from (its action count), or null for a full replay. */
  fromSnapshot: number | null;
}

export interface Resumed<S, A, V, E, Seat extends string, Setup> {
  session: Session<S, A, V, E, Seat, Setup>;
  /** Write every further action through this handle. */
  save: GameSave;
  header: SaveHeader;
  fromSnapshot: number | null;
}

function stateVersion(state: unknown): unknown {
  return state !== null && typeof state === 'object' ? (state as { version?: unknown }).version : undefined;
}

function fromSnapshot<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  loaded: LoadedSave,
): S | null {
  const snap = loaded.snapshot;
  if (!snap || snap.index > loaded.log.length) return null;
  try {
    // A snapshot from an app whose state had another shape (its `version`, if the game keeps one)
    // is not used: the log replays under the current rules instead.
    const fresh = module.setup(loaded.setup as Setup, loaded.seed);
    if (stateVersion(fresh) !== stateVersion(snap.state)) return null;
    // A copy: the loaded save may be rebuilt again (and the engine changes states in place).
    const state = structuredClone(snap.state) as S;
    if (module.actionCount(state) !== snap.index) return null;
    for (const entry of loaded.log.slice(snap.index)) {
      if (!module.apply(state, entry.seat as Seat, entry.action as A).ok) return null;
    }
    return state;
  } catch {
    return null;
  }
}

/** The state after the whole log. Throws SaveError 'unknown-game' or 'replay-failed'. */
export function rebuildState<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  loaded: LoadedSave,
): Rebuilt<S> {
  if (loaded.header.game !== module.id) {
    throw new SaveError('unknown-game', `This save is for another game (${loaded.header.game}).`);
  }
  const quick = fromSnapshot(module, loaded);
  if (quick !== null) return { state: quick, fromSnapshot: loaded.snapshot?.index ?? null };
  try {
    const log = loaded.log as LoggedAction<Seat, A>[];
    return { state: replay(module, loaded.setup as Setup, loaded.seed, log), fromSnapshot: null };
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new SaveError('replay-failed', `This save cannot be continued: ${detail}.`, { cause: e });
  }
}

/** Loads a save and rebuilds its session; the returned handle saves the actions that follow. */
export async function resumeSave<S, A, V, E, Seat extends string, Setup>(
  id: string,
  module: GameModule<S, A, V, E, Seat, Setup>,
): Promise<Resumed<S, A, V, E, Seat, Setup>> {
  const loaded = await loadSave(id);
  const { state, fromSnapshot: from } = rebuildState(module, loaded);
  const session: Session<S, A, V, E, Seat, Setup> = {
    module,
    setup: loaded.setup as Setup,
    seed: loaded.seed,
    state,
    log: loaded.log as LoggedAction<Seat, A>[],
  };
  const save = continueSave(loaded);
  return { session, save, header: save.header(), fromSnapshot: from };
}
