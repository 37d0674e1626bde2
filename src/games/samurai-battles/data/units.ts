// Unit and leader statistics, one typed table per edition: GMT 2021 in full, Zvezda 2012 as the
// rows that differ (seed 002 unit rules 264-278, 379-396, 475-480; seed 000 unit summary 861-1044).
// Seed 003 unit sheets: lines 411-763; movement 990-998; close-combat dice 1314-1343;
// rank and stature 1395-1409; honor 1428-1440, 1688-1705. Where an icon was lost in the
// seed (ranged dice), the value is a recorded decision: docs/rules-decisions.md "Ranged dice".

import type { Edition, GameState, LeaderKind, Unit, UnitSymbol, UnitTypeId } from '../types';

export interface RangedStats {
  /** Shortest and longest range in hexes (adjacent targets are close combat). */
  minRange: number;
  maxRange: number;
  /** Dice by distance: dice[d] for a target d hexes away (0 where it cannot fire). */
  dice: readonly number[];
  /** What moving before firing does: 'minus-one' die, 'to-one' die, or 'cannot-fire'. */
  moved: 'minus-one' | 'to-one' | 'cannot-fire';
  /** Swords score hits at range (arquebus); bows score swords only against a lone leader. */
  swordsHit: boolean;
  /** Honor & Fortune symbols rolled at range are collected (bows yes, arquebus no). */
  honorAtRange: boolean;
}

export interface UnitStats {
  id: UnitTypeId;
  name: string;
  short: string;
  symbol: UnitSymbol;
  cavalry: boolean;
  blocks: number;
  /** Most hexes it may move when ordered. */
  move: number;
  /** Most hexes it may move and still battle (-1: cannot battle after any move... see `battleAfterMove`). */
  moveAndBattle: number;
  /** Close-combat dice; bodyguards roll 1 per block instead (diceFromBlocks). */
  closeDice: number;
  diceFromBlocks: boolean;
  /** The unit may not battle at all (close or ranged) if it moved this turn. */
  noBattleIfMoved: boolean;
  ranged: RangedStats | null;
  /** Swords ignored in close combat from circle / triangle attackers (rank). */
  ignoreFromCircle: number;
  ignoreFromTriangle: number;
  /** Swords ignored in close combat from any infantry attacker (stature, cavalry). Cumulative with rank. */
  ignoreFromInfantry: number;
  /** Own flags it may ignore (square symbol). */
  ignoresFlags: number;
  /** Must ignore every flag (GMT bodyguards). */
  ignoresAllFlags: boolean;
  /** Never retreats: each flag it does not ignore removes a block instead (Zvezda bodyguards). */
  holdsGround: boolean;
  /** Hexes retreated per flag not ignored. */
  retreatPerFlag: number;
  /** Honor lost per hex retreated; `retreatFlatCost` overrides when set. */
  honorPerRetreatHex: number;
  retreatFlatCost: number | null;
  /** In close combat it gains no honor against lower-ranked (circle, triangle) targets. */
  noHonorVsLowerRank: boolean;
  /** Attackers gain no honor against it (levies). */
  givesNoHonor: boolean;
  /** Levy charge: several ordered levies adjacent to one enemy may roll together. */
  levyCharge: boolean;
  /** Gains a bonus close combat after gaining ground (cavalry) without a leader. */
  bonusCombat: boolean;
  /** Cannot move when ordered (bodyguards stay on the tent). */
  immobile: boolean;
  /** Cannot be targeted by ranged fire; hit only by swords in close combat; re-roll swords once. */
  bodyguard: boolean;
  /** Victory banners the opponent gains when it is eliminated. */
  banners: number;
}

const base = {
  blocks: 4,
  diceFromBlocks: false,
  noBattleIfMoved: false,
  ranged: null,
  ignoreFromCircle: 0,
  ignoreFromTriangle: 0,
  ignoreFromInfantry: 0,
  ignoresFlags: 0,
  ignoresAllFlags: false,
  holdsGround: false,
  retreatPerFlag: 1,
  honorPerRetreatHex: 1,
  retreatFlatCost: null,
  noHonorVsLowerRank: false,
  givesNoHonor: false,
  levyCharge: false,
  bonusCombat: false,
  immobile: false,
  bodyguard: false,
  banners: 1,
} as const;

/** Rank of the square: ignore 1 sword from triangles and 2 from circles; 1 flag; 2 honor per hex. */
const square = {
  ignoreFromCircle: 2,
  ignoreFromTriangle: 1,
  ignoresFlags: 1,
  honorPerRetreatHex: 2,
} as const;

