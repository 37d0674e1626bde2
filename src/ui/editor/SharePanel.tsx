// Sharing a battle: a link that carries the whole battle, compressed, in its fragment (it never
// reaches a server), and its QR code when the link is short enough to scan.

import qrcode from 'qrcode-generator';
import { createResource, createSignal, type JSX, Show } from 'solid-js';
import { battleLink, packBattle } from '../../editor/transfer';
import type { ScenarioV1 } from '../../games/samurai-battles/scenario/format';
import { et } from './i18n';

/** Longer links make QR codes too dense for a phone's camera to read reliably. */
export const QR_MAX_LINK = 1800;

function qrSvg(text: string): string {
  const qr = qrcode(0, 'L');
  qr.addData(text, 'Byte');
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

const appAddress = () => new URL(import.meta.env.BASE_URL, globalThis.location.href).href;

export function SharePanel(props: { scenario: ScenarioV1; onClose: () => void }): JSX.Element {
  const [link] = createResource(
    () => props.scenario,
    async (s) => battleLink(appAddress(), await packBattle(s)),
  );
  const [copied, setCopied] = createSignal(false);
  return (
    <section class="editor-share" aria-labelledby="editor-share-title">
      <h2 id="editor-share-title">{et('editor.shareTitle')}</h2>
      <Show when={link()}>
        {(href) => (
          <>
            <label class="editor-field">
              {et('editor.shareLink')}
              <input type="text" readOnly value={href()} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <button
              type="button"
              class="bar-button"
              onClick={() =>
                void globalThis.navigator.clipboard
                  ?.writeText(href())
                  .then(() => setCopied(true))
                  .catch(() => undefined)
              }
            >
              {et('editor.copy')}
            </button>
            <Show when={copied()}>
              <span role="status">{et('editor.copied')}</span>
            </Show>
            <Show
              when={href().length <= QR_MAX_LINK}
              fallback={<p class="muted">{et('editor.qrTooLarge')}</p>}
            >
              {/* Our own markup from qrcode-generator (a fixed SVG of squares), never text from elsewhere. */}
              <div class="editor-qr" role="img" aria-label={et('editor.qr')} innerHTML={qrSvg(href())} />
            </Show>
          </>
        )}
      </Show>
      <button type="button" class="bar-button" onClick={() => props.onClose()}>
        {et('editor.close')}
      </button>
    </section>
  );
}
