// The one place where the state machine asks the rules modules (board/, combat/, orders/) its
// questions, translating the flow's frames into their inputs. Keeping the mapping here means a
// rules module can change shape without touching the flow.

import { type MoveTarget, moveTargetsFrom } from '../board/movement';
import { boardMemo, leaderAt, leaderOf, unitAt, withOccupancyIndex } from '../board/occupancy';
import {
  bestRetreatPaths,
  holdsInsteadOfRetreating,
  leaderRetreatPaths,
  retreatPaths,
} from '../board/retreat';
import { battleBackTargets } from '../combat/battleBack';
import {
  closeCombatDice,
  type DiceBonus,
  type DiceBreakdown,
  type DiceCtx,
  levyChargeDice,
  rangedCombatDice,
} from '../combat/dice';
import { flagRule } from '../combat/flags';
import { mayGainGround as gainGroundVerdict, mayBonusCombat } from '../combat/gainGround';
import { retreatCost } from '../combat/honor';
import { inspirers as inspiringLeaders } from '../combat/inspiration';
import { type LackOfHonorResult, lackOfHonorLosses } from '../combat/lackOfHonor';
import type { ScoreContext } from '../combat/score';
import { statsOf } from '../data/units';
import { dragonDice, dragonFlagMods } from '../dragon/modifiers';
import type { FlagCardRule } from '../dragon/state';
import { rulesOf } from '../editions';
import { adjacent, distanceKeys } from '../hex';
import { applyOrderChoice, choiceKey, legalOrderChoices, type OrderChoice, type OrderPlan } from '../orders';
import { listOrderChoicesAt, orderTable, type PlanTable } from '../orders/listing';
import type { DieFace, GameState, HexKey, Side } from '../types';
import type { Action } from './actions';
import { keptCloseTargets, keptRangedTargets } from './battleListing';
import type { DiceBreakdownSummary } from './events';
import type { CombatFrame, LackOfHonorOrigin } from './frames';
import { allowanceOf, allowed } from './moveAllowance';
import { keyFor, moveSearchOf } from './moveSearch';
import { releaseIfUnlocked } from './scenarioRules';

export const inspirers = inspiringLeaders;

// ---- orders ----------------------------------------------------------------------------------

/**
 * A plan's listings by the choices made so far, as a tree: one level per choice, found by its key
 * (choiceKey) among the few tried after the same ones, so that looking a listing up builds no key
 * string and no map.
 */
interface Listings {
  key: string;
  /** The choice last made on the way here, when it was one of a listing's (compared by identity). */
  choice: OrderChoice | null;
  /**
   * That choice's place among the plan table's candidates, when it is the parent listing's own
   * choice object (listed by numbers); -1 otherwise (then orders/listing.ts looks it up).
   */
  place: number;
  out: OrderChoice[] | null;
  /** Each choice of `out`'s place among the plan table's candidates (null when listed by the rule). */
  at: number[] | null;
  /** The orders step's actions for `out` (null until asked; shared, never changed once made). */
  actions: Action[] | null;
  next: Listings[] | null;
  /** At a root: the plan's table for listing by numbers (orders/listing.ts), null where it does not apply. */
  table: PlanTable | null | undefined;
}
const newListings = (key: string, choice: OrderChoice | null, place: number): Listings => ({
  key,
  choice,
  place,
  out: null,
  at: null,
  actions: null,
  next: null,
  table: undefined,
});
/** The roots by side, made by one function (no closure made per listing). */
const newListingsBySide = (): Record<Side, Listings> => ({
  top: newListings('', null, -1),
  bottom: newListings('', null, -1),
});

/**
 * The listing after `node`'s choices and one more (made when first asked): found by the choice
 * object itself when it came from a listing (the usual case), else by its key (choiceKey).
 */
function listingAfter(node: Listings, choice: OrderChoice): Listings {
  if (node.next === null) node.next = [];
  const next = node.next;
  for (let i = 0; i < next.length; i++) if (next[i]!.choice === choice) return next[i]!;
  const key = choiceKey(choice);
  for (let i = 0; i < next.length; i++) if (next[i]!.key === key) return next[i]!;
  const child = newListings(key, choice, placeIn(node, choice));
  next.push(child);
  return child;
}

/** The place among the candidates of `choice` when it is one of `node`'s listed choice objects; else -1. */
function placeIn(node: Listings, choice: OrderChoice): number {
  const out = node.out;
  const at = node.at;
  if (out === null || at === null) return -1;
  for (let i = 0; i < out.length; i++) if (out[i] === choice) return at[i]!;
  return -1;
}

