// The Shogun computer's rules of thumb: a whole secret plan at once, where to move armies, which
// turn-order space to take, which province to draft. They are cheap, so the search (search.ts)
// uses them for every seat in its playouts, and with a little noise to make its candidate plans.
// They read only the state they are given (a determinization of the seat's knowledge).

import { type RngState, randomInt } from '../../engine/rng';
import { neighbours, provinceAt, provincesOf, regionOf } from '../../games/shogun/board';
import {
  ACTION_KINDS,
  type ActionKind,
  BUILDING_COST,
  CHEST_CARDS,
  type ChestValue,
  type Seat,
} from '../../games/shogun/data/components';
import { PROVINCES, type ProvinceId } from '../../games/shogun/data/provinces';
import type { Action, ShogunGame } from '../../games/shogun/flow/state';
import { playerOf } from '../../games/shogun/players';
import { currentEffect } from '../../games/shogun/rules/events';
import type { Plan, PlanCard } from '../../games/shogun/types';

/** How a plan is made: a random nudge on every value, and how eagerly it bids for turn order. */
export interface Temper {
  noise: number;
  /** 0: bid a chest card of 0 or a spare province; 1: up to two chests; 2: up to four. */
  bid: number;
}

export const PLAIN: Temper = { noise: 0, bid: 1 };

const COST: Partial<Record<ActionKind, number>> = {
  castle: BUILDING_COST.castle,
  temple: BUILDING_COST.temple,
  theatre: BUILDING_COST.theatre,
  army5: 3,
  army3: 2,
  army1: 1,
};

function jitter(rng: RngState, noise: number): number {
  return noise === 0 ? 0 : ((randomInt(rng, 1000) / 1000) * 2 - 1) * noise;
}

/** The strongest force of another seat bordering `id` (0 when only own or neutral land borders it). */
export function threat(state: ShogunGame, seat: Seat, id: ProvinceId): number {
  let most = 0;
  for (const n of neighbours(id)) {
    const p = state.provinces[n];
    if (p && p.owner !== null && p.owner !== seat) most = Math.max(most, p.armies - 1);
  }
  return most;
}

/** Whether a province borders land that is not the seat's. */
function border(state: ShogunGame, seat: Seat, id: ProvinceId): boolean {
  return neighbours(id).some((n) => {
    const p = state.provinces[n];
    return p !== undefined && p.owner !== seat;
  });
}

/** Roughly how likely `force` attackers take a province held by `defence` cubes (the tower is noisy). */
export function winChance(force: number, defence: number): number {
  const margin = force - defence;
  return 1 / (1 + Math.exp(-(margin - 0.5) / Math.max(1, Math.sqrt(force + defence) * 0.6)));
}

/** What a province is worth to hold: a point a winter, its buildings, and what it yields. */
export function provinceWorth(state: ShogunGame, id: ProvinceId): number {
  const p = state.provinces[id];
  const info = PROVINCES[id];
  return 1.5 + (p?.buildings.length ?? 0) * 1.2 + (info.tax + info.rice) * 0.08;
}

/** The best attack from `from` with `force` armies: target and value (province worth × chance). */
export function bestAttack(
  state: ShogunGame,
  seat: Seat,
  from: ProvinceId,
  force: number,
): { to: ProvinceId; value: number } | null {
  let best: { to: ProvinceId; value: number } | null = null;
  const templeSafe = currentEffect(state)?.kind === 'templeSafe';
  for (const to of neighbours(from)) {
    const p = state.provinces[to];
    if (!p || p.owner === seat) continue;
    if (templeSafe && p.buildings.includes('temple')) continue;
    const defence = p.owner === null ? 1.5 : p.armies + 0.5;
    const value = provinceWorth(state, to) * winChance(force, defence) - (p.owner === null ? 0 : 0.1);
    if (!best || value > best.value) best = { to, value };
  }
  return best;
}

/** Rice still needed to feed every province next winter (loss unknown: its mean, a little more). */
function riceNeed(state: ShogunGame, seat: Seat, owned: number): number {
  return Math.max(0, owned + 3.5 - playerOf(state, seat).rice);
}

