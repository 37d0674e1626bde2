// Spring, summer and autumn (246-478): lay out, plan in secret, draw the event, reveal and pay bids,
// choose turn-order spaces, then run the ten actions for every seat in turn order.

import { pushFrames } from '../../../engine/machine';
import { allCommitted, commit, hasCommitted, openSecret, reveal, withdraw } from '../../../engine/secret';
import { provinceAt } from '../board';
import { ACTION_KINDS, type ActionKind, BUILDING_KINDS, type Seat } from '../data/components';
import type { ProvinceId } from '../data/provinces';
import { canPlace, moveArmies, moveChoices, place } from '../rules/armies';
import { chooseSpace, choosingOrder, emptyPlan, payBids } from '../rules/bidding';
import { build, canBuild } from '../rules/build';
import { collect } from '../rules/collect';
import { drawSeasonEvent } from '../rules/events';
import { beginSeason } from '../rules/setup';
import type { BuildingKind, PlanCard } from '../types';
import { cardAt, planActions, setCard } from './plan';
import type { Action, C, Handler, ShogunGame } from './state';

const SEASONS = ['spring', 'summer', 'autumn'] as const;

export const seasonHandler: Handler<'season'> = {
  step(ctx: C) {
    const state = ctx.state;
    state.season = SEASONS[state.calendar % 4] ?? 'spring';
    state.calendar += 1;
    beginSeason(state);
    state.box = openSecret(state.seats, emptyPlan);
    ctx.events.push({ type: 'seasonBegan', year: state.year, season: state.season });
    state.stack.pop();
    pushFrames(state.stack, [
      { kind: 'plan' },
      { kind: 'reveal' },
      { kind: 'actions', index: 0, turn: 0 },
      { kind: 'seasonEnd' },
    ]);
    return null;
  },
};

export const planHandler: Handler<'plan'> = {
  step(ctx: C) {
    const state = ctx.state;
    const box = state.box!;
    if (allCommitted(box)) {
      state.plans = reveal(box);
      state.box = null;
      state.stack.pop();
      return null;
    }
    return {
      point: 'plan',
      choices: state.seats.map((seat) => ({
        seat,
        actions: hasCommitted(box, seat)
          ? [{ type: 'withdraw' } as Action]
          : planActions(state, seat, box.drafts[seat]!),
      })),
    };
  },
  on: {
    lay(ctx, _f, action, seat) {
      const plan = ctx.state.box!.drafts[seat]!;
      setCard(plan, action.space, action.card);
      ctx.events.push({ type: 'planEdited', seat, plan: structuredClone(plan), audience: [seat] });
    },
    clear(ctx, _f, action, seat) {
      const plan = ctx.state.box!.drafts[seat]!;
      setCard(plan, action.space, undefined);
      ctx.events.push({ type: 'planEdited', seat, plan: structuredClone(plan), audience: [seat] });
    },
    commit(ctx, _f, _a, seat) {
      commit(ctx.state.box!, seat);
      ctx.events.push({ type: 'committed', seat });
    },
    withdraw(ctx, _f, _a, seat) {
      withdraw(ctx.state.box!, seat);
      ctx.events.push({ type: 'withdrawn', seat });
    },
  },
};

/** The event (426-430), then the bids revealed and paid (438), and who chooses first (440-444). */
export const revealHandler: Handler<'reveal'> = {
  step(ctx: C) {
    const state = ctx.state;
    ctx.events.push({ type: 'eventDrawn', event: drawSeasonEvent(state) });
    const bids: Partial<Record<Seat, PlanCard | null>> = {};
    for (const seat of state.seats) bids[seat] = state.plans[seat]?.bid ?? null;
    payBids(state);
    const choosers = choosingOrder(state);
    ctx.events.push({ type: 'bidsRevealed', bids, choosers });
    state.stack.pop();
    state.stack.push({ kind: 'order', choosers });
    return null;
  },
};

