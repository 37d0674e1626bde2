// The draw-two-keep-one choice keeps its keep-card actions per card instance (flow/turn.ts
// keepEntry) and takes the other card out of the hand in place: each listing must still offer the
// frame's drawn cards in their order, on the state, a copy and a reopened state, and after the
// frame is changed by hand; keeping one discards the first other card drawn, the rest of the hand
// in its order.

import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  endBattles,
  endMovement,
  expectAt,
  newGame,
  order,
  playCard,
  setHand,
  stackDeck,
} from './harness';

const ARMY = {
  units: [
    { id: 'b1', side: 'bottom' as const, type: 'SSp' as const, hex: '10,8' },
    { id: 't1', side: 'top' as const, type: 'ASp' as const, hex: '10,2' },
  ],
};

/** A game at the bottom player's keep-card choice, with the two cards drawn. */
function atKeepCard(): { s: GameState; drawn: string[] } {
  const s = newGame(ARMY);
  setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-three-left', 'order-three-right']);
  const drawn = stackDeck(s, ['shogun', 'leadership']);
  playCard(s, 'order-one-center');
  order(s, 'b1');
  endMovement(s);
  endBattles(s);
  return { s, drawn };
}

const keepActions = (cards: readonly string[]) => cards.map((card) => ({ type: 'keep-card', card }));

describe('the keep-card choice', () => {
  it('lists the cards drawn in order on the state, a copy and a reopened state', () => {
    const { s, drawn } = atKeepCard();
    expect(expectAt(s, 'keep-card', 'bottom')).toEqual(keepActions(drawn));
    for (const c of [cloneState(s), JSON.parse(JSON.stringify(s)) as GameState])
      expect(currentPrompt(c)?.actions).toEqual(keepActions(drawn));
  });

  it('follows the frame’s cards changed by hand between two listings', () => {
    const { s, drawn } = atKeepCard();
    expectAt(s, 'keep-card', 'bottom');
    const frame = s.stack[s.stack.length - 1]!;
    if (frame.kind !== 'keep-card') throw new Error(`expected keep-card, got ${frame.kind}`);
    frame.drawn = [drawn[1]!, drawn[0]!];
    expect(currentPrompt(s)?.actions).toEqual(keepActions([drawn[1]!, drawn[0]!]));
  });

  it('keeping either card discards the other and leaves the rest of the hand in order', () => {
    for (const keep of [0, 1]) {
      const { s, drawn } = atKeepCard();
      const hand = [...s.players.bottom.hand];
      const other = drawn[1 - keep]!;
      const discard = [...s.commandDiscard];
      act(s, { type: 'keep-card', card: drawn[keep]! });
      expect(s.players.bottom.hand).toEqual(hand.filter((c) => c !== other));
      expect(s.commandDiscard).toEqual([...discard, other]);
      expectAt(s, 'replenish', 'bottom');
    }
  });
});
