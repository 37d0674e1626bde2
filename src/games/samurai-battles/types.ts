// Plain-JSON types of a Samurai Battles game (either edition: see editions.ts). Everything here must survive
// structuredClone and JSON round trips: no classes, Maps, Sets, functions or undefined-as-meaning.

import type { RngState } from '../../engine/rng';
import type { DragonTurn } from './dragon/state';
import type { Frame } from './flow/frames';
import type { TurnEffects } from './orders/turnEffects';
import type { HandSizeEvent, TurnCondition, VictoryRule } from './scenario/format';

export type { Frame };

/** The rule set a game is played under: GMT 2021 (blocks, the primary rules) or Zvezda 2012 (figures). */
export type Edition = 'gmt2021' | 'zvezda2012';
export const EDITION_IDS: readonly Edition[] = ['gmt2021', 'zvezda2012'];

/** The two seats are named by the board edge their army starts on (its baseline and retreat direction). */
export type Side = 'top' | 'bottom';
export const SIDES: readonly Side[] = ['top', 'bottom'];
export function opponent(side: Side): Side {
  return side === 'top' ? 'bottom' : 'top';
}

/**
 * A hex in doubled-column coordinates: `c` counts half hex widths, `r` is the row (0 = top baseline,
 * 10 = bottom baseline). Neighbours are (c±2, r) and (c±1, r±1). Even rows hold 12 full hexes at
 * c = 0, 2, ..., 22; odd rows hold 11 full hexes at c = 1, 3, ..., 21 and half hexes at c = -1 and 23.
 */
export interface Hex {
  c: number;
  r: number;
}
/** Hex as a string key "c,r" (used in records and scenario files). */
export type HexKey = string;

/** Board sections as seen from a player's own baseline. */
export type Section = 'left' | 'center' | 'right';

/** The six faces of a battle die. */
export type DieFace = 'circle' | 'triangle' | 'square' | 'flag' | 'honor' | 'swords';
export const DIE_FACES: readonly DieFace[] = ['circle', 'triangle', 'square', 'flag', 'honor', 'swords'];

/** Unit standard symbols (rank): green circle, blue triangle, red square; bodyguards carry crossed swords. */
export type UnitSymbol = 'circle' | 'triangle' | 'square' | 'swords';

export type UnitTypeId =
  | 'SSp' // Samurai spear infantry
  | 'SB' // Samurai bow infantry
  | 'ASp' // Ashigaru spear infantry
  | 'AB' // Ashigaru bow infantry
  | 'AA' // Ashigaru arquebus infantry
  | 'LI' // Levy infantry
  | 'SSpC' // Samurai spear cavalry
  | 'SBC' // Samurai bow cavalry
  | 'BG'; // Army commander's bodyguards

export type LeaderKind = 'foot' | 'mounted' | 'commander';

export type TerrainId =
  | 'open'
  | 'forest'
  | 'hill'
  | 'river'
  | 'ford'
  | 'bridge'
  | 'buildings'
  | 'fields'
  | 'ravine'
  | 'tent'
  | 'fence'
  | 'palisade'
  | 'castle';

export interface TerrainCell {
  t: TerrainId;
  /** Owner of a command tent. */
  side?: Side;
  /** Optional hill name: hill hexes with the same name form one plateau (default: connected hill hexes). */
  hill?: string;
  /**
   * A Zvezda 2012 camp: a tent that held its army commander at setup. Impassable, and lost the moment
   * nobody of his unit is left on it (flow/camp.ts). Tents a scenario leaves empty keep the GMT rules.
   */
  camp?: boolean;
}

export interface Unit {
  id: string;
  /** Scenario contingent (order locks refer to it). */
  group?: string;
  /** An order-locked unit that a named card has released. */
  released?: boolean;
  /** Where it started (order locks keep it there). */
  startHex?: HexKey;
  side: Side;
  type: UnitTypeId;
  hex: HexKey;
  blocks: number;
  /** Blocks at full strength (for healing and the UI). */
  maxBlocks: number;
}

export interface Leader {
  id: string;
  side: Side;
  kind: LeaderKind;
  hex: HexKey;
  name?: string;
  /** Banners the opponent gains for eliminating him (scenario rule for named leaders); default 1. */
  banners?: number;
}

