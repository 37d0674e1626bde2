// The game log in plain sentences, newest last, as the tablet holder may read it.

import { createEffect, For, type JSX } from 'solid-js';
import { t } from '../i18n';

export function LogPanel(props: { lines: readonly string[]; open?: boolean }): JSX.Element {
  let list: HTMLOListElement | undefined;
  // At its newest line whenever a line comes and whenever it opens (a hidden list cannot scroll,
  // so opening it late would show turn 1).
  createEffect(() => {
    props.lines.length;
    props.open;
    requestAnimationFrame(() => {
      if (list) list.scrollTop = list.scrollHeight;
    });
  });
  return (
    <section class="log" aria-label={t('log.title')}>
      <ol ref={list} class="log-lines" aria-live="polite">
        <For each={props.lines}>{(line) => <li>{line}</li>}</For>
      </ol>
    </section>
  );
}
