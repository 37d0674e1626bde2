// The host phone pairs with the other phones by QR codes, no server and no internet: it shows its
// offer, scans a phone's answer, and (a game of several guest phones, Shogun) shows the next offer
// for the next phone, each phone by its own exchange; the game opens when every guest phone has
// joined. Three ways in: a new game (a battle, a companion game or Shogun, chosen here as for a game
// through a server),
// a game this phone already hosts through a server (its phones lost the internet: same game, same
// seat for the guest), or a game paired this way whose guest left (a new offer is ready to pair
// again).

import {
  Match as Case,
  createEffect,
  createSignal,
  For,
  type JSX,
  lazy,
  on,
  onCleanup,
  Show,
  Suspense,
  Switch,
} from 'solid-js';
import type { Setup } from '../../../games/samurai-battles/setup';
import type { Side } from '../../../games/samurai-battles/types';
import type { Seat as ShogunSeat, Setup as ShogunSetupChoice } from '../../../games/shogun/index';
import type { ShogunCompanionSetup as CompanionSetupChoice } from '../../../games/shogun-companion/index';
import { PairingCodeError } from '../../../net/rtc/code';
import { failureOf } from '../../../net/rtc/failure';
import type { HostPairing, HostPairingControl } from '../../../net/rtc/host-pairing';
import type { ShogunPlayer } from '../../../store/shogun';
import { t } from '../../i18n';
import { NewGame } from '../../screens/NewGame';
import { ErrorDetails } from '../../widgets/ErrorDetails';
import { nt } from '../i18n';
import type { OfflinePairingProps } from '../offline-props';
import { type NetGameKind, type NetPlay, seatTableOf } from '../play';
import { fromReadable } from '../readable';
import { ShogunSeatList } from '../shogun/ShogunSeatList';
import { CodeRead } from './CodeRead';
import { CodeShow } from './CodeShow';
import { NetworkHelp } from './NetworkHelp';
import { OfflineHead } from './OfflineHead';
import {
  offlineOf,
  pairHostedGame,
  startOfflineHosting,
  startOfflineShogun,
  startOfflineShogunCompanion,
} from './play';
import { failureText, startFailure } from './words';
import '../net.css';
import './offline.css';

/** A fresh seed for a new game (the app's own seeds come from the same source). */
function newSeed(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] ?? 1;
}

// The companion's setup screen comes with its own chunk, only when the host picks a companion game.
const CompanionSetup = lazy(() =>
  import('../../companion/CompanionSetup').then((m) => ({ default: m.CompanionSetup })),
);

// Shogun's setup screens, in Shogun's own chunk, only when the host picks Shogun.
const ShogunSetup = lazy(() => import('../../shogun/ShogunSetup').then((m) => ({ default: m.ShogunSetup })));
const ShogunHostSeats = lazy(() =>
  import('../shogun/ShogunHostSeats').then((m) => ({ default: m.ShogunHostSeats })),
);

// The companion for the physical Shogun: its setup screen and words, in its own chunk.
const ShogunCompanionSetup = lazy(() =>
  import('../../shogun-companion/ShogunCompanionSetup').then((m) => ({ default: m.ShogunCompanionSetup })),
);

/** What a new game paired by QR codes can be: a battle on both phones, a companion game, or Shogun. */
const KINDS: readonly { kind: NetGameKind; label: () => string; help: () => string }[] = [
  {
    kind: 'samurai-battles',
    label: () => t('offline.host.kindBattle'),
    help: () => t('offline.host.kindBattleHelp'),
  },
  {
    kind: 'companion',
    label: () => t('offline.host.kindCompanion'),
    help: () => t('offline.host.kindCompanionHelp'),
  },
  { kind: 'shogun', label: () => nt('net.shogun.offlineKind'), help: () => nt('net.shogun.offlineKindHelp') },
  {
    kind: 'shogun-companion',
    label: () => nt('net.shogunCompanion.offlineKind'),
    help: () => nt('net.shogunCompanion.offlineKindHelp'),
  },
];

const STARTING: Record<NetGameKind, () => string> = {
  'samurai-battles': () => t('offline.host.starting'),
  companion: () => t('offline.host.startingCompanion'),
  shogun: () => nt('net.shogun.offlineStarting'),
  'shogun-companion': () => nt('net.shogun.offlineStarting'),
};

