import { afterEach, describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { DRAGON_EFFECTS } from '../../../src/games/samurai-battles/dragon';
import { dragonTurn, editDragonTurn } from '../../../src/games/samurai-battles/dragon/state';
import { dragonActions } from '../../../src/games/samurai-battles/flow/dragon';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';

// flow/dragon.ts keeps what each Dragon hand's cards answer (their effects and windows) by hand
// array, checked against the hand's cards and the registry at each listing. These tests change the
// hand in place, replace and remove registered effects, and reopen the state from JSON after a
// listing: each listing must be what a fresh copy of the state lists.

// Courage stands in for a card played with the Command card and costing 1.
const CARD = 'courage';
const REAL = DRAGON_EFFECTS[CARD]!;
const WITH_COMMAND = { windows: ['with-command' as const], apply: () => {} };

afterEach(() => {
  DRAGON_EFFECTS[CARD] = REAL;
});

function setup(): { state: GameState; side: GameState['active'] } {
  const scenario = loadScenario('scenarios/test/test-duel.json');
  const state = samuraiBattles.setup({ scenario, options: { dragonCards: true } }, 3);
  const side = state.active;
  state.pool += state.players[side].honor - 9;
  state.players[side].honor = 9;
  state.options.dragonCosts[CARD] = 1;
  DRAGON_EFFECTS[CARD] = WITH_COMMAND;
  return { state, side };
}

/** The listing of a JSON copy of the state: a hand array no listing has seen. */
function fresh(state: GameState, side: GameState['active'], window: 'with-command' | 'end-of-turn') {
  return dragonActions(JSON.parse(JSON.stringify(state)) as GameState, side, window);
}

/** Takes the first card of `id` out of the deck. */
function fromDeck(state: GameState, id: string): string {
  const i = state.dragonDeck.findIndex((c) => c.startsWith(`${id}#`));
  if (i < 0) throw new Error(`no ${id} left in the deck`);
  return state.dragonDeck.splice(i, 1)[0]!;
}

describe('the kept effects of a Dragon hand', () => {
  it('follow a hand changed in place, to the same length and to another', () => {
    const { state, side } = setup();
    const hand = state.players[side].dragonHand;
    const before = dragonActions(state, side, 'with-command');
    expect(before).toEqual(fresh(state, side, 'with-command'));
    // Put Courage in place of the first card, keeping the length.
    const courage = fromDeck(state, CARD);
    state.dragonDeck.push(...hand.splice(0, 1, courage));
    const after = dragonActions(state, side, 'with-command');
    expect(after).toContainEqual({ type: 'play-dragon', card: courage });
    expect(after).toEqual(fresh(state, side, 'with-command'));
    // Then take Courage out again.
    hand.splice(0, 1);
    state.dragonDeck.push(courage);
    expect(dragonActions(state, side, 'with-command')).not.toContainEqual({
      type: 'play-dragon',
      card: courage,
    });
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side, 'with-command'));
  });

  it('follow an effect replaced or removed in the registry after a listing', () => {
    const { state, side } = setup();
    const hand = state.players[side].dragonHand;
    const courage = fromDeck(state, CARD);
    state.dragonDeck.push(...hand.splice(0, hand.length, courage));
    expect(dragonActions(state, side, 'with-command')).toEqual([{ type: 'play-dragon', card: courage }]);
    expect(dragonActions(state, side, 'end-of-turn')).toEqual([]);
    DRAGON_EFFECTS[CARD] = { windows: ['end-of-turn'], apply: () => {} };
    expect(dragonActions(state, side, 'with-command')).toEqual([]);
    expect(dragonActions(state, side, 'end-of-turn')).toEqual([{ type: 'play-dragon', card: courage }]);
    delete DRAGON_EFFECTS[CARD];
    expect(dragonActions(state, side, 'end-of-turn')).toEqual([]);
    DRAGON_EFFECTS[CARD] = WITH_COMMAND;
    expect(dragonActions(state, side, 'with-command')).toEqual([{ type: 'play-dragon', card: courage }]);
  });

  it('are not shared by a copy whose hand then changes', () => {
    const { state, side } = setup();
    const listed = dragonActions(state, side, 'with-command');
    const copy = cloneState(state);
    const courage = fromDeck(copy, CARD);
    copy.players[side].dragonHand.push(courage);
    expect(dragonActions(copy, side, 'with-command')).toContainEqual({ type: 'play-dragon', card: courage });
    expect(dragonActions(copy, side, 'with-command')).toEqual(fresh(copy, side, 'with-command'));
    expect(dragonActions(state, side, 'with-command')).toEqual(listed);
  });

  it("follow both seats' hands listed in turn, each changed in place between listings", () => {
    const { state, side } = setup();
    const other = side === 'top' ? 'bottom' : 'top';
    state.players[other].honor = 9;
    const mine = state.players[side].dragonHand;
    const theirs = state.players[other].dragonHand;
    const window = 'with-command';
    // The two hands asked about in turn, as windows ask the defender and then the attacker.
    for (let round = 0; round < 3; round++) {
      expect(dragonActions(state, side, window)).toEqual(fresh(state, side, window));
      expect(dragonActions(state, other, window)).toEqual(fresh(state, other, window));
    }
    const courage = fromDeck(state, CARD);
    theirs.push(courage);
    expect(dragonActions(state, side, window)).toEqual(fresh(state, side, window));
    expect(dragonActions(state, other, window)).toContainEqual({ type: 'play-dragon', card: courage });
    expect(dragonActions(state, other, window)).toEqual(fresh(state, other, window));
    theirs.splice(theirs.indexOf(courage), 1);
    mine.push(courage);
    expect(dragonActions(state, other, window)).not.toContainEqual({ type: 'play-dragon', card: courage });
    expect(dragonActions(state, other, window)).toEqual(fresh(state, other, window));
    expect(dragonActions(state, side, window)).toContainEqual({ type: 'play-dragon', card: courage });
    expect(dragonActions(state, side, window)).toEqual(fresh(state, side, window));
  });

  it('offer each target of a card with its own action, the target changing from listing to listing', () => {
    const { state, side } = setup();
    const hand = state.players[side].dragonHand;
    const courage = fromDeck(state, CARD);
    state.dragonDeck.push(...hand.splice(0, hand.length, courage));
    let targets: string[] = ['a'];
    DRAGON_EFFECTS[CARD] = { windows: ['with-command'], targets: () => targets, apply: () => {} };
    const play = (target: string) => ({ type: 'play-dragon', card: courage, target });
    for (const next of [['a'], ['b'], ['b', 'a'], ['a'], ['c', 'b'], ['c']]) {
      targets = next;
      expect(dragonActions(state, side, 'with-command')).toEqual(next.map(play));
    }
    // The same target gives the same (shared, never changed) action object.
    targets = ['a'];
    const first = dragonActions(state, side, 'with-command')[0];
    targets = ['b', 'a'];
    expect(dragonActions(state, side, 'with-command')[1]).toBe(first);
  });

  it("list each window's own cards after a card answering another window takes a place in hand", () => {
    const { state, side } = setup();
    const hand = state.players[side].dragonHand;
    const courage = fromDeck(state, CARD);
    // Courage first, answering the Command card's window; every window asked once (their lists made).
    state.dragonDeck.push(...hand.splice(0, 1, courage));
    const windows = ['with-command', 'end-of-turn'] as const;
    for (const w of windows) expect(dragonActions(state, side, w)).toEqual(fresh(state, side, w));
    expect(dragonActions(state, side, 'with-command')).toContainEqual({ type: 'play-dragon', card: courage });
    // The same card now answers only the end of the turn, and then another card takes its place.
    DRAGON_EFFECTS[CARD] = { windows: ['end-of-turn'], apply: () => {} };
    expect(dragonActions(state, side, 'end-of-turn')).toContainEqual({ type: 'play-dragon', card: courage });
    for (const w of windows) expect(dragonActions(state, side, w)).toEqual(fresh(state, side, w));
    const other = state.dragonDeck.shift()!;
    hand[0] = other;
    state.dragonDeck.push(courage);
    for (const w of windows) {
      expect(dragonActions(state, side, w)).not.toContainEqual({ type: 'play-dragon', card: courage });
      expect(dragonActions(state, side, w)).toEqual(fresh(state, side, w));
    }
    // Back in its place, at the end of the hand this time.
    hand.push(courage);
    expect(dragonActions(state, side, 'end-of-turn').at(-1)).toEqual({ type: 'play-dragon', card: courage });
    for (const w of windows) expect(dragonActions(state, side, w)).toEqual(fresh(state, side, w));
  });

  it('offer nothing once a card is played this turn, but the card taken back, changed by hand', () => {
    const { state, side } = setup();
    const hand = state.players[side].dragonHand;
    const courage = fromDeck(state, CARD);
    hand.push(courage);
    expect(dragonActions(state, side, 'with-command')).toContainEqual({ type: 'play-dragon', card: courage });
    // A card played this turn: no other may be played.
    state.turnState.dragonPlayed[side] = state.dragonDeck[0]!;
    expect(dragonActions(state, side, 'with-command')).toEqual([]);
    expect(fresh(state, side, 'with-command')).toEqual([]);
    // Courage taken back (Ninja Thief): it alone may be played.
    editDragonTurn(state).extraPlay[side] = courage;
    expect(dragonActions(state, side, 'with-command')).toEqual([{ type: 'play-dragon', card: courage }]);
    expect(fresh(state, side, 'with-command')).toEqual([{ type: 'play-dragon', card: courage }]);
    delete dragonTurn(state).extraPlay[side];
    expect(dragonActions(state, side, 'with-command')).toEqual([]);
    state.turnState.dragonPlayed[side] = null;
    expect(dragonActions(state, side, 'with-command')).toContainEqual({ type: 'play-dragon', card: courage });
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side, 'with-command'));
  });

  it("follow the house rules' cost of a card changed in place between listings", () => {
    const { state, side } = setup();
    const courage = fromDeck(state, CARD);
    state.players[side].dragonHand.push(courage);
    const play = { type: 'play-dragon', card: courage };
    expect(dragonActions(state, side, 'with-command')).toContainEqual(play);
    state.options.dragonCosts[CARD] = 10;
    expect(dragonActions(state, side, 'with-command')).not.toContainEqual(play);
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side, 'with-command'));
    // No house-rule cost: the edition's own (at most the player's 9 tokens).
    delete state.options.dragonCosts[CARD];
    expect(dragonActions(state, side, 'with-command')).toContainEqual(play);
    expect(dragonActions(state, side, 'with-command')).toEqual(fresh(state, side, 'with-command'));
  });
});
