// On the New game screen: play against another person on this device, or against the computer,
// with the army the person commands and the computer's level.

import { For, type JSX, Show } from 'solid-js';
import { AI_LEVELS } from '../../ai/levels';
import { opponent, SIDES, type Side } from '../../games/samurai-battles/types';
import { t } from '../i18n';
import type { ComputerSeat } from './seat';

export function ComputerChoice(props: {
  /** Null: two people pass the device. */
  value: ComputerSeat | null;
  onChange: (value: ComputerSeat | null) => void;
  armies: Record<Side, string>;
}): JSX.Element {
  const human = () => (props.value ? opponent(props.value.seat) : 'bottom');
  return (
    <fieldset class="computer-choice">
      <legend>{t('ai.opponent')}</legend>
      <label class="choice">
        <input
          type="radio"
          name="opponent"
          checked={props.value === null}
          onChange={() => props.onChange(null)}
        />
        <span>{t('ai.person')}</span>
      </label>
      <label class="choice">
        <input
          type="radio"
          name="opponent"
          checked={props.value !== null}
          onChange={() => props.onChange({ seat: 'top', level: 'recruit' })}
        />
        <span>{t('ai.computer')}</span>
      </label>
      <Show when={props.value}>
        {(c) => (
          <>
            <fieldset>
              <legend>{t('ai.yourArmy')}</legend>
              <For each={SIDES}>
                {(side) => (
                  <label class="choice">
                    <input
                      type="radio"
                      name="human-army"
                      checked={human() === side}
                      onChange={() => props.onChange({ ...c(), seat: opponent(side) })}
                    />
                    <span>{props.armies[side]}</span>
                  </label>
                )}
              </For>
            </fieldset>
            <fieldset>
              <legend>{t('ai.level')}</legend>
              <For each={AI_LEVELS}>
                {(level) => (
                  <label class="choice">
                    <input
                      type="radio"
                      name="ai-level"
                      checked={c().level === level}
                      onChange={() => props.onChange({ ...c(), level })}
                    />
                    <span>{t(`ai.level.${level}`)}</span>
                  </label>
                )}
              </For>
            </fieldset>
          </>
        )}
      </Show>
    </fieldset>
  );
}
