// The home screen: start a battle, continue the last one, play on two phones, the saved games, the
// companion for the board game, settings, the rules reference.

import { type JSX, Show } from 'solid-js';
import { t } from '../i18n';

export function Home(props: {
  canContinue: boolean;
  onNew: () => void;
  /** The guided first battle (issue 26): the Introductory Skirmish with a sentence at each step. */
  onGuided: () => void;
  onContinue: () => void;
  onTwoPhones: () => void;
  onSaves: () => void;
  onCompanion: () => void;
  onSettings: () => void;
  onRules: () => void;
  /** Campaigns of linked battles (issue 23). */
  onCampaigns: () => void;
}): JSX.Element {
  return (
    <main class="screen home">
      <h1 class="title">
        <svg class="title-mon" viewBox="0 0 64 64" aria-hidden="true">
          <polygon
            points="32,6 54,19 54,45 32,58 10,45 10,19"
            fill="#ece6c8"
            stroke="#9c2a1f"
            stroke-width="4"
          />
          <g stroke="#1f1a14" stroke-width="5" stroke-linecap="round">
            <line x1="21" y1="43" x2="43" y2="21" />
            <line x1="43" y1="43" x2="21" y2="21" />
          </g>
        </svg>
        Kassen
      </h1>
      <p class="tagline">{t('home.tagline')}</p>
      <nav class="menu" aria-label={t('home.menu')}>
        <button type="button" class="menu-button primary" onClick={() => props.onNew()}>
          {t('home.newGame')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onGuided()}>
          {t('home.guided')}
        </button>
        <Show when={props.canContinue}>
          <button type="button" class="menu-button" onClick={() => props.onContinue()}>
            {t('home.continue')}
          </button>
        </Show>
        <button type="button" class="menu-button" onClick={() => props.onCampaigns()}>
          {t('home.campaigns')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onTwoPhones()}>
          {t('home.twoPhones')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onSaves()}>
          {t('home.saves')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onCompanion()}>
          {t('home.companion')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onSettings()}>
          {t('home.settings')}
        </button>
        <button type="button" class="menu-button" onClick={() => props.onRules()}>
          {t('home.rules')}
        </button>
      </nav>
    </main>
  );
}