export type CommandCardId = string; // a card definition, e.g. 'order-two-center'
export type DragonCardId = string; // a card definition, e.g. 'ambush'
/** A physical card in a deck: its definition id and a copy number, e.g. 'order-two-center#3'. */
export type CardInstance = string;

export interface PlayerState {
  name: string;
  /** Display colour of the army (the UI never relies on it alone). */
  color: string;
  hand: CardInstance[];
  /** Command = hand size, from the scenario; can change during play. */
  handSize: number;
  dragonHand: CardInstance[];
  /** Honor & Fortune reserve. */
  honor: number;
  banners: number;
  /** What each banner was gained for, in order (for the log and the victory screen). */
  bannerLog: { turn: number; reason: string }[];
  /** The Command card definition this player played on his last turn (Counter-attack copies it). */
  lastCard: CommandCardId | null;
}

export interface VictoryRules {
  /** Banners needed to win. */
  banners: number;
  /** Typed scenario objectives enforced by the engine (see scenario format). */
  objectives: Objective[];
  /** Banners for capturing each side's command tent (3 unless the scenario says otherwise). */
  tentBanners?: Partial<Record<Side, number>>;
  /** Banners currently credited by held objectives and rules, by key (they can be lost again). */
  held?: Record<string, number>;
  /** The units whose hold earned a `zone-hold` rule's banners, by the same key, with the hex each was counted in. */
  holders?: Record<string, { unit: string; hex: HexKey }[]>;
  /** Typed scenario victory rules (scenario/format.ts VictoryRule). */
  rules?: VictoryRule[];
  /** Named areas of the map the rules refer to. */
  zones?: Record<string, HexKey[]>;
  /** One-off rules already used (zone entries counted once), by key. */
  done?: Record<string, boolean>;
}

export type Objective =
  | {
      kind: 'hold-hexes';
      side: Side;
      hexes: HexKey[];
      /** Banners while held; 'start-of-turn' means counted when `side` starts a turn there. */
      banners: number;
      when: 'immediate' | 'start-of-turn';
      /** Each hex counts separately (true) or the group is worth `banners` together (false). */
      each: boolean;
      /** If true the banner is kept once gained; if false it is lost again when the hexes are lost. */
      permanent: boolean;
    }
  | { kind: 'named-leader'; leader: string; banners: number }
  | { kind: 'banner-per-turn'; side: Side; banners: number; fromTurn?: number };

/** House rules and options that change the game (recorded in every save). */
export interface GameOptions {
  /** Order One Unit card faces add "also draw a Dragon card" (rules-decisions: off by default). */
  orderOneDrawsDragon: boolean;
  /** A river is fordable everywhere (scenario rule). */
  riverFordable: boolean;
  /** Dragon card costs and copies per card definition (house-rules table). */
  dragonCosts: Record<DragonCardId, number>;
  dragonCopies: Record<DragonCardId, number>;
  /** Whether Dragon cards are dealt at all (false in the earliest tests and scenarios without them). */
  dragonCards: boolean;
  /** Scenario rule: fords carry no movement or combat restriction. */
  fordsOpen?: boolean;
  /** Scenario rule: terrain types no piece may enter (e.g. tombs as impassable buildings). */
  impassable?: TerrainId[];
  /** Scenario rules that change how the turn runs (hand size changes, order locks, conditional draws). */
  turnRules?: TurnRule[];
  /**
   * When a player is asked to react (play a Dragon card or First Strike): 'always', at every moment he
   * could, even holding nothing playable there (he can only pass, and nobody learns what he holds);
   * 'when-able' (absent: games saved before the option), only when he holds something playable.
   */
  reactionPauses?: ReactionPauses;
  /**
   * Zvezda 2012 house rule (editions.ts EDITION_HOUSE_RULES): after a seppuku the opponent takes one of
   * the player's Dragon cards at random instead of drawing one (the Russian text, seed 002:612-617).
   */
  seppukuTakesDragon?: boolean;
  /**
   * Zvezda 2012 house rule: the English rules' Command deck, 40 section cards (Order Two Units Center
   * x5) and 20 tactic cards (Infantry Assault x1), instead of 39 + 21 (editions.md B-13).
   */
  englishCommandDeck?: boolean;
}

