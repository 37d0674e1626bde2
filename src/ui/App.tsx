// The app shell: which screen is showing, the game in progress and its save. Every game is saved
// as it is played (src/store); Continue and the saves list reopen one exactly where it stopped.
// Two-phone games (src/ui/net) load on demand: a hosted save reopens as a hosted game in the same
// room, a join link in the address joins at once, and a reloaded guest rejoins its room.

import {
  Match as Case,
  createEffect,
  createSignal,
  ErrorBoundary,
  type JSX,
  lazy,
  on,
  onCleanup,
  onMount,
  Show,
  Switch,
} from 'solid-js';
import type { ScenarioV1 } from '../games/samurai-battles/scenario/format';
import type { Setup } from '../games/samurai-battles/setup';
import type { Side } from '../games/samurai-battles/types';
import type { Seat as ShogunSeat, Setup as ShogunSetupChoice } from '../games/shogun/index';
import type { ShogunCompanionSetup as ShogunCompanionSetupChoice } from '../games/shogun-companion/index';
// Tiny (no dependencies): which hosted saves pair by QR codes.
import { isOfflineHostSave } from '../net/rtc/offline-save';
import { applyUpdate, onUpdateAvailable } from '../pwa/index';
import type { ShogunPlayer } from '../store/index';
import { flushSaves, listSaves, requestPersistentStorage, type SaveHeader } from '../store/index';
import type { ComputerSeat } from './ai/seat';
import type { CompanionMatch } from './companion/match';
import type { Match } from './game/match';
import { t } from './i18n';
import { battleLinkInAddress, clearAddressFragment, joinLinkInAddress } from './link-address';
import type { NetGameKind, NetPlay } from './net/play';
import type { Review } from './review/review';
import { rewoundText } from './rewound';
import { scenarioTitle } from './scenario-text';
import { systemBackTaken } from './screens/back';
import { Crashed } from './screens/Crashed';
import { Home } from './screens/Home';
import { saveErrorDetail, saveErrorText } from './screens/save-errors';
import { settings } from './settings';
import type { ShogunLocal } from './shogun/local';
import type { ShogunCompanionLocal } from './shogun-companion/local';
import { ElsewhereNotice } from './widgets/ElsewhereNotice';
import { ErrorDetails } from './widgets/ErrorDetails';

// Screens away from the first one load on demand, so the app's first JavaScript stays small
// (issue 6 budget); the service worker precaches every chunk, so they still open offline. The
// battle screens and the rules engine are warmed up in the background after the first render
// (warmUp), so the first tap on New game or Continue does not wait for them.
const GameScreen = lazy(() => import('./game/GameScreen').then((m) => ({ default: m.GameScreen })));
const Victory = lazy(() => import('./screens/Victory').then((m) => ({ default: m.Victory })));
const NewGame = lazy(() => import('./screens/NewGame').then((m) => ({ default: m.NewGame })));
/** Pass and play: the rules engine, the match model and the save calls (local-game.ts). */
const localGame = () => import('./local-game');

