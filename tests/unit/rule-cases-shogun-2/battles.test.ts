// Rule cases from a fresh reading of the Shogun battle rules (seed 001:545-639), written from the seed
// before looking at the older cases; combinations the older folders do not pin. Seed 001 lines are named
// in each case. The table is built with the first rule-cases folder's builder.

import { describe, expect, it } from 'vitest';
import { playerOf } from '../../../src/games/shogun/players';
import { towerContents } from '../../../src/games/shogun/rules/tower';
import {
  BATTLES_FIRST,
  balanced,
  battle,
  choose,
  give,
  listed,
  logged,
  next,
  planAll,
  play,
  table,
} from '../rule-cases-shogun/builder';

describe('fresh reading: unrest and the peasants in a battle', () => {
  it('lets one attacking cube beat a defender in unrest whose cubes stuck, the fallen peasants counting for nobody; the markers stay and the peasants wait in the tray (001:573, 595, 599-605, 629)', () => {
    // 599 gives the tray's peasants to the defender only where there is no unrest; 629 would make a
    // peasants-only defence a tie, but here the peasants are not the defender's at all.
    const t = table({ players: 4, trays: [{ p1: 1, peasant: 2 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Shinano', 3);
    give(t, 'p2', 'Kozuke', 2, { unrest: 2 });
    planAll(t, { p2: 'Kozuke' }, { p1: { battleA: 'Shinano' } });
    choose(t);
    const kozuke = battle(t, 'p1', 'Kozuke', 2);
    expect([kozuke.thrown, kozuke.fell]).toEqual([
      { p1: 2, p2: 2 },
      { p1: 1, peasant: 2 },
    ]);
    expect([kozuke.winner, kozuke.attackerCount, kozuke.defenderCount, kozuke.survivors]).toEqual([
      'attacker',
      1,
      0,
      1,
    ]);
    expect(t.s.provinces.Kozuke).toEqual({ owner: 'p1', armies: 1, unrest: 2, buildings: [] });
    expect(t.s.tray).toEqual({ peasant: 2 });
    balanced(t);
  });

  it('throws the peasants a battle in unrest left in the tray at the next neutral province, where all of them defend and the winner loses one cube for each (001:571-573, 597-605)', () => {
    const t = table({
      players: 4,
      trays: [
        { p1: 1, peasant: 2 },
        { p1: 3, peasant: 1 },
      ],
      actions: BATTLES_FIRST,
    });
    give(t, 'p1', 'Shinano', 3);
    give(t, 'p1', 'Owari', 4);
    give(t, 'p2', 'Kozuke', 2, { unrest: 1 });
    planAll(t, { p2: 'Kozuke' }, { p1: { battleA: 'Shinano', battleB: 'Owari' } });
    choose(t);
    battle(t, 'p1', 'Kozuke', 2);
    expect(t.s.tray).toEqual({ peasant: 2 });
    const peasants = t.s.peasantSupply;
    expect(next(t)).toEqual({ point: 'battleMove', seat: 'p1' });
    const mino = battle(t, 'p1', 'Mino', 3);
    // Three moved, one green from the supply (571) and the two green from the tray (573).
    expect(mino.thrown).toEqual({ p1: 3, peasant: 3 });
    expect([mino.winner, mino.attackerCount, mino.defenderCount, mino.survivors]).toEqual([
      'attacker',
      3,
      1,
      2,
    ]);
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p1', armies: 2 });
    // One green left the supply for the throw and one that fell came home; two went into the tower.
    expect(t.s.peasantSupply).toBe(peasants);
    expect(t.s.tray).toEqual({});
    balanced(t);
  });
});

describe('fresh reading: a tie and the old owner’s plan', () => {
  it('ends a tie between players with the province and its castle gone from the defender, whose later 5 armies there are not placed and not paid (001:345, 464, 607, 639)', () => {
    const t = table({ players: 4, trays: [{ p1: 1, p2: 1 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Shinano', 3);
    give(t, 'p2', 'Kozuke', 2, { buildings: ['castle'] });
    give(t, 'p2', 'Musashi', 2);
    planAll(t, {}, { p1: { battleA: 'Shinano' }, p2: { army5: 'Kozuke', army3: 'Musashi' } });
    choose(t);
    const castles = t.s.buildingSupply.castle;
    expect(battle(t, 'p1', 'Kozuke', 2)).toMatchObject({ winner: 'tie', attackerCount: 1, defenderCount: 1 });
    expect(t.s.provinces.Kozuke).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(t.s.buildingSupply.castle).toBe(castles + 1);
    // Both cubes in the tray go home (607); the attacker's other moved cube and the defender's other
    // cube stayed in the tower.
    expect(t.s.tray).toEqual({});
    // The rest of the season: p2's army5 card left its board with the province (639); army3 is done.
    while (next(t)?.point === 'battleMove' || next(t)?.point === 'armyMove') {
      const seat = next(t)!.seat;
      play(t, seat, listed(t, seat).find((a) => a.type === 'stay') ?? listed(t, seat)[0]!);
    }
    const p2Acts = logged(t, 'acted').filter((e) => e.seat === 'p2');
    expect(p2Acts.find((e) => e.action === 'army5')).toMatchObject({ card: null, done: false });
    expect(p2Acts.find((e) => e.action === 'army3')).toMatchObject({ done: true });
    expect(playerOf(t.s, 'p2').chests).toBe(15 - 2);
    expect(t.s.provinces.Musashi!.armies).toBe(5);
    balanced(t);
  });
});

describe('fresh reading: the special cards only in battles', () => {
  it('takes no extra cube for the attack card when Battle/Move goes into the player’s own province: no battle, no throw (001:287-289, 357-367, 553-558)', () => {
    const t = table({ players: 4, actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 4);
    give(t, 'p1', 'Mino', 1);
    planAll(t, { p1: 1 }, { p1: { battleA: 'Owari', rice: 'Mino' } });
    choose(t, { p1: 3 });
    expect(t.s.specials.p1).toBe('attack');
    const [supply, inside] = [playerOf(t.s, 'p1').supply, towerContents(t.s.tower).p1];
    const moved = play(t, 'p1', { type: 'move', to: 'Mino', count: 3 }).find((e) => e.type === 'moved');
    expect(moved).toMatchObject({ report: { kind: 'move', from: 'Owari', to: 'Mino', count: 3 } });
    expect([t.s.provinces.Owari!.armies, t.s.provinces.Mino!.armies]).toEqual([1, 4]);
    expect([playerOf(t.s, 'p1').supply, towerContents(t.s.tower).p1]).toEqual([supply, inside]);
    expect(t.s.tray).toEqual({});
    balanced(t);
  });

  it('fights a tax revolt in a temple province even while temples may not be attacked (event 6), with no extra cube for the defence card (001:293, 329, 559-561, 583, 782; Shogun decision 15)', () => {
    const t = table({ players: 4, event: 6, trays: [{ p1: 2 }] });
    give(t, 'p1', 'Ise', 2, { unrest: 1, buildings: ['temple'] });
    planAll(t, { p1: 1 }, { p1: { tax: 'Ise' } });
    choose(t, { p1: 4 });
    // The season has run on: p1 held the defence card, laid on space 5 (271, 440).
    expect(logged(t, 'spaceChosen').find((e) => e.seat === 'p1')).toMatchObject({ space: 4 });
    const chests = 15 - 1;
    const collected = logged(t, 'collected')[0]!.report;
    expect(collected.revolt).toMatchObject({
      kind: 'revolt',
      thrown: { p1: 2, peasant: 1 },
      winner: 'defender',
      survivors: 2,
    });
    // Won: Ise's tax of 5 is paid and a second marker laid (341).
    expect(collected.gained).toBe(5);
    expect(playerOf(t.s, 'p1').chests).toBe(chests + 5);
    expect(t.s.provinces.Ise).toMatchObject({ owner: 'p1', armies: 2, unrest: 2, buildings: ['temple'] });
    balanced(t);
  });
});

describe('fresh reading: whose cubes the tray holds', () => {
  it('counts a defender’s cube left in the tray by an earlier battle when it falls now, so a winning defender can hold more armies than it had (001:549, 573, 591-595, 601-605)', () => {
    const t = table({
      players: 4,
      trays: [
        { p1: 2, p3: 1 },
        { p3: 3, p2: 1 },
      ],
      actions: BATTLES_FIRST,
    });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Hida', 3);
    give(t, 'p3', 'Echizen', 1);
    planAll(t, { p1: 1, p3: 'Echizen' }, { p1: { battleA: 'Owari' }, p2: { battleB: 'Hida' } });
    choose(t);
    // p1 takes neutral Mino; p3 did not fight, so its cube that fell waits in the tray (595).
    battle(t, 'p1', 'Mino', 2);
    expect(t.s.tray).toEqual({ p3: 1 });
    // p2 attacks Echizen (1 army of p3): the tray's p3 cube is thrown too (573) and counts for p3.
    const echizen = battle(t, 'p2', 'Echizen', 2);
    expect(echizen.thrown).toEqual({ p2: 2, p3: 2 });
    expect([echizen.winner, echizen.attackerCount, echizen.defenderCount, echizen.survivors]).toEqual([
      'defender',
      1,
      3,
      2,
    ]);
    expect(t.s.provinces.Echizen).toMatchObject({ owner: 'p3', armies: 2 });
    balanced(t);
  });

  it('throws no peasant from the supply at a player’s province under event 3, which adds peasants only against a neutral one (001:557-558, 569-571, 764)', () => {
    const t = table({
      players: 4,
      event: 3,
      trays: [{ p1: 2 }, { p1: 2, peasant: 2 }],
      actions: BATTLES_FIRST,
    });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p1', 'Shinano', 3);
    give(t, 'p2', 'Ise', 1);
    planAll(t, { p2: 'Ise' }, { p1: { battleA: 'Owari', battleB: 'Shinano' } });
    choose(t);
    const peasants = t.s.peasantSupply;
    expect(battle(t, 'p1', 'Ise', 2)).toMatchObject({
      thrown: { p1: 2, p2: 1 },
      winner: 'attacker',
      survivors: 2,
    });
    expect(t.s.peasantSupply).toBe(peasants);
    // Against neutral Kozuke the event's two peasants go in (764); both fall with two of p1's: a tie.
    expect(battle(t, 'p1', 'Kozuke', 2)).toMatchObject({
      thrown: { p1: 2, peasant: 2 },
      winner: 'tie',
    });
    expect(t.s.peasantSupply).toBe(peasants);
    balanced(t);
  });
});
