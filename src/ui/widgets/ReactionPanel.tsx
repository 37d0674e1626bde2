// A reaction window for the player who may react: his playable Dragon cards (or First Strike) with
// their texts, and Pass. Under the strict pause rule the engine also opens windows in which he can
// only pass: the same panel, saying nothing can be played now, so both look alike to anyone watching.

import { For, type JSX, Show } from 'solid-js';
import type { Action } from '../../games/samurai-battles/flow/actions';
import { commandCardText, dragonCardText } from '../game/names';
import { t } from '../i18n';

export interface ReactionChoice {
  action: Action;
  label: string;
}

export function ReactionPanel(props: {
  army: string;
  /** What just happened that may be answered. */
  question: string;
  choices: readonly ReactionChoice[];
  onChoose: (action: Action) => void;
  /** The guided first battle's sentence for this moment (issue 26). */
  note?: string | undefined;
  /** Two phones' quiet pause (transitional, privacy.ts): no choice, only Continue. */
  onContinue?: () => void;
}): JSX.Element {
  const cardText = (a: Action) =>
    a.type === 'play-dragon'
      ? dragonCardText(a.card)
      : a.type === 'first-strike'
        ? commandCardText(a.card)
        : '';
  const reactions = () => props.choices.filter((c) => c.action.type !== 'pass');
  const pass = () => props.choices.find((c) => c.action.type === 'pass');
  return (
    <section class="reaction" role="dialog" aria-labelledby="reaction-title">
      <h2 id="reaction-title">{t('reaction.title', { army: props.army })}</h2>
      <p>{props.question}</p>
      <Show when={props.note}>
        <p class="guide-text">{props.note}</p>
      </Show>
      <Show when={reactions().length > 0} fallback={<p class="muted">{t('reaction.nothing')}</p>}>
        <ul class="reaction-choices">
          <For each={reactions()}>
            {(c) => (
              <li>
                <button type="button" class="bar-button" onClick={() => props.onChoose(c.action)}>
                  {c.label}
                </button>
                <Show when={cardText(c.action)}>
                  <p class="card-text">{cardText(c.action)}</p>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <div class="reaction-end">
        <Show when={pass()}>
          {(p) => (
            <button type="button" class="bar-button primary" onClick={() => props.onChoose(p().action)}>
              {p().label}
            </button>
          )}
        </Show>
        <Show when={props.onContinue}>
          {(go) => (
            <button type="button" class="bar-button primary" onClick={() => go()()}>
              {t('action.pass')}
            </button>
          )}
        </Show>
      </div>
    </section>
  );
}
