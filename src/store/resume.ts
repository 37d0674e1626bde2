// Turns a stored save back into an engine session. The state carries the PRNG, so the resumed game
// rolls the same dice the uninterrupted one would have.
//
// The log is the truth while the rules that recorded it are the rules that run it: then the newest
// snapshot plus the actions after it give the state, or a replay of the whole log when no snapshot
// is usable. When the rules version differs (or was never recorded) the log may no longer mean the
// same game, so it is replayed and checked against the snapshots, the states the players actually
// saw. If an action is refused, or a replayed state differs from its snapshot, the game goes on from
// the newest usable snapshot and the actions after it are set aside; a 'rewound' notice tells the
// players. Nothing is written here: the stored rows change only when the game moves on (GameSave).

import { sameAction } from '../engine/action';
import type { GameModule } from '../engine/game';
import type { LoggedAction, Session } from '../engine/session';
import { SaveError } from './errors';
import { continueSave, type GameSave, loadSave } from './saves';
import type { LoadedSave, SaveHeader } from './types';

/** Why a resumed game does not go on after the whole stored log. */
export interface ResumeNotice {
  kind: 'rewound';
  /**
   * 'rules-changed': the log was recorded under other rules and, replayed under these, is refused or
   * gives another game. 'log-refused': an action of the log is refused under the rules that
   * recorded it (a damaged log).
   */
  reason: 'rules-changed' | 'log-refused';
  /** Actions the save holds. */
  fromAction: number;
  /** Actions the game goes on after; the next move replaces those that followed. */
  toAction: number;
}

export interface Rebuilt<S> {
  state: S;
  /** The snapshot the state was rebuilt from (its action count), or null for a replay from the setup. */
  fromSnapshot: number | null;
  /** How many actions of the log the state includes (fewer than the log after a rewind). */
  actions: number;
  /** When the log could not be used: the snapshot the save is based on from the next move. */
  rebaseOn: number | null;
  notice: ResumeNotice | null;
}

export interface Resumed<S, A, V, E, Seat extends string, Setup> {
  session: Session<S, A, V, E, Seat, Setup>;
  /** Write every further action through this handle. */
  save: GameSave;
  /** The header as stored (it changes with the next move). */
  header: SaveHeader;
  fromSnapshot: number | null;
  /** Set when the game goes on from an earlier point than the end of its log: tell the players. */
  notice: ResumeNotice | null;
}

/** A snapshot the current code can go on from (its stored state, never changed here). */
interface Usable {
  index: number;
  state: unknown;
}

