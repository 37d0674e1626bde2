// The registry of Dragon card effects. Each effect names the windows in which its card may be
// played, the legal targets, and what it does. A card with no registered effect is never offered.
// (The 40 cards are implemented by the Dragon cards issue; the machinery is in flow/dragon.ts.)

import type { Ctx } from '../flow/context';
import type { DragonWindow } from '../flow/frames';
import type { DragonCardId, GameState, Side } from '../types';

export interface DragonEffect {
  windows: readonly DragonWindow[];
  /** Legal targets (unit ids, leader ids or hex keys); undefined = the card takes no target. */
  targets?(state: GameState, side: Side, window: DragonWindow): string[];
  /** Extra condition for the card to be playable now. */
  playable?(state: GameState, side: Side, window: DragonWindow): boolean;
  apply(ctx: Ctx, side: Side, target: string | undefined, window: DragonWindow): void;
}

export const DRAGON_EFFECTS: Partial<Record<DragonCardId, DragonEffect>> = {};
