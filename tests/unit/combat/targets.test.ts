import { describe, expect, it } from 'vitest';
import { closeTargets, rangedTargets } from '../../../src/games/samurai-battles/combat/targets';
import { makeState, type UnitSpec } from './fixture';

describe('close-combat targets (seed 003:1294-1296, 1538-1549)', () => {
  const state = makeState({
    units: [
      { id: 'me', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'friend', side: 'bottom', type: 'ASp', hex: '12,8' },
      { id: 'foe', side: 'top', type: 'ASp', hex: '9,7' },
      { id: 'far', side: 'top', type: 'ASp', hex: '10,6' },
    ],
    leaders: [
      { id: 'enemy-lone', side: 'top', kind: 'foot', hex: '11,7' },
      { id: 'enemy-led', side: 'top', kind: 'foot', hex: '9,7' },
      { id: 'own-lone', side: 'bottom', kind: 'foot', hex: '8,8' },
    ],
  });
  it('adjacent enemy units and enemy leaders alone, in any direction; never friends or distant enemies', () => {
    expect(closeTargets(state, 'me').sort()).toEqual(['11,7', '9,7']);
  });
  it('cavalry may not close-combat a unit in a castle (seed 003:2287)', () => {
    const s = makeState({
      units: [
        { id: 'cav', side: 'bottom', type: 'SSpC', hex: '10,8' },
        { id: 'in-castle', side: 'top', type: 'AA', hex: '9,7' },
        { id: 'outside', side: 'top', type: 'AA', hex: '11,7' },
      ],
      terrain: { '9,7': 'castle' },
    });
    expect(closeTargets(s, 'cav')).toEqual(['11,7']);
  });
  it('cavalry in a castle may not battle at all (seed 003:2282)', () => {
    const s = makeState({
      units: [
        { id: 'cav', side: 'bottom', type: 'SSpC', hex: '10,8' },
        { id: 'foe', side: 'top', type: 'AA', hex: '11,7' },
      ],
      terrain: { '10,8': 'castle' },
    });
    expect(closeTargets(s, 'cav')).toEqual([]);
  });
  it('infantry in a castle still battles out of it', () => {
    const s = makeState({
      units: [
        { id: 'inf', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'foe', side: 'top', type: 'AA', hex: '11,7' },
      ],
      terrain: { '10,8': 'castle' },
    });
    expect(closeTargets(s, 'inf')).toEqual(['11,7']);
  });
});

describe('ranged targets (seed 003:1144-1200)', () => {
  const base: UnitSpec[] = [
    { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
    { id: 't2', side: 'top', type: 'ASp', hex: '10,6' },
    { id: 't4', side: 'top', type: 'SSp', hex: '14,4' },
  ];
  it('bows reach 2 and 3 hexes; the arquebus also 4 (seed 003:439, 486, 510, 518)', () => {
    expect(rangedTargets(makeState({ units: base }), 'ab', 0)).toEqual(['10,6']);
    const aa = makeState({
      units: [...base.slice(1), { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' }],
    });
    expect(rangedTargets(aa, 'aa', 0)).toEqual(['14,4', '10,6']);
  });
  it('units without missile weapons have no ranged targets', () => {
    const s = makeState({ units: [{ id: 'ssp', side: 'bottom', type: 'SSp', hex: '10,8' }, base[1]!] });
    expect(rangedTargets(s, 'ssp', 0)).toEqual([]);
  });
  it('the line of sight must be clear: a unit of either side in between blocks it (seed 003:1212-1216)', () => {
    const s = makeState({
      units: [
        { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
        { id: 'target', side: 'top', type: 'ASp', hex: '16,8' },
        { id: 'screen', side: 'bottom', type: 'ASp', hex: '12,8' },
      ],
    });
    expect(rangedTargets(s, 'ab', 0)).toEqual([]);
    delete s.units.screen;
    expect(rangedTargets(s, 'ab', 0)).toEqual(['16,8']);
  });
  it('no fire at all while an enemy unit is adjacent (seed 003:1152-1156, 1272-1275)', () => {
    const s = makeState({ units: [...base, { id: 'close', side: 'top', type: 'LI', hex: '8,8' }] });
    expect(rangedTargets(s, 'ab', 0)).toEqual([]);
  });
  it('decision #9: an adjacent enemy leader alone does not stop fire, unless the card says so (Stand and Fire)', () => {
    const s = makeState({ units: base, leaders: [{ id: 'l', side: 'top', kind: 'foot', hex: '8,8' }] });
    expect(rangedTargets(s, 'ab', 0)).toEqual(['10,6']);
    expect(rangedTargets(s, 'ab', 0, { adjacentLeaderBlocks: true })).toEqual([]);
  });
  it('a lone enemy leader in range and sight may be fired at (seed 003:1538-1542)', () => {
    const s = makeState({
      units: [{ id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' }],
      leaders: [{ id: 'l', side: 'top', kind: 'mounted', hex: '14,8' }],
    });
    expect(rangedTargets(s, 'ab', 0)).toEqual(['14,8']);
  });
  it('bodyguards cannot be targeted at range (seed 003:733)', () => {
    const s = makeState({
      units: [
        { id: 'ab', side: 'bottom', type: 'AB', hex: '10,8' },
        { id: 'bg', side: 'top', type: 'BG', hex: '10,6' },
      ],
      leaders: [{ id: 'ac', side: 'top', kind: 'commander', hex: '10,6' }],
    });
    expect(rangedTargets(s, 'ab', 0)).toEqual([]);
  });
  it('the arquebus cannot fire after moving; bows can (seed 003:511-514, 531, 463-464)', () => {
    const aa = makeState({
      units: [...base.slice(1), { id: 'aa', side: 'bottom', type: 'AA', hex: '10,8' }],
    });
    expect(rangedTargets(aa, 'aa', 1)).toEqual([]);
    expect(rangedTargets(makeState({ units: base }), 'ab', 2)).toEqual(['10,6']);
  });
  it('bow cavalry in a castle may not fire (seed 003:2282)', () => {
    const s = makeState({
      units: [
        { id: 'sbc', side: 'bottom', type: 'SBC', hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '10,6' },
      ],
      terrain: { '10,8': 'castle' },
    });
    expect(rangedTargets(s, 'sbc', 0)).toEqual([]);
  });
  it('the terrain of the target hex does not block the line of sight to it (seed 003:1219)', () => {
    const s = makeState({ units: base, terrain: { '10,6': 'forest' } });
    expect(rangedTargets(s, 'ab', 0)).toEqual(['10,6']);
  });
});
