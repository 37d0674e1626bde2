// Helpers for the Dragon card tests, on top of the flow harness: games with Dragon cards on and
// empty Dragon hands, giving a player one card (all 40 stay accounted for), reading what is offered.

import { sameAction } from '../../../src/engine/action';
import { soleDecision } from '../../../src/engine/decide';
import { samuraiBattles } from '../../../src/games/samurai-battles';
import { dragonDef } from '../../../src/games/samurai-battles/data/dragonCards';
import type { Action } from '../../../src/games/samurai-battles/flow/actions';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import type { GameState, Side } from '../../../src/games/samurai-battles/types';
import { act, type BattleSpec, decision, type GameOpts, newGame, setHonor, toBattle } from '../flow/harness';

/** A new game with Dragon cards on and nothing dealt (a test hands out what it needs). */
export function dragonGame(spec: BattleSpec, opts: GameOpts = {}): GameState {
  return newGame(spec, { ...opts, options: { dragonCards: true, ...opts.options } });
}

/** toBattle with Dragon cards on (nothing dealt, so no window opens on the way). */
export function dragonBattle(spec: BattleSpec, units: string[], card = 'order-two-center'): GameState {
  return toBattle(spec, units, card, { options: { dragonCards: true } });
}

/** Moves one copy of a Dragon card definition from the deck or discard into `side`'s hand. */
export function giveDragon(state: GameState, side: Side, defId: string): string {
  for (const pile of [state.dragonDeck, state.dragonDiscard]) {
    const i = pile.findIndex((c) => dragonDef(c).id === defId);
    if (i >= 0) {
      const [card] = pile.splice(i, 1);
      state.players[side].dragonHand.push(card!);
      return card!;
    }
  }
  throw new Error(`no copy of ${defId} left in the Dragon deck or discard`);
}

/** Moves one copy of a Dragon card into the discard pile. */
export function discardDragon(state: GameState, defId: string): string {
  const i = state.dragonDeck.findIndex((c) => dragonDef(c).id === defId);
  if (i < 0) throw new Error(`no copy of ${defId} in the deck`);
  const [card] = state.dragonDeck.splice(i, 1);
  state.dragonDiscard.push(card!);
  return card!;
}

/** The play-dragon actions for this card definition at the current decision (any seat). */
export function offers(state: GameState, defId: string): Extract<Action, { type: 'play-dragon' }>[] {
  const d = soleDecision(samuraiBattles, state);
  if (!d) return [];
  return d.actions.filter(
    (a): a is Extract<Action, { type: 'play-dragon' }> =>
      a.type === 'play-dragon' && dragonDef(a.card).id === defId,
  );
}

/** Plays the card of this definition held by the seat that decides (with a target if given). */
export function playDragon(state: GameState, defId: string, target?: string): GameEvent[] {
  const d = decision(state);
  const card = state.players[d.seat].dragonHand.find((c) => dragonDef(c).id === defId);
  if (!card) throw new Error(`${d.seat} holds no ${defId}`);
  const action: Action =
    target === undefined ? { type: 'play-dragon', card } : { type: 'play-dragon', card, target };
  if (!d.actions.some((a) => sameAction(a, action)))
    throw new Error(`${defId} ${target ?? ''} is not offered at ${d.point}`);
  return act(state, action);
}

/** Answers 'pass' while the current decision is a window. */
export function passWindows(state: GameState): void {
  while (soleDecision(samuraiBattles, state)?.point.startsWith('window:')) act(state, { type: 'pass' });
}

/** Leaves `side` with exactly `n` tokens (the rest to the pool). */
export function honor(state: GameState, side: Side, n: number): void {
  setHonor(state, side, n);
}

/** Sets the house-rule cost of a card definition for this game. */
export function cost(state: GameState, defId: string, n: number): void {
  state.options.dragonCosts[defId] = n;
}
