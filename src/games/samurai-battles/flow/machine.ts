// The driver of the state machine. Each frame kind has a step handler: automatic steps run at
// once; decision steps name the seat that must act and list its legal actions. After every
// action the driver runs automatic steps until the next decision point (or the end of the game).

import type { Decision } from '../../../engine/game';
import { sameAction } from '../../../engine/game';
import { withOccupancyIndex } from '../board/occupancy';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import type { Ctx } from './context';
import type { Frame, FrameKind } from './frames';

export interface Prompt {
  seat: Side;
  point: string;
  actions: Action[];
}

export interface StepHandler<F extends Frame = Frame> {
  /**
   * Either runs an automatic step (returns null after changing the state, usually popping or
   * replacing its frame) or returns the decision this frame waits for.
   */
  step(ctx: Ctx, frame: F): Prompt | null;
  /** Applies one of the legal actions listed by `step`. */
  act?(ctx: Ctx, frame: F, action: Action): void;
  /**
   * step() never moves, adds or removes pieces (it may only pop its own frame): the driver can then
   * index the board once while the legal actions are listed.
   */
  readsBoardOnly?: boolean;
}

type Registry = { [K in FrameKind]: StepHandler<Extract<Frame, { kind: K }>> };

let registry: Registry | null = null;

export function registerHandlers(r: Registry): void {
  registry = r;
}

function handlerFor(frame: Frame): StepHandler {
  if (!registry) throw new Error('step handlers are not registered');
  return registry[frame.kind] as unknown as StepHandler;
}

const MAX_AUTO_STEPS = 10_000;

/** Runs automatic steps until a decision is needed; returns it (null when the game is over). */
export function advance(ctx: Ctx): Prompt | null {
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    const s = ctx.state;
    if (s.winner) return null;
    const frame = s.stack[s.stack.length - 1];
    if (!frame) {
      s.stack.push({ kind: 'start-turn' });
      continue;
    }
    const h = handlerFor(frame);
    const prompt = h.readsBoardOnly ? withOccupancyIndex(s, () => h.step(ctx, frame)) : h.step(ctx, frame);
    if (prompt) {
      if (prompt.actions.length === 0) throw new Error(`decision point ${prompt.point} has no legal action`);
      return prompt;
    }
  }
  throw new Error('the state machine did not reach a decision point');
}

/** The current decision without changing the state (automatic steps are run on a scratch copy if any are pending). */
export function currentPrompt(state: GameState): Prompt | null {
  if (state.winner) return null;
  const frame = state.stack[state.stack.length - 1];
  if (!frame) return null;
  // Decision frames must not change the state in step(); the driver always leaves the stack on one,
  // so the occupancy index is safe to use while the legal actions are listed.
  return withOccupancyIndex(state, () => handlerFor(frame).step({ state, events: [] }, frame));
}

export function toDecision(p: Prompt | null): Decision<Side, Action> | null {
  return p ? { seat: p.seat, point: p.point, actions: p.actions } : null;
}

export function findLegal(prompt: Prompt, action: Action): boolean {
  return prompt.actions.some((a) => sameAction(a, action));
}

export function applyToTop(ctx: Ctx, action: Action): void {
  const frame = ctx.state.stack[ctx.state.stack.length - 1];
  if (!frame) throw new Error('no frame to act on');
  const h = handlerFor(frame);
  if (!h.act) throw new Error(`frame ${frame.kind} takes no action`);
  h.act(ctx, frame, action);
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
  // Frames are pushed so that the first one given runs first.
  for (let i = frames.length - 1; i >= 0; i--) state.stack.push(frames[i]!);
}
