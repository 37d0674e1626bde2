// Dragon card machinery (seed 003:1907-1962): a card is played only if its whole cost can be paid
// at once; the tokens sit on the card until the end of the turn, then go back to the pool; each
// player plays at most one card per turn; the card is revealed (no undo past it).

import { dragonCardDef } from '../cards';
// From the index, which registers every card's effect when it loads.
import { type DragonEffect, effectsGeneration, registeredEffect, type WindowInfo } from '../dragon';
import { dragonCardCost, dragonCostOfId } from '../dragon/houseRules';
import { dragonTurn, editDragonTurn } from '../dragon/state';
import type { DragonCardId, GameState, Side } from '../types';
import type { Action } from './actions';
import { type Ctx, emit, irreversible } from './context';
import type { GameEvent } from './events';
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

/**
 * What a Dragon hand's cards answer, card by card in hand order: each card's effect, windows (a bit a
 * window) and definition id, and every window any of them answers. Kept by hand array while it holds
 * the same cards and the effect registry is unchanged (checked at each use: the hand is changed in
 * place, and a copy of the state has its own array), so a window that no card in hand answers (most
 * of them) costs one check, not a definition and an effect lookup per card.
 */
interface HandEffects {
  generation: number;
  cards: string[];
  effects: (DragonEffect | undefined)[];
  /** Each card's effect's `playable` and `targets` (read once, not at every window: effects differ in shape). */
  playables: (DragonEffect['playable'] | undefined)[];
  targetLists: (DragonEffect['targets'] | undefined)[];
  masks: number[];
  ids: DragonCardId[];
  /** Each card's play-dragon actions, found when first listed (shared by every listing of the card). */
  plays: (CardPlays | undefined)[];
  /** Every window some card in hand answers. */
  any: number;
}
const handEffects = new WeakMap<readonly string[], HandEffects>();

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// The two hands last asked about and their kept effects: windows ask about the two seats' hands in
// turn (the defender's, then the attacker's), and this spares the weak map's lookup (a hand is held
// until two others have been asked about).
let lastHand: readonly string[] | null = null;
let lastKept: HandEffects | undefined;
let otherHand: readonly string[] | null = null;
let otherKept: HandEffects | undefined;

function effectsOfHand(hand: readonly string[]): HandEffects {
  const generation = effectsGeneration();
  let kept: HandEffects | undefined;
  if (hand === lastHand) kept = lastKept;
  else {
    if (hand === otherHand) kept = otherKept;
    else kept = handEffects.get(hand);
    otherHand = lastHand;
    otherKept = lastKept;
    lastHand = hand;
    lastKept = kept;
  }
  if (kept !== undefined && kept.generation === generation && sameCards(kept.cards, hand)) return kept;
  const effects: (DragonEffect | undefined)[] = [];
  const playables: (DragonEffect['playable'] | undefined)[] = [];
  const targetLists: (DragonEffect['targets'] | undefined)[] = [];
  const masks: number[] = [];
  const ids: DragonCardId[] = [];
  const plays: (CardPlays | undefined)[] = [];
  let any = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    // A card the kept entry held at the same place (a card drawn is put at the end): its answers
    // are taken over, under the same registry.
    if (kept !== undefined && kept.generation === generation && kept.cards[i] === card) {
      effects.push(kept.effects[i]);
      playables.push(kept.playables[i]);
      targetLists.push(kept.targetLists[i]);
      masks.push(kept.masks[i]!);
      ids.push(kept.ids[i]!);
      plays.push(kept.plays[i]);
      any |= kept.masks[i]!;
      continue;
    }
    const id = dragonCardDef(card).id;
    const effect = registeredEffect(id);
    const mask = effect === undefined ? 0 : windowsOf(effect);
    effects.push(effect);
    playables.push(effect?.playable);
    targetLists.push(effect?.targets);
    masks.push(mask);
    ids.push(id);
    plays.push(undefined);
    any |= mask;
  }
  const made: HandEffects = {
    generation,
    cards: hand.slice(),
    effects,
    playables,
    targetLists,
    masks,
    ids,
    plays,
    any,
  };
  handEffects.set(hand, made);
  lastKept = made;
  return made;
}

