// Terrain of the GMT 2021 edition as one typed table, plus the per-hex view that applies scenario
// options and the command tent's "only when empty" stop. Seed 003: terrain chapter lines 2091-2290,
// terrain-effects table 5929-6136. Where the chapter text and the table disagree we follow the text
// (see the comments on fields, ford and castle below, and docs/rules-decisions.md "Terrain").
// Zvezda 2012 (seed 002:932-1121; seed 000:670-857) as the rows that differ: ZVEZDA_TERRAIN below.

import { terrainAt } from '../board/occupancy';
import { EDITIONS } from '../editions';
import type { Edition, GameState, HexKey, TerrainId } from '../types';

/** Most base dice allowed ('none' = no cap; 'forbidden' = this combat may not happen at all). */
export type DiceCap = number | 'none' | 'forbidden';

export interface ByKind<T> {
  infantry: T;
  cavalry: T;
}

export interface CombatCaps {
  close: DiceCap;
  ranged: DiceCap;
}

export interface FlagIgnore {
  /** Flags ignored when the attacker is infantry. */
  vsInfantry: number;
  /** Flags ignored when the attacker is cavalry. */
  vsCavalry: number;
}

export interface TerrainStats {
  id: TerrainId;
  /** Display name (ours). */
  name: string;
  /** A unit or leader entering must end its move here (ordered movement only; retreats ignore it). */
  stopsMovement: boolean;
  /** Never entered, by moving or retreating, by a piece of this kind. */
  impassable: ByKind<boolean>;
  /** A unit that enters by ordered movement may still battle this turn. */
  battleOnEntry: ByKind<boolean>;
  /** Caps on the base dice of a unit IN this hex battling out, by that unit's kind. */
  out: ByKind<CombatCaps>;
  /** Caps on the base dice of an attacker battling a target in this hex, by the attacker's kind. */
  into: ByKind<CombatCaps>;
  /** The `into` caps do not apply to an attacker that stands on a hex of this same terrain (hill). */
  intoCapsOnlyFromOtherTerrain: boolean;
  /** The hex obstructs line of sight (hills have their own rule: see board/los.ts). */
  blocksLos: boolean;
  /** Flags a defending unit in this hex may ignore, by the defender's kind. */
  flagsIgnored: ByKind<FlagIgnore>;
  /** A leader may not inspire a unit standing here. */
  noInspiration: boolean;
  /** The unit never retreats from here: each flag it does not ignore is a hit instead. */
  holdsInsteadOfRetreating: ByKind<boolean>;
  /** Hill terrain: plateau line of sight and the uphill close-combat cap. */
  hill: boolean;
  /** Seed 003 lines this row comes from. */
  seed: string;
}

const NONE: CombatCaps = { close: 'none', ranged: 'none' };
const NO_FLAGS: FlagIgnore = { vsInfantry: 0, vsCavalry: 0 };
const both = <T>(v: T): ByKind<T> => ({ infantry: v, cavalry: v });
const caps = (close: DiceCap, ranged: DiceCap): CombatCaps => ({ close, ranged });

const plain: Omit<TerrainStats, 'id' | 'name' | 'seed'> = {
  stopsMovement: false,
  impassable: both(false),
  battleOnEntry: both(true),
  out: both(NONE),
  into: both(NONE),
  intoCapsOnlyFromOtherTerrain: false,
  blocksLos: false,
  flagsIgnored: both(NO_FLAGS),
  noInspiration: false,
  holdsInsteadOfRetreating: both(false),
  hill: false,
};

