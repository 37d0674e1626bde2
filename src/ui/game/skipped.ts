// A step of the turn the engine passes over because nobody could act in it is said aloud
// (issue 26: the first turn went from the last move straight to the end of the turn, silently).
// The engine moves on when the battle step has no attack to offer (flow/phases.ts battlePhase);
// the screen reads that from the decision before and after the action and says so.

import type { Action } from '../../games/samurai-battles/flow/actions';
import type { GameEvent } from '../../games/samurai-battles/flow/events';
import { t } from '../i18n';

const ORDERING_OR_MOVING: ReadonlySet<string> = new Set(['orders', 'movement']);
const STILL_BEFORE_BATTLE: ReadonlySet<string> = new Set(['orders', 'movement', 'battle']);

/**
 * The sentence for a battle step passed over by this action, or null. `before`/`after` are the
 * decision points around the action (null: nobody decides, the game is over).
 */
export function skippedBattleLine(
  before: string | null,
  action: Action,
  after: string | null,
  events: readonly GameEvent[],
): string | null {
  if (!before || !ORDERING_OR_MOVING.has(before) || after === null) return null;
  if (action.type === 'play-dragon' || action.type === 'pass') return null;
  // Still ordering or moving, battling, or a card may still be played before the battles: not skipped.
  if (STILL_BEFORE_BATTLE.has(after) || after.startsWith('window:')) return null;
  // The orders or moves came to nothing to battle with (no order at all is another message).
  if (events.some((e) => e.type === 'battle' || e.type === 'no-orders' || e.type === 'game-over'))
    return null;
  return t('log.noBattle');
}

/** The same as log lines, written again in the language of each reading; undefined when none. */
export function skippedBattleLines(
  before: string | null,
  action: Action,
  after: string | null,
  events: readonly GameEvent[],
): (() => string[]) | undefined {
  if (skippedBattleLine(before, action, after, events) === null) return undefined;
  return () => [skippedBattleLine(before, action, after, events) ?? ''];
}
