// The tablet's moments (tower throws, winters, scorings: src/ui/shogun/chronicle.ts) on a phone of a
// hosted Shogun game, read from the seat's log: every scoring arrives with the board it was made on
// and the points after it (`after`, src/net/games/shogun.ts), so each phone shows the same scores
// table, region majorities and chart as the tablet, whenever it joined or reloaded.

import type { GameEvent, Seat } from '../../../games/shogun/index';
import type { ShogunNetScored } from '../../../net/index';
import type { LogEntry } from '../../../net/protocol';
import { type Moment, momentsOf } from '../../shogun/chronicle';

export function netMoments(entries: readonly LogEntry<GameEvent, Seat>[]): Moment[] {
  const year: { current: 1 | 2 } = { current: 1 };
  // A host of an older version sends no board: that scoring is left out rather than guessed.
  return entries.flatMap((e) =>
    momentsOf(e.index, e.events, (scored) => (scored as ShogunNetScored).after ?? null, year),
  );
}
