// When the tablet goes to a player who could answer with a card (Settings, and the New game screen
// for pass and play). The choice is a rule of the game it starts with (the engine option
// `reactionPauses`, local-game.ts), remembered on this device for the next game.

import { For, type JSX } from 'solid-js';
import { t } from '../i18n';
import { type HandOffPrivacy, settings, updateSettings } from '../settings';

const CHOICES: readonly HandOffPrivacy[] = ['when-able', 'always'];

export function PrivacyChoice(props: {
  /** Keeps radio groups apart when two choices are on one page. */
  name?: string;
  /** Settings, where both games' choices meet, names the game this one belongs to. */
  named?: boolean;
}): JSX.Element {
  const name = () => props.name ?? 'privacy';
  return (
    <fieldset class="privacy-choice">
      <legend>{t(props.named ? 'settings.privacy.samurai' : 'settings.privacy')}</legend>
      <For each={CHOICES}>
        {(choice) => (
          <div class="edition-option">
            <label class="choice">
              <input
                type="radio"
                name={name()}
                value={choice}
                checked={settings().privacy === choice}
                aria-describedby={`${name()}-note-${choice}`}
                onChange={() => updateSettings({ privacy: choice })}
              />
              <strong>{t(`settings.privacy.${choice}`)}</strong>
            </label>
            <p class="edition-note muted" id={`${name()}-note-${choice}`}>
              {t(`settings.privacy.${choice}.note`)}
            </p>
          </div>
        )}
      </For>
    </fieldset>
  );
}
