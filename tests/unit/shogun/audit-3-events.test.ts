// Third rules audit of Shogun (session 15): the event cards and the winter loss. Covers seed 001:222-230,
// 484, 488-490, 522, 740-746, 754, 760, 766, 772, 778, 784, 790, 796, 802, 808, 814, 820.
// docs/rules-decisions.md "Session 15 audit: Shogun, third pass".

import { describe, expect, it } from 'vitest';
import { EVENT_CARDS } from '../../../src/games/shogun/data/components';
import { createGame } from '../../../src/games/shogun/flow/create';
import { playerOf } from '../../../src/games/shogun/players';
import { collectAmount } from '../../../src/games/shogun/rules/collect';
import { winterLoss } from '../../../src/games/shogun/rules/events';
import { feedProvinces, winterSupply } from '../../../src/games/shogun/rules/winter';
import { bareGame, hold, withEvent } from './helpers';

describe('Shogun event cards (third audit)', () => {
  it('loses in winter the rice printed on each card, card 12 included (seed 001:740, 754, 760, 766, 772, 778, 784, 790, 796, 802, 808, 814, 820)', () => {
    // The lower half of each card, in the seed's order of the cards (740).
    expect(EVENT_CARDS.map((c) => c.winterLoss)).toEqual([5, 7, 3, 2, 6, 3, 0, 2, 4, 3, 4, 4]);
  });

  it('takes 4 rice in winter when card 12 is the year’s card left over (seed 001:488, 818-820)', () => {
    const s = bareGame(3);
    s.openEvents = [12];
    hold(s, 'p1', 'Mino', 1);
    hold(s, 'p1', 'Owari', 1);
    playerOf(s, 'p1').rice = 6;
    expect(winterLoss(s)).toBe(4);
    // 6 - 4 leaves 2 rice for 2 provinces: both are fed, nobody revolts (490).
    expect(winterSupply(s, 'p1')).toMatchObject({ riceAfterLoss: 2, unsupplied: 0, revolts: 0 });
  });

  it('takes the same loss from every player: the example’s 3 (seed 001:484, 488-490, 522)', () => {
    const s = bareGame(3);
    s.openEvents = [3]; // winter loss 3
    const rice = { p1: 7, p2: 3, p3: 5 } as const;
    for (const seat of s.seats) playerOf(s, seat).rice = rice[seat as keyof typeof rice];
    hold(s, 'p1', 'Mino', 1);
    hold(s, 'p2', 'Owari', 1);
    hold(s, 'p3', 'Ise', 1);
    const after = s.seats.map((seat) => winterSupply(s, seat).riceAfterLoss);
    expect(after).toEqual([4, 0, 2]);
    // Then one rice a province is paid: p2 has none left for Owari.
    expect(s.seats.map((seat) => winterSupply(s, seat).unsupplied)).toEqual([0, 1, 0]);
    feedProvinces(s, winterSupply(s, 'p1'));
    expect(playerOf(s, 'p1').rice).toBe(3);
  });

  it('applies the event before the special card: at least 6 chests, then +1 (seed 001:742-746, 794)', () => {
    // Mino's tax is 3: event 8 raises it to 6 and the "+1 chest" card then adds one.
    const s = withEvent(bareGame(4), 8);
    hold(s, 'p1', 'Mino', 1);
    s.specials = { p1: 'chest' };
    expect(collectAmount(s, 'p1', 'Mino', 'tax')).toBe(7);
    // Without the card the event alone gives 6.
    s.specials = {};
    expect(collectAmount(s, 'p1', 'Mino', 'tax')).toBe(6);
  });

  it('turns up four event cards at the start, one of them for each of the three seasons (seed 001:222-230, 664)', () => {
    const s = createGame({ players: 3 }, 44);
    expect(s.openEvents).toHaveLength(4);
    expect(new Set(s.openEvents).size).toBe(4);
    expect(s.eventDeck).toHaveLength(8);
    // The event is drawn after planning, not before (252-253).
    expect(s.event).toBeNull();
  });
});
