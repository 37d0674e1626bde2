// The running score sheet: each winter's points per player (provinces, buildings, majorities), the
// total, and once the game is over the final ranking (points, then chests).

import { For, type JSX, Show } from 'solid-js';
import type { YearScore } from '../../games/shogun/rules/scoring';
import type { Seat } from '../../games/shogun/rules-api';
import type { ShogunCompanionView } from '../../games/shogun-companion/index';
import { buildingsText, chestsText, pointsText, provincesText } from '../shogun/i18n';
import { sc } from './i18n';
import type { SeatName } from './labels';

export function ScoreSheet(props: {
  view: ShogunCompanionView;
  name: SeatName;
  winners: Seat[] | null;
}): JSX.Element {
  const v = () => props.view;
  /** "9 provinces, 2 buildings, 3 for majorities": where a year's points came from. */
  const detail = (y: YearScore) =>
    sc('sc.sheet.detail', {
      provinces: provincesText(y.provinces),
      buildings: buildingsText(y.buildings),
      majorities: y.majorities,
    });
  const total = (s: Seat) => v().sheet.reduce((n, line) => n + line.scores[s].total, 0);
  /** Most points first, then most chests (the tie-break); a negative number when `a` ranks higher. */
  const order = (a: Seat, b: Seat) => total(b) - total(a) || (v().chests[b] ?? 0) - (v().chests[a] ?? 0);
  const ranked = () => [...v().seats].sort(order);
  /** Players still level after the chests share a place: "1." for each of them. */
  const rank = (s: Seat) => 1 + v().seats.filter((o) => order(o, s) < 0).length;
  return (
    <Show when={v().sheet.length > 0}>
      <section class="sc-panel sc-sheet" aria-labelledby="sc-sheet-title">
        <h2 id="sc-sheet-title">{sc('sc.sheet.title')}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{''}</th>
              <For each={v().sheet}>
                {(line) => <th scope="col">{sc('sc.sheet.year', { year: line.year })}</th>}
              </For>
              <th scope="col">{sc('sc.sheet.total')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={v().seats}>
              {(s) => (
                <tr>
                  <th scope="row">{props.name(s)}</th>
                  <For each={v().sheet}>
                    {(line) => (
                      <td title={detail(line.scores[s])}>
                        {line.scores[s].total}
                        <small class="sc-detail">{detail(line.scores[s])}</small>
                      </td>
                    )}
                  </For>
                  <td class="sc-total">{total(s)}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
        <Show when={props.winners}>
          {(w) => (
            <div class="sc-final">
              <h2>{sc('sc.end.title')}</h2>
              <p class="sc-winners">
                {sc(w().length > 1 ? 'sc.end.winnersTied' : 'sc.end.winners', {
                  winners: w().map(props.name).join(', '),
                })}
              </p>
              {/* The place is in each line's words (a shared place twice), so the list shows no numbers of its own. */}
              <ol class="sc-ranking">
                <For each={ranked()}>
                  {(s) => (
                    <li>
                      {sc('sc.end.row', {
                        rank: rank(s),
                        seat: props.name(s),
                        points: pointsText(total(s)),
                        chests: chestsText(v().chests[s] ?? 0),
                      })}
                    </li>
                  )}
                </For>
              </ol>
            </div>
          )}
        </Show>
      </section>
    </Show>
  );
}
