import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { playerOf } from '../../../src/games/shogun/players';
import { collect, collectAmount } from '../../../src/games/shogun/rules/collect';
import { bareGame, hold, stock, withEvent } from './helpers';

describe('Shogun rice and tax', () => {
  it('plays the Settsu example: tax 7, capped at 5 by event 7, plus the chest card: 6', () => {
    // seed 001:297 (event first, then the special card, 295, 746)
    const s = withEvent(bareGame(), 7);
    hold(s, 'p1', 'Settsu', 2);
    s.specials.p1 = 'chest';
    expect(collectAmount(s, 'p1', 'Settsu', 'tax')).toBe(6);
    const r = collect(s, 'p1', 'Settsu', 'tax');
    expect(r.gained).toBe(6);
    expect(playerOf(s, 'p1').chests).toBe(15 + 6);
    // No unrest before: no revolt, and a marker goes on (341).
    expect(r.revolt).toBeNull();
    expect(provinceAt(s, 'Settsu').unrest).toBe(1);
  });

  it('applies the other tax and rice events', () => {
    // seed 001:794, 806, 812; 279-281
    const s = bareGame();
    hold(s, 'p1', 'Bizen', 2); // tax 4, rice 2
    hold(s, 'p1', 'Shimosa', 2); // rice 5
    expect(collectAmount(withEvent(s, 8), 'p1', 'Bizen', 'tax')).toBe(6);
    expect(collectAmount(withEvent(s, 10), 'p1', 'Bizen', 'rice')).toBe(4);
    expect(collectAmount(withEvent(s, 11), 'p1', 'Shimosa', 'rice')).toBe(3);
    s.specials.p1 = 'rice';
    expect(collectAmount(withEvent(s, 11), 'p1', 'Shimosa', 'rice')).toBe(4);
  });

  it('plays the Mikawa example: 2 markers raise 2 peasants; winning adds a third marker', () => {
    // seed 001:617, 583
    const s = bareGame(4, [{ p1: 3, peasant: 1 }]);
    stock(s, { peasant: 1 });
    hold(s, 'p1', 'Mikawa', 4, 2);
    playerOf(s, 'p3').supply -= 1;
    s.tray = { p3: 1 };
    const r = collect(s, 'p1', 'Mikawa', 'tax');
    expect(r.revolt?.thrown).toEqual({ p1: 4, peasant: 2, p3: 1 });
    expect(r.revolt?.winner).toBe('defender');
    // The player loses as many armies as peasants came out (Shogun decision 4).
    expect(provinceAt(s, 'Mikawa')).toMatchObject({ owner: 'p1', armies: 2, unrest: 3 });
    expect(r.gained).toBe(6);
  });

  it('gives nothing for a province lost to its revolt (Shogun decision 3)', () => {
    // seed 001:611
    const s = bareGame(4, [{ p1: 1, peasant: 1 }]);
    hold(s, 'p1', 'Mikawa', 4, 1);
    const r = collect(s, 'p1', 'Mikawa', 'rice');
    expect(r.revolt?.winner).toBe('attacker');
    expect(r.gained).toBe(0);
    expect(playerOf(s, 'p1').rice).toBe(0);
    expect(provinceAt(s, 'Mikawa')).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
  });
});
