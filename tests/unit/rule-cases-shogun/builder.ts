// Rule cases for Shogun (seed 001): a game made by the public module (src/games/shogun), its board set
// by hand at the first planning, then played only by the actions the module lists. The tower is scripted:
// the first tray (the setup's throw) is empty, so every seeded cube waits inside the tower, and each later
// throw yields the next tray given here.

import { expect } from 'vitest';
import { type Action, type GameEvent, type Seat, type ShogunGame, shogun } from '../../../src/games/shogun';
import {
  ACTION_KINDS,
  type ActionKind,
  type ChestValue,
  type PlayerCount,
  SPECIAL_CARDS,
  type SpecialCard,
} from '../../../src/games/shogun/data/components';
import type { ProvinceId } from '../../../src/games/shogun/data/provinces';
import { playerOf } from '../../../src/games/shogun/players';
import type { BattleReport } from '../../../src/games/shogun/rules/battle';
import { invariantProblems } from '../../../src/games/shogun/sim/invariants';
import type { BuildingKind, CubeCounts } from '../../../src/games/shogun/types';
import { hold } from '../shogun/helpers';

export interface Table {
  s: ShogunGame;
  /** Every event of every action applied through the table. */
  log: GameEvent[];
}

export interface CaseOptions {
  players?: PlayerCount;
  /** What falls out of the tower at each throw after the setup's. */
  trays?: CubeCounts[];
  seed?: number;
  /**
   * The season's event card (drawn from the open cards, 428); by default card 6 (temples safe). 'open'
   * leaves the year's four cards as the game turned them up, to be drawn by the game.
   */
  event?: number | 'open';
  /** The year's card left for winter (488); by default card 7 (no rice lost). */
  winterCard?: number;
  /** The action cards in execution order (261); by default the order of the player board. */
  actions?: ActionKind[];
  /** The special cards on turn-order spaces 1-5 (271); by default chest, rice, armies6, attack, defence. */
  specials?: SpecialCard[];
  /** The season to play: spring of year 1 unless told (autumn leads to winter, 480). */
  season?: 'spring' | 'autumn';
  year?: 1 | 2;
}

/** The action row with `first` in front, the other cards after them in the player board's order. */
export function actionsFrom(...first: ActionKind[]): ActionKind[] {
  return [...first, ...ACTION_KINDS.filter((k) => !first.includes(k))];
}

/** Battles first, so they come before the building and collecting of the same season. */
export const BATTLES_FIRST = actionsFrom('battleA', 'battleB');

/** A game at its first planning with an empty board and a known layout. */
export function table(o: CaseOptions = {}): Table {
  const s = shogun.setup(
    { players: o.players ?? 4, tower: 'scripted', towerScript: [{}, ...(o.trays ?? [])] },
    o.seed ?? 1,
  );
  for (const p of Object.values(s.provinces)) {
    if (p.owner) playerOf(s, p.owner).supply += p.armies;
    p.owner = null;
    p.armies = 0;
  }
  if (o.season === 'autumn') {
    s.calendar = 3;
    s.season = 'autumn';
  }
  if (o.year) s.year = o.year;
  const t = { s, log: [] };
  layout(t, o);
  return t;
}

/** Sets the season's layout at a planning point: action order, special cards, event and winter card. */
export function layout(t: Table, o: CaseOptions = {}): void {
  t.s.actionRow = [...(o.actions ?? ACTION_KINDS)];
  t.s.specialSpaces = [...(o.specials ?? SPECIAL_CARDS)];
  // The draw is random among the open cards (428): only the season's card is open while planning; the
  // winter card is laid back once the plans are in (planAll).
  if (o.event === 'open') return;
  t.s.openEvents = [o.event ?? 6];
  winterCards.set(t, o.winterCard ?? 7);
}

const winterCards = new WeakMap<Table, number>();

/** Gives `seat` a province with armies (and unrest, buildings) taken from their supplies. */
export function give(
  t: Table,
  seat: Seat,
  id: ProvinceId,
  armies: number,
  extra: { unrest?: number; buildings?: BuildingKind[] } = {},
): void {
  hold(t.s, seat, id, armies, extra.unrest ?? 0);
  for (const b of extra.buildings ?? []) {
    t.s.buildingSupply[b] -= 1;
    t.s.provinces[id]!.buildings.push(b);
  }
}

/** Gives `seat` each of `ids` with the same number of armies. */
export function giveEach(t: Table, seat: Seat, ids: readonly ProvinceId[], armies: number): void {
  for (const id of ids) give(t, seat, id, armies);
}