/** The places of the choices on the way to the node listingNode is listing (reused; read up to their count). */
const pathPlaces: number[] = [];

/** The tree node of the listing after `chosen`, with its choices listed. */
function listingNode(state: GameState, side: Side, plan: OrderPlan, chosen: OrderChoice[]): Listings {
  // The side's root by a comparison, not a load by the side's name (a key that varies).
  const roots = boardMemo(state, plan, newListingsBySide);
  const root = side === 'top' ? roots.top : roots.bottom;
  let parent: Listings | null = null;
  let node = root;
  for (let i = 0; i < chosen.length; i++) {
    parent = node;
    node = listingAfter(node, chosen[i]!);
    pathPlaces[i] = node.place;
  }
  if (node.out === null) node.out = listed(state, side, plan, chosen, root, parent, node);
  lastListing = parent;
  return node;
}

/** The listing before the last order of the node listingNode last returned (null for none given). */
let lastListing: Listings | null = null;

/**
 * legalOrderChoices, by numbers on the table kept at the root where it applies; after one more
 * order of a plan without a group rule, only the previous listing's choices are tried (a choice
 * illegal before an order stays illegal after it: orders/listing.ts listOrderChoicesAt).
 */
function listed(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  chosen: OrderChoice[],
  root: Listings,
  parent: Listings | null,
  node: Listings,
): OrderChoice[] {
  if (plan.pools.length === 0) return [];
  if (root.table === undefined) root.table = orderTable(state, side, plan);
  if (root.table !== null) {
    const within = plan.group === null && parent !== null ? parent.at : null;
    const at: number[] = [];
    const out = listOrderChoicesAt(state, side, plan, root.table, chosen, within, pathPlaces, at);
    if (out !== null) {
      node.at = at;
      return out;
    }
  }
  return legalOrderChoices(state, side, plan, chosen);
}

/**
 * The legal next orders. Remembered per plan and choices made while the board stays the same
 * (board/occupancy.ts boardMemo): the list is asked for after each order and again for the player.
 */
export function legalOrders(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  chosen: OrderChoice[],
): OrderChoice[] {
  return listingNode(state, side, plan, chosen).out!;
}

const END_ORDERS: Action = { type: 'end-orders' };

/**
 * The orders step's actions: an order for each legal next order, then ending the orders once one
 * is given; null when no order is legal. Kept with the listing (legalOrders), so the action
 * objects are made once per listing, not at every decision that lists it.
 */
export function legalOrderActions(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  chosen: OrderChoice[],
): Action[] | null {
  const node = listingNode(state, side, plan, chosen);
  const out = node.out!;
  if (out.length === 0) return null;
  if (node.actions === null) node.actions = orderActions(node, chosen.length > 0 ? lastListing : null);
  return node.actions;
}

/**
 * The actions for a node's listing: an order for each choice, then ending the orders after one is
 * given. A choice the listing before the last order (`before`) offered too keeps that listing's
 * action object (both lists go by place among the candidates, in order): the next orders decision
 * makes new objects only for choices it did not offer.
 */
function orderActions(node: Listings, before: Listings | null): Action[] {
  const out = node.out!;
  const actions: Action[] = [];
  const at = node.at;
  const prev = before?.actions ?? null;
  const prevAt = before?.at ?? null;
  let p = 0;
  for (let i = 0; i < out.length; i++) {
    let action: Action | null = null;
    if (at !== null && prev !== null && prevAt !== null) {
      const place = at[i]!;
      while (p < prevAt.length && prevAt[p]! < place) p++;
      if (p < prevAt.length && prevAt[p] === place) action = prev[p]!;
    }
    actions.push(action ?? { type: 'order', choice: out[i]! });
  }
  if (before !== null) actions.push(END_ORDERS);
  return actions;
}

/** Records an order in the turn state; returns the id of the ordered piece. */
export function recordOrder(state: GameState, choice: OrderChoice): string {
  if (choice.kind === 'unit') {
    state.turnState.ordered[choice.unit] = { moved: 0, moveDone: false, noBattle: false, battled: false };
    // Only a scenario's turn rules release order-locked units: without any, nothing to look up.
    if (state.options.turnRules !== undefined && state.options.turnRules.length > 0)
      releaseIfUnlocked(state, choice.unit);
    return choice.unit;
  }
  state.turnState.ordered[choice.leader] =
    choice.kind === 'detach'
      ? { moved: 0, moveDone: false, noBattle: false, battled: false, detached: true }
      : { moved: 0, moveDone: false, noBattle: false, battled: false };
  return choice.leader;
}

