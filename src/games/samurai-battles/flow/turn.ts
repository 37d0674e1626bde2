// Start and end of a turn: tent capture, surrender, the Command card, drawing and replenishing.
// Seed 003: playing a card 839-866; end of turn 1809-1845; victory and surrender 1885-1904;
// command tent 766-771 with 2731-2734 and 4019-4021 (the occupier's turn). Zvezda 2012 (rulesOf(state)): end of turn seed 002:739-747 / 000:531-535;
// surrender after a duel or seppuku instead (flow/surrender.ts); no start-of-turn capture of the camp.

import { shuffle } from '../../../engine/rng';
import { clearTerrain, scopeBoard, unitAt, withOccupancyIndex } from '../board/occupancy';
import { cardDef, commandCardDef } from '../cards';
import { dragonTurn } from '../dragon/state';
import { rulesOf } from '../editions';
import { shogunDiceCount } from '../orders';
import { effectiveOf } from '../orders/plan';
import type { CardInstance, DieFace, GameState, Unit } from '../types';
import { opponent } from '../types';
import type { Action } from './actions';
import {
  awardBanners,
  type Ctx,
  discardRandomCommand,
  drawCommand,
  drawDragon,
  emit,
  endGame,
  gainHonor,
  irreversible,
  rollDice,
} from './context';
import type { GameEvent } from './events';
import type { Frame } from './frames';
import { removeCard } from './hands';
import { type Prompt, pop, push, type StepHandler } from './machine';
import { checkObjectivesAtTurnStart } from './objectives';
import { drawsCommandCard, scenarioRulesAtTurnEnd, scenarioRulesAtTurnStart } from './scenarioRules';
import { barredFromDiscard, freshTurnState } from './turnState';

export const startTurn: StepHandler<Extract<Frame, { kind: 'start-turn' }>> = {
  step(ctx) {
    const s = ctx.state;
    pop(s);
    s.turn += 1;
    s.turnState = freshTurnState();
    emit(ctx, { type: 'turn-start', turn: s.turn, side: s.active });
    // A Zvezda camp is not captured here: it falls as soon as it is empty (seed 002:1098; flow/camp.ts).
    captureTents(ctx);
    if (s.winner) return null;
    checkObjectivesAtTurnStart(ctx);
    if (s.winner) return null;
    scenarioRulesAtTurnStart(ctx);
    if (s.winner) return null;
    // Surrender: a player who starts his turn holding a single Command card loses (seed 003:1903-1904).
    // Zvezda checks right after a duel or seppuku instead (seed 002:777; flow/surrender.ts), but a
    // player left with no card at all (a GMT scenario's draw rule) cannot command and loses too.
    const hand = s.players[s.active].hand.length;
    if (rulesOf(s).surrender === 'start-of-turn' ? hand <= 1 : hand === 0) {
      emit(ctx, { type: 'surrender', side: s.active });
      endGame(ctx, opponent(s.active), 'surrender');
      return null;
    }
    push(s, { kind: 'command' });
    return null;
  },
};

/**
 * A unit of the player whose turn starts, standing in the enemy command tent, captures it: the tent
 * is removed, the captor gains 3 banners (or the scenario's number) and the owner discards a random
 * Command card. Only the occupier's own turn start counts (seed 003:766-771 read with the notes of
 * battles 7 and 39, 2731-2734 and 4019-4021), so the owner first gets a turn to answer
 * (rules-decisions A-1).
 */
function captureTents(ctx: Ctx): void {
  const s = ctx.state;
  if (!mayCaptureTent(s)) return;
  // for-in, not a list of every terrain hex each turn: clearTerrain replaces the record, it does not
  // change the one walked here.
  for (const hex in s.terrain) {
    const cell = s.terrain[hex]!;
    if (cell.t !== 'tent' || !cell.side || cell.camp) continue;
    const u = unitAt(s, hex);
    if (!u || u.side !== s.active || u.side === cell.side) continue;
    const owner = cell.side;
    clearTerrain(s, hex);
    emit(ctx, { type: 'tent-captured', side: owner, by: u.side });
    discardRandomCommand(ctx, owner);
    s.players[owner].handSize = Math.max(1, s.players[owner].handSize - 1);
    awardBanners(ctx, u.side, s.victory.tentBanners?.[owner] ?? 3, 'captured the enemy command tent');
    if (s.winner) return;
  }
}

