// How a seat is shown at a pass-and-play table: its colour AND a mark (so colour never carries the
// meaning alone), its colour's name and the player's name (may be empty).

export interface SeatLook {
  /** A CSS colour for bands and borders. */
  colour: string;
  /** The colour's name, as players say it ("Red"). */
  colourName: string;
  /** A symbol or initial shown beside the colour. */
  mark: string;
  /** The player's name, or '' when none was given. */
  player: string;
}

/** "Red ●": what a hand-off or a score row names the seat by. */
export function seatLabel(look: SeatLook): string {
  return `${look.colourName} ${look.mark}`;
}

/** "Aiko (Red ●)", or "Red ●" when the player has no name: a ranking names the player too. */
export function playerLabel(look: SeatLook): string {
  return look.player ? `${look.player} (${seatLabel(look)})` : seatLabel(look);
}
