// What the Shogun screens show beyond the current view: the tower throws (battles and revolts),
// each winter's rice and revolts, and each year's scoring with the region majorities and the running
// totals. The table keeps only sentences, so the Shogun table notes these moments from the events
// as each action is taken, and a reopened game rebuilds them by replaying its log once. A phone of a
// hosted game reads the same moments from its log, each scoring with the board it was made on.

import { type Accessor, createSignal } from 'solid-js';
import type { GameModule } from '../../engine/game';
import type { LoggedAction } from '../../engine/session';
import { BUILDING_KINDS, type BuildingKind, MAJORITY_POINTS } from '../../games/shogun/data/components';
import type { ProvinceId, Region } from '../../games/shogun/data/provinces';
import type { Action, GameEvent, Seat, Setup, ShogunGame, ShogunView } from '../../games/shogun/index';
import type { BattleReport } from '../../games/shogun/rules/battle';
import {
  type BoardHoldings,
  buildingCounts,
  majorityPoints,
  REGIONS,
  type YearScore,
} from '../../games/shogun/rules/scoring';
import type { WinterSupply } from '../../games/shogun/rules/winter';

/** Who holds most buildings of one kind in one region; several leaders are a tie. */
export interface RegionMajority {
  region: Region;
  kind: BuildingKind;
  counts: Partial<Record<Seat, number>>;
  /** Empty when nobody has such a building there. */
  leaders: Seat[];
  /** What each leader scores (one less each on a tie). */
  points: number;
}

export type Moment =
  | { kind: 'throw'; action: number; report: BattleReport }
  | { kind: 'winter'; action: number; year: 1 | 2; supply: WinterSupply; revolts: ProvinceId[] }
  | {
      kind: 'scored';
      action: number;
      year: 1 | 2;
      scores: Partial<Record<Seat, YearScore>>;
      /** Each seat's points after this scoring. */
      totals: Partial<Record<Seat, number>>;
      majorities: RegionMajority[];
    };

export function regionMajorities(board: BoardHoldings): RegionMajority[] {
  const counts = buildingCounts(board);
  const out: RegionMajority[] = [];
  for (const region of REGIONS)
    for (const kind of BUILDING_KINDS) {
      const held: Partial<Record<Seat, number>> = {};
      for (const seat of board.seats) {
        const n = counts.get(`${seat}|${region}|${kind}`) ?? 0;
        if (n > 0) held[seat] = n;
      }
      const won = majorityPoints(board, region, kind);
      const leaders = board.seats.filter((s) => won[s] !== undefined);
      const points = leaders.length > 0 ? (won[leaders[0]!] ?? 0) : MAJORITY_POINTS[kind];
      out.push({ region, kind, counts: held, leaders, points });
    }
  return out;
}

/** What a scoring is shown with: the board it was made on and every seat's points after it. */
export interface ScoreBasis {
  board: BoardHoldings;
  totals: Partial<Record<Seat, number>>;
}

/** The board and points of a state (the one right after a scoring). */
export function scoreBasisOf(state: ShogunGame): ScoreBasis {
  const totals: Partial<Record<Seat, number>> = {};
  for (const seat of state.seats) totals[seat] = state.players[seat]?.score ?? 0;
  return { board: state, totals };
}

type ScoredEvent = Extract<GameEvent, { type: 'scored' }>;

/**
 * The moments among one action's events; `year` is the year the last season began in. `basis`
 * gives a scoring's board and points (null: unknown, the scoring is left out).
 */
