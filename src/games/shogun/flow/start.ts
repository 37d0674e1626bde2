// Before the first spring: the province draft (or the fixed setup) and the tower's first filling.

import { canRefresh, draftPick, draftSeat, drawFromDeck, refreshDraft } from '../rules/draft';
import { seedTower, startFirstYear } from '../rules/setup';
import type { Action, C, Handler } from './state';

export const draftHandler: Handler<'draft'> = {
  step(ctx: C) {
    const state = ctx.state;
    const draft = state.draft;
    const seat = draft ? draftSeat(state, draft) : null;
    if (!draft || !seat) {
      state.draft = null;
      state.stack.pop();
      return null;
    }
    const actions: Action[] = [];
    const sizes = [...new Set(draft.groups[seat])];
    if (draft.drawn) {
      // The card taken blind is seen; now the group for it (162; Shogun decision 16).
      for (const group of sizes) actions.push({ type: 'draft', source: 'deck', group });
      return { point: 'draft', seat, actions };
    }
    for (const source of draft.faceUp.map((_, i) => i as 0 | 1))
      for (const group of sizes) actions.push({ type: 'draft', source, group });
    if (draft.deck.length > 0) actions.push({ type: 'draw' });
    if (canRefresh(draft, seat)) actions.push({ type: 'refresh' });
    return { point: 'draft', seat, actions };
  },
  on: {
    draft(ctx, _frame, action, seat) {
      const province = draftPick(ctx.state, ctx.state.draft!, seat, action.source, action.group);
      ctx.events.push({ type: 'drafted', seat, province, group: action.group });
    },
    draw(ctx, _frame, _action, seat) {
      const province = drawFromDeck(ctx.state, ctx.state.draft!, seat);
      ctx.events.push({ type: 'drew', seat, province });
    },
    refresh(ctx, _frame, _action, seat) {
      refreshDraft(ctx.state.draft!, seat);
      ctx.events.push({ type: 'refreshed', seat, faceUp: [...ctx.state.draft!.faceUp] });
    },
  },
};

export const seedTowerHandler: Handler<'seedTower'> = {
  step(ctx: C) {
    ctx.events.push({ type: 'towerSeeded', fell: seedTower(ctx.state) });
    startFirstYear(ctx.state);
    ctx.state.stack.pop();
    return null;
  },
};
