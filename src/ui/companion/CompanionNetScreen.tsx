// Companion mode on two phones: the companion table over a client of src/net, for the host phone or
// the guest phone alike. Each phone shows its own army's hands; the connection and whose move it is
// show under the turn line. The pairing screens (src/ui/net) open it once the client holds a view.

import { createSignal, type JSX, onCleanup, Show } from 'solid-js';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import type { Side } from '../../games/samurai-battles/types';
import type { CompanionNetClient } from '../../net/games/companion';
import { CompanionTable } from './CompanionTable';
import { ct } from './i18n';
import { type NetCompanionMatch, netCompanionMatch, netNoticeText } from './net';
import './companion.css';

export interface CompanionNetScreenProps {
  /** The game's client: HostGame.client, or a guest session narrowed with guestSessionFor(…, companionNet). */
  client: CompanionNetClient;
  /** The Menu button and the victory screen's Home (the owner closes the client). */
  onLeave: () => void;
  /** The battle's notes when this phone has them (the host's setup); else looked up by the view's id. */
  scenario?: ScenarioV1 | null;
  /** Names of the people playing each army (may be empty). */
  players?: Record<Side, string>;
}

/** What the connection means for this phone's player, or null when all is well. */
function statusText(m: NetCompanionMatch): string | null {
  const status = m.status();
  if (status === 'connected') return null;
  if (status === 'refused') {
    const n = m.notice();
    return n ? netNoticeText(n) : ct('net.status.refused');
  }
  return ct(`net.status.${status}`);
}

function NetStatus(props: { match: NetCompanionMatch }): JSX.Element {
  const m = props.match;
  const reconnect = () => {
    const c = m.client as CompanionNetClient & { reconnect?: () => void };
    return c.role === 'guest' && typeof c.reconnect === 'function' ? () => c.reconnect?.() : null;
  };
  return (
    <div class="companion-net" role="status">
      <Show when={statusText(m)}>{(text) => <p class="companion-net-connection">{text()}</p>}</Show>
      <Show when={(m.status() === 'reconnecting' || m.status() === 'connecting') && reconnect()}>
        {(retry) => (
          <button type="button" class="link-button" onClick={() => retry()()}>
            {ct('net.retry')}
          </button>
        )}
      </Show>
      <Show when={m.view().winner === null}>
        <Show when={m.waitingFor()} fallback={<p class="muted small">{ct('net.yourControls')}</p>}>
          {(side) => <p class="muted small">{ct('net.waitingFor', { army: m.armies[side()] })}</p>}
        </Show>
      </Show>
    </div>
  );
}

export function CompanionNetScreen(props: CompanionNetScreenProps): JSX.Element {
  const [view, setView] = createSignal(props.client.view.get(), { equals: false });
  const [status, setStatus] = createSignal(props.client.status.get());
  const [notice, setNotice] = createSignal(props.client.notice.get());
  const offs = [
    props.client.view.subscribe((v) => setView(() => v)),
    props.client.status.subscribe(setStatus),
    props.client.notice.subscribe((n) => setNotice(() => n)),
  ];
  onCleanup(() => {
    for (const off of offs) off();
  });
  const ready = () => view()?.game === 'companion';
  return (
    <Show
      when={ready()}
      fallback={
        <main class="screen companion">
          <header class="screen-head companion-head">
            <button type="button" class="link-button" onClick={() => props.onLeave()}>
              {ct('screen.menu')}
            </button>
          </header>
          <p class="companion-net-connection" role="status">
            {(() => {
              const n = notice();
              return status() === 'refused' && n ? netNoticeText(n) : ct('net.connecting');
            })()}
          </p>
        </main>
      }
    >
      {(() => {
        const match = netCompanionMatch(props.client, {
          ...(props.scenario !== undefined ? { scenario: props.scenario } : {}),
          ...(props.players ? { players: props.players } : {}),
        });
        onCleanup(() => match.dispose());
        return <CompanionTable model={match} onLeave={props.onLeave} status={<NetStatus match={match} />} />;
      })()}
    </Show>
  );
}
