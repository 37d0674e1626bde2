// Rule cases: collecting rice and tax with events and special cards together, the bank, the army events.
// Seed 001 lines are named in each case.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/data/components';
import type { ProvinceId } from '../../../src/games/shogun/data/provinces';
import { playerOf } from '../../../src/games/shogun/players';
import { balanced, choose, give, giveEach, logged, planAll, play, setChests, table } from './builder';

function gained(t: ReturnType<typeof table>, seat: Seat): number | undefined {
  return logged(t, 'collected').find((e) => e.seat === seat)?.report.gained;
}

function placed(t: ReturnType<typeof table>, seat: Seat): number[] {
  return logged(t, 'placed')
    .filter((e) => e.seat === seat)
    .map((e) => e.armies);
}

/** p1, p2 and p3 collect `kind` in one province each under `event`; p1 bids 1 and takes turn space `space`. */
function collecting(
  event: number,
  kind: 'rice' | 'tax',
  ids: readonly [ProvinceId, ProvinceId, ProvinceId],
  space: number,
) {
  const t = table({ players: 4, event });
  const seats = ['p1', 'p2', 'p3'] as const;
  for (const [i, seat] of seats.entries()) give(t, seat, ids[i]!, 2);
  planAll(t, { p1: 1 }, Object.fromEntries(seats.map((seat, i) => [seat, { [kind]: ids[i] }])));
  choose(t, { p1: space });
  expect(logged(t, 'spaceChosen').find((e) => e.seat === 'p1')!.space).toBe(space);
  balanced(t);
  return { t, gained: seats.map((seat) => gained(t, seat)) };
}

describe('rule cases: events and special cards on collecting', () => {
  it('plays the Settsu example: tax capped at 5 by event 7, then 1 more from the "+1 chest" card (seed 001:273-275, 295-297, 746, 788)', () => {
    const { t, gained } = collecting(7, 'tax', ['Settsu', 'Etchu', 'Mino'], 0);
    expect(gained).toEqual([6, 5, 3]);
    expect(playerOf(t.s, 'p1').chests).toBe(15 - 1 + 6);
  });

  it('raises low tax to 6 under event 8 and adds the card’s chest after it; high tax stays (seed 001:275, 295, 746, 794)', () => {
    // Taxes 3, 3 and 7.
    expect(collecting(8, 'tax', ['Mino', 'Hitachi', 'Settsu'], 0).gained).toEqual([7, 6, 7]);
  });

  it('caps rice at 3 under event 11 before the "+1 rice" card adds one (seed 001:279-281, 295, 323, 812)', () => {
    // Rice 5, 5 and 2.
    const { t, gained } = collecting(11, 'rice', ['Kaga', 'Hoki', 'Noto'], 1);
    expect(gained).toEqual([4, 3, 2]);
    expect(playerOf(t.s, 'p1').rice).toBe(4);
  });

  it('raises rice to 4 under event 10, then the "+1 rice" card adds one (seed 001:279-281, 295, 806)', () => {
    // Rice 2, 2 and 5.
    expect(collecting(10, 'rice', ['Noto', 'Hida', 'Kaga'], 1).gained).toEqual([5, 4, 5]);
  });

  it('pays tax only from what the bank still holds (seed 001:61, 220, 327)', () => {
    const t = table({ players: 4 });
    give(t, 'p1', 'Settsu', 2);
    setChests(t, 'p2', 15 + t.s.bank - 2);
    expect(t.s.bank).toBe(2);
    planAll(t, {}, { p1: { tax: 'Settsu' } });
    choose(t);
    expect(gained(t, 'p1')).toBe(2);
    expect([t.s.bank, playerOf(t.s, 'p1').chests]).toEqual([0, 17]);
    balanced(t);
  });
});

describe('rule cases: events and special cards on placing armies', () => {
  it('places 6 with the "6 armies" card under event 12, which gives others 3 for 5 and 2 for 3; 1 army stays 1 (seed 001:283-285, 295, 343-353, 746-748, 818; Shogun decision 9)', () => {
    const t = table({ players: 4, event: 12 });
    giveEach(t, 'p1', ['Settsu', 'Kii'], 2);
    giveEach(t, 'p2', ['Noto', 'Kaga', 'Etchu'], 2);
    planAll(
      t,
      { p1: 1 },
      { p1: { army5: 'Settsu', army1: 'Kii' }, p2: { army5: 'Noto', army3: 'Kaga', army1: 'Etchu' } },
    );
    choose(t, { p1: 2, p2: 0 });
    expect(t.s.specials.p1).toBe('armies6');
    // Each placed army may move on to a bordering province of its own (355); both stay.
    play(t, 'p2', { type: 'stay' });
    play(t, 'p1', { type: 'stay' });
    expect(placed(t, 'p1')).toEqual([6, 1]);
    expect(placed(t, 'p2')).toEqual([3, 2, 1]);
    expect([t.s.provinces.Settsu!.armies, t.s.provinces.Noto!.armies, t.s.provinces.Kaga!.armies]).toEqual([
      8, 5, 4,
    ]);
    // The prices do not change: 3 + 1 for p1 (and its bid of 1), 3 + 2 + 1 for p2.
    expect([playerOf(t.s, 'p1').chests, playerOf(t.s, 'p2').chests]).toEqual([15 - 1 - 4, 15 - 6]);
    balanced(t);
  });
});

describe('rule cases: a year of events', () => {
  it('draws a different open card each season, applies it only in its season, and the card left sets the winter loss (seed 001:224-226, 426-430, 470, 488, 818)', () => {
    const t = table({ players: 4, event: 'open' });
    t.s.openEvents = [12, 7, 8, 10];
    give(t, 'p1', 'Noto', 1);
    playerOf(t.s, 'p1').rice = 20;
    const placedBy: number[] = [];
    for (let season = 0; season < 3; season++) {
      // p1 places 5 armies in Noto each season, keeping clear of the "6 armies" card.
      planAll(t, { p1: 1 }, { p1: { army5: 'Noto' } });
      choose(t, { p1: t.s.specialSpaces.indexOf('chest') });
      placedBy.push(placed(t, 'p1').at(-1)!);
    }
    const drawn = logged(t, 'eventDrawn').map((e) => e.event);
    expect(new Set(drawn).size).toBe(3);
    expect(drawn.every((e) => [12, 7, 8, 10].includes(e))).toBe(true);
    // Event 12 gives 3 armies for 5, in its own season only.
    expect(placedBy).toEqual(drawn.map((e) => (e === 12 ? 3 : 5)));
    const left = [12, 7, 8, 10].find((e) => !drawn.includes(e))!;
    const loss = { 12: 4, 7: 0, 8: 2, 10: 3 }[left]!;
    expect(logged(t, 'winterSupply').find((e) => e.supply.seat === 'p1')!.supply.riceAfterLoss).toBe(
      20 - loss,
    );
    balanced(t);
  });
});
