import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { playerOf } from '../../../src/games/shogun/players';
import { build, canBuild } from '../../../src/games/shogun/rules/build';
import { bareGame, hold, withEvent } from './helpers';

describe('Shogun buildings', () => {
  it('costs 3, 2 and 1 chests, paid to the bank', () => {
    // seed 001:309, 313, 317
    const s = bareGame();
    hold(s, 'p1', 'Etchu', 2); // 3 sites
    const bank = s.bank;
    build(s, 'p1', 'Etchu', 'castle');
    build(s, 'p1', 'Etchu', 'temple');
    build(s, 'p1', 'Etchu', 'theatre');
    expect(playerOf(s, 'p1').chests).toBe(15 - 6);
    expect(s.bank).toBe(bank + 6);
    expect(s.buildingSupply).toEqual({ castle: 27, temple: 25, theatre: 25 });
  });

  it('needs a free site and allows one building of each kind per province', () => {
    // seed 001:319
    const s = bareGame();
    hold(s, 'p1', 'Settsu', 2); // 1 site
    hold(s, 'p1', 'Noto', 2); // 2 sites
    build(s, 'p1', 'Settsu', 'theatre');
    expect(canBuild(s, 'p1', 'Settsu', 'castle')).toBe(false);
    build(s, 'p1', 'Noto', 'temple');
    expect(canBuild(s, 'p1', 'Noto', 'temple')).toBe(false);
    expect(canBuild(s, 'p1', 'Noto', 'castle')).toBe(true);
    expect(canBuild(s, 'p2', 'Noto', 'castle')).toBe(false);
    playerOf(s, 'p1').chests = 2;
    expect(canBuild(s, 'p1', 'Noto', 'castle')).toBe(false);
  });

  it('calms one unrest marker with a new theatre under events 1 and 2', () => {
    // seed 001:752, 758
    const s = withEvent(bareGame(), 2);
    hold(s, 'p1', 'Etchu', 2, 2);
    build(s, 'p1', 'Etchu', 'theatre');
    expect(provinceAt(s, 'Etchu').unrest).toBe(1);
    build(s, 'p1', 'Etchu', 'castle');
    expect(provinceAt(s, 'Etchu').unrest).toBe(1);
  });
});
