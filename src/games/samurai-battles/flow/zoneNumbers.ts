// A scenario zone's hexes by number (board/grid.ts), for the rules that look at a zone after every
// action or at every turn start (scenarioRules.ts: zone entries, zone captures, turn conditions):
// each hex is then one read of the board index instead of a key looked up in the hex table.
//
// Kept by the zone's list of hexes (shared by copies, clone.ts), with a copy of its keys: a list
// changed in place since (a test or tool editing a state by hand) is numbered again, or its changed
// keys looked up, so a number always belongs to the hex the list holds now. Nothing is kept on
// the state: its shape and JSON do not change.

import { hexNumber } from '../board/grid';
import { scopeBoard, unitAt, unitOnNumber, withOccupancyIndex } from '../board/occupancy';
import type { GameState, HexKey, Side, Unit } from '../types';

interface Numbered {
  /** The keys the numbers were made for (the list's own strings). */
  keys: HexKey[];
  /** Each hex's number, -1 for a hex off the numbered board (a half hex), in the list's order. */
  numbers: Int16Array;
}

const numbered = new WeakMap<readonly HexKey[], Numbered>();

/**
 * The numbering kept for a zone's list of hexes (made again when the list has another length; a key
 * replaced in place is seen by numberAt).
 */
export function zoneNumbers(hexes: readonly HexKey[]): Numbered {
  const kept = numbered.get(hexes);
  if (kept !== undefined && kept.keys.length === hexes.length) return kept;
  const numbers = new Int16Array(hexes.length);
  for (let i = 0; i < hexes.length; i++) numbers[i] = hexNumber(hexes[i]!);
  const made = { keys: hexes.slice(), numbers };
  numbered.set(hexes, made);
  return made;
}

/** The number of the zone's `i`th hex: the kept one, unless the list holds another key there now. */
function numberAt(z: Numbered, hexes: readonly HexKey[], i: number): number {
  const key = hexes[i]!;
  return key === z.keys[i] ? z.numbers[i]! : hexNumber(key);
}

/** The unit on the zone's `i`th hex (`z`: zoneNumbers(hexes)); what unitAt answers for it. */
export function unitOnZoneHex(
  state: GameState,
  hexes: readonly HexKey[],
  z: Numbered,
  i: number,
): Unit | undefined {
  const n = numberAt(z, hexes, i);
  return n >= 0 ? unitOnNumber(state, n) : unitAt(state, hexes[i]!);
}

/**
 * Whether a unit of `side` (of one of `types`, when given) stands on one of the zone's hexes: what
 * looking at unitOnZoneHex hex by hex answers, with the open scope's index read directly (looked
 * up once, not at every hex).
 */
export function sideInZone(
  state: GameState,
  side: Side,
  hexes: readonly HexKey[],
  types: readonly Unit['type'][] | undefined,
): boolean {
  const z = zoneNumbers(hexes);
  const board = scopeBoard(state);
  for (let i = 0; i < hexes.length; i++) {
    const n = numberAt(z, hexes, i);
    let u: Unit | undefined;
    if (n < 0 || board === null) u = n >= 0 ? unitOnNumber(state, n) : unitAt(state, hexes[i]!);
    else {
      const at = board.on[n]!;
      u = at === 0 ? undefined : board.units[at - 1];
    }
    if (u !== undefined && u.side === side && (types === undefined || types.includes(u.type))) return true;
  }
  return false;
}

/** How many of the zone's hexes a unit of `side` stands on (unitsInZoneNow's length, no list made). */
export function unitsInZoneCount(state: GameState, side: Side, hexes: readonly HexKey[]): number {
  const z = zoneNumbers(hexes);
  let count = 0;
  for (let i = 0; i < hexes.length; i++) if (unitOnZoneHex(state, hexes, z, i)?.side === side) count++;
  return count;
}

// The count asked inside one read scope (board/occupancy.ts): each hex is then a read of the open
// scope's index, not a look for the index kept with the state. The arguments are handed over in
// module variables, so that no closure is made per count.
let countState: GameState | null = null;
let countSide: Side = 'top';
let countHexes: readonly HexKey[] = [];

function countInScope(): number {
  return unitsInZoneCount(countState!, countSide, countHexes);
}

/**
 * unitsInZoneCount for a large zone (a river bank of 69 hexes, asked at turn starts and ends), in a
 * read scope: the same answer, read from the index the scope checks (or the one the rules run
 * already checked).
 */
export function unitsInZoneScoped(state: GameState, side: Side, hexes: readonly HexKey[]): number {
  countState = state;
  countSide = side;
  countHexes = hexes;
  try {
    return withOccupancyIndex(state, countInScope);
  } finally {
    countState = null;
    countHexes = [];
  }
}