export function OfflineHost(
  props: OfflinePairingProps & {
    /** Starts a battle or companion game paired by QR codes (tests pass one that fails). */
    startHosting?: typeof startOfflineHosting;
  },
): JSX.Element {
  const [play, setPlay] = createSignal<NetPlay | null>(props.hosting);
  const [starting, setStarting] = createSignal(false);
  const [startError, setStartError] = createSignal<{ text: string; detail: string } | null>(null);
  /** What a new game will be: a battle on both phones (as before), or a companion game. */
  const [kind, setKind] = createSignal<NetGameKind>('samurai-battles');
  /** Shogun's setup once chosen (then: which seats play on this phone). */
  const [shogun, setShogun] = createSignal<{ setup: ShogunSetupChoice; players: ShogunPlayer[] } | null>(
    null,
  );
  /** The companion's setup once chosen (then: which seats play on this phone). */
  const [companion, setCompanion] = createSignal<{
    setup: CompanionSetupChoice;
    players: ShogunPlayer[];
  } | null>(null);
  /** A game made on this screen and not yet handed to the game screen: closed if the player goes back. */
  let made: NetPlay | null = null;
  onCleanup(() => made?.close());

  async function begin(make: (seed: number) => Promise<NetPlay>): Promise<void> {
    if (starting()) return;
    setStarting(true);
    setStartError(null);
    try {
      const next = await make(props.newSeed ? props.newSeed() : newSeed());
      made = next;
      setPlay(next);
    } catch (e) {
      setStartError(startFailure(e));
    } finally {
      setStarting(false);
    }
  }

  const start = (game: NetGameKind, setup: Setup, hostSeat: Side) =>
    begin((seed) => (props.startHosting ?? startOfflineHosting)({ game, setup, seed, hostSeat }));

  const startShogun = (localSeats: ShogunSeat[], players: ShogunPlayer[]) => {
    const chosen = shogun();
    if (chosen) void begin((seed) => startOfflineShogun({ ...chosen, players, seed, localSeats }));
  };

  const startCompanion = (localSeats: ShogunSeat[]) => {
    const chosen = companion();
    if (chosen) void begin((seed) => startOfflineShogunCompanion({ ...chosen, seed, localSeats }));
  };

  function handOver(p: NetPlay): void {
    made = null;
    props.onPlay(p);
  }

  return (
    <Show
      when={play()}
      fallback={
        <div class="offline-new">
          <section class="screen offline-intro">
            <OfflineHead onBack={props.onBack} />
            <p>{t('offline.intro')}</p>
            <NetworkHelp />
            <fieldset class="offline-kind">
              <legend class="visually-hidden">{t('offline.host.kind')}</legend>
              <For each={KINDS}>
                {(k) => (
                  <button
                    type="button"
                    class="offline-kind-choice"
                    classList={{ on: kind() === k.kind }}
                    aria-pressed={kind() === k.kind}
                    disabled={starting()}
                    onClick={() => {
                      setKind(k.kind);
                      setShogun(null);
                      setCompanion(null);
                    }}
                  >
                    {k.label()}
                  </button>
                )}
              </For>
            </fieldset>
            <p class="muted">{KINDS.find((k) => k.kind === kind())?.help()}</p>
            <Show when={starting()}>
              <p class="notice" role="status">
                {STARTING[kind()]()}
              </p>
            </Show>
            <Show when={startError()}>
              {(f) => (
                <div role="alert">
                  <p class="error">{t('offline.host.startFailed', { detail: f().text })}</p>
                  <ErrorDetails detail={f().detail} />
                </div>
              )}
            </Show>
          </section>
          <Switch
            fallback={
              <NewGame
                onHost={(s, seat) => void start('samurai-battles', s, seat)}
                onBack={() => props.onBack()}
              />
            }
          >
            <Case when={kind() === 'companion'}>
              <Suspense fallback={<p class="muted">{t('offline.host.loadingCompanion')}</p>}>
                <CompanionSetup
                  onHost={(s, seat) => void start('companion', s, seat)}
                  onBack={() => props.onBack()}
                />
              </Suspense>
            </Case>
            <Case when={kind() === 'shogun'}>
              <Suspense fallback={<p class="muted">{nt('net.shogun.loading')}</p>}>
                <Show
                  when={shogun()}
                  fallback={
                    <ShogunSetup
                      busy={starting()}
                      onStart={(setup, players) => setShogun({ setup, players })}
                      onBack={() => props.onBack()}
                    />
                  }
                >
                  {(c) => (
                    <ShogunHostSeats
                      players={c().players}
                      busy={starting()}
                      computers
                      onHost={startShogun}
                      onBack={() => setShogun(null)}
                    />
                  )}
                </Show>
              </Suspense>
            </Case>
            <Case when={kind() === 'shogun-companion'}>
              <Suspense fallback={<p class="muted">{nt('net.shogun.loading')}</p>}>
                <Show
                  when={companion()}
                  fallback={
                    <ShogunCompanionSetup
                      busy={starting()}
                      onStart={(setup, players) => setCompanion({ setup, players })}
                      onBack={() => props.onBack()}
                    />
                  }
                >
                  {(c) => (
                    <ShogunHostSeats
                      players={c().players}
                      busy={starting()}
                      onHost={startCompanion}
                      onBack={() => setCompanion(null)}
                    />
                  )}
                </Show>
              </Suspense>
            </Case>
          </Switch>
        </div>
      }
    >
      {(p) => <HostPairingScreen play={p()} onBack={props.onBack} onPlay={handOver} />}
    </Show>
  );
}