export { applyOrderChoice };

// ---- movement --------------------------------------------------------------------------------

/** How far an ordered piece may move, and how far it may move and still battle, this turn. */
export function moveAllowance(state: GameState, pieceId: string): { max: number; battleMax: number } {
  allowanceOf(state, pieceId);
  return { max: allowed.max, battleMax: allowed.battleMax };
}

/** An ordered piece's movement targets (flow/moveSearch.ts: remembered with the board). */
export function moveTargetsOf(state: GameState, pieceId: string, maxHexes: number): MoveTarget[] {
  const search = moveSearchOf(state, pieceId, maxHexes);
  return search === null ? [] : moveTargetsFrom(search);
}

// ---- battle ----------------------------------------------------------------------------------

/** Whether an ordered unit may still battle this turn. */
export function mayBattle(state: GameState, unitId: string): boolean {
  const u = state.units[unitId];
  const info = state.turnState.ordered[unitId];
  if (!u || !info || info.battled || info.noBattle) return false;
  const stats = statsOf(state, u);
  if (state.turnState.effects.noBattle.includes(u.type)) return false;
  if (info.moved > 0 && stats.noBattleIfMoved && state.turnState.effects.moveAndBattle[u.type] === undefined)
    return false;
  return info.moved === 0 || info.moved <= moveAllowance(state, unitId).battleMax;
}

// Targets depend on the board alone (and, at range, on whether the unit moved): kept with the board
// across moves far away (flow/battleListing.ts), as the battle step is listed again after every combat.
export function closeTargetsOf(state: GameState, unitId: string): HexKey[] {
  return keptCloseTargets(state, unitId);
}

export function rangedTargetsOf(state: GameState, unitId: string): HexKey[] {
  return keptRangedTargets(state, unitId);
}

/**
 * Levy charges: two or more ordered levies that may battle, next to the same enemy unit. GMT: a lone
 * enemy leader is no unit (seed 003:891), so levies attack him one at a time (1341-1343 and 547-549
 * name an enemy unit; rules-decisions B "Levy charge target"). Zvezda makes him a unit.
 */
export function levyChargeOptions(state: GameState): { units: string[]; target: HexKey }[] {
  let levies: string[] | null = null;
  for (const id in state.turnState.ordered) {
    const u = state.units[id];
    if (!u || !statsOf(state, u).levyCharge || !mayBattle(state, id)) continue;
    if (levies === null) levies = [id];
    else levies.push(id);
  }
  if (levies === null || levies.length < 2) return [];
  const leadersCharged = rulesOf(state).loneLeaderIsUnit;
  const byTarget = new Map<HexKey, string[]>();
  for (const id of levies) {
    for (const t of closeTargetsOf(state, id)) {
      if (!leadersCharged && !unitAt(state, t)) continue;
      byTarget.set(t, [...(byTarget.get(t) ?? []), id]);
    }
  }
  const out: { units: string[]; target: HexKey }[] = [];
  for (const [target, ids] of byTarget) {
    if (ids.length < 2) continue;
    // Every subset of two or more levies (there are rarely more than three).
    for (let mask = 1; mask < 1 << ids.length; mask++) {
      const units = ids.filter((_, i) => mask & (1 << i));
      if (units.length >= 2) out.push({ units, target });
    }
  }
  return out;
}

/** No Command card bonus (shared, read only: every caller copies or only reads it). */
const NO_CARD_BONUSES: readonly DiceBonus[] = [];

/**
 * The Command card's bonuses to the unit's dice: the shared empty list, building nothing, when none
 * applies (most combats, and most attacks the greedy player weighs).
 */
function cardBonuses(state: GameState, f: CombatFrame, unitId: string): readonly DiceBonus[] {
  // Command card bonuses belong to the units the active player ordered this turn.
  if (f.side !== state.active || !state.turnState.ordered[unitId]) return NO_CARD_BONUSES;
  const fx = state.turnState.effects;
  const close = f.mode === 'close' ? fx.closeBonus : undefined;
  const any = fx.anyBonus;
  if (!close && !any) return NO_CARD_BONUSES;
  const card = state.turnState.effectiveCard;
  // One `from` shared by both bonuses, as before.
  const from = card ? { kind: 'command' as const, card } : undefined;
  const out: DiceBonus[] = [];
  if (close) out.push(commandBonus(close, from));
  if (any) out.push(commandBonus(any, from));
  return out;
}

function commandBonus(dice: number, from: DiceBonus['from'] | undefined): DiceBonus {
  return from ? { source: 'Command card', dice, from } : { source: 'Command card', dice };
}

