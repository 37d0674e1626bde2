// Counts, costs and card faces of Shogun (seed 001). Line numbers are seed 001 lines.

import type { ProvinceId } from './provinces';

export const SEATS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
export type Seat = (typeof SEATS)[number];
export type PlayerCount = 3 | 4 | 5;

/** Cubes per player colour (55). */
export const CUBES_PER_PLAYER = 62;
/** Green peasant cubes, one common supply (57, 212). */
export const PEASANT_CUBES = 20;
/** 35 chests worth 1 and 20 worth 5 (61). */
export const TOTAL_CHESTS = 135;
/** Unrest markers (69). */
export const UNREST_MARKERS = 42;

export type BuildingKind = 'castle' | 'temple' | 'theatre';
export const BUILDING_KINDS: readonly BuildingKind[] = ['castle', 'temple', 'theatre'];
/** Tiles in the box (67). */
export const BUILDING_TILES: Record<BuildingKind, number> = { castle: 28, temple: 26, theatre: 26 };
/** Chests paid to build (309, 313, 317). */
export const BUILDING_COST: Record<BuildingKind, number> = { castle: 3, temple: 2, theatre: 1 };
/** Points for the most buildings of a kind in a region (506-510); a tie scores one less (512). */
export const MAJORITY_POINTS: Record<BuildingKind, number> = { castle: 3, temple: 2, theatre: 1 };

/** War-chest cards: every player holds one of each value (25, 136). */
export const CHEST_CARDS = [0, 1, 2, 3, 4] as const;
export type ChestValue = (typeof CHEST_CARDS)[number];

/** Starting chests per player (138-140). */
export const START_CHESTS: Record<PlayerCount, number> = { 3: 18, 4: 15, 5: 12 };
/**
 * Army groups of the free province draft, largest first (160, 172-174, 659-661). The sizes are read off
 * the fixed setups (701-736), which use exactly these groups; see docs/rules-decisions.md, Shogun 1.
 */
export const START_GROUPS: Record<PlayerCount, readonly number[]> = {
  3: [5, 4, 4, 3, 3, 2, 2, 2, 2],
  4: [5, 4, 4, 3, 3, 2, 2, 2],
  5: [5, 4, 4, 3, 3, 2, 2],
};
/** Cubes of each player and peasants thrown into the empty tower before the game (208, 663). */
export const TOWER_SEED = { perPlayer: 7, peasants: 10 } as const;

