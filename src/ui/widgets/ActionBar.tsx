// The non-spatial choices of the current decision as labelled buttons: end movement, pass,
// inspire, keep a card... and, as the fallback, any action no other widget offers.

import { For, type JSX, Show } from 'solid-js';
import { t } from '../i18n';

export interface BarItem {
  label: string;
  run: () => void;
  /** The main way forward (drawn filled). */
  primary?: boolean;
  /** A way back (Cancel), drawn plain. */
  quiet?: boolean;
}

export function ActionBar(props: { items: readonly BarItem[]; children?: JSX.Element }): JSX.Element {
  return (
    <div class="action-bar" role="toolbar" aria-label={t('bar.label')}>
      <For each={props.items}>
        {(item) => (
          <button
            type="button"
            class="bar-button"
            classList={{ primary: !!item.primary, quiet: !!item.quiet }}
            onClick={() => item.run()}
          >
            {item.label}
          </button>
        )}
      </For>
      <Show when={props.children}>{props.children}</Show>
    </div>
  );
}