const bow = (dice: number, moved: RangedStats['moved']): RangedStats => ({
  minRange: 2,
  maxRange: 3,
  dice: [0, 0, dice, dice],
  moved,
  swordsHit: false,
  honorAtRange: true,
});

/** GMT 2021 unit sheets (the primary rules; also the fallback for units Zvezda 2012 does not have). */
export const UNITS: Readonly<Record<UnitTypeId, UnitStats>> = {
  // seed 003:417-432, 990
  SSp: {
    ...base,
    ...square,
    id: 'SSp',
    name: 'Samurai spearmen',
    short: 'SSp',
    symbol: 'square',
    cavalry: false,
    move: 1,
    moveAndBattle: 1,
    closeDice: 4,
  },
  // seed 003:437-464, 992: 3 close-combat dice; ranged dice lost (decision: 2 at range 2-3, one fewer if moved)
  SB: {
    ...base,
    ...square,
    id: 'SB',
    name: 'Samurai archers',
    short: 'SB',
    symbol: 'square',
    cavalry: false,
    move: 1,
    moveAndBattle: 1,
    closeDice: 3,
    ranged: bow(2, 'minus-one'),
  },
  // seed 003:467-477, 993: 1 hex and battle, or 2 hexes and no battle
  ASp: {
    ...base,
    id: 'ASp',
    name: 'Ashigaru spearmen',
    short: 'ASp',
    symbol: 'triangle',
    cavalry: false,
    move: 2,
    moveAndBattle: 1,
    closeDice: 3,
    ignoreFromCircle: 1,
  },
  // seed 003:479-507, 994: ranged dice lost (decision: 2 at range 2-3, reduced to 1 if moved)
  AB: {
    ...base,
    id: 'AB',
    name: 'Ashigaru archers',
    short: 'AB',
    symbol: 'circle',
    cavalry: false,
    move: 2,
    moveAndBattle: 2,
    closeDice: 2,
    ranged: bow(2, 'to-one'),
  },
  // seed 003:509-533, 995: no battle of any kind after moving; swords hit at range; no honor at range
  AA: {
    ...base,
    id: 'AA',
    name: 'Ashigaru arquebusiers',
    short: 'AA',
    symbol: 'circle',
    cavalry: false,
    move: 2,
    moveAndBattle: 0,
    closeDice: 2,
    noBattleIfMoved: true,
    ranged: {
      minRange: 2,
      maxRange: 4,
      dice: [0, 0, 2, 2, 1],
      moved: 'cannot-fire',
      swordsHit: true,
      honorAtRange: false,
    },
  },
  // seed 003:538-561, 996, 1338-1343
  LI: {
    ...base,
    id: 'LI',
    name: 'Levy infantry',
    short: 'LI',
    symbol: 'circle',
    cavalry: false,
    move: 2,
    moveAndBattle: 2,
    closeDice: 2,
    retreatPerFlag: 2,
    retreatFlatCost: 2,
    givesNoHonor: true,
    levyCharge: true,
  },
  // seed 003:565-596, 997
  SSpC: {
    ...base,
    ...square,
    id: 'SSpC',
    name: 'Samurai spear cavalry',
    short: 'SSpC',
    symbol: 'square',
    cavalry: true,
    move: 2,
    moveAndBattle: 2,
    closeDice: 4,
    ignoreFromInfantry: 1,
    noHonorVsLowerRank: true,
    bonusCombat: true,
  },
  // seed 003:620-658, 998: 3 ranged dice reduced to 1 if moved (ranged only: rules-decisions "SBC")
  SBC: {
    ...base,
    ...square,
    id: 'SBC',
    name: 'Samurai bow cavalry',
    short: 'SBC',
    symbol: 'square',
    cavalry: true,
    move: 2,
    moveAndBattle: 2,
    closeDice: 3,
    ignoreFromInfantry: 1,
    noHonorVsLowerRank: true,
    bonusCombat: true,
    ranged: bow(3, 'to-one'),
  },
  // seed 003:701-760: 1 die per block, cannot move, must ignore all flags, no banner
  BG: {
    ...base,
    id: 'BG',
    name: 'Bodyguards',
    short: 'BG',
    symbol: 'swords',
    cavalry: false,
    move: 0,
    moveAndBattle: 0,
    closeDice: 0,
    diceFromBlocks: true,
    ignoresAllFlags: true,
    immobile: true,
    bodyguard: true,
    banners: 0,
  },
};

