// A unit block or a lone leader, drawn in hex-local coordinates. The block shows the unit's
// standard (its symbol), its blocks left in large figures, its type code (hidden on a small board,
// see styles.css), an attached leader's marker on its band, and a pennant when ordered. The armies
// are told apart without colour twice over: the band sits on the side facing the army's own
// baseline, and the frame has its own shape (the top army's corners are cut, the bottom army's
// square), so a reader who sees no colour still knows whose piece it is.
//
// The block is wider than tall (14.2 x 10 in a hex 17.3 wide and 20 tall), so the terrain drawn
// toward the hex's top and bottom points stays in sight around it, and nothing reaches the next
// hex: the figures that matter on a phone (blocks left, standard) sit inside the block.

import type { JSX } from 'solid-js';
import { unitStatsFor } from '../../games/samurai-battles/data/units';
import type { Edition, Leader, Side, Unit } from '../../games/samurai-battles/types';
import { LeaderShape, UnitSymbolShape } from '../widgets/symbols';

const HALF_W = 7.1;
const HALF_H = 5;
const BAND = 2.2;
const CUT = 1.9;

/** The block's outline: the top army's has its corners cut off. */
export function framePoints(side: Side, w = HALF_W, h = HALF_H): string | null {
  if (side !== 'top') return null;
  const c = Math.min(CUT, h / 2);
  return [
    `${-w + c},${-h}`,
    `${w - c},${-h}`,
    `${w},${-h + c}`,
    `${w},${h - c}`,
    `${w - c},${h}`,
    `${-w + c},${h}`,
    `${-w},${h - c}`,
    `${-w},${-h + c}`,
  ].join(' ');
}

function Frame(props: { side: Side; colour: string; stroke: number }): JSX.Element {
  const points = () => framePoints(props.side);
  return points() ? (
    <polygon
      class="frame frame-cut"
      points={points() ?? ''}
      fill="#fbf7ec"
      stroke={props.colour}
      stroke-width={props.stroke}
      stroke-linejoin="round"
    />
  ) : (
    <rect
      class="frame"
      x={-HALF_W}
      y={-HALF_H}
      width={HALF_W * 2}
      height={HALF_H * 2}
      rx={0.6}
      fill="#fbf7ec"
      stroke={props.colour}
      stroke-width={props.stroke}
    />
  );
}

export function UnitBlock(props: {
  unit: Unit;
  /** The game's rule set: its unit sheet gives the abbreviation (Zvezda 2012: SN, AY, MSY). */
  edition?: Edition;
  colour: string;
  leader: Leader | undefined;
  /** The army's baseline is drawn at the top of the screen. */
  bandOnTop: boolean;
  /** Ordered this turn: a pennant on the lower left corner. */
  ordered: boolean;
  /** Its block count just changed: the count pulses (an animation, see styles.css). */
  pulse?: boolean;
}): JSX.Element {
  const stats = () => unitStatsFor(props.edition ?? 'gmt2021', props.unit.type);
  const bandY = () => (props.bandOnTop ? -HALF_H : HALF_H - BAND);
  /** Middle of the block's face, away from the band. */
  const mid = () => (props.bandOnTop ? BAND / 2 : -BAND / 2);
  return (
    <g class="unit-block">
      <Frame side={props.unit.side} colour={props.colour} stroke={1.1} />
      <rect
        class="band"
        x={-HALF_W + 0.4}
        y={bandY()}
        width={HALF_W * 2 - 0.8}
        height={BAND}
        fill={props.colour}
      />
      <g transform={`translate(-3.2,${mid()})`} class="unit-symbol">
        <UnitSymbolShape symbol={stats().symbol} size={2.5} />
      </g>
      <text
        x={-3.2}
        y={mid() + 3.6}
        text-anchor="middle"
        font-size="2.3"
        font-weight={700}
        fill="#222"
        class="unit-type"
      >
        {stats().short}
      </text>
      <g class="count-badge" classList={{ pulse: !!props.pulse }} transform={`translate(3,${mid()})`}>
        <text y={2.3} text-anchor="middle" font-size="6.6" font-weight={800} fill="#111" class="count">
          {props.unit.blocks}
        </text>
      </g>
      {props.ordered && (
        <g transform={`translate(${-HALF_W},${props.bandOnTop ? HALF_H : -HALF_H})`} class="ordered-mark">
          <polygon points="-2.2,-2.2 2.2,0 -2.2,2.2" fill="#f2b705" stroke="#222" stroke-width={0.5} />
        </g>
      )}
      {props.leader && (
        <g transform={`translate(0,${bandY() + BAND / 2})`} class="leader-mark">
          <LeaderShape kind={props.leader.kind} size={1.9} fill="#222" />
        </g>
      )}
    </g>
  );
}

export function LoneLeader(props: { leader: Leader; colour: string; bandOnTop: boolean }): JSX.Element {
  const octagon = () => framePoints(props.leader.side, 5.4, 5.4);
  return (
    <g class="lone-leader">
      {octagon() ? (
        <polygon
          class="frame frame-cut"
          points={octagon() ?? ''}
          fill="#fbf7ec"
          stroke={props.colour}
          stroke-width={1}
        />
      ) : (
        <circle class="frame" r={5.6} fill="#fbf7ec" stroke={props.colour} stroke-width={1} />
      )}
      <rect
        class="band"
        x={-3.6}
        y={props.bandOnTop ? -5.4 : 3.4}
        width={7.2}
        height={2}
        rx={0.8}
        fill={props.colour}
      />
      <LeaderShape kind={props.leader.kind} size={3.2} fill={props.colour} />
    </g>
  );
}
