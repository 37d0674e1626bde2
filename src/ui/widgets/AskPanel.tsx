// The other player's answer on the holder's screen (issue 21 item 1): at a real table the attacker
// asks "any answer?" and the defender says "no" without the board moving. Shown when the next
// decision is the other player's and the game gives it an open form (the module's openDecision):
// only its open actions (a window's Pass; every choice of a flag or retreat choice, with its cost),
// and always the way to take the tablet and answer with his cards in sight. The holder's hand is
// hidden meanwhile; the board stays.

import { For, type JSX, onMount } from 'solid-js';
import type { Action } from '../../games/samurai-battles/flow/actions';
import { afterRender, focusFirst } from '../focus';
import { t } from '../i18n';
import { lastTap, repeats } from './tap-guard';

export interface AskChoice {
  action: Action;
  label: string;
}

export function AskPanel(props: {
  /** The army asked. */
  army: string;
  /** The army holding the tablet (its hand is hidden while the panel shows). */
  holder: string;
  /** The decision, worded for the one who answers. */
  question: string;
  choices: readonly AskChoice[];
  onChoose: (action: Action) => void;
  onTakeTablet: () => void;
  busy: boolean;
}): JSX.Element {
  let root: HTMLElement | undefined;
  // The tap that brought the panel up: its quick repeat is not an answer.
  const before = lastTap();
  onMount(() => afterRender(() => root && focusFirst(root, ['.ask-choices button'])));
  const guarded = (run: () => void) => (e: MouseEvent) => {
    if (!repeats(before, e) && !props.busy) run();
  };
  return (
    <section
      ref={root}
      class="reaction ask"
      role="dialog"
      aria-labelledby="ask-title"
      aria-describedby="ask-question"
      aria-live="polite"
    >
      <h2 id="ask-title">{t('ask.title', { army: props.army })}</h2>
      <p id="ask-question">{props.question}</p>
      <p class="muted">{t('ask.handHidden', { army: props.holder })}</p>
      <ul class="reaction-choices ask-choices">
        <For each={props.choices}>
          {(c) => (
            <li>
              <button
                type="button"
                class="bar-button primary"
                onClick={guarded(() => props.onChoose(c.action))}
              >
                {c.label}
              </button>
            </li>
          )}
        </For>
      </ul>
      <div class="reaction-end">
        <button type="button" class="bar-button ask-take" onClick={guarded(() => props.onTakeTablet())}>
          {t('ask.takeTablet', { army: props.army })}
        </button>
      </div>
    </section>
  );
}
