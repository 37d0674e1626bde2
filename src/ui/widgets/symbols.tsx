// Small SVG drawings shared by the board, the dice and the reference: unit standards, die faces
// and leader markers. Each shape carries its meaning by form; colour only repeats it.

import type { JSX } from 'solid-js';
import type { DieFace, LeaderKind, UnitSymbol } from '../../games/samurai-battles/types';

export const SYMBOL_COLOURS: Record<'circle' | 'triangle' | 'square', string> = {
  circle: '#2e8b3e',
  triangle: '#2459b3',
  square: '#c0392b',
};

/** A unit standard centred on (0, 0), about 2 * size across. */
export function UnitSymbolShape(props: { symbol: UnitSymbol; size: number }): JSX.Element {
  const s = () => props.size;
  const stroke = '#1b1b1b';
  return (
    <>
      {props.symbol === 'circle' && (
        <circle r={s() * 0.9} fill={SYMBOL_COLOURS.circle} stroke={stroke} stroke-width={s() * 0.18} />
      )}
      {props.symbol === 'triangle' && (
        <polygon
          points={`0,${-s()} ${s() * 0.95},${s() * 0.7} ${-s() * 0.95},${s() * 0.7}`}
          fill={SYMBOL_COLOURS.triangle}
          stroke={stroke}
          stroke-width={s() * 0.18}
          stroke-linejoin="round"
        />
      )}
      {props.symbol === 'square' && (
        <rect
          x={-s() * 0.8}
          y={-s() * 0.8}
          width={s() * 1.6}
          height={s() * 1.6}
          fill={SYMBOL_COLOURS.square}
          stroke={stroke}
          stroke-width={s() * 0.18}
        />
      )}
      {props.symbol === 'swords' && <CrossedSwords size={s()} />}
    </>
  );
}

export function CrossedSwords(props: { size: number; colour?: string }): JSX.Element {
  const s = () => props.size;
  const c = () => props.colour ?? '#1b1b1b';
  return (
    <g stroke={c()} stroke-linecap="round" fill="none">
      <line x1={-s() * 0.85} y1={s() * 0.85} x2={s() * 0.85} y2={-s() * 0.85} stroke-width={s() * 0.22} />
      <line x1={s() * 0.85} y1={s() * 0.85} x2={-s() * 0.85} y2={-s() * 0.85} stroke-width={s() * 0.22} />
      <line x1={-s() * 0.85} y1={s() * 0.35} x2={-s() * 0.35} y2={s() * 0.85} stroke-width={s() * 0.18} />
      <line x1={s() * 0.85} y1={s() * 0.35} x2={s() * 0.35} y2={s() * 0.85} stroke-width={s() * 0.18} />
    </g>
  );
}

/** Five-pointed star points, for the mounted leader. */
function starPoints(r: number): string {
  const out: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    out.push(`${(rr * Math.cos(a)).toFixed(2)},${(rr * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

/** Leader marker: foot = circle, mounted = star, army commander = diamond. */
export function LeaderShape(props: { kind: LeaderKind; size: number; fill: string }): JSX.Element {
  const s = () => props.size;
  const common = () => ({ fill: props.fill, stroke: '#fff', 'stroke-width': s() * 0.22 });
  return (
    <>
      {props.kind === 'foot' && <circle r={s() * 0.85} {...common()} />}
      {props.kind === 'mounted' && (
        <polygon points={starPoints(s() * 1.15)} {...common()} stroke-linejoin="round" />
      )}
      {props.kind === 'commander' && (
        <polygon points={`0,${-s()} ${s()},0 0,${s()} ${-s()},0`} {...common()} stroke-linejoin="round" />
      )}
    </>
  );
}

/** A die face drawn in a 20 x 20 box centred on (0, 0). */
export function DieFaceShape(props: { face: DieFace }): JSX.Element {
  return (
    <>
      {(props.face === 'circle' || props.face === 'triangle' || props.face === 'square') && (
        <UnitSymbolShape symbol={props.face} size={5.5} />
      )}
      {props.face === 'flag' && (
        <g>
          <line x1={-4} y1={7} x2={-4} y2={-7} stroke="#1b1b1b" stroke-width={1.4} stroke-linecap="round" />
          <path
            d="M-4,-7 L6,-4 L-4,0 Z"
            fill="#e0b400"
            stroke="#1b1b1b"
            stroke-width={1}
            stroke-linejoin="round"
          />
        </g>
      )}
      {props.face === 'honor' && (
        <g>
          <circle r={6.5} fill="#d4a017" stroke="#1b1b1b" stroke-width={1.1} />
          <rect x={-2} y={-2} width={4} height={4} fill="#fff" stroke="#1b1b1b" stroke-width={0.8} />
        </g>
      )}
      {props.face === 'swords' && <CrossedSwords size={6.5} />}
    </>
  );
}

/** A single die: rounded ivory body with its face, as an inline SVG with an accessible name. */
export function Die(props: { face: DieFace; label: string; class?: string }): JSX.Element {
  return (
    <svg class={props.class ?? 'die'} viewBox="-10 -10 20 20" role="img" aria-label={props.label}>
      <rect
        x={-9.3}
        y={-9.3}
        width={18.6}
        height={18.6}
        rx={3.5}
        fill="#fbf7ec"
        stroke="#333"
        stroke-width={0.8}
      />
      <DieFaceShape face={props.face} />
    </svg>
  );
}