function stateVersion(state: unknown): unknown {
  return state !== null && typeof state === 'object' ? (state as { version?: unknown }).version : undefined;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The snapshots whose state this code can read and play on from, oldest first. */
function usableSnapshots<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  loaded: LoadedSave,
): Usable[] {
  // A state of another shape (its `version`, if the game keeps one) is not used.
  let fresh: { version: unknown } | null = null;
  try {
    fresh = { version: stateVersion(module.setup(loaded.setup as Setup, loaded.seed)) };
  } catch {
    // A setup these rules cannot build: the snapshots may still be playable.
  }
  const out: Usable[] = [];
  for (const snap of loaded.snapshots) {
    if (snap.index > loaded.log.length) continue;
    if (fresh && stateVersion(snap.state) !== fresh.version) continue;
    try {
      // A throwaway copy: the checks must not touch the stored state.
      const probe = structuredClone(snap.state) as S;
      if (module.actionCount(probe) !== snap.index) continue;
      // Every decision, not the sole one: a state where several seats may act (simultaneous plans,
      // the companions' public steps) is as usable as any.
      module.decisions(probe);
      module.view(probe, 'spectator');
      out.push(snap);
    } catch {
      // Unreadable by this code: not usable.
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

type Replayed<S> = { ok: true; state: S } | { ok: false; detail: string };

/**
 * Applies log[from..] to `state` (changed in place). With `checks`, the state after each action that
 * has a snapshot must equal it.
 */
function replayLog<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  state: S,
  log: readonly LoggedAction<Seat, A>[],
  from: number,
  checks: readonly Usable[],
): Replayed<S> {
  const seen = new Map(checks.map((s) => [s.index, s.state]));
  for (let i = from; i < log.length; i++) {
    const entry = log[i]!;
    let r: ReturnType<typeof module.apply>;
    try {
      r = module.apply(state, entry.seat, entry.action);
    } catch (e) {
      return { ok: false, detail: `action ${i} of the log failed: ${message(e)}` };
    }
    if (!r.ok) return { ok: false, detail: `action ${i} of the log was refused: ${r.reason} (${r.detail})` };
    const saved = seen.get(i + 1);
    if (saved !== undefined && !sameAction(state, saved)) {
      return { ok: false, detail: `the game replayed to action ${i + 1} differs from the one saved there` };
    }
  }
  return { ok: true, state };
}

type Start<S> =
  | { ok: true; state: S; index: number; fromSnapshot: number | null }
  | { ok: false; detail: string };

/** Where a whole replay starts: the save's base snapshot if it has one, else the setup. */
function startOf<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  loaded: LoadedSave,
  usable: readonly Usable[],
): Start<S> {
  const base = loaded.header.base;
  if (base !== undefined) {
    const snap = usable.find((s) => s.index === base);
    if (!snap) {
      return {
        ok: false,
        detail: `the snapshot it was rebuilt from (action ${base}) is missing or unreadable`,
      };
    }
    return { ok: true, state: structuredClone(snap.state) as S, index: base, fromSnapshot: base };
  }
  try {
    return {
      ok: true,
      state: module.setup(loaded.setup as Setup, loaded.seed),
      index: 0,
      fromSnapshot: null,
    };
  } catch (e) {
    return { ok: false, detail: `its battle cannot be set up: ${message(e)}` };
  }
}

/**
 * The state to go on from (see the top of this file). Throws SaveError 'unknown-game', or
 * 'replay-failed' when neither the log nor any snapshot gives a state.
 */
export function rebuildState<S, A, V, E, Seat extends string, Setup>(
  module: GameModule<S, A, V, E, Seat, Setup>,
  loaded: LoadedSave,
): Rebuilt<S> {
  if (loaded.header.game !== module.id) {
    throw new SaveError('unknown-game', `This save is for another game (${loaded.header.game}).`);
  }
  const log = loaded.log as LoggedAction<Seat, A>[];
  const total = log.length;
  const sameRules = loaded.header.rulesVersion === module.rulesVersion;
  const usable = usableSnapshots(module, loaded);
  const newest = usable.at(-1);

  // Same rules: the newest snapshot and the actions after it (never from before the base: the log
  // there was recorded under older rules).
  const quick = usable.filter((s) => s.index >= (loaded.header.base ?? 0)).at(-1);
  if (sameRules && quick) {
    const r = replayLog(module, structuredClone(quick.state) as S, log, quick.index, []);
    if (r.ok)
      return { state: r.state, fromSnapshot: quick.index, actions: total, rebaseOn: null, notice: null };
  }

  // The whole log, from the base or the setup; under other rules, checked against the snapshots.
  const start = startOf(module, loaded, usable);
  let detail = start.ok ? '' : start.detail;
  if (start.ok) {
    const checks = sameRules ? [] : usable.filter((s) => s.index > start.index);
    const r = replayLog(module, start.state, log, start.index, checks);
    if (r.ok) {
      return {
        state: r.state,
        fromSnapshot: start.fromSnapshot,
        actions: total,
        rebaseOn: null,
        notice: null,
      };
    }
    detail = r.detail;
  }

  // The log cannot be used: go on from the newest state the players saw.
  if (newest) {
    return {
      state: structuredClone(newest.state) as S,
      fromSnapshot: newest.index,
      actions: newest.index,
      rebaseOn: newest.index,
      notice:
        newest.index < total
          ? {
              kind: 'rewound',
              reason: sameRules ? 'log-refused' : 'rules-changed',
              fromAction: total,
              toAction: newest.index,
            }
          : null,
    };
  }
  const why = sameRules ? '' : ' (it was saved under other rules)';
  throw new SaveError('replay-failed', `This save cannot be continued${why}: ${detail}.`);
}

/** Loads a save and rebuilds its session; the returned handle saves the actions that follow. */
export async function resumeSave<S, A, V, E, Seat extends string, Setup>(
  id: string,
  module: GameModule<S, A, V, E, Seat, Setup>,
): Promise<Resumed<S, A, V, E, Seat, Setup>> {
  const loaded = await loadSave(id);
  const rebuilt = rebuildState(module, loaded);
  const session: Session<S, A, V, E, Seat, Setup> = {
    module,
    setup: loaded.setup as Setup,
    seed: loaded.seed,
    state: rebuilt.state,
    log: loaded.log.slice(0, rebuilt.actions) as LoggedAction<Seat, A>[],
  };
  // Undo replays from the base, never from the setup, once the log before it may not replay.
  const baseIndex = rebuilt.rebaseOn ?? loaded.header.base;
  const baseState =
    rebuilt.rebaseOn !== null
      ? rebuilt.state
      : loaded.snapshots.find((snap) => snap.index === baseIndex)?.state;
  if (baseIndex !== undefined && baseState !== undefined) {
    session.base = { state: structuredClone(baseState) as S, length: baseIndex };
  }
  const save = continueSave(loaded, {
    actions: rebuilt.actions,
    rulesVersion: module.rulesVersion,
    rebaseOn: rebuilt.rebaseOn,
  });
  return { session, save, header: save.header(), fromSnapshot: rebuilt.fromSnapshot, notice: rebuilt.notice };
}
