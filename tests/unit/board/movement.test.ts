// Ordered movement, seed 003 lines 948-984 (units), 999-1043 (leaders), 1049-1108 (leaving the
// board) and the terrain chapter 2091-2290.

import { describe, expect, it } from 'vitest';
import {
  type HexMoveTarget,
  type MoveTarget,
  moveTargets,
} from '../../../src/games/samurai-battles/board/movement';
import { distanceKeys, parseKey } from '../../../src/games/samurai-battles/hex';
import { addLeader, addUnit, makeState, setTerrain } from './fixture';

function hexTargets(targets: MoveTarget[]): HexMoveTarget[] {
  return targets.filter((t): t is HexMoveTarget => t.exit !== true);
}
function byHex(targets: MoveTarget[]): Map<string, HexMoveTarget> {
  return new Map(hexTargets(targets).map((t) => [t.hex, t]));
}

describe('unit movement (seed 003:948-984)', () => {
  it('moves up to its allowance in any direction, never ending where it started (seed 003:951-955)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    const t = hexTargets(moveTargets(s, 'li', { maxHexes: 2 }));
    expect(t).toHaveLength(18); // 6 hexes at 1, 12 at 2
    for (const m of t) {
      expect(m.hexes).toBe(distanceKeys('10,6', m.hex));
      expect(m.path).toHaveLength(m.hexes);
      expect(m.path[m.path.length - 1]).toBe(m.hex);
      expect(m.stoppedByTerrain).toBe(false);
      expect(m.battleForbidden).toBe(false);
    }
    expect(t.some((m) => m.hex === '10,6')).toBe(false);
    expect(moveTargets(s, 'li', { maxHexes: 0 })).toEqual([]);
  });

  it('cannot enter or pass through a hex with a friendly unit (seed 003:960-963)', () => {
    const s = makeState();
    addUnit(s, 'a', 'bottom', 'SSpC', '0,0');
    addUnit(s, 'b', 'bottom', 'LI', '2,0');
    const t = byHex(moveTargets(s, 'a', { maxHexes: 2 }));
    expect(t.has('2,0')).toBe(false);
    expect(t.has('4,0')).toBe(false); // only reachable through 2,0 in two hexes
    expect(t.get('3,1')?.path).toEqual(['1,1', '3,1']);
  });

  it('cannot enter or pass through enemy units or enemy leaders (seed 003:962-963)', () => {
    const s = makeState();
    addUnit(s, 'a', 'bottom', 'SSpC', '0,0');
    addUnit(s, 'e', 'top', 'LI', '2,0');
    addLeader(s, 'el', 'top', 'foot', '1,1');
    expect(moveTargets(s, 'a', { maxHexes: 2 })).toEqual([]);
  });

  it('infantry stops on and joins a lone friendly leader, foot or mounted (seed 003:973-975)', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      const s = makeState();
      addUnit(s, 'li', 'bottom', 'LI', '10,6');
      addLeader(s, 'ld', 'bottom', kind, '12,6');
      const t = byHex(moveTargets(s, 'li', { maxHexes: 2 }));
      expect(t.get('12,6')).toMatchObject({ hexes: 1, joins: 'ld' });
      expect(t.has('14,6')).toBe(false); // it may not go on through him
    }
  });

  it('cavalry joins a lone mounted leader but may not enter a lone foot leader (seed 003:977-981)', () => {
    const s = makeState();
    addUnit(s, 'cav', 'bottom', 'SSpC', '10,6');
    addLeader(s, 'foot', 'bottom', 'foot', '12,6');
    addLeader(s, 'horse', 'bottom', 'mounted', '9,7');
    const t = byHex(moveTargets(s, 'cav', { maxHexes: 2 }));
    expect(t.has('12,6')).toBe(false);
    expect(t.get('9,7')).toMatchObject({ joins: 'horse' });
  });

  it('a unit that already has a leader may not enter a lone friendly leader (seed 003:974, 1042)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    addLeader(s, 'own', 'bottom', 'foot', '10,6');
    addLeader(s, 'other', 'bottom', 'mounted', '12,6');
    expect(byHex(moveTargets(s, 'li', { maxHexes: 2 })).has('12,6')).toBe(false);
  });

  it('never enters a half hex at the side edge (seed 003:1043)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '0,4');
    addLeader(s, 'ld', 'bottom', 'mounted', '1,9');
    for (const m of [
      ...hexTargets(moveTargets(s, 'li', { maxHexes: 2 })),
      ...hexTargets(moveTargets(s, 'ld', { maxHexes: 3 })),
    ]) {
      expect(parseKey(m.hex).c).toBeGreaterThanOrEqual(0);
      for (const h of m.path) expect(parseKey(h).c).toBeGreaterThanOrEqual(0);
    }
  });

  it('units may not leave the board unless the scenario allows it, then over their own baseline (seed 003:957-958)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '9,9');
    expect(moveTargets(s, 'li', { maxHexes: 2 }).some((t) => t.exit)).toBe(false);
    const exit = moveTargets(s, 'li', { maxHexes: 2, mayExitBaseline: true }).find((t) => t.exit);
    expect(exit).toEqual({ exit: true, hexes: 2, path: ['8,10'] });
  });

  it('bodyguards never move (seed 003:703-707)', () => {
    const s = makeState();
    addUnit(s, 'bg', 'bottom', 'BG', '10,10');
    expect(moveTargets(s, 'bg', { maxHexes: 2 })).toEqual([]);
  });
});

