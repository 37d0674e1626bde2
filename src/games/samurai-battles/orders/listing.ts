// The legal next orders, listed over numbers (issue 16): the listing every orders decision makes.
// orders/choices.ts legalAfter states the rule one candidate at a time; this answers the same for
// every candidate at once, in the same order:
// - the candidates (allChoices) with their hex numbers and whether their hex holds a leader are kept
//   per board (boardMemo), and each candidate's pools as a bit mask per plan (pool i = bit i);
// - the orders given so far are decoded once a listing, charged to the pools once (Kuhn's augmenting
//   paths, as orders/assign.ts), and the pools a new order could still be charged to are worked out
//   once: a pool with room, or a full one holding an order that could move to such a pool. A
//   candidate fits exactly when one of its pools is among them (what fitsOneMore's augmenting path
//   finds, asked once instead of once per candidate);
// - a group card's group is marked on the board by hex number once a listing (its hexes and the
//   hexes next to them), so each candidate reads two array cells instead of comparing hex strings.

import { HEX_COUNT, HEX_NEIGHBORS, hexNumber } from '../board/grid';
import {
  boardMemo,
  leaderOnBoard,
  leaderOnNumber,
  type ScopeBoard,
  scopeBoard,
  unitOnBoard,
  unitOnNumber,
} from '../board/occupancy';
import { UNITS } from '../data/units';
import type { GameState, HexKey, Leader, Side, Unit } from '../types';
import {
  allChoices,
  choiceHasLeader,
  choiceHex,
  type OrderChoice,
  type PieceFilter,
  parseChoice,
  passesFilter,
  pieceFits,
} from './pieces';
import type { OrderPlan } from './plan';
import { sectionMaskAt, sectionsMask } from './sectionMasks';

/** Most pools a plan may have for the listing by bit masks (the plans of the cards have up to 6). */
export const MAX_MASK_POOLS = 30;

/** The pieces a side could order on this board, as numbers. */
export interface CandidateTable {
  /** allChoices, in its order (shared: read only). */
  list: OrderChoice[];
  /** Hex number of each candidate (board/grid.ts). */
  hex: number[];
  /** Each candidate's hex as its piece's `hex` reads (the number's key; empty when not numbered). */
  hexKey: HexKey[];
  /** Whether the candidate's hex holds a leader of its side (choiceHasLeader). */
  leader: boolean[];
  /** The unit or leader each candidate orders (the record's object on this board). */
  piece: (Unit | Leader)[];
  /** False when some candidate stands off the numbered board: the listing by numbers is not used. */
  numbered: boolean;
}

// A units or leaders record's keys, kept by the board index's list of its pieces (an index built
// again, as after keys changed by hand, has a new list) and checked against the record itself (play
// replaces a record rather than changing its keys: board/occupancy.ts removeUnit, clone.ts).
interface KeptKeys {
  record: object;
  keys: string[];
}
const recordKeys = new WeakMap<readonly object[], KeptKeys>();

function keysOf(pieces: readonly object[], record: object): string[] {
  const kept = recordKeys.get(pieces);
  if (kept !== undefined && kept.record === record) return kept.keys;
  const keys = Object.keys(record);
  recordKeys.set(pieces, { record, keys });
  return keys;
}

/**
 * allChoices by hex number: units of the side (each with whether a leader of theirs shares the
 * hex), then its leaders, lone or (helmet) able to detach, in the records' order.
 */
function candidateTable(state: GameState, side: Side, helmet: boolean): CandidateTable {
  const board = scopeBoard(state);
  if (board !== null) {
    // In a scope the board index holds the records' pieces in their order (checked against them
    // when the scope opened, as it checks its ids, which are the records' keys): read from it, with
    // the keys kept by record, instead of walking the records key by key.
    const unitIds = keysOf(board.units, state.units);
    const leaderIds = keysOf(board.leaders, state.leaders);
    if (unitIds.length === board.units.length && leaderIds.length === board.leaders.length)
      return tableOf(state, side, helmet, board.units, unitIds, board.leaders, leaderIds, board);
  }
  const units: Unit[] = [];
  const unitIds: string[] = [];
  for (const id in state.units) {
    unitIds.push(id);
    units.push(state.units[id]!);
  }
  const leaders: Leader[] = [];
  const leaderIds: string[] = [];
  for (const id in state.leaders) {
    leaderIds.push(id);
    leaders.push(state.leaders[id]!);
  }
  return tableOf(state, side, helmet, units, unitIds, leaders, leaderIds, null);
}

