import { describe, expect, it } from 'vitest';
import {
  bonusCombatAfterGainingGround,
  capBaseDice,
  effectiveTerrain,
  TERRAIN,
  terrainDiceCap,
  terrainFlagsIgnored,
} from '../../../src/games/samurai-battles/data/terrain';
import type { TerrainId } from '../../../src/games/samurai-battles/types';
import { addLeader, addUnit, makeState, setTerrain } from './fixture';

const A = '10,6'; // attacker
const T = '12,6'; // target

function capFor(
  attackerTerrain: TerrainId,
  targetTerrain: TerrainId,
  cavalry: boolean,
  combat: 'close' | 'ranged',
  riverFordable = false,
) {
  const s = makeState({ riverFordable });
  setTerrain(s, A, attackerTerrain);
  setTerrain(s, T, targetTerrain);
  return terrainDiceCap(s, A, T, cavalry, combat);
}

describe('terrain table (seed 003:2091-2290, 5929-6136)', () => {
  it('open ground restricts nothing (seed 003:2110-2112)', () => {
    expect(capFor('open', 'open', false, 'close')).toBe('none');
    expect(capFor('open', 'open', true, 'ranged')).toBe('none');
    expect(TERRAIN.open.stopsMovement).toBe(false);
    expect(TERRAIN.open.blocksLos).toBe(false);
  });

  it('forest: stop, may battle, 2 out, close into 2, ranged into 1, blocks sight (seed 003:2118-2127)', () => {
    expect(TERRAIN.forest.stopsMovement).toBe(true);
    expect(TERRAIN.forest.battleOnEntry).toEqual({ infantry: true, cavalry: true });
    expect(capFor('forest', 'open', false, 'close')).toBe(2);
    expect(capFor('forest', 'open', false, 'ranged')).toBe(2);
    expect(capFor('open', 'forest', true, 'close')).toBe(2);
    expect(capFor('open', 'forest', false, 'ranged')).toBe(1);
    expect(TERRAIN.forest.blocksLos).toBe(true);
  });

  it('hill: close combat 3 out, 2 into only from off the hill, ranged unaffected (seed 003:2134-2139)', () => {
    expect(capFor('hill', 'open', false, 'close')).toBe(3);
    expect(capFor('open', 'hill', false, 'close')).toBe(2);
    expect(capFor('open', 'hill', true, 'close')).toBe(2);
    // An attacker on a hill is only held by its own hill cap.
    expect(capFor('hill', 'hill', false, 'close')).toBe(3);
    expect(capFor('hill', 'open', false, 'ranged')).toBe('none');
    expect(capFor('open', 'hill', false, 'ranged')).toBe('none');
    expect(TERRAIN.hill.stopsMovement).toBe(false);
  });

  it('river: impassable, no combat (seed 003:2152-2155)', () => {
    expect(TERRAIN.river.impassable).toEqual({ infantry: true, cavalry: true });
    expect(capFor('open', 'river', false, 'close')).toBe('forbidden');
    expect(TERRAIN.river.blocksLos).toBe(false);
  });

  it('ford: stop, may battle, close 2 out and in, ranged out 1 (seed 003:2159-2167)', () => {
    expect(TERRAIN.ford.stopsMovement).toBe(true);
    expect(TERRAIN.ford.battleOnEntry.infantry).toBe(true);
    expect(capFor('ford', 'open', false, 'close')).toBe(2);
    expect(capFor('ford', 'open', false, 'ranged')).toBe(1);
    expect(capFor('open', 'ford', false, 'close')).toBe(2);
  });

  it('ford: ranged fire INTO a ford is capped at 2 as the text says, not 1 (decision, seed 003:2167 vs 5995)', () => {
    expect(capFor('open', 'ford', false, 'ranged')).toBe(2);
  });

  it('bridge: no restriction, a unit on it ignores 1 flag (seed 003:2177-2180)', () => {
    const s = makeState();
    setTerrain(s, A, 'bridge');
    expect(terrainFlagsIgnored(s, A, false, false)).toBe(1);
    expect(terrainFlagsIgnored(s, A, true, true)).toBe(1);
    expect(capFor('bridge', 'bridge', false, 'close')).toBe('none');
  });

  it('buildings: stop, no battle on entry, infantry 2 close / 1 ranged out, cavalry 1, into 2 / 1 (seed 003:2187-2202)', () => {
    expect(TERRAIN.buildings.stopsMovement).toBe(true);
    expect(TERRAIN.buildings.battleOnEntry).toEqual({ infantry: false, cavalry: false });
    expect(capFor('buildings', 'open', false, 'close')).toBe(2);
    expect(capFor('buildings', 'open', false, 'ranged')).toBe(1);
    expect(capFor('buildings', 'open', true, 'close')).toBe(1);
    expect(capFor('open', 'buildings', false, 'close')).toBe(2);
    expect(capFor('open', 'buildings', false, 'ranged')).toBe(1);
  });

  it('buildings: no inspiration and, in this edition, no flag ignored (seed 003:2203-2204; open question 3)', () => {
    expect(TERRAIN.buildings.noInspiration).toBe(true);
    const s = makeState();
    setTerrain(s, A, 'buildings');
    expect(terrainFlagsIgnored(s, A, false, false)).toBe(0);
    const others = (Object.keys(TERRAIN) as TerrainId[]).filter((t) => TERRAIN[t].noInspiration);
    expect(others).toEqual(['buildings']);
  });

  it('fields: stop, may battle, only cavalry capped at 2 (seed 003:2209-2218)', () => {
    expect(TERRAIN.fields.stopsMovement).toBe(true);
    expect(capFor('fields', 'open', false, 'close')).toBe('none');
    expect(capFor('fields', 'open', true, 'close')).toBe(2);
    expect(capFor('open', 'fields', true, 'close')).toBe(2);
    expect(capFor('open', 'fields', false, 'close')).toBe('none');
  });

  it('fields do not block line of sight: text over the table (decision, seed 003:2219 vs 6042)', () => {
    expect(TERRAIN.fields.blocksLos).toBe(false);
  });

  it('ravine: stop, no battle on entry, 1 out, into infantry 2 / cavalry 1, ranged 1 (seed 003:2223-2236)', () => {
    expect(TERRAIN.ravine.stopsMovement).toBe(true);
    expect(TERRAIN.ravine.battleOnEntry).toEqual({ infantry: false, cavalry: false });
    expect(capFor('ravine', 'open', false, 'close')).toBe(1);
    expect(capFor('ravine', 'open', true, 'ranged')).toBe(1);
    expect(capFor('open', 'ravine', false, 'close')).toBe(2);
    expect(capFor('open', 'ravine', true, 'close')).toBe(1);
    expect(capFor('open', 'ravine', false, 'ranged')).toBe(1);
    expect(TERRAIN.ravine.blocksLos).toBe(false);
  });

  it('tent: stops only while empty, may battle, no caps, blocks sight (seed 003:2241-2250)', () => {
    const s = makeState();
    setTerrain(s, A, 'tent', { side: 'bottom' });
    expect(effectiveTerrain(s, A).stopsMovement).toBe(true);
    addUnit(s, 'bg', 'bottom', 'BG', A);
    addLeader(s, 'ac', 'bottom', 'commander', A);
    expect(effectiveTerrain(s, A).stopsMovement).toBe(false);
    expect(effectiveTerrain(s, A).blocksLos).toBe(true);
    expect(capFor('tent', 'tent', false, 'close')).toBe('none');
    expect(TERRAIN.tent.battleOnEntry.infantry).toBe(true);
  });

  it('fence and palisade: stop, cavalry may not battle on entry, 2 dice out and in (seed 003:2254-2263)', () => {
    for (const t of ['fence', 'palisade'] as const) {
      expect(TERRAIN[t].stopsMovement).toBe(true);
      expect(TERRAIN[t].battleOnEntry).toEqual({ infantry: true, cavalry: false });
      expect(capFor(t, 'open', false, 'ranged')).toBe(2);
      expect(capFor('open', t, true, 'close')).toBe(2);
      expect(TERRAIN[t].blocksLos).toBe(false);
    }
  });

  it('fence: infantry ignores 1 flag against cavalry only; palisade against anyone (seed 003:2264-2267)', () => {
    const s = makeState();
    setTerrain(s, A, 'fence');
    setTerrain(s, T, 'palisade');
    expect(terrainFlagsIgnored(s, A, false, true)).toBe(1);
    expect(terrainFlagsIgnored(s, A, false, false)).toBe(0);
    expect(terrainFlagsIgnored(s, T, false, false)).toBe(1);
    expect(terrainFlagsIgnored(s, T, false, true)).toBe(1);
    expect(terrainFlagsIgnored(s, T, true, false)).toBe(0);
  });

  it('castle: infantry 3 out, cavalry cannot battle from it, infantry into 2, cavalry may not close in, ranged into 1 (seed 003:2277-2287)', () => {
    expect(TERRAIN.castle.battleOnEntry).toEqual({ infantry: false, cavalry: false });
    expect(capFor('castle', 'open', false, 'close')).toBe(3);
    expect(capFor('castle', 'open', false, 'ranged')).toBe(3);
    expect(capFor('castle', 'open', true, 'close')).toBe('forbidden');
    expect(capFor('open', 'castle', false, 'close')).toBe(2);
    expect(capFor('open', 'castle', true, 'close')).toBe('forbidden');
    expect(capFor('open', 'castle', true, 'ranged')).toBe(1);
    expect(capFor('open', 'castle', false, 'ranged')).toBe(1);
  });

  it('castle: infantry ignores 1 flag and holds instead of retreating; cavalry does not (seed 003:2288-2289)', () => {
    const s = makeState();
    setTerrain(s, A, 'castle');
    expect(terrainFlagsIgnored(s, A, false, true)).toBe(1);
    expect(terrainFlagsIgnored(s, A, true, false)).toBe(0);
    expect(TERRAIN.castle.holdsInsteadOfRetreating).toEqual({ infantry: true, cavalry: false });
  });

  it('castle blocks line of sight and cavalry may enter it: text over the table (decision, seed 003:2274, 2282, 2290 vs 6109, 6125)', () => {
    expect(TERRAIN.castle.blocksLos).toBe(true);
    expect(TERRAIN.castle.impassable).toEqual({ infantry: false, cavalry: false });
  });

  it('only forest, buildings, tent and castle block sight; hills have their own rule (seed 003:2127-2290)', () => {
    const blocking = (Object.keys(TERRAIN) as TerrainId[]).filter((t) => TERRAIN[t].blocksLos);
    expect(blocking.sort()).toEqual(['buildings', 'castle', 'forest', 'tent']);
    expect(TERRAIN.hill.hill).toBe(true);
  });

  it('caps limit only the base dice; forbidden means no dice at all (seed 003:2097-2107)', () => {
    expect(capBaseDice(4, 2)).toBe(2);
    expect(capBaseDice(1, 2)).toBe(1);
    expect(capBaseDice(4, 'none')).toBe(4);
    expect(capBaseDice(3, 'forbidden')).toBe(0);
  });

  it('a whole fordable river: river hexes are fords and its fords have no restrictions (seed 003:2169-2172)', () => {
    const s = makeState({ riverFordable: true });
    setTerrain(s, A, 'river');
    setTerrain(s, T, 'ford');
    expect(effectiveTerrain(s, A).id).toBe('ford');
    expect(effectiveTerrain(s, A).impassable.infantry).toBe(false);
    expect(effectiveTerrain(s, A).stopsMovement).toBe(true);
    expect(effectiveTerrain(s, T).stopsMovement).toBe(false);
    expect(terrainDiceCap(s, T, A, false, 'close')).toBe(2); // out of the shallow ford: none; into the ford: 2
    expect(terrainDiceCap(s, A, T, false, 'ranged')).toBe(1); // out of the ford: 1
    const plain = makeState();
    setTerrain(plain, A, 'river');
    expect(effectiveTerrain(plain, A).impassable.cavalry).toBe(true);
  });

  it('no bonus close combat after gaining ground into terrain that forbids battle on entry (seed 003:1796-1797)', () => {
    const s = makeState();
    const cases: [TerrainId, boolean, boolean][] = [
      ['open', false, true],
      ['forest', false, true],
      ['ford', true, true],
      ['buildings', false, false],
      ['ravine', true, false],
      ['castle', false, false],
      ['fence', false, true],
      ['fence', true, false],
      ['palisade', true, false],
    ];
    for (const [t, cavalry, allowed] of cases) {
      setTerrain(s, T, t);
      expect(bonusCombatAfterGainingGround(s, T, cavalry), `${t} cavalry=${cavalry}`).toBe(allowed);
    }
  });
});
