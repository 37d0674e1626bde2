import { describe, expect, it } from 'vitest';
import { buildCommandDeck } from '../../../src/games/samurai-battles/data/commandCards';
import { buildDragonDeck } from '../../../src/games/samurai-battles/data/dragonCards';
import { instanceName } from '../../../src/games/samurai-battles/data/instances';
import { removeCard } from '../../../src/games/samurai-battles/flow/hands';

describe('card instance names', () => {
  it('are the names the decks always had', () => {
    expect(instanceName('order-two-center', 3)).toBe('order-two-center#3');
    const deck = buildCommandDeck();
    expect(deck).toHaveLength(60);
    expect(new Set(deck).size).toBe(60);
    for (const card of deck) expect(card).toMatch(/^[a-z-]+#[1-9][0-9]*$/);
    expect(buildCommandDeck(true)).toContain('order-two-center#4');
    const dragons = buildDragonDeck();
    expect(dragons.length).toBeGreaterThan(30);
    expect(new Set(dragons).size).toBe(dragons.length);
  });

  it('are built the same for every game', () => {
    expect(buildCommandDeck()).toEqual(buildCommandDeck());
    expect(buildDragonDeck(undefined, 'zvezda2012')).toEqual(buildDragonDeck(undefined, 'zvezda2012'));
  });
});

describe('removeCard', () => {
  it('takes out what splice(indexOf(card), 1) takes out', () => {
    const cases: [string[], string][] = [
      [['a#1', 'b#1', 'c#1'], 'a#1'],
      [['a#1', 'b#1', 'c#1'], 'b#1'],
      [['a#1', 'b#1', 'c#1'], 'c#1'],
      [['a#1', 'b#1', 'a#1'], 'a#1'],
      [['a#1'], 'a#1'],
      [['a#1', 'b#1'], 'z#9'],
      [[], 'a#1'],
    ];
    for (const [hand, card] of cases) {
      const expected = hand.slice();
      expected.splice(expected.indexOf(card), 1);
      const got = hand.slice();
      removeCard(got, card);
      expect(got).toEqual(expected);
    }
  });
});
