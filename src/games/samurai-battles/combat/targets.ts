// Which hexes an ordered unit may battle. Seed 003: close combat 1271-1300; ranged combat 1144-1200;
// lone leaders 1538-1549; bodyguards 733; arquebus 511-514, 531. Whether the unit may battle at all this
// turn (how far it moved, terrain entered, Command card limits, already battled) is the caller's check.
// Zvezda 2012 (seed 002:344-356, 647-650): a lone leader stays a target for bows, which cannot hit him
// but still make him retreat and keep honor symbols; bodyguards may be fired at; a lone enemy leader
// next to a missile unit keeps it from firing, being a unit (002:235, 351-355) (editions.ts).

import { hasLineOfSight } from '../board/los';
import { leaderAt, unitAt } from '../board/occupancy';
import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import { distanceKeys, neighborKeys, parseKey } from '../hex';
import type { GameState, HexKey, Side, Unit } from '../types';
import { battleProhibition } from './terrainEffects';

function attackerUnit(state: GameState, attackerId: string): Unit {
  const u = state.units[attackerId];
  if (!u) throw new Error(`no unit ${attackerId}`);
  return u;
}

/** An enemy unit, or an enemy leader alone, stands in the hex. */
function enemyIn(state: GameState, hex: HexKey, side: Side): 'unit' | 'lone-leader' | null {
  const u = unitAt(state, hex);
  if (u) return u.side !== side ? 'unit' : null;
  const l = leaderAt(state, hex);
  return l && l.side !== side ? 'lone-leader' : null;
}

/** Adjacent hexes holding an enemy unit or an enemy leader alone that the unit may attack in close combat. */
export function closeTargets(state: GameState, attackerId: string): HexKey[] {
  const u = attackerUnit(state, attackerId);
  if (battleProhibition(state, u, null, 'close')) return [];
  return neighborKeys(u.hex).filter(
    (h) => enemyIn(state, h, u.side) !== null && battleProhibition(state, u, h, 'close') === null,
  );
}

/** True when an enemy unit (or, if asked, an enemy leader alone) is next to the hex. */
export function adjacentToEnemy(
  state: GameState,
  hex: HexKey,
  side: Side,
  countLoneLeaders: boolean,
): boolean {
  return neighborKeys(hex).some((h) => {
    const e = enemyIn(state, h, side);
    return e === 'unit' || (countLoneLeaders && e === 'lone-leader');
  });
}

export interface RangedOptions {
  /**
   * Also forbid fire when an enemy leader alone is adjacent (Stand and Fire names leaders, seed 003:2053-2056).
   * By default only an adjacent enemy UNIT forbids fire (rules-decisions #9).
   */
  adjacentLeaderBlocks?: boolean;
}

/**
 * Hexes the unit may fire at: an enemy unit (not GMT bodyguards) or an enemy leader alone, within range
 * (the target hex counted, the firer's not: 1204-1206), with dice at that distance and a line of sight.
 * None when the unit is next to an enemy unit (1152-1156; under Zvezda a lone enemy leader too), or
 * when it moved and its weapon cannot fire after moving (arquebus). `movedHexes` is how far it moved this turn before firing.
 */
export function rangedTargets(
  state: GameState,
  attackerId: string,
  movedHexes: number,
  opts: RangedOptions = {},
): HexKey[] {
  const u = attackerUnit(state, attackerId);
  const ranged = statsOf(state, u).ranged;
  if (!ranged) return [];
  if (movedHexes > 0 && ranged.moved === 'cannot-fire') return [];
  if (battleProhibition(state, u, null, 'ranged')) return [];
  // Zvezda: an enemy leader alone is a unit, so he too keeps the unit from firing (seed 002:235, 351-355).
  const leadersBlock = opts.adjacentLeaderBlocks === true || rulesOf(state).loneLeaderIsUnit;
  if (adjacentToEnemy(state, u.hex, u.side, leadersBlock)) return [];

  const candidates = new Set<HexKey>();
  const guardsTargetable = rulesOf(state).bodyguardsRangedTarget;
  for (const id in state.units) {
    const t = state.units[id]!;
    if (t.side !== u.side && (guardsTargetable || !statsOf(state, t).bodyguard)) candidates.add(t.hex);
  }
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.side !== u.side && enemyIn(state, l.hex, u.side) === 'lone-leader') candidates.add(l.hex);
  }
  const out: HexKey[] = [];
  for (const h of candidates) {
    const d = distanceKeys(u.hex, h);
    if (d < ranged.minRange || d > ranged.maxRange || (ranged.dice[d] ?? 0) <= 0) continue;
    if (battleProhibition(state, u, h, 'ranged')) continue;
    if (!hasLineOfSight(state, u.hex, h)) continue;
    out.push(h);
  }
  return out.sort(compareHex);
}

function compareHex(a: HexKey, b: HexKey): number {
  const x = parseKey(a);
  const y = parseKey(b);
  return x.r - y.r || x.c - y.c;
}
