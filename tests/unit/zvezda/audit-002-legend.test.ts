// Rules audit, session 16: the scenario map legend of seed 002 (002:1125-1173), every piece it names,
// against the Zvezda 2012 unit table: ashigaru yari AY, ashigaru archers AB, ashigaru arquebusiers AA,
// samurai with naginata SN, mounted samurai MSY, the mounted and the foot leader, the commander's unit.
// Each row is the unit's 2012 sheet as the rules chapters give it (movement 002:264-278, fire 379-396,
// dice 475-480, rank 521-525, flags 672, honor lost per hex 679-681, bonus combat 735). Our scenarios
// are the GMT battles: their codes map onto these (rules-decisions H).

import { describe, expect, it } from 'vitest';
import { leaderStatsFor, type UnitStats, unitStatsFor } from '../../../src/games/samurai-battles/data/units';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';

const Z = 'zvezda2012' as const;

/** The fields of a unit sheet the legend's pieces are checked on. */
function sheet(u: UnitStats) {
  return {
    short: u.short,
    symbol: u.symbol,
    cavalry: u.cavalry,
    blocks: u.blocks,
    move: u.move,
    moveAndBattle: u.moveAndBattle,
    closeDice: u.closeDice,
    ranged: u.ranged && { max: u.ranged.maxRange, dice: u.ranged.dice, moved: u.ranged.moved },
    swords: [u.ignoreFromCircle, u.ignoreFromTriangle, u.ignoreFromInfantry],
    flags: u.ignoresFlags,
    honorPerHex: u.honorPerRetreatHex,
    bonusCombat: u.bonusCombat,
  };
}

const foot = { cavalry: false, blocks: 4, bonusCombat: false } as const;

describe('the units of the legend (seed 002:1125-1158)', () => {
  it.each([
    [
      'AY, ashigaru yari (seed 002:1129-1132; 270, 478, 525, 680)',
      'ASp',
      {
        ...foot,
        short: 'AY',
        symbol: 'triangle',
        move: 2,
        moveAndBattle: 1,
        closeDice: 3,
        ranged: null,
        swords: [1, 0, 0],
        flags: 0,
        honorPerHex: 1,
      },
    ],
    [
      'AB, ashigaru archers (seed 002:1136-1138; 268, 379-385, 477, 679)',
      'AB',
      {
        ...foot,
        short: 'AB',
        symbol: 'circle',
        move: 2,
        moveAndBattle: 2,
        closeDice: 2,
        ranged: { max: 3, dice: [0, 0, 2, 2], moved: 'to-one' },
        swords: [0, 0, 0],
        flags: 0,
        honorPerHex: 1,
      },
    ],
    [
      'AA, ashigaru arquebusiers (seed 002:1142-1145; 268, 389-396, 477, 679)',
      'AA',
      {
        ...foot,
        short: 'AA',
        symbol: 'circle',
        move: 2,
        moveAndBattle: 2,
        closeDice: 2,
        ranged: { max: 4, dice: [0, 0, 2, 2, 1], moved: 'cannot-fire' },
        swords: [0, 0, 0],
        flags: 0,
        honorPerHex: 1,
      },
    ],
    [
      'SN, samurai with naginata (seed 002:1149-1152; 272, 479, 523-524, 672, 681)',
      'SSp',
      {
        ...foot,
        short: 'SN',
        symbol: 'square',
        move: 1,
        moveAndBattle: 1,
        closeDice: 4,
        ranged: null,
        swords: [2, 1, 0],
        flags: 1,
        honorPerHex: 2,
      },
    ],
    [
      'MSY, mounted samurai (seed 002:1156-1158; 278, 480, 522-524, 672, 681, 735)',
      'SSpC',
      {
        short: 'MSY',
        symbol: 'square',
        cavalry: true,
        blocks: 4,
        move: 2,
        moveAndBattle: 2,
        closeDice: 4,
        ranged: null,
        swords: [2, 1, 1],
        flags: 1,
        honorPerHex: 2,
        bonusCombat: true,
      },
    ],
  ] as const)('%s', (_name, type, expected) => {
    expect(sheet(unitStatsFor(Z, type as UnitTypeId))).toEqual(expected);
  });

  it('an arquebus that moved keeps its close combat, only its fire is lost (seed 002:396, 477)', () => {
    const aa = unitStatsFor(Z, 'AA');
    expect(aa.noBattleIfMoved).toBe(false);
    expect(aa.ranged?.moved).toBe('cannot-fire');
    expect(unitStatsFor('gmt2021', 'AA').noBattleIfMoved).toBe(true);
  });

  it('the bows keep the honor they roll at range, the arquebus none; only the arquebus sword hits at range (seed 002:441-443, 649-650)', () => {
    expect([unitStatsFor(Z, 'AB').ranged?.honorAtRange, unitStatsFor(Z, 'AA').ranged?.honorAtRange]).toEqual([
      true,
      false,
    ]);
    expect([unitStatsFor(Z, 'AB').ranged?.swordsHit, unitStatsFor(Z, 'AA').ranged?.swordsHit]).toEqual([
      false,
      true,
    ]);
  });
});

describe('the leaders and the commander of the legend (seed 002:1162-1173)', () => {
  it('the mounted leader: 3 hexes alone, leads infantry and cavalry, inspires next to him too (seed 002:1162-1163; 239, 310, 502)', () => {
    expect(leaderStatsFor(Z, 'mounted')).toMatchObject({
      move: 3,
      leadsCavalry: true,
      inspiresAdjacent: true,
    });
  });

  it('the foot leader: 2 hexes alone, leads infantry only, inspires his own unit (seed 002:1167-1168; 239, 308, 502)', () => {
    expect(leaderStatsFor(Z, 'foot')).toMatchObject({
      move: 2,
      leadsCavalry: false,
      inspiresAdjacent: false,
    });
  });

  it("the commander's unit: the commander and three guards that never leave their camp (seed 002:89, 1172-1173)", () => {
    const guards = unitStatsFor(Z, 'BG');
    expect([guards.blocks, guards.immobile, guards.holdsGround, guards.ignoresFlags]).toEqual([
      3,
      true,
      true,
      1,
    ]);
    expect(leaderStatsFor(Z, 'commander').kind).toBe('commander');
  });
});
