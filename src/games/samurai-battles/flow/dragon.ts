// Dragon card machinery (seed 003:1907-1962): a card is played only if its whole cost can be paid
// at once; the tokens sit on the card until the end of the turn, then go back to the pool; each
// player plays at most one card per turn; the card is revealed (no undo past it).

import { dragonCardDef } from '../cards';
import { DRAGON_EFFECTS } from '../dragon/effects';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import { type Ctx, emit, irreversible } from './context';
import type { DragonWindow } from './frames';

export function dragonCost(state: GameState, card: string): number {
  const def = dragonCardDef(card);
  return state.options.dragonCosts[def.id] ?? def.cost;
}

/** Play-dragon actions open to `side` in `window` (empty when none can legally be played). */
export function dragonActions(state: GameState, side: Side, window: DragonWindow): Action[] {
  if (!state.options.dragonCards || state.turnState.dragonPlayed[side]) return [];
  const p = state.players[side];
  const out: Action[] = [];
  for (const card of p.dragonHand) {
    const def = dragonCardDef(card);
    const effect = DRAGON_EFFECTS[def.id];
    if (!effect?.windows.includes(window)) continue;
    if (dragonCost(state, card) > p.honor) continue;
    if (effect.playable && !effect.playable(state, side, window)) continue;
    if (effect.targets) {
      for (const target of effect.targets(state, side, window))
        out.push({ type: 'play-dragon', card, target });
    } else {
      out.push({ type: 'play-dragon', card });
    }
  }
  return out;
}

export function playDragonAction(ctx: Ctx, side: Side, action: Action, window: DragonWindow): void {
  if (action.type !== 'play-dragon') return;
  const s = ctx.state;
  const p = s.players[side];
  const cost = dragonCost(s, action.card);
  p.dragonHand.splice(p.dragonHand.indexOf(action.card), 1);
  p.honor -= cost;
  s.dragonInPlay.push({ side, card: action.card, tokens: cost });
  s.turnState.dragonPlayed[side] = action.card;
  irreversible(ctx);
  emit(ctx, { type: 'dragon-played', side, card: action.card, cost });
  const effect = DRAGON_EFFECTS[dragonCardDef(action.card).id];
  effect?.apply(ctx, side, action.target, window);
}
