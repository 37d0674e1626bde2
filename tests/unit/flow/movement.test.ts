// The movement phase and what moving does to the battle phase, per unit type and per tactic card.
// Seed 003: movement 939-1108 (unit types 990-998, leaders 999-1043); close-combat moves 1314-1343;
// terrain 2091-2290; Cavalry Charge 2038-2041; Infantry Assault 2058-2062; Serpent 2070-2076.

import { describe, expect, it } from 'vitest';
import type { UnitTypeId } from '../../../src/games/samurai-battles/types';
import {
  act,
  actionsOf,
  type BattleSpec,
  decision,
  expectAt,
  legal,
  newGame,
  order,
  playCard,
  rolled,
  script,
  setHand,
} from './harness';

const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

/** Bottom's unit `u` of this type at 10,8 and a top unit at 11,5 (3 rows up); bottom ordered `u`. */
function ordered(type: UnitTypeId, extra: BattleSpec = {}, card = 'order-two-center') {
  const s = newGame({
    ...extra,
    units: [
      { id: 'u', side: 'bottom', type, hex: '10,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
      ...(extra.units ?? []),
    ],
  });
  setHand(s, 'bottom', [card, ...HAND.filter((c) => c !== card)].slice(0, 4));
  playCard(s, card);
  order(s, 'u', ...(extra.leaders ?? []).filter((l) => l.side === 'bottom').map((l) => l.id));
  return s;
}

/** Distances of the move targets offered to a piece. */
function reach(s: ReturnType<typeof ordered>, piece: string): string[] {
  return actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to);
}

function maxRowsMoved(s: ReturnType<typeof ordered>, piece: string, fromRow: number): number {
  return Math.max(...reach(s, piece).map((h) => Math.abs(Number(h.split(',')[1]) - fromRow)));
}

describe('unit movement allowances (seed 003:990-998)', () => {
  it.each([
    ['SSp', 1],
    ['SB', 1],
    ['ASp', 2],
    ['AB', 2],
    ['AA', 2],
    ['LI', 2],
    ['SSpC', 2],
    ['SBC', 2],
  ] as const)('%s moves up to %i hexes', (type, hexes) => {
    const s = ordered(type);
    expectAt(s, 'movement', 'bottom');
    expect(maxRowsMoved(s, 'u', 8)).toBe(hexes);
  });

  it('moves each ordered piece once, one at a time (seed 003:943-949)', () => {
    const s = ordered('ASp');
    act(s, { type: 'move', piece: 'u', to: '10,6' });
    expect(decision(s).actions.some((a) => a.type === 'move' && a.piece === 'u')).toBe(false);
  });

  it('ashigaru spearmen may battle after 1 hex but not after 2 (seed 003:993, 1327-1329)', () => {
    const one = ordered('ASp', { units: [{ id: 't2', side: 'top', type: 'ASp', hex: '10,6' }] });
    act(one, { type: 'move', piece: 'u', to: '11,7' });
    expect(legal(one, { type: 'battle', unit: 'u', target: '10,6', mode: 'close' })).toBe(true);

    const two = ordered('ASp');
    act(two, { type: 'move', piece: 'u', to: '10,6' });
    // Now next to t1 (11,5), but it moved 2 hexes.
    expectAt(two, 'replenish', 'bottom');
  });

  it('arquebusiers that moved may not close combat either (seed 003:995, 1334-1336)', () => {
    const s = ordered('AA', { units: [{ id: 't2', side: 'top', type: 'ASp', hex: '12,6' }] });
    act(s, { type: 'move', piece: 'u', to: '11,7' });
    expectAt(s, 'replenish', 'bottom');
  });

  it('levies and ashigaru archers move 2 and still battle (seed 003:994, 996)', () => {
    for (const type of ['LI', 'AB'] as const) {
      const s = ordered(type);
      act(s, { type: 'move', piece: 'u', to: '10,6' });
      expect(legal(s, { type: 'battle', unit: 'u', target: '11,5', mode: 'close' })).toBe(true);
    }
  });

  it('a unit never moves into or through another unit (seed 003:960-963)', () => {
    const s = ordered('ASp', {
      units: [
        { id: 'b2', side: 'bottom', type: 'SSp', hex: '11,7' },
        { id: 'b3', side: 'bottom', type: 'SSp', hex: '9,7' },
      ],
    });
    const to = reach(s, 'u');
    expect(to).not.toContain('11,7');
    expect(to).not.toContain('10,6');
  });
});

describe('terrain and movement', () => {
  it('a forest stops the unit that enters it (seed 003:2116-2118)', () => {
    const s = ordered('ASp', { terrain: { '11,7': 'forest' } });
    const to = reach(s, 'u');
    expect(to).toContain('11,7');
    // 12,6 lies 2 hexes away only through the forest.
    expect(to).not.toContain('12,6');
  });

  it('a unit entering buildings may not battle that turn (seed 003:2184-2190)', () => {
    const s = ordered('SSp', {
      terrain: { '11,7': 'buildings' },
      units: [{ id: 't2', side: 'top', type: 'ASp', hex: '12,6' }],
    });
    act(s, { type: 'move', piece: 'u', to: '11,7' });
    expectAt(s, 'replenish', 'bottom');
  });

  it('a river is impassable except at fords and bridges (seed 003:2152-2155)', () => {
    const s = ordered('SSp', {
      terrain: { '9,7': 'river', '11,7': 'river', '8,8': 'river', '12,8': 'river' },
    });
    expect(reach(s, 'u').sort()).toEqual(['11,9', '9,9']);
  });
});

