// Rule cases: winter after autumn (seed 001:478-543): the rice loss, feeding, which provinces revolt and
// how, in which order, and the year's end. Seed 001 lines are named in each case.

import { describe, expect, it } from 'vitest';
import { playerOf } from '../../../src/games/shogun/players';
import {
  BATTLES_FIRST,
  balanced,
  choose,
  fought,
  give,
  giveEach,
  logged,
  next,
  planAll,
  play,
  revoltChoices,
  setChests,
  table,
} from './builder';

describe('rule cases: winter supply', () => {
  it('takes the fourth card’s loss, then one rice a province, in the autumn order; a player with no province plans chest cards and feeds nobody (seed 001:226, 333, 478, 488-490, 516)', () => {
    const t = table({ players: 4, season: 'autumn', winterCard: 4 });
    for (const id of ['Kaga', 'Noto', 'Etchu'] as const) give(t, 'p1', id, 2);
    playerOf(t.s, 'p1').rice = 5;
    planAll(t, {}, { p1: { rice: 'Kaga', tax: 'Noto', army3: 'Etchu' } });
    choose(t, { p1: 4, p2: 0, p3: 1, p4: 2 });
    const supplies = logged(t, 'winterSupply');
    expect(supplies.map((e) => e.supply.seat)).toEqual(['p2', 'p3', 'p4', 'p1']);
    // Kaga's 5 rice came in during autumn: 10, less the card's 2, feeds 3 with 5 to spare.
    expect(supplies[3]!.supply).toEqual({
      seat: 'p1',
      riceAfterLoss: 8,
      unsupplied: 0,
      revolts: 0,
      extraPeasants: 0,
    });
    expect(supplies[0]!.supply).toMatchObject({ riceAfterLoss: 0, unsupplied: 0, revolts: 0 });
    expect(logged(t, 'revolt')).toEqual([]);
    // The year is over: every rice marker back to 0 and every unrest marker off (516, 543).
    expect(t.s.year).toBe(2);
    expect(playerOf(t.s, 'p1').rice).toBe(0);
    expect([t.s.provinces.Kaga!.unrest, t.s.provinces.Noto!.unrest]).toEqual([0, 0]);
    expect(next(t)?.point).toBe('plan');
    balanced(t);
  });

  it('stops the rice at 0 when the loss is larger: one province unfed, one revolt with one extra peasant (seed 001:488-490, 526-528; Shogun decision 11)', () => {
    const t = table({ players: 4, season: 'autumn', year: 2, winterCard: 2, trays: [{ p1: 1 }] });
    give(t, 'p1', 'Noto', 2);
    playerOf(t.s, 'p1').rice = 1;
    planAll(t, { p1: 'Noto' });
    choose(t);
    expect(logged(t, 'winterSupply').find((e) => e.supply.seat === 'p1')!.supply).toEqual({
      seat: 'p1',
      riceAfterLoss: 0,
      unsupplied: 1,
      revolts: 1,
      extraPeasants: 1,
    });
    expect(logged(t, 'revolt')[0]!.report).toMatchObject({
      province: 'Noto',
      thrown: { p1: 2, peasant: 1 },
      winner: 'defender',
      survivors: 1,
    });
    balanced(t);
  });

  it('plays the Kai example: two rice short, one province drawn, two extra peasants plus one per marker; a won winter revolt adds no marker (seed 001:341, 494-496, 539, 587, 613, 619)', () => {
    const t = table({ players: 4, season: 'autumn', year: 2, trays: [{ p1: 2, peasant: 1 }] });
    give(t, 'p1', 'Kai', 2, { unrest: 1 });
    give(t, 'p1', 'Suruga', 2, { unrest: 1 });
    planAll(t, { p1: 'Kai' }, { p1: { army3: 'Suruga' } });
    choose(t);
    expect(logged(t, 'winterSupply').find((e) => e.supply.seat === 'p1')!.supply).toMatchObject({
      unsupplied: 2,
      revolts: 1,
      extraPeasants: 2,
    });
    const [revolt] = logged(t, 'revolt');
    expect(revolt!.report).toMatchObject({ thrown: { peasant: 3 }, winner: 'defender', survivors: 1 });
    const id = revolt!.report.province;
    expect(['Kai', 'Suruga']).toContain(id);
    expect(t.s.provinces[id]).toMatchObject({ owner: 'p1', armies: 1, unrest: 1 });
    balanced(t);
  });
});

