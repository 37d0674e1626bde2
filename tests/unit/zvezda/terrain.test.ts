// Zvezda 2012 terrain: the rows checked against the 2012 terrain chapter (seed 002:932-1121, seed
// 000:670-857), the flag a unit in buildings ignores, and the hill line of sight.

import { describe, expect, it } from 'vitest';
import { hasLineOfSight } from '../../../src/games/samurai-battles/board/los';
import { flagIgnore } from '../../../src/games/samurai-battles/combat/flags';
import {
  effectiveTerrain,
  TERRAIN,
  terrainDiceCap,
  terrainFlagsIgnored,
  terrainTable,
} from '../../../src/games/samurai-battles/data/terrain';
import type {
  Edition,
  GameState,
  HexKey,
  TerrainCell,
  TerrainId,
} from '../../../src/games/samurai-battles/types';
import { addUnit, makeState as boardState } from '../board/fixture';
import { makeState as combatState } from '../combat/fixture';

const Z: Edition = 'zvezda2012';

describe('Zvezda terrain rows', () => {
  it('only buildings and the forest differ from the GMT table (seed 002:948-1121; seed 000:686-839)', () => {
    const zvezda = terrainTable(Z);
    const differ = (Object.keys(TERRAIN) as TerrainId[]).filter(
      (id) => JSON.stringify(zvezda[id]) !== JSON.stringify(TERRAIN[id]),
    );
    expect(differ).toEqual(['forest', 'buildings']);
    // The forest differs in one cap only: fire out of it (002:959 caps close combat only).
    expect({ ...zvezda.forest, out: TERRAIN.forest.out, seed: '' }).toEqual({ ...TERRAIN.forest, seed: '' });
    expect(zvezda.forest.out.infantry).toEqual({ close: 2, ranged: 'none' });
    expect(terrainTable('gmt2021')).toBe(TERRAIN);
  });

  it.each([
    // [terrain, attacker's hex, target's hex, cavalry, combat, cap, seed lines]
    ['forest out, close', 'forest', 'open', false, 'close', 2, '002:959'],
    ['forest into, close', 'open', 'forest', false, 'close', 2, '002:960'],
    ['forest into, ranged', 'open', 'forest', false, 'ranged', 1, '002:961'],
    ['hill out, close', 'hill', 'open', false, 'close', 3, '002:977'],
    ['hill out, ranged: no cap', 'hill', 'open', false, 'ranged', 'none', '002:975-978'],
    ['hill into from below, close', 'open', 'hill', false, 'close', 2, '002:978'],
    ['hill into, ranged: no cap', 'open', 'hill', false, 'ranged', 'none', '002:975-978'],
    ['ford out, close', 'ford', 'open', false, 'close', 2, '002:1013'],
    ['ford out, ranged', 'ford', 'open', false, 'ranged', 1, '002:1014'],
    ['ford into, ranged', 'open', 'ford', false, 'ranged', 2, '002:1015'],
    ['buildings out, infantry ranged', 'buildings', 'open', false, 'ranged', 1, '002:1053'],
    ['buildings out, cavalry', 'buildings', 'open', true, 'close', 1, '002:1054'],
    ['buildings into, ranged', 'open', 'buildings', false, 'ranged', 1, '002:1056'],
    ['fields out, cavalry', 'fields', 'open', true, 'close', 2, '002:1075'],
    ['fields out, infantry: no cap', 'fields', 'open', false, 'close', 'none', '002:1074-1076'],
    ['ravine out, ranged', 'ravine', 'open', false, 'ranged', 1, '002:1112'],
    ['ravine into, cavalry close', 'open', 'ravine', true, 'close', 1, '002:1114'],
    ['ravine into, infantry close', 'open', 'ravine', false, 'close', 2, '002:1113'],
  ] as const)('%s (seed %s)', (_name, from, to, cavalry, combat, cap, _seed) => {
    const s: GameState = { ...combatState(), edition: Z };
    s.terrain['10,8'] = { t: from };
    s.terrain['11,7'] = { t: to };
    expect(terrainDiceCap(s, '10,8', '11,7', cavalry, combat)).toBe(cap);
  });

  it('a unit in buildings ignores 1 flag, whoever attacks it (seed 002:1058; seed 000:794)', () => {
    const spec = {
      units: [
        { id: 'b', side: 'bottom' as const, type: 'ASp' as const, hex: '10,8' },
        { id: 'c', side: 'bottom' as const, type: 'SSpC' as const, hex: '14,8' },
      ],
      terrain: { '10,8': 'buildings' as const, '14,8': 'buildings' as const },
    };
    const z: GameState = { ...combatState(spec), edition: Z };
    expect(terrainFlagsIgnored(z, '10,8', false, false)).toBe(1);
    expect(terrainFlagsIgnored(z, '10,8', false, true)).toBe(1);
    expect(terrainFlagsIgnored(z, '14,8', true, false)).toBe(1);
    expect(flagIgnore(z, 'b', 'SSp').max).toBe(1);
    // GMT buildings give no flag (rules-decisions #3).
    expect(flagIgnore(combatState(spec), 'b', 'SSp').max).toBe(0);
  });

  it('a scenario that makes buildings impassable keeps the Zvezda row otherwise (seed 002:1058)', () => {
    const s: GameState = { ...combatState({ terrain: { '10,8': 'buildings' } }), edition: Z };
    s.options = { ...s.options, impassable: ['buildings'] };
    const t = effectiveTerrain(s, '10,8');
    expect(t.impassable).toEqual({ infantry: true, cavalry: true });
    expect(t.flagsIgnored.infantry.vsInfantry).toBe(1);
  });
});