describe('lone leaders', () => {
  it('a foot leader moves 2 hexes alone and a mounted leader 3 (seed 003:1004-1009)', () => {
    const s = newGame({
      units: [{ id: 't1', side: 'top', type: 'ASp', hex: '10,0' }],
      leaders: [
        { id: 'bF', side: 'bottom', kind: 'foot', hex: '10,8' },
        { id: 'bM', side: 'bottom', kind: 'mounted', hex: '14,8' },
      ],
    });
    setHand(s, 'bottom', HAND);
    playCard(s, 'order-two-center');
    order(s, 'bF', 'bM');
    expect(maxRowsMoved(s, 'bF', 8)).toBe(2);
    expect(maxRowsMoved(s, 'bM', 8)).toBe(3);
  });
});

describe('tactic cards', () => {
  it('Infantry Assault: squares and triangles move 2 and close combat; missile units may not battle (seed 003:2058-2061)', () => {
    const s = newGame({
      units: [
        { id: 'sp', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'as', side: 'bottom', type: 'ASp', hex: '12,8' },
        { id: 'sb', side: 'bottom', type: 'SB', hex: '14,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
        { id: 't2', side: 'top', type: 'ASp', hex: '13,5' },
        { id: 't3', side: 'top', type: 'ASp', hex: '15,5' },
      ],
    });
    setHand(s, 'bottom', ['infantry-assault', ...HAND.slice(1)]);
    playCard(s, 'infantry-assault');
    order(s, 'sp', 'as', 'sb');
    expect(reach(s, 'sp')).toContain('10,6');
    act(s, { type: 'move', piece: 'sp', to: '10,6' });
    act(s, { type: 'move', piece: 'as', to: '12,6' });
    act(s, { type: 'move', piece: 'sb', to: '14,6' });
    const battles = actionsOf(s, 'battle');
    expect(battles.map((b) => b.unit).sort()).toEqual(['as', 'as', 'sp']);
  });

  it('Infantry Assault orders one connected group of foot units (seed 003:2058)', () => {
    const s = newGame({
      units: [
        { id: 'sp', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'far', side: 'bottom', type: 'ASp', hex: '20,8' },
        { id: 'cav', side: 'bottom', type: 'SSpC', hex: '12,8' },
      ],
    });
    setHand(s, 'bottom', ['infantry-assault', ...HAND.slice(1)]);
    playCard(s, 'infantry-assault');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'sp' } });
    // 'far' is not joined to sp and the cavalry is not foot: the orders end by themselves.
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered)).toEqual(['sp']);
  });

  it('Cavalry Charge: cavalry move 3, still battle with 1 more die, and may not shoot (seed 003:2038-2041)', () => {
    const s = newGame({
      units: [
        { id: 'u', side: 'bottom', type: 'SSpC', hex: '10,8' },
        { id: 'bow', side: 'bottom', type: 'SBC', hex: '14,8' },
        { id: 't1', side: 'top', type: 'ASp', hex: '11,5' },
        { id: 't2', side: 'top', type: 'ASp', hex: '15,5' },
      ],
    });
    setHand(s, 'bottom', ['cavalry-charge', ...HAND.slice(1)]);
    playCard(s, 'cavalry-charge');
    order(s, 'u', 'bow');
    expect(maxRowsMoved(s, 'u', 8)).toBe(3);
    act(s, { type: 'move', piece: 'u', to: '9,5' });
    act(s, { type: 'hold', piece: 'bow' });
    // The bow cavalry has t2 in range (3 hexes) but may not shoot this turn.
    expect(actionsOf(s, 'battle')).toEqual([{ type: 'battle', unit: 'u', target: '11,5', mode: 'close' }]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'battle', unit: 'u', target: '11,5', mode: 'close' });
    expect(rolled(ev, 'close').map((f) => f.length)).toEqual([5, 3]);
  });

  it('Serpent: one connected group of any size, each piece moving at most 1 hex (seed 003:2070-2076)', () => {
    const s = newGame({
      units: [
        { id: 'c1', side: 'bottom', type: 'SSpC', hex: '4,8' },
        { id: 'c2', side: 'bottom', type: 'ASp', hex: '6,8' },
        { id: 'c3', side: 'bottom', type: 'LI', hex: '8,8' },
        { id: 'c4', side: 'bottom', type: 'AB', hex: '10,8' },
        { id: 'far', side: 'bottom', type: 'AB', hex: '20,8' },
      ],
      leaders: [
        { id: 'bM', side: 'bottom', kind: 'mounted', hex: '12,8' },
        { id: 'bF', side: 'bottom', kind: 'foot', hex: '4,8' },
      ],
    });
    setHand(s, 'bottom', ['serpent', ...HAND.slice(1)]);
    playCard(s, 'serpent');
    // A leader with a unit is ordered with it and may not leave it (2075-2076).
    expect(actionsOf(s, 'order').some((a) => a.choice.kind === 'detach')).toBe(false);
    order(s, 'c1', 'c2', 'c3', 'c4', 'bM');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['bM', 'c1', 'c2', 'c3', 'c4']);
    for (const piece of ['c1', 'c2', 'c3', 'c4', 'bM']) {
      const from = Number((s.units[piece] ?? s.leaders[piece])!.hex.split(',')[1]);
      expect(maxRowsMoved(s, piece, from)).toBe(1);
    }
  });
});