export function diceFor(state: GameState, f: CombatFrame): DiceBreakdownSummary {
  const moved = (id: string) => (f.side === state.active ? (state.turnState.ordered[id]?.moved ?? 0) : 0);
  if (f.levies && f.levies.length > 0) {
    const ids = [f.attacker, ...f.levies];
    const ctx: Record<string, { moved: number; inspired?: boolean; bonuses: DiceBonus[] }> = {};
    for (const id of ids) {
      ctx[id] = {
        moved: moved(id),
        bonuses: [...cardBonuses(state, f, id), ...dragonDice(state, f, id).bonuses],
        ...(f.inspiredBy && id === (f.inspiredUnit ?? f.attacker) ? { inspired: true } : {}),
      };
    }
    const r = levyChargeDice(state, ids, f.targetHex, ctx);
    const bonuses = r.levies.flatMap((l) => l.dice.bonuses);
    // A Dragon limit (Aikido Training) caps the charge as one roll.
    const limit = dragonDice(state, f, f.attacker).limit;
    const limited = limit !== undefined && r.total > limit.value;
    return {
      base: r.levies.reduce((n, l) => n + l.dice.base, 0),
      cap: limited ? limit : null,
      bonuses,
      total: limited ? limit.value : r.total,
      // Each levy's terrain cap binds its own dice only, so it is given with that levy.
      rollers: r.levies.map((l) => ({
        unit: l.unitId,
        dice: l.dice.base,
        ...(l.dice.cap ? { cap: l.dice.cap } : {}),
      })),
    };
  }
  const d = attackerDice(state, f, true);
  const from = state.units[f.attacker]?.hex;
  const rollers = [{ unit: f.attacker, dice: d.base }];
  if (f.mode === 'ranged' && from)
    return {
      base: d.base,
      cap: d.cap,
      bonuses: d.bonuses,
      total: d.total,
      rollers,
      range: distanceKeys(from, f.targetHex),
    };
  return { base: d.base, cap: d.cap, bonuses: d.bonuses, total: d.total, rollers };
}

/**
 * How many dice the combat rolls: diceFor's total, counted without the breakdown (the greedy
 * player weighs every attack of a decision by it).
 */
export function diceTotal(state: GameState, f: CombatFrame): number {
  if (f.levies && f.levies.length > 0) return diceFor(state, f).total;
  return attackerDice(state, f, false).total;
}

/** The dice of one attacker's roll (not a Levy charge), explained or counted only. */
function attackerDice(state: GameState, f: CombatFrame, explain: boolean): DiceBreakdown {
  const dragon = dragonDice(state, f, f.attacker);
  const card = cardBonuses(state, f, f.attacker);
  // The dice rules copy the bonuses they count, so the Dragon cards' list is handed on as it is.
  const ctx: DiceCtx = {
    moved: f.side === state.active ? (state.turnState.ordered[f.attacker]?.moved ?? 0) : 0,
    bonuses: card.length === 0 ? dragon.bonuses : [...card, ...dragon.bonuses],
  };
  if (f.inspiredBy) ctx.inspired = true;
  if (dragon.limit) ctx.limit = dragon.limit;
  if (dragon.base !== undefined) ctx.base = dragon.base;
  return f.mode === 'close'
    ? closeCombatDice(state, f.attacker, f.targetHex, ctx, explain)
    : rangedCombatDice(state, f.attacker, f.targetHex, ctx, explain);
}

/** How a combat's roll is read: its roller, target and kind (scoreRoll's context). */
export function scoreContextOf(state: GameState, f: CombatFrame): ScoreContext {
  const attacker = state.units[f.attacker];
  const target = f.targetIsLeader ? 'lone-leader' : state.units[f.target]!.type;
  return {
    edition: state.edition,
    attacker: f.levies && f.levies.length > 0 ? 'levy-charge' : attacker!.type,
    kind: f.mode,
    battleBack: f.battleBack,
    target,
    inspired: f.inspiredBy ? 1 : 0,
  };
}

export function mayGainGround(state: GameState, f: CombatFrame): boolean {
  return gainGroundVerdict(state, f.attacker, {
    mode: f.mode,
    battleBack: f.battleBack,
    strikesFirst: f.strikesFirst,
    targetHexEmpty: !leaderAt(state, f.targetHex) && !unitAt(state, f.targetHex),
    bonus: f.bonus,
  }).ok;
}