describe('Zvezda hill line of sight (seed 002:982; seed 000:720)', () => {
  /** A row-4 line: every hex from 4,4 to 16,4, terrain as given, no pieces. */
  function row(edition: Edition, cells: Record<HexKey, TerrainCell>): GameState {
    const s: GameState = { ...boardState(), edition };
    for (const [hex, cell] of Object.entries(cells)) s.terrain[hex] = cell;
    return s;
  }
  const hill: TerrainCell = { t: 'hill' };
  const sees = (s: GameState, a: HexKey, z: HexKey) => [hasLineOfSight(s, a, z), hasLineOfSight(s, z, a)];

  it('a hill hex between two lowland hexes blocks in both editions (seed 002:982; seed 000:720)', () => {
    for (const e of ['zvezda2012', 'gmt2021'] as const)
      expect(sees(row(e, { '10,4': hill }), '8,4', '12,4')).toEqual([false, false]);
  });

  it('from a hill, the next hill hex of the same height does not block what lies beyond (seed 002:982; seed 000:720)', () => {
    const cells = { '8,4': hill, '10,4': hill };
    expect(sees(row(Z, cells), '8,4', '14,4')).toEqual([true, true]);
    // GMT: a hill hex blocks the hexes behind it unless firer and target share the plateau (003:2143-2149).
    expect(sees(row('gmt2021', cells), '8,4', '14,4')).toEqual([false, false]);
  });

  it('a hill hex next to neither end still blocks, even on one long hill (seed 002:982)', () => {
    const ridge = { '6,4': hill, '8,4': hill, '10,4': hill, '12,4': hill, '14,4': hill };
    // 8,4 next to the firer and 12,4 next to the target are seen over; 10,4 is next to neither.
    expect(sees(row(Z, ridge), '6,4', '14,4')).toEqual([false, false]);
    expect(sees(row(Z, ridge), '8,4', '14,4')).toEqual([true, true]);
    // GMT: one plateau, seen across whatever its length (003:2148-2149).
    expect(sees(row('gmt2021', ridge), '6,4', '14,4')).toEqual([true, true]);
  });

  it('either end on a hill is enough: the line is the same both ways (seed 002:407, 982)', () => {
    const cells = { '10,4': hill, '12,4': hill };
    expect(sees(row(Z, cells), '8,4', '12,4')).toEqual([true, true]);
    // GMT: a lower unit does not see through one hill hex onto the next (003:2145-2147).
    expect(sees(row('gmt2021', cells), '8,4', '12,4')).toEqual([false, false]);
  });

  it('a hex of another named hill is not taken as the same height and blocks (seed 002:982)', () => {
    const cells = { '8,4': { t: 'hill', hill: 'east' }, '10,4': { t: 'hill', hill: 'west' } } as const;
    expect(sees(row(Z, cells), '8,4', '14,4')).toEqual([false, false]);
  });

  it('units on the seen-over hill hex still block (seed 002:403)', () => {
    const s = row(Z, { '8,4': hill, '10,4': hill });
    addUnit(s, 'x', 'top', 'ASp', '10,4');
    expect(sees(s, '8,4', '14,4')).toEqual([false, false]);
  });
});
