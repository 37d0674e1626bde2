// How many dice a unit rolls. Seed 003: close-combat dice 1314-1343; ranged procedure 1186-1235;
// terrain caps limit base dice only, bonuses go on top (2097-2107); inspiration 1358-1378;
// bodyguards 1 die per block (721-722); move penalties 463-464 (SB), 495 (AB), 654-655 (SBC).
// These functions do not check whether the target is legal (see targets.ts) or whether the unit may
// battle this turn (the caller's: movement, terrain entered, Command card limits).

import { statsOf } from '../data/units';
import { distanceKeys } from '../hex';
import type { GameState, HexKey, Unit } from '../types';
import { type Cap, combatTerrain } from './terrainEffects';

/** Who gives a bonus, for a player-facing explanation (`source` is the log's English). */
export type BonusFrom =
  | { kind: 'inspired' }
  | { kind: 'command'; card: string }
  | { kind: 'dragon'; card: string };

export interface DiceBonus {
  source: string;
  dice: number;
  from?: BonusFrom;
}

export interface DiceCtx {
  /** Hexes the unit moved this turn before battling (0 if it stayed). Only ranged fire uses it. */
  moved: number;
  /** A leader inspires it for 1 token: +1 die, close combat only (ignored at range). */
  inspired?: boolean;
  /** Extra dice from Command and Dragon cards, each named (e.g. { source: 'Cavalry Charge', dice: 1 }). */
  bonuses?: readonly DiceBonus[];
  /** A Dragon card that caps the whole roll and that nothing may raise (Aikido Training: 2). */
  limit?: Cap;
  /** A Dragon card that sets the unit's own close-combat dice before caps and bonuses (Revenge). */
  base?: number;
}

export interface DiceBreakdown {
  /** The unit's own dice for this combat (bodyguards: 1 per block). */
  base: number;
  /**
   * The tightest limit on the base dice: terrain of either hex, or the move penalty of a bow unit that
   * moved (rules-decisions #11); null when nothing limits them.
   */
  cap: Cap | null;
  /** Dice added on top of the capped base (inspiration, cards). */
  bonuses: DiceBonus[];
  /** Dice to roll. 0 when `blocked` is set. */
  total: number;
  /** Set when the combat may not happen at all (cavalry and castles, rivers); then total is 0. */
  blocked: string | null;
}

