// Rule cases: battles through the tower, with the tray, the peasants, unrest, buildings, specials and
// events meeting in one move. Seed 001 lines are named in each case.

import { describe, expect, it } from 'vitest';
import { playerOf } from '../../../src/games/shogun/players';
import { towerContents } from '../../../src/games/shogun/rules/tower';
import {
  BATTLES_FIRST,
  balanced,
  battle,
  choose,
  fought,
  give,
  giveEach,
  listed,
  logged,
  next,
  planAll,
  play,
  table,
} from './builder';

describe('rule cases: player against player', () => {
  it('plays the Kozuke example: 4 blue against 3 yellow, 3 blue, 1 yellow and 1 green fall, blue keeps 1 and takes the card; yellow’s later tax there is gone (seed 001:567-569, 593, 599-605, 633-639)', () => {
    const t = table({ players: 4, trays: [{ p1: 3, p2: 1, peasant: 1 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Shinano', 5);
    give(t, 'p2', 'Kozuke', 3);
    planAll(t, {}, { p1: { battleA: 'Shinano' }, p2: { tax: 'Kozuke' } });
    choose(t);
    const supply = {
      p1: playerOf(t.s, 'p1').supply,
      p2: playerOf(t.s, 'p2').supply,
      peasants: t.s.peasantSupply,
    };
    expect(next(t)).toEqual({ point: 'battleMove', seat: 'p1' });
    const kozuke = battle(t, 'p1', 'Kozuke', 4);
    expect(fought(kozuke)).toEqual([{ p1: 4, p2: 3 }, 'attacker', 1]);
    expect([kozuke.attackerCount, kozuke.defenderCount]).toEqual([3, 2]);
    expect(t.s.provinces.Kozuke).toMatchObject({ owner: 'p1', armies: 1 });
    expect(t.s.provinces.Shinano!.armies).toBe(1);
    // Two blue, the yellow and the green go back to their supplies (635).
    expect([playerOf(t.s, 'p1').supply - supply.p1, playerOf(t.s, 'p2').supply - supply.p2]).toEqual([2, 1]);
    expect(t.s.peasantSupply - supply.peasants).toBe(1);
    // The card left yellow's board at once (639): neither yellow nor blue collects Kozuke's tax.
    expect(logged(t, 'acted').find((e) => e.seat === 'p2' && e.action === 'tax')).toMatchObject({
      card: null,
      done: false,
    });
    expect(playerOf(t.s, 'p2').chests).toBe(15);
    balanced(t);
  });

  it('counts peasants that come loose from the tower for a calm defender, who then wins and loses nothing; a bystander’s cube stays in the tray (seed 001:549, 593-603)', () => {
    // Only blue and yellow are thrown; two green and a red cube from the setup's throw come out with them.
    const t = table({ players: 4, trays: [{ p1: 2, p2: 1, peasant: 2, p4: 1 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Mino', 1);
    planAll(t, {}, { p1: { battleA: 'Owari' }, p2: { tax: 'Mino' } });
    choose(t);
    const peasants = t.s.peasantSupply;
    expect(battle(t, 'p1', 'Mino', 2)).toMatchObject({
      thrown: { p1: 2, p2: 1 },
      winner: 'defender',
      defenderCount: 3,
      survivors: 1,
    });
    // The peasants take the two losses first (599); yellow keeps its army and the province.
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p2', armies: 1 });
    expect(t.s.peasantSupply - peasants).toBe(2);
    expect(t.s.tray).toEqual({ p4: 1 });
    // Yellow still collects Mino's tax afterwards: tax 3, and a marker (341).
    expect(t.s.provinces.Mino!.unrest).toBe(1);
    balanced(t);
  });

  it('takes a defender’s losses from the peasants first and sends them home (seed 001:599-605; Shogun decision 5)', () => {
    const t = table({ players: 4, trays: [{ p1: 2, p2: 2, peasant: 1 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 4);
    give(t, 'p2', 'Ise', 3);
    planAll(t, { p2: 'Ise' }, { p1: { battleA: 'Owari' } });
    choose(t);
    const [p2, peasants] = [playerOf(t.s, 'p2').supply, t.s.peasantSupply];
    // 3 : 2 for yellow; the green cube dies first, then one yellow.
    const ise = battle(t, 'p1', 'Ise', 3);
    expect([ise.winner, ise.attackerCount, ise.defenderCount, ise.survivors]).toEqual(['defender', 2, 3, 1]);
    expect(t.s.provinces.Ise).toMatchObject({ owner: 'p2', armies: 1 });
    expect(t.s.provinces.Owari!.armies).toBe(1);
    expect([playerOf(t.s, 'p2').supply - p2, t.s.peasantSupply - peasants]).toEqual([1, 1]);
    expect(t.s.tray).toEqual({});
    balanced(t);
  });

  it('calls a defender win with only peasants in the tray a tie: the castle, the armies and the card leave Ise (seed 001:607, 629)', () => {
    const t = table({ players: 4, trays: [{ p1: 1, peasant: 2 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Ise', 2, { buildings: ['castle'] });
    planAll(t, { p2: 'Ise' }, { p1: { battleA: 'Owari' } });
    choose(t);
    const castles = t.s.buildingSupply.castle;
    expect(battle(t, 'p1', 'Ise', 2)).toMatchObject({ winner: 'tie', attackerCount: 1, defenderCount: 2 });
    expect(t.s.provinces.Ise).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(t.s.buildingSupply.castle).toBe(castles + 1);
    expect(t.s.provinces.Owari).toMatchObject({ owner: 'p1', armies: 1 });
    balanced(t);
  });

  it('leaves peasants out of a battle for a province in unrest: they stay in the tray; 2 : 2 is a tie that clears buildings and markers (seed 001:573, 595, 599, 607)', () => {
    const t = table({ players: 4, trays: [{ p1: 2, p2: 2, peasant: 1 }, { p3: 2 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 4);
    give(t, 'p2', 'Mino', 2, { unrest: 1, buildings: ['castle'] });
    give(t, 'p3', 'Echizen', 3);
    planAll(t, { p2: 'Mino' }, { p1: { battleA: 'Owari' }, p3: { battleB: 'Echizen' } });
    choose(t);
    const unrest = t.s.unrestSupply;
    expect(battle(t, 'p1', 'Mino', 3)).toMatchObject({ winner: 'tie', attackerCount: 2, defenderCount: 2 });
    expect(t.s.provinces.Mino).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(t.s.unrestSupply).toBe(unrest + 1);
    expect(t.s.tray).toEqual({ peasant: 1 });
    // The green cube goes in again with the next battle: p3 into the now neutral Mino (573, 551).
    expect(fought(battle(t, 'p3', 'Mino', 2))).toEqual([{ p3: 2, peasant: 2 }, 'attacker', 2]);
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p3', armies: 2 });
    balanced(t);
  });

  it('adds the attack card’s cube, and the defence card’s and the castle event’s cubes for the defender (seed 001:287-295, 770)', () => {
    const t = table({ players: 4, event: 4, trays: [{ p2: 1 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Ise', 2, { buildings: ['castle'] });
    planAll(t, { p1: 2, p2: 'Ise' }, { p1: { battleA: 'Owari' } });
    // p1 chooses first (bid 2), then p2 (province card) ahead of the 0 bids.
    expect(choose(t, { p1: 3, p2: 4 }).slice(0, 2)).toEqual(['p1', 'p2']);
    expect(t.s.specials).toMatchObject({ p1: 'attack', p2: 'defence' });
    expect(fought(battle(t, 'p1', 'Ise', 2))).toEqual([{ p1: 3, p2: 4 }, 'defender', 1]);
    expect(t.s.provinces.Ise).toMatchObject({ owner: 'p2', armies: 1, buildings: ['castle'] });
    balanced(t);
  });
});

describe('rule cases: the castle events', () => {
  it('gives no castle bonus under event 5 to a province without a castle, and one to a castle (seed 001:569, 776)', () => {
    const t = table({ players: 4, event: 5, trays: [{ p1: 2 }, { p1: 2 }], actions: BATTLES_FIRST });
    giveEach(t, 'p1', ['Owari', 'Omi'], 3);
    give(t, 'p2', 'Ise', 2);
    give(t, 'p3', 'Mino', 2, { buildings: ['castle'] });
    planAll(t, { p2: 'Ise', p3: 'Mino' }, { p1: { battleA: 'Owari', battleB: 'Omi' } });
    // p1 keeps clear of the attack and defence cards.
    choose(t, { p2: 0, p3: 1, p4: 4, p1: 2 });
    expect(fought(battle(t, 'p1', 'Ise', 2))).toEqual([{ p1: 2, p2: 2 }, 'attacker', 2]);
    expect(fought(battle(t, 'p1', 'Mino', 2))).toEqual([{ p1: 2, p3: 3 }, 'attacker', 2]);
    // Taken with its castle (605): the castle stays for the new owner.
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p1', armies: 2, buildings: ['castle'] });
    balanced(t);
  });
});

describe('rule cases: neutral provinces and where armies may go', () => {
  it('throws one peasant against a neutral province and keeps a bystander’s cube in the tray for the next battle (seed 001:551, 558, 571-573, 595, 601-605)', () => {
    const t = table({
      players: 4,
      trays: [
        { p1: 2, p3: 1 },
        { p2: 2, p3: 1 },
      ],
      actions: BATTLES_FIRST,
    });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Hida', 3);
    planAll(t, { p1: 1, p2: 0 }, { p1: { battleA: 'Owari' }, p2: { battleB: 'Hida' } });
    choose(t);
    expect(fought(battle(t, 'p1', 'Mino', 2))).toEqual([{ p1: 2, peasant: 1 }, 'attacker', 2]);
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p1', armies: 2 });
    expect(t.s.tray).toEqual({ p3: 1 });
    // Yellow attacks Mino, now blue's: the red cube in the tray is thrown again and falls again.
    expect(fought(battle(t, 'p2', 'Mino', 2))).toEqual([{ p1: 2, p2: 2, p3: 1 }, 'attacker', 2]);
    expect(t.s.provinces.Mino).toMatchObject({ owner: 'p2', armies: 2 });
    expect(t.s.tray).toEqual({ p3: 1 });
    balanced(t);
  });

  it('throws two peasants at a neutral province under event 3; if they win, the armies moved are lost and the province stays neutral (seed 001:571, 593, 601, 764)', () => {
    const t = table({ players: 4, event: 3, trays: [{ p1: 1, peasant: 2 }], actions: BATTLES_FIRST });
    give(t, 'p1', 'Owari', 3);
    planAll(t, {}, { p1: { battleA: 'Owari' } });
    choose(t);
    const [supply, peasants] = [playerOf(t.s, 'p1').supply, t.s.peasantSupply];
    expect(battle(t, 'p1', 'Mino', 2)).toMatchObject({
      thrown: { p1: 2, peasant: 2 },
      winner: 'defender',
      attackerCount: 1,
    });
    expect(t.s.provinces.Mino).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(t.s.provinces.Owari!.armies).toBe(1);
    // One blue cube is back beside the board, the other stuck in the tower; both green are home.
    expect([playerOf(t.s, 'p1').supply - supply, t.s.peasantSupply - peasants]).toEqual([1, 0]);
    expect(towerContents(t.s.tower).p1).toBe(7 + 1);
    balanced(t);
  });

  it('keeps temple provinces of others off the targets under event 6 but not own ones; under event 7 they are open (seed 001:363, 367, 782)', () => {
    const targets = (event: number) => {
      const t = table({ players: 4, event, actions: BATTLES_FIRST, trays: [{ p1: 1 }] });
      give(t, 'p1', 'Ise', 3);
      give(t, 'p1', 'Omi', 1, { buildings: ['temple'] });
      give(t, 'p2', 'Mino', 1, { buildings: ['temple'] });
      give(t, 'p2', 'Owari', 1);
      planAll(t, { p1: 'Omi', p2: 0 }, { p1: { battleA: 'Ise' }, p2: { tax: 'Mino', rice: 'Owari' } });
      choose(t);
      expect(next(t)).toEqual({ point: 'battleMove', seat: 'p1' });
      return [...new Set(listed(t, 'p1').map((a) => (a.type === 'move' ? a.to : '')))].sort();
    };
    expect(targets(6)).toEqual(['Kii', 'Omi', 'Owari', 'Shima', 'Yamato']);
    expect(targets(7)).toEqual(['Kii', 'Mino', 'Omi', 'Owari', 'Shima', 'Yamato']);
  });

  it('with three players never enters a province left out, and counts a sea link as a border (seed 001:111-113, 127-132, 363, 404)', () => {
    const t = table({ players: 3, actions: BATTLES_FIRST, trays: [{ p1: 1 }] });
    give(t, 'p1', 'Hitachi', 3);
    give(t, 'p1', 'Shima', 2);
    planAll(t, {}, { p1: { battleA: 'Hitachi', battleB: 'Shima' } });
    expect(t.s.provinces.Mutsu).toBeUndefined();
    choose(t);
    // Hitachi borders Mutsu, Shimosa and Shimotsuke; Mutsu is out of a 3-player game.
    expect([...new Set(listed(t, 'p1').map((a) => (a.type === 'move' ? a.to : '')))].sort()).toEqual([
      'Shimosa',
      'Shimotsuke',
    ]);
    expect(listed(t, 'p1').map((a) => (a.type === 'move' ? a.count : 0))).toEqual([1, 2, 1, 2]);
    play(t, 'p1', { type: 'move', to: 'Shimosa', count: 2 });
    // Shima reaches Izu over the sea (404), and Ise by land.
    expect(listed(t, 'p1')).toEqual([
      { type: 'move', to: 'Ise', count: 1 },
      { type: 'move', to: 'Izu', count: 1 },
    ]);
    balanced(t);
  });
});

describe('rule cases: revolts when collecting', () => {
  it('plays the Mikawa example: tax with 2 markers raises 2 peasants against 4 armies; won 3 : 1, 2 armies stay, the tax is paid and a third marker laid (seed 001:329, 341, 560, 583, 603, 613, 617; Shogun decision 4)', () => {
    const t = table({ players: 4, trays: [{ p1: 3, peasant: 1 }] });
    give(t, 'p1', 'Mikawa', 4, { unrest: 2 });
    planAll(t, {}, { p1: { tax: 'Mikawa' } });
    choose(t, { p1: 3 });
    const report = logged(t, 'collected')[0]!.report;
    expect(report.revolt).toMatchObject({ thrown: { p1: 4, peasant: 2 }, winner: 'defender', survivors: 2 });
    expect(report.gained).toBe(6);
    expect(t.s.provinces.Mikawa).toMatchObject({ owner: 'p1', armies: 2, unrest: 3 });
    expect(playerOf(t.s, 'p1').chests).toBe(15 + 6);
    balanced(t);
  });

  it('loses Mikawa to its peasants: no tax, the theatre and markers removed, the card back in the pool (seed 001:560, 583, 611; Shogun decision 3)', () => {
    const t = table({ players: 4, trays: [{ p1: 1, peasant: 2 }] });
    give(t, 'p1', 'Mikawa', 4, { unrest: 2, buildings: ['theatre'] });
    give(t, 'p1', 'Owari', 2);
    planAll(t, {}, { p1: { tax: 'Mikawa', rice: 'Owari' } });
    choose(t, { p1: 3 });
    expect(logged(t, 'collected').find((e) => e.report.province === 'Mikawa')!.report).toMatchObject({
      gained: 0,
      revolt: { winner: 'attacker', attackerCount: 2, defenderCount: 1 },
    });
    expect(t.s.provinces.Mikawa).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(playerOf(t.s, 'p1').chests).toBe(15);
    expect(t.s.buildingSupply.theatre).toBe(26);
    balanced(t);
  });

  it('calms one marker with a theatre built under event 1, and none under event 7; the next tax there is then calm (seed 001:317, 329, 341, 560, 752)', () => {
    const kaga = (event: number) => {
      const t = table({ players: 4, event });
      give(t, 'p1', 'Kaga', 2, { unrest: 1 });
      give(t, 'p1', 'Etchu', 2);
      planAll(t, {}, { p1: { theatre: 'Kaga', tax: 'Etchu' } });
      choose(t, { p1: 3 });
      balanced(t);
      return t;
    };
    const calmed = kaga(1);
    expect(calmed.s.provinces.Kaga).toMatchObject({ unrest: 0, buildings: ['theatre'] });
    // Etchu was calm: its tax raised no revolt and laid its first marker.
    expect(logged(calmed, 'collected')[0]!.report).toMatchObject({ gained: 7, revolt: null });
    expect(calmed.s.provinces.Etchu!.unrest).toBe(1);
    expect(playerOf(calmed.s, 'p1').chests).toBe(15 - 1 + 7);
    expect(kaga(7).s.provinces.Kaga).toMatchObject({ unrest: 1, buildings: ['theatre'] });
  });
});
