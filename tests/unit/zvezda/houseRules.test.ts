// The two house rules of the 2012 edition (editions.ts EDITION_HOUSE_RULES), read by the engine only
// in a Zvezda game. The Russian seppuku: the opponent takes one of the player's Dragon cards at random
// (seed 002:612-617) instead of drawing one (seed 000:435; 004:351; GMT 003:1652-1653). The English
// rules' Command deck: 40 section cards with five Order Two Units Center and 20 tactic cards with one
// Infantry Assault (editions.md B-13) instead of 39 + 21 (seed 002:867-930; 000:611-666).

import { describe, expect, it } from 'vitest';
import { buildCommandDeck, cardDefId } from '../../../src/games/samurai-battles/data/commandCards';
import { houseRuleOn } from '../../../src/games/samurai-battles/editions';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import type { Edition, GameOptions, GameState } from '../../../src/games/samurai-battles/types';
import {
  act,
  type BattleSpec,
  endMovement,
  eventsOf,
  expectAt,
  order,
  playCard,
  scenario,
  script,
  scriptLeft,
  setHand,
} from '../flow/harness';
import { NEAR_EDGE } from './combatKit';

function game(edition: Edition, options: Partial<GameOptions>, spec: BattleSpec = NEAR_EDGE): GameState {
  return samuraiBattles.setup(
    { scenario: scenario(spec), options: { dragonCards: true, ...options }, edition },
    1,
  );
}

/** Bottom attacks the lone leader and misses; top holds `dragons` Dragon cards from the deck and commits seppuku. */
function seppukuWith(s: GameState, dragons: number): { topHad: string[]; ev: ReturnType<typeof act> } {
  setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right']);
  playCard(s, 'order-two-center');
  order(s, 'b1');
  endMovement(s);
  script(s, 'circle', 'circle', 'flag', 'honor');
  act(s, { type: 'battle', unit: 'b1', target: '11,1', mode: 'close' });
  expectAt(s, 'leader-retreat', 'top');
  s.players.top.dragonHand.push(...s.dragonDeck.splice(0, dragons));
  const topHad = [...s.players.top.dragonHand];
  // The random Command card lost, then the random Dragon card taken.
  script(s, 0, 1);
  const ev = act(s, { type: 'seppuku' });
  return { topHad, ev };
}

describe('the Russian seppuku (seed 002:612-617)', () => {
  it('the opponent takes one of the player’s Dragon cards at random; nothing is drawn', () => {
    const s = game('zvezda2012', { seppukuTakesDragon: true });
    const deck = s.dragonDeck.length - 2;
    const { topHad, ev } = seppukuWith(s, 2);
    expect(s.players.bottom.dragonHand).toEqual([topHad[1]]);
    expect(s.players.top.dragonHand).toEqual([topHad[0]]);
    expect(s.dragonDeck).toHaveLength(deck);
    expect(eventsOf(ev, 'card-taken')).toEqual([
      { type: 'card-taken', side: 'bottom', deck: 'dragon', card: topHad[1] },
    ]);
    expect(eventsOf(ev, 'card-drawn').filter((e) => e.deck === 'dragon')).toEqual([]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('with no Dragon card in the player’s hand the opponent gets none', () => {
    const s = game('zvezda2012', { seppukuTakesDragon: true });
    const deck = s.dragonDeck.length;
    seppukuWith(s, 0);
    expect(s.players.bottom.dragonHand).toEqual([]);
    expect(s.dragonDeck).toHaveLength(deck);
  });

  it('off by default: the opponent draws from the deck (seed 000:435; 004:351)', () => {
    const s = game('zvezda2012', {});
    const { topHad } = seppukuWith(s, 2);
    expect(s.players.top.dragonHand).toEqual(topHad);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
  });

  it('a GMT game ignores the switch: the opponent draws (seed 003:1652-1653)', () => {
    const s = game('gmt2021', { seppukuTakesDragon: true });
    const { topHad } = seppukuWith(s, 2);
    expect(houseRuleOn(s, 'seppukuTakesDragon')).toBe(false);
    expect(s.players.top.dragonHand).toEqual(topHad);
    expect(s.players.bottom.dragonHand).toHaveLength(1);
  });
});

describe('the English Command deck (editions.md B-13)', () => {
  const count = (cards: string[], id: string) => cards.filter((c) => cardDefId(c) === id).length;
  const allCards = (s: GameState) => [...s.commandDeck, ...s.players.top.hand, ...s.players.bottom.hand];

  it('40 section cards with five Order Two Units Center, 20 tactic cards with one Infantry Assault', () => {
    const s = game('zvezda2012', { englishCommandDeck: true });
    const cards = allCards(s);
    expect(cards).toHaveLength(60);
    expect(count(cards, 'order-two-center')).toBe(5);
    expect(count(cards, 'infantry-assault')).toBe(1);
    expect(buildCommandDeck(true)).toHaveLength(60);
  });

  it('off by default, and ignored by a GMT game: four and two (seed 002:867-930; 003:1991, 2062)', () => {
    for (const s of [game('zvezda2012', {}), game('gmt2021', { englishCommandDeck: true })]) {
      const cards = allCards(s);
      expect(count(cards, 'order-two-center')).toBe(4);
      expect(count(cards, 'infantry-assault')).toBe(2);
    }
  });
});
