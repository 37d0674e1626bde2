// The Shogun rules in short as a sheet over the game, opened by one tap and closed by one (its Close
// button, the backdrop or Escape); `ShogunRulesButton` is the bar's Rules button with its sheet, for
// the game's screen and the companion's alike.

import { createSignal, type JSX, Show } from 'solid-js';
import { Sheet } from '../Sheet';
import { rt } from './i18n';
import { ShogunRulesBody } from './ShogunRulesBody';

export function ShogunRules(props: { onClose: () => void }): JSX.Element {
  return (
    <Sheet
      name="shogun-rules"
      heading={rt('rules.title')}
      closeLabel={rt('rules.close')}
      class="shogun-rules"
      closeAtTop
      onClose={props.onClose}
    >
      <ShogunRulesBody heading="h3" />
    </Sheet>
  );
}

/** "Rules" for a screen's bar: opens the sheet (fixed over the screen) and closes it again. */
export function ShogunRulesButton(): JSX.Element {
  const [open, setOpen] = createSignal(false);
  return (
    <>
      <button type="button" class="bar-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {rt('rules.open')}
      </button>
      <Show when={open()}>
        <ShogunRules onClose={() => setOpen(false)} />
      </Show>
    </>
  );
}
