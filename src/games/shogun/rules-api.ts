// The public rules API of Shogun: what other modules (the companion for the physical game) may use
// of it. The table data, and the rules functions run on a scratch rules state built from what the
// players tell, so a companion scores, feeds, orders and fights exactly as the digital game does
// without copying a rule. Anything not exported here is internal to the rules and may change.

import { cloneJson } from '../../engine/clone';
import type { RngState } from '../../engine/rng';
import { provincesOf } from './board';
import type { BuildingKind, ChestValue, PlayerCount, Seat, SpecialCard } from './data/components';
import { CUBES_PER_PLAYER, PEASANT_CUBES } from './data/components';
import type { ProvinceId } from './data/provinces';
import { playerOf } from './players';
import { attack, type BattleReport, revolt } from './rules/battle';
import { choosingOrder } from './rules/bidding';
import { drawSeasonEvent, revealYearEvents, shuffledEvents } from './rules/events';
import { winners, type YearScore, yearScore } from './rules/scoring';
import { beginSeason, createState, seedTower } from './rules/setup';
import { addCubes, type TowerModelId, type TowerState } from './rules/tower';
import { drawRevolts, type WinterSupply, winterSupply } from './rules/winter';
import type { BoardSide, CubeCounts, PlanCard, ShogunState } from './types';

export { neighbours, provincesInPlay, regionOf } from './board';
export type {
  ActionKind,
  BuildingKind,
  ChestValue,
  EventCard,
  EventEffect,
  PlayerCount,
  Seat,
  SpecialCard,
} from './data/components';
export {
  ACTION_KINDS,
  BUILDING_KINDS,
  CHEST_CARDS,
  EVENT_CARDS,
  EVENTS_PER_YEAR,
  FIXED_SETUPS,
  MAJORITY_POINTS,
  OPEN_ACTIONS,
  SEATS,
  SPECIAL_CARDS,
  START_CHESTS,
  START_GROUPS,
  TOWER_SEED,
  winterRevolts,
} from './data/components';
export type { ProvinceId, Region } from './data/provinces';
export { PROVINCE_IDS, PROVINCES } from './data/provinces';
export type { BattleReport, BattleWinner } from './rules/battle';
export { bidRank } from './rules/bidding';
export { eventCard } from './rules/events';
export type { YearScore } from './rules/scoring';
export type { TowerModelId, TowerState } from './rules/tower';
export { countOf, createTower, DEFAULT_TOWER, totalCubes, towerContents } from './rules/tower';
export type { WinterSupply } from './rules/winter';
export type { BoardSide, Cube, CubeCounts, ShogunState } from './types';

/** One province as the players report it: who holds its card and which buildings stand there. */
export interface ReportedProvince {
  owner: Seat | null;
  buildings: BuildingKind[];
}

export type ReportedBoard = Partial<Record<ProvinceId, ReportedProvince>>;

/** A bid as it lies on the bid space: a chest card, any province card, or nothing (436-446). */
export type Bid = ChestValue | 'province' | 'none';

/** A rules state holding only what the caller passes in; the rest is a fresh game's. */
function scratch(side: BoardSide, seats: readonly Seat[], board: ReportedBoard = {}): ShogunState {
  const state = createState({ players: seats.length as PlayerCount, side }, 0);
  for (const [id, p] of Object.entries(board) as [ProvinceId, ReportedProvince][]) {
    const at = state.provinces[id];
    if (!at) continue;
    at.owner = p.owner;
    at.buildings = [...p.buildings];
  }
  return state;
}

/** Runs `fn` on the caller's generator (a copy, so a throw leaves the caller's untouched). */
function withRng<T>(state: ShogunState, rng: RngState, fn: () => T): { value: T; rng: RngState } {
  state.rng = cloneJson(rng);
  const value = fn();
  return { value, rng: state.rng };
}

/** A winter's score for every seat from the reported board: provinces, buildings, majorities (498-512). */
export function scoreBoard(
  side: BoardSide,
  seats: readonly Seat[],
  board: ReportedBoard,
): Record<Seat, YearScore> {
  const state = scratch(side, seats, board);
  const out = {} as Record<Seat, YearScore>;
  for (const seat of seats) out[seat] = yearScore(state, seat);
  return out;
}

