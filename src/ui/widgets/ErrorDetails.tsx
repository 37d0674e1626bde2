// The technical side of a failure, folded away under "Details": the player reads our own sentence
// above it, and a bug report can still quote what the code or the browser said (often English).

import { type JSX, Show } from 'solid-js';
import { t } from '../i18n';

export function ErrorDetails(props: { detail: string | null | undefined }): JSX.Element {
  return (
    <Show when={props.detail}>
      {(detail) => (
        <details class="error-details">
          <summary>{t('app.details')}</summary>
          <p class="muted">{detail()}</p>
        </details>
      )}
    </Show>
  );
}

/** What an error says of itself, for the details (never for the player's sentence). */
export function errorDetail(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
