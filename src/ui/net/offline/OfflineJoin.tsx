// The joining phone pairs with the host by QR codes, no server and no internet: it scans the
// host's offer, shows its answer for the host to scan, and the game opens once the host has let
// it in. Also the way back into a game paired this way after the connection was lost: the host
// shows a new offer, this phone scans it (the host gives it its seat back).

import { Match as Case, createEffect, createSignal, type JSX, on, onCleanup, Show, Switch } from 'solid-js';
import { failureOf } from '../../../net/rtc/failure';
import type { GuestPairing } from '../../../net/rtc/guest-session';
import { t } from '../../i18n';
import type { OfflinePairingProps } from '../offline-props';
import type { NetPlay } from '../play';
import { fromReadable } from '../readable';
import { CodeRead } from './CodeRead';
import { CodeShow } from './CodeShow';
import { NetworkHelp } from './NetworkHelp';
import { OfflineHead } from './OfflineHead';
import { joinOfflinePlay, type OfflinePairing, offlineOf } from './play';
import { failureText } from './words';
import '../net.css';
import './offline.css';

function readError(e: unknown): string {
  return failureText(failureOf(e));
}

export function OfflineJoin(props: OfflinePairingProps): JSX.Element {
  const given = offlineOf(props.hosting);
  const [play, setPlay] = createSignal<NetPlay | null>(given?.role === 'guest' ? props.hosting : null);
  /** A game joined on this screen and not yet handed to the game screen: closed if the player goes back. */
  let made: NetPlay | null = null;
  onCleanup(() => made?.close());

  async function first(code: string): Promise<string | null> {
    try {
      const next = await joinOfflinePlay(code);
      made = next;
      setPlay(next);
      return null;
    } catch (e) {
      return readError(e);
    }
  }

  function handOver(p: NetPlay): void {
    made = null;
    props.onPlay(p);
  }

  return (
    <main class="screen offline-pairing">
      <OfflineHead onBack={props.onBack} />
      <Show
        when={(() => {
          const p = play();
          const o = offlineOf(p);
          return p && o?.role === 'guest' ? { play: p, pairing: o } : null;
        })()}
        fallback={
          <>
            <p>{t('offline.intro')}</p>
            <CodeRead
              heading={t('offline.join.step1')}
              help={t(props.again ? 'offline.join.step1Again' : 'offline.join.step1Help')}
              onCode={first}
            />
          </>
        }
      >
        {(j) => <GuestSteps play={j().play} pairing={j().pairing} onPlay={handOver} />}
      </Show>
      <NetworkHelp />
    </main>
  );
}

function GuestSteps(props: {
  play: NetPlay;
  pairing: OfflinePairing & { role: 'guest' };
  onPlay: (play: NetPlay) => void;
}): JSX.Element {
  const game = props.pairing.game;
  const pairing = fromReadable<GuestPairing>(game.pairing);
  const status = fromReadable(props.play.client.status);
  /** The player wants to scan another offer while an answer is shown (the host made a new code). */
  const [rescan, setRescan] = createSignal(false);

  // Welcomed by the host: the game opens (not when it was already connected as this screen opened).
  createEffect(
    on(status, (now, before) => {
      if (now === 'connected' && before !== undefined && before !== 'connected') props.onPlay(props.play);
    }),
  );

  async function offer(code: string): Promise<string | null> {
    try {
      await game.useOffer(code);
      setRescan(false);
      return null;
    } catch (e) {
      return readError(e);
    }
  }

  const answer = () => {
    const p = pairing();
    return p.step === 'answer' && !rescan() ? p : null;
  };
  const lastFailure = () => {
    const p = pairing();
    return p.step === 'need-offer' ? p.failure : null;
  };

  return (
    <div class="offline-steps" data-step={pairing().step}>
      <p class="muted">{t('offline.room', { code: game.room })}</p>
      <Switch>
        <Case when={answer()}>
          {(a) => (
            <>
              <CodeShow
                code={a().code}
                heading={t('offline.join.step2')}
                help={t('offline.join.step2Help')}
              />
              <p class="net-status" role="status" data-reachable={String(a().reachable)}>
                {a().reachable === false
                  ? t('offline.join.unreachable')
                  : a().reachable
                    ? t('offline.join.reachable')
                    : t('offline.join.waiting')}
              </p>
              <button type="button" class="link-button" onClick={() => setRescan(true)}>
                {t('offline.join.scanAgain')}
              </button>
            </>
          )}
        </Case>
        <Case when={pairing().step === 'answering'}>
          <p class="muted" role="status">
            {t('offline.join.answering')}
          </p>
        </Case>
        <Case when={pairing().step === 'connected' && !rescan()}>
          <p class="net-status" role="status">
            {t('offline.join.connected')}
          </p>
          <button type="button" class="menu-button primary" onClick={() => props.onPlay(props.play)}>
            {t('offline.host.openBoard')}
          </button>
          <button type="button" class="link-button" onClick={() => setRescan(true)}>
            {t('offline.join.scanAgain')}
          </button>
        </Case>
        <Case when={pairing().step === 'need-offer' || rescan()}>
          <Show when={lastFailure()}>
            {(f) => (
              <div class="offline-failure" role="alert">
                <p class="error">{failureText(f())}</p>
              </div>
            )}
          </Show>
          <CodeRead
            heading={t('offline.join.step1')}
            help={
              pairing().step === 'need-offer' ? t('offline.join.step1Again') : t('offline.join.step1Help')
            }
            onCode={offer}
          />
        </Case>
      </Switch>
    </div>
  );
}

export default OfflineJoin;
