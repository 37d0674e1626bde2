// Rule cases: collecting rice and tax with events and special cards together, the bank, the army events.
// Seed 001 lines are named in each case.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/data/components';
import { playerOf } from '../../../src/games/shogun/players';
import { balanced, choose, give, logged, planAll, play, setChests, table } from './builder';

function gained(t: ReturnType<typeof table>, seat: Seat): number | undefined {
  return logged(t, 'collected').find((e) => e.seat === seat)?.report.gained;
}

function placed(t: ReturnType<typeof table>, seat: Seat): number[] {
  return logged(t, 'placed')
    .filter((e) => e.seat === seat)
    .map((e) => e.armies);
}

describe('rule cases: events and special cards on collecting', () => {
  it('plays the Settsu example: tax capped at 5 by event 7, then 1 more from the "+1 chest" card (seed 001:273-275, 295-297, 746, 788)', () => {
    const t = table({ players: 4, event: 7 });
    give(t, 'p1', 'Settsu', 2);
    give(t, 'p2', 'Etchu', 2);
    give(t, 'p3', 'Mino', 2);
    planAll(t, { p1: 1 }, { p1: { tax: 'Settsu' }, p2: { tax: 'Etchu' }, p3: { tax: 'Mino' } });
    choose(t, { p1: 0 });
    expect(logged(t, 'spaceChosen').find((e) => e.seat === 'p1')!.space).toBe(0);
    expect([gained(t, 'p1'), gained(t, 'p2'), gained(t, 'p3')]).toEqual([6, 5, 3]);
    expect(playerOf(t.s, 'p1').chests).toBe(15 - 1 + 6);
    balanced(t);
  });

  it('raises low tax to 6 under event 8 and adds the card’s chest after it; high tax stays (seed 001:275, 295, 746, 794)', () => {
    const t = table({ players: 4, event: 8 });
    give(t, 'p1', 'Mino', 2); // tax 3
    give(t, 'p2', 'Hitachi', 2); // tax 3
    give(t, 'p3', 'Settsu', 2); // tax 7
    planAll(t, { p1: 1 }, { p1: { tax: 'Mino' }, p2: { tax: 'Hitachi' }, p3: { tax: 'Settsu' } });
    choose(t, { p1: 0 });
    expect([gained(t, 'p1'), gained(t, 'p2'), gained(t, 'p3')]).toEqual([7, 6, 7]);
    balanced(t);
  });

  it('caps rice at 3 under event 11 before the "+1 rice" card adds one (seed 001:279-281, 295, 323, 812)', () => {
    const t = table({ players: 4, event: 11 });
    give(t, 'p1', 'Kaga', 2); // rice 5
    give(t, 'p2', 'Hoki', 2); // rice 5
    give(t, 'p3', 'Noto', 2); // rice 2
    planAll(t, { p1: 1 }, { p1: { rice: 'Kaga' }, p2: { rice: 'Hoki' }, p3: { rice: 'Noto' } });
    choose(t, { p1: 1 });
    expect(logged(t, 'spaceChosen').find((e) => e.seat === 'p1')!.space).toBe(1);
    expect([gained(t, 'p1'), gained(t, 'p2'), gained(t, 'p3')]).toEqual([4, 3, 2]);
    expect(playerOf(t.s, 'p1').rice).toBe(4);
    balanced(t);
  });

  it('raises rice to 4 under event 10, then the "+1 rice" card; the tax card does nothing for rice (seed 001:273-281, 295, 806)', () => {
    const t = table({ players: 4, event: 10 });
    give(t, 'p1', 'Noto', 2); // rice 2
    give(t, 'p2', 'Hida', 2); // rice 2
    give(t, 'p3', 'Kaga', 2); // rice 5
    planAll(t, { p1: 2, p2: 1 }, { p1: { rice: 'Noto' }, p2: { rice: 'Hida' }, p3: { rice: 'Kaga' } });
    choose(t, { p1: 1, p2: 0 });
    expect([gained(t, 'p1'), gained(t, 'p2'), gained(t, 'p3')]).toEqual([5, 4, 5]);
    balanced(t);
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
    give(t, 'p1', 'Settsu', 2);
    give(t, 'p1', 'Kii', 2);
    give(t, 'p2', 'Noto', 2);
    give(t, 'p2', 'Kaga', 2);
    give(t, 'p2', 'Etchu', 2);
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
