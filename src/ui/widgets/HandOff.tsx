// Full-screen hand-off: "Pass the tablet to <army>". It covers the whole game (both hands, the
// board, the log) until the receiving player taps. It then shows what happened while he was away.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { t } from '../i18n';

export function HandOff(props: {
  army: string;
  colour: string;
  player: string;
  /** What happened since this player last held the tablet (public or his own). */
  summary: readonly string[];
  onContinue: () => void;
}): JSX.Element {
  const [ready, setReady] = createSignal(false);
  return (
    <div
      class="handoff"
      role="dialog"
      aria-modal="true"
      aria-labelledby="handoff-title"
      style={{ '--army': props.colour }}
    >
      <Show
        when={ready()}
        fallback={
          <button type="button" class="handoff-tap" onClick={() => setReady(true)}>
            <span class="handoff-band" aria-hidden="true" />
            <span id="handoff-title" class="handoff-title">
              {t('handoff.title', { army: props.army })}
            </span>
            <Show when={props.player}>
              <span class="handoff-player">{props.player}</span>
            </Show>
            <span class="handoff-hint">{t('handoff.tap', { army: props.army })}</span>
          </button>
        }
      >
        <div class="handoff-summary">
          <h2 id="handoff-title">{t('handoff.welcome', { army: props.army })}</h2>
          <Show when={props.summary.length > 0} fallback={<p class="muted">{t('handoff.nothingNew')}</p>}>
            <h3>{t('handoff.meanwhile')}</h3>
            <ol class="summary-lines">
              <For each={props.summary.slice(-12)}>{(line) => <li>{line}</li>}</For>
            </ol>
          </Show>
          <button type="button" class="bar-button primary" onClick={() => props.onContinue()}>
            {t('handoff.continue')}
          </button>
        </div>
      </Show>
    </div>
  );
}
