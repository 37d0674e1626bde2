// The terrain rules in force on a numbered hex a piece stands on (data/terrain.ts effectiveTerrain's
// answer there), by hex number, kept with the terrain, options and edition (board/occupancy.ts
// frameTable): across moves, and for every copy of the state. effectiveTerrain reads the pieces only
// to tell an occupied command tent from an empty one, so its answer for a hex that holds a piece
// depends on the frame alone. The battle listings ask it for the attacker's hex and each target's,
// both occupied, instead of looking each hex's terrain up by key at every target.

import { hexKeyOf } from '../board/grid';
import { frameTable } from '../board/occupancy';
import { effectiveTerrain, type TerrainStats } from '../data/terrain';
import type { GameState } from '../types';

/** One table per frame (a key of frameTable's own). */
const KEY = 'terrain of an occupied hex';

/** The table of the open scope on `state` (null outside one: then ask effectiveTerrain). */
export function occupiedTerrains(state: GameState): (TerrainStats | undefined)[] | null {
  return frameTable<TerrainStats>(state, KEY);
}

/**
 * The terrain rules on numbered hex `n`, which a piece stands on NOW (the answer kept is the
 * occupied hex's: asked about an empty hex, it would keep a wrong one for a command tent).
 */
export function occupiedTerrainOf(
  state: GameState,
  table: (TerrainStats | undefined)[],
  n: number,
): TerrainStats {
  let t = table[n];
  if (t === undefined) {
    t = effectiveTerrain(state, hexKeyOf(n));
    table[n] = t;
  }
  return t;
}
