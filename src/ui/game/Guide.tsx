// The guide's panel on the battle screen: the step's sentence, and a way out at any time.

import { type JSX, Show } from 'solid-js';
import { t } from '../i18n';

export function Guide(props: { step: string; done: boolean; onLeave: () => void }): JSX.Element {
  return (
    <section class="guide" aria-labelledby="guide-title" aria-live="polite">
      <h2 id="guide-title" class="guide-title">
        {t('guide.title')}
      </h2>
      <p class="guide-text">{props.step}</p>
      <button type="button" class="bar-button quiet" onClick={() => props.onLeave()}>
        <Show when={props.done} fallback={t('guide.leave')}>
          {t('guide.close')}
        </Show>
      </button>
    </section>
  );
}
