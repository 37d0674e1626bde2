// The plain-JSON state of a Shogun game (seed 001). Everything a rule reads or changes is here, including
// the tower's hidden inside and the generator, so a saved game replays exactly.

import type { RngState } from '../../engine/rng';
import type { ActionKind, BuildingKind, ChestValue, Seat, SpecialCard } from './data/components';
import type { ProvinceId } from './data/provinces';
import type { TowerState } from './rules/tower';

export type { ActionKind, BuildingKind, ChestValue, Seat, SpecialCard } from './data/components';
export type { ProvinceId, Region } from './data/provinces';

export type BoardSide = 'sun' | 'moon';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** A cube's colour: a player's or the green peasants'. */
export type Cube = Seat | 'peasant';
/** How many cubes of each colour; a missing colour is zero. */
export type CubeCounts = Partial<Record<Cube, number>>;

export interface ProvinceState {
  /** The holder of the province card, or null while the card lies in the neutral pool. */
  owner: Seat | null;
  armies: number;
  unrest: number;
  buildings: BuildingKind[];
}

/** A card laid face down on a player-board space: a province card or a war-chest card. */
export type PlanCard = { province: ProvinceId } | { chest: ChestValue };

export interface Plan {
  /** One card (or none) on each of the ten action spaces (301-381). */
  spaces: Partial<Record<ActionKind, PlanCard>>;
  bid: PlanCard | null;
}

export interface PlayerState {
  chests: number;
  rice: number;
  score: number;
  /** Cubes of this colour beside the board. */
  supply: number;
}

export interface ShogunState {
  side: BoardSide;
  /** Seats in play, oldest player first (162). */
  seats: Seat[];
  /** The provinces in play (3-player games leave 8 out, 111-113). */
  provinces: Partial<Record<ProvinceId, ProvinceState>>;
  players: Partial<Record<Seat, PlayerState>>;
  bank: number;
  peasantSupply: number;
  unrestSupply: number;
  buildingSupply: Record<BuildingKind, number>;
  /** The tower's inside: hidden from every seat. */
  tower: TowerState;
  /** Cubes lying in the tray, seen by everyone; thrown again with the next battle (551, 573). */
  tray: CubeCounts;
  year: 1 | 2;
  season: Season;
  /** Undrawn event cards (hidden). */
  eventDeck: number[];
  /** This year's revealed cards not yet drawn for a season; the last one sets the winter loss (224-226). */
  openEvents: number[];
  /** The event of the current season, once drawn (426-430). */
  event: number | null;
  /** The action cards in execution order; only the first `actionsShown` are face up (261-263). */
  actionRow: ActionKind[];
  actionsShown: number;
  /** The special card on each turn-order space 1-5 (269-271); null once taken or before laying out. */
  specialSpaces: (SpecialCard | null)[];
  /** Seats in turn order for the season (440-446); kept through winter (478). */
  turnOrder: Seat[];
  /** The turn-order space (0-4) each seat's Daimyo card sits on, once chosen. */
  daimyoSpace: Partial<Record<Seat, number>>;
  specials: Partial<Record<Seat, SpecialCard>>;
  plans: Partial<Record<Seat, Plan>>;
  rng: RngState;
}
