// What a Command card allows this turn, as plain JSON kept in the game state: pools of orders
// (how many, where, for which pieces), the group rule of the group cards, and whether the helmet
// lets leaders detach. Built once when the card is played; the choices are checked against it.

import { COMMAND_CARDS, type CommandCardDef, cardDef, type RankSymbol } from '../data/commandCards';
import { rulesOf } from '../editions';
import type { CommandCardId, DieFace, GameState, Section, Side } from '../types';
import { candidatesOf } from './listing';
import { hasMissile, type PieceFilter, passesFilter, pieceFits } from './pieces';

export interface OrderPool {
  /** Sections (from the ordering player's side) a piece must stand in; 'any' = anywhere. */
  sections: Section[] | 'any';
  /** Orders in this pool. Orders with no eligible piece are simply lost (seed 003:885-889). */
  count: number;
  filter: PieceFilter;
  /** What the pool stands for, for the UI: a section, a symbol, 'flag', 'cavalry', 'extra'... */
  label: string;
}

/** Group cards: every ordered piece must join the pieces already ordered (adjacent hexes). */
export interface GroupRule {
  /** Most hexes in the group (Leadership: the leader's hex + 4); null = only the pool count limits. */
  maxHexes: number | null;
  /** With two or more pieces, one of them must be a leader's hex (Leadership). */
  leaderHex: boolean;
  /** Every other hex touches that leader's hex, instead of a linked chain (Zvezda Leadership). */
  aroundLeader?: boolean;
  /** No "any 1 unit" alternative: even a single piece must be a leader's hex. */
  soloNeedsLeader?: boolean;
}

export interface OrderPlan {
  /** The card played. */
  card: CommandCardId;
  /** The card whose instructions apply (Counter-attack: the mirrored copy); null = none. */
  effective: CommandCardId | null;
  /** True for a Counter-attack copy (left and right swapped). */
  mirrored: boolean;
  /**
   * 'card': as the card says; 'fallback': its "order 1 unit of your choice" clause (no piece of the
   * named kind), with none of the card's whole-turn effects; 'none': the card orders nothing.
   */
  mode: 'card' | 'fallback' | 'none';
  /** Leaders with a unit may be ordered to detach (seed 003:914-918). */
  helmet: boolean;
  pools: OrderPool[];
  group: GroupRule | null;
  /** Cap on the number of orders (e.g. a Dragon card limiting the opponent to 1 unit); null = none. */
  maxTotal: number | null;
  /** Shogun: the faces rolled and the Honor & Fortune they earn. */
  shogun: { faces: DieFace[]; honor: number } | null;
}

export interface StartOrdersOptions {
  /** Shogun (or a Counter-attack copying it): the dice rolled, one per card of the player's command. */
  shogunFaces?: DieFace[];
  /** Extra orders granted by a Dragon card (e.g. Brave Messenger: 1 or 2 units in any section). */
  extraPools?: OrderPool[];
  /** Cap on the total number of orders (e.g. White Dragon: 1). */
  maxTotal?: number;
}

/** The player's command: hand size from the scenario, as it stands when the card is played (seed 003:921-936). */
export function commandOf(state: GameState, side: Side): number {
  return state.players[side].handSize;
}

/** Shogun rolls one die per card of the player's command, this card included (seed 003:2078). */
export function shogunDiceCount(state: GameState, side: Side): number {
  return commandOf(state, side);
}

/**
 * The card whose instructions apply. Counter-attack copies the opponent's last card with left and
 * right swapped (seed 003:2043-2046); with nothing to copy it is null and the card orders nothing.
 * The flow should store the effective card in `lastCard` so that a Counter-attack answering a
 * Counter-attack copies what that card became.
 */
export function effectiveCardId(
  state: GameState,
  side: Side,
  cardDefId: CommandCardId,
): CommandCardId | null {
  return effectiveOf(state, side, cardDef(cardDefId));
}

/** effectiveCardId for a card whose definition is at hand. */
export function effectiveOf(state: GameState, side: Side, card: CommandCardDef): CommandCardId | null {
  if (card.order.kind !== 'counter-attack') return card.id;
  const last = state.players[side === 'top' ? 'bottom' : 'top'].lastCard;
  if (last === null) return null;
  const copied = COMMAND_CARDS[last];
  if (!copied || copied.order.kind === 'counter-attack') return null;
  return copied.mirror;
}

const ANY_UNIT: OrderPool = { sections: 'any', count: 1, filter: 'unit', label: 'any-unit' };

/** Whether the card has a piece to order (a lone leader counts where the filter takes him: Zvezda). */
function hasAny(state: GameState, side: Side, filter: PieceFilter): boolean {
  // The candidates kept with the board (orders/listing.ts): allChoices without detaching leaders.
  const t = candidatesOf(state, side, false);
  const list = t.list;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    // The table's pieces when it has them (a table by numbers), else looked up by id.
    if (
      t.numbered ? pieceFits(state, side, c.kind, t.piece[i], filter) : passesFilter(state, side, c, filter)
    )
      return true;
  }
  return false;
}

/** Has the side a unit with missile weapons (Stand and Fire's fallback)? */
function hasMissileUnit(state: GameState, side: Side): boolean {
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side === side && hasMissile(u)) return true;
  }
  return false;
}

