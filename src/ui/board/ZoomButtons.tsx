// The board's zoom buttons (out, in, and back to the whole board once zoomed), shown in a screen's
// bar beside the board: the game's top bar and the editor's tool bar. Pinch and double tap zoom the
// board too (gestures.ts); these are for one finger and for the keyboard.

import { Show } from 'solid-js';
import { t } from '../i18n';
import type { ZoomControls } from './Board';

export function ZoomButtons(props: { zoom: ZoomControls }) {
  return (
    <span class="zoom-buttons">
      <button
        type="button"
        class="icon-button"
        aria-label={t('board.zoomOut')}
        onClick={() => props.zoom.zoomOut()}
        disabled={!props.zoom.zoomed()}
      >
        −
      </button>
      <button
        type="button"
        class="icon-button"
        aria-label={t('board.zoomIn')}
        onClick={() => props.zoom.zoomIn()}
      >
        +
      </button>
      <Show when={props.zoom.zoomed()}>
        <button
          type="button"
          class="icon-button"
          aria-label={t('board.zoomReset')}
          onClick={() => props.zoom.reset()}
        >
          ⤢
        </button>
      </Show>
    </span>
  );
}
