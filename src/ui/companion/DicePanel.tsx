// Free battle dice: choose how many, roll, and read the faces drawn as symbols.

import { createSignal, type JSX } from 'solid-js';
import { MAX_FREE_DICE } from '../../games/companion/actions';
import type { Control } from './control';
import { ct, ctn } from './i18n';

export function DiceRoller(props: { c: Control }): JSX.Element {
  const [count, setCount] = createSignal(3);
  return (
    <section class="dice-roller" aria-label={ct('dice.title')}>
      <h2>{ct('dice.title')}</h2>
      <fieldset class="stepper">
        <legend class="stepper-legend">{ct('dice.count')}</legend>
        <button
          type="button"
          class="step-button"
          aria-label={ct('dice.fewer')}
          disabled={count() <= 1}
          onClick={() => setCount(count() - 1)}
        >
          −
        </button>
        <output class="step-value" aria-live="polite">
          {count()}
        </output>
        <button
          type="button"
          class="step-button"
          aria-label={ct('dice.more')}
          disabled={count() >= MAX_FREE_DICE}
          onClick={() => setCount(count() + 1)}
        >
          +
        </button>
        <button
          type="button"
          class="bar-button primary"
          disabled={!props.c.can({ type: 'roll', count: count() })}
          onClick={() => props.c.send({ type: 'roll', count: count() })}
        >
          {ctn('dice.roll', count())}
        </button>
      </fieldset>
    </section>
  );
}
