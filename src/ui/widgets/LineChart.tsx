// A small inline-SVG line chart: one line per army, told apart by dash pattern and marker shape
// as well as colour, with a text legend.

import { For, type JSX } from 'solid-js';

export interface Series {
  label: string;
  colour: string;
  dashed: boolean;
  values: readonly number[];
}

const W = 300;
const H = 140;
const PAD = { l: 26, r: 8, t: 8, b: 20 };

export function LineChart(props: { title: string; series: readonly Series[]; xLabel: string }): JSX.Element {
  const n = () => Math.max(1, ...props.series.map((s) => s.values.length));
  const max = () => Math.max(1, ...props.series.flatMap((s) => [...s.values]));
  const x = (i: number) => PAD.l + (n() <= 1 ? 0 : (i / (n() - 1)) * (W - PAD.l - PAD.r));
  const y = (v: number) => H - PAD.b - (v / max()) * (H - PAD.t - PAD.b);
  const description = () => props.series.map((s) => `${s.label}: ${s.values.join(', ')}`).join('; ');
  return (
    <figure class="chart">
      <figcaption>{props.title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${props.title}. ${description()}`}>
        <line x1={PAD.l} y1={H - PAD.b} x2={W - PAD.r} y2={H - PAD.b} stroke="#888" stroke-width={1} />
        <line x1={PAD.l} y1={PAD.t} x2={PAD.l} y2={H - PAD.b} stroke="#888" stroke-width={1} />
        <text x={PAD.l - 4} y={PAD.t + 8} text-anchor="end" font-size="10" fill="#555">
          {max()}
        </text>
        <text x={PAD.l - 4} y={H - PAD.b} text-anchor="end" font-size="10" fill="#555">
          0
        </text>
        <text x={(W + PAD.l) / 2} y={H - 4} text-anchor="middle" font-size="10" fill="#555">
          {props.xLabel}
        </text>
        <For each={props.series}>
          {(s, si) => (
            <g>
              <polyline
                points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                fill="none"
                stroke={s.colour}
                stroke-width={2}
                stroke-dasharray={s.dashed ? '6 4' : undefined}
              />
              <For each={[...s.values]}>
                {(v, i) =>
                  si() === 0 ? (
                    <circle cx={x(i())} cy={y(v)} r={3} fill={s.colour} />
                  ) : (
                    <rect x={x(i()) - 3} y={y(v) - 3} width={6} height={6} fill={s.colour} />
                  )
                }
              </For>
            </g>
          )}
        </For>
      </svg>
      <ul class="legend">
        <For each={props.series}>
          {(s, si) => (
            <li>
              <span class="legend-mark" aria-hidden="true" style={{ color: s.colour }}>
                {si() === 0 ? '●━' : '■╍'}
              </span>
              {s.label}
            </li>
          )}
        </For>
      </ul>
    </figure>
  );
}
