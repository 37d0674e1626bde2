// The head of every "two phones, no internet" screen: Back at the top left, where every other
// screen has it (issue 21 item 13), then the title.

import type { JSX } from 'solid-js';
import { t } from '../../i18n';

export function OfflineHead(props: { onBack: () => void }): JSX.Element {
  return (
    <header class="screen-head">
      <button type="button" class="link-button" onClick={() => props.onBack()}>
        {t('nav.back')}
      </button>
      <h1>{t('offline.title')}</h1>
    </header>
  );
}
