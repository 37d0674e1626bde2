// How many dice the attacks within reach will roll, before the player commits to one: per target,
// the total and how it was counted (the engine's preview, put in words by game/preview.ts).

import { For, type JSX, Show } from 'solid-js';
import type { PreviewText } from '../game/preview';
import { t } from '../i18n';

export function DicePreviewPanel(props: { items: readonly PreviewText[] }): JSX.Element {
  return (
    <Show when={props.items.length > 0}>
      <section class="dice-preview" aria-label={t('preview.title')}>
        <For each={props.items}>
          {(item) => (
            <div class="preview-item">
              <h3 class="preview-title">{item.title}</h3>
              <p class="preview-total">{item.total}</p>
              <ul class="preview-lines">
                <For each={item.lines}>{(line) => <li>{line}</li>}</For>
              </ul>
            </div>
          )}
        </For>
        <p class="muted preview-note">{t('preview.note')}</p>
      </section>
    </Show>
  );
}
