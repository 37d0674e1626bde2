// A seat's chip: its colour with its mark on it. Decoration beside words that name the seat.

import type { JSX } from 'solid-js';
import type { SeatLook } from '../table/seat-look';

export function SeatChip(props: { look: SeatLook }): JSX.Element {
  return (
    <span class="seat-chip" aria-hidden="true" style={{ '--seat': props.look.colour }}>
      {props.look.mark}
    </span>
  );
}
