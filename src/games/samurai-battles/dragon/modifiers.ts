// The hook points through which the flow asks what Dragon cards change: dice, flags, movement,
// orders and re-rolls. Each reads the whole-turn record (turnState.dragon) and the combat frame's
// record (CombatFrame.dragon); none changes the state. Keeping the questions here leaves the flow
// free of card-specific conditionals.

import type { DiceBonus } from '../combat/dice';
import type { FlagMods } from '../combat/flags';
import type { Cap } from '../combat/terrainEffects';
import { cardDef } from '../data/commandCards';
import { UNITS } from '../data/units';
import type { CombatFrame } from '../flow/frames';
import { isFoot } from '../orders/pieces';
import { commandOf, type OrderPlan, type OrderPool } from '../orders/plan';
import type { CommandCardId, GameState, Section, Side, Unit } from '../types';
import { type DiceUnits, dragonTurn, type FlagCardRule, type FlagRule } from './state';

/** Ashigaru spearmen (the blue triangle), bow units, or arquebus units. */
export function unitIs(u: Unit, kind: DiceUnits): boolean {
  const stats = UNITS[u.type];
  if (kind === 'triangle') return stats.symbol === 'triangle';
  if (!stats.ranged) return false;
  return kind === 'arquebus' ? stats.ranged.swordsHit : !stats.ranged.swordsHit;
}

/** Ordered by the active player this turn (the units a Command card's "ordered units" means). */
function ordered(state: GameState, u: Unit): boolean {
  return u.side === state.active && state.turnState.ordered[u.id] !== undefined;
}

export interface DragonDice {
  /** Extra dice from cards (added after terrain caps, like every bonus). */
  bonuses: DiceBonus[];
  /** Nothing raises the roll above this (Aikido Training). */
  limit?: Cap;
  /** The unit's own dice before caps (Revenge). */
  base?: number;
}

/** No Dragon dice (shared, read only: what most combats get, asked at every dice count). */
const NO_DICE: DragonDice = Object.freeze({ bonuses: Object.freeze([]) as unknown as DiceBonus[] });

/** What Dragon cards do to the dice `unitId` rolls in combat `f` (read only: it may be shared). */
export function dragonDice(state: GameState, f: CombatFrame, unitId: string): DragonDice {
  const turnDice = state.turnState.dragon?.dice;
  if ((turnDice === undefined || turnDice.length === 0) && f.dragon === undefined) return NO_DICE;
  const u = state.units[unitId];
  const out: DragonDice = { bonuses: [] };
  if (!u) return out;
  for (const d of dragonTurn(state).dice) {
    if (d.side !== u.side || d.mode !== f.mode || !unitIs(u, d.units)) continue;
    if (d.orderedOnly && !ordered(state, u)) continue;
    if (d.dice !== 0)
      out.bonuses.push({ source: d.source, dice: d.dice, from: { kind: 'dragon', card: d.card } });
  }
  for (const b of f.dragon?.bonuses ?? []) {
    if (b.unit === unitId) out.bonuses.push({ source: b.source, dice: b.dice });
  }
  if (f.dragon?.limit) out.limit = { ...f.dragon.limit };
  if (f.dragon?.base && unitId === f.attacker) out.base = f.dragon.base.value;
  return out;
}

/** The card whose swords are rolled once more after this roll (Rank Fire), or null. */
export function dragonSwordReroll(state: GameState, f: CombatFrame): string | null {
  const u = state.units[f.attacker];
  if (!u) return null;
  for (const d of dragonTurn(state).dice) {
    if (!d.rerollSwords || d.side !== u.side || d.mode !== f.mode || !unitIs(u, d.units)) continue;
    if (d.orderedOnly && !ordered(state, u)) continue;
    return d.source;
  }
  return null;
}

/** No card on the flags (shared, read only). */
const NO_FLAG_MODS: FlagMods = Object.freeze({});

/**
 * Dragon cards on the flags `unitId` takes: the whole-turn cards on its side (Followers of
 * Bishamon, Panic) and the cards played for this roll (`rules`, from the combat). When two cards
 * conflict the one played later wins (seed 003:1956-1957); Cowards forbids ignoring flags whatever
 * card comes before or after it, as it says (seed 003:5358-5362).
 */