export const TERRAIN: Readonly<Record<TerrainId, TerrainStats>> = {
  open: { ...plain, id: 'open', name: 'Open ground', seed: '2110-2112, 5939-5942' },

  // Stops; may battle; 2 dice out (any combat); close combat into 2, ranged into 1; blocks.
  forest: {
    ...plain,
    id: 'forest',
    name: 'Forest',
    stopsMovement: true,
    out: both(caps(2, 2)),
    into: both(caps(2, 1)),
    blocksLos: true,
    seed: '2116-2127, 5944-5956',
  },

  // Close combat only: 3 out, 2 into for an attacker not itself on a hill; ranged unaffected.
  hill: {
    ...plain,
    id: 'hill',
    name: 'Hill',
    out: both(caps(3, 'none')),
    into: both(caps(2, 'none')),
    intoCapsOnlyFromOtherTerrain: true,
    hill: true,
    seed: '2131-2149, 5959-5973',
  },

  // Impassable except at fords and bridges; no combat.
  river: {
    ...plain,
    id: 'river',
    name: 'River',
    impassable: both(true),
    out: both(caps('forbidden', 'forbidden')),
    into: both(caps('forbidden', 'forbidden')),
    seed: '2152-2155, 5976-5983',
  },

  // Stops (gaining ground into it is allowed); may battle; out: close 2, ranged 1; into: 2.
  // Decision: ranged INTO a ford is capped at 2 as the text says (2166-2167: "attacking ... battles
  // with at most 2 dice"); the table's "ranged in: 1" (5995) reads as the text's ranged-OUT cap (2165).
  ford: {
    ...plain,
    id: 'ford',
    name: 'Ford',
    stopsMovement: true,
    out: both(caps(2, 1)),
    into: both(caps(2, 2)),
    seed: '2158-2172, 5984-6000, 6127-6128',
  },

  // No movement or combat effect; a unit on it may ignore 1 flag.
  bridge: {
    ...plain,
    id: 'bridge',
    name: 'Bridge',
    flagsIgnored: both({ vsInfantry: 1, vsCavalry: 1 }),
    seed: '2176-2181, 6003-6009',
  },

  // Stops; no battle on entry; infantry out: close 2, ranged 1; cavalry out 1; into: close 2,
  // ranged 1; no inspiration; blocks. No flag ignore in the GMT edition (open question 3).
  buildings: {
    ...plain,
    id: 'buildings',
    name: 'Buildings',
    stopsMovement: true,
    battleOnEntry: both(false),
    out: { infantry: caps(2, 1), cavalry: caps(1, 1) },
    into: both(caps(2, 1)),
    noInspiration: true,
    blocksLos: true,
    seed: '2184-2205, 6012-6029, 6129',
  },

  // Stops; may battle; only cavalry is capped (2 out, 2 into). Decision: does NOT block line of
  // sight, as the text says (2219); the table's "Si" (6042) is taken as an error.
  fields: {
    ...plain,
    id: 'fields',
    name: 'Fields',
    stopsMovement: true,
    out: { infantry: NONE, cavalry: caps(2, 2) },
    into: { infantry: NONE, cavalry: caps(2, 2) },
    seed: '2208-2219, 6030-6042',
  },

  // Stops; no battle on entry; out 1 (close and ranged); into: infantry close 2, cavalry 1, ranged 1.
  // The hex itself does not block line of sight; a unit in it does, like any unit (2236-2237).
  ravine: {
    ...plain,
    id: 'ravine',
    name: 'Ravine',
    stopsMovement: true,
    battleOnEntry: both(false),
    out: both(caps(1, 1)),
    into: { infantry: caps(2, 1), cavalry: caps(1, 1) },
    seed: '2222-2237, 6045-6061, 6130',
  },

  // Stops only when unoccupied (see effectiveTerrain); may battle; no caps; blocks.
  tent: {
    ...plain,
    id: 'tent',
    name: 'Command tent',
    stopsMovement: true,
    blocksLos: true,
    seed: '2240-2250, 6064-6075',
  },

  // Fence and palisade share the tile (2269-2270). Stops; infantry may battle on entry, cavalry not;
  // 2 dice out and in, any combat; infantry ignores 1 flag against cavalry attackers.
  fence: {
    ...plain,
    id: 'fence',
    name: 'Fence',
    stopsMovement: true,
    battleOnEntry: { infantry: true, cavalry: false },
    out: both(caps(2, 2)),
    into: both(caps(2, 2)),
    flagsIgnored: { infantry: { vsInfantry: 0, vsCavalry: 1 }, cavalry: NO_FLAGS },
    seed: '2253-2270, 6078-6097, 6131',
  },

  // As the fence, but infantry ignores 1 flag against any attacker.
  palisade: {
    ...plain,
    id: 'palisade',
    name: 'Palisade',
    stopsMovement: true,
    battleOnEntry: { infantry: true, cavalry: false },
    out: both(caps(2, 2)),
    into: both(caps(2, 2)),
    flagsIgnored: { infantry: { vsInfantry: 1, vsCavalry: 1 }, cavalry: NO_FLAGS },
    seed: '2253-2270, 6078-6097, 6131',
  },

  // Stops; no battle on entry; infantry out 3 (close and ranged); cavalry in a castle may not
  // battle; infantry attacking in: close 2; cavalry may not close-combat into it; ranged into 1.
  // Infantry ignores 1 flag and holds: each unignored flag is a hit.
  // Decisions: cavalry MAY enter (2274 applies the stop to any unit, 2282 and the table's
  // "P" (6109) describe cavalry standing in a castle); it blocks line of sight (text 2290 over the
  // table's "No", 6125); only infantry holds instead of retreating (text 2289 over the table's
  // "units", 6119).
  castle: {
    ...plain,
    id: 'castle',
    name: 'Castle',
    stopsMovement: true,
    battleOnEntry: both(false),
    out: { infantry: caps(3, 3), cavalry: caps('forbidden', 'forbidden') },
    into: { infantry: caps(2, 1), cavalry: caps('forbidden', 1) },
    flagsIgnored: { infantry: { vsInfantry: 1, vsCavalry: 1 }, cavalry: NO_FLAGS },
    holdsInsteadOfRetreating: { infantry: true, cavalry: false },
    blocksLos: true,
    seed: '2273-2290, 6100-6125, 6132',
  },
};

