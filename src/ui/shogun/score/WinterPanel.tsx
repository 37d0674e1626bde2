// One winter as one screen: each player's rice after the year's loss and the provinces left without
// rice; the revolts, one line each (who won), each opening to its tower throw, and those still to be
// fought; then the year's scoring (each player's points, how they were made, the running total) and
// the region majorities. Open while winter is on or the game has ended; folded away otherwise.

import { createUniqueId, For, type JSX, Show } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import type { BattleReport } from '../../../games/shogun/rules/battle';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import type { Moment } from '../chronicle';
import { sp } from '../play-i18n';
import { RegionMajorities } from './RegionMajorities';
import { ThrowList } from './ThrowList';

type Winter = Extract<Moment, { kind: 'winter' }>;
type Scored = Extract<Moment, { kind: 'scored' }>;

export function WinterPanel(props: {
  year: 1 | 2;
  winters: Winter[];
  /** The revolts fought this winter so far, in the order they were fought. */
  revolts: readonly BattleReport[];
  scored: Scored | null;
  seats: readonly Seat[];
  looks: Record<Seat, SeatLook>;
  open: boolean;
}): JSX.Element {
  const label = (s: Seat) => seatLabel(props.looks[s]);
  // Both winters show at the end: each table is named with its year ("Winter of year 1" + its title).
  const id = createUniqueId();
  const drawn = () => props.winters.flatMap((w) => w.revolts);
  const ahead = () => drawn().filter((p) => !props.revolts.some((r) => r.province === p));
  return (
    <details class="winter-panel" open={props.open}>
      <summary id={`winter-${id}`}>{sp('winter.title', { year: props.year })}</summary>
      <h2 id={`rice-${id}`}>{sp('winter.rice')}</h2>
      <section class="table-scroll" tabindex={0} aria-labelledby={`winter-${id} rice-${id}`}>
        <table class="winter-table">
          <thead>
            <tr>
              <th scope="col">{sp('winter.col.player')}</th>
              <th scope="col">{sp('winter.col.rice')}</th>
              <th scope="col">{sp('winter.col.unsupplied')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={props.winters}>
              {(w) => (
                <tr>
                  <th scope="row">{label(w.supply.seat)}</th>
                  <td>{w.supply.riceAfterLoss}</td>
                  <td>{w.supply.unsupplied}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </section>
      <h2>{sp('winter.revolts', { n: drawn().length })}</h2>
      <Show when={drawn().length > 0} fallback={<p class="muted">{sp('winter.noRevolts')}</p>}>
        <Show when={props.revolts.length > 0}>
          <p class="muted">{sp('winter.revoltsHelp')}</p>
          <ThrowList reports={props.revolts} looks={props.looks} name={label} />
        </Show>
        <Show when={ahead().length > 0}>
          <p>{sp('winter.ahead', { provinces: ahead().join(', ') })}</p>
        </Show>
      </Show>
      <Show when={props.scored} fallback={<p class="muted">{sp('winter.waiting')}</p>}>
        {(sc) => (
          <>
            <h2 id={`scores-${id}`}>{sp('winter.scores', { year: props.year })}</h2>
            <section class="table-scroll" tabindex={0} aria-labelledby={`scores-${id}`}>
              <table class="winter-table score-table">
                <thead>
                  <tr>
                    <th scope="col">{sp('winter.col.player')}</th>
                    <th scope="col">{sp('winter.col.year')}</th>
                    <th scope="col">{sp('winter.col.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={props.seats}>
                    {(s) => (
                      <tr>
                        <th scope="row">{label(s)}</th>
                        <td>
                          <strong>{sc().scores[s]?.total ?? 0}</strong>{' '}
                          <small>
                            {sp('winter.breakdown', {
                              provinces: sc().scores[s]?.provinces ?? 0,
                              buildings: sc().scores[s]?.buildings ?? 0,
                              majorities: sc().scores[s]?.majorities ?? 0,
                            })}
                          </small>
                        </td>
                        <td>
                          <strong>{sc().totals[s] ?? 0}</strong>
                        </td>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            </section>
            <RegionMajorities majorities={sc().majorities} looks={props.looks} within={`winter-${id}`} />
          </>
        )}
      </Show>
    </details>
  );
}
