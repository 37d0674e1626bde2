// The strip above a two-phone game: the connection in words (connected, the other phone is away,
// reconnecting...), the notices of the connection, and on the host the way back to the room code.
// Refused actions are not repeated here: the game screen shows them under the prompt. At a table
// of phones (Shogun, its companion) the screen says how many phones join, and the words follow.

import { type JSX, Show } from 'solid-js';
import type { NetNotice } from '../../net/client';
import { nt } from './i18n';
import type { NetPlay } from './play';
import { fromReadable } from './readable';
import { noticeText, roomText, statusText } from './words';

export function ConnectionBanner(props: {
  play: NetPlay;
  onShowRoom?: (() => void) | undefined;
  /** At a table of phones: how many guest phones join the host (the seats its device does not play). */
  guestPhones?: number;
}): JSX.Element {
  const play = props.play;
  const status = fromReadable(play.client.status);
  const notice = fromReadable<NetNotice | null>(play.client.notice);
  const room = play.hosted ? fromReadable(play.hosted.room.status) : () => 'open';
  const shown = () => {
    const n = notice();
    return n && n.kind !== 'refused' ? n : null;
  };
  // A host whose room is off the signaling server can still play with a connected guest; say so
  // only while the guest is not here (it cannot come back through the server).
  const roomLine = () => (status() !== 'connected' && room() !== 'open' ? roomText(room()) : null);
  const tone = () =>
    status() === 'connected' ? 'ok' : status() === 'failed' || status() === 'refused' ? 'bad' : 'wait';
  return (
    <section
      class="net-banner"
      role="status"
      aria-label={nt('net.banner')}
      data-status={status()}
      data-tone={tone()}
    >
      <div class="net-banner-row">
        <span class="net-dot" aria-hidden="true" />
        <span class="net-banner-text">
          {statusText(
            status(),
            props.guestPhones === undefined ? undefined : { role: play.role, guestPhones: props.guestPhones },
          )}
        </span>
        <Show when={play.reconnect && (status() === 'reconnecting' || status() === 'connecting')}>
          <button type="button" class="net-banner-button" onClick={() => play.reconnect?.()}>
            {nt('net.retry')}
          </button>
        </Show>
        <Show when={props.onShowRoom && play.code}>
          <button
            type="button"
            class="net-banner-button code"
            aria-label={`${nt('net.showRoom')}: ${play.code ?? ''}`}
            onClick={() => props.onShowRoom?.()}
          >
            {play.code}
          </button>
        </Show>
      </div>
      <Show when={roomLine()}>
        <p class="net-banner-note">{roomLine()}</p>
      </Show>
      <Show when={shown()}>
        {(n) => (
          <p class="net-banner-note">
            <span>{noticeText(n())}</span>
            <Show when={n().kind !== 'save'}>
              <button
                type="button"
                class="net-banner-button quiet"
                aria-label={nt('net.dismiss')}
                onClick={() => play.client.dismissNotice()}
              >
                ×
              </button>
            </Show>
          </p>
        )}
      </Show>
    </section>
  );
}
