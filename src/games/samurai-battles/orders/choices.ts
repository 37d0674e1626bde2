// Ordering as a sequence of single choices. The flow keeps the list of choices made so far
// (`ordered`: unit id, lone leader id or 'detach:<leader id>', or the OrderChoice objects themselves)
// and asks which choices are legal next.
// Each unit and each leader takes at most one order in a turn (seed 003:880).

import { unitsOf } from '../board/occupancy';
import { adjacent } from '../hex';
import type { CommandCardId, GameState, HexKey, Side } from '../types';
import { type Charged, chargeAll, fitsOneMore, withOneMore } from './assign';
import { listOrderChoices } from './listing';
import {
  allChoices,
  attachedUnit,
  canDetach,
  choiceHasLeader,
  choiceHex,
  choiceKey,
  choiceSide,
  type OrderChoice,
  parseChoice,
  passesFilter,
} from './pieces';
import { type OrderPlan, type OrderPool, type StartOrdersOptions, startOrders } from './plan';
import { sectionMaskOf, sectionsMask } from './sectionMasks';

/** Does the hex lie in one of the pool's sections (seen from `side`)? */
function inPoolSections(side: Side, hex: HexKey, pool: OrderPool): boolean {
  if (pool.sections === 'any') return true;
  return (sectionMaskOf(hex, side) & sectionsMask(pool.sections)) !== 0;
}

/** Indices of the pools that could pay for this choice, into `out` (a new array unless given). */
function poolsFor(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  choice: OrderChoice,
  out: number[] = [],
): number[] {
  out.length = 0;
  const hex = choiceHex(state, choice);
  if (hex === null) return out;
  if (choice.kind === 'detach' && !plan.helmet) return out;
  for (let i = 0; i < plan.pools.length; i++) {
    const pool = plan.pools[i]!;
    if (pool.count > 0 && passesFilter(state, side, choice, pool.filter) && inPoolSections(side, hex, pool)) {
      out.push(i);
    }
  }
  return out;
}

/** The pools of the candidate being tried (`legalAfter`), reused: only read while it is tried. */
const candidatePools: number[] = [];

/** Is the piece itself orderable as this kind of choice, ignoring the card? */
function wellFormed(state: GameState, side: Side, choice: OrderChoice): boolean {
  if (choiceSide(state, choice) !== side) return false;
  if (choice.kind === 'unit') return true;
  const leader = state.leaders[choice.leader]!;
  if (choice.kind === 'lone-leader') return attachedUnit(state, leader) === undefined;
  return canDetach(state, leader);
}

/** Would this choice repeat an order already given (one order per unit or leader)? */
function alreadyUsed(prior: OrderChoice[], choice: OrderChoice): boolean {
  // A loop, not `some` with a closure: asked for every candidate at each listing.
  for (const p of prior) {
    if (
      choice.kind === 'unit'
        ? p.kind === 'unit' && p.unit === choice.unit
        : p.kind !== 'unit' && p.leader === choice.leader
    )
      return true;
  }
  return false;
}

/**
 * The distinct hexes of the prior choices, in order, into a scratch array (reused: fitsGroup is asked
 * for every candidate at each listing of a group card).
 */
const groupHexes: HexKey[] = [];
function priorHexes(state: GameState, prior: OrderChoice[]): HexKey[] {
  groupHexes.length = 0;
  for (const p of prior) {
    const h = choiceHex(state, p)!;
    if (!groupHexes.includes(h)) groupHexes.push(h);
  }
  return groupHexes;
}

/** Group cards: the new piece joins the group, which stays within its size and (Leadership) holds a leader. */
function fitsGroup(state: GameState, plan: OrderPlan, prior: OrderChoice[], choice: OrderChoice): boolean {
  const group = plan.group;
  if (!group) return true;
  const hex = choiceHex(state, choice)!;
  const hexes = priorHexes(state, prior);
  if (hexes.length > 0 && !hexes.includes(hex) && !hexes.some((h) => adjacent(h, hex))) return false;
  if (!hexes.includes(hex)) hexes.push(hex);
  if (group.maxHexes !== null && hexes.length > group.maxHexes) return false;
  // The group with the new piece: the prior choices, then `choice`.
  const count = prior.length + 1;
  if (
    group.leaderHex &&
    count >= 2 &&
    !choiceHasLeader(state, choice) &&
    !prior.some((c) => choiceHasLeader(state, c))
  )
    return false;
  // With no "any 1 unit" alternative the leader's hex is ordered first.
  if (group.soloNeedsLeader && !choiceHasLeader(state, prior[0] ?? choice)) return false;
  if (group.aroundLeader && count >= 2) {
    // Some ordered leader's hex touches every other ordered hex (Zvezda Leadership, seed 002:918).
    const all = [...prior, choice];
    const heads = all.some((c) => {
      const centre = choiceHex(state, c)!;
      return choiceHasLeader(state, c) && hexes.every((h) => h === centre || adjacent(h, centre));
    });
    if (!heads) return false;
  }
  return true;
}

