// Full-screen hand-off: "Pass the device to <army>". It covers the whole game (both hands, the
// board, the log) until the receiving player taps. It then shows what happened while he was away.
// A double tap must not carry the passer through both screens into the next player's hand, so
// Continue stands at the foot of the screen, away from the line that was tapped, and for a moment
// after it appears it takes no tap near the spot of that first tap. A roll that led to the hand-off
// shows on the pass screen itself, for both players to read before the device changes hands, and
// so does what the passer's last step passed over or took for him. The game can be left from the
// pass screen (top corner, away from the line to tap).

import { createSignal, For, type JSX, onMount, Show } from 'solid-js';
import { afterRender, focusFirst } from '../focus';
import { t } from '../i18n';
import { repeats, type TapMark } from './tap-guard';

export function HandOff(props: {
  army: string;
  colour: string;
  player: string;
  /** What happened since this player last held the tablet (public or his own). */
  summary: readonly string[];
  onContinue: () => void;
  /**
   * The player passing the tablet may still take back what he just did (it revealed nothing):
   * offered above the hand-off line, to him, before the tablet leaves him.
   */
  takeBack?: { army: string; run: () => void } | null;
  /** The roll of the action that led here, shown to both players on the pass screen. */
  roll?: JSX.Element;
  /** Said instead of "nothing new" when the summary is empty (the first turn, a reopened save). */
  quiet?: string;
  /** The summary's heading instead of "since you last held it" (a player who has not held it yet). */
  meanwhile?: string;
  /**
   * What the passer's last step passed over or took for him (public: a battle step with nothing to
   * battle, the end of turn's tokens), read before the device leaves him.
   */
  note?: string | null;
  /**
   * Leaving the game from the pass screen (it is saved): shows nothing of any hand, so it needs no
   * hand-off first. Without it the only way out was the system Back button.
   */
  leave?: { label: string; run: () => void } | null;
}): JSX.Element {
  const [ready, setReady] = createSignal(false);
  let root: HTMLDivElement | undefined;
  /** Where and when the hand-off was tapped (a real tap: keys and scripts have no spot). */
  let first: TapMark | null = null;
  onMount(() => afterRender(() => root && focusFirst(root, ['.handoff-tap'])));
  const reveal = (e: MouseEvent) => {
    first = e.detail > 0 ? { x: e.clientX, y: e.clientY, at: e.timeStamp } : null;
    setReady(true);
    afterRender(() => root && focusFirst(root, ['.handoff-summary h2']));
  };
  /** The second half of a double tap on the hand-off line: ignored. */
  const echo = (e: MouseEvent) => repeats(first, e);
  return (
    <div
      ref={root}
      class="handoff"
      role="dialog"
      aria-modal="true"
      aria-labelledby="handoff-title"
      style={{ '--army': props.colour }}
    >
      <Show
        when={ready()}
        fallback={
          <div class="handoff-pass">
            <Show when={props.leave}>
              {(leave) => (
                <button type="button" class="link-button handoff-leave" onClick={() => leave().run()}>
                  {leave().label}
                </button>
              )}
            </Show>
            <Show when={props.takeBack}>
              {(back) => (
                <button type="button" class="bar-button quiet handoff-takeback" onClick={() => back().run()}>
                  {t('handoff.takeBack', { army: back().army })}
                </button>
              )}
            </Show>
            <Show when={props.roll}>
              <div class="handoff-roll">{props.roll}</div>
            </Show>
            <Show when={props.note}>
              <p class="handoff-note">{props.note}</p>
            </Show>
            <button type="button" class="handoff-tap" onClick={reveal}>
              <span class="handoff-band" aria-hidden="true" />
              <span id="handoff-title" class="handoff-title">
                {t('handoff.title', { army: props.army })}
              </span>
              <Show when={props.player}>
                <span class="handoff-player">{props.player}</span>
              </Show>
              <span class="handoff-hint">{t('handoff.tap', { army: props.army })}</span>
            </button>
          </div>
        }
      >
        <div class="handoff-summary">
          <h2 id="handoff-title" tabindex={-1}>
            {t('handoff.welcome', { army: props.army })}
          </h2>
          <Show
            when={props.summary.length > 0}
            fallback={<p class="muted">{props.quiet ?? t('handoff.nothingNew')}</p>}
          >
            <h3>{props.meanwhile ?? t('handoff.meanwhile')}</h3>
            <ol class="summary-lines">
              <For each={props.summary.slice(-12)}>{(line) => <li>{line}</li>}</For>
            </ol>
          </Show>
          <button
            type="button"
            class="bar-button primary handoff-continue"
            onClick={(e) => {
              if (!echo(e)) props.onContinue();
            }}
          >
            {t('handoff.continue')}
          </button>
        </div>
      </Show>
    </div>
  );
}