describe('terrain and movement (seed 003:2091-2290)', () => {
  it('entering a forest ends the move; the unit may still battle (seed 003:2118-2121)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    setTerrain(s, '12,6', 'forest');
    const t = byHex(moveTargets(s, 'li', { maxHexes: 2 }));
    expect(t.get('12,6')).toMatchObject({ hexes: 1, stoppedByTerrain: true, battleForbidden: false });
    // 14,6 is two hexes away only through the forest.
    expect(t.has('14,6')).toBe(false);
  });

  it('buildings and ravines stop the unit and forbid battle that turn (seed 003:2187-2192, 2223-2226)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    setTerrain(s, '12,6', 'buildings');
    setTerrain(s, '8,6', 'ravine');
    const t = byHex(moveTargets(s, 'li', { maxHexes: 2 }));
    expect(t.get('12,6')).toMatchObject({ stoppedByTerrain: true, battleForbidden: true });
    expect(t.get('8,6')).toMatchObject({ stoppedByTerrain: true, battleForbidden: true });
  });

  it('fields and fords stop but allow battle (seed 003:2159-2163, 2209-2214)', () => {
    const s = makeState();
    addUnit(s, 'cav', 'bottom', 'SSpC', '10,6');
    setTerrain(s, '12,6', 'fields');
    setTerrain(s, '8,6', 'ford');
    const t = byHex(moveTargets(s, 'cav', { maxHexes: 2 }));
    expect(t.get('12,6')).toMatchObject({ stoppedByTerrain: true, battleForbidden: false });
    expect(t.get('8,6')).toMatchObject({ stoppedByTerrain: true, battleForbidden: false });
  });

  it('a fence: infantry may battle after entering, cavalry may not (seed 003:2254-2259)', () => {
    const s = makeState();
    setTerrain(s, '12,6', 'fence');
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    addUnit(s, 'cav', 'bottom', 'SSpC', '14,6');
    expect(byHex(moveTargets(s, 'li', { maxHexes: 2 })).get('12,6')?.battleForbidden).toBe(false);
    expect(byHex(moveTargets(s, 'cav', { maxHexes: 2 })).get('12,6')?.battleForbidden).toBe(true);
  });

  it('a castle stops any unit, cavalry included, and forbids battle that turn (decision, seed 003:2274-2277, 2282)', () => {
    const s = makeState();
    setTerrain(s, '12,6', 'castle');
    addUnit(s, 'cav', 'bottom', 'SSpC', '10,6');
    expect(byHex(moveTargets(s, 'cav', { maxHexes: 2 })).get('12,6')).toMatchObject({
      stoppedByTerrain: true,
      battleForbidden: true,
    });
  });

  it('hills and bridges do not slow movement (seed 003:2132, 2177)', () => {
    const s = makeState();
    setTerrain(s, '12,6', 'hill');
    setTerrain(s, '14,6', 'bridge');
    addUnit(s, 'cav', 'bottom', 'SSpC', '10,6');
    const t = byHex(moveTargets(s, 'cav', { maxHexes: 3 }));
    expect(t.get('16,6')?.path).toEqual(['12,6', '14,6', '16,6']);
  });

  it('a river is never entered; a scenario-fordable river is entered as a ford (seed 003:2153, 2169-2172)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    setTerrain(s, '12,6', 'river');
    setTerrain(s, '8,6', 'ford');
    expect(byHex(moveTargets(s, 'li', { maxHexes: 2 })).has('12,6')).toBe(false);
    s.options.riverFordable = true;
    const t = byHex(moveTargets(s, 'li', { maxHexes: 2 }));
    expect(t.get('12,6')).toMatchObject({ stoppedByTerrain: true });
    // The river's own fords become shallow: no stop.
    expect(t.get('6,6')?.path).toEqual(['8,6', '6,6']);
  });

  it('an empty command tent stops a unit that may still battle (seed 003:2241-2247)', () => {
    const s = makeState();
    setTerrain(s, '12,6', 'tent', { side: 'top' });
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    expect(byHex(moveTargets(s, 'li', { maxHexes: 2 })).get('12,6')).toMatchObject({
      stoppedByTerrain: true,
      battleForbidden: false,
    });
  });

  it('a leader passes through his own occupied tent without stopping, but stops in an empty one (seed 003:1024-1026, 2241-2243)', () => {
    const s = makeState();
    setTerrain(s, '10,8', 'tent', { side: 'bottom' });
    addLeader(s, 'ld', 'bottom', 'mounted', '9,9');
    // 11,7 is two hexes away only through the tent.
    let t = byHex(moveTargets(s, 'ld', { maxHexes: 2 }));
    expect(t.get('10,8')).toMatchObject({ stoppedByTerrain: true });
    expect(t.has('11,7')).toBe(false);
    addUnit(s, 'bg', 'bottom', 'BG', '10,8');
    addLeader(s, 'ac', 'bottom', 'commander', '10,8');
    t = byHex(moveTargets(s, 'ld', { maxHexes: 2 }));
    expect(t.has('10,8')).toBe(false);
    expect(t.get('11,7')?.path).toEqual(['10,8', '11,7']);
  });
});

