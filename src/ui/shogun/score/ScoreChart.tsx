// Points over the game as our own SVG line chart: one line per player from the start through each
// year's scoring. Readable without colour: every line has its own dash, its player's mark at each
// point and the player's name and points at its end; the numbers are also in a table beneath, folded.
// Where a colour's name is too long for the room right of the lines (Russian and Italian on a phone:
// "Оранжевый ◆: 48" was cut to "Оранжевый ◆:"), every end label is the mark and the points ("◆ 48"):
// the mark is on each of the line's points, and the ranking above the chart pairs it with the name.

import { createEffect, createSignal, createUniqueId, For, type JSX } from 'solid-js';
import type { Seat } from '../../../games/shogun/index';
import { type SeatLook, seatLabel } from '../../table/seat-look';
import { sp } from '../play-i18n';

const W = 360;
const H = 220;
const LEFT = 36;
const RIGHT = 120;
const TOP = 16;
const BOTTOM = 32;
const DASHES = ['', '8 4', '2 4', '10 4 2 4', '4 4'];
/** Least vertical room between two end labels. */
const LABEL_GAP = 15;
/** Where the end labels start, right of the last point. */
const LABEL_X = 14;
/** What an end label may take: the room right of the lines, less a margin at the edge. */
const LABEL_ROOM = RIGHT - LABEL_X - 4;
/** A bold 13-unit character's width where the text cannot be measured (no layout: tests). */
const CHAR_WIDTH = 8.5;

/** How wide an end label is drawn, in the chart's units. */
function labelWidth(text: SVGTextElement): number {
  return typeof text.getComputedTextLength === 'function'
    ? text.getComputedTextLength()
    : (text.textContent ?? '').length * CHAR_WIDTH;
}

export interface ScoreSeries {
  seat: Seat;
  /** Points after each scoring so far (year 1, year 2). */
  totals: number[];
}

/** Spreads end labels apart (sorted top to bottom) so no two overlap. */
export function spreadLabels(ys: number[], gap: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < order.length; k++) order[k]!.y = Math.max(order[k]!.y, order[k - 1]!.y + gap);
  const out = new Array<number>(ys.length);
  for (const o of order) out[o.i] = o.y;
  return out;
}

export function ScoreChart(props: { series: ScoreSeries[]; looks: Record<Seat, SeatLook> }): JSX.Element {
  const title = `chart-${createUniqueId()}`;
  const columns = [sp('chart.start'), sp('chart.afterYear', { year: 1 }), sp('chart.afterYear', { year: 2 })];
  const max = () => Math.max(5, ...props.series.flatMap((s) => s.totals));
  const x = (i: number) => LEFT + (i * (W - LEFT - RIGHT)) / (columns.length - 1);
  const y = (v: number) => TOP + (H - TOP - BOTTOM) * (1 - v / max());
  const points = (s: ScoreSeries) => [0, ...s.totals];
  const ends = () =>
    spreadLabels(
      props.series.map((s) => y(points(s).at(-1) ?? 0)),
      LABEL_GAP,
    );
  const ticks = () => [0, Math.round(max() / 2), max()];
  /** The labels' full form ("Red ●: 23") does not fit: they show the mark and the points. */
  const [short, setShort] = createSignal(false);
  const fullLabel = (s: ScoreSeries) =>
    sp('chart.line', { seat: seatLabel(props.looks[s.seat]), points: points(s).at(-1) ?? 0 });
  let svg: SVGSVGElement | undefined;
  createEffect(() => {
    // The full forms are kept, unseen, to be measured whenever the words change (a language switch).
    props.series.map(fullLabel);
    const full = Array.from(svg?.querySelectorAll<SVGTextElement>('.chart-label-full') ?? []);
    setShort(full.some((t) => labelWidth(t) > LABEL_ROOM));
  });
  return (
    <figure class="score-chart" aria-labelledby={title}>
      <figcaption id={title}>{sp('chart.title')}</figcaption>
      <svg ref={svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={sp('chart.summary')}>
        <For each={ticks()}>
          {(v) => (
            <>
              <line class="chart-grid" x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} />
              <text class="chart-tick" x={LEFT - 13} y={y(v) + 4} text-anchor="end">
                {v}
              </text>
            </>
          )}
        </For>
        <For each={columns}>
          {(c, i) => (
            <text class="chart-tick" x={x(i())} y={H - 10} text-anchor="middle">
              {c}
            </text>
          )}
        </For>
        <For each={props.series}>
          {(s, k) => {
            const look = () => props.looks[s.seat];
            const pts = () => points(s);
            return (
              <g class="chart-series" style={{ '--seat': look().colour }}>
                <polyline
                  fill="none"
                  stroke="var(--seat)"
                  stroke-width="2.5"
                  stroke-dasharray={DASHES[k() % DASHES.length]}
                  points={pts()
                    .map((v, i) => `${x(i)},${y(v)}`)
                    .join(' ')}
                />
                <For each={pts()}>
                  {(v, i) => (
                    <>
                      <circle cx={x(i())} cy={y(v)} r="9" fill="var(--seat)" />
                      <text class="chart-mark" x={x(i())} y={y(v) + 4.5} text-anchor="middle">
                        {look().mark}
                      </text>
                    </>
                  )}
                </For>
                <text class="chart-label" x={x(columns.length - 1) + LABEL_X} y={(ends()[k()] ?? 0) + 4}>
                  {short()
                    ? sp('chart.short', { mark: look().mark, points: pts().at(-1) ?? 0 })
                    : fullLabel(s)}
                </text>
                <text class="chart-label-full" x="0" y="0" visibility="hidden">
                  {fullLabel(s)}
                </text>
              </g>
            );
          }}
        </For>
      </svg>
      {/* The same numbers in words, folded so the end stays short on a phone. */}
      <details class="chart-numbers">
        <summary>{sp('chart.numbers')}</summary>
        <table class="chart-table">
          <thead>
            <tr>
              <th scope="col">{sp('winter.col.player')}</th>
              <For each={columns}>{(c) => <th scope="col">{c}</th>}</For>
            </tr>
          </thead>
          <tbody>
            <For each={props.series}>
              {(s) => (
                <tr>
                  <th scope="row">{seatLabel(props.looks[s.seat])}</th>
                  <For each={points(s)}>{(v) => <td>{v}</td>}</For>
                  <For each={Array.from({ length: columns.length - points(s).length })}>{() => <td />}</For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </details>
    </figure>
  );
}
