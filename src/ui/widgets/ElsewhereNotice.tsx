// The notice a tab shows when another tab or window of this device took over the game it had open
// (or deleted it): the store refuses this tab's writes from then on (store/writer.ts), so the notice
// covers the game, says why, and offers to play it here (which takes it back) or to go home.

import { createSignal, type JSX, onCleanup, onMount, Show } from 'solid-js';
import { onTakenOver, type TakenOver } from '../../store/index';
import { t } from '../i18n';
import './elsewhere.css';

export function ElsewhereNotice(props: {
  /** Reopens the game in this tab (it becomes the game's writer again). */
  onReopen: (t: TakenOver) => void;
  onHome: () => void;
}): JSX.Element {
  const [taken, setTaken] = createSignal<TakenOver | null>(null);
  let box: HTMLDivElement | undefined;
  onMount(() => {
    onCleanup(
      onTakenOver((lost) => {
        setTaken(lost);
        // The notice is modal: the keyboard and screen readers start on its first choice.
        queueMicrotask(() => box?.querySelector('button')?.focus());
      }),
    );
  });

  /** Closes the notice, then does the player's choice with the game it was about. */
  function choose(then: (lost: TakenOver) => void): void {
    const lost = taken();
    setTaken(null);
    if (lost) then(lost);
  }

  return (
    <Show when={taken()}>
      {(lost) => (
        <div
          class="elsewhere"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="elsewhere-title"
          aria-describedby="elsewhere-text"
        >
          <div class="elsewhere-box" ref={box}>
            <h2 id="elsewhere-title">
              {lost().reason === 'deleted' ? t('elsewhere.deletedTitle') : t('elsewhere.title')}
            </h2>
            <p id="elsewhere-text">
              {lost().reason === 'deleted'
                ? t('elsewhere.deleted', { title: lost().header.title })
                : t('elsewhere.text', { title: lost().header.title })}
            </p>
            <Show when={lost().reason === 'elsewhere'}>
              <button type="button" class="menu-button primary" onClick={() => choose(props.onReopen)}>
                {t('elsewhere.reopen')}
              </button>
            </Show>
            <button type="button" class="menu-button" onClick={() => choose(() => props.onHome())}>
              {t('nav.home')}
            </button>
          </div>
        </div>
      )}
    </Show>
  );
}
