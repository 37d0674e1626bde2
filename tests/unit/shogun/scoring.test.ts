import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { playerOf } from '../../../src/games/shogun/players';
import { majorityPoints, scoreYear, winners, yearScore } from '../../../src/games/shogun/rules/scoring';
import { bareGame, hold } from './helpers';

describe('Shogun scoring', () => {
  it('scores 1 a province, 1 a building and 3/2/1 for the most castles/temples/theatres in a region', () => {
    // seed 001:502-510
    const s = bareGame();
    hold(s, 'p1', 'Etchu', 1); // brown
    hold(s, 'p1', 'Kaga', 1); // brown
    provinceAt(s, 'Etchu').buildings = ['castle', 'temple', 'theatre'];
    hold(s, 'p2', 'Noto', 1); // brown
    provinceAt(s, 'Noto').buildings = ['theatre'];
    expect(yearScore(s, 'p1')).toEqual({ provinces: 2, buildings: 3, majorities: 3 + 2 + 0, total: 10 });
    expect(yearScore(s, 'p2')).toEqual({ provinces: 1, buildings: 1, majorities: 0, total: 2 });
  });

  it('gives each tied leader one point less', () => {
    // seed 001:512
    const s = bareGame();
    hold(s, 'p1', 'Etchu', 1);
    hold(s, 'p2', 'Noto', 1);
    provinceAt(s, 'Etchu').buildings = ['castle'];
    provinceAt(s, 'Noto').buildings = ['castle'];
    expect(majorityPoints(s, 'brown', 'castle')).toEqual({ p1: 2, p2: 2 });
  });

  it('gives nobody a majority in a region without that building (Shogun decision 12)', () => {
    const s = bareGame();
    hold(s, 'p1', 'Etchu', 1);
    expect(majorityPoints(s, 'brown', 'temple')).toEqual({});
  });

  it('counts regions by the board side played', () => {
    // seed 001:15 (each side groups the provinces differently)
    const s = bareGame();
    s.side = 'moon';
    hold(s, 'p1', 'Echizen', 1); // red on the sun side, brown on the moon side
    provinceAt(s, 'Echizen').buildings = ['temple'];
    expect(majorityPoints(s, 'brown', 'temple')).toEqual({ p1: 2 });
  });

  it('adds the year to the score track, and breaks a final tie on chests, then shares it (Shogun decision 13)', () => {
    // seed 001:514, 643-645
    const s = bareGame();
    hold(s, 'p1', 'Etchu', 1);
    hold(s, 'p2', 'Noto', 1);
    scoreYear(s);
    expect([playerOf(s, 'p1').score, playerOf(s, 'p2').score]).toEqual([1, 1]);
    playerOf(s, 'p3').score = 1;
    playerOf(s, 'p4').score = 0;
    playerOf(s, 'p2').chests = 16;
    expect(winners(s)).toEqual(['p2']);
    playerOf(s, 'p1').chests = 16;
    expect(winners(s)).toEqual(['p1', 'p2']);
  });
});
