// A sheet over the Shogun screen (the rules, a province's card): closed by one tap on its Close
// button or the backdrop, or by Escape; Close takes the focus when it opens.

import { type JSX, onCleanup, onMount } from 'solid-js';

export function Sheet(props: {
  /** A name for the sheet's element ids (not shown to players). */
  name: string;
  /** The heading's content (the title, perhaps with a mark). */
  heading: JSX.Element;
  closeLabel: string;
  class?: string;
  /** Where Close sits: beside the heading (long sheets) or at the end. */
  closeAtTop?: boolean;
  onClose: () => void;
  children: JSX.Element;
}): JSX.Element {
  let close: HTMLButtonElement | undefined;
  const id = `sheet-${props.name.replace(/\W+/g, '-')}`;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.onClose();
  };
  onMount(() => {
    window.addEventListener('keydown', onKey);
    close?.focus();
  });
  onCleanup(() => window.removeEventListener('keydown', onKey));
  const closeButton = () => (
    <button ref={close} type="button" class="bar-button primary" onClick={() => props.onClose()}>
      {props.closeLabel}
    </button>
  );
  return (
    <div class="sheet-backdrop">
      <button
        type="button"
        class="backdrop-button"
        tabindex={-1}
        aria-label={props.closeLabel}
        onClick={() => props.onClose()}
      />
      <section class={`sheet ${props.class ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={id}>
        <div class="sheet-head">
          <h2 id={id}>{props.heading}</h2>
          {props.closeAtTop ? closeButton() : null}
        </div>
        {props.children}
        {props.closeAtTop ? null : closeButton()}
      </section>
    </div>
  );
}
