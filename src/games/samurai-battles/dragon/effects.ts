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

/** The registry itself: read by the flow (flow/dragon.ts) through `registeredEffect`. */
const registry: Partial<Record<DragonCardId, DragonEffect>> = {};

// Raised at every change of the registry (a card registered, replaced or removed: tests do that in
// place), so that what the flow keeps about a hand's effects (flow/dragon.ts) is known stale.
let generation = 0;
const changed = <T>(result: T): T => {
  generation++;
  return result;
};

/**
 * The effects by card definition id. Reads and writes are those of a plain object; every write goes
 * through the traps below only to count it (the flow reads `registry` directly, not through them).
 */
export const DRAGON_EFFECTS: Partial<Record<DragonCardId, DragonEffect>> = new Proxy(registry, {
  set: (target, key, value) => changed(Reflect.set(target, key, value)),
  deleteProperty: (target, key) => changed(Reflect.deleteProperty(target, key)),
  defineProperty: (target, key, desc) => changed(Reflect.defineProperty(target, key, desc)),
});

/** The effect registered for a card definition id (undefined: the card is never offered). */
export function registeredEffect(id: DragonCardId): DragonEffect | undefined {
  return registry[id];
}

/** How many times the registry has changed: what is kept about its effects is valid for one count. */
export function effectsGeneration(): number {
  return generation;
}
