// Dragon card machinery (seed 003:1907-1962): a card is played only if its whole cost can be paid
// at once; the tokens sit on the card until the end of the turn, then go back to the pool; each
// player plays at most one card per turn; the card is revealed (no undo past it).

import { dragonCardDef } from '../cards';
import { DRAGON_EFFECTS, type WindowInfo } from '../dragon';
import { dragonCardCost } from '../dragon/houseRules';
import { dragonTurn, editDragonTurn } from '../dragon/state';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import { type Ctx, emit, irreversible } from './context';
import type { DragonWindow } from './frames';

/** The card's cost in this game (house rules, else the card's provisional cost). */
export function dragonCost(state: GameState, card: string): number {
  return dragonCardCost(state, card);
}

function infoOf(w: DragonWindow | WindowInfo): WindowInfo {
  return typeof w === 'string' ? { window: w } : w;
}

/** Cards `side` may still play this turn: all, none, or the one taken back with Ninja Thief. */
function mayPlay(state: GameState, side: Side, card: string): boolean {
  if (!state.turnState.dragonPlayed[side]) return true;
  return dragonTurn(state).extraPlay[side] === card;
}

/** Play-dragon actions open to `side` in `window` (empty when none can legally be played). */
export function dragonActions(state: GameState, side: Side, window: DragonWindow | WindowInfo): Action[] {
  if (!state.options.dragonCards) return [];
  const w = infoOf(window);
  const p = state.players[side];
  const out: Action[] = [];
  for (const card of p.dragonHand) {
    if (!mayPlay(state, side, card)) continue;
    const def = dragonCardDef(card);
    const effect = DRAGON_EFFECTS[def.id];
    if (!effect?.windows.includes(w.window)) continue;
    if (dragonCost(state, card) > p.honor) continue;
    if (effect.playable && !effect.playable(state, side, w)) continue;
    if (effect.targets) {
      for (const target of effect.targets(state, side, w)) out.push({ type: 'play-dragon', card, target });
    } else {
      out.push({ type: 'play-dragon', card });
    }
  }
  return out;
}

export function playDragonAction(
  ctx: Ctx,
  side: Side,
  action: Action,
  window: DragonWindow | WindowInfo,
): void {
  if (action.type !== 'play-dragon') return;
  const s = ctx.state;
  const p = s.players[side];
  const cost = dragonCost(s, action.card);
  p.dragonHand.splice(p.dragonHand.indexOf(action.card), 1);
  p.honor -= cost;
  s.dragonInPlay.push({ side, card: action.card, tokens: cost });
  if (s.turnState.dragonPlayed[side]) {
    // The card taken back with Ninja Thief, played on top of the turn's one card (seed 003:5618-5624).
    delete editDragonTurn(s).extraPlay[side];
  } else {
    s.turnState.dragonPlayed[side] = action.card;
  }
  irreversible(ctx);
  emit(ctx, {
    type: 'dragon-played',
    side,
    card: action.card,
    cost,
    ...(action.target !== undefined ? { target: action.target } : {}),
  });
  const effect = DRAGON_EFFECTS[dragonCardDef(action.card).id];
  effect?.apply(ctx, side, action.target, infoOf(window));
}
