// The machine's applyNext hands back the decision it stopped at instead of listing it again, and
// lists it again when afterAdvance changed the state (it says so by an event: MachineSpec).

import { describe, expect, it } from 'vitest';
import { createMachine, type MachineState } from '../../../src/engine/machine';

type Frame = { kind: 'count' } | { kind: 'tick' };
interface State extends MachineState<Frame> {
  n: number;
  bonus: number;
  over: boolean;
}
type Action = { type: 'add'; by: number };
type Event = { type: 'bonus' } | { type: 'tick' };

/** A counter: each add is followed by an automatic tick; afterAdvance gives a bonus at 3 and ends at 9. */
function counter(bonusWithEvent: boolean) {
  let listings = 0;
  const machine = createMachine<State, Frame, 'me', Action, Event>({
    handlers: {
      count: {
        step: (ctx) => {
          listings++;
          // The legal adds depend on the bonus, so a bonus given after the listing changes them.
          return { point: 'count', seat: 'me', actions: [{ type: 'add', by: 1 + ctx.state.bonus }] };
        },
        on: {
          add: (ctx, _f, a) => {
            ctx.state.n += a.by;
            ctx.state.stack.push({ kind: 'tick' });
          },
        },
      },
      tick: {
        step: (ctx) => {
          ctx.state.stack.pop();
          ctx.events.push({ type: 'tick' });
          return null;
        },
      },
    },
    isOver: (s) => s.over,
    idle: () => ({ kind: 'count' }),
    afterAdvance(ctx) {
      if (ctx.state.n === 3 && ctx.state.bonus === 0) {
        ctx.state.bonus = 1;
        if (bonusWithEvent) ctx.events.push({ type: 'bonus' });
      }
      if (ctx.state.n >= 9) {
        ctx.state.over = true;
        ctx.events.push({ type: 'bonus' });
      }
    },
  });
  const state: State = {
    stack: [{ kind: 'count' }],
    actionCount: 0,
    undoFloor: 0,
    n: 0,
    bonus: 0,
    over: false,
  };
  return { machine, state, listings: () => listings };
}

describe('applyNext', () => {
  it('returns the decision the automatic steps stopped at, listed once', () => {
    const { machine, state, listings } = counter(true);
    const r = machine.applyNext(state, 'me', { type: 'add', by: 1 }, { trusted: true });
    expect(r.ok && r.next).toEqual(machine.prompt(state));
    // One listing in the apply (the prompt above is the second).
    expect(listings()).toBe(2);
    expect(state.actionCount).toBe(1);
  });

  it('lists again when afterAdvance changed the state with an event, and gives null at the end', () => {
    const { machine, state } = counter(true);
    const nexts: unknown[] = [];
    for (let by = 1; !state.over; ) {
      const r = machine.applyNext(state, 'me', { type: 'add', by }, {});
      if (!r.ok) throw new Error(r.detail);
      expect(r.next).toEqual(machine.prompt(state));
      nexts.push(r.next);
      if (r.next && 'actions' in r.next) by = r.next.actions[0]!.by;
    }
    expect(nexts.at(-1)).toBeNull();
    // n: 1, 2, 3 (bonus: adds of 2 from here), 5, 7, 9 (over).
    expect(state.n).toBe(9);
  });

  it('keeps the listing when afterAdvance changes the state without an event (the contract it relies on)', () => {
    const { machine, state } = counter(false);
    machine.applyNext(state, 'me', { type: 'add', by: 1 }, {});
    machine.applyNext(state, 'me', { type: 'add', by: 1 }, {});
    const r = machine.applyNext(state, 'me', { type: 'add', by: 1 }, {});
    // A spec that breaks the contract gets the stale listing: this is why afterAdvance must emit.
    expect(r.ok && r.next).not.toEqual(machine.prompt(state));
  });

  it('apply gives the same result without the decision', () => {
    const a = counter(true);
    const b = counter(true);
    const ra = a.machine.apply(a.state, 'me', { type: 'add', by: 1 });
    const rb = b.machine.applyNext(b.state, 'me', { type: 'add', by: 1 });
    expect(ra).toEqual({ ok: true, events: [{ type: 'tick' }] });
    expect(rb.ok && rb.events).toEqual([{ type: 'tick' }]);
    expect(a.state).toEqual(b.state);
    expect(a.machine.apply(a.state, 'me', { type: 'add', by: 5 })).toMatchObject({
      ok: false,
      reason: 'illegal-action',
    });
  });
});