/**
 * Whether some unit of the active player stands on a tent of the other side that is not a camp: the
 * only case in which captureTents captures anything (its unit on the tent is such a unit). Asked
 * from the units' side: the terrain record, filled key by key at setup, is a dictionary whose
 * for-in costs four times this walk, and most battlefields have no tent at all. The units are read
 * from the board index's list in a read scope (the records' pieces, checked or kept in step by the
 * rules run, as every listing reads them) rather than by a for-in over the units record; the
 * terrain is read from the state's record. Nothing is kept, so a tent or a unit added, moved or
 * deleted by hand is seen as it is.
 */
function mayCaptureTent(s: GameState): boolean {
  tentState = s;
  try {
    return withOccupancyIndex(s, onEnemyTent);
  } finally {
    tentState = null;
  }
}

/** The state mayCaptureTent asks about (one function handed to the read scope, not a closure a turn). */
let tentState: GameState | null = null;

function onEnemyTent(): boolean {
  const s = tentState!;
  const board = scopeBoard(s);
  if (board === null) {
    // Asked inside another state's scope (not by play): the records themselves.
    for (const id in s.units) if (onEnemyTentAt(s, s.units[id]!)) return true;
    return false;
  }
  const units = board.units;
  for (let i = 0; i < units.length; i++) if (onEnemyTentAt(s, units[i]!)) return true;
  return false;
}

/** A unit of the active player standing on a tent of the other side that is not a camp. */
function onEnemyTentAt(s: GameState, u: Unit): boolean {
  const active = s.active;
  if (u.side !== active) return false;
  const cell = s.terrain[u.hex];
  return cell !== undefined && cell.t === 'tent' && !!cell.side && cell.side !== active && !cell.camp;
}

/** A Command card instance's play action, and whether the card is a reaction (First Strike). */
interface PlayEntry {
  /** Shared by every listing that offers the card (actions handed out are never changed). */
  action: Action;
  reaction: boolean;
}

/**
 * By card instance, made when first listed: instances are a fixed set of names ('advance#2'), and
 * a hand changes by a card or two a turn, so each command decision looks its cards up rather than
 * making an action object for each.
 */
const playEntries = new Map<CardInstance, PlayEntry>();

function playEntry(card: CardInstance): PlayEntry {
  let e = playEntries.get(card);
  if (e === undefined) {
    e = { action: { type: 'play-card', card }, reaction: cardDef(card).reaction };
    playEntries.set(card, e);
  }
  return e;
}

export const commandPhase: StepHandler<Extract<Frame, { kind: 'command' }>> = {
  readsOnly: true,
  step(ctx): Prompt {
    const s = ctx.state;
    const hand = s.players[s.active].hand;
    // isPlayableAsCommand for each card: the cards that are not reactions, or, when every card is
    // one, all of them (hasNormalCard's test made in the same walk, each card looked up once).
    const actions: Action[] = [];
    for (let i = 0; i < hand.length; i++) {
      const e = playEntry(hand[i]!);
      if (!e.reaction) actions.push(e.action);
    }
    if (actions.length === 0) for (let i = 0; i < hand.length; i++) actions.push(playEntry(hand[i]!).action);
    return { seat: s.active, point: 'command', actions };
  },
  on: {
    'play-card'(ctx, _frame, action) {
      const s = ctx.state;
      const side = s.active;
      const p = s.players[side];
      removeCard(p.hand, action.card);
      const played = cardDef(action.card);
      // Counter-attack becomes the opponent's last card with its sections mirrored (seed 003:2043-2046).
      const effective = effectiveOf(s, side, played);
      s.turnState.card = action.card;
      s.turnState.effectiveCard = effective;
      const event: Extract<GameEvent, { type: 'card-played' }> = {
        type: 'card-played',
        side,
        card: action.card,
      };
      if (effective && effective !== played.id) event.as = effective;
      emit(ctx, event);
      irreversible(ctx);
      pop(s);
      let shogunFaces: DieFace[] | undefined;
      // The played card's definition is the effective one's unless a Counter-attack copied another.
      if (
        effective &&
        (effective === played.id ? played : commandCardDef(effective)).order.kind === 'shogun'
      ) {
        // One die per card of the player's command, this one included (seed 003:2078-2083).
        shogunFaces = rollDice(ctx, shogunDiceCount(s, side));
        emit(ctx, { type: 'dice', side, purpose: 'shogun', faces: shogunFaces, dice: null });
        const honor = shogunFaces.filter((f) => f === 'honor').length;
        if (honor > 0) gainHonor(ctx, side, honor, 'Shogun card');
      }
      // Counter-attack answering Counter-attack copies what that card became.
      p.lastCard = effective ?? played.id;
      // The Dragon cards played with the card and in answer to it come first; the order plan is built
      // after them, since several change it or the board (seed 003:5104-5108 and FAQ "before orders").
      // The plan's frame with the Shogun dice only when they were rolled (the same keys a spread of
      // an optional part gave, without its objects).
      const plan: Extract<Frame, { kind: 'plan-orders' }> = { kind: 'plan-orders' };
      if (shogunFaces) plan.shogunFaces = shogunFaces;
      push(
        s,
        { kind: 'window', seat: side, window: 'with-command' },
        { kind: 'window', seat: opponent(side), window: 'after-opponent-command' },
        plan,
      );
    },
  },
};