/**
 * The last table made by numbers for each side, with and without detaching leaders (tableSlot): a
 * side's next table, a turn later, finds most of its pieces where they stood, and takes over their
 * entries (see tableOf).
 */
const lastTables: (CandidateTable | null)[] = [null, null, null, null];

function tableSlot(side: Side, helmet: boolean): number {
  return (side === 'top' ? 0 : 2) + (helmet ? 1 : 0);
}

/** The place of `piece` among `prev`'s candidates at or after `from`; -1 when it is not there. */
function placeIn(prev: CandidateTable, from: number, piece: Unit | Leader): number {
  const pieces = prev.piece;
  for (let q = from; q < pieces.length; q++) if (pieces[q] === piece) return q;
  return -1;
}

/**
 * The table of the pieces given (the records' pieces and keys, in order). A piece that was in the
 * side's previous table (the same object) keeps its hex number when it stands on the same hex (its
 * `hex` string equal) rather than looking the number up, and its choice object when it is ordered as
 * the same kind under the same key; the rest (who shares each hex, which leaders can be ordered) is
 * read afresh. So it answers as a table made from nothing, whatever happened to the pieces between.
 */
function tableOf(
  state: GameState,
  side: Side,
  helmet: boolean,
  units: readonly Unit[],
  unitIds: readonly string[],
  leaders: readonly Leader[],
  leaderIds: readonly string[],
  board: ScopeBoard | null,
): CandidateTable {
  const slot = tableSlot(side, helmet);
  const prev = lastTables[slot]!;
  const list: OrderChoice[] = [];
  const hex: number[] = [];
  const hexKey: HexKey[] = [];
  const leader: boolean[] = [];
  const piece: (Unit | Leader)[] = [];
  let from = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.side !== side) continue;
    const id = unitIds[i]!;
    let n = -1;
    let choice: OrderChoice | null = null;
    const q = prev === null ? -1 : placeIn(prev, from, u);
    if (q >= 0) {
      from = q + 1;
      if (prev.hexKey[q] === u.hex) n = prev.hex[q]!;
      const c = prev.list[q]!;
      if (c.kind === 'unit' && c.unit === id) choice = c;
    }
    if (n < 0) n = hexNumber(u.hex);
    if (n < 0) return unnumbered(state, side, helmet);
    list.push(choice ?? { kind: 'unit', unit: id });
    hex.push(n);
    hexKey.push(u.hex);
    // Read from the scope's board when the pieces are its own (as leaderOnNumber reads it there).
    leader.push((board === null ? leaderOnNumber(state, n) : leaderOnBoard(board, n))?.side === side);
    piece.push(u);
  }
  for (let i = 0; i < leaders.length; i++) {
    const l = leaders[i]!;
    if (l.side !== side) continue;
    const id = leaderIds[i]!;
    const q = prev === null ? -1 : placeIn(prev, from, l);
    let n = -1;
    if (q >= 0) {
      from = q + 1;
      if (prev.hexKey[q] === l.hex) n = prev.hex[q]!;
    }
    if (n < 0) n = hexNumber(l.hex);
    if (n < 0) return unnumbered(state, side, helmet);
    const u = board === null ? unitOnNumber(state, n) : unitOnBoard(board, n);
    const kind: OrderChoice['kind'] =
      u === undefined || u.side !== side
        ? 'lone-leader'
        : helmet && !UNITS[u.type].bodyguard
          ? 'detach'
          : 'unit';
    if (kind === 'unit') continue;
    const c = q >= 0 ? prev.list[q]! : null;
    list.push(c !== null && c.kind === kind && c.leader === id ? c : { kind, leader: id });
    hex.push(n);
    hexKey.push(l.hex);
    leader.push(true);
    piece.push(l);
  }
  const t: CandidateTable = { list, hex, hexKey, leader, piece, numbered: true };
  lastTables[slot] = t;
  return t;
}

/** A piece stands off the numbered board: the candidates as allChoices lists them, for reading only. */
function unnumbered(state: GameState, side: Side, helmet: boolean): CandidateTable {
  return {
    list: allChoices(state, side, helmet),
    hex: [],
    hexKey: [],
    leader: [],
    piece: [],
    numbered: false,
  };
}

