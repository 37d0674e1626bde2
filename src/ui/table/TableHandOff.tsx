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
  /**
   * The seat passing the device may still take back the action that raised this screen (it revealed
   * nothing: a secret plan's Done, a bid): offered to it before the device leaves its hands.
   */
  takeBack?: { look: SeatLook; run: () => void } | undefined;
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
      takeBack={props.takeBack ? { army: seatLabel(props.takeBack.look), run: props.takeBack.run } : null}
    />
  );
}