/** The ten actions, one space each on the player board (305-373). */
export const ACTION_KINDS = [
  'castle',
  'temple',
  'theatre',
  'rice',
  'tax',
  'army5',
  'army3',
  'army1',
  'battleA',
  'battleB',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
/** Chests paid for the army actions (345, 349, 353); the others are priced by BUILDING_COST or free. */
export const ARMY_COST: Record<'army5' | 'army3' | 'army1', number> = { army5: 3, army3: 2, army1: 1 };
export const ARMY_COUNT: Record<'army5' | 'army3' | 'army1', number> = { army5: 5, army3: 3, army1: 1 };
/** Action cards laid face up before planning (261). */
export const OPEN_ACTIONS = 5;

/** The five special cards (273-293); each sits on a turn-order space. */
export const SPECIAL_CARDS = ['chest', 'rice', 'armies6', 'attack', 'defence'] as const;
export type SpecialCard = (typeof SPECIAL_CARDS)[number];

/** What an event card does during its season (740-818). */
export type EventEffect =
  | { kind: 'theatreCalms' }
  | { kind: 'neutralPeasants'; peasants: number }
  | { kind: 'castleDefence' }
  | { kind: 'templeSafe' }
  | { kind: 'taxAtMost'; chests: number }
  | { kind: 'taxAtLeast'; chests: number }
  | { kind: 'riceAtLeast'; rice: number }
  | { kind: 'riceAtMost'; rice: number }
  | { kind: 'fewerArmies'; army5: number; army3: number };

export interface EventCard {
  id: number;
  effect: EventEffect;
  /** Rice every player loses in winter when this is the year's fourth card (226, 488). */
  winterLoss: number;
  /** The seed line of the card face. */
  line: number;
}

export const EVENT_CARDS: readonly EventCard[] = [
  { id: 1, effect: { kind: 'theatreCalms' }, winterLoss: 5, line: 752 },
  { id: 2, effect: { kind: 'theatreCalms' }, winterLoss: 7, line: 758 },
  { id: 3, effect: { kind: 'neutralPeasants', peasants: 2 }, winterLoss: 3, line: 764 },
  { id: 4, effect: { kind: 'castleDefence' }, winterLoss: 2, line: 770 },
  { id: 5, effect: { kind: 'castleDefence' }, winterLoss: 6, line: 776 },
  { id: 6, effect: { kind: 'templeSafe' }, winterLoss: 3, line: 782 },
  { id: 7, effect: { kind: 'taxAtMost', chests: 5 }, winterLoss: 0, line: 788 },
  { id: 8, effect: { kind: 'taxAtLeast', chests: 6 }, winterLoss: 2, line: 794 },
  { id: 9, effect: { kind: 'templeSafe' }, winterLoss: 4, line: 800 },
  { id: 10, effect: { kind: 'riceAtLeast', rice: 4 }, winterLoss: 3, line: 806 },
  { id: 11, effect: { kind: 'riceAtMost', rice: 3 }, winterLoss: 4, line: 812 },
  // Its loss is printed at 820: 4 (session 15 audit; it replaces Shogun decision 10's 1).
  { id: 12, effect: { kind: 'fewerArmies', army5: 3, army3: 2 }, winterLoss: 4, line: 818 },
];
/** Event cards revealed at the start of each year (224, 516). */
export const EVENTS_PER_YEAR = 4;

/** Winter supply table (526-532): unsupplied provinces -> provinces that revolt, extra peasants each. */
export function winterRevolts(unsupplied: number): { revolts: number; extraPeasants: number } {
  if (unsupplied <= 0) return { revolts: 0, extraPeasants: 0 };
  if (unsupplied === 1) return { revolts: 1, extraPeasants: 1 };
  if (unsupplied === 2) return { revolts: 1, extraPeasants: 2 };
  if (unsupplied <= 4) return { revolts: 2, extraPeasants: 2 };
  if (unsupplied <= 6) return { revolts: 2, extraPeasants: 3 };
  return { revolts: 3, extraPeasants: 3 };
}

/** Fixed sun-side setups (666-736): per player A..E, province and armies. */
export const FIXED_SETUPS: Record<PlayerCount, readonly (readonly (readonly [ProvinceId, number])[])[]> = {
  3: [
    [
      ['Suruga', 5],
      ['Mino', 4],
      ['Tamba', 4],
      ['Musashi', 3],
      ['Harima', 3],
      ['Izu', 2],
      ['Owari', 2],
      ['Sagami', 2],
      ['Tajima', 2],
    ],
    [
      ['Yamato', 5],
      ['Echizen', 4],
      ['Shimotsuke', 4],
      ['Shimosa', 3],
      ['Ise', 3],
      ['Hitachi', 2],
      ['Awa-Shikoku', 2],
      ['Kaga', 2],
      ['Kii', 2],
    ],
    [
      ['Bizen', 5],
      ['Omi', 4],
      ['Hida', 4],
      ['Etchu', 3],
      ['Hoki', 3],
      ['Bitchu', 2],
      ['Bingo', 2],
      ['Settsu', 2],
      ['Shinano', 2],
    ],
  ],
  4: [
    [
      ['Yamato', 5],
      ['Awa-Shikoku', 4],
      ['Kaga', 4],
      ['Omi', 3],
      ['Tamba', 3],
      ['Kii', 2],
      ['Settsu', 2],
      ['Noto', 2],
    ],
    [
      ['Kozuke', 5],
      ['Hida', 4],
      ['Ise', 4],
      ['Echizen', 3],
      ['Shinano', 3],
      ['Etchu', 2],
      ['Shimotsuke', 2],
      ['Shima', 2],
    ],
    [
      ['Mimasaka', 5],
      ['Wakasa', 4],
      ['Awa-Boso', 4],
      ['Harima', 3],
      ['Bitchu', 3],
      ['Hoki', 2],
      ['Tajima', 2],
      ['Kazusa', 2],
    ],
    [
      ['Kai', 5],
      ['Musashi', 4],
      ['Mino', 4],
      ['Mikawa', 3],
      ['Bingo', 3],
      ['Aki', 2],
      ['Totomi', 2],
      ['Sagami', 2],
    ],
  ],
  5: [
    [
      ['Sagami', 5],
      ['Mimasaka', 4],
      ['Harima', 4],
      ['Kazusa', 3],
      ['Izu', 3],
      ['Awa-Boso', 2],
      ['Bizen', 2],
    ],
    [
      ['Shimotsuke', 5],
      ['Echizen', 4],
      ['Tamba', 4],
      ['Shimosa', 3],
      ['Kozuke', 3],
      ['Hitachi', 2],
      ['Wakasa', 2],
    ],
    [
      ['Mino', 5],
      ['Hida', 4],
      ['Iyo', 4],
      ['Owari', 3],
      ['Totomi', 3],
      ['Mikawa', 2],
      ['Tosa', 2],
    ],
    [
      ['Hoki', 5],
      ['Shinano', 4],
      ['Bingo', 4],
      ['Echigo', 3],
      ['Aki', 3],
      ['Izumo', 2],
      ['Etchu', 2],
    ],
    [
      ['Yamato', 5],
      ['Kaga', 4],
      ['Kii', 4],
      ['Shima', 3],
      ['Omi', 3],
      ['Ise', 2],
      ['Noto', 2],
    ],
  ],
};
