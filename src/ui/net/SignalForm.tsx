// Settings: which signaling server two phones use to find each other. The public PeerJS server by
// default, or the player's own (`npm run signal`): address, port, path, secure, and "same network
// only" (no STUN/TURN servers, for a game without the internet). Checked with parseSignalSettings,
// the same check a join link gets.

import { createSignal, type JSX, Show } from 'solid-js';
import { PUBLIC_SIGNAL, parseSignalSettings, type SignalSettings } from '../../net/signal';
import { settings, updateSettings } from '../settings';
import { nt } from './i18n';
import { serverText } from './words';
import './net.css';

interface Draft {
  kind: 'public' | 'custom';
  host: string;
  port: string;
  path: string;
  secure: boolean;
  lan: boolean;
}

function draftOf(s: SignalSettings): Draft {
  if (s.kind === 'public')
    return { kind: 'public', host: '', port: '9000', path: '/', secure: false, lan: true };
  return {
    kind: 'custom',
    host: s.host,
    port: String(s.port),
    path: s.path,
    secure: s.secure,
    lan: s.iceServers !== undefined && s.iceServers.length === 0,
  };
}

/** The first problem with a draft, in words, or the settings it makes. */
function check(d: Draft, previous: SignalSettings): { ok: SignalSettings } | { problem: string } {
  if (d.kind === 'public') return { ok: PUBLIC_SIGNAL };
  const host = d.host.trim();
  if (!/^[A-Za-z0-9.:[\]-]{1,253}$/.test(host)) return { problem: nt('settings.signal.badHost') };
  const port = Number(d.port.trim());
  if (!/^\d{1,5}$/.test(d.port.trim()) || port < 1 || port > 65535)
    return { problem: nt('settings.signal.badPort') };
  const path = d.path.trim() || '/';
  if (!/^\/[\w./-]*$/.test(path) || path.length > 200) return { problem: nt('settings.signal.badPath') };
  // A key or STUN/TURN list set some other way (e.g. an imported setting) is kept unless "same network" says none.
  const kept = previous.kind === 'custom' ? previous : null;
  const candidate = {
    kind: 'custom',
    host,
    port,
    path,
    secure: d.secure,
    ...(kept?.key ? { key: kept.key } : {}),
    ...(d.lan ? { iceServers: [] } : kept?.iceServers?.length ? { iceServers: kept.iceServers } : {}),
  };
  const parsed = parseSignalSettings(candidate);
  return parsed ? { ok: parsed } : { problem: nt('settings.signal.invalid') };
}

export function SignalForm(): JSX.Element {
  const [draft, setDraft] = createSignal<Draft>(draftOf(settings().signal));
  const [message, setMessage] = createSignal<{ text: string; error: boolean } | null>(null);
  const edit = (patch: Partial<Draft>) => {
    setMessage(null);
    setDraft({ ...draft(), ...patch });
  };
  const https = () => globalThis.location?.protocol === 'https:';

  function save(e: Event): void {
    e.preventDefault();
    const r = check(draft(), settings().signal);
    if ('problem' in r) {
      setMessage({ text: r.problem, error: true });
      return;
    }
    updateSettings({ signal: r.ok });
    setDraft(draftOf(r.ok));
    setMessage({ text: nt('settings.signal.saved', { server: serverText(r.ok) }), error: false });
  }

  function reset(): void {
    updateSettings({ signal: PUBLIC_SIGNAL });
    setDraft(draftOf(PUBLIC_SIGNAL));
    setMessage({ text: nt('settings.signal.saved', { server: serverText(PUBLIC_SIGNAL) }), error: false });
  }

  return (
    <form class="signal-form" onSubmit={save}>
      <fieldset>
        <legend>{nt('settings.signal')}</legend>
        <p class="muted">{nt('settings.signal.help')}</p>
        <p class="signal-current">
          {nt('settings.signal.current', { server: serverText(settings().signal) })}
        </p>
        <label class="choice">
          <input
            type="radio"
            name="signal-kind"
            checked={draft().kind === 'public'}
            onChange={() => edit({ kind: 'public' })}
          />
          <span>{nt('settings.signal.public')}</span>
        </label>
        <label class="choice">
          <input
            type="radio"
            name="signal-kind"
            checked={draft().kind === 'custom'}
            onChange={() => edit({ kind: 'custom' })}
          />
          <span>{nt('settings.signal.custom')}</span>
        </label>
        <Show when={draft().kind === 'custom'}>
          <label class="field">
            <span>{nt('settings.signal.host')}</span>
            <input
              type="text"
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              inputMode="url"
              value={draft().host}
              onInput={(e) => edit({ host: e.currentTarget.value })}
            />
          </label>
          <label class="field">
            <span>{nt('settings.signal.port')}</span>
            <input
              type="text"
              inputMode="numeric"
              autocomplete="off"
              value={draft().port}
              onInput={(e) => edit({ port: e.currentTarget.value })}
            />
          </label>
          <label class="field">
            <span>{nt('settings.signal.path')}</span>
            <input
              type="text"
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              value={draft().path}
              onInput={(e) => edit({ path: e.currentTarget.value })}
            />
          </label>
          <label class="choice">
            <input
              type="checkbox"
              checked={draft().secure}
              onChange={(e) => edit({ secure: e.currentTarget.checked })}
            />
            <span>{nt('settings.signal.secure')}</span>
          </label>
          <Show when={https() && !draft().secure}>
            <p class="muted">{nt('settings.signal.https')}</p>
          </Show>
          <label class="choice">
            <input
              type="checkbox"
              checked={draft().lan}
              onChange={(e) => edit({ lan: e.currentTarget.checked })}
            />
            <span>{nt('settings.signal.lan')}</span>
          </label>
        </Show>
        <Show when={message()}>
          {(m) => (
            <p class={m().error ? 'error' : 'notice'} role={m().error ? 'alert' : 'status'}>
              {m().text}
            </p>
          )}
        </Show>
        <div class="signal-actions">
          <button type="submit" class="bar-button primary">
            {nt('settings.signal.save')}
          </button>
          <button type="button" class="bar-button" onClick={reset}>
            {nt('settings.signal.reset')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
