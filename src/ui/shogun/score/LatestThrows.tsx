// The last action's tower throws above the Shogun board, on the tablet and on every phone: one throw
// drawn out (its cubes drop when it was thrown on this screen), several as a list of lines.

import { type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import type { SeatLook } from '../../table/seat-look';
import type { ThrowMoment } from '../chronicle';
import { sp } from '../play-i18n';
import { TowerThrow } from '../TowerThrow';
import { ThrowList } from './ThrowList';

export function LatestThrows(props: {
  throws: ThrowMoment[];
  looks: Record<Seat, SeatLook>;
  name: (seat: Seat) => string;
  /** Throws of actions from this one on were made while the screen was open: they drop. */
  liveFrom: number;
}): JSX.Element {
  return (
    <Show when={props.throws.length > 0}>
      <section class="shogun-throws" aria-labelledby="shogun-throws-title">
        <h2 id="shogun-throws-title">{sp('throw.latest')}</h2>
        <Show
          when={props.throws.length > 1}
          fallback={
            // A new throw is a new picture: its cubes drop afresh.
            <Show when={props.throws[0]} keyed>
              {(m) => (
                <TowerThrow
                  report={m.report}
                  looks={props.looks}
                  name={props.name}
                  live={m.action >= props.liveFrom}
                />
              )}
            </Show>
          }
        >
          <p class="muted">{sp('throw.count', { n: props.throws.length })}</p>
          <ThrowList reports={props.throws.map((m) => m.report)} looks={props.looks} name={props.name} />
        </Show>
      </section>
    </Show>
  );
}
