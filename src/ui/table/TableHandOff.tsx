// The hand-off between seats at a pass-and-play table: the shared hand-off screen (its double-tap
// guard and focus handling, widgets/HandOff.tsx) naming the seat by colour, mark and player.

import type { JSX } from 'solid-js';
import { t } from '../i18n';
import { HandOff } from '../widgets/HandOff';
import { tt } from './i18n';
import { type SeatLook, seatLabel } from './seat-look';

export function TableHandOff(props: {
  look: SeatLook;
  /** What happened since this seat last held the tablet (public or its own). */
  summary: readonly string[];
  /** The seat has not held the device yet in this sitting (a new or reopened game): nothing "changed". */
  first: boolean;
  onContinue: () => void;
  /** Leaving the game from the pass screen. */
  leave?: { label: string; run: () => void } | undefined;
}): JSX.Element {
  return (
    <HandOff
      army={seatLabel(props.look)}
      colour={props.look.colour}
      player={props.look.player}
      summary={props.summary}
      {...(props.first ? { quiet: tt('table.firstHandOff'), meanwhile: t('handoff.firstMeanwhile') } : {})}
      onContinue={props.onContinue}
      leave={props.leave ?? null}
    />
  );
}
