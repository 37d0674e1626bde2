// The language of every screen (Settings). Each language is named in itself, so a player who
// switched by mistake still finds his own; the device's choice names the language it means now.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { LOCALES, type MessageKey, t } from '../i18n';
import { chooseLanguage, resolveLanguage } from '../language';
import { type Settings, settings } from '../settings';

const CHOICES: readonly Settings['language'][] = ['device', ...LOCALES];

export function LanguageChoice(): JSX.Element {
  const [failed, setFailed] = createSignal(false);
  const [busy, setBusy] = createSignal(false);
  const label = (choice: Settings['language']): string =>
    choice === 'device'
      ? t('settings.language.device', { language: t(`settings.language.${resolveLanguage('device')}`) })
      : t(`settings.language.${choice}` as MessageKey);
  const pick = async (choice: Settings['language']): Promise<void> => {
    setBusy(true);
    setFailed(false);
    try {
      await chooseLanguage(choice);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset class="language-choice" aria-busy={busy()}>
      <legend>{t('settings.language')}</legend>
      <For each={CHOICES}>
        {(choice) => (
          <label class="choice">
            <input
              type="radio"
              name="language"
              value={choice}
              checked={settings().language === choice}
              onChange={() => void pick(choice)}
            />
            <span lang={choice === 'device' ? undefined : choice}>{label(choice)}</span>
          </label>
        )}
      </For>
      <Show when={failed()}>
        <p role="alert">{t('settings.language.failed')}</p>
      </Show>
    </fieldset>
  );
}
