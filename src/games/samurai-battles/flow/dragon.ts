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
 * What one card instance answers under the effect registry of `generation`: its definition id,
 * effect (with its `playable` and `targets`, read once: effects differ in shape, and an effect is
 * never changed, only replaced, as the window masks assume), its windows as a bit mask, and its
 * play-dragon actions without a target and by target, made when first listed and handed out by every
 * listing (actions a listing hands out are never changed), each with the keys in the order a listing
 * made them. Kept by card instance: its id, hence its answers, are those of its name.
 */
interface CardEntry {
  generation: number;
  id: DragonCardId;
  effect: DragonEffect | undefined;
  playable: DragonEffect['playable'] | undefined;
  targets: DragonEffect['targets'] | undefined;
  mask: number;
  plain: Action | undefined;
  aimed: Map<string, Action> | undefined;
  /** The target last asked for and its action (most cards offer one target, the same again and again). */
  lastTarget: string | undefined;
  lastAimed: Action | undefined;
}
const cardEntries = new Map<string, CardEntry>();

function cardEntry(card: string, generation: number): CardEntry {
  let e = cardEntries.get(card);
  if (e === undefined) {
    e = {
      generation: -1,
      id: dragonCardDef(card).id,
      effect: undefined,
      playable: undefined,
      targets: undefined,
      mask: 0,
      plain: undefined,
      aimed: undefined,
      lastTarget: undefined,
      lastAimed: undefined,
    };
    cardEntries.set(card, e);
  }
  if (e.generation !== generation) {
    // The registry changed (tests replace effects in place): the effect is looked up again; the
    // actions, which name the card and target only, stay.
    const effect = registeredEffect(e.id);
    e.generation = generation;
    e.effect = effect;
    e.playable = effect?.playable;
    e.targets = effect?.targets;
    e.mask = effect === undefined ? 0 : windowsOf(effect);
  }
  return e;
}

/**
 * What a Dragon hand's cards answer, card by card in hand order (their entries), and every window
 * any of them answers. Kept by hand array while it holds the same cards and the effect registry is
 * unchanged (checked at each use: the hand is changed in place, and a copy of the state has its own
 * array), so a window that no card in hand answers (most of them) costs one check.
 */
interface HandEffects {
  generation: number;
  cards: string[];
  entries: CardEntry[];
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
  const entries: CardEntry[] = [];
  let any = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    // A card the kept entry held at the same place (a card drawn is put at the end) keeps its entry
    // under the same registry; any other is looked up by its name.
    const e =
      kept !== undefined && kept.generation === generation && kept.cards[i] === card
        ? kept.entries[i]!
        : cardEntry(card, generation);
    entries.push(e);
    any |= e.mask;
  }
  const made: HandEffects = { generation, cards: hand.slice(), entries, any };
  handEffects.set(hand, made);
  lastKept = made;
  return made;
}

function plainPlay(e: CardEntry, card: string): Action {
  e.plain ??= { type: 'play-dragon', card };
  return e.plain;
}

function aimedPlay(e: CardEntry, card: string, target: string): Action {
  if (e.lastTarget === target) return e.lastAimed!;
  e.aimed ??= new Map();
  let action = e.aimed.get(target);
  if (action === undefined) {
    action = { type: 'play-dragon', card, target };
    e.aimed.set(target, action);
  }
  e.lastTarget = target;
  e.lastAimed = action;
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
  const entries = kept.entries;
  for (let i = 0; i < hand.length; i++) {
    const e = entries[i]!;
    if ((e.mask & bit) === 0) continue;
    const card = hand[i]!;
    if (played && extra !== card) continue;
    if (dragonCostOfId(state, e.id) > honor) continue;
    // A window frame is read as its info (the effects only read it): no info object made.
    w ??= typeof window === 'string' ? { window } : window;
    // Called on their effect, as `effect.playable(...)` was.
    const playable = e.playable;
    if (playable !== undefined && !playable.call(e.effect, state, side, w)) continue;
    const targetsOf = e.targets;
    const targets = targetsOf !== undefined ? targetsOf.call(e.effect, state, side, w) : undefined;
    if (targets !== undefined && targets.length === 0) continue;
    if (out === undefined) out = first === undefined ? [] : [first];
    if (targets === undefined) out.push(plainPlay(e, card));
    else for (let t = 0; t < targets.length; t++) out.push(aimedPlay(e, card, targets[t]!));
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