export type ReactionPauses = 'always' | 'when-able';

/** Scenario rules the flow applies during play (from scenario/format.ts RulesSpec). */
export type TurnRule =
  | { kind: 'hand-size'; side: Side; on: HandSizeEvent; delta: number; min?: number; max?: number }
  | { kind: 'order-lock'; side: Side; group: string; cards: string[] }
  | { kind: 'draw-only-if'; side: Side; condition: TurnCondition };

export interface GameState {
  game: 'samurai-battles';
  /** Schema version of this state shape. */
  version: 1;
  scenarioId: string;
  /** The rule set in force (the scenario is written for GMT 2021; Zvezda 2012 applies its own rules). */
  edition: Edition;
  options: GameOptions;
  rng: RngState;
  /** Turns started so far (1 on the first turn). */
  turn: number;
  active: Side;
  terrain: Record<HexKey, TerrainCell>;
  units: Record<string, Unit>;
  leaders: Record<string, Leader>;
  players: Record<Side, PlayerState>;
  commandDeck: CardInstance[];
  commandDiscard: CardInstance[];
  dragonDeck: CardInstance[];
  dragonDiscard: CardInstance[];
  /** The common Honor & Fortune pool (30 tokens in all between pool, reserves and cards). */
  pool: number;
  /** Dragon cards in play this turn with the tokens paid for them (returned at end of turn). */
  dragonInPlay: { side: Side; card: CardInstance; tokens: number }[];
  victory: VictoryRules;
  /** Per-turn flow data; see flow.ts. */
  turnState: TurnState;
  /** The continuation stack of the state machine; the top frame is the current step. See flow.ts. */
  stack: Frame[];
  winner: Side | null;
  endReason: string | null;
  actionCount: number;
  undoFloor: number;
  /** Banners and tokens at the end of every turn (for the victory screen's charts). */
  history: { turn: number; side: Side; banners: Record<Side, number>; honor: Record<Side, number> }[];
  /** A scenario that draws its first player by a roll (Anegawa): the roll, to show and log it. */
  firstRoll?: FirstPlayerRoll;
}

/** Both armies roll the same dice; more of `face` plays first; a tie rolls again (one entry per roll). */
export interface FirstPlayerRoll {
  face: DieFace;
  rolls: Record<Side, DieFace[]>[];
  first: Side;
}

/** Per ordered unit or lone leader. */
export interface OrderInfo {
  /** Hexes moved this turn. */
  moved: number;
  /** Movement finished (it moved, or chose not to). */
  moveDone: boolean;
  /** Entered terrain that forbids battle on the turn it is entered. */
  noBattle: boolean;
  /** It has battled (or been used for a Levy charge) this turn. */
  battled: boolean;
  /** Ranged shots taken this turn (Stand and Fire allows two). */
  shots?: number;
  /** Its move ended by joining an ordered leader, or a leader joined it (no further move). */
  joined?: boolean;
  /** Ordered as a leader detaching from his unit. */
  detached?: boolean;
}

export interface TurnState {
  /** The Command card played this turn (instance), null before it is played. */
  card: CardInstance | null;
  /** The card definition in effect (Counter-attack resolves to a copy). */
  effectiveCard: CommandCardId | null;
  /** Ordered units and leaders by id. */
  ordered: Record<string, OrderInfo>;
  /** Whole-turn effects of the Command card on the pieces it ordered (none for a fallback order). */
  effects: TurnEffects;
  /** Dragon card played by each side this turn (at most one each). */
  dragonPlayed: Record<Side, CardInstance | null>;
  /** Who played First Strike this turn, if anyone (draws the replacement first). */
  firstStrike: Side | null;
  /** Dragon card drawn this turn (may not be discarded this turn). */
  dragonDrawn: CardInstance | null;
  /**
   * The Dragon card an Order One face drew with the new Command card (option orderOneDrawsDragon):
   * drawn at the end of the turn too, so it may not be discarded this turn either (seed 003:1826).
   * Absent when none was drawn.
   */
  dragonDrawnWithCard?: CardInstance;
  /** Whole-turn modifiers left by Dragon cards (absent until a card leaves one): dragon/state.ts. */
  dragon?: DragonTurn;
}
