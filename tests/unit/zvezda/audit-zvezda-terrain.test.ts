// Rules audit, session 14 (see audit-zvezda.test.ts): the Zvezda 2012 terrain chapter lines no test
// named yet (seed 002:932-1121): what stops a move, where a unit may battle the turn it arrives, the
// dice caps the terrain table test leaves out, and line of sight. Movement and battles through the
// state machine; caps and sight through the engine's terrain and sight functions.

import { describe, expect, it } from 'vitest';
import { hasLineOfSight } from '../../../src/games/samurai-battles/board/los';
import { effectiveTerrain, terrainDiceCap } from '../../../src/games/samurai-battles/data/terrain';
import type { GameState, HexKey, TerrainId } from '../../../src/games/samurai-battles/types';
import { addUnit, makeState as boardState } from '../board/fixture';
import { makeState as combatState } from '../combat/fixture';
import { act, actionsOf, endMovement, legal, rolled, script } from '../flow/harness';
import { attackOn, facing, toMovement } from './combatKit';

/** Bottom's unit `u` of this type at 10,8 with `terrain` at 11,7; a top unit at 12,6 beyond it. */
function march(terrain: TerrainId, type: 'AB' | 'SSpC' = 'AB'): GameState {
  return toMovement(
    {
      units: [
        { id: 'u', side: 'bottom', type, hex: '10,8' },
        { id: 't', side: 'top', type: 'ASp', hex: '13,5' },
      ],
      terrain: { '11,7': terrain },
    },
    ['u'],
  );
}
const reach = (s: GameState) =>
  actionsOf(s, 'move')
    .filter((a) => a.piece === 'u')
    .map((a) => a.to);

describe('terrain and movement (seed 002:938, 952-954, 990-992, 1006-1008, 1027-1029, 1045-1047, 1068-1070, 1104-1106)', () => {
  it.each([
    ['forest', '002:954'],
    ['ford', '002:1008'],
    ['buildings', '002:1047'],
    ['fields', '002:1070'],
    ['ravine', '002:1106'],
  ] as const)('a unit entering %s stops there (seed %s)', (terrain, _line) => {
    const s = march(terrain);
    // 12,6 lies two hexes away, through 11,7 only.
    expect(reach(s)).toContain('11,7');
    expect(reach(s)).not.toContain('12,6');
    act(s, { type: 'move', piece: 'u', to: '11,7' });
    expect(reach(s)).toEqual([]);
  });

  it.each([
    ['hill', '002:973'],
    ['bridge', '002:1029'],
  ] as const)('%s does not slow a move (seed %s)', (terrain, _line) => {
    expect(reach(march(terrain))).toContain('12,6');
  });

  it('a river is crossed only at a ford or bridge (seed 002:992)', () => {
    expect(reach(march('river'))).not.toContain('11,7');
    expect(reach(march('river'))).not.toContain('12,6');
  });
});

describe('battle on the turn a unit arrives (seed 002:958, 1012, 1051, 1074, 1110)', () => {
  it.each([
    ['forest', true, '002:958'],
    ['ford', true, '002:1012'],
    ['fields', true, '002:1074'],
    ['hill', true, '002:973-978'],
    ['buildings', false, '002:1051'],
    ['ravine', false, '002:1110'],
  ] as const)('a unit that moved into %s may battle: %s (seed %s)', (terrain, may, _line) => {
    const s = toMovement(
      {
        units: [
          { id: 'u', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't', side: 'top', type: 'ASp', hex: '12,6' },
        ],
        terrain: { '11,7': terrain },
      },
      ['u'],
    );
    act(s, { type: 'move', piece: 'u', to: '11,7' });
    endMovement(s);
    expect(legal(s, attackOn('u', '12,6'))).toBe(may);
  });
});

