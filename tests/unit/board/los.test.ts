// Line of sight, seed 003 lines 1209-1219 (general) and 2142-2149 (hills).
// Drawings: row r is string r, hex (c, r) is the character at index c + 1 (see fixture.ts).
// A = firer, Z = target, x / X = units, l = lone leader; terrain letters as in drawTerrain.

import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import { hasLineOfSight, losPath, plateauOf } from '../../../src/games/samurai-battles/board/los';
import { ALL_KEYS } from '../../../src/games/samurai-battles/hex';
import type { TerrainId } from '../../../src/games/samurai-battles/types';
import { addUnit, drawPieces, drawTerrain, makeState, markAt, setTerrain } from './fixture';

function scene(pieces: string[], terrain: string[] = []) {
  const s = makeState();
  drawTerrain(s, terrain);
  drawPieces(s, pieces);
  return { s, a: markAt(pieces, 'A'), z: markAt(pieces, 'Z') };
}

const both = (s: ReturnType<typeof makeState>, a: string, z: string) => [
  hasLineOfSight(s, a, z),
  hasLineOfSight(s, z, a),
];

describe('line of sight: straight lines (seed 003:1212-1216)', () => {
  const ROW = ['', '', '', '', ' . . A . . Z'];

  it('a clear line along a row sees (seed 003:1212-1214)', () => {
    const { s, a, z } = scene(ROW);
    expect([a, z]).toEqual(['4,4', '10,4']);
    expect(losPath(a, z)).toEqual([
      { kind: 'hex', hex: '6,4' },
      { kind: 'hex', hex: '8,4' },
    ]);
    expect(both(s, a, z)).toEqual([true, true]);
  });

  it('any unit in between blocks, friend or foe (seed 003:1215)', () => {
    expect(both(scene(['', '', '', '', ' . . A . x Z']).s, '4,4', '10,4')).toEqual([false, false]);
    expect(both(scene(['', '', '', '', ' . . A X . Z']).s, '4,4', '10,4')).toEqual([false, false]);
  });

  it('a lone leader in between blocks (seed 003:1215)', () => {
    expect(hasLineOfSight(scene(['', '', '', '', ' . . A . l Z']).s, '4,4', '10,4')).toBe(false);
  });

  it('adjacent hexes always see each other: nothing lies between (seed 003:1213-1214)', () => {
    const s = makeState();
    setTerrain(s, '4,4', 'forest');
    setTerrain(s, '6,4', 'forest');
    expect(losPath('4,4', '6,4')).toEqual([]);
    expect(hasLineOfSight(s, '4,4', '6,4')).toBe(true);
  });

  it('forest, buildings, tent and castle block; fields, ford, river, bridge, ravine, fence, palisade do not (seed 003:2127-2290)', () => {
    const expected: Record<TerrainId, boolean> = {
      open: true,
      forest: false,
      hill: false,
      river: true,
      ford: true,
      bridge: true,
      buildings: false,
      fields: true,
      ravine: true,
      tent: false,
      fence: true,
      palisade: true,
      castle: false,
    };
    for (const t of Object.keys(expected) as TerrainId[]) {
      const s = makeState();
      setTerrain(s, '8,4', t);
      expect(hasLineOfSight(s, '4,4', '10,4'), t).toBe(expected[t]);
    }
  });

  it("the target's own terrain and the firer's do not block (seed 003:1219)", () => {
    const s = makeState();
    setTerrain(s, '4,4', 'forest');
    setTerrain(s, '10,4', 'buildings');
    addUnit(s, 'u1', 'top', 'SB', '4,4');
    addUnit(s, 'u2', 'bottom', 'SSp', '10,4');
    expect(both(s, '4,4', '10,4')).toEqual([true, true]);
  });

  it('an empty ravine does not block, a unit in a ravine does (seed 003:2236-2237)', () => {
    const s = makeState();
    setTerrain(s, '8,4', 'ravine');
    expect(hasLineOfSight(s, '4,4', '10,4')).toBe(true);
    addUnit(s, 'u', 'top', 'LI', '8,4');
    expect(hasLineOfSight(s, '4,4', '10,4')).toBe(false);
  });

  it('a line that cuts only a corner of a hex is still blocked by it (seed 003:1213, "or part of it")', () => {
    //        c: 4 5 6 7 8 9
    const pieces = ['', '', ' . . A', '. . . . x', '', '. . . . . Z'];
    const { s, a, z } = scene(pieces);
    expect([a, z]).toEqual(['4,2', '9,5']);
    expect(losPath(a, z).map((p) => (p.kind === 'hex' ? p.hex : 'edge'))).toEqual([
      '5,3',
      '7,3',
      '6,4',
      '8,4',
    ]);
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('a hex the line only touches at one corner point does not block (seed 003:1217-1218)', () => {
    const s = makeState();
    addUnit(s, 'touch', 'top', 'LI', '7,3');
    expect(losPath('4,2', '10,6').map((p) => (p.kind === 'hex' ? p.hex : 'edge'))).toEqual([
      '5,3',
      '6,4',
      '8,4',
      '9,5',
    ]);
    expect(both(s, '4,2', '10,6')).toEqual([true, true]);
    addUnit(s, 'cross', 'top', 'LI', '5,3');
    expect(both(s, '4,2', '10,6')).toEqual([false, false]);
  });
});

describe('line of sight: lines along hex edges (seed 003:1217-1218)', () => {
  // A vertical line runs along the edges between (7,r) and (9,r) on the odd rows.
  const top = ' . . . . A';
  const bottom = ' . . . . Z';

  it('the path lists the edge pairs with the hex on each side', () => {
    expect(losPath('8,2', '8,6')).toEqual([
      { kind: 'edge', left: '9,3', right: '7,3' },
      { kind: 'hex', hex: '8,4' },
      { kind: 'edge', left: '9,5', right: '7,5' },
    ]);
  });

  it('obstructions on one side only do not block (seed 003:1217-1218)', () => {
    const { s, a, z } = scene(['', '', top, '. . . . x .', ' . . . . .', '. . . . x .', bottom]);
    expect([a, z]).toEqual(['8,2', '8,6']);
    expect(both(s, a, z)).toEqual([true, true]);
  });

  it('obstructions facing each other across the line block (seed 003:1217-1218)', () => {
    const { s, a, z } = scene(['', '', top, '. . . . x x', ' . . . . .', '. . . . . .', bottom]);
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('obstructions on both sides block even when not facing each other (decision, seed 003:1218)', () => {
    const { s, a, z } = scene(['', '', top, '. . . . x .', ' . . . . .', '. . . . . x', bottom]);
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('terrain counts as an obstruction on a side: forest one side, unit the other (seed 003:1215-1218)', () => {
    const { s, a, z } = scene(
      ['', '', top, '. . . . . x', ' . . . . .', '', bottom],
      ['', '', '', '. . . . F'],
    );
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('along a 30-degree line the grazed pairs work the same way (seed 003:1217-1218)', () => {
    expect(losPath('4,4', '10,6')).toEqual([
      { kind: 'edge', left: '6,4', right: '5,5' },
      { kind: 'hex', hex: '7,5' },
      { kind: 'edge', left: '9,5', right: '8,6' },
    ]);
    const s = makeState();
    setTerrain(s, '6,4', 'forest');
    setTerrain(s, '9,5', 'buildings');
    expect(hasLineOfSight(s, '4,4', '10,6')).toBe(true);
    addUnit(s, 'u', 'bottom', 'LI', '8,6');
    expect(both(s, '4,4', '10,6')).toEqual([false, false]);
  });

  it('half hexes at the side edge are obstructions: a line along the edge column sees only if the inner side is clear (seed 003:1215-1218)', () => {
    const clear = scene([' .', '', ' A', '. .', ' .', '. .', ' Z']);
    expect([clear.a, clear.z]).toEqual(['0,2', '0,6']);
    expect(losPath('0,2', '0,6')).toEqual([
      { kind: 'edge', left: '1,3', right: '-1,3' },
      { kind: 'hex', hex: '0,4' },
      { kind: 'edge', left: '1,5', right: '-1,5' },
    ]);
    expect(hasLineOfSight(clear.s, clear.a, clear.z)).toBe(true);
    const blocked = scene(['', '', ' A', '. .', ' .', '. x', ' Z']);
    expect(both(blocked.s, blocked.a, blocked.z)).toEqual([false, false]);
  });
});

describe('line of sight: hills (seed 003:2142-2149)', () => {
  const ROW = (s: string) => ['', '', '', '', s];

  it('a hill hex blocks the units behind it (seed 003:2143)', () => {
    const { s, a, z } = scene(ROW(' . . A . . Z'), ROW(' . . . H'));
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('a unit below sees the first hill hex, and is seen from it (seed 003:2144)', () => {
    const { s, a, z } = scene(ROW(' A . Z'), ROW(' . . H H'));
    expect([a, z]).toEqual(['0,4', '4,4']);
    expect(both(s, a, z)).toEqual([true, true]);
  });

  it('a unit below cannot see across one hill hex to the next, nor be seen (seed 003:2145-2147)', () => {
    const { s, a, z } = scene(ROW(' A . . Z'), ROW(' . . H H'));
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('a unit on a hill cannot see over the edge of its own hill to lower ground beyond (seed 003:2143, 2145-2147)', () => {
    const { s, a, z } = scene(ROW(' . . A . . Z'), ROW(' . . H H'));
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('units on the same plateau see each other across it (seed 003:2148-2149)', () => {
    const { s, a, z } = scene(ROW(' . . A . . Z'), ROW(' . . H H H H'));
    expect(plateauOf(s, a).size).toBe(4);
    expect(both(s, a, z)).toEqual([true, true]);
  });

  it('a unit on the plateau still blocks (seed 003:1215, 2148)', () => {
    const { s, a, z } = scene(ROW(' . . A . x Z'), ROW(' . . H H H H'));
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('two separate hills: the hill hex between blocks (seed 003:2143, 2148)', () => {
    const { s, a, z } = scene(ROW(' . . A . . Z'), ROW(' . . H H . H'));
    expect(plateauOf(s, a).has(z)).toBe(false);
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('an arch-shaped plateau: open ground under the line is clear, a forest there blocks (seed 003:2148-2149)', () => {
    const arch = ['', '', '', '. . . H H H', ' . . H . . H'];
    const open = scene(ROW(' . . A . . Z'), arch);
    expect(plateauOf(open.s, open.a).has(open.z)).toBe(true);
    expect(both(open.s, open.a, open.z)).toEqual([true, true]);
    const wooded = scene(ROW(' . . A . . Z'), ['', '', '', '. . . H H H', ' . . H . F H']);
    expect(both(wooded.s, wooded.a, wooded.z)).toEqual([false, false]);
  });

  it('hill hexes named alike form one plateau even where they do not touch (scenario format)', () => {
    const s = makeState();
    for (const h of ['4,4', '6,4', '10,4']) setTerrain(s, h, 'hill', { hill: 'ridge' });
    expect(both(s, '4,4', '10,4')).toEqual([true, true]);
    for (const h of ['4,4', '6,4', '10,4']) setTerrain(s, h, 'hill');
    expect(both(s, '4,4', '10,4')).toEqual([false, false]);
  });

  it('a grazed hill hex on one side does not block; with a unit on the other side it does (seed 003:1217-1218, 2143)', () => {
    const { s, a, z } = scene(['', '', ' . . . . A', '', '', '', ' . . . . Z'], ['', '', '', '. . . . H']);
    expect(both(s, a, z)).toEqual([true, true]);
    addUnit(s, 'u', 'top', 'LI', '9,5');
    expect(both(s, a, z)).toEqual([false, false]);
  });

  it('along edges inside one plateau the grazed hill hexes do not block (seed 003:2148-2149)', () => {
    const hills = ['', '', ' . . . . H', '. . . . H H', ' . . . . H', '. . . . H H', ' . . . . H'];
    const { s, a, z } = scene(['', '', ' . . . . A', '', '', '', ' . . . . Z'], hills);
    expect(both(s, a, z)).toEqual([true, true]);
  });
});

describe('line of sight: consistency', () => {
  it('sight and path are symmetric on random boards', () => {
    const rng = createRng(2021);
    const kinds: TerrainId[] = ['open', 'open', 'open', 'forest', 'hill', 'hill', 'fields', 'ravine'];
    for (let board = 0; board < 40; board++) {
      const s = makeState();
      let n = 0;
      for (const h of ALL_KEYS) {
        const t = kinds[randomInt(rng, kinds.length)]!;
        if (t !== 'open') setTerrain(s, h, t);
        if (randomInt(rng, 10) === 0) addUnit(s, `u${n++}`, randomInt(rng, 2) ? 'top' : 'bottom', 'LI', h);
      }
      for (let pair = 0; pair < 40; pair++) {
        const a = ALL_KEYS[randomInt(rng, ALL_KEYS.length)]!;
        const z = ALL_KEYS[randomInt(rng, ALL_KEYS.length)]!;
        expect(hasLineOfSight(s, a, z), `${a} ${z}`).toBe(hasLineOfSight(s, z, a));
        const back = losPath(z, a)
          .map((p) => (p.kind === 'hex' ? p : { kind: 'edge' as const, left: p.right, right: p.left }))
          .reverse();
        expect(back).toEqual(losPath(a, z));
      }
    }
  });

  it('every crossed hex lies between the two hexes', () => {
    for (const [a, z] of [
      ['0,0', '22,10'],
      ['3,7', '18,2'],
      ['22,0', '0,10'],
      ['11,1', '12,10'],
    ] as const) {
      for (const p of losPath(a, z)) {
        if (p.kind !== 'hex') continue;
        const [c, r] = p.hex.split(',').map(Number) as [number, number];
        const [ac, ar] = a.split(',').map(Number) as [number, number];
        const [zc, zr] = z.split(',').map(Number) as [number, number];
        expect(r).toBeGreaterThanOrEqual(Math.min(ar, zr));
        expect(r).toBeLessThanOrEqual(Math.max(ar, zr));
        expect(c).toBeGreaterThanOrEqual(Math.min(ac, zc) - 1);
        expect(c).toBeLessThanOrEqual(Math.max(ac, zc) + 1);
      }
    }
  });
});
