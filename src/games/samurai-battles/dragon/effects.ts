// The registry of Dragon card effects. Each effect names the windows in which its card may be
// played, the legal targets, and what it does. A card with no registered effect is never offered.
// The cards live in dragon/cards/* and are registered by dragon/index.ts; the payment machinery is
// in flow/dragon.ts.

import type { Ctx } from '../flow/context';
import type { DragonWindow } from '../flow/frames';
import type { DragonCardId, GameState, HexKey, Side } from '../types';

/** The window a card is considered in, with what it reacts to (from the window frame). */
export interface WindowInfo {
  window: DragonWindow;
  /** The piece that just moved or gained ground, or the unit about to battle back. */
  about?: string;
  /** Where that piece stood before it moved. */
  from?: HexKey;
  /** The leader who moved (alone or with his unit). */
  leader?: string;
}

export interface DragonEffect {
  windows: readonly DragonWindow[];
  /**
   * Legal targets (unit ids, leader ids, card instances or a card's own codes); undefined = the card
   * takes no target. An empty list means the card cannot be played now.
   */
  targets?(state: GameState, side: Side, w: WindowInfo): string[];
  /** Extra condition for the card to be playable now. */
  playable?(state: GameState, side: Side, w: WindowInfo): boolean;
  apply(ctx: Ctx, side: Side, target: string | undefined, w: WindowInfo): void;
}

export const DRAGON_EFFECTS: Partial<Record<DragonCardId, DragonEffect>> = {};