export const endTurn: StepHandler<Extract<Frame, { kind: 'end-turn' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    const side = s.active;
    if (!f.windowDone) {
      // Sage Advisor is played at the end of the turn, before the card is discarded (seed 003:5232-5250).
      f.windowDone = true;
      push(s, { kind: 'window', seat: side, window: 'end-of-turn' });
      return null;
    }
    pop(s);
    const ts = s.turnState;
    // Scenario rules of the turn's end: a banner for the card played, hand size changes.
    scenarioRulesAtTurnEnd(ctx);
    if (s.winner) return null;
    // The played card goes to the discard before the draw. Zvezda never says when it is discarded
    // (seed 002:743; 000:533); the GMT order is kept, which matters only when the deck runs out.
    if (ts.card) {
      s.commandDiscard.push(ts.card);
      ts.card = null;
    }
    // Shogun: both decks are reshuffled with their discards before drawing (seed 003:2083, 4212).
    if (ts.effects.reshuffleBeforeDraw) {
      s.commandDeck = shuffle(s.rng, [...s.commandDeck, ...s.commandDiscard]);
      s.commandDiscard = [];
      s.dragonDeck = shuffle(s.rng, [...s.dragonDeck, ...s.dragonDiscard]);
      s.dragonDiscard = [];
      emit(ctx, { type: 'reshuffled', deck: 'command' });
      emit(ctx, { type: 'reshuffled', deck: 'dragon' });
    }
    // First Strike's owner draws his replacements first (seed 003:2050-2051).
    if (ts.firstStrike) for (let i = 0; i < (f.replacements ?? 1); i++) drawCommand(ctx, ts.firstStrike);
    push(s, { kind: 'replenish', side }, { kind: 'discard-dragon', side }, { kind: 'finish-turn' });
    if (!drawsCommandCard(s, side) || dragonTurn(s).skipDraw) {
      // A scenario rule withholds the draw this turn, or Sage Advisor took a card instead.
    } else if (ts.effects.drawTwoKeepOne) {
      const a = drawCommand(ctx, side);
      const b = drawCommand(ctx, side);
      const drawn = [a, b].filter((c): c is string => c !== null);
      if (drawn.length === 2) push(s, { kind: 'keep-card', side, drawn });
      if (s.options.orderOneDrawsDragon && ts.effects.faceDrawsDragon && s.options.dragonCards) {
        // Drawn at the end of the turn like the one taken next: not to be discarded this turn (1826).
        const extra = drawDragon(ctx, side);
        if (extra !== null) ts.dragonDrawnWithCard = extra;
      }
    } else {
      drawCommand(ctx, side);
    }
    return null;
  },
};

/**
 * The keep-card action of each card instance, made when first listed (a fixed set of names, as
 * playEntries): shared by every listing that offers the card (actions handed out are never changed).
 */
const keepEntries = new Map<CardInstance, Action>();

function keepEntry(card: CardInstance): Action {
  let a = keepEntries.get(card);
  if (a === undefined) {
    a = { type: 'keep-card', card };
    keepEntries.set(card, a);
  }
  return a;
}

