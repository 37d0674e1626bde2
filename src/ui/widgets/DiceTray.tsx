// The latest roll as die faces. A short tumble plays when the setting allows it (never with
// prefers-reduced-motion); tapping the tray ends it at once.

import { createEffect, createSignal, For, type JSX, on, onCleanup, Show } from 'solid-js';
import type { Side } from '../../games/samurai-battles/types';
import { faceName } from '../game/describe';
import type { DiceRoll } from '../game/match';
import { hasKey, t } from '../i18n';
import { Die } from './symbols';

const ROLL_MS = 700;

/** The newest roll already animated: a tray mounted again (after a hand-off) does not replay it. */
let animatedUpTo = 0;

export function DiceTray(props: {
  rolls: readonly DiceRoll[];
  armies: Record<Side, string>;
  animate: boolean;
}): JSX.Element {
  const [rolling, setRolling] = createSignal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    setRolling(false);
  };
  createEffect(
    on(
      () => props.rolls[0]?.serial,
      (serial) => {
        stop();
        if (serial === undefined || serial <= animatedUpTo) return;
        animatedUpTo = serial;
        if (!props.animate) return;
        setRolling(true);
        timer = setTimeout(stop, ROLL_MS);
      },
    ),
  );
  onCleanup(stop);
  const purpose = (p: string) => {
    const key = `purpose.${p}`;
    return hasKey(key) ? t(key) : p;
  };
  return (
    <Show when={props.rolls.length > 0}>
      <section
        class="dice-tray"
        classList={{ rolling: rolling() }}
        aria-label={t('dice.title')}
        aria-live="polite"
        onClick={stop}
        onKeyDown={(e) => e.key === 'Escape' && stop()}
      >
        <For each={props.rolls}>
          {(roll) => (
            <div class="roll">
              <span class="roll-who">
                {t('dice.rolled', { army: props.armies[roll.side], purpose: purpose(roll.purpose) })}
              </span>
              <span class="roll-faces">
                <For each={roll.faces}>{(face) => <Die face={face} label={faceName(face)} />}</For>
              </span>
            </div>
          )}
        </For>
        <Show when={rolling()}>
          <button type="button" class="link-button skip" onClick={stop}>
            {t('dice.skip')}
          </button>
        </Show>
      </section>
    </Show>
  );
}
