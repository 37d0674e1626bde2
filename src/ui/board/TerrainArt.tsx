// Our own drawings of the terrain, in hex-local coordinates (centre at 0, 0; corners at radius R).
// A fill colour per terrain plus a small shape pattern, drawn mostly toward the hex's top and bottom
// points so it stays visible around a unit block in the middle.

import type { JSX } from 'solid-js';
import type { TerrainId } from '../../games/samurai-battles/types';

export const TERRAIN_FILL: Record<TerrainId, string> = {
  open: '#ece6c8',
  forest: '#a9c98f',
  hill: '#d9bd8c',
  river: '#86b8dc',
  ford: '#a9d0ea',
  bridge: '#86b8dc',
  buildings: '#e4dcc4',
  fields: '#eadb84',
  ravine: '#bfa183',
  tent: '#ece6c8',
  fence: '#ece6c8',
  palisade: '#ece6c8',
  castle: '#cfcac0',
};

function Tree(props: { x: number; y: number; s?: number }): JSX.Element {
  const s = props.s ?? 1;
  return (
    <g transform={`translate(${props.x},${props.y}) scale(${s})`}>
      <line x1={0} y1={0.6} x2={0} y2={2.2} stroke="#5b4326" stroke-width={0.6} />
      <polygon points="0,-2.6 2,1 -2,1" fill="#3f7a35" stroke="#2b5424" stroke-width={0.3} />
    </g>
  );
}

function House(props: { x: number; y: number }): JSX.Element {
  return (
    <g transform={`translate(${props.x},${props.y})`}>
      <rect x={-1.8} y={-0.6} width={3.6} height={2.4} fill="#f8f3e6" stroke="#4b3b2a" stroke-width={0.3} />
      <polygon points="-2.5,-0.5 0,-2.4 2.5,-0.5" fill="#7b3f2a" stroke="#4b3b2a" stroke-width={0.3} />
    </g>
  );
}

function Wave(props: { y: number }): JSX.Element {
  return (
    <path
      d={`M-7,${props.y} q1.75,-1.2 3.5,0 t3.5,0 t3.5,0 t3.5,0`}
      fill="none"
      stroke="#3d7fb3"
      stroke-width={0.55}
      stroke-linecap="round"
    />
  );
}