/**
 * The "1 unit of your choice" clause of the tactic cards (seed 003:2030, 2041, 2056, 2062): the
 * card's pool (and group rule) when the side has a piece it can order (`has`), else one order for
 * any unit, and the plan falls back.
 */
function poolOrFallback(plan: OrderPlan, pool: OrderPool, group: GroupRule | null, has: boolean): void {
  if (has) {
    plan.pools.push(pool);
    plan.group = group;
  } else {
    plan.mode = 'fallback';
    plan.pools.push({ ...ANY_UNIT });
  }
}

/** A section card's pool for one section, when the card names it (`n`: its count, or the command). */
function pushSection(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  section: Section,
  n: number | 'command' | undefined,
): void {
  if (n === undefined) return;
  plan.pools.push({
    sections: [section],
    count: n === 'command' ? commandOf(state, side) : n,
    filter: 'unit-or-leader',
    label: section,
  });
}

/** Computes what the card lets `side` order now. */
export function startOrders(
  state: GameState,
  side: Side,
  cardDefId: CommandCardId,
  opts: StartOrdersOptions = {},
): OrderPlan {
  const card = cardDef(cardDefId);
  const effective = effectiveOf(state, side, card);
  const plan: OrderPlan = {
    card: card.id,
    effective,
    mirrored: card.order.kind === 'counter-attack',
    mode: 'none',
    helmet: false,
    pools: [],
    group: null,
    maxTotal: opts.maxTotal ?? null,
    shogun: null,
  };
  if (effective === null) return plan;
  // The card itself unless it is a Counter-attack (whose copy is another definition).
  const eff = effective === card.id ? card : cardDef(effective);
  plan.helmet = eff.helmet;
  plan.mode = 'card';

  const order = eff.order;
  switch (order.kind) {
    case 'sections': {
      // Left, center, right, in that order (named loads rather than a loop over a list of keys).
      const counts = order.counts;
      pushSection(state, side, plan, 'left', counts.left);
      pushSection(state, side, plan, 'center', counts.center);
      pushSection(state, side, plan, 'right', counts.right);
      break;
    }
    case 'symbol':
      poolOrFallback(
        plan,
        { sections: 'any', count: commandOf(state, side), filter: order.symbol, label: order.symbol },
        null,
        hasAny(state, side, order.symbol),
      );
      break;
    case 'cavalry-charge':
      poolOrFallback(
        plan,
        { sections: 'any', count: 4, filter: 'cavalry', label: 'cavalry' },
        null,
        hasAny(state, side, 'cavalry'),
      );
      break;
    case 'stand-and-fire':
      // The fallback is for a side with no missile unit at all (seed 003:2056, 4305-4309): missile
      // units that all stand next to an enemy leave the card with nothing to order.
      poolOrFallback(
        plan,
        { sections: 'any', count: 4, filter: 'missile-clear', label: 'missile' },
        null,
        hasMissileUnit(state, side),
      );
      break;
    case 'infantry-assault':
      poolOrFallback(
        plan,
        { sections: 'any', count: 4, filter: 'foot', label: 'foot' },
        { maxHexes: null, leaderHex: false },
        hasAny(state, side, 'foot'),
      );
      break;
    case 'leadership': {
      // GMT: a leader's hex plus up to 4 more in one connected group, or 1 unit alone (seed 003:2064-2068).
      // Zvezda: a leader's hex plus up to 3 hexes touching it (seed 002:918; seed 000:656).
      const rules = rulesOf(state);
      const hexes = 1 + rules.leadershipAdjacent;
      plan.pools.push({ sections: 'any', count: hexes, filter: 'unit-or-leader', label: 'leadership' });
      plan.group = {
        maxHexes: hexes,
        leaderHex: true,
        ...(rules.leadershipLinked ? {} : { aroundLeader: true }),
        ...(rules.leadershipAnyUnit ? {} : { soloNeedsLeader: true }),
      };
      break;
    }
    case 'serpent': {
      // Any size: the pool can hold every piece the side has (seed 003:2070-2071).
      const pieces = Object.keys(state.units).length + Object.keys(state.leaders).length;
      plan.pools.push({ sections: 'any', count: pieces, filter: 'unit-or-leader', label: 'serpent' });
      plan.group = { maxHexes: null, leaderHex: false };
      break;
    }
    case 'shogun': {
      if (!opts.shogunFaces) throw new Error('Shogun needs the faces rolled (opts.shogunFaces)');
      const faces = [...opts.shogunFaces];
      for (const symbol of ['circle', 'triangle', 'square'] as RankSymbol[]) {
        const n = faces.filter((f) => f === symbol).length;
        if (n > 0) plan.pools.push({ sections: 'any', count: n, filter: symbol, label: symbol });
      }
      const flags = faces.filter((f) => f === 'flag').length;
      if (flags > 0)
        plan.pools.push({ sections: 'any', count: flags, filter: 'unit-or-leader', label: 'flag' });
      plan.shogun = { faces, honor: faces.filter((f) => f === 'honor').length };
      break;
    }
    case 'first-strike':
    case 'counter-attack':
      // First Strike is a reaction: chosen as the turn's card it orders nothing (seed 003:864-865, 2047).
      plan.mode = 'none';
      break;
  }
  if (opts.extraPools) plan.pools.push(...opts.extraPools.map((p) => ({ ...p })));
  return plan;
}