/** The index of the candidate for the piece of `c` (a unit, or a leader of any kind); -1 if none. */
function candidateIndex(list: readonly OrderChoice[], c: OrderChoice): number {
  for (let i = 0; i < list.length; i++) {
    const x = list[i]!;
    if (x === c) return i;
    if (
      c.kind === 'unit' ? x.kind === 'unit' && x.unit === c.unit : x.kind !== 'unit' && x.leader === c.leader
    )
      return i;
  }
  return -1;
}

// boardMemo keys of the candidate tables, by side, with and without detaching leaders (Helmet).
const TABLE: Record<Side, string> = { top: 'order-table|top', bottom: 'order-table|bottom' };
const TABLE_HELMET: Record<Side, string> = {
  top: 'order-table|top|helmet',
  bottom: 'order-table|bottom|helmet',
};

/** The candidates of `side` on this board, kept while it stands (computed afresh outside a scope). */
export function candidatesOf(state: GameState, side: Side, helmet: boolean): CandidateTable {
  const key =
    side === 'top' ? (helmet ? TABLE_HELMET.top : TABLE.top) : helmet ? TABLE_HELMET.bottom : TABLE.bottom;
  return boardMemo(state, key, () => candidateTable(state, side, helmet));
}

/** A plan's pools as numbers, with the candidates' pool masks. */
export interface PlanTable {
  cands: CandidateTable;
  /** Pools each candidate could pay from, as a mask. */
  masks: number[];
  /** Each pool's sections as a mask; -1 for 'any'. */
  sections: number[];
}

/**
 * The pools that could pay for this choice, standing on the hex numbered `n`, as a mask
 * (orders/choices.ts poolsFor): a pool with orders left, whose filter takes the piece, in whose
 * sections it stands.
 */
function poolMask(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  sections: readonly number[],
  c: OrderChoice,
  n: number,
  piece: Unit | Leader | null,
): number {
  if (c.kind === 'detach' && !plan.helmet) return 0;
  let mask = 0;
  let at = -1;
  // The filter asked once for a run of pools with the same one (a section card's three pools).
  let filter: PieceFilter | null = null;
  let passes = false;
  for (let i = 0; i < plan.pools.length; i++) {
    const pool = plan.pools[i]!;
    if (pool.count <= 0) continue;
    const wanted = sections[i]!;
    if (wanted >= 0) {
      if (at < 0) at = sectionMaskAt(n, side);
      if ((at & wanted) === 0) continue;
    }
    if (pool.filter !== filter) {
      filter = pool.filter;
      // The table's piece when there is one (no lookup by id), else the choice's.
      passes =
        piece === null ? passesFilter(state, side, c, filter) : pieceFits(state, side, c.kind, piece, filter);
    }
    if (passes) mask |= 1 << i;
  }
  return mask;
}

function planTable(state: GameState, side: Side, plan: OrderPlan): PlanTable {
  const cands = candidatesOf(state, side, plan.helmet);
  const sections: number[] = [];
  for (const pool of plan.pools) sections.push(pool.sections === 'any' ? -1 : sectionsMask(pool.sections));
  const masks: number[] = [];
  if (cands.numbered)
    for (let i = 0; i < cands.list.length; i++)
      masks.push(poolMask(state, side, plan, sections, cands.list[i]!, cands.hex[i]!, cands.piece[i]!));
  return { cands, masks, sections };
}

// boardMemo keys of the plan tables, by side: a map by plan. The masks depend on the plan, the side
// and where the pieces stand, so every listing of a turn's orders (orders move nothing) reads them.
const PLANS: Record<Side, string> = { top: 'order-plans|top', bottom: 'order-plans|bottom' };
const newPlanTables = (): Map<OrderPlan, PlanTable> => new Map();

function keptPlanTable(state: GameState, side: Side, plan: OrderPlan): PlanTable {
  const byPlan = boardMemo(state, side === 'top' ? PLANS.top : PLANS.bottom, newPlanTables);
  let t = byPlan.get(plan);
  if (!t) {
    t = planTable(state, side, plan);
    byPlan.set(plan, t);
  }
  return t;
}

// ---- scratch, reused by every listing (entries past the current counts are stale, never read) ----