/** An entry of the ordered list: its string key (see choiceKey) or the choice itself. */
export type OrderedEntry = string | OrderChoice;

function decode(state: GameState, ordered: readonly OrderedEntry[]): OrderChoice[] | null {
  const out: OrderChoice[] = [];
  for (const entry of ordered) {
    const c = typeof entry === 'string' ? parseChoice(state, entry) : entry;
    if (!c || choiceHex(state, c) === null) return null;
    out.push(c);
  }
  return out;
}

/** The prior choices charged to the pools they could pay from; null when they cannot all be. */
function chargePrior(state: GameState, side: Side, plan: OrderPlan, prior: OrderChoice[]): Charged | null {
  return chargeAll(
    prior.map((c) => poolsFor(state, side, plan, c)),
    plan.pools.map((p) => p.count),
  );
}

/**
 * `charged`: the prior choices already charged to pools (chargePrior), when the caller tries many
 * choices after the same prior ones (it does not depend on the choice tried).
 */
function legalAfter(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  prior: OrderChoice[],
  choice: OrderChoice,
  charged: Charged | null = chargePrior(state, side, plan, prior),
): boolean {
  if (!wellFormed(state, side, choice) || alreadyUsed(prior, choice)) return false;
  if (plan.maxTotal !== null && prior.length + 1 > plan.maxTotal) return false;
  if (!fitsGroup(state, plan, prior, choice)) return false;
  if (charged === null) return false;
  const own = poolsFor(state, side, plan, choice, candidatePools);
  return own.length > 0 && fitsOneMore(charged, own);
}

/** Every legal next choice, given the choices already made (assumed legal) in `ordered`. */
export function legalOrderChoices(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly OrderedEntry[],
): OrderChoice[] {
  if (plan.pools.length === 0) return [];
  // By numbers (orders/listing.ts) unless a piece stands off the numbered board or the plan has too
  // many pools for its masks; then one candidate at a time, as legalAfter states the rule.
  const listed = listOrderChoices(state, side, plan, ordered);
  if (listed) return listed;
  const prior = decode(state, ordered);
  if (!prior) return [];
  const charged = chargePrior(state, side, plan, prior);
  if (charged === null) return [];
  return allChoices(state, side, plan.helmet).filter((c) => legalAfter(state, side, plan, prior, c, charged));
}

/** The ordered list with the choice added, or null if the choice is not legal now. */
export function applyOrderChoice(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly OrderedEntry[],
  choice: OrderChoice,
): string[] | null {
  const prior = decode(state, ordered);
  if (!prior || !legalAfter(state, side, plan, prior, choice)) return null;
  return [...prior.map(choiceKey), choiceKey(choice)];
}

/** Is this choice legal next? */
export function isLegalOrderChoice(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly OrderedEntry[],
  choice: OrderChoice,
): boolean {
  const prior = decode(state, ordered);
  return prior !== null && legalAfter(state, side, plan, prior, choice);
}

/** True when a whole ordered list could have been built one legal choice at a time (host-side check). */
export function validOrdered(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly OrderedEntry[],
): boolean {
  const all = decode(state, ordered);
  if (!all) return false;
  for (let i = 0; i < all.length; i++) {
    if (!legalAfter(state, side, plan, all.slice(0, i), all[i]!)) return false;
  }
  return true;
}

/**
 * How many more orders `side` can still give with this plan: one per piece, within the card's pools
 * (seed 003:880-889), its group rule and any cap. Without a group rule the orders that can be paid for
 * together form a matroid, so every way of adding legal orders one at a time ends at the same count
 * and one run of taking the first legal order gives it. A group grows only by adjacent pieces, so
 * how far it goes depends on where it starts: before the first order, each start is tried.
 */
