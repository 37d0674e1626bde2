// One winter: each player's rice after the year's loss, the provinces left without rice and the
// revolts drawn (fought as tower throws), then the year's scoring with its table and the region
// majorities. Open while winter is on or the game has ended; folded away otherwise.

import { For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import type { Moment } from '../chronicle';
import { sp } from '../play-i18n';
import { RegionMajorities } from './RegionMajorities';

type Winter = Extract<Moment, { kind: 'winter' }>;
type Scored = Extract<Moment, { kind: 'scored' }>;

export function WinterPanel(props: {
  year: 1 | 2;
  winters: Winter[];
  scored: Scored | null;
  seats: readonly Seat[];
  looks: Record<Seat, SeatLook>;
  open: boolean;
}): JSX.Element {
  const label = (s: Seat) => seatLabel(props.looks[s]);
  return (
    <details class="winter-panel" open={props.open}>
      <summary>{sp('winter.title', { year: props.year })}</summary>
      <h4>{sp('winter.rice')}</h4>
      <section class="table-scroll" tabindex={0} aria-label={sp('winter.rice')}>
        <table class="winter-table">
          <thead>
            <tr>
              <th scope="col">{sp('winter.col.player')}</th>
              <th scope="col">{sp('winter.col.rice')}</th>
              <th scope="col">{sp('winter.col.unsupplied')}</th>
              <th scope="col">{sp('winter.col.revolts')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={props.winters}>
              {(w) => (
                <tr>
                  <th scope="row">{label(w.supply.seat)}</th>
                  <td>{w.supply.riceAfterLoss}</td>
                  <td>{w.supply.unsupplied}</td>
                  <td>{w.revolts.length > 0 ? w.revolts.join(', ') : sp('winter.noRevolt')}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </section>
      <Show when={props.scored} fallback={<p class="muted">{sp('winter.waiting')}</p>}>
        {(sc) => (
          <>
            <h4>{sp('winter.scores', { year: props.year })}</h4>
            <section class="table-scroll" tabindex={0} aria-label={sp('winter.scores', { year: props.year })}>
              <table class="winter-table">
                <thead>
                  <tr>
                    <th scope="col">{sp('winter.col.player')}</th>
                    <th scope="col">{sp('winter.col.provinces')}</th>
                    <th scope="col">{sp('winter.col.buildings')}</th>
                    <th scope="col">{sp('winter.col.majorities')}</th>
                    <th scope="col">{sp('winter.col.year')}</th>
                    <th scope="col">{sp('winter.col.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={props.seats}>
                    {(s) => (
                      <tr>
                        <th scope="row">{label(s)}</th>
                        <td>{sc().scores[s]?.provinces ?? 0}</td>
                        <td>{sc().scores[s]?.buildings ?? 0}</td>
                        <td>{sc().scores[s]?.majorities ?? 0}</td>
                        <td>{sc().scores[s]?.total ?? 0}</td>
                        <td>{sc().totals[s] ?? 0}</td>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            </section>
            <RegionMajorities majorities={sc().majorities} looks={props.looks} />
          </>
        )}
      </Show>
    </details>
  );
}
