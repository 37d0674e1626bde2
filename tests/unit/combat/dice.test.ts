import { describe, expect, it } from 'vitest';
import {
  closeCombatDice,
  levyChargeDice,
  rangedCombatDice,
} from '../../../src/games/samurai-battles/combat/dice';
import { levyChargeAllowed } from '../../../src/games/samurai-battles/combat/levyCharge';

import type { TerrainId, UnitTypeId } from '../../../src/games/samurai-battles/types';
import { makeState } from './fixture';

/** An attacker at 10,8 and an enemy at 11,7 (adjacent) and 10,6 (2 hexes). */
function duel(type: UnitTypeId, terrain: Record<string, TerrainId> = {}, blocks?: number) {
  return makeState({
    units: [
      { id: 'a', side: 'bottom', type, hex: '10,8', ...(blocks ? { blocks } : {}) },
      { id: 'adj', side: 'top', type: 'ASp', hex: '11,7' },
      { id: 'far', side: 'top', type: 'ASp', hex: '10,6' },
    ],
    terrain,
  });
}
const still = { moved: 0 };

describe('close-combat base dice (seed 003:1314-1343, 721-722)', () => {
  const table: [UnitTypeId, number][] = [
    ['SSp', 4],
    ['SB', 3],
    ['ASp', 3],
    ['AB', 2],
    ['AA', 2],
    ['LI', 2],
    ['SSpC', 4],
    ['SBC', 3],
  ];
  for (const [type, dice] of table) {
    it(`${type} rolls ${dice}`, () => {
      const d = closeCombatDice(duel(type), 'a', '11,7', still);
      expect(d).toMatchObject({ base: dice, cap: null, bonuses: [], total: dice, blocked: null });
    });
  }
  it('bodyguards roll 1 die per block left; other units keep full dice when weakened (seed 003:721-722, 1133-1134)', () => {
    expect(closeCombatDice(duel('BG', {}, 3), 'a', '11,7', still).total).toBe(3);
    expect(closeCombatDice(duel('SSp', {}, 1), 'a', '11,7', still).total).toBe(4);
  });
  it('bow cavalry that moved still roll 3 in close combat (seed 003:1319-1320; rules-decisions "SBC")', () => {
    expect(closeCombatDice(duel('SBC'), 'a', '11,7', { moved: 2 }).total).toBe(3);
  });
});