export function dragonFlagMods(
  state: GameState,
  unitId: string,
  rules: readonly FlagCardRule[] = [],
): FlagMods {
  const turnFlags = state.turnState.dragon?.flags;
  if ((turnFlags === undefined || turnFlags.length === 0) && rules.length === 0) return NO_FLAG_MODS;
  const u = state.units[unitId];
  if (!u) return {};
  const all: { card: string; rule: FlagRule; absolute?: boolean }[] = [
    ...dragonTurn(state).flags.filter((r) => r.side === u.side),
    ...rules,
  ];
  if (all.length === 0) return {};
  if (all.some((r) => r.absolute)) return { cannotIgnore: true };
  const order = (card: string) => state.dragonInPlay.findIndex((d) => d.card === card);
  let last = all[0]!;
  for (const r of all) if (order(r.card) > order(last.card)) last = r;
  return last.rule === 'ignore-all' ? { ignoreAll: true } : { cannotIgnore: true };
}

/** No extra movement (shared, read only: what most pieces get, asked at every movement listing). */
const NO_MOVE_BONUS: { hexes: number; through: boolean } = Object.freeze({ hexes: 0, through: false });

/**
 * Extra hexes a piece may move this turn, still battling, and whether it passes through anything
 * (read only: it may be shared).
 */
export function dragonMoveBonus(state: GameState, pieceId: string): { hexes: number; through: boolean } {
  const moves = state.turnState.dragon?.moves;
  if (moves === undefined || moves.length === 0) return NO_MOVE_BONUS;
  const u = state.units[pieceId];
  let hexes = 0;
  let through = false;
  if (!u) return { hexes, through };
  for (const m of dragonTurn(state).moves) {
    if (m.side !== u.side) continue;
    if (m.unit === u.id || (m.foot && isFoot(u))) {
      hexes += m.hexes;
      if (m.through) through = true;
    }
  }
  return { hexes, through };
}

/**
 * The orders of a section card by section (Advance's "command" resolved), or null for any other
 * card. Counter-attack is asked about the card it copies.
 */
export function sectionCounts(
  state: GameState,
  side: Side,
  effective: CommandCardId | null,
): Partial<Record<Section, number>> | null {
  if (!effective) return null;
  const order = cardDef(effective).order;
  if (order.kind !== 'sections') return null;
  const out: Partial<Record<Section, number>> = {};
  // for-in (the card's own keys, in Object.entries' order) rather than a list of entries.
  const counts = order.counts as Partial<Record<Section, number | 'command'>>;
  for (const key in counts) {
    const sec = key as Section;
    const n = counts[sec]!;
    out[sec] = n === 'command' ? commandOf(state, side) : n;
  }
  return out;
}

/** Brave Messenger's condition: a section card ordering 1, 2 or 3 units in all (seed 003:5320-5322). */
export function ordersOneToThree(counts: Partial<Record<Section, number>> | null): boolean {
  if (!counts) return false;
  let total = 0;
  for (const sec in counts) total += counts[sec as Section]!;
  return total >= 1 && total <= 3;
}

/** Extra order pools and the cap on orders that Dragon cards add to the card's plan. */
export function dragonOrderOptions(
  state: GameState,
  printed: OrderPlan,
): { extraPools?: OrderPool[]; maxTotal?: number } {
  const o = dragonTurn(state).orders;
  const out: { extraPools?: OrderPool[]; maxTotal?: number } = {};
  if (
    o.extra &&
    printed.mode === 'card' &&
    ordersOneToThree(sectionCounts(state, state.active, printed.effective))
  ) {
    out.extraPools = [{ sections: 'any', count: o.extra, filter: 'unit', label: 'extra' }];
  }
  if (o.max !== undefined) out.maxTotal = o.max;
  return out;
}

/** Tactical Wisdom: the section named on the card reads as another one (seed 003:5126-5134). */
export function dragonSectionChange(state: GameState, plan: OrderPlan): OrderPlan {
  const change = dragonTurn(state).orders.sectionChange;
  if (!change) return plan;
  for (const pool of plan.pools) {
    if (pool.sections !== 'any' && pool.sections.length === 1 && pool.sections[0] === change.from) {
      pool.sections = [change.to];
      if (pool.label === change.from) pool.label = change.to;
    }
  }
  return plan;
}
