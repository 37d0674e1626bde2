// The end of a game of Shogun, as every player sees it on the tablet and on each phone of a hosted
// game: the winners, the ranking (chip, name, points, most points first; equal points keep the seat
// order) and the chart of points over the two years (from the scorings among the game's moments).

import { For, type JSX } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import type { SeatLook } from '../../table/seat-look';
import type { Moment } from '../chronicle';
import { pointsText, st } from '../i18n';
import { SeatChip } from '../SeatChip';
import { ScoreChart } from './ScoreChart';

type Scored = Extract<Moment, { kind: 'scored' }>;

export function GameEnd(props: {
  outcome: { winners: Seat[]; scores?: Partial<Record<Seat, number>> };
  seats: readonly Seat[];
  looks: Record<Seat, SeatLook>;
  moments: Moment[];
  /** How a seat is named in the lines: its player and colour ("Aiko (Red ●)", "Computer (Blue ▲)"). */
  name: (seat: Seat) => string;
}): JSX.Element {
  const points = (s: Seat) => props.outcome.scores?.[s] ?? 0;
  const scored = (year: 1 | 2) =>
    props.moments.find((m): m is Scored => m.kind === 'scored' && m.year === year) ?? null;
  const series = () =>
    props.seats.map((seat) => ({
      seat,
      totals: ([1, 2] as const).flatMap((y) => {
        const sc = scored(y);
        return sc ? [sc.totals[seat] ?? 0] : [];
      }),
    }));
  return (
    <section class="shogun-end" aria-labelledby="shogun-end-title">
      <h2 id="shogun-end-title">{st('shogun.end.title')}</h2>
      <p>
        {st(props.outcome.winners.length > 1 ? 'shogun.end.winnersTied' : 'shogun.end.winners', {
          winners: props.outcome.winners.map(props.name).join(', '),
        })}
      </p>
      <h3>{st('shogun.end.scores')}</h3>
      <ol class="end-ranking">
        <For each={[...props.seats].sort((a, b) => points(b) - points(a))}>
          {(s) => (
            <li>
              <SeatChip look={props.looks[s]} />{' '}
              {st('shogun.end.line', { seat: props.name(s), points: pointsText(points(s)) })}
            </li>
          )}
        </For>
      </ol>
      <ScoreChart series={series()} looks={props.looks} />
    </section>
  );
}
