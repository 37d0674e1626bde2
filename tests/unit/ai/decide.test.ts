// The computer opponent (src/ai): the same knowledge and seed give the same choice; its choice does
// not change when the opponent's hidden hand, the deck order or the future dice of the real state
// change (it only ever receives knowledgeOf(state, seat)); and it plays whole games on the
// introductory battlefield under both editions, every one of its actions checked against the rules.

import { describe, expect, it } from 'vitest';
import { playArenaGame } from '../../../src/ai/arena';
import { decide } from '../../../src/ai/decide';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { createRng, shuffle } from '../../../src/engine/rng';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { greedyAction } from '../../../src/games/samurai-battles/sim/greedy';
import { EDITION_IDS, type GameState, opponent } from '../../../src/games/samurai-battles/types';
import { loadScenario } from '../property/run';

const intro = loadScenario('scenarios/intro-skirmish.json');
const setup = { scenario: intro, options: { dragonCards: true, reactionPauses: 'always' as const } };

/** Plays greedily until `count` decisions with a real choice (two or more actions) have gone by. */
function midGame(seed: number, count: number): GameState {
  const s = samuraiBattles.setup(setup, seed);
  let choices = 0;
  for (;;) {
    const p = currentPrompt(s)!;
    if (p.actions.length > 1 && ++choices > count) return s;
    const r = samuraiBattles.apply(s, p.seat, greedyAction(s, p));
    if (!r.ok) throw new Error(r.detail);
  }
}

/** The same position with the decider's opponent holding other cards, the decks reordered and other dice. */
function otherHiddenCards(state: GameState): GameState {
  const s = samuraiBattles.clone(state);
  const seat = currentPrompt(s)!.seat;
  const rng = createRng(99);
  const them = s.players[opponent(seat)];
  // Swap the opponent's first Command card with one from the deck, and likewise for Dragon cards.
  if (them.hand.length && s.commandDeck.length) {
    const i = s.commandDeck.length - 1;
    [them.hand[0], s.commandDeck[i]] = [s.commandDeck[i]!, them.hand[0]!];
  }
  if (them.dragonHand.length && s.dragonDeck.length) {
    const i = s.dragonDeck.length - 1;
    [them.dragonHand[0], s.dragonDeck[i]] = [s.dragonDeck[i]!, them.dragonHand[0]!];
  }
  shuffle(rng, s.commandDeck);
  shuffle(rng, s.dragonDeck);
  s.rng = createRng(12345);
  return s;
}

describe('the computer opponent', () => {
  it('takes the same decision from the same knowledge and seed', () => {
    const s = midGame(3, 6);
    const seat = currentPrompt(s)!.seat;
    const a = decide(knowledgeOf(s, seat), 'recruit', 7);
    const b = decide(knowledgeOf(s, seat), 'recruit', 7);
    expect(b).toEqual(a);
    expect(a.iterations).toBeGreaterThan(0);
  });

  it('does not change its choice when the hidden cards, the deck order or the dice change', {
    timeout: 60_000,
  }, () => {
    let searched = 0;
    for (const [seed, count] of [
      [1, 0],
      [2, 5],
      [4, 12],
      [5, 20],
    ] as const) {
      const real = midGame(seed, count);
      const changed = otherHiddenCards(real);
      const seat = currentPrompt(real)!.seat;
      // The change is real: the opponent's hand or the deck differs ...
      expect(JSON.stringify(changed)).not.toEqual(JSON.stringify(real));
      // ... yet what the seat may know is the same, and so is its choice.
      expect(knowledgeOf(changed, seat)).toEqual(knowledgeOf(real, seat));
      const a = decide(knowledgeOf(real, seat), 'recruit', 11);
      const b = decide(knowledgeOf(changed, seat), 'recruit', 11);
      expect(b).toEqual(a);
      if (a.iterations > 0) searched++;
    }
    expect(searched).toBeGreaterThan(0);
  });

  it('never holds the real hidden cards or dice', () => {
    const real = midGame(6, 8);
    const seat = currentPrompt(real)!.seat;
    const k = knowledgeOf(real, seat);
    expect(k.state.rng).not.toEqual(real.rng);
    expect(k.state.players[seat].hand).toEqual(real.players[seat].hand);
    expect(samuraiBattles.view(k.state, seat)).toEqual(samuraiBattles.view(real, seat));
  });

  for (const edition of EDITION_IDS) {
    it(`finishes a game on the introductory battlefield under ${edition} without an illegal action`, {
      timeout: 240_000,
    }, () => {
      const game = playArenaGame({ ...setup, edition }, 21, { top: 'recruit', bottom: 'random' });
      expect(game.winner).not.toBeNull();
      expect(game.times.top.length).toBeGreaterThan(10);
    });
  }
});