export function ordersLeft(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly OrderedEntry[],
): number {
  const prior = decode(state, ordered);
  if (!prior) return 0;
  if (plan.group?.aroundLeader) return ordersLeftAroundLeader(state, side, plan, prior);
  const candidates = allChoices(state, side, plan.helmet);
  const grow = (start: OrderChoice[]): OrderChoice[] => {
    const list = [...start];
    if (plan.pools.length === 0) return list;
    let charged = chargePrior(state, side, plan, list);
    if (charged === null) return list;
    // chargeAll is a fold of withOneMore, so charging one more gives what charging all again would.
    const add = (c: OrderChoice) => {
      list.push(c);
      charged = charged && withOneMore(charged, poolsFor(state, side, plan, c));
    };
    if (!plan.group) {
      // Without a group rule a choice illegal now stays illegal after more orders (the legal sets
      // are the independent sets of a matroid), so one pass in listing order takes the same
      // choices as taking the first legal one again and again.
      for (const c of candidates) if (legalAfter(state, side, plan, list, c, charged)) add(c);
      return list;
    }
    // A group grows by adjacency: a piece out of reach may come within it, so start over each time.
    for (;;) {
      const next = candidates.find((c) => legalAfter(state, side, plan, list, c, charged));
      if (!next) return list;
      add(next);
    }
  };
  if (!plan.group || prior.length > 0) return grow(prior).length - prior.length;
  // A group held together by adjacency only reaches the same pieces from any start inside it.
  const byAdjacencyOnly = plan.group.maxHexes === null && !plan.group.leaderHex;
  const reached = new Set<string>();
  let best = 0;
  for (const first of legalOrderChoices(state, side, plan, [])) {
    if (byAdjacencyOnly && reached.has(choiceKey(first))) continue;
    const group = grow([first]);
    for (const c of group) reached.add(choiceKey(c));
    best = Math.max(best, group.length);
  }
  return best;
}

/**
 * ordersLeft for a group held around one leader's hex (Zvezda Leadership): try each leader's hex that
 * could head the group; around a fixed head every touching piece is as good as any other, so taking
 * the first legal one each time reaches the most. With no head possible, the single "any 1 unit" order.
 */
function ordersLeftAroundLeader(state: GameState, side: Side, plan: OrderPlan, prior: OrderChoice[]): number {
  let best = 0;
  for (const head of allChoices(state, side, plan.helmet)) {
    if (!choiceHasLeader(state, head)) continue;
    const centre = choiceHex(state, head)!;
    const near = (c: OrderChoice) => {
      const h = choiceHex(state, c)!;
      return h === centre || adjacent(h, centre);
    };
    if (!prior.every(near)) continue;
    const list = [...prior];
    if (!prior.some((p) => choiceKey(p) === choiceKey(head))) {
      if (!legalAfter(state, side, plan, list, head)) continue;
      list.push(head);
    }
    for (;;) {
      const next = legalOrderChoices(state, side, plan, list).find(near);
      if (!next) break;
      list.push(next);
    }
    best = Math.max(best, list.length - prior.length);
  }
  if (best === 0 && prior.length === 0 && legalOrderChoices(state, side, plan, []).length > 0) return 1;
  return best;
}

/** No further legal choice: the remaining orders (if any) are lost (seed 003:885-889). */
export function orderingComplete(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly OrderedEntry[],
): boolean {
  return legalOrderChoices(state, side, plan, ordered).length === 0;
}

/** Can the card order anything at all? If not, the turn goes straight to the draw (seed 003:864-865). */
export function canOrderAnything(
  state: GameState,
  side: Side,
  cardDefId: CommandCardId,
  opts: StartOrdersOptions = {},
): boolean {
  return legalOrderChoices(state, side, startOrders(state, side, cardDefId, opts), []).length > 0;
}

export interface OrderedPieces {
  /** Ordered units. Each moves with its attached leader unless that leader was ordered to detach. */
  units: string[];
  /** Leaders ordered together with their unit, on the unit's order. */
  leadersWithUnits: string[];
  /** Leaders ordered alone in their hex. */
  loneLeaders: string[];
  /** Leaders ordered to leave their unit. */
  detached: string[];
}

/** What an ordered list means on the board (for setting up the movement and battle steps). */
export function orderedPieces(state: GameState, side: Side, ordered: readonly OrderedEntry[]): OrderedPieces {
  const out: OrderedPieces = { units: [], leadersWithUnits: [], loneLeaders: [], detached: [] };
  const choices = decode(state, ordered) ?? [];
  for (const c of choices) {
    if (c.kind === 'unit') out.units.push(c.unit);
    else if (c.kind === 'lone-leader') out.loneLeaders.push(c.leader);
    else out.detached.push(c.leader);
  }
  for (const u of unitsOf(state, side)) {
    if (!out.units.includes(u.id)) continue;
    for (const id in state.leaders) {
      const l = state.leaders[id]!;
      if (l.side === side && l.hex === u.hex && !out.detached.includes(id)) out.leadersWithUnits.push(id);
    }
  }
  return out;
}

export type { OrderChoice };