export interface LeaderStats {
  kind: 'foot' | 'mounted' | 'commander';
  name: string;
  /** Hexes a lone leader may move when ordered (seed 003:1012-1015). */
  move: number;
  /** Inspires units in adjacent hexes as well as his own (seed 003:677-683, 746-750). */
  inspiresAdjacent: boolean;
  /** May lead (join) cavalry units (seed 003:890-892). */
  leadsCavalry: boolean;
  /** Dice of the casualty check when his unit loses blocks in close combat. */
  closeCheckDice: number;
}

export const LEADERS: Readonly<Record<LeaderKind, LeaderStats>> = {
  foot: {
    kind: 'foot',
    name: 'Foot leader',
    move: 2,
    inspiresAdjacent: false,
    leadsCavalry: false,
    closeCheckDice: 1,
  },
  mounted: {
    kind: 'mounted',
    name: 'Mounted leader',
    move: 3,
    inspiresAdjacent: true,
    leadsCavalry: true,
    closeCheckDice: 1,
  },
  // The army commander stays on his tent with the bodyguards; once alone he counts as a foot leader.
  commander: {
    kind: 'commander',
    name: 'Army commander',
    move: 2,
    inspiresAdjacent: true,
    leadsCavalry: false,
    closeCheckDice: 2,
  },
};

export const UNIT_TYPE_IDS = Object.keys(UNITS) as UnitTypeId[];

/**
 * Zvezda 2012: the same five unit types under their 2012 names (AY, AB, AA, SN, MSY) and the
 * Commander unit. The GMT-only units (samurai archers, bow cavalry, levies) keep their 2021 sheets:
 * docs/rules-decisions.md "Zvezda 2012: units the 2012 box does not have".
 */
const ZVEZDA_UNITS: Readonly<Record<UnitTypeId, UnitStats>> = {
  ...UNITS,
  // seed 002:264-272; seed 000:179-187
  SSp: { ...UNITS.SSp, name: 'Samurai naginata', short: 'SN' },
  ASp: { ...UNITS.ASp, name: 'Ashigaru yari', short: 'AY' },
  // An arquebus that moved may not fire but may still fight in close combat (seed 002:396, 477; seed 000:316).
  AA: { ...UNITS.AA, moveAndBattle: 2, noBattleIfMoved: false },
  // Mounted samurai gain honor in close combat whatever the target (the GMT exception is new, 003:1428-1440).
  SSpC: { ...UNITS.SSpC, name: 'Mounted samurai', short: 'MSY', noHonorVsLowerRank: false },
  // Three bodyguards; they ignore 1 flag and never retreat: each other flag removes one (seed 000:1017-1044).
  BG: { ...UNITS.BG, blocks: 3, ignoresAllFlags: false, ignoresFlags: 1, holdsGround: true },
};

const ZVEZDA_LEADERS: Readonly<Record<LeaderKind, LeaderStats>> = {
  ...LEADERS,
  // The commander's check follows the ordinary 1-die close-combat check (seed 002:637; seed 000:1017-1044);
  // he inspires his bodyguards only (seed 000:1033 names no other unit).
  commander: { ...LEADERS.commander, closeCheckDice: 1, inspiresAdjacent: false },
};

const UNITS_BY_EDITION: Readonly<Record<Edition, Readonly<Record<UnitTypeId, UnitStats>>>> = {
  gmt2021: UNITS,
  zvezda2012: ZVEZDA_UNITS,
};
const LEADERS_BY_EDITION: Readonly<Record<Edition, Readonly<Record<LeaderKind, LeaderStats>>>> = {
  gmt2021: LEADERS,
  zvezda2012: ZVEZDA_LEADERS,
};

/** The unit table of an edition. */
export function unitTable(edition: Edition): Readonly<Record<UnitTypeId, UnitStats>> {
  return UNITS_BY_EDITION[edition] ?? UNITS;
}

/** Statistics of a unit type under an edition. */
export function unitStatsFor(edition: Edition, type: UnitTypeId): UnitStats {
  return unitTable(edition)[type];
}

/** Statistics of a unit in a game (its edition's sheet). */
export function statsOf(state: Pick<GameState, 'edition'>, unit: Pick<Unit, 'type'>): UnitStats {
  return unitTable(state.edition)[unit.type];
}

/** Statistics of a leader kind under an edition. */
export function leaderStatsFor(edition: Edition, kind: LeaderKind): LeaderStats {
  return (LEADERS_BY_EDITION[edition] ?? LEADERS)[kind];
}
