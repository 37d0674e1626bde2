// How the machine finds and calls a frame kind's handlers (src/engine/machine.ts): it takes each
// handler's `step`, `readsOnly` and own `on` entries once, when it is made, and must still answer
// exactly as reading them off the registry at every step did: `step` called on its handler, reading
// steps run in the read scope, an action type the frame has no handler for refused, an `on` entry
// inherited from a prototype still run, and a kind with no handler an error.

import { describe, expect, it } from 'vitest';
import {
  createMachine,
  type MachineState,
  type StepHandler,
  TRUSTED_IN_PLACE,
} from '../../../src/engine/machine';

type Frame = { kind: 'ask' } | { kind: 'auto' } | { kind: 'look' } | { kind: 'nowhere' };
interface State extends MachineState<Frame> {
  log: string[];
}
type Action = { type: 'go' } | { type: 'inherited' } | { type: 'unknown' } | { type: 'lost' };
type Event = { type: 'went' };
type Handler = StepHandler<State, Frame, 'me', Action, Event>;

const GO: Action[] = [{ type: 'go' }, { type: 'inherited' }, { type: 'unknown' }, { type: 'lost' }];

function game() {
  const scopes: string[] = [];
  // `on` with an entry of its own and one from its prototype.
  const inheritedOn = Object.create({
    inherited: (ctx: { state: State }) => {
      ctx.state.log.push('inherited');
    },
  });
  inheritedOn.go = (ctx: { state: State; events: Event[] }) => {
    ctx.state.log.push('go');
    ctx.events.push({ type: 'went' });
    ctx.state.stack.pop();
    ctx.state.stack.push({ kind: 'auto' });
  };
  inheritedOn.lost = (ctx: { state: State }) => {
    ctx.state.stack.pop();
    ctx.state.stack.push({ kind: 'nowhere' });
  };
  const ask: Handler & { name: string } = {
    name: 'the ask handler',
    readsOnly: true,
    step(this: { name: string }, ctx) {
      ctx.state.log.push(`ask step on ${this.name}`);
      return { point: 'ask', seat: 'me', actions: GO };
    },
    on: inheritedOn,
  };
  const auto: Handler = {
    step(ctx) {
      ctx.state.log.push('auto');
      ctx.state.stack.pop();
      ctx.state.stack.push({ kind: 'look' });
      return null;
    },
  };
  const look: Handler = {
    readsOnly: true,
    step(ctx) {
      ctx.state.log.push(`look in ${scopes.at(-1)}`);
      ctx.state.stack.pop();
      return null;
    },
  };
  const machine = createMachine<State, Frame, 'me', Action, Event>({
    // No handler for 'nowhere': the registry's type asks for every kind.
    handlers: { ask, auto, look } as never,
    isOver: () => false,
    idle: () => ({ kind: 'ask' }),
    readScope(state, run) {
      scopes.push(`scope ${state.log.length}`);
      try {
        return run();
      } finally {
        scopes.push('closed');
      }
    },
  });
  const state: State = { stack: [{ kind: 'ask' }], actionCount: 0, undoFloor: 0, log: [] };
  return { machine, state, scopes };
}

describe('the machine runs each frame kind through the handlers it was made with', () => {
  it('calls step on its handler, runs reading steps in the read scope and automatic ones outside it', () => {
    const { machine, state } = game();
    const r = machine.applyNext(state, 'me', { type: 'go' }, TRUSTED_IN_PLACE);
    expect(r.ok && r.events).toEqual([{ type: 'went' }]);
    expect(r.ok && r.next?.point).toBe('ask');
    expect(state.log).toEqual(['go', 'auto', 'look in scope 2', 'ask step on the ask handler']);
    expect(state.actionCount).toBe(1);
  });

  it("runs an action handler inherited by the frame's `on`", () => {
    const { machine, state } = game();
    const r = machine.apply(state, 'me', { type: 'inherited' }, TRUSTED_IN_PLACE);
    expect(r.ok).toBe(true);
    expect(state.log).toEqual(['inherited', 'ask step on the ask handler']);
  });

  it('refuses an action type the frame has no handler for, and changes nothing', () => {
    const { machine, state } = game();
    const r = machine.apply(state, 'me', { type: 'unknown' }, TRUSTED_IN_PLACE);
    expect(r).toEqual({ ok: false, reason: 'illegal-action', detail: 'frame ask takes no unknown action' });
    expect(state.log).toEqual([]);
    expect(state.actionCount).toBe(0);
    // Listed as legal, so a checked apply gets past the listing and is refused by the same check.
    const checked = machine.apply(state, 'me', { type: 'unknown' });
    expect(checked.ok).toBe(false);
  });

  it('throws for a frame kind with no handler', () => {
    const { machine, state } = game();
    expect(() => machine.apply(state, 'me', { type: 'lost' }, TRUSTED_IN_PLACE)).toThrow(
      'no step handler for frame nowhere',
    );
  });
});
