// Winter (480-543) in the autumn turn order (478, 524): rice, revolts, scoring, and the year's end.

import type { Seat } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import { scoreYear, winners } from '../rules/scoring';
import { drawRevolts, endYear, feedProvinces, winterRevolt, winterSupply } from '../rules/winter';
import type { Action, C, Frame, Handler } from './state';

export const winterHandler: Handler<'winter'> = {
  step(ctx: C, frame) {
    const state = ctx.state;
    state.season = 'winter';
    const seat = state.turnOrder[frame.turn];
    if (!seat) {
      state.stack.pop();
      state.stack.push({ kind: 'yearEnd' });
      return null;
    }
    frame.turn += 1;
    const supply = winterSupply(state, seat);
    feedProvinces(state, supply);
    const revolts = drawRevolts(state, supply);
    ctx.events.push({ type: 'winterSupply', supply, revolts });
    if (revolts.length > 0)
      state.stack.push({ kind: 'revolts', seat, provinces: revolts, extraPeasants: supply.extraPeasants });
    return null;
  },
};

function fight(ctx: C, frame: Extract<Frame, { kind: 'revolts' }>, province: ProvinceId): void {
  frame.provinces = frame.provinces.filter((p) => p !== province);
  const report = winterRevolt(ctx.state, frame.seat, province, frame.extraPeasants);
  ctx.events.push({ type: 'revolt', seat: frame.seat, report });
}

/** A player with several revolts chooses their order (496). */
export const revoltsHandler: Handler<'revolts'> = {
  step(ctx: C, frame) {
    if (frame.provinces.length === 0) {
      ctx.state.stack.pop();
      return null;
    }
    if (frame.provinces.length === 1) {
      fight(ctx, frame, frame.provinces[0]!);
      return null;
    }
    return {
      point: 'revoltOrder',
      seat: frame.seat,
      actions: frame.provinces.map((province) => ({ type: 'revolt', province }) as Action),
    };
  },
  on: {
    revolt(ctx, frame, action) {
      fight(ctx, frame, action.province);
    },
  },
};

/** Scoring (498-514); after the first year, markers off and new events (516); after the second, the end. */
export const yearEndHandler: Handler<'yearEnd'> = {
  step(ctx: C) {
    const state = ctx.state;
    ctx.events.push({ type: 'scored', year: state.year, scores: scoreYear(state) });
    state.stack.pop();
    state.calendar += 1;
    if (state.year === 1) {
      endYear(state);
      state.year = 2;
      return null;
    }
    const won = winners(state);
    const scores: Partial<Record<Seat, number>> = {};
    for (const seat of state.seats) scores[seat] = state.players[seat]!.score;
    state.outcome = { winners: won, reason: 'score', scores };
    ctx.events.push({ type: 'gameOver', winners: won });
    return null;
  },
};
