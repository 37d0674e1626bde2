// The viewer of a game whose module view lacks the prompt and revision every net view carries
// (net-game.ts), for games where several seats may decide at once (secret choices): each seat's
// view shows its own decision with its legal actions, or else who decides, without theirs.

import type { Decision } from '../engine/game';
import type { NetView, Viewer } from './net-game';

export function promptedViewer<Seat extends string, A, V>(
  decisions: readonly Decision<Seat, A>[],
  viewOf: (seat: Seat) => V,
  actionCount: number,
): Viewer<Seat, V & NetView<Seat, A>, A> {
  return {
    view(seat) {
      const mine = decisions.find((d) => d.seat === seat);
      const shown = mine ?? decisions[0];
      return {
        ...viewOf(seat),
        prompt: shown ? { seat: shown.seat, point: shown.point, actions: mine ? mine.actions : null } : null,
        actionCount,
      };
    },
    decisions: () => decisions,
  };
}