/** The provinces each seat holds on the reported board, in board order. */
export function holdings(
  side: BoardSide,
  seats: readonly Seat[],
  board: ReportedBoard,
  seat: Seat,
): ProvinceId[] {
  return provincesOf(scratch(side, seats, board), seat);
}

/**
 * Winter supply for one seat (480-496, 526-532): its rice on the track, the loss of the year's last
 * open event card, the provinces it holds on the reported board.
 */
export function winterSupplyOf(
  side: BoardSide,
  seats: readonly Seat[],
  board: ReportedBoard,
  seat: Seat,
  rice: number,
  lastEvent: number | null,
): WinterSupply {
  const state = scratch(side, seats, board);
  playerOf(state, seat).rice = rice;
  state.openEvents = lastEvent === null ? [] : [lastEvent];
  return winterSupply(state, seat);
}

/** Draws the provinces that revolt among the seat's cards (496). */
export function drawWinterRevolts(
  side: BoardSide,
  seats: readonly Seat[],
  board: ReportedBoard,
  supply: WinterSupply,
  rng: RngState,
): { provinces: ProvinceId[]; rng: RngState } {
  const state = scratch(side, seats, board);
  const r = withRng(state, rng, () => drawRevolts(state, supply));
  return { provinces: r.value, rng: r.rng };
}

/** The order seats choose their turn-order space in: strongest bid first, ties by lot (440-446). */
export function choosingOrderOf(
  seats: readonly Seat[],
  bids: Partial<Record<Seat, Bid>>,
  rng: RngState,
): { order: Seat[]; rng: RngState } {
  const state = scratch('sun', seats);
  for (const seat of seats) {
    const bid = bids[seat] ?? 'none';
    const card: PlanCard | null =
      bid === 'none' ? null : bid === 'province' ? { province: 'Yamato' } : { chest: bid };
    state.plans[seat] = { spaces: {}, bid: card };
  }
  const r = withRng(state, rng, () => choosingOrder(state));
  return { order: r.value, rng: r.rng };
}

/** A season's layout: the ten action cards in order (five shown) and the special card on each space (261-271). */
export function layOutSeason(rng: RngState): {
  actions: ShogunState['actionRow'];
  specials: SpecialCard[];
  rng: RngState;
} {
  const state = scratch('sun', ['p1', 'p2', 'p3']);
  const r = withRng(state, rng, () => beginSeason(state));
  return { actions: state.actionRow, specials: state.specialSpaces as SpecialCard[], rng: r.rng };
}

/** The event deck shuffled and the first year's four cards turned up (224). */
export function firstEvents(rng: RngState): { deck: number[]; open: number[]; rng: RngState } {
  const state = scratch('sun', ['p1', 'p2', 'p3']);
  const r = withRng(state, rng, () => {
    state.eventDeck = shuffledEvents(state);
    revealYearEvents(state);
  });
  return { deck: state.eventDeck, open: state.openEvents, rng: r.rng };
}

/** The next year's four cards off the deck (516). */
export function nextYearEvents(deck: readonly number[]): { deck: number[]; open: number[] } {
  const state = scratch('sun', ['p1', 'p2', 'p3']);
  state.eventDeck = [...deck];
  revealYearEvents(state);
  return { deck: state.eventDeck, open: state.openEvents };
}

/** Draws the season's event among the open cards (426-430). */
export function drawEvent(
  open: readonly number[],
  rng: RngState,
): { event: number; open: number[]; rng: RngState } {
  const state = scratch('sun', ['p1', 'p2', 'p3']);
  state.openEvents = [...open];
  const r = withRng(state, rng, () => drawSeasonEvent(state));
  return { event: r.value, open: state.openEvents, rng: r.rng };
}

