// What an order choice is, and which kinds of piece each card accepts.
// A unit is ordered together with its attached leader (seed 003:898-899); a lone leader is ordered on
// his own; on a helmet card an attached leader may be ordered to detach (seed 003:904-919).

import { leaderAt, leaderOf, unitAt } from '../board/occupancy';
import type { RankSymbol } from '../data/commandCards';
import { UNITS } from '../data/units';
import { rulesOf } from '../editions';
import { neighborKeys } from '../hex';
import type { GameState, HexKey, Leader, Side, Unit } from '../types';

export type OrderChoice =
  | { kind: 'unit'; unit: string }
  | { kind: 'lone-leader'; leader: string }
  | { kind: 'detach'; leader: string };

/**
 * Which pieces a pool of orders accepts.
 * - 'unit-or-leader': any unit, a lone leader, or (helmet cards) a leader detaching;
 * - 'unit': any unit (with its attached leader), never a lone leader;
 * - 'cavalry' / 'foot': cavalry units / foot units (bodyguards are neither: seed 003:702); under
 *   Zvezda 2012 also a lone mounted / foot leader (see `loneLeaderFits`);
 * - 'missile-clear': a unit with missile weapons and no enemy unit or leader next to it (Stand and Fire);
 * - a rank symbol: units with that standard.
 */
export type PieceFilter = 'unit-or-leader' | 'unit' | 'cavalry' | 'foot' | 'missile-clear' | RankSymbol;

const DETACH = 'detach:';

/** The string stored in the ordered list: unit id, lone leader id, or 'detach:<leader id>'. */
export function choiceKey(choice: OrderChoice): string {
  if (choice.kind === 'unit') return choice.unit;
  if (choice.kind === 'lone-leader') return choice.leader;
  return DETACH + choice.leader;
}

/** Reads one entry of the ordered list back (null if it names no piece). */
export function parseChoice(state: GameState, entry: string): OrderChoice | null {
  if (entry.startsWith(DETACH)) {
    const leader = entry.slice(DETACH.length);
    return state.leaders[leader] ? { kind: 'detach', leader } : null;
  }
  if (state.units[entry]) return { kind: 'unit', unit: entry };
  if (state.leaders[entry]) return { kind: 'lone-leader', leader: entry };
  return null;
}

/** The hex the ordered piece stands on. */
export function choiceHex(state: GameState, choice: OrderChoice): HexKey | null {
  if (choice.kind === 'unit') return state.units[choice.unit]?.hex ?? null;
  return state.leaders[choice.leader]?.hex ?? null;
}

/** The side owning the piece. */
export function choiceSide(state: GameState, choice: OrderChoice): Side | null {
  if (choice.kind === 'unit') return state.units[choice.unit]?.side ?? null;
  return state.leaders[choice.leader]?.side ?? null;
}

/** The unit whose hex holds a leader of its own side (the ordered hex "has a leader"). */
export function choiceHasLeader(state: GameState, choice: OrderChoice): boolean {
  if (choice.kind !== 'unit') return true;
  const u = state.units[choice.unit];
  return u !== undefined && leaderOf(state, u) !== undefined;
}

export function isCavalry(unit: Unit): boolean {
  return UNITS[unit.type].cavalry;
}

/** Foot units: everything on foot except the bodyguards, a special unit that never moves (seed 003:702-715). */
export function isFoot(unit: Unit): boolean {
  return !UNITS[unit.type].cavalry && !UNITS[unit.type].bodyguard;
}

export function hasMissile(unit: Unit): boolean {
  return UNITS[unit.type].ranged !== null;
}

/** An enemy unit or leader stands next to the hex (Stand and Fire names both: seed 003:2053-2055). */
export function enemyAdjacent(state: GameState, side: Side, hex: HexKey): boolean {
  for (const n of neighborKeys(hex)) {
    const u = unitAt(state, n);
    if (u && u.side !== side) return true;
    const l = leaderAt(state, n);
    if (l && l.side !== side) return true;
  }
  return false;
}

/** A leader with a friendly unit in his hex. */
export function attachedUnit(state: GameState, leader: Leader): Unit | undefined {
  const u = unitAt(state, leader.hex);
  return u && u.side === leader.side ? u : undefined;
}

/**
 * May this leader be ordered to leave his unit? Only when he has one, and never away from the
 * bodyguards: the army commander may not leave the tent while they stand (seed 003:714-717).
 */
export function canDetach(state: GameState, leader: Leader): boolean {
  const u = attachedUnit(state, leader);
  return u !== undefined && !UNITS[u.type].bodyguard;
}

/**
 * Zvezda 2012 (`loneLeaderIsUnit`): Cavalry Charge may order a lone mounted leader and Infantry
 * Assault a lone foot leader (seed 002:906, 916; seed 000:647, 654), a lone leader being a unit of his
 * kind (002:235). The army commander left alone counts as a foot leader. GMT orders units only with
 * them (rules decisions D).
 */
function loneLeaderFits(state: GameState, leader: Leader, filter: PieceFilter): boolean {
  if (!rulesOf(state).loneLeaderIsUnit) return false;
  if (filter === 'cavalry') return leader.kind === 'mounted';
  if (filter === 'foot') return leader.kind !== 'mounted';
  return false;
}

/** Does the piece fit the filter (position-independent kinds and Stand and Fire's adjacency)? */
export function passesFilter(
  state: GameState,
  side: Side,
  choice: OrderChoice,
  filter: PieceFilter,
): boolean {
  const piece =
    choice.kind === 'unit'
      ? state.units[choice.unit]
      : choice.kind === 'lone-leader'
        ? state.leaders[choice.leader]
        : undefined;
  return pieceFits(state, side, choice.kind, piece, filter);
}

/**
 * passesFilter for a choice of `kind` whose piece (the unit, or the lone leader) is already at
 * hand, undefined when it is not on the board: the order listing's tables hold the pieces.
 */
export function pieceFits(
  state: GameState,
  side: Side,
  kind: OrderChoice['kind'],
  piece: Unit | Leader | undefined,
  filter: PieceFilter,
): boolean {
  if (kind === 'lone-leader' && piece !== undefined && loneLeaderFits(state, piece as Leader, filter))
    return true;
  if (kind !== 'unit') return filter === 'unit-or-leader';
  const unit = piece as Unit | undefined;
  if (!unit) return false;
  switch (filter) {
    case 'unit-or-leader':
    case 'unit':
      return true;
    case 'cavalry':
      return isCavalry(unit);
    case 'foot':
      return isFoot(unit);
    case 'missile-clear':
      return hasMissile(unit) && !enemyAdjacent(state, side, unit.hex);
    default:
      return UNITS[unit.type].symbol === filter;
  }
}

/** Every choice a side could make on a blank slate, in a stable order (units, lone leaders, detaches). */
export function allChoices(state: GameState, side: Side, helmet: boolean): OrderChoice[] {
  const out: OrderChoice[] = [];
  for (const id in state.units) if (state.units[id]!.side === side) out.push({ kind: 'unit', unit: id });
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.side !== side) continue;
    if (!attachedUnit(state, l)) out.push({ kind: 'lone-leader', leader: id });
    else if (helmet && canDetach(state, l)) out.push({ kind: 'detach', leader: id });
  }
  return out;
}