export const orderHandler: Handler<'order'> = {
  step(ctx: C, frame) {
    const seat = frame.choosers[0];
    if (!seat) {
      ctx.state.stack.pop();
      return null;
    }
    const actions: Action[] = [];
    ctx.state.specialSpaces.forEach((card, space) => {
      if (card) actions.push({ type: 'space', space });
    });
    return { point: 'turnOrder', seat, actions };
  },
  on: {
    space(ctx, frame, action, seat) {
      chooseSpace(ctx.state, seat, action.space);
      frame.choosers.shift();
      ctx.events.push({ type: 'spaceChosen', seat, space: action.space });
    },
  },
};

function isBuilding(kind: ActionKind): kind is BuildingKind {
  return (BUILDING_KINDS as readonly string[]).includes(kind);
}

/** One seat's go at one action: what it can do it must do; what it can only part do it passes (464). */
function act(ctx: C, seat: Seat, kind: ActionKind): void {
  const state = ctx.state;
  const card = cardAt(state.plans[seat] ?? emptyPlan(), kind) ?? null;
  const id = card && 'province' in card ? card.province : null;
  const done = id !== null && provinceAt(state, id).owner === seat && possible(state, seat, kind, id);
  ctx.events.push({ type: 'acted', seat, action: kind, card, done });
  if (!done || !id) return;
  if (isBuilding(kind)) {
    build(state, seat, id, kind);
    ctx.events.push({ type: 'built', seat, province: id, building: kind });
  } else if (kind === 'rice' || kind === 'tax') {
    ctx.events.push({ type: 'collected', seat, report: collect(state, seat, id, kind) });
  } else if (kind === 'army5' || kind === 'army3' || kind === 'army1') {
    ctx.events.push({ type: 'placed', seat, province: id, armies: place(state, seat, id, kind) });
    if (kind === 'army1' && moveChoices(state, seat, id, false).moves.length > 0)
      state.stack.push({ kind: 'move', seat, from: id, battle: false });
  } else {
    state.stack.push({ kind: 'move', seat, from: id, battle: true });
  }
}

function possible(state: ShogunGame, seat: Seat, kind: ActionKind, id: ProvinceId): boolean {
  if (isBuilding(kind)) return canBuild(state, seat, id, kind);
  if (kind === 'army5' || kind === 'army3' || kind === 'army1') return canPlace(state, seat, id, kind);
  if (kind === 'battleA' || kind === 'battleB') return moveChoices(state, seat, id, true).moves.length > 0;
  return true;
}

export const actionsHandler: Handler<'actions'> = {
  step(ctx: C, frame) {
    const state = ctx.state;
    if (frame.index >= ACTION_KINDS.length) {
      state.stack.pop();
      return null;
    }
    const kind = state.actionRow[frame.index]!;
    // The face-down cards turn up one at a time as their turn comes (466, 476).
    if (frame.index >= state.actionsShown) {
      state.actionsShown = frame.index + 1;
      ctx.events.push({ type: 'actionRevealed', index: frame.index, action: kind });
    }
    const seat = state.turnOrder[frame.turn];
    if (!seat) {
      frame.index += 1;
      frame.turn = 0;
      return null;
    }
    frame.turn += 1;
    act(ctx, seat, kind);
    return null;
  },
};

export const moveHandler: Handler<'move'> = {
  step(ctx: C, frame) {
    const { moves, mayStay } = moveChoices(ctx.state, frame.seat, frame.from, frame.battle);
    const actions: Action[] = moves.map((m) => ({ type: 'move', to: m.to, count: m.count }));
    if (mayStay) actions.push({ type: 'stay' });
    return { point: frame.battle ? 'battleMove' : 'armyMove', seat: frame.seat, actions };
  },
  on: {
    move(ctx, frame, action, seat) {
      ctx.state.stack.pop();
      const report = moveArmies(ctx.state, seat, frame.from, action.to, action.count, frame.battle);
      ctx.events.push({ type: 'moved', seat, report });
    },
    stay(ctx) {
      ctx.state.stack.pop();
    },
  },
};

/** Special cards go back and the event is set aside (470); the turn order stands through winter (478). */
export const seasonEndHandler: Handler<'seasonEnd'> = {
  step(ctx: C) {
    const state = ctx.state;
    state.specials = {};
    state.event = null;
    state.plans = {};
    state.stack.pop();
    return null;
  },
};
