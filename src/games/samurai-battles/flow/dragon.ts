// Dragon card machinery (seed 003:1907-1962): a card is played only if its whole cost can be paid
// at once; the tokens sit on the card until the end of the turn, then go back to the pool; each
// player plays at most one card per turn; the card is revealed (no undo past it).

import { dragonCardDef } from '../cards';
// From the index, which registers every card's effect when it loads.
import { type DragonEffect, effectsGeneration, registeredEffect, type WindowInfo } from '../dragon';
import { dragonCardCost } from '../dragon/houseRules';
import { dragonTurn, editDragonTurn } from '../dragon/state';
import type { GameState, Side } from '../types';
import type { Action } from './actions';
import { type Ctx, emit, irreversible } from './context';
import type { DragonWindow, WindowFrame } from './frames';

/** The card's cost in this game (house rules, else the card's provisional cost). */
export function dragonCost(state: GameState, card: string): number {
  return dragonCardCost(state, card);
}

/**
 * The window a card is considered in: its name, what it reacts to, or the window frame itself (whose
 * info is then built only once some card in hand answers the window; most windows have none).
 */
export type WindowSource = DragonWindow | WindowInfo | WindowFrame;

/** What a window frame reacts to, for the Dragon cards' targets and effects. */
export function frameInfo(f: WindowFrame): WindowInfo {
  // The same keys in the same order as spreading each one present, without the spreads' objects.
  const info: WindowInfo = { window: f.window };
  if (f.about !== undefined) info.about = f.about;
  if (f.from !== undefined) info.from = f.from;
  if (f.leader !== undefined) info.leader = f.leader;
  return info;
}

function infoOf(w: WindowSource): WindowInfo {
  if (typeof w === 'string') return { window: w };
  return 'kind' in w ? frameInfo(w) : w;
}

// Each effect's windows as one bit a window, kept by effect (an effect is never changed, only
// replaced): a window asks every card in hand, and `windows.includes` on effects of many shapes was
// most of that.
const windowBits = new Map<DragonWindow, number>();
const effectWindows = new Map<DragonEffect, number>();
function windowBit(w: DragonWindow): number {
  let bit = windowBits.get(w);
  if (bit === undefined) {
    // One bit a window in a 32-bit mask: far more windows than the rules have (14).
    if (windowBits.size >= 31) throw new Error(`too many Dragon card windows for the mask (${w})`);
    bit = 1 << windowBits.size;
    windowBits.set(w, bit);
  }
  return bit;
}
function windowsOf(effect: DragonEffect): number {
  let mask = effectWindows.get(effect);
  if (mask === undefined) {
    mask = 0;
    for (const w of effect.windows) mask |= windowBit(w);
    effectWindows.set(effect, mask);
  }
  return mask;
}

/** No card to play (shared, read only). */
const NO_CARDS: readonly Action[] = Object.freeze([]);

/** Cards `side` may still play this turn: all, none, or the one taken back with Ninja Thief. */
function mayPlay(state: GameState, side: Side, card: string): boolean {
  if (!state.turnState.dragonPlayed[side]) return true;
  return dragonTurn(state).extraPlay[side] === card;
}

/**
 * What a Dragon hand's cards answer, card by card in hand order: each card's effect and windows (a
 * bit a window), and every window any of them answers. Kept by hand array while it holds the same
 * cards and the effect registry is unchanged (checked at each use: the hand is changed in place,
 * and a copy of the state has its own array), so a window that no card in hand answers (most of
 * them) costs one check, not a definition and an effect lookup per card.
 */
interface HandEffects {
  generation: number;
  cards: string[];
  effects: (DragonEffect | undefined)[];
  masks: number[];
  /** Every window some card in hand answers. */
  any: number;
}
const handEffects = new WeakMap<readonly string[], HandEffects>();

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function effectsOfHand(hand: readonly string[]): HandEffects {
  const generation = effectsGeneration();
  const kept = handEffects.get(hand);
  if (kept !== undefined && kept.generation === generation && sameCards(kept.cards, hand)) return kept;
  const effects: (DragonEffect | undefined)[] = [];
  const masks: number[] = [];
  let any = 0;
  for (const card of hand) {
    const effect = registeredEffect(dragonCardDef(card).id);
    const mask = effect === undefined ? 0 : windowsOf(effect);
    effects.push(effect);
    masks.push(mask);
    any |= mask;
  }
  const made: HandEffects = { generation, cards: hand.slice(), effects, masks, any };
  handEffects.set(hand, made);
  return made;
}

/** Play-dragon actions open to `side` in `window` (empty when none can legally be played). */
export function dragonActions(state: GameState, side: Side, window: WindowSource): readonly Action[] {
  if (!state.options.dragonCards) return NO_CARDS;
  const p = state.players[side];
  const hand = p.dragonHand;
  if (hand.length === 0) return NO_CARDS;
  const bit = windowBit(typeof window === 'string' ? window : window.window);
  const kept = effectsOfHand(hand);
  if ((kept.any & bit) === 0) return NO_CARDS;
  let w: WindowInfo | undefined;
  let out: Action[] | undefined;
  for (let i = 0; i < hand.length; i++) {
    if ((kept.masks[i]! & bit) === 0) continue;
    const card = hand[i]!;
    if (!mayPlay(state, side, card)) continue;
    const effect = kept.effects[i]!;
    if (dragonCost(state, card) > p.honor) continue;
    w ??= infoOf(window);
    if (effect.playable && !effect.playable(state, side, w)) continue;
    out ??= [];
    if (effect.targets) {
      for (const target of effect.targets(state, side, w)) out.push({ type: 'play-dragon', card, target });
    } else {
      out.push({ type: 'play-dragon', card });
    }
  }
  return out ?? NO_CARDS;
}

export function playDragonAction(ctx: Ctx, side: Side, action: Action, window: WindowSource): void {
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
  const effect = registeredEffect(dragonCardDef(action.card).id);
  effect?.apply(ctx, side, action.target, infoOf(window));
}
