// Rule cases from a fresh reading of Shogun's seasons and winter (seed 001:246-543), written from the
// seed before looking at the older cases; combinations the older folders do not pin. Seed 001 lines are
// named in each case. The table is built with the first rule-cases folder's builder.

import { describe, expect, it } from 'vitest';
import { playerOf } from '../../../src/games/shogun/players';
import { eventCard } from '../../../src/games/shogun/rules/events';
import {
  actionsFrom,
  BATTLES_FIRST,
  balanced,
  battle,
  choose,
  give,
  layout,
  logged,
  next,
  plan,
  planAll,
  table,
} from '../rule-cases-shogun/builder';

describe('fresh reading: a conquered province across seasons', () => {
  it('gives the new owner no action in a province taken this season, and its kept markers raise a revolt at its first tax next season (001:329, 341, 560, 583, 605, 639; Shogun decision 6)', () => {
    const t = table({ players: 4, trays: [{ p1: 3 }, { p1: 3 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Shinano', 5);
    give(t, 'p2', 'Kozuke', 2, { unrest: 2 });
    // p2 had planned Kozuke's tax; the battle comes first.
    planAll(t, {}, { p1: { battleA: 'Shinano' }, p2: { tax: 'Kozuke' } });
    choose(t);
    expect(battle(t, 'p1', 'Kozuke', 4)).toMatchObject({ winner: 'attacker', survivors: 3 });
    // Spring runs out: nobody taxed Kozuke (its card left p2's board; p1 had no card for it).
    expect(logged(t, 'collected')).toEqual([]);
    expect(t.s.provinces.Kozuke).toMatchObject({ owner: 'p1', armies: 3, unrest: 2 });
    // Summer: p1 taxes Kozuke; its two markers raise two peasants against the three armies (583).
    layout(t, { actions: actionsFrom('tax') });
    planAll(t, {}, { p1: { tax: 'Kozuke', army1: 'Shinano' } });
    choose(t);
    const tax = logged(t, 'collected')[0]!.report;
    expect(tax.revolt).toMatchObject({ kind: 'revolt', thrown: { p1: 3, peasant: 2 }, winner: 'defender' });
    expect([tax.revolt!.survivors, tax.gained]).toEqual([3, 3]);
    // Won, so the tax (3) is paid and a third marker laid (341).
    expect(t.s.provinces.Kozuke).toMatchObject({ owner: 'p1', armies: 3, unrest: 3 });
    balanced(t);
  });
});

describe('fresh reading: theatres and unrest', () => {
  it('calms a marker only when a theatre is built: under event 1 a second theatre cannot go up, so the markers stay and the tax that follows raises a revolt (001:317-319, 464, 560, 752)', () => {
    const t = table({ players: 4, event: 1, trays: [{ p1: 2 }], actions: actionsFrom('theatre', 'tax') });
    give(t, 'p1', 'Ise', 2, { unrest: 1, buildings: ['theatre'] });
    give(t, 'p1', 'Kii', 2, { unrest: 1 });
    planAll(t, {}, { p1: { theatre: 'Ise', tax: 'Kii' } });
    choose(t);
    const theatre = logged(t, 'acted').find((e) => e.seat === 'p1' && e.action === 'theatre');
    expect(theatre).toMatchObject({ done: false });
    expect(t.s.provinces.Ise).toMatchObject({ unrest: 1, buildings: ['theatre'] });
    // Kii had its marker all along: taxing it is fought first (560, 583), then a second marker.
    expect(logged(t, 'collected')[0]!.report.revolt).toMatchObject({ thrown: { p1: 2, peasant: 1 } });
    expect(t.s.provinces.Kii).toMatchObject({ owner: 'p1', unrest: 2 });
    expect(playerOf(t.s, 'p1').chests).toBe(15 + 5);
    balanced(t);
  });

  it('under event 2 lets a theatre built in a calm province take nothing away, and one built in unrest take one marker of two (001:317, 752, 758)', () => {
    const t = table({ players: 4, event: 2, actions: actionsFrom('theatre') });
    give(t, 'p1', 'Ise', 2);
    give(t, 'p2', 'Kii', 2, { unrest: 2 });
    const markers = t.s.unrestSupply;
    planAll(t, {}, { p1: { theatre: 'Ise' }, p2: { theatre: 'Kii' } });
    choose(t);
    expect([t.s.provinces.Ise!.unrest, t.s.provinces.Kii!.unrest]).toEqual([0, 1]);
    expect(t.s.unrestSupply).toBe(markers + 1);
    expect([playerOf(t.s, 'p1').chests, playerOf(t.s, 'p2').chests]).toEqual([14, 14]);
    balanced(t);
  });
});

describe('fresh reading: feeding the provinces in winter', () => {
  it('feeds four provinces with four rice and no revolt, while three rice for four provinces raise one revolt with one extra peasant (001:488-490, 494, 526-528)', () => {
    const t = table({ players: 4, season: 'autumn', winterCard: 7, trays: [{ p2: 2 }] });
    for (const id of ['Kaga', 'Noto', 'Etchu', 'Hida'] as const) give(t, 'p1', id, 2);
    for (const id of ['Ise', 'Kii', 'Yamato', 'Shima'] as const) give(t, 'p2', id, 2);
    playerOf(t.s, 'p1').rice = 4;
    playerOf(t.s, 'p2').rice = 3;
    planAll(
      t,
      { p1: 'Hida', p2: 'Shima' },
      {
        p1: { castle: 'Kaga', temple: 'Noto', theatre: 'Etchu' },
        p2: { castle: 'Ise', temple: 'Kii', theatre: 'Yamato' },
      },
    );
    choose(t);
    const supplies = logged(t, 'winterSupply');
    expect(supplies.find((e) => e.supply.seat === 'p1')!.supply).toMatchObject({
      riceAfterLoss: 4,
      unsupplied: 0,
      revolts: 0,
    });
    expect(supplies.find((e) => e.supply.seat === 'p2')!.supply).toMatchObject({
      riceAfterLoss: 3,
      unsupplied: 1,
      revolts: 1,
      extraPeasants: 1,
    });
    const revolts = logged(t, 'revolt');
    expect(revolts.map((e) => e.seat)).toEqual(['p2']);
    // No marker anywhere yet: the only peasant is the table's (587).
    expect(revolts[0]!.report.thrown).toMatchObject({ peasant: 1 });
    expect(next(t)?.point).toBe('plan');
    balanced(t);
  });
});

describe('fresh reading: the second year’s events', () => {
  it('draws the second year’s seasons from its own four cards and takes the second winter’s loss from the one of them left, not from the first year’s (001:224-226, 428-430, 470, 488, 516, 543)', () => {
    const t = table({ players: 3, season: 'autumn', winterCard: 3 });
    give(t, 'p1', 'Kaga', 2);
    give(t, 'p2', 'Noto', 2);
    give(t, 'p3', 'Etchu', 2);
    for (const seat of t.s.seats) playerOf(t.s, seat).rice = 4;
    planAll(t, { p1: 'Kaga', p2: 'Noto', p3: 'Etchu' });
    choose(t);
    // The first winter takes card 3's loss of 3 from each (488).
    expect(logged(t, 'winterSupply').map((e) => e.supply.riceAfterLoss)).toEqual([1, 1, 1]);
    // Year 2: four new cards, none of the first year's (516); each season draws one of them (428).
    expect(t.s.year).toBe(2);
    const yearTwo = [...t.s.openEvents];
    expect(yearTwo).toHaveLength(4);
    expect(yearTwo).not.toContain(3);
    const drawnBefore = logged(t, 'eventDrawn').length;
    // Enough rice for any card's loss, and no collecting (which would raise markers and revolts).
    for (const seat of t.s.seats) playerOf(t.s, seat).rice = 20;
    for (let season = 0; season < 3; season++) {
      layout(t, { event: 'open' });
      // The builder's planAll would lay back the first year's winter card, so plan seat by seat.
      for (const [seat, id] of [
        ['p1', 'Kaga'],
        ['p2', 'Noto'],
        ['p3', 'Etchu'],
      ] as const)
        plan(t, seat, {}, id);
      choose(t);
    }
    const drawn = logged(t, 'eventDrawn')
      .slice(drawnBefore)
      .map((e) => e.event);
    expect(drawn).toHaveLength(3);
    expect(yearTwo).toEqual(expect.arrayContaining(drawn));
    const left = yearTwo.filter((e) => !drawn.includes(e));
    expect(left).toHaveLength(1);
    // The second winter's loss is the card left over's (488), whatever the first year's was.
    const supply = logged(t, 'winterSupply')
      .slice(3)
      .find((e) => e.supply.seat === 'p1')!.supply;
    expect(supply.riceAfterLoss).toBe(20 - eventCard(left[0]!).winterLoss);
    expect(t.s.outcome).not.toBeNull();
    balanced(t);
  });
});

describe('fresh reading: an action done only in part', () => {
  it('passes the whole 1-army action, its move included, when the chest is there but no cube is left beside the board (001:353-359, 464)', () => {
    const t = table({ players: 4, actions: actionsFrom('army1') });
    // p1's 62 cubes: 7 inside the tower since the setup (208), 53 in Kaga and 2 in Noto.
    give(t, 'p1', 'Kaga', 53);
    give(t, 'p1', 'Noto', 2);
    expect(playerOf(t.s, 'p1').supply).toBe(0);
    planAll(t, { p1: 'Kaga' }, { p1: { army1: 'Noto' } });
    choose(t);
    // Noto borders p1's own Kaga, so only the missing cube stops the action.
    expect(logged(t, 'acted').find((e) => e.seat === 'p1' && e.action === 'army1')).toMatchObject({
      done: false,
    });
    expect(next(t)?.point).toBe('plan');
    expect([t.s.provinces.Noto!.armies, t.s.provinces.Kaga!.armies]).toEqual([2, 53]);
    expect(playerOf(t.s, 'p1').chests).toBe(15);
    balanced(t);
  });
});