export function momentsOf(
  action: number,
  events: readonly GameEvent[],
  basis: (scored: ScoredEvent) => ScoreBasis | null,
  year: { current: 1 | 2 },
): Moment[] {
  const out: Moment[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'seasonBegan':
        year.current = e.year;
        break;
      case 'moved':
        if (e.report.kind !== 'move') out.push({ kind: 'throw', action, report: e.report });
        break;
      case 'collected':
        if (e.report.revolt) out.push({ kind: 'throw', action, report: e.report.revolt });
        break;
      case 'revolt':
        out.push({ kind: 'throw', action, report: e.report });
        break;
      case 'winterSupply':
        out.push({ kind: 'winter', action, year: year.current, supply: e.supply, revolts: e.revolts });
        break;
      case 'scored': {
        const at = basis(e);
        if (at)
          out.push({
            kind: 'scored',
            action,
            year: e.year,
            scores: e.scores,
            totals: at.totals,
            majorities: regionMajorities(at.board),
          });
        break;
      }
      default:
        break;
    }
  }
  return structuredClone(out);
}

export interface Chronicle {
  moments: Accessor<Moment[]>;
  /** Notes one taken action's events (as every seat may see them), replacing any earlier note of it. */
  note(action: number, events: readonly GameEvent[], state: ShogunGame): void;
}

export function createChronicle(start: Moment[] = [], year: 1 | 2 = 1): Chronicle {
  const [moments, setMoments] = createSignal<Moment[]>(start);
  const current = { current: year };
  return {
    moments,
    note(action, events, state) {
      const found = momentsOf(action, events, () => scoreBasisOf(state), current);
      if (found.length > 0) setMoments((m) => [...m.filter((x) => x.action < action), ...found]);
    },
  };
}

type ShogunModule = GameModule<ShogunGame, Action, ShogunView, GameEvent, Seat, Setup>;

/**
 * The moments of a saved game, by replaying its log from the setup (or from the save's base state,
 * when it was rewound to one: what came before it is not known any more).
 */
export function replayMoments(
  module: ShogunModule,
  session: {
    setup: Setup;
    seed: number;
    log: readonly LoggedAction<Seat, Action>[];
    base?: { state: ShogunGame; length: number };
  },
): { moments: Moment[]; year: 1 | 2 } {
  const state = session.base
    ? structuredClone(session.base.state)
    : module.setup(session.setup, session.seed);
  const from = session.base?.length ?? 0;
  const year = { current: state.year };
  const moments: Moment[] = [];
  session.log.slice(from).forEach((entry, i) => {
    const r = module.apply(state, entry.seat, entry.action);
    if (r.ok) moments.push(...momentsOf(from + i, r.events, () => scoreBasisOf(state), year));
  });
  return { moments, year: year.current };
}

type WinterMoment = Extract<Moment, { kind: 'winter' }>;
type ScoredMoment = Extract<Moment, { kind: 'scored' }>;
export type ThrowMoment = Extract<Moment, { kind: 'throw' }>;

/** One winter's moments: its rice checks, its scoring (if done) and the revolts fought between them. */
export function winterOf(
  moments: readonly Moment[],
  year: 1 | 2,
): { winters: WinterMoment[]; scored: ScoredMoment | null; revolts: ThrowMoment[] } {
  const winters = moments.filter((m): m is WinterMoment => m.kind === 'winter' && m.year === year);
  const scored = moments.find((m): m is ScoredMoment => m.kind === 'scored' && m.year === year) ?? null;
  // By place in the chronicle, not by action: the action that ends autumn may fight a collection's
  // revolt before its winter begins, and that revolt is autumn's (it was listed as the winter's).
  const from = winters[0] ? moments.indexOf(winters[0]) : -1;
  const to = scored ? moments.indexOf(scored) : moments.length;
  const revolts =
    from < 0
      ? []
      : moments
          .slice(from, to + 1)
          .filter((m): m is ThrowMoment => m.kind === 'throw' && m.report.kind === 'revolt');
  return { winters, scored, revolts };
}

/**
 * The tower throws of the action `last`, but the revolts of a winter shown (`winters`), which its
 * panel lists: what the tablet and every phone draw above the board.
 */
export function latestThrows(
  moments: readonly Moment[],
  last: number,
  winters: readonly (1 | 2)[],
): ThrowMoment[] {
  const inWinter = new Set(winters.flatMap((year) => winterOf(moments, year).revolts));
  return moments.filter((m): m is ThrowMoment => m.kind === 'throw' && m.action === last && !inWinter.has(m));
}