describe('leader movement (seed 003:999-1043)', () => {
  it('an attached leader moves only with his unit unless ordered to detach (seed 003:1000-1001, 1020-1022)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,6');
    addLeader(s, 'ld', 'bottom', 'foot', '10,6');
    expect(moveTargets(s, 'ld', { maxHexes: 2 })).toEqual([]);
    const t = hexTargets(moveTargets(s, 'ld', { maxHexes: 2, detaching: true }));
    expect(t).toHaveLength(18);
    expect(t.some((m) => m.hex === '10,6')).toBe(false);
  });

  it('the army commander may not leave his bodyguards (seed 003:703-707)', () => {
    const s = makeState();
    addUnit(s, 'bg', 'bottom', 'BG', '10,10');
    addLeader(s, 'ac', 'bottom', 'commander', '10,10');
    expect(moveTargets(s, 'ac', { maxHexes: 2, detaching: true })).toEqual([]);
  });

  it('moves into and through friendly units (seed 003:1023)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '0,0');
    addUnit(s, 'a', 'bottom', 'SSpC', '2,0');
    addUnit(s, 'b', 'bottom', 'LI', '1,1');
    const t = byHex(moveTargets(s, 'ld', { maxHexes: 2 }));
    expect(t.get('4,0')?.path).toEqual(['2,0', '4,0']);
    expect(t.get('2,0')).toMatchObject({ joins: 'a' });
    expect(t.get('1,1')).toMatchObject({ joins: 'b' });
  });

  it('passes friendly leaders, alone or with a unit, but may not stop with them (seed 003:1024-1026, 1042)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '0,0');
    addLeader(s, 'lone', 'bottom', 'foot', '2,0');
    addUnit(s, 'u', 'bottom', 'LI', '1,1');
    addLeader(s, 'withUnit', 'bottom', 'mounted', '1,1');
    const t = byHex(moveTargets(s, 'ld', { maxHexes: 2 }));
    expect(t.has('2,0')).toBe(false);
    expect(t.has('1,1')).toBe(false);
    expect(t.get('4,0')?.path).toEqual(['2,0', '4,0']);
    expect(t.get('2,2')?.path).toEqual(['1,1', '2,2']);
  });

  it('a foot leader joins friendly infantry but may not stop with cavalry (seed 003:1027-1032)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '10,6');
    addUnit(s, 'inf', 'bottom', 'SSp', '12,6');
    addUnit(s, 'cav', 'bottom', 'SSpC', '8,6');
    const t = byHex(moveTargets(s, 'ld', { maxHexes: 2 }));
    expect(t.get('12,6')).toMatchObject({ joins: 'inf' });
    expect(t.has('8,6')).toBe(false);
    expect(t.get('6,6')?.path).toEqual(['8,6', '6,6']); // passing through is allowed (1023)
  });

  it('a mounted leader joins friendly cavalry (seed 003:1033-1035)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '10,6');
    addUnit(s, 'cav', 'bottom', 'SBC', '8,6');
    expect(byHex(moveTargets(s, 'ld', { maxHexes: 3 })).get('8,6')).toMatchObject({ joins: 'cav' });
  });

  it('a lone army commander counts as a foot leader: no cavalry (seed 003:761, 1493)', () => {
    const s = makeState();
    addLeader(s, 'ac', 'bottom', 'commander', '10,6');
    addUnit(s, 'cav', 'bottom', 'SSpC', '8,6');
    expect(byHex(moveTargets(s, 'ac', { maxHexes: 2 })).has('8,6')).toBe(false);
  });

  it('never enters or passes enemy units or leaders (seed 003:1039-1041)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '0,0');
    addUnit(s, 'e', 'top', 'LI', '2,0');
    addLeader(s, 'el', 'top', 'foot', '1,1');
    expect(moveTargets(s, 'ld', { maxHexes: 3 })).toEqual([]);
  });

  it('a lone leader follows the terrain rules of his type (seed 003:1010-1011, 2118-2119)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '10,6');
    setTerrain(s, '12,6', 'forest');
    const t = byHex(moveTargets(s, 'ld', { maxHexes: 3 }));
    expect(t.get('12,6')).toMatchObject({ hexes: 1, stoppedByTerrain: true });
    expect(t.get('14,6')?.hexes).toBe(3); // around the forest
  });

  it('may not enter stop terrain holding a friendly leader: he would have to stop there (seed 003:1026, 2118)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'mounted', '0,0');
    addLeader(s, 'other', 'bottom', 'foot', '2,0');
    setTerrain(s, '2,0', 'forest');
    addUnit(s, 'x', 'top', 'LI', '1,1');
    expect(moveTargets(s, 'ld', { maxHexes: 3 })).toEqual([]);
    delete s.leaders.other;
    expect(byHex(moveTargets(s, 'ld', { maxHexes: 3 })).get('2,0')).toMatchObject({ stoppedByTerrain: true });
  });

  it('a lone leader may step off his own baseline; it counts as one hex (seed 003:1049-1052, 1104)', () => {
    const s = makeState();
    addLeader(s, 'on', 'bottom', 'foot', '10,10');
    expect(moveTargets(s, 'on', { maxHexes: 2 }).find((t) => t.exit)).toEqual({
      exit: true,
      hexes: 1,
      path: [],
    });
    addLeader(s, 'near', 'bottom', 'foot', '13,9');
    expect(moveTargets(s, 'near', { maxHexes: 2 }).find((t) => t.exit)).toMatchObject({
      exit: true,
      hexes: 2,
    });
    addLeader(s, 'far', 'bottom', 'foot', '14,8');
    expect(moveTargets(s, 'far', { maxHexes: 2 }).some((t) => t.exit)).toBe(false);
    addLeader(s, 'top', 'top', 'mounted', '4,2');
    expect(moveTargets(s, 'top', { maxHexes: 3 }).find((t) => t.exit)).toMatchObject({
      exit: true,
      hexes: 3,
    });
  });

  it('a leader stopped by terrain on the baseline cannot step off from there (seed 003:1050-1052, 2118)', () => {
    const s = makeState();
    addLeader(s, 'ld', 'bottom', 'foot', '11,9');
    for (const h of ['10,10', '12,10']) setTerrain(s, h, 'forest');
    // Both baseline hexes he reaches with a hex to spare are forest, where he must stop.
    expect(moveTargets(s, 'ld', { maxHexes: 2 }).some((t) => t.exit)).toBe(false);
    expect(moveTargets(s, 'ld', { maxHexes: 3 }).find((t) => t.exit)).toMatchObject({ hexes: 3 });
  });

  it('a detaching leader may also step off the baseline (seed 003:1020-1022, 1050-1052)', () => {
    const s = makeState();
    addUnit(s, 'li', 'bottom', 'LI', '10,10');
    addLeader(s, 'ld', 'bottom', 'foot', '10,10');
    expect(moveTargets(s, 'ld', { maxHexes: 2, detaching: true }).find((t) => t.exit)).toMatchObject({
      hexes: 1,
    });
  });
});

describe('Spirit of Haya-ji: moving through anything (seed 003:5797-5807)', () => {
  it('passes friendly and enemy units and stop terrain, but never ends on a unit', () => {
    const s = makeState();
    addUnit(s, 'a', 'bottom', 'SSpC', '0,0');
    addUnit(s, 'f', 'bottom', 'LI', '2,0');
    addUnit(s, 'e', 'top', 'LI', '1,1');
    setTerrain(s, '4,0', 'forest');
    const t = byHex(moveTargets(s, 'a', { maxHexes: 3, throughAnything: true }));
    expect(t.has('2,0')).toBe(false);
    expect(t.has('1,1')).toBe(false);
    expect(t.get('4,0')).toMatchObject({ hexes: 2, stoppedByTerrain: true });
    expect(t.get('6,0')?.path).toEqual(['2,0', '4,0', '6,0']);
  });

  it('still never enters impassable terrain', () => {
    const s = makeState();
    addUnit(s, 'a', 'bottom', 'LI', '0,0');
    setTerrain(s, '2,0', 'river');
    setTerrain(s, '1,1', 'river');
    expect(moveTargets(s, 'a', { maxHexes: 3, throughAnything: true })).toEqual([]);
  });
});
