// How far an undo reaches in pass and play. A player may take back his latest action even after
// the tablet went to the other player and came back (issue 21 item 2), as long as nothing since
// revealed anything: no dice rolled, no hidden card seen by anyone (the engine's undo floor). The
// other player's passes in reaction windows in between are taken back with it: a pass shows
// nothing. Any other action of the other player in between is his own decision, which nobody
// else may take back, so it stops the undo.

import type { LoggedAction } from '../../engine/session';

/**
 * The log length an undo by `seat` goes back to (his latest action is the first one removed), or
 * null when he has nothing he may take back. `floor`: the first action that may be undone (the
 * engine's undo floor, or later: a resumed game's history, a save's rewound base).
 */
export function takeBackTo<Seat extends string>(
  log: readonly LoggedAction<Seat, { type: string }>[],
  seat: Seat,
  floor: number,
): number | null {
  for (let i = log.length - 1; i >= floor; i--) {
    const entry = log[i];
    if (!entry) return null;
    if (entry.seat === seat) return i;
    if (entry.action.type !== 'pass') return null;
  }
  return null;
}
