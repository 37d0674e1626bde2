// The state of a Shogun companion game: everything the players keep on paper beside the physical
// Shogun (the season's action cards and specials, the event, the bids and turn order, the step of the
// ten actions, the tray, the board as reported in winter, the score sheet). Plain JSON, so a save
// replays exactly; the simulated tower's inside and the generator are hidden from every view.

import type { RngState } from '../../engine/rng';
import type { SecretBox } from '../../engine/secret';
import type {
  BattleReport,
  Bid,
  BoardSide,
  CubeCounts,
  ProvinceId,
  ReportedBoard,
  Seat,
  ShogunState,
  TowerModelId,
  TowerState,
  WinterSupply,
  YearScore,
} from '../shogun/rules-api';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** 'physical': the players throw the real tower and enter what fell; otherwise the model thrown here. */
export type TowerChoice = 'physical' | Exclude<TowerModelId, 'scripted'>;

/** A battle being set up before the throw; every field is changed by its own action. */
export interface BattleForm {
  kind: 'attack' | 'revolt';
  seat: Seat;
  /** The defending seat of an attack; null: a neutral province. */
  defender: Seat | null;
  armies: number;
  defenderArmies: number;
  unrest: number;
  castle: boolean;
  /** The winter table's extra peasants (set by the winter step, not by the players). */
  extraPeasants: number;
  /** What the players saw fall out of the real tower, colour by colour. */
  fell: CubeCounts;
  /** A winter revolt: the province drawn. */
  province?: ProvinceId;
}

export interface BattleRecord {
  report: BattleReport;
  /** The tray after the battle. */
  tray: CubeCounts;
  /** A winter revolt's province. */
  province?: ProvinceId;
  /** The revolt came from rice or tax in a season (an unrest marker follows a won revolt, 338-341). */
  seasonRevolt: boolean;
}

export interface PendingRevolt {
  seat: Seat;
  province: ProvinceId;
  extraPeasants: number;
}

export type Phase =
  /** The setup helper: fixed provinces or the draft order, the tower seeding. */
  | { step: 'setup' }
  /** Planning and the secret bids. */
  | { step: 'bids' }
  /** Bids revealed; the season's event is drawn next (426-430). */
  | { step: 'event'; choosing: Seat[] }
  /** Seats choose a turn-order space, strongest bid first (440-446). */
  | { step: 'order'; choosing: Seat[] }
  /** The ten actions in order, each by every seat in turn order (458-472). */
  | { step: 'actions'; action: number; player: number }
  /** Winter: rice, chests and the board entered (480-496). */
  | { step: 'winter' }
  /**
   * The revolts drawn, fought one by one in the autumn turn order (478); a player's own revolts in the order
   * that player chooses (496). No battle open while revolts are pending: the first pending revolt's
   * player chooses which of theirs comes next (only when two or more of theirs are left).
   */
  | { step: 'revolts'; pending: PendingRevolt[] }
  | { step: 'over' };

/** One winter's line of the score sheet. */
export interface ScoreLine {
  year: 1 | 2;
  scores: Record<Seat, YearScore>;
}

/** The season's cards, event and turn order, kept as the digital game keeps them. */
type SeasonTable = Pick<
  ShogunState,
  | 'eventDeck'
  | 'openEvents'
  | 'event'
  | 'actionRow'
  | 'actionsShown'
  | 'specialSpaces'
  | 'specials'
  | 'daimyoSpace'
  | 'turnOrder'
>;

export interface ShogunCompanionState extends SeasonTable {
  game: 'shogun-companion';
  version: 1;
  seats: Seat[];
  side: BoardSide;
  start: 'fixed' | 'draft';
  towerChoice: TowerChoice;
  /** The simulated tower (hidden); null with the physical tower. */
  tower: TowerState | null;
  /** Cubes left in the tray by earlier battles, thrown again with the next (551, 595). */
  tray: CubeCounts;
  rng: RngState;
  year: 1 | 2;
  season: Season;
  phase: Phase;
  bids: SecretBox<Seat, Bid> | null;
  /** The bids as revealed this season. */
  revealed: Partial<Record<Seat, Bid>>;
  battle: BattleForm | null;
  lastBattle: BattleRecord | null;
  /** The board as the players report it in winter (kept from one winter to the next). */
  board: ReportedBoard;
  rice: Partial<Record<Seat, number>>;
  chests: Partial<Record<Seat, number>>;
  /** This winter's supply reading per seat, once computed (turn order). */
  supplies: WinterSupply[];
  sheet: ScoreLine[];
  /** What fell out of the simulated tower when it was filled (for the setup helper). */
  seeded: CubeCounts | null;
  actionCount: number;
  undoFloor: number;
}
