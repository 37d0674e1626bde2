// The Shogun rules API the companion uses: each computation checked against seed 001.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import {
  type BattleQuestion,
  choosingOrderOf,
  drawEvent,
  fightBattle,
  finalWinners,
  layOutSeason,
  PROVINCE_IDS,
  type ProvinceId,
  provincesInPlay,
  type ReportedBoard,
  regionOf,
  type Seat,
  scoreBoard,
  seedSimulatedTower,
  totalCubes,
  winterSupplyOf,
} from '../../../src/games/shogun/rules-api';

const SEATS3: Seat[] = ['p1', 'p2', 'p3'];

function inRegion(n: number): ProvinceId[] {
  const region = regionOf('sun', 'Yamato');
  return PROVINCE_IDS.filter((id) => regionOf('sun', id) === region).slice(0, n);
}

function question(change: Partial<BattleQuestion>): BattleQuestion {
  return {
    kind: 'attack',
    seat: 'p1',
    armies: 4,
    defender: 'p2',
    defenderArmies: 3,
    unrest: 0,
    castle: false,
    extraPeasants: 0,
    event: null,
    specials: {},
    tray: {},
    ...change,
  };
}

describe('scoring a reported board', () => {
  it('gives a point a province and a building, and the full majority to a sole leader', () => {
    // seed 001:500-510
    const [a, b] = inRegion(2);
    const board: ReportedBoard = {
      [a!]: { owner: 'p1', buildings: ['castle', 'temple'] },
      [b!]: { owner: 'p2', buildings: [] },
    };
    const s = scoreBoard('sun', SEATS3, board);
    expect(s.p1).toEqual({ provinces: 1, buildings: 2, majorities: 5, total: 8 });
    expect(s.p2).toEqual({ provinces: 1, buildings: 0, majorities: 0, total: 1 });
    expect(s.p3.total).toBe(0);
  });

  it('gives each tied leader one point less', () => {
    // seed 001:512
    const [a, b] = inRegion(2);
    const board: ReportedBoard = {
      [a!]: { owner: 'p1', buildings: ['castle'] },
      [b!]: { owner: 'p2', buildings: ['castle'] },
    };
    const s = scoreBoard('sun', SEATS3, board);
    expect(s.p1.majorities).toBe(2);
    expect(s.p2.majorities).toBe(2);
  });
});

describe('winter supply', () => {
  const nine = provincesInPlay('sun', 3).slice(0, 9);
  const board: ReportedBoard = Object.fromEntries(nine.map((id) => [id, { owner: 'p1', buildings: [] }]));

  it('9 provinces on 6 rice leave 3 unfed: 2 revolts with 2 extra peasants each', () => {
    // seed 001:526-537 (the example of Paolo); event 7 takes no rice (seed 001:788)
    const s = winterSupplyOf('sun', SEATS3, board, 'p1', 6, 7);
    expect(s).toMatchObject({ riceAfterLoss: 6, unsupplied: 3, revolts: 2, extraPeasants: 2 });
  });

  it("takes the year's last event card's loss first", () => {
    // seed 001:486-488; event 3 takes 3 rice (seed 001:764)
    const s = winterSupplyOf('sun', SEATS3, board, 'p1', 10, 3);
    expect(s).toMatchObject({ riceAfterLoss: 7, unsupplied: 2, revolts: 1, extraPeasants: 2 });
  });
});

describe('battles from the real tower', () => {
  it('the rulebook example: 3 blue against 1 yellow and 1 green, blue keeps one army', () => {
    // seed 001:633-637
    const a = fightBattle(SEATS3, question({}), { p1: 3, p2: 1, peasant: 1 }, null, createRng(1));
    expect(a.report).toMatchObject({ winner: 'attacker', attackerCount: 3, defenderCount: 2, survivors: 1 });
    expect(a.tray).toEqual({});
  });

  it('leaves the cubes of players who did not fight in the tray', () => {
    // seed 001:595
    const a = fightBattle(SEATS3, question({}), { p1: 2, p3: 2 }, null, createRng(1));
    expect(a.report.winner).toBe('attacker');
    expect(a.tray).toEqual({ p3: 2 });
  });

  it('a defender whose win rests on peasants alone only ties', () => {
    // seed 001:629
    const a = fightBattle(SEATS3, question({}), { p1: 1, peasant: 2 }, null, createRng(1));
    expect(a.report.winner).toBe('tie');
  });

  it('peasants win a revolt on a tie', () => {
    // seed 001:611
    const q = question({ kind: 'revolt', defender: null, armies: 3, unrest: 2 });
    const a = fightBattle(SEATS3, q, { p1: 1, peasant: 1 }, null, createRng(1));
    expect(a.report).toMatchObject({ kind: 'revolt', winner: 'attacker', survivors: 0 });
  });

  it('counts the winter extra peasants and the unrest markers as thrown peasants', () => {
    // seed 001:539 (one per marker plus the table's extra)
    const q = question({ kind: 'revolt', defender: null, armies: 4, unrest: 1, extraPeasants: 2 });
    const a = fightBattle(SEATS3, q, { p1: 2 }, null, createRng(1));
    expect(a.report.thrown).toEqual({ p1: 4, peasant: 3 });
    expect(a.report).toMatchObject({ winner: 'defender', survivors: 2 });
  });
});

describe('the simulated tower', () => {
  it('is filled with 7 cubes a player and 10 peasants; what fell goes home (seed 001:206-216)', () => {
    const s = seedSimulatedTower('twoLevels', SEATS3, createRng(5));
    const inside = s.tower.inside.reduce((n, level) => n + totalCubes(level), 0);
    expect(inside + totalCubes(s.fell)).toBe(31);
  });

  it('throws the same way for the same generator', () => {
    const s = seedSimulatedTower('twoLevels', SEATS3, createRng(5));
    const one = fightBattle(SEATS3, question({}), null, s.tower, s.rng);
    const two = fightBattle(SEATS3, question({}), null, s.tower, s.rng);
    expect(one.report).toEqual(two.report);
    expect(one.report.thrown).toEqual({ p1: 4, p2: 3 });
  });
});

describe('the season', () => {
  it('lays out the ten action cards and the five specials (seed 001:261-271)', () => {
    const s = layOutSeason(createRng(3));
    expect(new Set(s.actions).size).toBe(10);
    expect(new Set(s.specials).size).toBe(5);
  });

  it('draws the event among the open cards and takes it out (seed 001:426-430)', () => {
    const d = drawEvent([2, 5, 9, 11], createRng(3));
    expect([2, 5, 9, 11]).toContain(d.event);
    expect(d.open).toHaveLength(3);
    expect(d.open).not.toContain(d.event);
  });

  it('orders the choosing: 4 chests, a province card, 0 chests, no card (seed 001:440-442)', () => {
    const seats: Seat[] = ['p1', 'p2', 'p3', 'p4'];
    const { order } = choosingOrderOf(seats, { p1: 0, p2: 'none', p3: 'province', p4: 4 }, createRng(9));
    expect(order).toEqual(['p4', 'p3', 'p1', 'p2']);
  });

  it('final ranking: most points, then most chests (seed 001:643-645)', () => {
    expect(finalWinners(SEATS3, { p1: 30, p2: 30, p3: 12 }, { p1: 2, p2: 5, p3: 40 })).toEqual(['p2']);
  });
});
