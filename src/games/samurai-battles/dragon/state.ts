// What Dragon cards leave behind in the game state: whole-turn modifiers in `turnState.dragon` and
// per-combat modifiers on the combat frame. Plain JSON, so a saved game resumes with them. The
// flow reads them only through dragon/modifiers.ts; the cards write them (dragon/cards/*).

import type { CardInstance, GameState, Section, Side } from '../types';

/** What a card does to flags: let a unit ignore every flag, or forbid ignoring any. */
export type FlagRule = 'ignore-all' | 'cannot-ignore';

export interface FlagCardRule {
  /** The card in play (its place in `dragonInPlay` orders conflicting cards: the later one wins). */
  card: CardInstance;
  rule: FlagRule;
  /** Cowards: no card, earlier or later, lets the unit ignore flags (seed 003:5358-5362). */
  absolute?: boolean;
}

/** Per-combat modifiers, kept on the combat frame they belong to. */
export interface CombatDragon {
  /** Extra dice for one rolling unit (Ambush, Desperate Charge). */
  bonuses?: { unit: string; source: string; dice: number }[];
  /** The whole roll may not exceed this many dice, bonuses included (Aikido Training). */
  limit?: { value: number; reason: string };
  /** The roller's own dice are this many before caps and bonuses (Revenge). */
  base?: { value: number; source: string };
  /** Flag rules for the unit rolled against (Courage, Brave Leader, Cowards). */
  flags?: FlagCardRule[];
  /** Each flag rolled against the target counts twice (Terrifying Strike). */
  doubleFlags?: boolean;
  /** The roller's side gains 2 tokens per block the target loses to this roll (Head Collector). */
  headCollector?: boolean;
  /** The target ignores every hit of this roll (Bullet-Proof Armor). */
  ignoreHits?: boolean;
}

/** Units a whole-turn dice card is for. */
export type DiceUnits = 'triangle' | 'bow' | 'arquebus';

export interface TurnDice {
  side: Side;
  card: CardInstance;
  source: string;
  units: DiceUnits;
  mode: 'close' | 'ranged';
  dice: number;
  /** Only units ordered this turn (Fire Arrows, Rank Fire). */
  orderedOnly: boolean;
  /** Every sword is rolled once more for extra results (Rank Fire). */
  rerollSwords?: boolean;
}

export interface TurnMove {
  side: Side;
  card: CardInstance;
  /** One unit (Katchu Keiba, Spirit of Haya-ji), or every foot unit of `side` (Move Like the Wind). */
  unit?: string;
  foot?: boolean;
  hexes: number;
  /** Passes through units and any terrain it could enter (Spirit of Haya-ji). */
  through?: boolean;
}

export interface DragonTurn {
  /** Whole-turn dice bonuses (Ashigaru Attack, Fire Arrows, Rank Fire). */
  dice: TurnDice[];
  /** Whole-turn flag rules for all units of one side (Followers of Bishamon, Panic). */
  flags: { side: Side; card: CardInstance; rule: FlagRule }[];
  /** Extra movement (Katchu Keiba, Spirit of Haya-ji, Move Like the Wind). */
  moves: TurnMove[];
  /** Changes to the active player's orders, applied when the order plan is built. */
  orders: {
    /** Tactical Wisdom: the card's section `from` reads `to`. */
    sectionChange?: { from: Section; to: Section };
    /** Brave Messenger: extra units anywhere (with a section card ordering 1-3). */
    extra?: number;
    /** White Dragon: at most this many orders. */
    max?: number;
  };
  /** A card taken back with Ninja Thief that its owner may still play this turn. */
  extraPlay: Partial<Record<Side, CardInstance>>;
  /** Blocks each unit lost to the first shot of a Stand and Fire unit, by `${attacker}>${target}`. */
  firstShotHits: Record<string, number>;
  /** Sage Advisor took a Command card from the discard instead of the draw. */
  skipDraw?: boolean;
}

function emptyTurn(): DragonTurn {
  return { dice: [], flags: [], moves: [], orders: {}, extraPlay: {}, firstShotHits: {} };
}

const NONE: DragonTurn = emptyTurn();

/** This turn's Dragon modifiers (an empty record when no card left any). Read only. */
export function dragonTurn(state: GameState): DragonTurn {
  return state.turnState.dragon ?? NONE;
}

/** This turn's Dragon modifiers, created on first use, for a card to write into. */
export function editDragonTurn(state: GameState): DragonTurn {
  state.turnState.dragon ??= emptyTurn();
  return state.turnState.dragon;
}
