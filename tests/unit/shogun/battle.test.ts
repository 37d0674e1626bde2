import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { playerOf } from '../../../src/games/shogun/players';
import { moveArmies } from '../../../src/games/shogun/rules/armies';
import { attack, revolt } from '../../../src/games/shogun/rules/battle';
import { bareGame, hold, stock, withEvent } from './helpers';

describe('Shogun battles', () => {
  it('plays the Kozuke example: blue wins 3 to 2 and keeps 1 army', () => {
    // seed 001:633-637: 4 blue from Shinano into yellow Kozuke (3); out fall 3 blue, 1 yellow, 1 green.
    const s = bareGame(4, [{ p1: 3, p2: 1, peasant: 1 }]);
    stock(s, { peasant: 1 });
    hold(s, 'p1', 'Shinano', 5);
    hold(s, 'p2', 'Kozuke', 3);
    s.plans.p2 = { spaces: { tax: { province: 'Kozuke' } }, bid: null };
    const before = { p1: playerOf(s, 'p1').supply, p2: playerOf(s, 'p2').supply, peasant: s.peasantSupply };
    const r = moveArmies(s, 'p1', 'Shinano', 'Kozuke', 4, true);
    expect(r.kind).toBe('attack');
    if (r.kind !== 'attack') return;
    expect(r.thrown).toEqual({ p1: 4, p2: 3 });
    expect([r.attackerCount, r.defenderCount, r.winner]).toEqual([3, 2, 'attacker']);
    expect(provinceAt(s, 'Kozuke')).toMatchObject({ owner: 'p1', armies: 1 });
    expect(provinceAt(s, 'Shinano').armies).toBe(1);
    // 2 blue, 1 yellow and the green cube go back to their supplies (635).
    expect(playerOf(s, 'p1').supply - before.p1).toBe(2);
    expect(playerOf(s, 'p2').supply - before.p2).toBe(1);
    expect(s.peasantSupply - before.peasant).toBe(1);
    // The card changes hands at once, even off the planning board (639).
    expect(s.plans.p2?.spaces.tax).toBeUndefined();
    expect(s.tray).toEqual({});
  });

  it('throws one peasant against a neutral province, two under event 3', () => {
    // seed 001:571, 764
    const s = bareGame(4, [{}, {}]);
    hold(s, 'p1', 'Owari', 6);
    const r1 = attack(s, 'p1', 'Owari', 'Mino', 2);
    expect(r1.thrown).toEqual({ p1: 2, peasant: 1 });
    withEvent(s, 3);
    const r2 = attack(s, 'p1', 'Owari', 'Ise', 2);
    expect(r2.thrown).toEqual({ p1: 2, peasant: 2 });
  });

  it('calls a 0 to 0 battle a tie: the province is emptied and its card goes to the pool', () => {
    // seed 001:607
    const s = bareGame(4, [{}]);
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 2, 1);
    provinceAt(s, 'Mino').buildings = ['castle', 'temple'];
    s.buildingSupply.castle -= 1;
    s.buildingSupply.temple -= 1;
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect(r.winner).toBe('tie');
    expect(provinceAt(s, 'Mino')).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    expect(s.buildingSupply).toEqual({ castle: 28, temple: 26, theatre: 26 });
    expect(s.unrestSupply).toBe(42);
  });

  it('counts a defender win with only peasants in the tray as a tie', () => {
    // seed 001:629
    const s = bareGame(4, [{ p1: 1, peasant: 2 }]);
    stock(s, { peasant: 2 });
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 2);
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect(r.winner).toBe('tie');
    expect(provinceAt(s, 'Mino').owner).toBeNull();
  });

  it('takes a defender’s losses from the peasants first and sends the rest home', () => {
    // seed 001:599, 603; Shogun decision 5
    const s = bareGame(4, [{ p1: 2, p2: 2, peasant: 3 }]);
    stock(s, { peasant: 3 });
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 3);
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect([r.attackerCount, r.defenderCount, r.winner, r.survivors]).toEqual([2, 5, 'defender', 2]);
    expect(provinceAt(s, 'Mino')).toMatchObject({ owner: 'p2', armies: 2 });
    expect(s.peasantSupply).toBe(20);
  });

  it('leaves peasants out of a defence where there is unrest, and bystanders in the tray', () => {
    // seed 001:595, 599, 573
    const s = bareGame(4, [{ p1: 2, p2: 1, p3: 1, peasant: 2 }, {}]);
    stock(s, { peasant: 2, p3: 1 });
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 2, 1);
    const r = attack(s, 'p1', 'Owari', 'Mino', 3);
    expect([r.attackerCount, r.defenderCount, r.winner]).toEqual([2, 1, 'attacker']);
    expect(s.tray).toEqual({ p3: 1, peasant: 2 });
    // The next battle throws the tray in with it.
    const r2 = attack(s, 'p1', 'Owari', 'Ise', 1);
    expect(r2.thrown).toEqual({ p1: 1, p3: 1, peasant: 3 });
    expect(s.tray).toEqual({});
  });

  it('adds a cube for the attack and defence cards and for a castle under events 4 and 5', () => {
    // seed 001:287-293, 770, 776
    const s = bareGame(4, [{}]);
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 2);
    provinceAt(s, 'Mino').buildings = ['castle'];
    s.specials = { p1: 'attack', p2: 'defence' };
    withEvent(s, 4);
    const r = attack(s, 'p1', 'Owari', 'Mino', 2);
    expect(r.thrown).toEqual({ p1: 3, p2: 4 });
  });
});

describe('Shogun battle decisions', () => {
  it('keeps the unrest markers and buildings of a conquered province (Shogun decision 6)', () => {
    // seed 001:605 (only a tie, 607, clears them)
    const s = bareGame(4, [{ p1: 3 }]);
    hold(s, 'p1', 'Owari', 4);
    hold(s, 'p2', 'Mino', 1, 2);
    provinceAt(s, 'Mino').buildings = ['temple'];
    attack(s, 'p1', 'Owari', 'Mino', 3);
    expect(provinceAt(s, 'Mino')).toEqual({ owner: 'p1', armies: 3, unrest: 2, buildings: ['temple'] });
  });

  it('gives a revolt no defence card and no castle event (Shogun decision 15)', () => {
    // seed 001:289-293 (Battle/Move A and B), 770 ("attacked"), 559
    const s = withEvent(bareGame(4, [{}]), 5);
    hold(s, 'p2', 'Mino', 2, 1);
    provinceAt(s, 'Mino').buildings = ['castle'];
    s.specials.p2 = 'defence';
    const r = revolt(s, 'p2', 'Mino', 0);
    expect(r.thrown).toEqual({ p2: 2, peasant: 1 });
  });

  it('lets peasants take the province on a tie in a revolt', () => {
    // seed 001:611
    const s = bareGame(4, [{ p2: 1, peasant: 1 }]);
    hold(s, 'p2', 'Mino', 2, 1);
    expect(revolt(s, 'p2', 'Mino', 0).winner).toBe('attacker');
    expect(provinceAt(s, 'Mino').owner).toBeNull();
  });
});