/** `dragonGrant`: Legendary Combat lets foot units without a leader, or a second time, make one. */
export function mayBonusAfterGain(state: GameState, unitId: string, dragonGrant = false): boolean {
  return mayBonusCombat(state, unitId, { gainedGround: true, wasBonus: false, dragonGrant }).ok;
}

export function bonusTargets(state: GameState, unitId: string): HexKey[] {
  return closeTargetsOf(state, unitId);
}

/** Hexes of the attackers the defender may battle back against (one for a normal attack; a levy charge may offer several). */
export function battleBackChoices(state: GameState, f: CombatFrame): HexKey[] {
  return withOccupancyIndex(state, () => battleBackChoicesIn(state, f));
}

function battleBackChoicesIn(state: GameState, f: CombatFrame): HexKey[] {
  const attackers = [f.attacker, ...(f.levies ?? [])]
    .map((id) => state.units[id]?.hex)
    .filter((h): h is HexKey => !!h);
  const d = state.units[f.target];
  if (!d) return [];
  return battleBackTargets(state, f.target, {
    mode: f.mode,
    wasBattleBack: f.battleBack,
    defenderStruckFirst: !!f.struckFirstAgainst || f.strikesFirst,
    defenderHex: f.targetHex,
    attackerHexes: attackers,
  });
}

/** The defender can strike the attacker first (First Strike): it could battle back against it. */
export function canStrikeFirst(state: GameState, defenderId: string, attackerId: string): boolean {
  const d = state.units[defenderId];
  const a = state.units[attackerId];
  if (!d || !a || !adjacent(d.hex, a.hex)) return false;
  return (
    battleBackTargets(state, defenderId, {
      mode: 'close',
      wasBattleBack: false,
      defenderStruckFirst: false,
      defenderHex: d.hex,
      attackerHexes: [a.hex],
    }).length > 0
  );
}

// ---- flags, retreats, honor --------------------------------------------------------------------

export function flagOptions(
  state: GameState,
  unitId: string,
  attackerId: string,
  flags: number,
  dragonRules: readonly FlagCardRule[] = [],
): { max: number; mustIgnoreAll: boolean } {
  return withOccupancyIndex(state, () => flagOptionsIn(state, unitId, attackerId, flags, dragonRules));
}

function flagOptionsIn(
  state: GameState,
  unitId: string,
  attackerId: string,
  flags: number,
  dragonRules: readonly FlagCardRule[],
): { max: number; mustIgnoreAll: boolean } {
  const attacker = state.units[attackerId];
  const rule = flagRule(
    state,
    unitId,
    attacker ? attacker.type : null,
    dragonFlagMods(state, unitId, dragonRules),
  );
  return { max: rule.mayIgnoreAll ? flags : rule.max, mustIgnoreAll: rule.mustIgnoreAll };
}

export function castleHolds(state: GameState, unitId: string): boolean {
  return holdsInsteadOfRetreating(state, unitId);
}

/**
 * The retreats a unit may choose, remembered with the board (the retreat step lists them, and the
 * chosen one is priced from them again when it is applied); callers never change them. GMT keeps
 * only the ones that lose no block when there are such; Zvezda 2012 offers every one
 * (`retreatMustAvoidLosses`).
 */
export function retreatOptions(state: GameState, unitId: string, hexes: number) {
  return withOccupancyIndex(state, () =>
    boardMemo(state, keyFor(RETREAT_KEYS, 'retreat', unitId, hexes), () => {
      const paths = retreatPaths(state, unitId, hexes);
      return rulesOf(state).retreatMustAvoidLosses ? bestRetreatPaths(paths) : paths;
    }),
  );
}
const RETREAT_KEYS = new Map<string, string[]>();

export function leaderRetreatOptions(state: GameState, leaderId: string): HexKey[] {
  return [...new Set(leaderRetreatPaths(state, leaderId).map((p) => p.path[p.path.length - 1]!))];
}

/** Tokens owed for a unit's retreat; ask before the unit moves so only its own leader counts. */
export function retreatHonorCost(state: GameState, unitId: string, hexes: number): number {
  return retreatCost(state, unitId, hexes);
}

export function lackOfHonor(
  state: GameState,
  side: Side,
  faces: DieFace[],
  origin: LackOfHonorOrigin,
): LackOfHonorResult {
  const o =
    'unit' in origin
      ? origin.gone
        ? { unitId: origin.unit, gone: origin.gone }
        : { unitId: origin.unit }
      : 'leader' in origin
        ? { leaderId: origin.leader }
        : { dragon: true as const };
  return lackOfHonorLosses(state, side, faces, o);
}

export { leaderOf };
