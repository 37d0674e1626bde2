// The host phone before (and during) the game: the room code in large type, the join link as a QR
// code, a button to share or copy the link, and the connection in words. The board opens by
// itself when the other phone joins; the host may open it earlier.

import { createEffect, createSignal, type JSX, on, Show } from 'solid-js';
import type { ReactionPauses } from '../../games/samurai-battles/types';
import { ErrorDetails } from '../widgets/ErrorDetails';
import { nt } from './i18n';
import type { NetPlay } from './play';
import { appUrl, seatTableOf } from './play';
import { fromReadable } from './readable';
import { ShogunSeatList } from './shogun/ShogunSeatList';
import { roomText, serverText, statusText } from './words';
import './net.css';

/** A hosted battle's rule for reaction windows (a game hosted before it existed: only when able). */
function pausesOf(setup: unknown): ReactionPauses {
  const options = (setup as { options?: { reactionPauses?: ReactionPauses } }).options;
  return options?.reactionPauses ?? 'when-able';
}

export function HostPairing(props: {
  play: NetPlay;
  onOpenBoard: () => void;
  onHome: () => void;
  /** The QR-code pairing (no signaling server), for this same game. */
  onOffline: () => void;
}): JSX.Element {
  const play = props.play;
  const hosted = play.hosted;
  const status = fromReadable(play.client.status);
  const room = hosted ? fromReadable(hosted.room.status) : () => 'closed';
  const problem = hosted ? fromReadable(hosted.room.problem) : () => null;
  const link = hosted ? hosted.joinUrl(appUrl()) : '';
  // A table of phones (Shogun) waits for several guests, and its words say so.
  const table = { role: 'host', guestPhones: hosted?.host.guestSeats.length ?? 1 } as const;
  // Our own markup from qrcode-generator (a fixed SVG of squares), never text from elsewhere.
  const qr = hosted ? hosted.qrSvg(appUrl()) : '';
  const [copied, setCopied] = createSignal<string | null>(null);
  const [released, setReleased] = createSignal(false);
  let linkBox: HTMLInputElement | undefined;

  // The guest's arrival opens the board (not when it was already there as this screen opened:
  // the host came back here on purpose).
  createEffect(
    on(
      status,
      (s, previous) => {
        if (s === 'connected' && previous !== undefined && previous !== 'connected') props.onOpenBoard();
      },
      { defer: false },
    ),
  );

  const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function share(): Promise<void> {
    setCopied(null);
    try {
      if (canShare()) {
        await navigator.share({ title: 'Kassen', url: link });
        return;
      }
      await navigator.clipboard.writeText(link);
      setCopied(nt('net.host.copied'));
    } catch (e) {
      // A share sheet closed by the player is not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      linkBox?.select();
      setCopied(nt('net.host.copyFailed'));
    }
  }

  async function release(): Promise<void> {
    await hosted?.releaseSeat();
    setReleased(true);
  }

  return (
    <main class="screen net-host">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onHome()}>
          {nt('net.host.leave')}
        </button>
      </header>
      <h1>{nt('net.host.title')}</h1>
      <section class="net-code-box" aria-labelledby="net-code-label">
        <h2 id="net-code-label" class="net-code-label">
          {nt('net.host.code')}
        </h2>
        <p class="net-code" data-code={play.code ?? ''}>
          {play.code}
        </p>
        <p class="muted">{nt('net.host.codeHelp')}</p>
      </section>
      <Show when={qr}>
        <div class="net-qr" role="img" aria-label={nt('net.host.qr')} innerHTML={qr} />
      </Show>
      <label class="field">
        <span>{nt('net.host.link')}</span>
        <input ref={linkBox} class="net-link" type="text" readOnly value={link} />
      </label>
      <button type="button" class="menu-button" onClick={() => void share()}>
        {canShare() ? nt('net.host.share') : nt('net.host.copy')}
      </button>
      <Show when={copied()}>
        <p class="notice" role="status">
          {copied()}
        </p>
      </Show>
      {/* A table of 3-5 phones: which seat has its phone. */}
      <Show when={hosted && seatTableOf(play) ? hosted : null}>
        {(h) => <ShogunSeatList host={h().host} players={seatTableOf(play)?.players} />}
      </Show>
      <div class="net-state">
        <p class="net-status" role="status" aria-label={nt('net.banner')} data-status={status()}>
          {statusText(status(), table)}
        </p>
        <p class="muted" data-room={room()}>
          {roomText(room(), table)}
        </p>
        {/* What the signalling server or the browser said (often English), folded under Details. */}
        <Show when={room() !== 'open'}>
          <ErrorDetails detail={problem()} />
        </Show>
        <Show when={hosted}>
          {(h) => <p class="muted">{nt('net.host.server', { server: serverText(h().signal) })}</p>}
        </Show>
        {/* The host's privacy setting is the battle's rule for reaction windows, on both phones. */}
        <Show when={hosted && play.battle() ? hosted : null}>
          {(h) => (
            <p class="muted" data-pauses={pausesOf(h().host.setup)}>
              {nt(
                pausesOf(h().host.setup) === 'always' ? 'net.host.pausesAlways' : 'net.host.pausesWhenAble',
              )}
            </p>
          )}
        </Show>
      </div>
      <button type="button" class="menu-button primary" onClick={() => props.onOpenBoard()}>
        {nt('net.host.openBoard')}
      </button>
      <p class="muted">{nt('net.host.openBoardHelp')}</p>
      <Show when={status() === 'away' && !released()}>
        <button type="button" class="menu-button" onClick={() => void release()}>
          {nt('net.host.release')}
        </button>
        <p class="muted">{nt('net.host.releaseHelp')}</p>
      </Show>
      <Show when={released()}>
        <p class="notice" role="status">
          {nt('net.host.released')}
        </p>
      </Show>
      <button type="button" class="link-button net-offline-link" onClick={() => props.onOffline()}>
        {nt('net.offline')}
      </button>
    </main>
  );
}
