// How much of this site's storage the saved games use, and, when the device is nearly out of room
// (or a move was just refused for lack of it: store/room.ts), what the player can free: finished games can be exported to a file and then deleted. Shown on
// the Saves screen, which is where a "no room left" message sends the player.

import { createResource, type JSX, Show } from 'solid-js';
import { outOfRoom, storageEstimate } from '../../store/index';
import { t, tn } from '../i18n';
import { decimal } from './local-format';

/** From this share of the quota on, the note says what can be freed. */
const NEARLY_FULL = 0.9;

/** Megabytes in the app's language: one decimal under 10 MB ("2,5" in Italian), else whole. */
function megabytes(bytes: number): string {
  return decimal(bytes / 1_000_000, bytes < 10_000_000 ? 1 : 0);
}

export function StorageNote(props: {
  /** Finished games on the list (the first ones to export and delete). */
  finished: number;
  /** Changes whenever the list changes, so the figures are read again. */
  version: unknown;
}): JSX.Element {
  const [estimate] = createResource(() => props.version ?? 0, storageEstimate);
  return (
    <Show when={estimate()}>
      {(e) => (
        <div class="storage-note" role="status">
          <p class="muted">
            {t('saves.storage', { used: megabytes(e().usage), quota: megabytes(e().quota) })}
          </p>
          <Show when={outOfRoom() || (e().quota > 0 && e().usage >= e().quota * NEARLY_FULL)}>
            <p class="error">
              {props.finished > 0 ? tn('saves.storageFull.finished', props.finished) : t('saves.storageFull')}
            </p>
          </Show>
        </div>
      )}
    </Show>
  );
}