/** The first card drawn that is not the one kept (as `find`, without a closure). */
function otherDrawn(drawn: readonly CardInstance[], kept: CardInstance): CardInstance {
  for (let i = 0; i < drawn.length; i++) if (drawn[i] !== kept) return drawn[i]!;
  return undefined!;
}

export const keepCard: StepHandler<Extract<Frame, { kind: 'keep-card' }>> = {
  readsOnly: true,
  step(_ctx, f) {
    const drawn = f.drawn;
    const actions: Action[] = [];
    for (let i = 0; i < drawn.length; i++) actions.push(keepEntry(drawn[i]!));
    return { seat: f.side, point: 'keep-card', actions };
  },
  on: {
    'keep-card'(ctx, f, action) {
      const s = ctx.state;
      const other = otherDrawn(f.drawn, action.card);
      // In place, as splice(indexOf(other), 1): an absent card takes the last one.
      removeCard(s.players[f.side].hand, other);
      s.commandDiscard.push(other);
      emit(ctx, { type: 'card-discarded', side: f.side, deck: 'command', card: other });
      pop(s);
    },
  },
};

// The end of turn's actions without a card, shared by every listing (actions handed out are never changed).
const TAKE_DRAGON: Action = { type: 'take-dragon' };
const TAKE_HONOR: Action = { type: 'take-honor' };
const KEEP_DRAGONS: Action = { type: 'keep-dragons' };

export const replenish: StepHandler<Extract<Frame, { kind: 'replenish' }>> = {
  readsOnly: true,
  step(ctx, f) {
    const s = ctx.state;
    const actions: Action[] =
      s.options.dragonCards && s.dragonDeck.length + s.dragonDiscard.length > 0
        ? [TAKE_DRAGON, TAKE_HONOR]
        : [TAKE_HONOR];
    return { seat: f.side, point: 'replenish', actions };
  },
  on: {
    'take-dragon'(ctx, f) {
      pop(ctx.state);
      ctx.state.turnState.dragonDrawn = drawDragon(ctx, f.side);
    },
    'take-honor'(ctx, f) {
      pop(ctx.state);
      gainHonor(ctx, f.side, 2, 'end of turn');
    },
  },
};

export const discardDragon: StepHandler<Extract<Frame, { kind: 'discard-dragon' }>> = {
  readsOnly: true,
  step(ctx, f) {
    const s = ctx.state;
    // Only when no Dragon card was played this turn, and never one drawn at this end of turn (seed
    // 003:1818-1826): the one taken, or the one an Order One face drew with the Command card.
    // Zvezda has the first limit only: any card held may go, the one just drawn too (seed 002:745).
    let actions: Action[] | undefined;
    if (!s.turnState.dragonPlayed[f.side]) {
      const hand = s.players[f.side].dragonHand;
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i]!;
        if (barredFromDiscard(s, card)) continue;
        actions ??= [KEEP_DRAGONS];
        actions.push({ type: 'discard-dragon', card });
      }
    }
    if (actions === undefined) {
      pop(s);
      return null;
    }
    return { seat: f.side, point: 'discard-dragon', actions };
  },
  on: {
    'keep-dragons'(ctx) {
      pop(ctx.state);
    },
    'discard-dragon'(ctx, f, action) {
      const s = ctx.state;
      pop(s);
      const hand = s.players[f.side].dragonHand;
      hand.splice(hand.indexOf(action.card), 1);
      s.dragonDiscard.push(action.card);
      emit(ctx, { type: 'card-discarded', side: f.side, deck: 'dragon', card: action.card });
      gainHonor(ctx, f.side, 1, 'discarded a Dragon card');
    },
  },
};

export const finishTurn: StepHandler<Extract<Frame, { kind: 'finish-turn' }>> = {
  step(ctx) {
    const s = ctx.state;
    pop(s);
    // Tokens paid for Dragon cards go back to the pool; the cards are discarded (seed 003:1935-1940).
    for (const d of s.dragonInPlay) {
      s.pool += d.tokens;
      s.dragonDiscard.push(d.card);
    }
    s.dragonInPlay = [];
    s.history.push({
      turn: s.turn,
      side: s.active,
      banners: { top: s.players.top.banners, bottom: s.players.bottom.banners },
      honor: { top: s.players.top.honor, bottom: s.players.bottom.honor },
    });
    s.active = opponent(s.active);
    push(s, { kind: 'start-turn' });
    return null;
  },
};
