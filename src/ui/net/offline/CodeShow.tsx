// A pairing code for the other phone: as a QR code to scan, and as text to copy and paste when
// there is no camera. The QR code is our own markup (qrcode-generator's SVG of squares).

import { createMemo, createSignal, type JSX, Show } from 'solid-js';
import { pairingQr } from '../../../net/rtc/qr';
import { t } from '../../i18n';

export function CodeShow(props: { code: string; heading: string; help: string }): JSX.Element {
  const qr = createMemo(() => pairingQr(props.code));
  const [copied, setCopied] = createSignal<string | null>(null);
  let box: HTMLTextAreaElement | undefined;

  async function copy(): Promise<void> {
    setCopied(null);
    try {
      await navigator.clipboard.writeText(props.code);
      setCopied(t('offline.code.copied'));
    } catch {
      box?.select();
      setCopied(t('offline.code.copyFailed'));
    }
  }

  return (
    <section class="offline-step" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <p class="muted">{props.help}</p>
      <div
        class="offline-qr"
        role="img"
        aria-label={t('offline.code.qr')}
        data-qr-version={qr().version}
        innerHTML={qr().svg()}
      />
      <label class="field">
        <span>{t('offline.code.text')}</span>
        <textarea
          ref={box}
          class="offline-code-text"
          readOnly
          rows={5}
          spellcheck={false}
          value={props.code}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button type="button" class="menu-button" onClick={() => void copy()}>
        {t('offline.code.copy')}
      </button>
      <Show when={copied()}>
        <p class="notice" role="status">
          {copied()}
        </p>
      </Show>
    </section>
  );
}
