// The rule set of a new game (the New game screen, its two-phone hosting mode, and the companion's
// setup): GMT 2021 or Zvezda 2012, with a few words on what the 2012 rules change. The choice is
// remembered on this device (settings.edition) and offered again next time.

import { For, type JSX } from 'solid-js';
import { EDITION_IDS, type Edition } from '../../games/samurai-battles/types';
import { editionChoiceName, editionNote } from '../edition';
import { t } from '../i18n';
import { settings, updateSettings } from '../settings';

/** The edition a new game starts with: the one chosen last on this device (GMT 2021 at first). */
export function rememberedEdition(): Edition {
  return settings().edition;
}

export function EditionChoice(props: {
  value: Edition;
  onChange: (edition: Edition) => void;
  /** Keeps radio groups apart when two choices are on one page (tests, hosting). */
  name?: string;
}): JSX.Element {
  const name = () => props.name ?? 'edition';
  const choose = (edition: Edition) => {
    updateSettings({ edition });
    props.onChange(edition);
  };
  return (
    <fieldset class="edition-choice">
      <legend>{t('edition.legend')}</legend>
      <For each={EDITION_IDS}>
        {(edition) => (
          <div class="edition-option">
            <label class="choice">
              <input
                type="radio"
                name={name()}
                value={edition}
                checked={props.value === edition}
                aria-describedby={`${name()}-note-${edition}`}
                onChange={() => choose(edition)}
              />
              <strong>{editionChoiceName(edition)}</strong>
            </label>
            {/* Outside the label: the radio's name stays short, the note is its description. */}
            <p class="edition-note muted" id={`${name()}-note-${edition}`}>
              {editionNote(edition)}
            </p>
          </div>
        )}
      </For>
    </fieldset>
  );
}
