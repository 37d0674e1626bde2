// What a screen that threw shows instead (App.tsx's error boundaries): our own sentence in the
// player's language, and what the code said (often the browser's English) folded under Details
// for a bug report. The save is intact; Home leaves.

import type { JSX } from 'solid-js';
import { t } from '../i18n';
import { ErrorDetails, errorDetail } from '../widgets/ErrorDetails';

export function Crashed(props: { error: unknown; onHome: () => void }): JSX.Element {
  return (
    <main class="screen">
      <h1>{t('app.crashed')}</h1>
      <p class="error">{t('app.crashedHelp')}</p>
      <ErrorDetails detail={errorDetail(props.error)} />
      <button type="button" class="menu-button" onClick={() => props.onHome()}>
        {t('nav.home')}
      </button>
    </main>
  );
}
