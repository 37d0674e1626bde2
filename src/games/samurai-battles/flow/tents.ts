// The tent hexes of a battlefield, kept by terrain record: the turn start's tent capture and the
// sudden-death tent rule (after every action) read only these, instead of walking every terrain
// hex. Play changes terrain only through clearTerrain (board/occupancy.ts), which replaces the
// record; a copy of the state shares its record and the list with it, and a state reopened from
// JSON has its own record. As with every answer kept by terrain record (the board index's tables),
// a cell must not be edited in place once the state has been played.

import type { GameState, HexKey } from '../types';

const tents = new WeakMap<GameState['terrain'], readonly HexKey[]>();

/** The hexes whose cell is a tent, in the record's key order (that of `for...in`). */
export function tentHexes(terrain: GameState['terrain']): readonly HexKey[] {
  let hexes = tents.get(terrain);
  if (hexes === undefined) {
    const found: HexKey[] = [];
    for (const hex in terrain) if (terrain[hex]!.t === 'tent') found.push(hex);
    hexes = found;
    tents.set(terrain, hexes);
  }
  return hexes;
}