/** Hex-local terrain pattern (the fill is drawn by the hex polygon itself). */
export function TerrainArt(props: { terrain: TerrainId; ownerColour?: string }): JSX.Element {
  switch (props.terrain) {
    case 'forest':
      return (
        <g>
          <Tree x={-2.6} y={-6.4} />
          <Tree x={2.6} y={-6.4} />
          <Tree x={0} y={7} s={0.9} />
          <Tree x={-6.2} y={2.4} s={0.8} />
          <Tree x={6.2} y={2.4} s={0.8} />
        </g>
      );
    case 'hill':
      return (
        <g fill="none" stroke="#9a7748" stroke-width={0.6} stroke-linecap="round">
          <path d="M-6,-3.5 Q0,-9.5 6,-3.5" />
          <path d="M-8,1 Q0,-12 8,1" opacity={0.6} />
          <path d="M-5,6 Q0,3.5 5,6" />
        </g>
      );
    case 'river':
      return (
        <g>
          <Wave y={-6} />
          <Wave y={6.5} />
        </g>
      );
    case 'ford':
      return (
        <g>
          <Wave y={-6.5} />
          <g fill="#8a7b66" stroke="#5b4f40" stroke-width={0.25}>
            <ellipse cx={-3.5} cy={6.2} rx={1.3} ry={0.8} />
            <ellipse cx={0} cy={7} rx={1.3} ry={0.8} />
            <ellipse cx={3.5} cy={6.2} rx={1.3} ry={0.8} />
          </g>
        </g>
      );
    case 'bridge':
      return (
        <g>
          <rect x={-3.2} y={-10} width={6.4} height={20} fill="#9b6b3f" stroke="#5d3d1f" stroke-width={0.4} />
          <g stroke="#5d3d1f" stroke-width={0.35}>
            <line x1={-3.2} y1={-7} x2={3.2} y2={-7} />
            <line x1={-3.2} y1={-4.5} x2={3.2} y2={-4.5} />
            <line x1={-3.2} y1={4.5} x2={3.2} y2={4.5} />
            <line x1={-3.2} y1={7} x2={3.2} y2={7} />
          </g>
        </g>
      );
    case 'buildings':
      return (
        <g>
          <House x={-2.6} y={-6.3} />
          <House x={2.6} y={-6.3} />
          <House x={0} y={6} />
        </g>
      );
    case 'fields':
      return (
        <g stroke="#b39a2f" stroke-width={0.5} stroke-linecap="round">
          <line x1={-5} y1={-5} x2={5} y2={-5} />
          <line x1={-3.5} y1={-7} x2={3.5} y2={-7} />
          <line x1={-5} y1={5} x2={5} y2={5} />
          <line x1={-3.5} y1={7} x2={3.5} y2={7} />
          <line x1={-7.5} y1={-1} x2={-7.5} y2={1} />
          <line x1={7.5} y1={-1} x2={7.5} y2={1} />
        </g>
      );
    case 'ravine':
      return (
        <g fill="none" stroke="#5a3d22" stroke-width={0.8} stroke-linejoin="round">
          <path d="M-7,-4 l2,-2 l2,2 l2,-2 l2,2 l2,-2 l2,2" />
          <path d="M-7,6 l2,-2 l2,2 l2,-2 l2,2 l2,-2 l2,2" />
        </g>
      );
    case 'tent':
      return (
        <g>
          <polygon points="0,-9 4.2,-4 -4.2,-4" fill="#f7efe0" stroke="#4b3b2a" stroke-width={0.4} />
          <line x1={0} y1={-9} x2={0} y2={-12} stroke="#4b3b2a" stroke-width={0.4} />
          <polygon
            points="0,-12 3,-11 0,-10"
            fill={props.ownerColour ?? '#444'}
            stroke="#222"
            stroke-width={0.2}
          />
          <polygon
            points="0,9 4.2,4 -4.2,4"
            fill="#f7efe0"
            stroke="#4b3b2a"
            stroke-width={0.4}
            opacity={0.8}
          />
        </g>
      );
    case 'fence':
      return (
        <g stroke="#6b4a2b" stroke-width={0.55} stroke-linecap="round">
          <line x1={-6} y1={-5.5} x2={6} y2={-5.5} />
          <line x1={-6} y1={-4} x2={6} y2={-4} />
          <line x1={-5} y1={-7} x2={-5} y2={-3} />
          <line x1={-1.7} y1={-7} x2={-1.7} y2={-3} />
          <line x1={1.7} y1={-7} x2={1.7} y2={-3} />
          <line x1={5} y1={-7} x2={5} y2={-3} />
        </g>
      );
    case 'palisade':
      return (
        <g fill="#8a5a2f" stroke="#4b2f17" stroke-width={0.3}>
          {[-6, -4, -2, 0, 2, 4, 6].map((x) => (
            <polygon points={`${x - 0.8},-3 ${x - 0.8},-6.5 ${x},-8 ${x + 0.8},-6.5 ${x + 0.8},-3`} />
          ))}
        </g>
      );
    case 'castle':
      return (
        <g fill="#9c978d" stroke="#4d4a44" stroke-width={0.35}>
          <path d="M-6,-3.5 v-3.5 h1.6 v1.2 h1.4 v-1.2 h1.6 v1.2 h1.4 v-1.2 h1.6 v1.2 h1.4 v-1.2 h1.6 v3.5 z" />
          <path d="M-6,3.5 v3.5 h12 v-3.5 z" opacity={0.85} />
        </g>
      );
    default:
      return <g />;
  }
}