/** The simulated tower filled before the game (206-216); what fell out goes back to the supplies. */
export function seedSimulatedTower(
  model: TowerModelId,
  seats: readonly Seat[],
  rng: RngState,
): { tower: TowerState; fell: CubeCounts; rng: RngState } {
  const state = createState({ players: seats.length as PlayerCount, tower: model }, 0);
  const r = withRng(state, rng, () => seedTower(state));
  return { tower: state.tower, fell: r.value, rng: r.rng };
}

/** A battle as the players set it up on the board. */
export interface BattleQuestion {
  kind: 'attack' | 'revolt';
  /** The attacking seat; in a revolt, the seat the peasants rise against. */
  seat: Seat;
  /** Armies moved in (attack) or standing in the province (revolt). */
  armies: number;
  /** The defending seat of an attack, or null for a neutral province. */
  defender: Seat | null;
  defenderArmies: number;
  /** Unrest markers in the province before the battle. */
  unrest: number;
  castle: boolean;
  /** Winter table's extra peasants (revolts in winter only). */
  extraPeasants: number;
  /** The season's event card, or null. */
  event: number | null;
  /** Who holds which special card this season. */
  specials: Partial<Record<Seat, SpecialCard>>;
  /** Cubes lying in the tray from earlier battles (thrown in with this one). */
  tray: CubeCounts;
}

export interface BattleAnswer {
  report: BattleReport;
  /** What stays in the tray afterwards (cubes of anyone who did not fight). */
  tray: CubeCounts;
  tower: TowerState | null;
  rng: RngState;
}

/** A tower that yields exactly what the players saw fall out (the physical tower's throw). */
function towerThatYields(fell: CubeCounts, seats: readonly Seat[]): TowerState {
  // The real tower may hold any cube of the game: its inside is unknown, so it may yield any of them.
  const inside: CubeCounts = {};
  for (const seat of seats) addCubes(inside, seat, CUBES_PER_PLAYER);
  addCubes(inside, 'peasant', PEASANT_CUBES);
  return { model: 'scripted', inside: [inside], script: [{ ...fell }] };
}

const BATTLE_PROVINCE: ProvinceId = 'Yamato';
const ATTACK_FROM: ProvinceId = 'Kii';

/**
 * Fights a battle or revolt (545-639) with the engine's own rules: `fell` is what came out of the
 * physical tower, or null to throw the simulated `tower` with `rng`.
 */
export function fightBattle(
  seats: readonly Seat[],
  q: BattleQuestion,
  fell: CubeCounts | null,
  tower: TowerState | null,
  rng: RngState,
): BattleAnswer {
  const state = scratch('sun', seats);
  if (fell) state.tower = towerThatYields(fell, seats);
  else if (tower) state.tower = cloneJson(tower);
  else throw new Error('a battle needs the cubes that fell or a simulated tower');
  state.tray = { ...q.tray };
  state.event = q.event;
  state.specials = { ...q.specials };
  const target = state.provinces[BATTLE_PROVINCE]!;
  target.unrest = q.unrest;
  target.buildings = q.castle ? ['castle'] : [];
  const r = withRng(state, rng, () => {
    if (q.kind === 'revolt') {
      target.owner = q.seat;
      target.armies = q.armies;
      return revolt(state, q.seat, BATTLE_PROVINCE, q.extraPeasants);
    }
    const from = state.provinces[ATTACK_FROM]!;
    from.owner = q.seat;
    from.armies = q.armies + 1;
    target.owner = q.defender;
    target.armies = q.defender ? q.defenderArmies : 0;
    return attack(state, q.seat, ATTACK_FROM, BATTLE_PROVINCE, q.armies);
  });
  return { report: r.value, tray: state.tray, tower: fell ? null : state.tower, rng: r.rng };
}

/** The winners after the last winter: most points, then most chests; a full tie is shared (641-645). */
export function finalWinners(
  seats: readonly Seat[],
  scores: Partial<Record<Seat, number>>,
  chests: Partial<Record<Seat, number>>,
): Seat[] {
  const state = scratch('sun', seats);
  for (const seat of seats) {
    playerOf(state, seat).score = scores[seat] ?? 0;
    playerOf(state, seat).chests = chests[seat] ?? 0;
  }
  return winners(state);
}
