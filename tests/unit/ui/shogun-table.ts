// A Shogun pass-and-play table for the screen tests: three seats, a fixed start, events described by
// their types, and each seat's look (colour and mark by seat number, no player names).

import { type Seat, shogun } from '../../../src/games/shogun/index';
import { colourById, lookOf } from '../../../src/ui/shogun/colours';
import { st } from '../../../src/ui/shogun/i18n';
import type { ShogunTable } from '../../../src/ui/shogun/local';
import type { SeatLook } from '../../../src/ui/table/seat-look';
import { createTable } from '../../../src/ui/table/table';

export function shogunTable(seed: number): { table: ShogunTable; looks: Record<Seat, SeatLook> } {
  const table: ShogunTable = createTable({
    module: shogun,
    setup: { players: 3 as const, side: 'sun' as const, start: 'fixed' as const },
    seed,
    describe: (events) => events.map((e) => e.type),
  });
  const looks = Object.fromEntries(
    table.seats.map((s, i) => [s, lookOf(colourById('', i), '', st)]),
  ) as Record<Seat, SeatLook>;
  return { table, looks };
}
