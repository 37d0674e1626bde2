// A number entered by taps: − and + around the value (44 px targets), for rice, armies and cubes.

import type { JSX } from 'solid-js';
import { sc } from './i18n';

export function Stepper(props: {
  label: string;
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}): JSX.Element {
  const min = () => props.min ?? 0;
  return (
    <fieldset class="sc-stepper">
      <legend class="sc-stepper-label">{props.label}</legend>
      <button
        type="button"
        class="sc-step"
        aria-label={sc('sc.battle.less', { what: props.label })}
        disabled={props.disabled === true || props.value <= min()}
        onClick={() => props.onChange(props.value - 1)}
      >
        −
      </button>
      <output class="sc-stepper-value" aria-live="polite">
        {props.value}
      </output>
      <button
        type="button"
        class="sc-step"
        aria-label={sc('sc.battle.more', { what: props.label })}
        disabled={props.disabled === true || props.value >= props.max}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