function unitOf(state: GameState, id: string): Unit {
  const u = state.units[id];
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

function tightest(caps: readonly Cap[]): Cap | null {
  let best: Cap | null = null;
  for (const c of caps) if (!best || c.value < best.value) best = c;
  return best;
}

/** The cards' bonuses that add dice, copied when explained (the count alone hands them on as given). */
function addBonuses(out: DiceBonus[], given: readonly DiceBonus[] | undefined, explain: boolean): void {
  if (given === undefined) return;
  for (let i = 0; i < given.length; i++) {
    const b = given[i]!;
    if (b.dice !== 0) out.push(explain ? { ...b } : b);
  }
}

function blockedResult(base: number, why: string): DiceBreakdown {
  return { base, cap: { value: 0, reason: why }, bonuses: [], total: 0, blocked: why };
}

function finish(base: number, caps: Cap[], bonuses: DiceBonus[], limit: Cap | undefined): DiceBreakdown {
  const cap = tightest(caps);
  const capped = cap && cap.value < base ? cap.value : base;
  let total = capped;
  for (let i = 0; i < bonuses.length; i++) total += bonuses[i]!.dice;
  let shown = cap && cap.value < base ? cap : null;
  if (limit && total > limit.value) {
    total = limit.value;
    shown = limit;
  }
  return { base, cap: shown, bonuses, total: Math.max(0, total), blocked: null };
}

/**
 * The dice of a close combat. `explain` false (the count alone: the greedy player's odds) counts
 * the same dice but leaves the caps' reasons empty and hands on the bonuses as given.
 */
export function closeCombatDice(
  state: GameState,
  attackerId: string,
  targetHex: HexKey,
  ctx: DiceCtx,
  explain = true,
): DiceBreakdown {
  const u = unitOf(state, attackerId);
  const stats = statsOf(state, u);
  const base = ctx.base ?? (stats.diceFromBlocks ? u.blocks : stats.closeDice);
  // Why it may not battle, or the terrain's caps (each hex's terrain looked up once).
  const terrain = combatTerrain(state, u, targetHex, 'close', explain);
  if (typeof terrain === 'string') return blockedResult(base, terrain);
  const bonuses: DiceBonus[] = [];
  if (ctx.inspired)
    bonuses.push(
      explain ? { source: 'Inspired by a leader', dice: 1, from: { kind: 'inspired' } } : INSPIRED_COUNT,
    );
  addBonuses(bonuses, ctx.bonuses, explain);
  return finish(base, terrain, bonuses, ctx.limit);
}

/** The inspiration's die when only the count is asked for. */
const INSPIRED_COUNT: DiceBonus = Object.freeze({ source: 'Inspired by a leader', dice: 1 });

/**
 * Ranged dice by distance; a unit that moved loses dice by its weapon: bows of samurai infantry roll 1
 * fewer, ashigaru bows and bow cavalry are reduced to 1, the arquebus cannot fire (blocked). The move
 * penalty applies to the base dice before the terrain cap and never takes the unit below 1 die
 * (rules-decisions #11); the result is reported as the cap when it binds.
 */
export function rangedCombatDice(
  state: GameState,
  attackerId: string,
  targetHex: HexKey,
  ctx: DiceCtx,
  explain = true,
): DiceBreakdown {
  const u = unitOf(state, attackerId);
  const stats = statsOf(state, u);
  const ranged = stats.ranged;
  if (!ranged) return blockedResult(0, `${stats.name} have no missile weapons`);
  const d = distanceKeys(u.hex, targetHex);
  const base = d >= ranged.minRange && d <= ranged.maxRange ? (ranged.dice[d] ?? 0) : 0;
  if (base === 0) return blockedResult(0, `target out of range (${d} hexes)`);
  const caps = combatTerrain(state, u, targetHex, 'ranged', explain);
  if (typeof caps === 'string') return blockedResult(base, caps);
  if (ctx.moved > 0) {
    if (ranged.moved === 'cannot-fire') return blockedResult(base, `${stats.name} may not fire after moving`);
    const after = ranged.moved === 'to-one' ? 1 : Math.max(1, base - 1);
    caps.push({
      value: after,
      reason:
        ranged.moved === 'to-one'
          ? 'moved before firing: reduced to 1 die'
          : 'moved before firing: 1 die fewer',
      cause: { kind: 'moved', rule: ranged.moved === 'to-one' ? 'to-one' : 'minus-one' },
    });
  }
  const bonuses: DiceBonus[] = [];
  addBonuses(bonuses, ctx.bonuses, explain);
  return finish(base, caps, bonuses, ctx.limit);
}

export interface LevyChargeDice {
  levies: { unitId: string; dice: DiceBreakdown }[];
  total: number;
  /** Set when no levy may take part; levies that may not are left out of `levies`. */
  blocked: string | null;
}

/**
 * A Levy charge (seed 003:1338-1343, 547-551): ordered levies next to the same enemy roll all their
 * close-combat dice at once; each levy's dice are capped by its own hexes and get its own bonuses.
 * `ctx` is keyed by levy id (moved hexes, inspiration and card bonuses of that levy).
 */
export function levyChargeDice(
  state: GameState,
  levyIds: readonly string[],
  targetHex: HexKey,
  ctx: Readonly<Record<string, DiceCtx>>,
): LevyChargeDice {
  const levies: LevyChargeDice['levies'] = [];
  let lastBlock: string | null = null;
  for (const id of levyIds) {
    const u = unitOf(state, id);
    if (!statsOf(state, u).levyCharge) throw new Error(`${id} is not a levy`);
    const dice = closeCombatDice(state, id, targetHex, ctx[id] ?? { moved: 0 });
    if (dice.blocked) lastBlock = dice.blocked;
    else levies.push({ unitId: id, dice });
  }
  const total = levies.reduce((s, l) => s + l.dice.total, 0);
  return { levies, total, blocked: levies.length === 0 ? (lastBlock ?? 'no levy') : null };
}
