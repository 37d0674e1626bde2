// The terrain table (data/terrain.ts) read for one combat: which caps bind, with a reason a player
// can read, and which combats the terrain forbids outright (rivers, cavalry and castles).
// Seed 003:2097-2107 (caps limit base dice only), 2282-2287 (castle and cavalry).

import { type DiceCap, effectiveTerrain, type TerrainStats } from '../data/terrain';
import { UNITS } from '../data/units';
import type { GameState, HexKey, TerrainId, Unit } from '../types';

/** What set a cap, for a player-facing explanation (the dice preview); `reason` is the log's English. */
export type CapCause =
  | { kind: 'terrain-out'; terrain: TerrainId }
  | { kind: 'terrain-into'; terrain: TerrainId }
  | { kind: 'moved'; rule: 'to-one' | 'minus-one' }
  | { kind: 'card'; card: string };

export interface Cap {
  value: number;
  reason: string;
  cause?: CapCause;
}

function kindOf(u: Unit): 'infantry' | 'cavalry' {
  return UNITS[u.type].cavalry ? 'cavalry' : 'infantry';
}

function outCap(state: GameState, u: Unit, kind: 'close' | 'ranged'): DiceCap {
  return outCapAt(effectiveTerrain(state, u.hex), u, kind);
}

function intoCap(state: GameState, u: Unit, targetHex: HexKey, kind: 'close' | 'ranged'): DiceCap {
  return intoCapAt(effectiveTerrain(state, u.hex), effectiveTerrain(state, targetHex), u, kind);
}

// The caps read from the two hexes' terrain, each looked up once per question.
/** The cap the unit's own hex puts on its dice (its terrain rules looked up by the caller). */
export function outCapAt(here: TerrainStats, u: Unit, kind: 'close' | 'ranged'): DiceCap {
  return here.out[kindOf(u)][kind];
}

/** The cap the target's hex puts on the attacker's dice (both hexes' rules looked up by the caller). */
export function intoCapAt(
  here: TerrainStats,
  there: TerrainStats,
  u: Unit,
  kind: 'close' | 'ranged',
): DiceCap {
  // Hill: the uphill cap binds only an attacker not on the same kind of hex (2136-2137).
  if (there.intoCapsOnlyFromOtherTerrain && here.id === there.id) return 'none';
  return there.into[kindOf(u)][kind];
}

/**
 * Why the unit may not make this combat at all because of terrain, or null. With `targetHex` null only
 * the unit's own hex is checked (e.g. cavalry in a castle may not battle, 2282).
 */
export function battleProhibition(
  state: GameState,
  u: Unit,
  targetHex: HexKey | null,
  kind: 'close' | 'ranged',
): string | null {
  const here = effectiveTerrain(state, u.hex);
  if (outCapAt(here, u, kind) === 'forbidden') return outForbidden(u, here);
  if (targetHex === null) return null;
  return prohibitionInto(u, here, effectiveTerrain(state, targetHex), kind);
}

function outForbidden(u: Unit, here: TerrainStats): string {
  return `${UNITS[u.type].name} may not battle out of ${here.name.toLowerCase()}`;
}

/** battleProhibition's second check, from the two hexes' terrain. */
function prohibitionInto(
  u: Unit,
  here: TerrainStats,
  there: TerrainStats,
  kind: 'close' | 'ranged',
): string | null {
  if (intoCapAt(here, there, u, kind) === 'forbidden') {
    const how = kind === 'close' ? 'in close combat' : 'at range';
    return `${UNITS[u.type].name} may not attack ${there.name.toLowerCase()} ${how}`;
  }
  return null;
}

/**
 * Whether the unit's own hex forbids it this kind of combat (battleProhibition without a target is
 * then non-null exactly when this is true): the target listings' first check, without the text.
 */
export function battleOutForbidden(state: GameState, u: Unit, kind: 'close' | 'ranged'): boolean {
  return outCap(state, u, kind) === 'forbidden';
}

/** battleOutForbidden from the unit's own hex's terrain rules (looked up by the caller). */
export function outForbiddenFrom(here: TerrainStats, u: Unit, kind: 'close' | 'ranged'): boolean {
  return outCapAt(here, u, kind) === 'forbidden';
}

/** attackIntoForbidden from the two hexes' terrain rules (looked up by the caller). */
export function intoForbiddenFrom(
  here: TerrainStats,
  there: TerrainStats,
  u: Unit,
  kind: 'close' | 'ranged',
): boolean {
  return intoCapAt(here, there, u, kind) === 'forbidden';
}

/**
 * Whether the target's hex forbids the attack, for a unit whose own hex allows it (battleProhibition
 * with a target is then non-null exactly when this is true): the target listings' inner check,
 * without the reason's text.
 */
export function attackIntoForbidden(
  state: GameState,
  u: Unit,
  targetHex: HexKey,
  kind: 'close' | 'ranged',
): boolean {
  return intoCap(state, u, targetHex, kind) === 'forbidden';
}

/**
 * The numeric caps on the attacker's base dice from its own hex and from the target's hex. `explain`
 * false gives the same caps with no reason (for a count of the dice alone).
 */
function capsAt(
  here: TerrainStats,
  there: TerrainStats,
  u: Unit,
  kind: 'close' | 'ranged',
  explain: boolean,
): Cap[] {
  const out: Cap[] = [];
  const o = outCapAt(here, u, kind);
  if (typeof o === 'number') {
    if (!explain) out.push({ value: o, reason: '' });
    else {
      out.push({
        value: o,
        reason: `battling out of ${here.name.toLowerCase()}`,
        cause: { kind: 'terrain-out', terrain: here.id },
      });
    }
  }
  const i = intoCapAt(here, there, u, kind);
  if (typeof i === 'number') {
    if (!explain) out.push({ value: i, reason: '' });
    else {
      out.push({
        value: i,
        reason: `target in ${there.name.toLowerCase()}`,
        cause: { kind: 'terrain-into', terrain: there.id },
      });
    }
  }
  return out;
}

/**
 * A combat's terrain, each hex's looked up once: why it may not happen (battleProhibition's answer,
 * a string), or else the caps on its base dice (terrainCaps').
 */
export function combatTerrain(
  state: GameState,
  u: Unit,
  targetHex: HexKey,
  kind: 'close' | 'ranged',
  explain: boolean,
): string | Cap[] {
  const here = effectiveTerrain(state, u.hex);
  if (outCapAt(here, u, kind) === 'forbidden') return outForbidden(u, here);
  const there = effectiveTerrain(state, targetHex);
  return prohibitionInto(u, here, there, kind) ?? capsAt(here, there, u, kind, explain);
}

/** A leader may not inspire a unit standing in this hex (buildings, 2203-2204). */
export function inspirationForbiddenAt(state: GameState, hex: HexKey): boolean {
  return effectiveTerrain(state, hex).noInspiration;
}
