import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { playerOf } from '../../../src/games/shogun/players';
import {
  canPlace,
  moveArmies,
  moveChoices,
  moveTargets,
  place,
  placeCount,
} from '../../../src/games/shogun/rules/armies';
import { bareGame, hold, withEvent } from './helpers';

describe('Shogun armies', () => {
  it('places 5, 3 and 1 armies for 3, 2 and 1 chests', () => {
    // seed 001:343-353
    const s = bareGame();
    hold(s, 'p1', 'Kaga', 1);
    expect([
      place(s, 'p1', 'Kaga', 'army5'),
      place(s, 'p1', 'Kaga', 'army3'),
      place(s, 'p1', 'Kaga', 'army1'),
    ]).toEqual([5, 3, 1]);
    expect(provinceAt(s, 'Kaga').armies).toBe(10);
    expect(playerOf(s, 'p1').chests).toBe(15 - 6);
  });

  it('places 3 and 2 under event 12, and 6 with the 6-armies card even then (Shogun decision 9)', () => {
    // seed 001:283-285, 295, 746-748, 818
    const s = withEvent(bareGame(), 12);
    hold(s, 'p1', 'Kaga', 1);
    expect(placeCount(s, 'p1', 'army5')).toBe(3);
    expect(placeCount(s, 'p1', 'army3')).toBe(2);
    s.specials.p1 = 'armies6';
    expect(placeCount(s, 'p1', 'army5')).toBe(6);
  });

  it('passes when the action can only be done in part', () => {
    // seed 001:464
    const s = bareGame();
    hold(s, 'p1', 'Kaga', 1);
    playerOf(s, 'p1').supply = 4;
    expect(canPlace(s, 'p1', 'Kaga', 'army5')).toBe(false);
    expect(canPlace(s, 'p1', 'Kaga', 'army3')).toBe(true);
    playerOf(s, 'p1').chests = 1;
    expect(canPlace(s, 'p1', 'Kaga', 'army3')).toBe(false);
  });

  it('moves by sea from Shima to Izu and back', () => {
    // seed 001:363, 404
    const s = bareGame();
    hold(s, 'p1', 'Shima', 3);
    hold(s, 'p1', 'Izu', 1);
    expect(moveTargets(s, 'p1', 'Shima', false)).toContain('Izu');
    moveArmies(s, 'p1', 'Shima', 'Izu', 2, false);
    expect([provinceAt(s, 'Shima').armies, provinceAt(s, 'Izu').armies]).toEqual([1, 3]);
    moveArmies(s, 'p1', 'Izu', 'Shima', 2, false);
    expect(provinceAt(s, 'Shima').armies).toBe(3);
  });

  it('always leaves one army behind, so an attack needs two', () => {
    // seed 001:359, 369, 581
    const s = bareGame();
    hold(s, 'p1', 'Shima', 1);
    expect(moveTargets(s, 'p1', 'Shima', true)).toEqual([]);
    provinceAt(s, 'Shima').armies = 2;
    expect(() => moveArmies(s, 'p1', 'Shima', 'Ise', 2, true)).toThrow(/cannot leave/);
  });

  it('lets the one-army action move only into own provinces', () => {
    // seed 001:355
    const s = bareGame();
    hold(s, 'p1', 'Ise', 4);
    hold(s, 'p1', 'Shima', 1);
    hold(s, 'p2', 'Kii', 1);
    expect(moveTargets(s, 'p1', 'Ise', false)).toEqual(['Shima']);
    expect(moveTargets(s, 'p1', 'Ise', true).sort()).toEqual([
      'Kii',
      'Mino',
      'Omi',
      'Owari',
      'Shima',
      'Yamato',
    ]);
  });

  it('shields temple provinces from attack under events 6 and 9', () => {
    // seed 001:782, 800
    const s = withEvent(bareGame(), 9);
    hold(s, 'p1', 'Shima', 4);
    hold(s, 'p2', 'Ise', 1);
    provinceAt(s, 'Ise').buildings = ['temple'];
    expect(moveTargets(s, 'p1', 'Shima', true)).toEqual(['Izu']);
    s.event = null;
    expect(moveTargets(s, 'p1', 'Shima', true).sort()).toEqual(['Ise', 'Izu']);
  });

  it('keeps the provinces left out of a 3-player game closed', () => {
    // seed 001:113
    const s = bareGame(3);
    hold(s, 'p1', 'Izu', 4);
    expect(moveTargets(s, 'p1', 'Izu', true).sort()).toEqual(['Sagami', 'Shima', 'Suruga']);
  });
});

describe('Shogun smallest move (Shogun decision 2)', () => {
  it('makes a Battle/Move move at least one army when it can, but not the one-army action', () => {
    // seed 001:355, 367, 464
    const s = bareGame();
    hold(s, 'p1', 'Shima', 3);
    const battle = moveChoices(s, 'p1', 'Shima', true);
    expect(battle.mayStay).toBe(false);
    expect(battle.moves).toContainEqual({ to: 'Izu', count: 2 });
    expect(battle.moves).toHaveLength(4);
    const place1 = moveChoices(s, 'p1', 'Shima', false);
    expect(place1).toEqual({ moves: [], mayStay: true });
    provinceAt(s, 'Shima').armies = 1;
    expect(moveChoices(s, 'p1', 'Shima', true)).toEqual({ moves: [], mayStay: true });
  });
});