/** The orders given so far: pool mask, pool charged to, hex number, whether their hex has a leader. */
const priorMask: number[] = [];
const priorPool: number[] = [];
const priorHex: number[] = [];
const priorLeader: boolean[] = [];
/** Each pool's count, and the orders charged to it. */
const poolCapacity: number[] = [];
const charged: number[] = [];
/** Pools seen by the augmenting path being searched. */
let seen = 0;
let items = 0;
/** Candidates already ordered: `usedAt[i] === stamp`. */
let usedAt = new Int32Array(64);
/** The group's hexes (`inGroup[n] === stamp`) and the hexes next to them (`nearGroup`). */
const inGroup = new Int32Array(HEX_COUNT);
const nearGroup = new Int32Array(HEX_COUNT);
/**
 * The group's distinct hexes, the first `groupCount` entries (written by place with a count: setting
 * an array's length to 0 gives its storage up in V8, and it would grow again at the next listing).
 */
const groupHexes: number[] = [];
let groupCount = 0;
let stamp = 0;

function nextStamp(): number {
  if (stamp >= 0x3fffffff) {
    stamp = 0;
    usedAt.fill(0);
    inGroup.fill(0);
    nearGroup.fill(0);
  }
  return ++stamp;
}

/** One augmenting path from order `item` through the pools of `own` (orders/assign.ts augment). */
function augment(item: number, own: number): boolean {
  for (let m = own; m !== 0; m &= m - 1) {
    const p = 31 - Math.clz32(m & -m);
    const bit = 1 << p;
    if ((seen & bit) !== 0) continue;
    seen |= bit;
    if (charged[p]! < poolCapacity[p]!) {
      charged[p]!++;
      priorPool[item] = p;
      return true;
    }
    for (let other = 0; other < items; other++) {
      if (other !== item && priorPool[other] === p && augment(other, priorMask[other]!)) {
        priorPool[item] = p;
        return true;
      }
    }
  }
  return false;
}

/** Is the hex numbered `a` the hex `centre` or next to it? */
function touches(a: number, centre: number): boolean {
  if (a === centre) return true;
  const near = HEX_NEIGHBORS[centre]!;
  for (let k = 0; k < near.length; k++) if (near[k] === a) return true;
  return false;
}

/** Does every hex of the group, with `hex` added, touch `centre` (Zvezda Leadership)? */
function allTouch(centre: number, hex: number): boolean {
  if (!touches(hex, centre)) return false;
  for (let k = 0; k < groupCount; k++) if (!touches(groupHexes[k]!, centre)) return false;
  return true;
}

/**
 * The legal next choices, or null when the listing by numbers does not apply (a piece off the
 * numbered board, too many pools) and the caller lists them one at a time. `ordered` holds the
 * choices made so far (assumed legal), as choices or their keys.
 */
export function listOrderChoices(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  ordered: readonly (string | OrderChoice)[],
): OrderChoice[] | null {
  if (plan.pools.length > MAX_MASK_POOLS) return null;
  return listOrderChoicesAt(
    state,
    side,
    plan,
    keptPlanTable(state, side, plan),
    ordered,
    null,
    null,
    scratchAt,
  );
}

/** The places listOrderChoices notes and does not read (reused). */
const scratchAt: number[] = [];

/**
 * A plan's table for a caller that keeps it itself (flow/rules.ts keeps it with the plan's
 * listings, which live exactly as long as boardMemo's entries); null when the listing by numbers
 * does not apply (then legalOrderChoices lists one candidate at a time).
 */
export function orderTable(state: GameState, side: Side, plan: OrderPlan): PlanTable | null {
  if (plan.pools.length > MAX_MASK_POOLS) return null;
  const t = planTable(state, side, plan);
  return t.cands.numbered ? t : null;
}

/**
 * listOrderChoices on a table from orderTable, also noting each listed choice's place among the
 * candidates in `at` (emptied first). `within`, when given, is such a list of places from the
 * listing before the last order of `ordered`: only those candidates are tried. The caller passes it
 * only for a plan without a group rule, where a choice illegal before one more order stays illegal
 * after it (the legal sets are a matroid: orders/choices.ts ordersLeft). `places`, when given, holds
 * for each entry of `ordered` its place among the table's candidates when the caller knows it (the
 * entry is that candidate's choice object, listed on this table), else -1: a known place is read,
 * not looked for.
 */
