// The context of one companion action: the state being changed, the engine's context over its table
// (so flow/context.ts bookkeeping can run on it), and the events in the order they happened.

import type { Ctx, GameEvent } from '../samurai-battles/rules-api';
import type { CompanionEvent } from './events';
import type { CompanionState } from './state';

export interface Run {
  s: CompanionState;
  /** The engine's context on `s.table`; it shares `events` with the run. */
  ctx: Ctx;
  events: CompanionEvent[];
}

export function startRun(s: CompanionState): Run {
  const events: CompanionEvent[] = [];
  // One list for both: the engine only ever pushes its own events into it, so the order is kept.
  return { s, ctx: { state: s.table, events: events as GameEvent[] }, events };
}

export function emitC(run: Run, e: CompanionEvent): void {
  run.events.push(e);
}
