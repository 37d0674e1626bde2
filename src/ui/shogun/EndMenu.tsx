// The ways on under the ranking once a game of Shogun is over, on one tablet and on each phone of a
// hosted game: a new game (where this device may start one), back to the menu, and the game's log
// (where there are lines to read).

import { type JSX, Show } from 'solid-js';
import { st } from './i18n';

export function EndMenu(props: {
  /** Opens the setup of a new game of Shogun; absent, no such button (a guest phone). */
  onNew?: (() => void) | undefined;
  onLeave: () => void;
  /** Brings the game's log into sight; absent, no such button (no lines to read). */
  onLog?: (() => void) | undefined;
}): JSX.Element {
  return (
    <nav class="menu shogun-end-next" aria-label={st('shogun.end.next')}>
      <Show when={props.onNew}>
        {(onNew) => (
          <button type="button" class="menu-button primary" onClick={() => onNew()()}>
            {st('shogun.end.new')}
          </button>
        )}
      </Show>
      <button
        type="button"
        class={props.onNew ? 'menu-button' : 'menu-button primary'}
        onClick={() => props.onLeave()}
      >
        {st('shogun.end.home')}
      </button>
      <Show when={props.onLog}>
        {(onLog) => (
          <button type="button" class="menu-button" onClick={() => onLog()()}>
            {st('shogun.end.log')}
          </button>
        )}
      </Show>
    </nav>
  );
}