/** How much doing `kind` in `id` is worth to `seat` now, or null when it cannot be done. */
function actionValue(
  state: ShogunGame,
  seat: Seat,
  kind: ActionKind,
  id: ProvinceId,
  owned: number,
): number | null {
  const p = provinceAt(state, id);
  const info = PROVINCES[id];
  const exposed = border(state, seat, id);
  const danger = threat(state, seat, id);
  const safety = danger > p.armies ? 0.5 : 1;
  switch (kind) {
    case 'castle':
    case 'temple':
    case 'theatre': {
      if (p.buildings.includes(kind) || p.buildings.length >= info.sites) return null;
      const base = kind === 'castle' ? 1.7 : kind === 'temple' ? 1.5 : 1.3;
      // More in a region where the seat already builds (majorities).
      const region = regionOf(state.side, id);
      let mine = 0;
      for (const other of provincesOf(state, seat))
        if (regionOf(state.side, other) === region && state.provinces[other]!.buildings.includes(kind))
          mine++;
      return (base + Math.min(mine, 2) * 0.2) * safety;
    }
    case 'rice': {
      const need = riceNeed(state, seat, owned);
      const gain = Math.min(info.rice, need + 1);
      return (need > 0 ? gain * 0.7 : 0.2) - p.unrest * 0.9;
    }
    case 'tax':
      return info.tax * 0.28 - p.unrest * 0.9;
    case 'army5':
    case 'army3':
    case 'army1': {
      const n = kind === 'army5' ? 5 : kind === 'army3' ? 3 : 1;
      if (!exposed) return kind === 'army1' ? 0.1 : -0.2;
      const need = danger - p.armies + 2;
      const attack = bestAttack(state, seat, id, p.armies - 1 + n);
      return n * 0.22 + Math.max(0, Math.min(need, n)) * 0.2 + (attack ? attack.value * 0.3 : 0);
    }
    case 'battleA':
    case 'battleB': {
      if (p.armies < 2) return null;
      const attack = bestAttack(state, seat, id, p.armies - 1);
      if (!attack) return null;
      // Leaving a province bare next to an enemy costs something.
      return attack.value - (danger > 0 ? 0.4 : 0);
    }
  }
}

/**
 * A whole plan for `seat`: the best-valued (action, province) pairs first while chests last, a bid,
 * then the rest of the spaces filled with chest cards (no action) and, if those run out, spare
 * provinces where they do least harm. Always a plan the rules accept.
 */
export function makePlan(state: ShogunGame, seat: Seat, t: Temper, rng: RngState): Plan {
  const owned = provincesOf(state, seat);
  const chests = playerOf(state, seat).chests;
  const pairs: { kind: ActionKind; id: ProvinceId; value: number }[] = [];
  for (const id of owned)
    for (const kind of ACTION_KINDS) {
      const v = actionValue(state, seat, kind, id, owned.length);
      if (v === null) continue;
      const value = v + jitter(rng, t.noise);
      if (value > 0.05) pairs.push({ kind, id, value });
    }
  pairs.sort((a, b) => b.value - a.value);
  // The bid first: what it costs is not there to spend.
  const wanted = Math.min(4, t.bid === 0 ? 0 : t.bid === 1 ? 1 + randomInt(rng, 2) : 2 + randomInt(rng, 3));
  const bidChest = Math.max(0, Math.min(wanted, chests - 3)) as ChestValue;
  let budget = chests - bidChest;
  const plan: Plan = { spaces: {}, bid: null };
  const used = new Set<ProvinceId>();
  for (const { kind, id } of pairs) {
    if (plan.spaces[kind] || used.has(id)) continue;
    const cost = COST[kind] ?? 0;
    if (cost > budget) continue;
    budget -= cost;
    plan.spaces[kind] = { province: id };
    used.add(id);
  }
  const spareProvinces = owned.filter((id) => !used.has(id));
  // A spare province bids for free (it beats a 0); else the chest card chosen above.
  if (t.bid > 0 || bidChest > 0 || spareProvinces.length === 0) plan.bid = { chest: bidChest };
  else plan.bid = { province: spareProvinces.shift()! };
  const chestsLeft: PlanCard[] = CHEST_CARDS.filter(
    (c) => !(plan.bid && 'chest' in plan.bid && plan.bid.chest === c),
  ).map((chest) => ({ chest }));
  const open = ACTION_KINDS.filter((kind) => !plan.spaces[kind]);
  // Spare provinces only where chest cards run short, each where it does least harm (an action it
  // cannot do passes); chest cards (no action) on the rest.
  for (let short = open.length - chestsLeft.length; short > 0 && spareProvinces.length > 0; short--) {
    let pick = { kind: open[0]!, id: spareProvinces[0]!, value: Number.NEGATIVE_INFINITY };
    for (const kind of open)
      for (const id of spareProvinces) {
        const value = actionValue(state, seat, kind, id, owned.length) ?? 0;
        if (value > pick.value) pick = { kind, id, value };
      }
    plan.spaces[pick.kind] = { province: pick.id };
    open.splice(open.indexOf(pick.kind), 1);
    spareProvinces.splice(spareProvinces.indexOf(pick.id), 1);
  }
  for (const kind of open) {
    const card = chestsLeft.shift();
    if (card) plan.spaces[kind] = card;
  }
  return plan;
}

