// Session 15 audit, GMT 2021 core rules: every terrain's dice limits, played through the state
// machine rather than read off the terrain table. Seed 003: forest 2116-2127, hill 2131-2139, ford
// 2158-2167, bridge 2176-2180, buildings 2184-2204, fields 2208-2218, ravine 2222-2235, command tent
// 2240-2249, fence and palisade 2253-2263, castle 2273-2287; caps bind the base dice only (2097-2107).

import { describe, expect, it } from 'vitest';
import type { TerrainCell, UnitTypeId } from '../../../src/games/samurai-battles/types';
import { act, actionsOf, type BattleSpec, rolled, script, toBattle } from '../flow/harness';

type T = TerrainCell['t'];
const TERRAINS: T[] = [
  'open',
  'forest',
  'hill',
  'ford',
  'bridge',
  'buildings',
  'fields',
  'ravine',
  'tent',
  'fence',
  'palisade',
  'castle',
];

/** Dice the attacker rolls (null: the combat is not offered). */
function dice(type: UnitTypeId, mode: 'close' | 'ranged', where: 'out' | 'into', t: T): number | null {
  const from = '10,8';
  const to = mode === 'close' ? '11,7' : '10,6';
  const terrainHex = where === 'out' ? from : to;
  const spec: BattleSpec = {
    units: [
      { id: 'a', side: 'bottom', type, hex: from },
      { id: 't', side: 'top', type: 'ASp', hex: to },
    ],
    terrain: {
      [terrainHex]: t === 'tent' ? { t, side: where === 'out' ? 'bottom' : 'top' } : t,
    },
  };
  const s = toBattle(spec, ['a']);
  const action = { type: 'battle' as const, unit: 'a', target: to, mode };
  if (!actionsOf(s, 'battle').some((x) => x.target === to && x.mode === mode)) return null;
  script(s, ...Array<'circle'>(12).fill('circle'));
  const ev = act(s, action);
  return rolled(ev, mode)[0]!.length;
}

function table(type: UnitTypeId, mode: 'close' | 'ranged', where: 'out' | 'into') {
  return Object.fromEntries(TERRAINS.map((t) => [t, dice(type, mode, where, t)]));
}

describe('terrain dice limits through a real combat (seed 003:2097-2107)', () => {
  it('foot (4 dice) in close combat out of each terrain (seed 003:2122, 2134, 2164, 2179, 2193-2194, 2215, 2227-2228, 2249, 2262, 2278-2279)', () => {
    expect(table('SSp', 'close', 'out')).toEqual({
      open: 4,
      forest: 2,
      hill: 3,
      ford: 2,
      bridge: 4,
      buildings: 2,
      fields: 4,
      ravine: 1,
      tent: 4,
      fence: 2,
      palisade: 2,
      castle: 3,
    });
  });

  it('cavalry (4 dice) in close combat out of each terrain (seed 003:2122, 2134, 2164, 2197, 2216, 2227-2228, 2262, 2282)', () => {
    expect(table('SSpC', 'close', 'out')).toEqual({
      open: 4,
      forest: 2,
      hill: 3,
      ford: 2,
      bridge: 4,
      buildings: 1,
      fields: 2,
      ravine: 1,
      tent: 4,
      fence: 2,
      palisade: 2,
      castle: null,
    });
  });

  it('foot (4 dice) in close combat into each terrain (seed 003:2123-2124, 2136-2137, 2167, 2198-2200, 2215, 2231-2232, 2263, 2283-2284)', () => {
    expect(table('SSp', 'close', 'into')).toEqual({
      open: 4,
      forest: 2,
      hill: 2,
      ford: 2,
      bridge: 4,
      buildings: 2,
      fields: 4,
      ravine: 2,
      tent: 4,
      fence: 2,
      palisade: 2,
      castle: 2,
    });
  });

  it('cavalry (4 dice) in close combat into each terrain (seed 003:2123-2124, 2136-2137, 2167, 2198-2200, 2218, 2233, 2263, 2287)', () => {
    expect(table('SSpC', 'close', 'into')).toEqual({
      open: 4,
      forest: 2,
      hill: 2,
      ford: 2,
      bridge: 4,
      buildings: 2,
      fields: 2,
      ravine: 1,
      tent: 4,
      fence: 2,
      palisade: 2,
      castle: null,
    });
  });

  it('bow cavalry (3 dice) firing out of each terrain (seed 003:2122, 2139, 2165-2166, 2197, 2216, 2229-2230, 2262, 2282)', () => {
    expect(table('SBC', 'ranged', 'out')).toEqual({
      open: 3,
      forest: 2,
      hill: 3,
      ford: 1,
      bridge: 3,
      buildings: 1,
      fields: 2,
      ravine: 1,
      tent: 3,
      fence: 2,
      palisade: 2,
      castle: null,
    });
  });

  it('bow cavalry (3 dice) firing into each terrain (seed 003:2125-2126, 2139, 2167, 2201-2202, 2218, 2234-2235, 2263, 2285-2286)', () => {
    expect(table('SBC', 'ranged', 'into')).toEqual({
      open: 3,
      forest: 1,
      hill: 3,
      ford: 2,
      bridge: 3,
      buildings: 1,
      fields: 2,
      ravine: 1,
      tent: 3,
      fence: 2,
      palisade: 2,
      castle: 1,
    });
  });

  it('foot bows (2 dice) firing out of and into each terrain (seed 003:2195-2196, 2229-2230, 2281)', () => {
    expect(table('AB', 'ranged', 'out')).toEqual({
      open: 2,
      forest: 2,
      hill: 2,
      ford: 1,
      bridge: 2,
      buildings: 1,
      fields: 2,
      ravine: 1,
      tent: 2,
      fence: 2,
      palisade: 2,
      castle: 2,
    });
    expect(table('AB', 'ranged', 'into')).toEqual({
      open: 2,
      forest: 1,
      hill: 2,
      ford: 2,
      bridge: 2,
      buildings: 1,
      fields: 2,
      ravine: 1,
      tent: 2,
      fence: 2,
      palisade: 2,
      castle: 1,
    });
  });
});