/**
 * Zvezda 2012: the rows that differ. Checked row by row against seed 002 (Russian, wins conflicts)
 * and seed 000: hill 967-984 (close-combat caps only, as GMT; its line of sight is board/los.ts),
 * river 986-1000, ford 1002-1021, bridge 1023-1039, fields 1064-1080 and ravine 1100-1121 give the
 * GMT numbers. Two rows differ: a unit in a forest is capped in close combat only (002:959, over
 * 000:695 and GMT; it matters only for a GMT unit firing 3 dice), and a unit in buildings ignores a
 * flag (002:1058; 000:794). The GMT-only terrain (fence, palisade, castle) keeps its GMT row; the
 * camp is not modelled here.
 */
export const ZVEZDA_TERRAIN: Readonly<Record<TerrainId, TerrainStats>> = {
  ...TERRAIN,
  forest: {
    ...TERRAIN.forest,
    out: both(caps(2, EDITIONS.zvezda2012.forestCapsFireOut ? 2 : 'none')),
    seed: 'Zvezda 002:948-965, 000:686-701',
  },
  buildings: {
    ...TERRAIN.buildings,
    flagsIgnored: both({
      vsInfantry: EDITIONS.zvezda2012.buildingsIgnoreFlags,
      vsCavalry: EDITIONS.zvezda2012.buildingsIgnoreFlags,
    }),
    seed: 'Zvezda 002:1041-1062, 000:779-798',
  },
};

const TERRAIN_BY_EDITION: Readonly<Record<Edition, Readonly<Record<TerrainId, TerrainStats>>>> = {
  gmt2021: TERRAIN,
  zvezda2012: ZVEZDA_TERRAIN,
};

/** The terrain table of an edition. */
export function terrainTable(edition: Edition): Readonly<Record<TerrainId, TerrainStats>> {
  return TERRAIN_BY_EDITION[edition] ?? TERRAIN;
}

/** A ford hex of a river the scenario makes fordable along its whole length: no restrictions (2170-2172; Zvezda 002:1021). */
const SHALLOW_FORD: TerrainStats = {
  ...plain,
  id: 'ford',
  name: 'Shallow ford',
  seed: '2169-2172, 6127-6128',
};

