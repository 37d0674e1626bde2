// Samurai Battles on the engine's state machine (src/engine/machine.ts): the types its step handlers
// use and the stack helpers. The machine itself, with every handler registered, is flow/driver.ts.
// Every Samurai Battles decision names one seat, so its prompts are the one-seat form.

import type { StepHandler as EngineStepHandler } from '../../../engine/machine';
import { pushFrames } from '../../../engine/machine';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import type { Ctx } from './context';
import type { GameEvent } from './events';
import type { Frame, FrameKind } from './frames';

export interface Prompt {
  seat: Side;
  point: string;
  actions: Action[];
}

/** A frame kind's step handler: `step` returns a one-seat prompt or runs an automatic step. */
export interface StepHandler<F extends Frame = Frame>
  extends Omit<EngineStepHandler<GameState, F, Side, Action, GameEvent>, 'step'> {
  step(ctx: Ctx, frame: F): Prompt | null;
}

export function top<K extends FrameKind>(state: GameState, kind: K): Extract<Frame, { kind: K }> | undefined {
  const f = state.stack[state.stack.length - 1];
  return f && f.kind === kind ? (f as Extract<Frame, { kind: K }>) : undefined;
}

export function pop(state: GameState): void {
  state.stack.pop();
}

export function push(state: GameState, ...frames: Frame[]): void {
  // Once the game is over nothing more happens.
  if (state.winner) return;
  pushFrames(state.stack, frames);
}
