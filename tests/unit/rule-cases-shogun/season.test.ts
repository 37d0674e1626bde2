// Rule cases: a season's order (bids, turn order, the action row) and actions that cannot be done.
// Seed 001 lines are named in each case; section I of docs/rules-decisions.md for "Shogun decision N".

import { describe, expect, it } from 'vitest';
import { playerOf } from '../../../src/games/shogun/players';
import {
  actionsFrom,
  balanced,
  choose,
  give,
  giveEach,
  listed,
  logged,
  next,
  plan,
  planAll,
  play,
  setChests,
  table,
} from './builder';

/** Whether `seat` did `action` (its last go at it). */
function did(t: ReturnType<typeof table>, seat: string, action: string): boolean | undefined {
  return logged(t, 'acted').findLast((e) => e.action === action && e.seat === seat)?.done;
}

/** Each seat's go at `action`, in the order they came. */
function doneBy(t: ReturnType<typeof table>, action: string) {
  return logged(t, 'acted')
    .filter((e) => e.action === action)
    .map((e) => [e.seat, e.done]);
}

describe('rule cases: bids and the turn order', () => {
  it('seats choose spaces by bid, pay the bank, and each action runs for every seat in turn order (seed 001:438-446, 452, 460-462)', () => {
    const t = table({ players: 4 });
    give(t, 'p1', 'Settsu', 2);
    give(t, 'p2', 'Noto', 2);
    give(t, 'p3', 'Kai', 2);
    give(t, 'p4', 'Mikawa', 2);
    const bank = t.s.bank;
    // p2 bids its only province, so it has nothing to do this season.
    planAll(
      t,
      { p1: 2, p2: 'Noto', p3: 0, p4: 4 },
      { p1: { tax: 'Settsu' }, p3: { tax: 'Kai' }, p4: { tax: 'Mikawa' } },
    );
    expect(logged(t, 'bidsRevealed')[0]!.choosers).toEqual(['p4', 'p1', 'p2', 'p3']);
    expect(t.s.bank).toBe(bank + 6);
    // The highest bidder takes the last space; the space, not the bid, sets the order (446, 452).
    expect(choose(t, { p4: 4, p1: 0, p2: 2, p3: 1 })).toEqual(['p4', 'p1', 'p2', 'p3']);
    expect(t.s.turnOrder).toEqual(['p1', 'p3', 'p2', 'p4']);
    expect(doneBy(t, 'tax')).toEqual([
      ['p1', true],
      ['p3', true],
      ['p2', false],
      ['p4', true],
    ]);
    // p1 took space 1 and its "+1 chest" card: Settsu's 7 plus 1 (273-275).
    expect([15, 15, 15, 15].map((n, i) => playerOf(t.s, t.s.seats[i]!).chests - n)).toEqual([
      -2 + 8,
      0,
      5,
      -4 + 6,
    ]);
    // Every action runs for all four seats before the next one starts (462).
    const acted = logged(t, 'acted').map((e) => e.action);
    for (let i = 0; i < 40; i += 4) expect(new Set(acted.slice(i, i + 4)).size).toBe(1);
    balanced(t);
  });

  it('puts a province bid after a 1 and before a 0, and a seat short of cards with no bid last (seed 001:333, 379-381, 440-442, 448)', () => {
    const t = table({ players: 4 });
    giveEach(t, 'p1', ['Hitachi', 'Shimosa', 'Shimotsuke'], 2);
    give(t, 'p3', 'Noto', 2);
    for (const id of ['Mino', 'Owari', 'Ise', 'Omi', 'Hida', 'Echizen'] as const) give(t, 'p2', id, 1);
    // Three provinces and five chest cards are eight cards for eleven spaces: the bid may stay empty (442).
    plan(t, 'p1', { tax: 'Hitachi', rice: 'Shimosa', army3: 'Shimotsuke' }, null);
    // Six provinces and five chest cards fill all eleven spaces: no commit while the bid is empty (381).
    for (const [space, id] of [
      ['castle', 'Mino'],
      ['temple', 'Owari'],
      ['theatre', 'Ise'],
      ['rice', 'Omi'],
      ['tax', 'Hida'],
      ['army5', 'Echizen'],
    ] as const)
      play(t, 'p2', { type: 'lay', space, card: { province: id } });
    for (const [space, chest] of [
      ['army3', 1],
      ['army1', 2],
      ['battleA', 3],
      ['battleB', 4],
    ] as const)
      play(t, 'p2', { type: 'lay', space, card: { chest } });
    expect(listed(t, 'p2').some((a) => a.type === 'commit')).toBe(false);
    expect(listed(t, 'p2').filter((a) => a.type === 'lay')).toEqual([
      { type: 'lay', space: 'bid', card: { chest: 0 } },
    ]);
    play(t, 'p2', { type: 'lay', space: 'bid', card: { chest: 0 } });
    play(t, 'p2', { type: 'commit' });
    plan(t, 'p3', {}, 'Noto');
    plan(t, 'p4', {}, 1);
    expect(logged(t, 'bidsRevealed')[0]).toMatchObject({
      bids: { p1: null, p2: { chest: 0 }, p3: { province: 'Noto' }, p4: { chest: 1 } },
      choosers: ['p4', 'p3', 'p2', 'p1'],
    });
    // The empty battle spaces of p1 do nothing, like chest cards (333).
    choose(t);
    expect(did(t, 'p1', 'battleA')).toBe(false);
    expect(t.s.provinces.Shimotsuke!.armies).toBe(5);
    balanced(t);
  });

  it('pays equal bids in full and orders the tied seats by chance; all province bids are the same card (seed 001:438, 444; Shogun decision 7)', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const t = table({ players: 5, seed });
      give(t, 'p4', 'Noto', 2);
      give(t, 'p5', 'Tosa', 2);
      planAll(t, { p1: 3, p2: 2, p3: 2, p4: 'Noto', p5: 'Tosa' });
      const choosers = logged(t, 'bidsRevealed')[0]!.choosers;
      expect(choosers[0]).toBe('p1');
      expect(new Set(choosers.slice(1, 3))).toEqual(new Set(['p2', 'p3']));
      expect(new Set(choosers.slice(3))).toEqual(new Set(['p4', 'p5']));
      expect([playerOf(t.s, 'p2').chests, playerOf(t.s, 'p3').chests]).toEqual([10, 10]);
      firsts.add(`${choosers[1]}${choosers[3]}`);
    }
    expect(firsts.size).toBeGreaterThan(2);
  });
});