function HostPairingScreen(props: {
  play: NetPlay;
  onBack: () => void;
  onPlay: (play: NetPlay) => void;
}): JSX.Element {
  const play = props.play;
  const offline = offlineOf(play);
  // A game hosted through a server: offer QR pairing for it while this screen is open.
  const own = offline ? null : pairHostedGame(play);
  onCleanup(() => own?.close());
  const control: HostPairingControl | null = offline?.role === 'host' ? offline.game : own;
  // The host session's guest seats: one phone for a battle, one per seat for Shogun.
  const session = offline?.role === 'host' ? offline.game.host : (play.hosted?.host ?? null);
  const total = session?.guestSeats.length ?? 1;
  const guests = session ? fromReadable(session.guests) : () => ({});
  const joined = () => Object.values(guests()).filter((p) => p === 'connected').length;
  const shogun = seatTableOf(play);

  const presence = play.presence ? fromReadable(play.presence) : () => 'waiting';
  // The guest's arrival opens the board (not when it was already there as this screen opened).
  createEffect(
    on(presence, (now, before) => {
      if (now === 'connected' && before !== undefined && before !== 'connected') props.onPlay(play);
    }),
  );

  return (
    <main class="screen offline-pairing">
      <OfflineHead onBack={props.onBack} />
      <Show when={play.code}>
        <p class="muted">{t('offline.room', { code: play.code ?? '' })}</p>
      </Show>
      <Show when={presence() === 'away'}>
        <p class="notice" role="status">
          {total > 1 ? nt('net.phones.away') : t('offline.host.away')}
        </p>
      </Show>
      {/* Several guest phones (Shogun): how many have joined, and which seat has its phone. */}
      <Show when={total > 1}>
        <p class="net-status" data-joined={joined()}>
          {nt('net.phones.joined', { joined: joined(), total })}
        </p>
      </Show>
      <Show when={shogun && session}>{(h) => <ShogunSeatList host={h()} players={shogun?.players} />}</Show>
      <Show when={control}>{(c) => <HostSteps control={c()} several={total > 1} />}</Show>
      <button type="button" class="menu-button" onClick={() => props.onPlay(play)}>
        {t('offline.host.openBoard')}
      </button>
      {/* Several phones: the seat list says when the board opens. */}
      <Show when={total === 1}>
        <p class="muted">{t('offline.host.openBoardHelp')}</p>
      </Show>
      <NetworkHelp />
    </main>
  );
}

function HostSteps(props: {
  control: HostPairingControl;
  /** Several guest phones pair one after another (Shogun): the code is for the next one. */
  several: boolean;
}): JSX.Element {
  const pairing = fromReadable<HostPairing>(props.control.pairing);
  /** Why the last connection failed (a code that could not be read shows under the code box instead). */
  const failure = () => {
    const p = pairing();
    const f = p.step === 'offer' || p.step === 'preparing' || p.step === 'stopped' ? p.failure : null;
    return f?.kind === 'connection' ? f : null;
  };
  const offer = () => {
    const p = pairing();
    return p.step === 'offer' ? p : null;
  };

  async function answer(text: string): Promise<string | null> {
    try {
      await props.control.acceptAnswer(text);
      return null;
    } catch (e) {
      // A failed connection shows above, with the new offer already made for another try.
      return e instanceof PairingCodeError ? failureText(failureOf(e)) : null;
    }
  }

  return (
    <div class="offline-steps" data-step={pairing().step}>
      <Show when={failure()}>
        {(f) => (
          <div class="offline-failure" role="alert">
            <p class="error">{failureText(f())}</p>
            <ErrorDetails detail={f().detail} />
          </div>
        )}
      </Show>
      <Switch>
        <Case when={pairing().step === 'preparing'}>
          <p class="muted" role="status">
            {t('offline.host.preparing')}
          </p>
        </Case>
        <Case when={pairing().step === 'stopped'}>
          <button type="button" class="menu-button primary" onClick={() => void props.control.newOffer()}>
            {t('offline.host.newCode')}
          </button>
        </Case>
        <Case when={pairing().step === 'connecting'}>
          <p class="net-status" role="status">
            {t('offline.host.connecting')}
          </p>
        </Case>
        <Case when={pairing().step === 'connected'}>
          <p class="net-status" role="status">
            {t('offline.host.connected')}
          </p>
          <button type="button" class="menu-button" onClick={() => void props.control.newOffer()}>
            {t('offline.host.newCode')}
          </button>
        </Case>
        <Case when={offer()}>
          {(p) => (
            <>
              <CodeShow
                code={p().code}
                heading={props.several ? nt('net.phones.step1') : t('offline.host.step1')}
                help={props.several ? nt('net.phones.step1Help') : t('offline.host.step1Help')}
              />
              <CodeRead
                heading={props.several ? nt('net.phones.step2') : t('offline.host.step2')}
                help=""
                onCode={answer}
              />
              <button type="button" class="link-button" onClick={() => void props.control.newOffer()}>
                {t('offline.host.newCode')}
              </button>
            </>
          )}
        </Case>
      </Switch>
    </div>
  );
}

export default OfflineHost;
