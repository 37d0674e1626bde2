// The seats a host device plays on a table of phones (Shogun, the Shogun companion), one button
// each: the device passes to that seat's player behind a cover. Nothing when it plays one seat.

import { For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/data/components';
import { nt } from '../i18n';

export function SeatSwitch(props: {
  mine: readonly Seat[];
  current: Seat | null;
  label: (seat: Seat) => string;
  onPick: (seat: Seat) => void;
}): JSX.Element {
  return (
    <Show when={props.mine.length > 1}>
      <nav class="choice-row shogun-net-seats" aria-label={nt('net.shogun.playingAs')}>
        <For each={props.mine}>
          {(s) => (
            <button
              type="button"
              class="bar-button"
              aria-pressed={props.current === s}
              onClick={() => props.onPick(s)}
            >
              {nt('net.shogun.playAs', { seat: props.label(s) })}
            </button>
          )}
        </For>
      </nav>
    </Show>
  );
}
