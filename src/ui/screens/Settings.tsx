// Settings of this device: hand-off privacy, dice animation, turning the board, Dragon house rules,
// the signaling server for two phones, and the language.

import type { JSX } from 'solid-js';
import { t } from '../i18n';
import { SignalForm } from '../net/SignalForm';
import { settings, updateSettings } from '../settings';
import { LanguageChoice } from '../widgets/LanguageChoice';
import { PrivacyChoice } from '../widgets/PrivacyChoice';
import { DragonHouseRules } from './DragonHouseRules';

export function SettingsScreen(props: { onBack: () => void }): JSX.Element {
  const reduced = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <main class="screen settings">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{t('settings.title')}</h1>
      </header>
      <LanguageChoice />
      <PrivacyChoice named />
      <fieldset>
        <legend>{t('settings.display')}</legend>
        <label class="choice">
          <input
            type="checkbox"
            checked={settings().diceAnimation}
            onChange={(e) => updateSettings({ diceAnimation: e.currentTarget.checked })}
          />
          <span>{t('settings.dice')}</span>
        </label>
        {reduced() && <p class="muted">{t('settings.diceReduced')}</p>}
        <label class="choice">
          <input
            type="checkbox"
            checked={settings().rotateBoard}
            onChange={(e) => updateSettings({ rotateBoard: e.currentTarget.checked })}
          />
          <span>{t('settings.rotate')}</span>
        </label>
        <label class="choice">
          <input
            type="checkbox"
            checked={settings().suggestMove}
            onChange={(e) => updateSettings({ suggestMove: e.currentTarget.checked })}
          />
          <span>{t('ai.setting')}</span>
        </label>
      </fieldset>
      <DragonHouseRules />
      <SignalForm />
    </main>
  );
}
