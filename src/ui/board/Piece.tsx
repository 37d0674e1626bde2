// A unit block or a lone leader, drawn in hex-local coordinates. The block shows the unit's
// standard (its symbol), its type, its blocks left and an attached leader's marker; a band on the
// side facing the army's own baseline tells the armies apart without relying on colour.

import type { JSX } from 'solid-js';
import { unitStatsFor } from '../../games/samurai-battles/data/units';
import type { Edition, Leader, Unit } from '../../games/samurai-battles/types';
import { LeaderShape, UnitSymbolShape } from '../widgets/symbols';

const HALF = 7.1;

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
  const bandY = () => (props.bandOnTop ? -HALF : HALF - 2.4);
  return (
    <g class="unit-block">
      <rect
        x={-HALF}
        y={-HALF}
        width={HALF * 2}
        height={HALF * 2}
        rx={1.4}
        fill="#fbf7ec"
        stroke={props.colour}
        stroke-width={1.3}
      />
      <rect x={-HALF} y={bandY()} width={HALF * 2} height={2.4} fill={props.colour} />
      <g transform={`translate(0,${props.bandOnTop ? 0.2 : -1.9})`}>
        <UnitSymbolShape symbol={stats().symbol} size={3.1} />
      </g>
      <text
        x={0}
        y={props.bandOnTop ? 5.6 : 3.9}
        text-anchor="middle"
        font-size="3"
        font-weight={700}
        fill="#222"
        class="unit-type"
      >
        {stats().short}
      </text>
      <g transform={`translate(${HALF - 0.3},${-HALF + 0.3})`}>
        <g class="count-badge" classList={{ pulse: !!props.pulse }}>
          <circle r={2.9} fill="#222" stroke="#fff" stroke-width={0.5} />
          <text y={1.3} text-anchor="middle" font-size="3.8" font-weight={700} fill="#fff">
            {props.unit.blocks}
          </text>
        </g>
      </g>
      {props.ordered && (
        <g transform={`translate(${-HALF + 0.2},${HALF - 0.2})`} class="ordered-mark">
          <polygon points="-2.6,-2.6 2.6,0 -2.6,2.6" fill="#f2b705" stroke="#222" stroke-width={0.5} />
        </g>
      )}
      {props.leader && (
        <g transform={`translate(${-HALF + 0.3},${-HALF + 0.3})`}>
          <LeaderShape kind={props.leader.kind} size={2.9} fill={props.colour} />
        </g>
      )}
    </g>
  );
}

export function LoneLeader(props: { leader: Leader; colour: string; bandOnTop: boolean }): JSX.Element {
  return (
    <g class="lone-leader">
      <circle r={6} fill="#fbf7ec" stroke={props.colour} stroke-width={1} />
      <rect x={-4} y={props.bandOnTop ? -6.6 : 4.6} width={8} height={2} rx={0.8} fill={props.colour} />
      <LeaderShape kind={props.leader.kind} size={3.6} fill={props.colour} />
    </g>
  );
}