describe('dice caps the terrain table test leaves out (seed 002:1052, 1055, 1076, 1111, 1115)', () => {
  it.each([
    ['infantry in buildings, close combat: 2', 'buildings', 'open', false, 'close', 2, '002:1052'],
    ['close combat into buildings: 2', 'open', 'buildings', false, 'close', 2, '002:1055'],
    ['cavalry into fields: 2', 'open', 'fields', true, 'close', 2, '002:1076'],
    ['infantry into fields: no cap', 'open', 'fields', false, 'close', 'none', '002:1076'],
    ['in a ravine, close combat: 1', 'ravine', 'open', false, 'close', 1, '002:1111'],
    ['fire into a ravine: 1', 'open', 'ravine', false, 'ranged', 1, '002:1115'],
    ['bridge: no cap', 'bridge', 'open', false, 'close', 'none', '002:1033'],
  ] as const)('%s (seed %s)', (_n, from, to, cavalry, combat, cap, _line) => {
    const s: GameState = { ...combatState(), edition: 'zvezda2012' };
    s.terrain['10,8'] = { t: from };
    s.terrain['11,7'] = { t: to };
    expect(terrainDiceCap(s, '10,8', '11,7', cavalry, combat)).toBe(cap);
  });
});

describe('line of sight (seed 002:399-407, 965, 1000, 1019, 1039, 1062, 1080, 1119-1121)', () => {
  /** The line 8,4 -> 12,4 crosses 10,4 only. */
  function line(t: TerrainId | null, at: HexKey = '10,4'): GameState {
    const s: GameState = { ...boardState(), edition: 'zvezda2012' };
    if (t) s.terrain[at] = { t };
    return s;
  }

  it.each([
    ['forest', false, '002:965'],
    ['buildings', false, '002:1062'],
    ['river', true, '002:1000'],
    ['ford', true, '002:1019'],
    ['bridge', true, '002:1039'],
    ['fields', true, '002:1080'],
    ['ravine', true, '002:1119'],
  ] as const)('%s between firer and target: seen %s (seed %s)', (t, seen, _line) => {
    expect(hasLineOfSight(line(t), '8,4', '12,4')).toBe(seen);
  });

  it("the target's own hex never blocks: a unit in a forest is seen (seed 002:407)", () => {
    expect(hasLineOfSight(line('forest', '12,4'), '8,4', '12,4')).toBe(true);
  });

  it('a unit in a ravine blocks, like any unit, friend or foe (seed 002:403, 1121)', () => {
    const s = line('ravine');
    addUnit(s, 'x', 'bottom', 'ASp', '10,4');
    expect(hasLineOfSight(s, '8,4', '12,4')).toBe(false);
  });

  it('a line along a hex edge is blocked only with obstacles on both sides (seed 002:407)', () => {
    // 10,4 -> 10,2 runs along the edge between 9,3 and 11,3.
    const one = line('forest', '9,3');
    expect(hasLineOfSight(one, '10,4', '10,2')).toBe(true);
    const both = line('forest', '9,3');
    both.terrain['11,3'] = { t: 'forest' };
    expect(hasLineOfSight(both, '10,4', '10,2')).toBe(false);
  });
});

describe('caps, rivers and shallows (seed 002:939, 996, 1021)', () => {
  it('a cap limits the base dice only: an inspired unit in a forest rolls 2 + 1 (seed 002:939)', () => {
    const s = toMovement(
      facing('SSp', 'ASp', {
        terrain: { '10,8': 'forest' },
        leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' }],
      }),
      ['a'],
    );
    endMovement(s);
    act(s, attackOn('a', '11,7'));
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, { type: 'inspire', leader: 'bL' });
    expect(rolled(ev, 'close')[0]).toHaveLength(3);
  });

  it('no combat into or out of a river hex (seed 002:996)', () => {
    const s: GameState = { ...combatState(), edition: 'zvezda2012' };
    s.terrain['11,7'] = { t: 'river' };
    expect(terrainDiceCap(s, '10,8', '11,7', false, 'close')).toBe('forbidden');
  });

  it('a scenario that makes the whole river fordable: river hexes are fords, drawn fords lose every restriction (seed 002:1021)', () => {
    const s: GameState = { ...boardState({ riverFordable: true }), edition: 'zvezda2012' };
    s.terrain['11,7'] = { t: 'river' };
    s.terrain['13,7'] = { t: 'ford' };
    expect(effectiveTerrain(s, '11,7').id).toBe('ford');
    expect(effectiveTerrain(s, '11,7').stopsMovement).toBe(true);
    expect(effectiveTerrain(s, '13,7').stopsMovement).toBe(false);
    expect(terrainDiceCap(s, '13,7', '12,6', false, 'close')).toBe('none');
  });
});
