// The app shell: which screen is showing, the game in progress and its save. Every game is saved
// as it is played (src/store); Continue and the saves list reopen one exactly where it stopped.

import {
  Match as Case,
  createSignal,
  ErrorBoundary,
  type JSX,
  lazy,
  onCleanup,
  onMount,
  Show,
  Switch,
} from 'solid-js';
import type { Setup } from '../games/samurai-battles/setup';
import type { Side } from '../games/samurai-battles/types';
import { applyUpdate, onUpdateAvailable } from '../pwa/index';
import {
  createSave,
  flushSaves,
  listSaves,
  requestPersistentStorage,
  resumeSave,
  type SaveHeader,
  samuraiNewSave,
  samuraiProgress,
  saveErrorMessage,
} from '../store/index';
import type { CompanionMatch } from './companion/match';
import { eventsFor, samuraiBattles } from './game/engine';
import { GameScreen } from './game/GameScreen';
import { createMatch, type Match } from './game/match';
import { t } from './i18n';
import { Home } from './screens/Home';
import { NewGame } from './screens/NewGame';
import { Victory } from './screens/Victory';

// Screens away from the first one load on demand, so the app's first JavaScript stays small
// (issue 6 budget); the service worker precaches every chunk, so they still open offline.
const CompanionScreen = lazy(() =>
  import('./companion/CompanionScreen').then((m) => ({ default: m.CompanionScreen })),
);
const CompanionSetup = lazy(() =>
  import('./companion/CompanionSetup').then((m) => ({ default: m.CompanionSetup })),
);
const Rules = lazy(() => import('./screens/Rules').then((m) => ({ default: m.Rules })));
const SavesScreen = lazy(() => import('./screens/Saves').then((m) => ({ default: m.SavesScreen })));
const SettingsScreen = lazy(() => import('./screens/Settings').then((m) => ({ default: m.SettingsScreen })));
const companionSaves = () => import('./companion/save');

type Screen = 'home' | 'new' | 'game' | 'settings' | 'rules' | 'saves' | 'companion-setup' | 'companion';

/** The save open in this tab, so a reload (e.g. to update the app) goes straight back to it. */
const OPEN_GAME_KEY = 'kassen.openGame';

/** A fresh seed, or the one given as ?seed=N (to replay a game exactly: same decks, same dice). */
function gameSeed(): number {
  const given = new URLSearchParams(globalThis.location?.search ?? '').get('seed');
  if (given !== null && /^\d{1,10}$/.test(given)) return Number(given) >>> 0;
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] ?? 1;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : saveErrorMessage(e);
}

function rememberOpen(id: string | null): void {
  try {
    if (id) globalThis.sessionStorage?.setItem(OPEN_GAME_KEY, id);
    else globalThis.sessionStorage?.removeItem(OPEN_GAME_KEY);
  } catch {
    // Storage refused (private mode): the game is still saved, only the reload shortcut is lost.
  }
}

function rememberedOpen(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(OPEN_GAME_KEY) ?? null;
  } catch {
    return null;
  }
}

function playersOf(extra: Record<string, unknown> | undefined): Record<Side, string> {
  const p = extra?.players as Partial<Record<Side, unknown>> | undefined;
  return {
    top: typeof p?.top === 'string' ? p.top : '',
    bottom: typeof p?.bottom === 'string' ? p.bottom : '',
  };
}