describe('terrain caps on base dice (seed 003:2097-2107 and the terrain chapter)', () => {
  it('out of a forest and into a forest: 2 (seed 003:2122-2124)', () => {
    expect(closeCombatDice(duel('SSp', { '10,8': 'forest' }), 'a', '11,7', still)).toMatchObject({
      base: 4,
      cap: { value: 2 },
      total: 2,
    });
    expect(closeCombatDice(duel('SSp', { '11,7': 'forest' }), 'a', '11,7', still).total).toBe(2);
  });
  it('ranged fire into a forest: 1 (seed 003:2125-2126)', () => {
    expect(rangedCombatDice(duel('SBC', { '10,6': 'forest' }), 'a', '10,6', still).total).toBe(1);
  });
  it('hill: 3 out in close combat, 2 into from below, no cap between hill hexes, none at range (seed 003:2134-2139)', () => {
    expect(closeCombatDice(duel('SSp', { '10,8': 'hill' }), 'a', '11,7', still).total).toBe(3);
    expect(closeCombatDice(duel('SSp', { '11,7': 'hill' }), 'a', '11,7', still).total).toBe(2);
    expect(closeCombatDice(duel('SSp', { '10,8': 'hill', '11,7': 'hill' }), 'a', '11,7', still).total).toBe(
      3,
    );
    expect(rangedCombatDice(duel('SBC', { '10,6': 'hill', '10,8': 'hill' }), 'a', '10,6', still).total).toBe(
      3,
    );
  });
  it('the tighter of the two caps binds', () => {
    const d = closeCombatDice(duel('SSp', { '10,8': 'hill', '11,7': 'forest' }), 'a', '11,7', still);
    expect(d.cap?.value).toBe(2);
    expect(d.cap?.reason).toMatch(/forest/);
  });
  it('a cap above the base dice is no cap (circle units fare better in rough terrain, seed 003:2099-2101)', () => {
    expect(closeCombatDice(duel('AB', { '10,8': 'hill' }), 'a', '11,7', still).cap).toBeNull();
  });
  it('buildings: cavalry 1 out; infantry 2 close, 1 ranged out (seed 003:2193-2197)', () => {
    expect(closeCombatDice(duel('SSpC', { '10,8': 'buildings' }), 'a', '11,7', still).total).toBe(1);
    expect(closeCombatDice(duel('SSp', { '10,8': 'buildings' }), 'a', '11,7', still).total).toBe(2);
    expect(rangedCombatDice(duel('SB', { '10,8': 'buildings' }), 'a', '10,6', still).total).toBe(1);
  });
  it('fields limit cavalry only: 2 out and 2 in (seed 003:2215-2219)', () => {
    expect(closeCombatDice(duel('SSpC', { '11,7': 'fields' }), 'a', '11,7', still).total).toBe(2);
    expect(closeCombatDice(duel('SSp', { '11,7': 'fields' }), 'a', '11,7', still).total).toBe(4);
  });
  it('ravine: 1 out; into it infantry 2, cavalry 1 (seed 003:2227-2234)', () => {
    expect(closeCombatDice(duel('SSp', { '10,8': 'ravine' }), 'a', '11,7', still).total).toBe(1);
    expect(closeCombatDice(duel('SSp', { '11,7': 'ravine' }), 'a', '11,7', still).total).toBe(2);
    expect(closeCombatDice(duel('SSpC', { '11,7': 'ravine' }), 'a', '11,7', still).total).toBe(1);
  });
  it('castle: infantry 3 out; infantry 2 into; ranged into 1 (seed 003:2278-2286)', () => {
    expect(closeCombatDice(duel('SSp', { '10,8': 'castle' }), 'a', '11,7', still).total).toBe(3);
    expect(closeCombatDice(duel('SSp', { '11,7': 'castle' }), 'a', '11,7', still).total).toBe(2);
    expect(rangedCombatDice(duel('SBC', { '10,6': 'castle' }), 'a', '10,6', still).total).toBe(1);
  });
  it('castle and cavalry: no battle out of it, no close combat into it; the caller sees total 0 and `blocked` (seed 003:2282, 2287)', () => {
    const out = closeCombatDice(duel('SSpC', { '10,8': 'castle' }), 'a', '11,7', {
      moved: 0,
      inspired: true,
    });
    expect(out.total).toBe(0);
    expect(out.blocked).toMatch(/castle/);
    expect(out.bonuses).toEqual([]);
    const into = closeCombatDice(duel('SSpC', { '11,7': 'castle' }), 'a', '11,7', still);
    expect(into.total).toBe(0);
    expect(into.blocked).not.toBeNull();
  });
});

describe('bonuses on top of the capped base (seed 003:2101-2107, 1358-1378)', () => {
  it('inspiration adds 1 die in close combat', () => {
    const d = closeCombatDice(duel('ASp'), 'a', '11,7', { moved: 0, inspired: true });
    expect(d.total).toBe(4);
    expect(d.bonuses).toEqual([{ source: 'Inspired by a leader', dice: 1, from: { kind: 'inspired' } }]);
  });
  it('bonuses may exceed a terrain cap: spearmen in a forest, inspired, under Shogun roll 2 + 1 + 1', () => {
    const d = closeCombatDice(duel('SSp', { '10,8': 'forest' }), 'a', '11,7', {
      moved: 0,
      inspired: true,
      bonuses: [{ source: 'Shogun', dice: 1 }],
    });
    expect(d.total).toBe(4);
    expect(d.cap?.value).toBe(2);
  });
  it('inspiration is for close combat only (seed 003:1358-1363)', () => {
    expect(rangedCombatDice(duel('AB'), 'a', '10,6', { moved: 0, inspired: true }).total).toBe(2);
  });
  it('a Dragon card limit caps the whole roll, bonuses included (Aikido Training)', () => {
    const d = closeCombatDice(duel('SSp'), 'a', '11,7', {
      moved: 0,
      inspired: true,
      limit: { value: 2, reason: 'Aikido Training' },
    });
    expect(d.total).toBe(2);
    expect(d.cap?.reason).toBe('Aikido Training');
  });
  it('worked example: inspired samurai spearmen roll 5; inspired bodyguards with 3 blocks roll 4 (seed 003:4086-4087, 4102-4103)', () => {
    expect(closeCombatDice(duel('SSp'), 'a', '11,7', { moved: 0, inspired: true }).total).toBe(5);
    expect(closeCombatDice(duel('BG', {}, 3), 'a', '11,7', { moved: 0, inspired: true }).total).toBe(4);
  });
});