function warmUp(): void {
  const idle = (globalThis as { requestIdleCallback?: (f: () => void) => void }).requestIdleCallback;
  const later = idle ?? ((f: () => void) => setTimeout(f, 200));
  later(() => {
    for (const load of [GameScreen.preload, Victory.preload, NewGame.preload, localGame]) {
      void load().catch(() => undefined);
    }
  });
}
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
const NetMenu = lazy(() => import('./net/NetMenu').then((m) => ({ default: m.NetMenu })));
const HostPairing = lazy(() => import('./net/HostPairing').then((m) => ({ default: m.HostPairing })));
const JoinScreen = lazy(() => import('./net/JoinScreen').then((m) => ({ default: m.JoinScreen })));
const NetGameScreen = lazy(() => import('./net/NetGameScreen').then((m) => ({ default: m.NetGameScreen })));
const OfflineHost = lazy(() => import('./net/offline/OfflineHost').then((m) => ({ default: m.OfflineHost })));
const ShogunHostSeats = lazy(() =>
  import('./net/shogun/ShogunHostSeats').then((m) => ({ default: m.ShogunHostSeats })),
);
const OfflineJoin = lazy(() => import('./net/offline/OfflineJoin').then((m) => ({ default: m.OfflineJoin })));
/** Hosting, joining and resuming two-phone games (src/net with PeerJS and the QR code maker). */
const netPlay = () => import('./net/play');
/** A game's replay and luck report (src/ui/review): read-only, built from its log. */
const ReplayScreen = lazy(() => import('./review/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));
const LuckScreen = lazy(() => import('./review/LuckScreen').then((m) => ({ default: m.LuckScreen })));
const reviewOpen = () => import('./review/open');
/** Shogun on one tablet (src/ui/shogun): its engine, table and screens, a chunk of their own. */
const ShogunSetup = lazy(() => import('./shogun/ShogunSetup').then((m) => ({ default: m.ShogunSetup })));
const ShogunScreen = lazy(() => import('./shogun/ShogunScreen').then((m) => ({ default: m.ShogunScreen })));
const shogunLocal = () => import('./shogun/local');
/** The companion for the physical Shogun (src/ui/shogun-companion): a chunk of its own. */
const ShogunCompanionSetup = lazy(() =>
  import('./shogun-companion/ShogunCompanionSetup').then((m) => ({ default: m.ShogunCompanionSetup })),
);
const ShogunCompanionScreen = lazy(() =>
  import('./shogun-companion/ShogunCompanionScreen').then((m) => ({ default: m.ShogunCompanionScreen })),
);
const shogunCompanionLocal = () => import('./shogun-companion/local');
/** The scenario editor and My battles (src/ui/editor): a chunk of their own, loaded when opened. */
const EditorStart = lazy(() => import('./editor/EditorStart').then((m) => ({ default: m.EditorStart })));
const EditorScreen = lazy(() => import('./editor/EditorScreen').then((m) => ({ default: m.EditorScreen })));
const MyBattles = lazy(() => import('./editor/MyBattles').then((m) => ({ default: m.MyBattles })));
const myBattles = () => import('./editor/battles');
/** Campaigns of linked battles (src/ui/campaign): their screens and records, loaded when opened. */
const CampaignsScreen = lazy(() =>
  import('./campaign/CampaignsScreen').then((m) => ({ default: m.CampaignsScreen })),
);
const CampaignScreen = lazy(() =>
  import('./campaign/CampaignScreen').then((m) => ({ default: m.CampaignScreen })),
);
const campaigns = () => import('./campaign/campaigns');

type Screen =
  | 'home'
  | 'new'
  | 'game'
  | 'settings'
  | 'rules'
  | 'saves'
  | 'companion-setup'
  | 'companion'
  | 'net'
  | 'net-host-new'
  | 'net-host-companion'
  | 'net-host'
  | 'net-join'
  | 'net-game'
  | 'offline-host'
  | 'offline-join'
  | 'replay'
  | 'luck'
  | 'shogun-new'
  | 'shogun'
  | 'shogun-companion-new'
  | 'shogun-companion'
  | 'editor-start'
  | 'editor'
  | 'net-host-shogun'
  | 'net-host-shogun-seats'
  | 'net-host-shogun-companion'
  | 'net-host-shogun-companion-seats'
  | 'campaigns'
  | 'campaign';

/** Screens the system Back button may return to: they need nothing that leaving them ended. */
const RETURNABLE: ReadonlySet<Screen> = new Set<Screen>([
  'home',
  'new',
  'settings',
  'rules',
  'saves',
  'companion-setup',
  'net',
  'net-join',
  'net-host-new',
  'net-host-companion',
  'shogun-new',
  'shogun-companion-new',
  'editor-start',
  'net-host-shogun',
  'net-host-shogun-companion',
  'campaigns',
]);
/** Screens of a game under way: Back asks before leaving them (the game stays saved). */
const IN_GAME: ReadonlySet<Screen> = new Set<Screen>([
  'game',
  'companion',
  'net-game',
  'net-host',
  'shogun',
  'shogun-companion',
]);

function screenInHistory(): Screen | null {
  const state = globalThis.history?.state as { kassen?: Screen } | null | undefined;
  return state?.kassen ?? null;
}

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

/** A failure as the player reads it (our words) and what the code said, for Details ('' if none). */
interface Problem {
  text: string;
  detail: string;
}

/** Our own sentence, with nothing more to tell. */
const said = (text: string): Problem => ({ text, detail: '' });

/** Why a start or an opening failed, in the player's language (saveErrorText), `wrap`ped in the
 *  screen's sentence; the error's own words (often English) go to the Details. */
function problem(e: unknown, wrap: (text: string) => string = (text) => text): Problem {
  return { text: wrap(saveErrorText(e)), detail: saveErrorDetail(e) };
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

/** This tab plays as a guest on two phones: a reload rejoins the room joined last (lastJoin). */
const OPEN_GUEST_KEY = 'kassen.openGuest';

/** A guest phone's game: joined through a room ('room'), or paired by QR codes ('qr'). */
function rememberGuest(on: false | 'room' | 'qr'): void {
  try {
    if (on) globalThis.sessionStorage?.setItem(OPEN_GUEST_KEY, on);
    else globalThis.sessionStorage?.removeItem(OPEN_GUEST_KEY);
  } catch {
    // Without storage a reloaded guest joins again from the Join screen.
  }
}

function rememberedGuest(): false | 'room' | 'qr' {
  try {
    const kind = globalThis.sessionStorage?.getItem(OPEN_GUEST_KEY);
    // '1': written by an earlier version, always a room.
    return kind === 'qr' ? 'qr' : kind === 'room' || kind === '1' ? 'room' : false;
  } catch {
    return false;
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
  // A finished game's final board and log, opened from its victory screen.
  const [reviewing, setReviewing] = createSignal(false);
  createEffect(on(match, () => setReviewing(false)));
  const [companionMatch, setCompanionMatch] = createSignal<CompanionMatch | null>(null);
  const [net, setNet] = createSignal<NetPlay | null>(null);
  const [shogunGame, setShogunGame] = createSignal<ShogunLocal | null>(null);
  const [shogunCompanionGame, setShogunCompanionGame] = createSignal<ShogunCompanionLocal | null>(null);
  /** The battle open in the editor, and whether it is already kept in My battles. */
  const [editing, setEditing] = createSignal<{ battle: ScenarioV1; stored: boolean } | null>(null);
  const [startError, setStartError] = createSignal<Problem | null>(null);
  /** The campaign open on its page. */
  const [campaignId, setCampaignId] = createSignal<string | null>(null);
  /** The battle a campaign's page started or resumed: its victory screen leads back there. */
  const [campaignSave, setCampaignSave] = createSignal<string | null>(null);
  /** Where the editor's Back returns: New game, or the campaign whose battlefield it draws. */
  const [editorFrom, setEditorFrom] = createSignal<'new' | 'campaign'>('new');
  // A game that ends may be a campaign's battle: its result goes to the campaign (a no-op otherwise).
  createEffect(() => {
    const m = match();
    if (!m || m.view().winner === null) return;
    void campaigns()
      .then((c) => c.recordGameEnd(m.init.saveId ?? '', m.session.state))
      .catch(() => undefined);
  });
  const [openError, setOpenError] = createSignal<Problem | null>(null);
  /** A reopened save went on from an earlier move (store/resume.ts ResumeNotice): said once, dismissable. */
  const [resumeNote, setResumeNote] = createSignal<string | null>(null);
  const [continueWith, setContinueWith] = createSignal<SaveHeader | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [updateReady, setUpdateReady] = createSignal(false);
  /** The game being replayed or reported on, and the screen each review screen goes back to. */
  const [review, setReview] = createSignal<{
    review: Review;
    from: Screen;
    luckFrom: Screen;
    at?: number;
  } | null>(null);

  async function refreshContinue(): Promise<void> {
    try {
      const first = (await listSaves()).find((e) => e.ok && !e.header.finished);
      setContinueWith(first?.ok ? first.header : null);
    } catch {
      setContinueWith(null);
    }
  }

  function goHome(): void {
    setGuided(false);
    leaveNet();
    // Lets the game's save go (another tab may take it without this one being told).
    match()?.dispose();
    companionMatch()?.dispose();
    leaveShogun();
    rememberOpen(null);
    setOpenError(null);
    setResumeNote(null);
    setScreen('home');
    void refreshContinue();
  }

  /** Leaves the two-phone game on this phone (a host's save stays; a guest can rejoin). */
  function leaveNet(): void {
    net()?.close();
    setNet(null);
    rememberGuest(false);
  }

  function leaveShogun(): void {
    shogunGame()?.table.dispose();
    setShogunGame(null);
    shogunCompanionGame()?.table.dispose();
    setShogunCompanionGame(null);
  }

  function showShogunCompanion(game: ShogunCompanionLocal): void {
    leaveNet();
    match()?.dispose();
    companionMatch()?.dispose();
    leaveShogun();
    setMatch(null);
    setCompanionMatch(null);
    setShogunCompanionGame(game);
    setScreen('shogun-companion');
    rememberOpen(game.saveId);
  }

  async function startShogunCompanion(
    setup: ShogunCompanionSetupChoice,
    players: ShogunPlayer[],
  ): Promise<void> {
    if (busy()) return;
    setBusy(true);
    try {
      const next = await (await shogunCompanionLocal()).startShogunCompanion(setup, gameSeed(), players);
      setStartError(null);
      showShogunCompanion(next);
    } catch (e) {
      setStartError(problem(e));
    } finally {
      setBusy(false);
    }
  }

  function showShogun(game: ShogunLocal): void {
    leaveNet();
    match()?.dispose();
    companionMatch()?.dispose();
    leaveShogun();
    setMatch(null);
    setCompanionMatch(null);
    setShogunGame(game);
    setScreen('shogun');
    rememberOpen(game.saveId);
  }

  async function startShogun(setup: ShogunSetupChoice, players: ShogunPlayer[]): Promise<void> {
    if (busy()) return;
    setBusy(true);
    try {
      const next = await (await shogunLocal()).startShogun(setup, gameSeed(), players);
      setStartError(null);
      showShogun(next);
    } catch (e) {
      setStartError(problem(e));
    } finally {
      setBusy(false);
    }
  }

  function show(next: { match: Match } | { companion: CompanionMatch }, id: string): void {
    leaveNet();
    leaveShogun();
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

  /** The guided first battle (issue 26): the introductory battle, a sentence at each step. */
  const [guided, setGuided] = createSignal(false);
  async function startGuided(): Promise<void> {
    if (busy()) return;
    try {
      const setup = await (await import('./game/first-battle')).firstBattleSetup();
      await start(setup, { top: '', bottom: '' }, undefined, true);
    } catch (e) {
      setOpenError(problem(e, (text) => t('app.startFailed', { detail: text })));
    }
  }

  async function start(
    setup: Setup,
    players: Record<Side, string>,
    computer?: ComputerSeat,
    guide = false,
    /** Links the new save before the game shows (a campaign's battle). */
    onSaved?: (saveId: string) => Promise<void>,
  ): Promise<void> {
    if (busy()) return;
    setBusy(true);
    setGuided(guide);
    try {
      const next = await (await localGame()).startLocalGame(setup, gameSeed(), players, computer);
      await onSaved?.(next.saveId);
      setStartError(null);
      show({ match: next.match }, next.saveId);
    } catch (e) {
      setStartError(problem(e));
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
      setStartError(problem(e));
    } finally {
      setBusy(false);
    }
  }

  /** Shows a two-phone game (the room screen, or the game itself). */
  function showNet(play: NetPlay, where: 'net-host' | 'net-game' | 'offline-host'): void {
    // The offline pairing may hand back the game this phone already hosts.
    if (net() !== play) leaveNet();
    match()?.dispose();
    companionMatch()?.dispose();
    setMatch(null);
    setCompanionMatch(null);
    setNet(play);
    // A reload goes back to it: the host's save by its id, the guest by the room joined last.
    rememberOpen(play.saveId);
    rememberGuest(play.role === 'guest' ? play.pairing : false);
    setScreen(where);
  }

  /** Starts hosting (a new save and room), then shows the room screen. */
  async function hostWith(
    start: (m: Awaited<ReturnType<typeof netPlay>>) => Promise<NetPlay>,
  ): Promise<void> {
    if (busy()) return;
    setBusy(true);
    setStartError(null);
    try {
      const play = await start(await netPlay());
      void requestPersistentStorage().catch(() => undefined);
      showNet(play, 'net-host');
    } catch (e) {
      setStartError(problem(e));
    } finally {
      setBusy(false);
    }
  }

  function host(setup: Setup, hostSeat: Side, game: NetGameKind = 'samurai-battles'): Promise<void> {
    return hostWith((m) =>
      m.startHosting({ game, setup, seed: gameSeed(), hostSeat, signal: settings().signal }),
    );
  }

  /** Shogun on a table of phones: the setup chosen, then which seats play on this device. */
  const [shogunHosting, setShogunHosting] = createSignal<{
    setup: ShogunSetupChoice;
    players: ShogunPlayer[];
  } | null>(null);

  function hostShogun(
    chosen: { setup: ShogunSetupChoice; players: ShogunPlayer[] },
    localSeats: ShogunSeat[],
  ): Promise<void> {
    return hostWith((m) =>
      m.startShogunHosting({ ...chosen, seed: gameSeed(), localSeats, signal: settings().signal }),
    );
  }

  /** The companion for the physical Shogun on a table of phones: its setup, then the seats here. */
  const [shogunCompanionHosting, setShogunCompanionHosting] = createSignal<{
    setup: ShogunCompanionSetupChoice;
    players: ShogunPlayer[];
  } | null>(null);

  function hostShogunCompanion(
    chosen: { setup: ShogunCompanionSetupChoice; players: ShogunPlayer[] },
    localSeats: ShogunSeat[],
  ): Promise<void> {
    return hostWith((m) =>
      m.startShogunCompanionHosting({ ...chosen, seed: gameSeed(), localSeats, signal: settings().signal }),
    );
  }

  async function join(how: { code: string } | { href: string } | 'last'): Promise<void> {
    setOpenError(null);
    try {
      const m = await netPlay();
      const play =
        how === 'last'
          ? m.rejoinLast()
          : 'code' in how
            ? m.joinWithCode(how.code, settings().signal)
            : m.joinWithLink(how.href);
      if (play) showNet(play, 'net-game');
      else setOpenError(said(t('net.join.badLink')));
    } catch (e) {
      setOpenError(problem(e, (text) => t('app.resumeFailed', { detail: text })));
    }
  }

  /** A hosted save: the same room, the same guest phone; the room screen until a guest ever joined. */
  async function openHosted(h: Pick<SaveHeader, 'id' | 'extra'>): Promise<void> {
    // Paired by QR codes (no server): the offline pairing screen shows a new offer for it.
    if (isOfflineHostSave(h.extra)) {
      const play = await (await import('./net/offline/play')).resumeOfflineHosting(h.id);
      showNet(play, 'offline-host');
      return;
    }
    const play = await (await netPlay()).resumeHosting(h.id);
    showNet(play, play.presence?.get() === 'waiting' ? 'net-host' : 'net-game');
  }

  /** Reopens a saved game exactly where it stopped, at the hand-off to the seat that decides. */
  async function open(id: string, game: string, host?: Pick<SaveHeader, 'kind' | 'extra'>): Promise<void> {
    if (busy()) return;
    setBusy(true);
    setOpenError(null);
    try {
      // A write of the game being left may still be in flight; the reopened save must hold it.
      await flushSaves();
      leaveNet();
      if (host?.kind === 'host') {
        await openHosted({ id, extra: host.extra });
        return;
      }
      if (game === 'shogun') {
        const next = await (await shogunLocal()).resumeShogun(id);
        showShogun(next);
        setResumeNote(rewoundText(next.notice ?? null));
        return;
      }
      if (game === 'shogun-companion') {
        const next = await (await shogunCompanionLocal()).resumeShogunCompanion(id);
        showShogunCompanion(next);
        setResumeNote(rewoundText(next.notice ?? null));
        return;
      }
      if (game === 'companion') {
        const { match: next, notice } = await (await companionSaves()).resumeCompanion(id);
        show({ companion: next }, id);
        setResumeNote(rewoundText(notice));
        return;
      }
      const next = await (await localGame()).resumeLocalGame(id, playersOf);
      show({ match: next.match }, id);
      setResumeNote(rewoundText(next.notice ?? null));
    } catch (e) {
      rememberOpen(null);
      setOpenError(problem(e, (text) => t('app.resumeFailed', { detail: text })));
    } finally {
      setBusy(false);
    }
  }

  /** Opens a game's replay or luck report (read-only); `from` is where its Back button returns. */
  async function openReview(
    load: (m: Awaited<ReturnType<typeof reviewOpen>>) => Promise<Review>,
    to: 'replay' | 'luck',
    from: Screen,
  ): Promise<void> {
    if (busy()) return;
    setBusy(true);
    setOpenError(null);
    try {
      const r = await load(await reviewOpen());
      setReview({ review: r, from, luckFrom: from });
      setScreen(to);
    } catch (e) {
      setOpenError(problem(e, (text) => t('saveError.replayOpen', { detail: text })));
    } finally {
      setBusy(false);
    }
  }

  /** Back from a review screen: to the screen it was opened from. */
  function leaveReview(): void {
    const r = review();
    const back = screen() === 'luck' ? r?.luckFrom : r?.from;
    if (screen() === 'luck' && back === 'replay') setScreen('replay');
    else {
      setReview(null);
      if (back === 'game' && match()) setScreen('game');
      else if (back === 'saves') setScreen('saves');
      else goHome();
    }
  }

  /** A shared battle's link: checked, kept in My battles, shown on New game; refused in words. */
  async function openSharedBattle(href: string): Promise<void> {
    try {
      const m = await myBattles();
      const r = await m.importBattleLink(href);
      if (r.ok) setScreen('new');
      else setOpenError(said(m.refusal(r).join(' ')));
    } catch (e) {
      setOpenError(problem(e, (text) => t('app.linkFailed', { detail: text })));
    }
  }

  /** The Shogun companion's setup is offered on New game and on the companion screen: Back returns there. */
  const [shogunCompanionFrom, setShogunCompanionFrom] = createSignal<'new' | 'companion-setup'>('new');
  function openShogunCompanionSetup(from: 'new' | 'companion-setup'): void {
    setShogunCompanionFrom(from);
    setScreen('shogun-companion-new');
  }

  function openEditor(battle: ScenarioV1 | null): void {
    setEditorFrom('new');
    if (battle) {
      setEditing({ battle, stored: true });
      setScreen('editor');
    } else setScreen('editor-start');
  }

  async function update(): Promise<void> {
    if (match()?.saving()) return;
    // A hosted game: its queued actions and their saves first.
    await net()?.hosted?.host.idle();
    await flushSaves();
    await applyUpdate();
  }

  // Every screen is an entry in the browser's history, so the system Back button goes back one
  // screen instead of leaving the app; from a game it asks first (issue 21).
  createEffect(
    on(screen, (s) => {
      const shown = screenInHistory();
      if (shown === s) return;
      // The page's own entry becomes the first screen; each later screen adds one.
      if (shown === null) globalThis.history?.replaceState({ kassen: s }, '');
      else globalThis.history?.pushState({ kassen: s }, '');
    }),
  );
  onMount(() => {
    const onBack = (e: PopStateEvent) => {
      const target = (e.state as { kassen?: Screen } | null)?.kassen ?? 'home';
      // A view inside the screen closed, or unsaved work kept (screens/back.ts): stay here.
      if (systemBackTaken()) {
        globalThis.history.pushState({ kassen: screen() }, '');
        return;
      }
      if (screen() === 'replay' || screen() === 'luck') {
        leaveReview();
        return;
      }
      if (IN_GAME.has(screen())) {
        // A finished battle (its victory screen) has nothing left to lose: no question. A guest
        // phone keeps no save: the host does, and its room takes the guest back.
        const over = screen() === 'game' && (match()?.view().winner ?? null) !== null;
        const guest = screen() === 'net-game' && net()?.role === 'guest';
        if (!over && !globalThis.confirm(t(guest ? 'app.leaveGuestGame' : 'app.leaveGame'))) {
          globalThis.history.pushState({ kassen: screen() }, '');
          return;
        }
        globalThis.history.replaceState({ kassen: 'home' }, '');
        goHome();
        return;
      }
      const next = RETURNABLE.has(target) || (target === 'campaign' && campaignId()) ? target : 'home';
      if (next !== target) globalThis.history.replaceState({ kassen: next }, '');
      if (next === 'home') goHome();
      else setScreen(next);
    };
    globalThis.addEventListener?.('popstate', onBack);
    onCleanup(() => globalThis.removeEventListener?.('popstate', onBack));
  });

  onMount(() => {
    warmUp();
    onCleanup(onUpdateAvailable(setUpdateReady));
    onCleanup(() => net()?.close());
    // A join link opened while the app is already open (only the address's fragment changes).
    const onHash = () => {
      if (battleLinkInAddress()) {
        const href = globalThis.location.href;
        clearAddressFragment();
        void openSharedBattle(href);
        return;
      }
      if (!joinLinkInAddress()) return;
      const href = globalThis.location.href;
      clearAddressFragment();
      void join({ href });
    };
    globalThis.addEventListener?.('hashchange', onHash);
    onCleanup(() => globalThis.removeEventListener?.('hashchange', onHash));
    // Opened from a shared battle's link: keep it in My battles (once checked) and show it.
    if (battleLinkInAddress()) {
      const href = globalThis.location.href;
      clearAddressFragment();
      void openSharedBattle(href);
      return;
    }
    // Opened from the host's join link (its QR code): join at once.
    if (joinLinkInAddress()) {
      const href = globalThis.location.href;
      clearAddressFragment();
      void join({ href });
      return;
    }
    // A guest phone reloaded mid-game: back into the room it had joined, or (paired by QR
    // codes, no server) to the pairing screen, where the host's new offer gives back its seat.
    const guest = rememberedGuest();
    if (guest === 'room') {
      void join('last');
      return;
    }
    if (guest === 'qr') {
      setScreen('offline-join');
      return;
    }
    const reopen = rememberedOpen();
    if (!reopen) {
      void refreshContinue();
      return;
    }
    // Back from a reload (an update): straight into the game that was open.
    void (async () => {
      const row = (await listSaves().catch(() => [])).find((e) => e.ok && e.header.id === reopen);
      if (row?.ok) await open(row.header.id, row.header.game, row.header);
      else rememberOpen(null);
      if (screen() === 'home') await refreshContinue();
    })();
  });

  /** What a game screen that threw shows instead (the save is intact; Home leaves it). */
  const crashed = (err: unknown): JSX.Element => <Crashed error={err} onHome={goHome} />;

  /** Why an opening failed, in our words, with what the code said under Details. */
  const ProblemNote = (props: { problem: Problem; class?: string }): JSX.Element => (
    <div role="alert" class={props.class}>
      <p class="error">{props.problem.text}</p>
      <ErrorDetails detail={props.problem.detail} />
    </div>
  );

  /** Above a starting screen: why the last start failed, and (hosting) that the room is opening. */
  const startNotes = (hosting: boolean): JSX.Element => (
    <>
      <Show when={startError()}>
        {(p) => (
          <div role="alert">
            <p class="error">{t('app.startFailed', { detail: p().text })}</p>
            <ErrorDetails detail={p().detail} />
          </div>
        )}
      </Show>
      <Show when={hosting && busy()}>
        <p class="notice" role="status">
          {t('net.opening')}
        </p>
      </Show>
    </>
  );

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

  const resumeBanner = (
    <Show when={resumeNote()}>
      <div class="update-banner resume-note" role="status">
        <span>{resumeNote()}</span>
        <button type="button" class="bar-button" onClick={() => setResumeNote(null)}>
          {t('app.rewound.ok')}
        </button>
      </div>
    </Show>
  );

  return (
    <>
      {updateBanner}
      {resumeBanner}
      <ElsewhereNotice
        onReopen={(lost) => {
          // Through Home, so the game screen is built anew for the reopened game.
          goHome();
          void open(lost.header.id, lost.header.game, lost.header);
        }}
        onHome={goHome}
      />
      <Switch>
        <Case when={screen() === 'home'}>
          <Show when={openError()}>{(p) => <ProblemNote problem={p()} class="home-error" />}</Show>
          <Home
            canContinue={continueWith() !== null}
            onNew={() => setScreen('new')}
            onGuided={() => void startGuided()}
            onContinue={() => {
              const h = continueWith();
              if (h) void open(h.id, h.game, h);
            }}
            onTwoPhones={() => setScreen('net')}
            onSaves={() => {
              setOpenError(null);
              setScreen('saves');
            }}
            onCompanion={() => setScreen('companion-setup')}
            onSettings={() => setScreen('settings')}
            onRules={() => setScreen('rules')}
            onCampaigns={() => setScreen('campaigns')}
          />
        </Case>
        <Case when={screen() === 'campaigns'}>
          <CampaignsScreen
            newSeed={gameSeed}
            onOpen={(id) => {
              setCampaignId(id);
              setScreen('campaign');
            }}
            onBack={goHome}
          />
        </Case>
        <Case when={screen() === 'campaign' && campaignId()} keyed>
          {(id) => (
            <ErrorBoundary fallback={crashed}>
              {startNotes(false)}
              <CampaignScreen
                id={id}
                onStart={(setup, onSaved) =>
                  void start(setup, { top: '', bottom: '' }, undefined, false, async (save) => {
                    await onSaved(save);
                    setCampaignSave(save);
                  })
                }
                onResume={(save) => {
                  setCampaignSave(save);
                  void open(save, 'samurai-battles');
                }}
                onDraw={(notes) =>
                  void import('../editor/model').then((m) => {
                    setEditing({ battle: m.fromNotes(notes), stored: false });
                    setEditorFrom('campaign');
                    setScreen('editor');
                  })
                }
                onBack={() => setScreen('campaigns')}
              />
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'new'}>
          {startNotes(false)}
          <NewGame
            onStart={(s, p, c) => void start(s, p, c)}
            onShogun={() => setScreen('shogun-new')}
            onShogunCompanion={() => openShogunCompanionSetup('new')}
            onBack={() => setScreen('home')}
            myBattles={<MyBattles onPlay={(s, p) => void start(s, p)} onEdit={openEditor} />}
          />
        </Case>
        <Case when={screen() === 'editor-start'}>
          <EditorStart
            onOpen={(battle) => {
              setEditing({ battle, stored: false });
              setEditorFrom('new');
              setScreen('editor');
            }}
            onBack={() => setScreen('new')}
          />
        </Case>
        <Case when={screen() === 'editor' && editing()} keyed>
          {(e) => (
            <ErrorBoundary fallback={crashed}>
              {startNotes(false)}
              <EditorScreen
                battle={e.battle}
                stored={e.stored}
                onPlay={(setup) => void start(setup, { top: '', bottom: '' })}
                onBack={() => setScreen(editorFrom() === 'campaign' && campaignId() ? 'campaign' : 'new')}
              />
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'shogun-new'}>
          {startNotes(false)}
          <ShogunSetup
            busy={busy()}
            computers
            onStart={(s, p) => void startShogun(s, p)}
            onBack={() => setScreen('new')}
          />
        </Case>
        <Case when={screen() === 'shogun-companion-new'}>
          {startNotes(false)}
          <ShogunCompanionSetup
            busy={busy()}
            onStart={(s, p) => void startShogunCompanion(s, p)}
            onBack={() => setScreen(shogunCompanionFrom())}
          />
        </Case>
        <Case when={screen() === 'shogun-companion' && shogunCompanionGame()} keyed>
          {(g) => (
            <ErrorBoundary fallback={crashed}>
              <ShogunCompanionScreen game={g} onLeave={goHome} />
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'shogun' && shogunGame()} keyed>
          {(g) => (
            <ErrorBoundary fallback={crashed}>
              <ShogunScreen
                game={g}
                onLeave={goHome}
                onNew={() => {
                  goHome();
                  setScreen('shogun-new');
                }}
              />
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'saves'}>
          <Show when={openError()}>{(p) => <ProblemNote problem={p()} />}</Show>
          <SavesScreen
            onBack={goHome}
            onOpen={(h) => void open(h.id, h.game, h)}
            onReplay={(h) => void openReview((m) => m.reviewOfSave(h.id), 'replay', 'saves')}
            onReplayFile={(file) => void openReview((m) => m.reviewOfFile(file), 'replay', 'saves')}
          />
        </Case>
        <Case when={screen() === 'settings'}>
          <SettingsScreen onBack={() => setScreen('home')} />
        </Case>
        <Case when={screen() === 'rules'}>
          <Rules games onBack={() => setScreen('home')} />
        </Case>
        <Case when={screen() === 'companion-setup'}>
          {startNotes(false)}
          <CompanionSetup
            onStart={(s, p) => void startCompanion(s, p)}
            onShogunCompanion={() => openShogunCompanionSetup('companion-setup')}
            onBack={() => setScreen('home')}
          />
        </Case>
        <Case when={screen() === 'net'}>
          <NetMenu
            onHost={() => setScreen('net-host-new')}
            onHostCompanion={() => setScreen('net-host-companion')}
            onHostShogun={() => setScreen('net-host-shogun')}
            onHostShogunCompanion={() => setScreen('net-host-shogun-companion')}
            onJoin={() => setScreen('net-join')}
            onOfflineHost={() => setScreen('offline-host')}
            onOfflineJoin={() => setScreen('offline-join')}
            onBack={goHome}
          />
        </Case>
        <Case when={screen() === 'net-host-new'}>
          {startNotes(true)}
          <NewGame onHost={(s, seat) => void host(s, seat)} onBack={() => setScreen('net')} />
        </Case>
        <Case when={screen() === 'net-host-companion'}>
          {startNotes(true)}
          <CompanionSetup
            onHost={(s, seat) => void host(s, seat, 'companion')}
            onBack={() => setScreen('net')}
          />
        </Case>
        <Case when={screen() === 'net-host-shogun'}>
          {startNotes(true)}
          <ShogunSetup
            busy={busy()}
            onStart={(setup, players) => {
              setShogunHosting({ setup, players });
              setScreen('net-host-shogun-seats');
            }}
            onBack={() => setScreen('net')}
          />
        </Case>
        <Case when={screen() === 'net-host-shogun-seats' && shogunHosting()} keyed>
          {(s) => (
            <>
              {startNotes(true)}
              <ShogunHostSeats
                players={s.players}
                busy={busy()}
                computers
                onHost={(seats, players) => void hostShogun({ ...s, players }, seats)}
                onBack={() => setScreen('net-host-shogun')}
              />
            </>
          )}
        </Case>
        <Case when={screen() === 'net-host-shogun-companion'}>
          {startNotes(true)}
          <ShogunCompanionSetup
            busy={busy()}
            onStart={(setup, players) => {
              setShogunCompanionHosting({ setup, players });
              setScreen('net-host-shogun-companion-seats');
            }}
            onBack={() => setScreen('net')}
          />
        </Case>
        <Case when={screen() === 'net-host-shogun-companion-seats' && shogunCompanionHosting()} keyed>
          {(s) => (
            <>
              {startNotes(true)}
              <ShogunHostSeats
                players={s.players}
                busy={busy()}
                onHost={(seats) => void hostShogunCompanion(s, seats)}
                onBack={() => setScreen('net-host-shogun-companion')}
              />
            </>
          )}
        </Case>
        <Case when={screen() === 'net-host' && net()} keyed>
          {(play) => (
            <HostPairing
              play={play}
              onOpenBoard={() => setScreen('net-game')}
              onHome={goHome}
              onOffline={() => setScreen('offline-host')}
            />
          )}
        </Case>
        <Case when={screen() === 'net-join'}>
          <Show when={openError()}>{(p) => <ProblemNote problem={p()} />}</Show>
          <JoinScreen
            onJoin={(code) => void join({ code })}
            onRejoin={() => void join('last')}
            onBack={() => setScreen('net')}
            onOffline={() => setScreen('offline-join')}
          />
        </Case>
        <Case when={screen() === 'net-game' && net()} keyed>
          {(play) => (
            <ErrorBoundary fallback={crashed}>
              <NetGameScreen
                play={play}
                screens={{ GameScreen, Victory }}
                onLeave={goHome}
                // A mistyped room code: Cancel goes back to the Join screen, to type it again.
                onCancelJoin={
                  play.role === 'guest' && play.pairing === 'room'
                    ? () => {
                        leaveNet();
                        setScreen('net-join');
                      }
                    : undefined
                }
                // The host's pairing: its room code, or (no server) the QR-code pairing screen.
                onShowRoom={
                  play.pairing === 'qr'
                    ? () => setScreen(play.role === 'host' ? 'offline-host' : 'offline-join')
                    : play.role === 'host'
                      ? () => setScreen('net-host')
                      : undefined
                }
                onNew={() => {
                  leaveNet();
                  rememberOpen(null);
                  setScreen('net');
                }}
                onNewShogun={() => {
                  leaveNet();
                  rememberOpen(null);
                  setScreen('net-host-shogun');
                }}
                onSaves={() => {
                  leaveNet();
                  rememberOpen(null);
                  setScreen('saves');
                }}
              />
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'offline-host'}>
          <OfflineHost
            hosting={net()}
            newSeed={gameSeed}
            onBack={() =>
              setScreen(
                net()?.pairing === 'qr'
                  ? 'net-game'
                  : net()?.hosted
                    ? 'net-host'
                    : net()
                      ? 'net-game'
                      : 'net',
              )
            }
            onPlay={(play) => showNet(play, 'net-game')}
          />
        </Case>
        <Case when={screen() === 'offline-join'}>
          <OfflineJoin
            hosting={net()}
            // This tab played as a QR-paired guest (e.g. reloaded): its game waits for a new code.
            again={!net() && rememberedGuest() === 'qr'}
            onBack={() => setScreen(net() ? 'net-game' : 'net')}
            onPlay={(play) => showNet(play, 'net-game')}
          />
        </Case>
        <Case when={screen() === 'companion' && companionMatch()}>
          {(m) => <CompanionScreen match={m()} onLeave={goHome} />}
        </Case>
        <Case when={screen() === 'game' && match()}>
          {(m) => (
            <ErrorBoundary fallback={crashed}>
              <Show
                when={m().view().winner === null || reviewing()}
                fallback={
                  <Victory
                    view={m().view()}
                    battle={scenarioTitle(m().session.setup.scenario.id, m().session.setup.scenario.title)}
                    players={m().init.players}
                    onReview={() => setReviewing(true)}
                    onCampaign={
                      campaignId() && campaignSave() === m().init.saveId
                        ? () => {
                            goHome();
                            setScreen('campaign');
                          }
                        : undefined
                    }
                    onNew={() => {
                      rememberOpen(null);
                      setScreen('new');
                    }}
                    onHome={goHome}
                    onLuck={() =>
                      void openReview(
                        async (r) =>
                          r.reviewOfSession(m().session, m().session.setup.scenario.title, m().init.saveId),
                        'luck',
                        'game',
                      )
                    }
                  />
                }
              >
                <GameScreen
                  match={m()}
                  guide={guided()}
                  onGuideEnd={() => setGuided(false)}
                  onLeave={goHome}
                  onSaves={() => setScreen('saves')}
                  onResult={reviewing() ? () => setReviewing(false) : undefined}
                />
              </Show>
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'replay' && review()} keyed>
          {(r) => (
            <ErrorBoundary fallback={crashed}>
              <ReplayScreen
                review={r.review}
                at={r.at}
                onBack={leaveReview}
                onPosition={(at) => {
                  r.at = at;
                }}
                onLuck={() => {
                  setReview({ ...r, luckFrom: 'replay' });
                  setScreen('luck');
                }}
                onExport={
                  r.review.source.saveId
                    ? async () => (await import('../store/index')).downloadSave(r.review.source.saveId ?? '')
                    : undefined
                }
              />
            </ErrorBoundary>
          )}
        </Case>
        <Case when={screen() === 'luck' && review()} keyed>
          {(r) => (
            <ErrorBoundary fallback={crashed}>
              <LuckScreen review={r.review} onBack={leaveReview} />
            </ErrorBoundary>
          )}
        </Case>
      </Switch>
    </>
  );
}
