// The three sections named on the board (issue 26: sections were unlabelled dashed lines). The
// names sit in the baseline strip of the player holding the device, counted as he counts them
// (the top army sits across the table: its left is the bottom army's right, hex.ts sectionsOf),
// and a card being read shades the sections it names.

import { For, type JSX } from 'solid-js';
import type { Section, Side } from '../../games/samurai-battles/types';
import { t } from '../i18n';
import { BOARD, SECTION_LINES_X } from './geometry';

/** The three sections from west to east on the board as drawn (before any turn). */
const SPANS: readonly { x0: number; x1: number }[] = [
  { x0: BOARD.x, x1: SECTION_LINES_X[0] ?? 0 },
  { x0: SECTION_LINES_X[0] ?? 0, x1: SECTION_LINES_X[1] ?? 0 },
  { x0: SECTION_LINES_X[1] ?? 0, x1: BOARD.x + BOARD.width },
];

/** The section each span is for this viewer (a spectator reads the board as the bottom army). */
function sectionAt(i: number, viewer: Side | 'spectator'): Section {
  if (i === 1) return 'center';
  const west = i === 0;
  return west === (viewer !== 'top') ? 'left' : 'right';
}

export function SectionLabels(props: {
  viewer: Side | 'spectator';
  rotated: boolean;
  strip: number;
}): JSX.Element {
  // The holder's own edge: the bottom strip, or the top one for the top army (the board then turns).
  const own = () => (props.viewer === 'top' ? 'top' : 'bottom');
  const y = () => (own() === 'top' ? BOARD.y - props.strip / 2 : BOARD.y + BOARD.height + props.strip / 2);
  return (
    <g class="section-labels" pointer-events="none">
      <For each={SPANS}>
        {(span, i) => {
          const x = (span.x0 + span.x1) / 2;
          // Upright for whoever holds the device: turned back when the board is turned.
          const upright = () => (props.rotated ? `rotate(180 ${x} ${y()})` : undefined);
          return (
            <text
              x={x}
              y={y()}
              transform={upright()}
              dominant-baseline="central"
              text-anchor="middle"
              font-size="4.4"
              font-weight={700}
              fill="#fff"
              stroke="#1f1a14"
              stroke-width={0.45}
              paint-order="stroke"
            >
              {t(`board.section.${sectionAt(i(), props.viewer)}`)}
            </text>
          );
        }}
      </For>
    </g>
  );
}

/** A light hatch over the sections a card being read names. */
export function SectionShade(props: {
  viewer: Side | 'spectator';
  sections: readonly Section[];
}): JSX.Element {
  return (
    <g class="section-shade" pointer-events="none">
      <For each={SPANS}>
        {(span, i) => (
          <rect
            x={span.x0}
            y={BOARD.y}
            width={span.x1 - span.x0}
            height={BOARD.height}
            fill="#1f5fbf"
            opacity={props.sections.includes(sectionAt(i(), props.viewer)) ? 0.12 : 0}
          />
        )}
      </For>
    </g>
  );
}
