// What the network must give two phones that pair without the internet, folded away by default.

import type { JSX } from 'solid-js';
import { t } from '../../i18n';

export function NetworkHelp(props: { open?: boolean }): JSX.Element {
  return (
    <details class="offline-help" open={props.open ?? false}>
      <summary>{t('offline.help.title')}</summary>
      <p>{t('offline.help.network')}</p>
      <p>{t('offline.help.codes')}</p>
      <p>{t('offline.help.fails')}</p>
    </details>
  );
}
