// The Shogun rules in short as a sheet over the game, opened by one tap and closed by one (its Close
// button, the backdrop or Escape).

import type { JSX } from 'solid-js';
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
