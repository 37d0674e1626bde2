// "Play on two phones": host a game on this phone, or join the game another phone hosts.

import type { JSX } from 'solid-js';
import { t } from '../i18n';
import { settings } from '../settings';
import { nt } from './i18n';
import { serverText } from './words';
import './net.css';

export function NetMenu(props: {
  onHost: () => void;
  /** Host a companion game (the physical board, hands and dice on the phones). */
  onHostCompanion: () => void;
  /** Host Shogun: 3-5 players, a phone each (or some passing this one). */
  onHostShogun: () => void;
  /** Host the companion for the physical Shogun: each player bids on a phone of their own. */
  onHostShogunCompanion: () => void;
  onJoin: () => void;
  /** No internet: pair by showing QR codes (host, join). */
  onOfflineHost: () => void;
  onOfflineJoin: () => void;
  onBack: () => void;
}): JSX.Element {
  return (
    <main class="screen net-menu">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{nt('net.menu.title')}</h1>
      </header>
      <p>{nt('net.menu.intro')}</p>
      <nav class="menu net-menu-choices" aria-label={nt('net.menu.title')}>
        <button type="button" class="menu-button primary" onClick={() => props.onHost()}>
          {nt('net.menu.host')}
        </button>
        <p class="muted">{nt('net.menu.hostHelp')}</p>
        <button type="button" class="menu-button" onClick={() => props.onJoin()}>
          {nt('net.menu.join')}
        </button>
        <p class="muted">{nt('net.menu.joinHelp')}</p>
        <button type="button" class="menu-button" onClick={() => props.onHostCompanion()}>
          {nt('net.menu.hostCompanion')}
        </button>
        <p class="muted">{nt('net.menu.hostCompanionHelp')}</p>
        <button type="button" class="menu-button" onClick={() => props.onHostShogun()}>
          {nt('net.menu.hostShogun')}
        </button>
        <p class="muted">{nt('net.menu.hostShogunHelp')}</p>
        <button type="button" class="menu-button" onClick={() => props.onHostShogunCompanion()}>
          {nt('net.menu.hostShogunCompanion')}
        </button>
        <p class="muted">{nt('net.menu.hostShogunCompanionHelp')}</p>
      </nav>
      <section class="net-menu-offline" aria-label={nt('net.offline.title')}>
        <h2>{nt('net.offline')}</h2>
        <p class="muted">{nt('net.menu.offlineHelp')}</p>
        <button type="button" class="menu-button" onClick={() => props.onOfflineHost()}>
          {nt('net.menu.offlineHost')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onOfflineJoin()}>
          {nt('net.menu.offlineJoin')}
        </button>
      </section>
      <p class="muted">{nt('net.menu.server', { server: serverText(settings().signal) })}</p>
    </main>
  );
}