/**
 * The play-dragon actions of one card instance: without a target, and by target. Made once and
 * handed out by every listing (actions a listing hands out are never changed), so a window that
 * offers the card makes no new action objects. Each has the keys in the order a listing made them.
 */
interface CardPlays {
  plain: Action | undefined;
  aimed: Map<string, Action> | undefined;
  /** The target last asked for and its action (most cards offer one target, the same again and again). */
  lastTarget: string | undefined;
  lastAimed: Action | undefined;
}
const cardPlays = new Map<string, CardPlays>();

function playsOf(card: string): CardPlays {
  let plays = cardPlays.get(card);
  if (plays === undefined) {
    plays = { plain: undefined, aimed: undefined, lastTarget: undefined, lastAimed: undefined };
    cardPlays.set(card, plays);
  }
  return plays;
}

function plainPlay(plays: CardPlays, card: string): Action {
  plays.plain ??= { type: 'play-dragon', card };
  return plays.plain;
}

function aimedPlay(plays: CardPlays, card: string, target: string): Action {
  if (plays.lastTarget === target) return plays.lastAimed!;
  plays.aimed ??= new Map();
  let action = plays.aimed.get(target);
  if (action === undefined) {
    action = { type: 'play-dragon', card, target };
    plays.aimed.set(target, action);
  }
  plays.lastTarget = target;
  plays.lastAimed = action;
  return action;
}

/**
 * Appends the play-dragon actions open to `side` in `window` to `out` (made, with `first` at its
 * head when given, once the first card is found); returns it, undefined when nothing was added to
 * a missing list. The listing of dragonActions, for a step that lists other actions first.
 */
export function addDragonActions(
  state: GameState,
  side: Side,
  window: WindowSource,
  out: Action[] | undefined,
  first?: Action,
): Action[] | undefined {
  if (!state.options.dragonCards) return out;
  const p = state.players[side];
  const hand = p.dragonHand;
  if (hand.length === 0) return out;
  const bit = windowBit(typeof window === 'string' ? window : window.window);
  const kept = effectsOfHand(hand);
  if ((kept.any & bit) === 0) return out;
  // Cards `side` may still play this turn: all, none, or the one taken back with Ninja Thief.
  const played = state.turnState.dragonPlayed[side];
  const extra = played ? dragonTurn(state).extraPlay[side] : undefined;
  const honor = p.honor;
  let w: WindowInfo | undefined;
  for (let i = 0; i < hand.length; i++) {
    if ((kept.masks[i]! & bit) === 0) continue;
    const card = hand[i]!;
    if (played && extra !== card) continue;
    if (dragonCostOfId(state, kept.ids[i]!) > honor) continue;
    // A window frame is read as its info (the effects only read it): no info object made.
    w ??= typeof window === 'string' ? { window } : window;
    // Called on their effect, as `effect.playable(...)` was.
    const playable = kept.playables[i];
    if (playable !== undefined && !playable.call(kept.effects[i], state, side, w)) continue;
    const targetsOf = kept.targetLists[i];
    const targets = targetsOf !== undefined ? targetsOf.call(kept.effects[i], state, side, w) : undefined;
    if (targets !== undefined && targets.length === 0) continue;
    if (out === undefined) out = first === undefined ? [] : [first];
    let plays = kept.plays[i];
    if (plays === undefined) plays = kept.plays[i] = playsOf(card);
    if (targets === undefined) out.push(plainPlay(plays, card));
    else for (let t = 0; t < targets.length; t++) out.push(aimedPlay(plays, card, targets[t]!));
  }
  return out;
}

/** Play-dragon actions open to `side` in `window` (empty when none can legally be played). */
export function dragonActions(state: GameState, side: Side, window: WindowSource): readonly Action[] {
  return addDragonActions(state, side, window, undefined) ?? NO_CARDS;
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
  // The target only when the card has one (the keys a spread of an optional part gave).
  const event: Extract<GameEvent, { type: 'dragon-played' }> = {
    type: 'dragon-played',
    side,
    card: action.card,
    cost,
  };
  if (action.target !== undefined) event.target = action.target;
  emit(ctx, event);
  const effect = registeredEffect(dragonCardDef(action.card).id);
  effect?.apply(ctx, side, action.target, infoOf(window));
}
