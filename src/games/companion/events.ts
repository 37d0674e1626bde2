// What a companion action did, for the log and the hand-off summary. The bookkeeping shared with the
// digital game emits the engine's own events (flow/events.ts); the companion adds its own.

import { filterEvents } from '../../engine/events';
import type { LeaderCheckKind } from '../samurai-battles/combat/leaderCheck';
import type { GameEvent } from '../samurai-battles/flow/events';
import type { CardInstance, DieFace, Side } from '../samurai-battles/types';
import { publicDraw } from '../samurai-battles/view';
import type { Deck } from './actions';
import type { HonorCause } from './lackOfHonor';

export type CompanionEvent =
  | GameEvent
  | { type: 'control'; to: Side }
  | { type: 'card-taken'; side: Side; deck: Deck; card: CardInstance }
  | { type: 'hand-size'; side: Side; size: number }
  | { type: 'seppuku-committed'; side: Side }
  | { type: 'combat-rolled'; side: Side; hits: number; flags: number; honor: number }
  | { type: 'lack-of-honor-rolled'; side: Side; cause: HonorCause; faces: DieFace[] }
  | { type: 'leader-checked'; side: Side; kind: LeaderCheckKind; faces: DieFace[]; killed: boolean }
  | { type: 'calc-changed' };

/** Events as one seat may see them: the other seat's private draws lose their card. */
export function companionEventsFor(
  events: readonly CompanionEvent[],
  viewer: Side | 'spectator',
): CompanionEvent[] {
  return filterEvents(events, viewer, publicDraw);
}
