// Test-only page script: injected into the built app's own page by the store browser tests (never
// part of the app build), so the store and the service worker run on the app's origin, with its
// database and its worker, before the UI calls them itself. Exposes window.__kassenStore.

import { openDB } from 'idb';
import { soleDecision } from '../../../src/engine/decide';
import type { RngState } from '../../../src/engine/rng';
import { undo } from '../../../src/engine/session';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import * as pwa from '../../../src/pwa/index';
import * as store from '../../../src/store/index';
import { canonical, chooserRng, newGame, playOne, type SamuraiSession } from './store-game';

interface OpenGame {
  session: SamuraiSession;
  save: store.GameSave;
  rng: RngState;
}

const games = new Map<string, OpenGame>();
/** Every game this page lost to another tab (store/writer.ts), in order. */
const taken: { reason: string; id: string }[] = [];
store.onTakenOver((t) => taken.push({ reason: t.reason, id: t.header.id }));
const MODULES: store.GameModules = { 'samurai-battles': samuraiBattles };

function game(id: string): OpenGame {
  const g = games.get(id);
  if (!g) throw new Error(`no open game ${id}`);
  return g;
}

/** A SaveError as plain data (errors do not cross page.evaluate). */
async function attempt<T>(
  f: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string; message: string }> {
  try {
    return { ok: true, value: await f() };
  } catch (e) {
    const code = e instanceof store.SaveError ? e.code : 'thrown';
    return { ok: false, code, message: e instanceof Error ? e.message : String(e) };
  }
}

const api = {
  store,
  pwa,
  /** For the benchmark's baseline: a plain idb put of the same record. */
  openDB,
  MODULES,
  attempt,
  canonical,
  /** Starts and saves a new game; returns its id. */
  async startGame(seed: number, chooserSeed: number): Promise<string> {
    const session = newGame(seed);
    const save = await store.createSave(store.samuraiNewSave(session.setup, seed, session.state));
    games.set(save.id, { session, save, rng: chooserRng(chooserSeed) });
    return save.id;
  },
  /** Plays n actions, each saved before the next (as the UI must); returns their events. */
  async play(id: string, n: number) {
    const g = game(id);
    const played = [];
    for (let i = 0; i < n && soleDecision(samuraiBattles, g.session.state); i++) {
      const p = playOne(g.session, g.rng);
      await g.save.appendAction(
        { seat: p.seat, action: p.action },
        store.samuraiProgress(g.session.state),
        g.session.state,
      );
      played.push(p.events);
    }
    return played;
  },
  /** Resumes a saved game; later play() continues it with a fresh chooser. */
  async resume(id: string, chooserSeed: number) {
    const r = await store.resumeSave(id, samuraiBattles);
    games.set(id, { session: r.session, save: r.save, rng: chooserRng(chooserSeed) });
    return { fromSnapshot: r.fromSnapshot, header: r.header, state: canonical(r.session.state) };
  },
  /**
   * Opens a saved game as a tab that never heard of the others would (no claim, so nobody is
   * told): only the revision check stands between it and the other tab (issue 27).
   */
  async openUnclaimed(id: string, chooserSeed: number): Promise<void> {
    const loaded = await store.loadSave(id);
    const rebuilt = store.rebuildState(samuraiBattles, loaded);
    const session: SamuraiSession = {
      module: samuraiBattles,
      setup: loaded.setup as SamuraiSession['setup'],
      seed: loaded.seed,
      state: rebuilt.state,
      log: loaded.log.slice(0, rebuilt.actions) as SamuraiSession['log'],
    };
    games.set(id, { session, save: new store.GameSave(loaded.header), rng: chooserRng(chooserSeed) });
  },
  /** Takes the last action back, as Undo does, and saves the shorter log. */
  async undo(id: string): Promise<void> {
    const g = game(id);
    undo(g.session);
    await g.save.truncate(g.session.log.length, store.samuraiProgress(g.session.state));
  },
  /** The page's log of the game, as canonical JSON (to compare with the stored one). */
  log(id: string): string {
    return canonical(game(id).session.log);
  },
  /** The stored log, as canonical JSON (throws the store's error if the save does not open). */
  async storedLog(id: string): Promise<string> {
    return canonical((await store.loadSave(id)).log);
  },
  takenOver() {
    return taken;
  },
  state(id: string): string {
    return canonical(game(id).session.state);
  },
  /** Plays one action without saving it (the benchmark times the saving separately). */
  playUnsaved(id: string) {
    const g = game(id);
    const p = playOne(g.session, g.rng);
    return {
      entry: { seat: p.seat, action: p.action },
      progress: store.samuraiProgress(g.session.state),
      state: g.session.state,
    };
  },
  save(id: string): store.GameSave {
    return game(id).save;
  },
};

declare global {
  interface Window {
    __kassenStore: typeof api;
  }
}

window.__kassenStore = api;