describe('rule cases: actions that cannot be done', () => {
  it('passes a castle it cannot pay, collects tax, then pays a later temple from it (seed 001:309, 313, 319, 327, 460, 464)', () => {
    const t = table({
      players: 3,
      actions: actionsFrom('castle', 'tax'),
    });
    giveEach(t, 'p1', ['Shinano', 'Etchu', 'Kaga'], 2);
    setChests(t, 'p1', 2);
    planAll(t, { p1: 0 }, { p1: { castle: 'Shinano', tax: 'Etchu', temple: 'Kaga' } });
    choose(t, { p1: 3 });
    expect(did(t, 'p1', 'castle')).toBe(false);
    expect(t.s.provinces.Shinano!.buildings).toEqual([]);
    expect(t.s.provinces.Kaga!.buildings).toEqual(['temple']);
    expect(playerOf(t.s, 'p1').chests).toBe(2 + 7 - 2);
    balanced(t);
  });

  it('pays the bid first: 4 of 5 chests bid leave too little for a castle, a theatre is still built (seed 001:309, 317, 438, 464)', () => {
    const t = table({ players: 4 });
    giveEach(t, 'p1', ['Kaga', 'Etchu'], 2);
    setChests(t, 'p1', 5);
    planAll(t, { p1: 4 }, { p1: { castle: 'Kaga', theatre: 'Etchu' } });
    choose(t, { p1: 3 });
    expect([did(t, 'p1', 'castle'), did(t, 'p1', 'theatre')]).toEqual([false, true]);
    expect(t.s.provinces.Etchu!.buildings).toEqual(['theatre']);
    expect(playerOf(t.s, 'p1').chests).toBe(0);
    balanced(t);
  });

  it('lets a player without chests lay any chest card on an action space but bid only the 0; tax then pays a later theatre (seed 001:317, 327, 375, 379, 438, 464; Shogun decision 8)', () => {
    const t = table({ players: 4, actions: actionsFrom('army3', 'tax', 'theatre') });
    giveEach(t, 'p1', ['Kaga', 'Etchu', 'Noto'], 1);
    setChests(t, 'p1', 0);
    const bids = listed(t, 'p1').filter((a) => a.type === 'lay' && a.space === 'bid' && 'chest' in a.card);
    expect(bids).toEqual([{ type: 'lay', space: 'bid', card: { chest: 0 } }]);
    expect(listed(t, 'p1')).toContainEqual({ type: 'lay', space: 'castle', card: { chest: 4 } });
    planAll(t, { p1: 0 }, { p1: { army3: 'Noto', tax: 'Etchu', theatre: 'Kaga' } });
    choose(t, { p1: 4 });
    expect([did(t, 'p1', 'army3'), did(t, 'p1', 'tax'), did(t, 'p1', 'theatre')]).toEqual([
      false,
      true,
      true,
    ]);
    expect(playerOf(t.s, 'p1').chests).toBe(7 - 1);
    expect(t.s.provinces.Noto!.armies).toBe(1);
    balanced(t);
  });

  it('builds only on a free site and never two of a kind in one province (seed 001:309-319)', () => {
    const t = table({ players: 3 });
    give(t, 'p1', 'Hitachi', 2, { buildings: ['theatre'] }); // 1 site, taken
    give(t, 'p2', 'Kozuke', 2, { buildings: ['castle'] }); // 2 sites, a castle already
    give(t, 'p3', 'Kaga', 2, { buildings: ['castle', 'temple'] }); // 3 sites, one free
    give(t, 'p3', 'Etchu', 2, { buildings: ['theatre'] });
    planAll(
      t,
      {},
      { p1: { castle: 'Hitachi' }, p2: { castle: 'Kozuke' }, p3: { theatre: 'Kaga', castle: 'Etchu' } },
    );
    choose(t);
    expect(doneBy(t, 'castle').sort()).toEqual([
      ['p1', false],
      ['p2', false],
      ['p3', true],
    ]);
    expect(t.s.provinces.Kaga!.buildings).toEqual(['castle', 'temple', 'theatre']);
    expect(t.s.provinces.Etchu!.buildings).toEqual(['theatre', 'castle']);
    // Castle 3 and theatre 1 paid to the bank (309, 317).
    expect(playerOf(t.s, 'p3').chests).toBe(18 - 4);
    balanced(t);
  });

  it('passes 5 armies it cannot pay, places 3 for 2 chests, then has nothing for 1 army (seed 001:343-353, 464)', () => {
    const t = table({ players: 4 });
    giveEach(t, 'p1', ['Settsu', 'Yamato', 'Kii'], 2);
    setChests(t, 'p1', 2);
    planAll(t, { p1: 0 }, { p1: { army5: 'Settsu', army3: 'Yamato', army1: 'Kii' } });
    choose(t);
    expect([did(t, 'p1', 'army5'), did(t, 'p1', 'army3'), did(t, 'p1', 'army1')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([t.s.provinces.Settsu!.armies, t.s.provinces.Yamato!.armies, t.s.provinces.Kii!.armies]).toEqual([
      2, 5, 2,
    ]);
    expect(playerOf(t.s, 'p1').chests).toBe(0);
    balanced(t);
  });

  it('holds any number of armies in a province but places only from its own supply: 5 armies with 4 cubes left is passed (seed 001:343, 361, 464)', () => {
    const t = table({ players: 4 });
    give(t, 'p1', 'Settsu', 50);
    give(t, 'p1', 'Kii', 1);
    expect(playerOf(t.s, 'p1').supply).toBe(4);
    planAll(t, { p1: 0 }, { p1: { army5: 'Settsu', army3: 'Kii' } });
    choose(t, { p1: 3 });
    expect([did(t, 'p1', 'army5'), did(t, 'p1', 'army3')]).toEqual([false, true]);
    expect([t.s.provinces.Settsu!.armies, t.s.provinces.Kii!.armies, playerOf(t.s, 'p1').supply]).toEqual([
      50, 4, 1,
    ]);
    balanced(t);
  });

  it('lets the 1-army move go only to own neighbours and may stay; Battle/Move must move and may attack (seed 001:353-359, 367-369; Shogun decision 2)', () => {
    const t = table({ players: 4, trays: [{ p1: 1 }] });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p1', 'Ise', 1);
    give(t, 'p2', 'Mikawa', 1);
    planAll(t, { p1: 0, p2: 'Mikawa' }, { p1: { army1: 'Owari', battleA: 'Ise' } });
    choose(t);
    expect(next(t)).toEqual({ point: 'armyMove', seat: 'p1' });
    // Four armies in Owari now: up to three may go, and only into Ise (Mino is neutral, Mikawa p2's).
    expect(listed(t, 'p1')).toEqual([
      { type: 'move', to: 'Ise', count: 1 },
      { type: 'move', to: 'Ise', count: 2 },
      { type: 'move', to: 'Ise', count: 3 },
      { type: 'stay' },
    ]);
    play(t, 'p1', { type: 'move', to: 'Ise', count: 3 });
    // Battle/Move A from Ise (4 armies): no staying put; Owari (own), and neutral Kii, Mino, Omi, Shima,
    // Yamato are open.
    expect(next(t)).toEqual({ point: 'battleMove', seat: 'p1' });
    const to = new Set(listed(t, 'p1').map((a) => (a.type === 'move' ? a.to : a.type)));
    expect([...to].sort()).toEqual(['Kii', 'Mino', 'Omi', 'Owari', 'Shima', 'Yamato']);
    play(t, 'p1', { type: 'move', to: 'Mino', count: 1 });
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p1', armies: 1 });
    expect(t.s.provinces.Ise!.armies).toBe(3);
    balanced(t);
  });

  it('makes a 1-army province able to attack later in the season once an army is placed there first (seed 001:353, 460, 464, 581)', () => {
    const t = table({
      players: 4,
      trays: [{ p1: 1 }],
      actions: actionsFrom('army1', 'battleA', 'battleB'),
    });
    give(t, 'p1', 'Noto', 1);
    give(t, 'p2', 'Hitachi', 1);
    planAll(t, { p1: 1 }, { p1: { army1: 'Noto' }, p2: { battleA: 'Hitachi' } });
    choose(t, { p1: 0 });
    // Noto borders no province of p1's: the placed army has nowhere to go and no move is asked (355).
    expect(t.s.provinces.Noto!.armies).toBe(2);
    // p2's Hitachi has one army: nothing can leave it, the action is passed (581).
    expect(did(t, 'p2', 'battleA')).toBe(false);
    expect(t.s.provinces.Hitachi).toMatchObject({ owner: 'p2', armies: 1 });
    const t2 = table({
      players: 4,
      trays: [{ p1: 1 }],
      actions: actionsFrom('army1', 'battleA', 'battleB'),
    });
    giveEach(t2, 'p1', ['Noto', 'Etchu'], 1);
    planAll(t2, { p1: 0 }, { p1: { army1: 'Noto', battleA: 'Etchu' } });
    choose(t2);
    play(t2, 'p1', { type: 'move', to: 'Etchu', count: 1 });
    // Etchu now has 2: one may attack neutral Kaga, one stays.
    expect(listed(t2, 'p1').filter((a) => a.type === 'move' && a.to === 'Kaga')).toEqual([
      { type: 'move', to: 'Kaga', count: 1 },
    ]);
    play(t2, 'p1', { type: 'move', to: 'Kaga', count: 1 });
    expect(t2.s.provinces.Kaga).toMatchObject({ owner: 'p1', armies: 1 });
    expect(t2.s.provinces.Etchu!.armies).toBe(1);
    balanced(t2);
  });
});