/** A command tent with pieces in it: no stop for a leader passing through (2240-2243). */
const OCCUPIED_TENT: TerrainStats = { ...TERRAIN.tent, stopsMovement: false };

function occupied(state: GameState, hex: HexKey): boolean {
  for (const id in state.units) if (state.units[id]!.hex === hex) return true;
  for (const id in state.leaders) if (state.leaders[id]!.hex === hex) return true;
  return false;
}

/**
 * The terrain rules in force on a hex now. A scenario's fordable river turns every river hex into a
 * ford and its fords into shallow fords without restrictions (2169-2172); a command tent only stops
 * movement while nobody is in it (2240-2243).
 */
export function effectiveTerrain(state: GameState, hex: HexKey): TerrainStats {
  const t = terrainAt(state, hex).t;
  const table = terrainTable(state.edition);
  // Scenario rules: terrain made impassable (tombs, steep hills), fords with no restriction.
  if (state.options.impassable?.includes(t)) return impassableVersion(state.edition, t);
  if (state.options.riverFordable) {
    if (t === 'river') return table.ford;
    if (t === 'ford') return SHALLOW_FORD;
  }
  if (t === 'ford' && state.options.fordsOpen) return SHALLOW_FORD;
  if (t === 'tent' && occupied(state, hex)) return OCCUPIED_TENT;
  return table[t];
}

const impassableCache = new Map<string, TerrainStats>();
function impassableVersion(edition: Edition, t: TerrainId): TerrainStats {
  const cacheKey = `${edition}:${t}`;
  let v = impassableCache.get(cacheKey);
  if (!v) {
    v = { ...terrainTable(edition)[t], impassable: { infantry: true, cavalry: true } };
    impassableCache.set(cacheKey, v);
  }
  return v;
}

function kindOf(cavalry: boolean): 'infantry' | 'cavalry' {
  return cavalry ? 'cavalry' : 'infantry';
}

function tighter(a: DiceCap, b: DiceCap): DiceCap {
  if (a === 'forbidden' || b === 'forbidden') return 'forbidden';
  if (a === 'none') return b;
  if (b === 'none') return a;
  return Math.min(a, b);
}

/**
 * The terrain cap on an attacker's base dice: the cap of the hex it battles out of and the cap of
 * the target's hex, whichever is tighter (2097-2107). The hill's "into" cap only binds an attacker
 * that is not on a hill itself (2136-2137).
 */
export function terrainDiceCap(
  state: GameState,
  attackerHex: HexKey,
  targetHex: HexKey,
  attackerCavalry: boolean,
  combat: 'close' | 'ranged',
): DiceCap {
  const kind = kindOf(attackerCavalry);
  const from = effectiveTerrain(state, attackerHex);
  const to = effectiveTerrain(state, targetHex);
  const outCap = from.out[kind][combat];
  const intoWaived = to.intoCapsOnlyFromOtherTerrain && from.id === to.id;
  const intoCap = intoWaived ? 'none' : to.into[kind][combat];
  return tighter(outCap, intoCap);
}

/** Base dice after a terrain cap (bonus dice from cards and inspiration are added after this). */
export function capBaseDice(base: number, cap: DiceCap): number {
  if (cap === 'forbidden') return 0;
  if (cap === 'none') return base;
  return Math.min(base, cap);
}

/** Flags a defender may ignore because of the hex it stands on. */
export function terrainFlagsIgnored(
  state: GameState,
  hex: HexKey,
  defenderCavalry: boolean,
  attackerCavalry: boolean,
): number {
  const f = effectiveTerrain(state, hex).flagsIgnored[kindOf(defenderCavalry)];
  return attackerCavalry ? f.vsCavalry : f.vsInfantry;
}

/**
 * Gaining ground into any hex a unit may stand on is allowed (2159, 1773-1784); the bonus close
 * combat is not, when the hex forbids battle on the turn it is entered (1796-1797).
 */
export function bonusCombatAfterGainingGround(state: GameState, hex: HexKey, cavalry: boolean): boolean {
  return effectiveTerrain(state, hex).battleOnEntry[kindOf(cavalry)];
}