export function listOrderChoicesAt(
  state: GameState,
  side: Side,
  plan: OrderPlan,
  t: PlanTable,
  ordered: readonly (string | OrderChoice)[],
  within: readonly number[] | null,
  places: readonly number[] | null,
  at: number[],
): OrderChoice[] | null {
  // Emptied only when it holds something (a new array is the usual case; see groupHexes).
  if (at.length !== 0) at.length = 0;
  const pools = plan.pools.length;
  const cands = t.cands;
  if (!cands.numbered) return null;
  const out: OrderChoice[] = [];
  const s = nextStamp();
  if (usedAt.length < cands.list.length) usedAt = new Int32Array(cands.list.length * 2);
  for (let p = 0; p < pools; p++) {
    poolCapacity[p] = plan.pools[p]!.count;
    charged[p] = 0;
  }
  const n = ordered.length;
  const group = plan.group;
  let anyLeader = false;
  groupCount = 0;
  // Decode, mark and charge the orders given so far (orders/choices.ts decode, alreadyUsed, chargePrior).
  for (items = 0; items < n; ) {
    const known = places === null ? -1 : places[items]!;
    let c: OrderChoice | null = null;
    let idx = known;
    if (known < 0) {
      const entry = ordered[items]!;
      c = typeof entry === 'string' ? parseChoice(state, entry) : entry;
      if (!c || choiceHex(state, c) === null) return out;
      idx = candidateIndex(cands.list, c);
    }
    let mask: number;
    let hex: number;
    let leader: boolean;
    if (idx >= 0) {
      usedAt[idx] = s;
      if (c !== null && cands.list[idx]!.kind === c.kind) c = null;
    }
    if (c === null) {
      mask = t.masks[idx]!;
      hex = cands.hex[idx]!;
      leader = cands.leader[idx]!;
    } else {
      hex = hexNumber(choiceHex(state, c)!);
      if (hex < 0) return null;
      mask = poolMask(state, side, plan, t.sections, c, hex, null);
      leader = choiceHasLeader(state, c);
    }
    priorMask[items] = mask;
    priorHex[items] = hex;
    priorLeader[items] = leader;
    priorPool[items] = -1;
    if (leader) anyLeader = true;
    // The group's hexes, read by the group rule only.
    if (group && inGroup[hex] !== s) {
      inGroup[hex] = s;
      groupHexes[groupCount++] = hex;
      const near = HEX_NEIGHBORS[hex]!;
      for (let k = 0; k < near.length; k++) nearGroup[near[k]!] = s;
    }
    seen = 0;
    const item = items++;
    if (!augment(item, mask)) return out;
  }
  if (plan.maxTotal !== null && n + 1 > plan.maxTotal) return out;
  // The pools a new order can be charged to: one with room, or a full one holding an order that can
  // move to such a pool (grown until nothing changes).
  let open = 0;
  for (let p = 0; p < pools; p++) if (charged[p]! < poolCapacity[p]!) open |= 1 << p;
  for (let grown = open !== 0; grown; ) {
    grown = false;
    for (let i = 0; i < items; i++) {
      const bit = 1 << priorPool[i]!;
      if ((open & bit) === 0 && (priorMask[i]! & open) !== 0) {
        open |= bit;
        grown = true;
      }
    }
  }
  if (open === 0) return out;
  const firstLeader = n > 0 ? priorLeader[0]! : false;
  const list = cands.list;
  const tried = within === null ? list.length : within.length;
  for (let k = 0; k < tried; k++) {
    const i = within === null ? k : within[k]!;
    if (usedAt[i] === s || (t.masks[i]! & open) === 0) continue;
    if (group) {
      // orders/choices.ts fitsGroup, over hex numbers.
      const hex = cands.hex[i]!;
      const leader = cands.leader[i]!;
      const joined = inGroup[hex] === s;
      if (n > 0 && !joined && nearGroup[hex] !== s) continue;
      if (group.maxHexes !== null && groupCount + (joined ? 0 : 1) > group.maxHexes) continue;
      if (group.leaderHex && n >= 1 && !leader && !anyLeader) continue;
      if (group.soloNeedsLeader && !(n > 0 ? firstLeader : leader)) continue;
      if (group.aroundLeader && n >= 1) {
        let heads = leader && allTouch(hex, hex);
        for (let j = 0; !heads && j < n; j++) heads = priorLeader[j]! && allTouch(priorHex[j]!, hex);
        if (!heads) continue;
      }
    }
    out.push(list[i]!);
    at.push(i);
  }
  return out;
}