/** The move after a placement or a battle action: attack when it pays, else reinforce the border. */
export function chooseMove(
  state: ShogunGame,
  seat: Seat,
  actions: readonly Action[],
  battle: boolean,
): Action {
  const stay = actions.find((a) => a.type === 'stay');
  const moves = actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  if (moves.length === 0) return stay ?? actions[0]!;
  const from = fromOf(state, seat);
  const force = moves.reduce((m, a) => Math.max(m, a.count), 0);
  let best: Action | undefined;
  let top = stay ? 0.3 : Number.NEGATIVE_INFINITY;
  for (const a of moves) {
    if (a.count !== force) continue;
    const p = state.provinces[a.to]!;
    let value: number;
    if (p.owner === seat) {
      // Reinforcing: worth it from a safe province to one under threat.
      const fromExposed = from ? threat(state, seat, from) : 0;
      value =
        (threat(state, seat, a.to) - p.armies + 1) * 0.2 -
        fromExposed * 0.3 +
        (border(state, seat, a.to) ? 0.3 : -0.5);
    } else if (battle) {
      const defence = p.owner === null ? 1.5 : p.armies + 0.5;
      value = provinceWorth(state, a.to) * winChance(a.count, defence) - 0.6;
    } else continue;
    if (value > top) {
      top = value;
      best = a;
    }
  }
  if (best) return best;
  if (stay) return stay;
  // A battle action must move when it can: the smallest move into own land, else the best attack.
  const own = moves.filter((a) => state.provinces[a.to]!.owner === seat);
  if (own.length > 0) return own.reduce((a, b) => (b.count < a.count ? b : a));
  return moves.reduce((a, b) => (b.count > a.count ? b : a));
}

/** The province the armies leave (the move frame's origin). */
function fromOf(state: ShogunGame, seat: Seat): ProvinceId | null {
  const top = state.stack[state.stack.length - 1];
  return top?.kind === 'move' && top.seat === seat ? top.from : null;
}

/** A turn-order space: early is good, and a special card that fits the plan is better. */
export function chooseSpace(state: ShogunGame, seat: Seat, actions: readonly Action[]): Action {
  const plan = state.plans[seat];
  const has = (k: ActionKind) => {
    const c = plan?.spaces[k];
    return c !== undefined && 'province' in c;
  };
  let best = actions[0]!;
  let top = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'space') continue;
    const card = state.specialSpaces[a.space];
    let value = -a.space * 0.25;
    if (card === 'armies6' && has('army5')) value += 0.8;
    if (card === 'chest' && has('tax')) value += 0.4;
    if (card === 'rice' && has('rice')) value += 0.4;
    if (card === 'attack' && (has('battleA') || has('battleB'))) value += 0.6;
    if (card === 'defence') value += 0.3;
    if (value > top) {
      top = value;
      best = a;
    }
  }
  return best;
}

/** How much a province is worth at the draft: what it yields and holds, and land already held nearby. */
function draftWorth(state: ShogunGame, seat: Seat, id: ProvinceId): number {
  const info = PROVINCES[id];
  const friends = neighbours(id).filter((n) => state.provinces[n]?.owner === seat).length;
  const foes = neighbours(id).filter((n) => {
    const o = state.provinces[n]?.owner;
    return o !== null && o !== undefined && o !== seat;
  }).length;
  return info.tax * 0.25 + info.rice * 0.25 + info.sites * 0.4 + friends * 0.6 - foes * 0.3;
}

/** The draft: the better face-up card (else the deck), the biggest group on the better provinces. */
export function chooseDraft(state: ShogunGame, seat: Seat, actions: readonly Action[]): Action {
  const draft = state.draft!;
  const drafts = actions.filter((a): a is Extract<Action, { type: 'draft' }> => a.type === 'draft');
  const groupFor = (worth: number, options: readonly number[]) => {
    const sizes = [...new Set(options)].sort((a, b) => b - a);
    return worth >= 3 ? sizes[0]! : sizes[sizes.length - 1]!;
  };
  const sizes = drafts.map((a) => a.group);
  if (draft.drawn) {
    const g = groupFor(draftWorth(state, seat, draft.drawn), sizes);
    return drafts.find((a) => a.group === g) ?? drafts[0]!;
  }
  let best: { source: 0 | 1; worth: number } | null = null;
  draft.faceUp.forEach((id, i) => {
    const worth = draftWorth(state, seat, id);
    if (!best || worth > best.worth) best = { source: i as 0 | 1, worth };
  });
  const pick = best as { source: 0 | 1; worth: number } | null;
  const draw = actions.find((a) => a.type === 'draw');
  if (!pick || (pick.worth < 2.2 && draw)) return draw ?? drafts[0]!;
  const g = groupFor(pick.worth, sizes);
  return drafts.find((a) => a.source === pick.source && a.group === g) ?? drafts[0]!;
}

/** The heuristic's action at any single-seat decision (the plan is made whole, by makePlan). */
export function policyAction(
  state: ShogunGame,
  seat: Seat,
  point: string,
  actions: readonly Action[],
): Action {
  switch (point) {
    case 'draft':
      return chooseDraft(state, seat, actions);
    case 'turnOrder':
      return chooseSpace(state, seat, actions);
    case 'armyMove':
      return chooseMove(state, seat, actions, false);
    case 'battleMove':
      return chooseMove(state, seat, actions, true);
    default:
      return actions[0]!;
  }
}
