import { describe, expect, it } from 'vitest';
import { provinceAt } from '../../../src/games/shogun/board';
import { FIXED_SETUPS } from '../../../src/games/shogun/data/components';
import { playerOf } from '../../../src/games/shogun/players';
import { applyFixedSetup, createState, startFirstYear } from '../../../src/games/shogun/rules/setup';
import {
  drawRevolts,
  endYear,
  feedProvinces,
  winterRevolt,
  winterSupply,
} from '../../../src/games/shogun/rules/winter';
import { bareGame, hold } from './helpers';

describe('Shogun winter', () => {
  it('plays the winter example: 9 provinces and 6 rice make 3 unfed, 2 revolts with 2 extra peasants', () => {
    // seed 001:537-539, 526-532
    const s = createState({ players: 3 }, 2);
    applyFixedSetup(s);
    s.openEvents = [7]; // a loss of 0
    playerOf(s, 'p1').rice = 6;
    const supply = winterSupply(s, 'p1');
    expect(supply).toMatchObject({ unsupplied: 3, revolts: 2, extraPeasants: 2 });
    const drawn = drawRevolts(s, supply);
    expect(drawn).toHaveLength(2);
    for (const id of drawn) expect(FIXED_SETUPS[3][0]!.map(([p]) => p)).toContain(id);
    feedProvinces(s, supply);
    expect(playerOf(s, 'p1').rice).toBe(0);
  });

  it('plays the Kai example: 2 rice short, one revolt of 2 + 1 peasants', () => {
    // seed 001:619
    const s = bareGame(4, [{ p2: 2 }]);
    hold(s, 'p2', 'Kai', 3, 1);
    hold(s, 'p2', 'Mino', 1);
    s.openEvents = [4]; // a loss of 2
    playerOf(s, 'p2').rice = 2;
    const supply = winterSupply(s, 'p2');
    expect(supply).toMatchObject({ unsupplied: 2, revolts: 1, extraPeasants: 2 });
    const r = winterRevolt(s, 'p2', 'Kai', supply.extraPeasants);
    expect(r.thrown).toEqual({ p2: 3, peasant: 3 });
    // A winter revolt beaten adds no marker (341 speaks of collecting only).
    expect(provinceAt(s, 'Kai')).toMatchObject({ owner: 'p2', armies: 2, unrest: 1 });
  });

  it('stops the rice marker at zero when the loss is larger (Shogun decision 11)', () => {
    // seed 001:488-490
    const s = bareGame();
    hold(s, 'p1', 'Kai', 1);
    hold(s, 'p1', 'Mino', 1);
    s.openEvents = [2]; // a loss of 7
    playerOf(s, 'p1').rice = 3;
    expect(winterSupply(s, 'p1')).toMatchObject({ riceAfterLoss: 0, unsupplied: 2 });
  });

  it('ends the first year: markers off, rice to 0, four new events from the unused eight (Shogun decision 14)', () => {
    // seed 001:516, 543, 693-697
    const s = createState({ players: 4 }, 8);
    startFirstYear(s);
    const firstYear = [...s.openEvents];
    expect(firstYear).toHaveLength(4);
    hold(s, 'p1', 'Kai', 1, 2);
    playerOf(s, 'p1').rice = 5;
    endYear(s);
    expect(provinceAt(s, 'Kai').unrest).toBe(0);
    expect(s.unrestSupply).toBe(42);
    expect(playerOf(s, 'p1').rice).toBe(0);
    expect(s.openEvents).toHaveLength(4);
    expect(s.openEvents.some((e) => firstYear.includes(e))).toBe(false);
    expect(s.eventDeck).toHaveLength(4);
  });
});
