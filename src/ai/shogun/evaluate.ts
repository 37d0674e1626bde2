// How good a Shogun position is for one seat: its points so far, what its holdings would score at
// the winters still to come, and a little for armies, chests and rice in hand; measured against the
// best other seat, since only first place wins.

import { provincesOf } from '../../games/shogun/board';
import type { Seat } from '../../games/shogun/data/components';
import type { ShogunGame } from '../../games/shogun/flow/state';
import { playerOf } from '../../games/shogun/players';
import { yearScore } from '../../games/shogun/rules/scoring';

/** Winter scorings still to come: holdings now count once for each (discounted: they may be lost). */
function scoringsLeft(state: ShogunGame): number {
  if (state.outcome) return 0;
  // The calendar counts the seasons begun and each winter's scoring: 0-3 until the first scoring,
  // 4-7 until the last.
  return state.calendar < 4 ? 1.7 : 1;
}

/** One seat's worth in points. */
export function worth(state: ShogunGame, seat: Seat): number {
  const player = playerOf(state, seat);
  const owned = provincesOf(state, seat);
  let armies = 0;
  for (const id of owned) armies += state.provinces[id]!.armies;
  const left = scoringsLeft(state);
  const hunger = state.season === 'winter' ? 0 : Math.max(0, owned.length + 3 - player.rice) * 0.15;
  return (
    player.score +
    left * yearScore(state, seat).total +
    (left > 0 ? armies * 0.12 + player.chests * 0.1 - hunger : player.chests * 0.01)
  );
}

/** The seat's worth against the best of the others (a win is worth a bonus at the end). */
export function evaluate(state: ShogunGame, seat: Seat): number {
  const mine = worth(state, seat);
  let best = Number.NEGATIVE_INFINITY;
  for (const other of state.seats) if (other !== seat) best = Math.max(best, worth(state, other));
  const won = state.outcome?.winners.includes(seat) ? 3 : 0;
  return mine - best + won;
}