describe('ranged dice and moving before firing', () => {
  it('dice by distance: arquebus 2 at 2-3 hexes, 1 at 4 (rules-decisions "Ranged dice")', () => {
    const s = makeState({
      units: [
        { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '14,4' },
      ],
    });
    expect(rangedCombatDice(s, 'aa', '14,4', still).total).toBe(1);
    expect(rangedCombatDice(s, 'aa', '10,6', still).total).toBe(2);
  });
  it('out of range or no missile weapon: blocked, 0 dice', () => {
    expect(rangedCombatDice(duel('SSp'), 'a', '10,6', still).blocked).not.toBeNull();
    const s = makeState({ units: [{ id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' }] });
    expect(rangedCombatDice(s, 'ab', '14,4', still).total).toBe(0);
  });
  it('samurai bows roll 1 fewer after moving (seed 003:463-464)', () => {
    const d = rangedCombatDice(duel('SB'), 'a', '10,6', { moved: 1 });
    expect(d.total).toBe(1);
    expect(d.cap?.reason).toMatch(/moved/);
  });
  it('ashigaru bows and bow cavalry are reduced to 1 die after moving (seed 003:495, 632, 654-655)', () => {
    expect(rangedCombatDice(duel('AB'), 'a', '10,6', { moved: 2 }).total).toBe(1);
    expect(rangedCombatDice(duel('SBC'), 'a', '10,6', { moved: 1 }).total).toBe(1);
  });
  it('the arquebus may not fire after moving (seed 003:511-514)', () => {
    expect(rangedCombatDice(duel('AA'), 'a', '10,6', { moved: 1 }).blocked).toMatch(/moving/);
  });
  it('decision #11: a moved samurai bow firing out of a ford (cap 1) still rolls 1 die, not 0', () => {
    expect(rangedCombatDice(duel('SB', { '10,8': 'ford' }), 'a', '10,6', { moved: 1 }).total).toBe(1);
  });
  it('card bonuses add to ranged dice after the move penalty (e.g. Fire Arrows)', () => {
    const d = rangedCombatDice(duel('SBC'), 'a', '10,6', {
      moved: 2,
      bonuses: [{ source: 'Fire Arrows', dice: 1 }],
    });
    expect(d.total).toBe(2);
  });
});

describe('Levy charge dice (seed 003:1338-1343, 547-551)', () => {
  const s = makeState({
    units: [
      { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
      { id: 'l2', side: 'bottom', type: 'LI', hex: '12,8' },
      { id: 'target', side: 'top', type: 'SSp', hex: '11,7' },
    ],
    terrain: { '10,8': 'ravine' },
  });
  it('sums every levy, each capped by its own hex and with its own bonuses', () => {
    const r = levyChargeDice(s, ['l1', 'l2'], '11,7', { l1: { moved: 0 }, l2: { moved: 0, inspired: true } });
    expect(r.levies.map((l) => l.dice.total)).toEqual([1, 3]);
    expect(r.total).toBe(4);
    expect(r.blocked).toBeNull();
  });
  it('only levies may charge', () => {
    const t = makeState({ units: [{ id: 'x', side: 'bottom', type: 'ASp', hex: '10,8' }] });
    expect(() => levyChargeDice(t, ['x'], '11,7', {})).toThrow(/levy/);
  });
  it('needs 2 or more levies, each next to the same enemy unit when the charge is declared (decision #8)', () => {
    expect(levyChargeAllowed(s, ['l1', 'l2'], '11,7').ok).toBe(true);
    expect(levyChargeAllowed(s, ['l1'], '11,7').ok).toBe(false);
    expect(levyChargeAllowed(s, ['l1', 'l1'], '11,7').ok).toBe(false);
    const apart = makeState({
      units: [
        { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
        { id: 'l2', side: 'bottom', type: 'LI', hex: '14,8' },
        { id: 'target', side: 'top', type: 'SSp', hex: '11,7' },
      ],
    });
    expect(levyChargeAllowed(apart, ['l1', 'l2'], '11,7').ok).toBe(false);
  });
  it('only levies charge, and only against a unit', () => {
    const mixed = makeState({
      units: [
        { id: 'l1', side: 'bottom', type: 'LI', hex: '10,8' },
        { id: 'asp', side: 'bottom', type: 'ASp', hex: '12,8' },
        { id: 'target', side: 'top', type: 'SSp', hex: '11,7' },
      ],
      leaders: [{ id: 'lone', side: 'top', kind: 'foot', hex: '11,9' }],
    });
    expect(levyChargeAllowed(mixed, ['l1', 'asp'], '11,7').ok).toBe(false);
    expect(levyChargeAllowed(s, ['l1', 'l2'], '11,9').ok).toBe(false);
  });
});
