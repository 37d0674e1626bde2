// The guest phone's way in: type the room code the host shows (any case, spaces or dashes), or
// rejoin the room joined last. Opening the host's join link (its QR code) skips this screen.

import { createSignal, type JSX, Show } from 'solid-js';
import { normalizeRoomCode } from '../../net/room-code';
import { t } from '../i18n';
import { settings } from '../settings';
import { nt } from './i18n';
import { lastRoom } from './play';
import { serverText } from './words';
import './net.css';

export function JoinScreen(props: {
  onJoin: (code: string) => void;
  /** Rejoins the room joined last, with the signaling server it was joined through. */
  onRejoin: () => void;
  onBack: () => void;
  onOffline: () => void;
}): JSX.Element {
  const [code, setCode] = createSignal('');
  const [bad, setBad] = createSignal(false);
  const last = lastRoom();

  function submit(e: Event): void {
    e.preventDefault();
    const normal = normalizeRoomCode(code());
    setBad(normal === null);
    if (normal) props.onJoin(normal);
  }

  return (
    <main class="screen net-join">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{nt('net.join.title')}</h1>
      </header>
      <p>{nt('net.join.help')}</p>
      <form class="net-join-form" onSubmit={submit}>
        <label class="field">
          <span>{nt('net.join.code')}</span>
          <input
            class="net-code-input"
            type="text"
            inputMode="text"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            maxLength={16}
            value={code()}
            aria-invalid={bad()}
            aria-describedby={bad() ? 'net-join-bad' : undefined}
            onInput={(e) => {
              setCode(e.currentTarget.value);
              setBad(false);
            }}
          />
        </label>
        <Show when={bad()}>
          <p id="net-join-bad" class="error" role="alert">
            {nt('net.join.bad')}
          </p>
        </Show>
        <button type="submit" class="menu-button primary">
          {nt('net.join.go')}
        </button>
      </form>
      <Show when={last}>
        {(l) => (
          <button type="button" class="menu-button" onClick={() => props.onRejoin()}>
            {nt('net.join.last', { code: l().code })}
          </button>
        )}
      </Show>
      <p class="muted">{nt('net.join.server', { server: serverText(settings().signal) })}</p>
      <button type="button" class="link-button net-offline-link" onClick={() => props.onOffline()}>
        {nt('net.offline')}
      </button>
    </main>
  );
}
