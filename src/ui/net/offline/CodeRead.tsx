// Reading the other phone's pairing code: with the camera (scanner.ts), or as pasted or typed text,
// which is always offered. `onCode` tries a code and answers null when it was taken, or the
// sentence saying why not; the camera keeps looking after a code it could not use.

import { createSignal, type JSX, onCleanup, Show } from 'solid-js';
import { t } from '../../i18n';
import { ScanError, type Scanner, startScanner } from './scanner';
import { cameraText } from './words';

export function CodeRead(props: {
  heading: string;
  help: string;
  onCode: (text: string) => Promise<string | null>;
}): JSX.Element {
  const [camera, setCamera] = createSignal<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = createSignal<string | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const [checking, setChecking] = createSignal(false);
  const [text, setText] = createSignal('');
  let video: HTMLVideoElement | undefined;
  let pasteBox: HTMLTextAreaElement | undefined;
  let scanner: Scanner | null = null;
  let gone = false;

  function stopCamera(): void {
    scanner?.stop();
    scanner = null;
    setCamera('off');
  }
  onCleanup(() => {
    gone = true;
    stopCamera();
  });

  async function attempt(code: string): Promise<boolean> {
    setChecking(true);
    setError(null);
    try {
      const why = await props.onCode(code);
      if (gone) return true;
      setError(why);
      return why === null;
    } finally {
      if (!gone) setChecking(false);
    }
  }

  async function startCamera(): Promise<void> {
    if (!video || camera() !== 'off') return;
    setProblem(null);
    setCamera('starting');
    try {
      const s = await startScanner(video, async (code) => {
        const taken = await attempt(code);
        if (taken) setCamera('off');
        return taken;
      });
      if (gone || camera() !== 'starting') {
        s.stop();
        return;
      }
      scanner = s;
      setCamera('on');
    } catch (e) {
      setCamera('off');
      setProblem(e instanceof ScanError ? cameraText(e.problem) : cameraText('in-use'));
      pasteBox?.focus();
    }
  }

  async function fromClipboard(): Promise<void> {
    try {
      setText(await navigator.clipboard.readText());
      pasteBox?.focus();
    } catch {
      pasteBox?.focus();
    }
  }

  async function submit(e: Event): Promise<void> {
    e.preventDefault();
    if (await attempt(text())) stopCamera();
  }

  return (
    <section class="offline-step" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <p class="muted">{props.help}</p>
      <div class="offline-camera" data-camera={camera()} hidden={camera() === 'off'}>
        <video ref={video} class="offline-video" aria-label={t('offline.read.video')} muted playsinline />
        <p class="muted">{camera() === 'starting' ? t('offline.read.starting') : t('offline.read.aim')}</p>
      </div>
      <Show
        when={camera() === 'off'}
        fallback={
          <button type="button" class="menu-button" onClick={stopCamera}>
            {t('offline.read.stopCamera')}
          </button>
        }
      >
        <button type="button" class="menu-button primary" onClick={() => void startCamera()}>
          {t('offline.read.camera')}
        </button>
      </Show>
      <Show when={problem()}>
        <p class="error" role="alert">
          {problem()}
        </p>
      </Show>
      <form class="offline-paste" onSubmit={(e) => void submit(e)}>
        <label class="field">
          <span>{t('offline.read.paste')}</span>
          <textarea
            ref={pasteBox}
            class="offline-code-text"
            rows={3}
            spellcheck={false}
            autocapitalize="characters"
            autocomplete="off"
            aria-label={t('offline.read.pasteLabel')}
            value={text()}
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </label>
        <div class="offline-row">
          <Show when={typeof navigator !== 'undefined' && !!navigator.clipboard?.readText}>
            <button type="button" class="menu-button" onClick={() => void fromClipboard()}>
              {t('offline.read.fromClipboard')}
            </button>
          </Show>
          <button type="submit" class="menu-button primary" disabled={checking()}>
            {t('offline.read.use')}
          </button>
        </div>
      </form>
      <Show when={checking()}>
        <p class="muted" role="status">
          {t('offline.read.checking')}
        </p>
      </Show>
      <Show when={error()}>
        <p class="error" role="alert" data-testid="offline-code-error">
          {error()}
        </p>
      </Show>
    </section>
  );
}