/** Sets a player's chests, moving the difference from or to the bank. */
export function setChests(t: Table, seat: Seat, n: number): void {
  const p = playerOf(t.s, seat);
  t.s.bank -= n - p.chests;
  p.chests = n;
}

function same(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The actions the module lists for `seat` now (none when the seat has no decision). */
export function listed(t: Table, seat: Seat): Action[] {
  return shogun.decisions(t.s).find((d) => d.seat === seat)?.actions ?? [];
}

/** The provinces whose revolt `seat` may fight next (496), when it has several. */
export function revoltChoices(t: Table, seat: Seat): ProvinceId[] {
  return listed(t, seat).flatMap((a) => (a.type === 'revolt' ? [a.province] : []));
}

/** The first open decision's point and seat. */
export function next(t: Table): { point: string; seat: Seat } | null {
  const d = shogun.decisions(t.s)[0];
  return d ? { point: d.point, seat: d.seat } : null;
}

/** Applies an action the module lists for `seat`; fails the case if it is not listed. */
export function play(t: Table, seat: Seat, action: Action): GameEvent[] {
  const offered = listed(t, seat);
  if (!offered.some((a) => same(a, action)))
    throw new Error(
      `${seat} is not offered ${JSON.stringify(action)}: ${JSON.stringify(offered.slice(0, 12))}`,
    );
  const r = shogun.apply(t.s, seat, action);
  if (!r.ok) throw new Error(r.detail);
  t.log.push(...r.events);
  return r.events;
}

export type Card = ProvinceId | ChestValue;
const cardOf = (c: Card) => (typeof c === 'number' ? { chest: c } : { province: c });

/**
 * Lays a plan through the listed actions: the bid (or none), the named spaces, then chest cards on the
 * other spaces, and commits. Fails if a province card would be left over.
 */
export function plan(
  t: Table,
  seat: Seat,
  spaces: Partial<Record<ActionKind, ProvinceId>>,
  bid: Card | null,
): void {
  if (bid !== null) play(t, seat, { type: 'lay', space: 'bid', card: cardOf(bid) });
  for (const [space, id] of Object.entries(spaces) as [ActionKind, ProvinceId][])
    play(t, seat, { type: 'lay', space, card: { province: id } });
  for (const space of ACTION_KINDS) {
    if (spaces[space]) continue;
    const chest = listed(t, seat).find((a) => a.type === 'lay' && a.space === space && 'chest' in a.card);
    if (chest) play(t, seat, chest);
  }
  play(t, seat, { type: 'commit' });
}

/** Plans with chest cards only (any province cards must be named in `spaces`), bidding `bid`. */
export function planAll(
  t: Table,
  bids: Partial<Record<Seat, Card | null>>,
  spaces: Partial<Record<Seat, Partial<Record<ActionKind, ProvinceId>>>> = {},
): void {
  for (const seat of t.s.seats) plan(t, seat, spaces[seat] ?? {}, seat in bids ? bids[seat]! : 0);
  const winter = winterCards.get(t);
  if (winter !== undefined) t.s.openEvents = [winter];
}

/** Moves armies of `seat` into a province not its own through the listed action; returns the battle. */
export function battle(t: Table, seat: Seat, to: ProvinceId, count: number): BattleReport {
  const moved = play(t, seat, { type: 'move', to, count }).find((e) => e.type === 'moved');
  if (moved?.type !== 'moved' || moved.report.kind === 'move') throw new Error(`no battle for ${to}`);
  return moved.report;
}

/** What a battle threw in, who won and how many armies the winner placed. */
export function fought(r: BattleReport): [CubeCounts, BattleReport['winner'], number] {
  return [r.thrown, r.winner, r.survivors];
}

/** Seats choose turn-order spaces (0-4) in the order the bids give; a seat not named takes the first free. */
export function choose(t: Table, spaces: Partial<Record<Seat, number>> = {}): Seat[] {
  const choosers: Seat[] = [];
  for (let d = next(t); d?.point === 'turnOrder'; d = next(t)) {
    choosers.push(d.seat);
    const space = spaces[d.seat] ?? (listed(t, d.seat)[0] as { space: number }).space;
    play(t, d.seat, { type: 'space', space });
  }
  return choosers;
}

/** The events of one type in the log, in order. */
export function logged<K extends GameEvent['type']>(t: Table, type: K): Extract<GameEvent, { type: K }>[] {
  return t.log.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);
}

/** Nothing created or lost: cubes, chests, markers and tiles all accounted for. */
export function balanced(t: Table): void {
  expect(invariantProblems(t.s)).toEqual([]);
}
