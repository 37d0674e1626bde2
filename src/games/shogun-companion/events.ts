// What a companion action did, for the log and the hand-off summary. Everything is public but a bid
// before the reveal, which no event carries (only that the seat has bid).

import type {
  ActionKind,
  Bid,
  ProvinceId,
  Seat,
  SpecialCard,
  WinterSupply,
  YearScore,
} from '../shogun/rules-api';
import type { BattleRecord, Season } from './state';

export type ShogunCompanionEvent =
  | { type: 'season-dealt'; year: number; season: Season; open: ActionKind[]; specials: SpecialCard[] }
  | { type: 'bid-in'; seat: Seat }
  | { type: 'bid-out'; seat: Seat }
  | { type: 'bids-revealed'; bids: Partial<Record<Seat, Bid>>; order: Seat[] }
  | { type: 'event-drawn'; event: number }
  | { type: 'space-taken'; seat: Seat; space: number; special: SpecialCard }
  | { type: 'turn-order'; order: Seat[] }
  | { type: 'action-revealed'; action: ActionKind; index: number }
  | { type: 'action-done'; seat: Seat; action: ActionKind }
  | { type: 'battle-fought'; record: BattleRecord }
  | { type: 'winter-supply'; supplies: WinterSupply[]; revolts: { seat: Seat; province: ProvinceId }[] }
  | { type: 'revolt-chosen'; seat: Seat; province: ProvinceId }
  | { type: 'scored'; year: number; scores: Record<Seat, YearScore> }
  | { type: 'game-over'; winners: Seat[] };

/** Every event is public. */
export function shogunCompanionEventsFor(
  events: readonly ShogunCompanionEvent[],
  _viewer: Seat | 'spectator',
): ShogunCompanionEvent[] {
  return [...events];
}