describe('rule cases: winter revolts', () => {
  it('fights the winter revolts of different players in the autumn turn order (seed 001:478, 496, 524, 611)', () => {
    const t = table({ players: 4, season: 'autumn', trays: [{ p2: 2 }, { peasant: 1 }] });
    give(t, 'p1', 'Noto', 2);
    give(t, 'p2', 'Hitachi', 2);
    // A province bid plays before the 0 bids (440); p1 builds a castle in Noto it will lose.
    planAll(t, { p2: 'Hitachi' }, { p1: { castle: 'Noto' } });
    choose(t, { p2: 0, p1: 1 });
    expect(logged(t, 'revolt').map((e) => [e.seat, e.report.province, e.report.winner])).toEqual([
      ['p2', 'Hitachi', 'defender'],
      ['p1', 'Noto', 'attacker'],
    ]);
    // Noto fell to its peasants before the scoring: p1 scores nothing, p2 its province.
    expect(logged(t, 'scored')[0]!.scores).toMatchObject({ p1: { total: 0 }, p2: { total: 1 } });
    expect(t.s.provinces.Noto).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    balanced(t);
  });

  it('throws the cubes left in the tray by an autumn battle into a winter revolt (seed 001:551, 573, 589, 595)', () => {
    const t = table({
      players: 4,
      season: 'autumn',
      actions: BATTLES_FIRST,
      trays: [{ p1: 2, p3: 1 }, { p2: 1 }],
    });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Noto', 1);
    playerOf(t.s, 'p1').rice = 2;
    planAll(t, { p2: 'Noto' }, { p1: { battleA: 'Owari' } });
    choose(t);
    // The rest of autumn and the winter run on from this move.
    play(t, 'p1', { type: 'move', to: 'Mino', count: 2 });
    expect(logged(t, 'moved')[0]!.report).toMatchObject({ fell: { p1: 2, p3: 1 }, winner: 'attacker' });
    // Winter: p2 has no rice for Noto; its revolt throws Noto's army, one peasant and the red cube.
    expect(logged(t, 'revolt')[0]!.report).toMatchObject({
      province: 'Noto',
      thrown: { p2: 1, p3: 1, peasant: 1 },
      winner: 'defender',
      survivors: 1,
    });
    expect(t.s.tray).toEqual({});
    balanced(t);
  });

  it('plays the Paolo example: 9 provinces and 6 rice leave 3 unfed, so 2 of them revolt with 2 extra peasants each (seed 001:490, 494, 530, 537-539)', () => {
    const nine = ['Owari', 'Mino', 'Ise', 'Omi', 'Hida', 'Echizen', 'Wakasa', 'Tamba', 'Harima'] as const;
    const t = table({ players: 4, season: 'autumn', trays: [{ p1: 1 }, { p1: 1 }] });
    giveEach(t, 'p1', nine, 1);
    playerOf(t.s, 'p1').rice = 6;
    // Without a chest nothing on the board can be paid for, and no single army can move: every action
    // p1 planned is passed (464).
    setChests(t, 'p1', 0);
    const [bid, ...acting] = nine;
    const spaces = ['castle', 'temple', 'theatre', 'army5', 'army3', 'army1', 'battleA', 'battleB'] as const;
    planAll(t, { p1: bid }, { p1: Object.fromEntries(spaces.map((k, i) => [k, acting[i]])) });
    choose(t, { p1: 4 });
    expect(logged(t, 'acted').filter((e) => e.seat === 'p1' && e.done)).toEqual([]);
    expect(logged(t, 'winterSupply').find((e) => e.supply.seat === 'p1')!.supply).toMatchObject({
      riceAfterLoss: 6,
      unsupplied: 3,
      revolts: 2,
      extraPeasants: 2,
    });
    expect(next(t)).toEqual({ point: 'revoltOrder', seat: 'p1' });
    const drawn = revoltChoices(t, 'p1');
    expect(drawn.every((id) => (nine as readonly string[]).includes(id))).toBe(true);
    play(t, 'p1', { type: 'revolt', province: drawn[0]! });
    for (const e of logged(t, 'revolt'))
      expect(fought(e.report)).toEqual([{ p1: 1, peasant: 2 }, 'defender', 1]);
    expect(logged(t, 'scored')[0]!.scores.p1?.provinces).toBe(9);
    balanced(t);
  });

  it('lets a player with two revolts choose their order (seed 001:494-496, 530)', () => {
    const t = table({ players: 4, season: 'autumn', year: 2, trays: [{ p1: 2 }, { p1: 2 }] });
    for (const id of ['Owari', 'Mino', 'Ise'] as const) give(t, 'p1', id, 3);
    planAll(t, {}, { p1: { theatre: 'Owari', castle: 'Mino', temple: 'Ise' } });
    // Three unfed provinces: 2 revolts with 2 extra peasants each.
    choose(t);
    expect(next(t)).toEqual({ point: 'revoltOrder', seat: 'p1' });
    const offered = revoltChoices(t, 'p1');
    expect(offered).toHaveLength(2);
    play(t, 'p1', { type: 'revolt', province: offered[1]! });
    expect(logged(t, 'revolt').map((e) => e.report.province)).toEqual([offered[1], offered[0]]);
    for (const e of logged(t, 'revolt'))
      expect(e.report).toMatchObject({ thrown: { p1: 3, peasant: 2 }, winner: 'defender', survivors: 2 });
    balanced(t);
  });

  it('removes a castle lost to a winter revolt before the scoring, so the other castle wins the region alone (seed 001:490, 498-512, 611)', () => {
    const t = table({ players: 4, season: 'autumn', trays: [{ peasant: 1 }] });
    give(t, 'p1', 'Owari', 1, { buildings: ['castle'] });
    give(t, 'p2', 'Mino', 1, { buildings: ['castle'] });
    playerOf(t.s, 'p2').rice = 1;
    planAll(t, { p1: 'Owari', p2: 'Mino' });
    choose(t);
    expect(logged(t, 'revolt').map((e) => [e.seat, e.report.winner])).toEqual([['p1', 'attacker']]);
    expect(logged(t, 'scored')[0]!.scores).toMatchObject({
      p1: { provinces: 0, buildings: 0, majorities: 0, total: 0 },
      p2: { provinces: 1, buildings: 1, majorities: 3, total: 5 },
    });
    balanced(t);
  });

  it('ends the first year with markers off, rice at 0 and the deck’s next four events open (seed 001:224, 516, 543, 693-697; Shogun decision 14)', () => {
    const t = table({ players: 3, season: 'autumn' });
    give(t, 'p1', 'Kaga', 2, { unrest: 2 });
    playerOf(t.s, 'p1').rice = 9;
    planAll(t, { p1: 'Kaga' });
    const deck = [...t.s.eventDeck];
    const markers = t.s.unrestSupply;
    choose(t);
    expect(logged(t, 'winterSupply').find((e) => e.supply.seat === 'p1')!.supply.revolts).toBe(0);
    expect(t.s.year).toBe(2);
    expect(t.s.season).toBe('spring');
    expect(t.s.openEvents).toEqual(deck.slice(0, 4));
    expect(t.s.eventDeck).toEqual(deck.slice(4));
    expect(t.s.provinces.Kaga).toMatchObject({ owner: 'p1', unrest: 0 });
    expect(t.s.unrestSupply).toBe(markers + 2);
    expect(playerOf(t.s, 'p1').rice).toBe(0);
    balanced(t);
  });
});