export function App(): JSX.Element {
  const [screen, setScreen] = createSignal<Screen>('home');
  const [match, setMatch] = createSignal<Match | null>(null);
  const [companionMatch, setCompanionMatch] = createSignal<CompanionMatch | null>(null);
  const [startError, setStartError] = createSignal<string | null>(null);
  const [openError, setOpenError] = createSignal<string | null>(null);
  const [continueWith, setContinueWith] = createSignal<SaveHeader | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [updateReady, setUpdateReady] = createSignal(false);

  async function refreshContinue(): Promise<void> {
    try {
      const first = (await listSaves()).find((e) => e.ok && !e.header.finished);
      setContinueWith(first?.ok ? first.header : null);
    } catch {
      setContinueWith(null);
    }
  }

  function goHome(): void {
    rememberOpen(null);
    setOpenError(null);
    setScreen('home');
    void refreshContinue();
  }

  function show(next: { match: Match } | { companion: CompanionMatch }, id: string): void {
    match()?.dispose();
    companionMatch()?.dispose();
    if ('match' in next) {
      setCompanionMatch(null);
      setMatch(next.match);
      setScreen('game');
    } else {
      setMatch(null);
      setCompanionMatch(next.companion);
      setScreen('companion');
    }
    rememberOpen(id);
  }

  async function start(setup: Setup, players: Record<Side, string>): Promise<void> {
    if (busy()) return;
    setBusy(true);
    try {
      const seed = gameSeed();
      const state = samuraiBattles.setup(setup, seed);
      const save = await createSave(samuraiNewSave(setup, seed, state, 'pass-and-play', { players }));
      // Asked from the player's tap (some browsers grant it only then); a refusal changes nothing.
      void requestPersistentStorage().catch(() => undefined);
      const next = createMatch({
        module: samuraiBattles,
        eventsFor,
        setup,
        seed,
        players,
        // The state the save was made from, so the game starts from exactly what is on disk.
        resume: { state, log: [] },
        persist: save,
        saveId: save.id,
        progress: samuraiProgress,
        saveErrorMessage,
      });
      setStartError(null);
      show({ match: next }, save.id);
    } catch (e) {
      setStartError(message(e));
    } finally {
      setBusy(false);
    }
  }

  async function startCompanion(setup: Setup, players: Record<Side, string>): Promise<void> {
    if (busy()) return;
    setBusy(true);
    try {
      const { match: next, save } = await (await companionSaves()).startSavedCompanion(
        setup,
        gameSeed(),
        players,
      );
      void requestPersistentStorage().catch(() => undefined);
      setStartError(null);
      show({ companion: next }, save.id);
    } catch (e) {
      setStartError(message(e));
    } finally {
      setBusy(false);
    }
  }

  /** Reopens a saved game exactly where it stopped, at the hand-off to the seat that decides. */
  async function open(id: string, game: string): Promise<void> {
    if (busy()) return;
    setBusy(true);
    setOpenError(null);
    try {
      // A write of the game being left may still be in flight; the reopened save must hold it.
      await flushSaves();
      if (game === 'companion') {
        const { match: next } = await (await companionSaves()).resumeCompanion(id);
        show({ companion: next }, id);
        return;
      }
      const r = await resumeSave(id, samuraiBattles);
      const next = createMatch({
        module: samuraiBattles,
        eventsFor,
        setup: r.session.setup,
        seed: r.session.seed,
        players: playersOf(r.header.extra),
        resume: { state: r.session.state, log: r.session.log },
        persist: r.save,
        saveId: id,
        progress: samuraiProgress,
        saveErrorMessage,
      });
      show({ match: next }, id);
    } catch (e) {
      rememberOpen(null);
      setOpenError(t('app.resumeFailed', { detail: message(e) }));
    } finally {
      setBusy(false);
    }
  }

  async function update(): Promise<void> {
    if (match()?.saving()) return;
    await flushSaves();
    await applyUpdate();
  }

  onMount(() => {
    onCleanup(onUpdateAvailable(setUpdateReady));
    const reopen = rememberedOpen();
    if (!reopen) {
      void refreshContinue();
      return;
    }
    // Back from a reload (an update): straight into the game that was open.
    void (async () => {
      const row = (await listSaves().catch(() => [])).find((e) => e.ok && e.header.id === reopen);
      if (row?.ok) await open(row.header.id, row.header.game);
      else rememberOpen(null);
      if (screen() === 'home') await refreshContinue();
    })();
  });

  const updateBanner = (
    <Show when={updateReady()}>
      <div class="update-banner" role="status">
        <span>{t('app.updateReady')}</span>
        <button
          type="button"
          class="bar-button primary"
          disabled={match()?.saving() ?? false}
          onClick={() => void update()}
        >
          {t('app.updateNow')}
        </button>
      </div>
    </Show>
  );

  return (
    <>
      {updateBanner}
      <Switch>
        <Case when={screen() === 'home'}>
          <Show when={openError()}>
            <p class="error home-error" role="alert">
              {openError()}
            </p>
          </Show>
          <Home
            canContinue={continueWith() !== null}
            onNew={() => setScreen('new')}
            onContinue={() => {
              const h = continueWith();
              if (h) void open(h.id, h.game);
            }}
            onSaves={() => {
              setOpenError(null);
              setScreen('saves');
            }}
            onCompanion={() => setScreen('companion-setup')}
            onSettings={() => setScreen('settings')}
            onRules={() => setScreen('rules')}
          />
        </Case>
        <Case when={screen() === 'new'}>
          <Show when={startError()}>
            <p class="error" role="alert">
              {t('app.startFailed', { detail: startError() ?? '' })}
            </p>
          </Show>
          <NewGame onStart={(s, p) => void start(s, p)} onBack={() => setScreen('home')} />
        </Case>
        <Case when={screen() === 'saves'}>
          <Show when={openError()}>
            <p class="error" role="alert">
              {openError()}
            </p>
          </Show>
          <SavesScreen onBack={goHome} onOpen={(h) => void open(h.id, h.game)} />
        </Case>
        <Case when={screen() === 'settings'}>
          <SettingsScreen onBack={() => setScreen('home')} />
        </Case>
        <Case when={screen() === 'rules'}>
          <Rules onBack={() => setScreen('home')} />
        </Case>
        <Case when={screen() === 'companion-setup'}>
          <Show when={startError()}>
            <p class="error" role="alert">
              {t('app.startFailed', { detail: startError() ?? '' })}
            </p>
          </Show>
          <CompanionSetup onStart={(s, p) => void startCompanion(s, p)} onBack={() => setScreen('home')} />
        </Case>
        <Case when={screen() === 'companion' && companionMatch()}>
          {(m) => <CompanionScreen match={m()} onLeave={goHome} />}
        </Case>
        <Case when={screen() === 'game' && match()}>
          {(m) => (
            <ErrorBoundary
              fallback={(err) => (
                <main class="screen">
                  <h1>{t('app.crashed')}</h1>
                  <p class="error">{err instanceof Error ? err.message : String(err)}</p>
                  <button type="button" class="menu-button" onClick={goHome}>
                    {t('nav.home')}
                  </button>
                </main>
              )}
            >
              <Show
                when={m().view().winner === null}
                fallback={
                  <Victory
                    view={m().view()}
                    players={m().init.players}
                    onNew={() => {
                      rememberOpen(null);
                      setScreen('new');
                    }}
                    onHome={goHome}
                  />
                }
              >
                <GameScreen match={m()} onLeave={goHome} onSaves={() => setScreen('saves')} />
              </Show>
            </ErrorBoundary>
          )}
        </Case>
      </Switch>
    </>
  );
}
