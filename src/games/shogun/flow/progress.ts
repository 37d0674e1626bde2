import type { ActionKind } from '../data/components';
import type { Frame, ShogunGame } from './state';

/** The actions of this season's row whose cards have been turned up on the planning boards (460-466). */
export function actionsTurnedUp(state: ShogunGame): Set<ActionKind> {
  const frame = state.stack.find((f): f is Extract<Frame, { kind: 'actions' }> => f.kind === 'actions');
  const done = frame ? frame.index + (frame.turn > 0 ? 1 : 0) : 0;
  return new Set(state.actionRow.slice(0, done));
}
