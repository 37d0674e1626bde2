// The scenario file format, version 1 (docs/scenario-format.md). A scenario is plain JSON: the
// battle notes (armies, cards, tokens, first player, victory, special rules) and, for playable
// scenarios, the battlefield (terrain, units, leaders). schema.ts checks the shape, validate.ts the
// meaning; both are kept in step with these types by a compile-time check in schema.ts.

import type { DieFace, HexKey, LeaderKind, Objective, Side, TerrainId, UnitTypeId } from '../types';
import type { ProblemArgs, ProblemCode } from './problem-codes';

export const SCENARIO_FORMAT = 'kassen-scenario';
export const SCENARIO_VERSION = 1;

export interface ScenarioV1 {
  format: 'kassen-scenario';
  version: 1;
  /** kebab-case, unique, equals the file name without `.json`. */
  id: string;
  /** English title shown in the scenario list. */
  title: string;
  edition: 'gmt2021';
  /** 'notes' = battle notes only, no map: played on the physical board in companion mode. */
  kind: 'playable' | 'notes';
  /** 1..40 when the notes come from a scenario of the GMT scenario book. */
  gmtNumber?: number;
  year?: number;
  /** Where the notes were read (GMT scenarios: seed 003 and its line range). */
  source?: ScenarioSource;
  armies: { top: ArmySpec; bottom: ArmySpec };
  firstPlayer: Side;
  terrain: TerrainSpec[];
  units: UnitSpec[];
  leaders: LeaderSpec[];
  /** Named map areas that typed rules refer to (a castle, a river bank). Empty hex lists in 'notes'. */
  zones?: ZoneSpec[];
  victory: VictorySpec;
  rules: RulesSpec;
  /** The special rules as players read them, in our own words; `enforced` = covered by typed data. */
  specialRules: SpecialRuleText[];
  notes: { history: string; setup?: string };
  links?: CampaignLinks;
}

export interface ScenarioSource {
  /** Seed file number, e.g. '003'. */
  seed: string;
  /** First and last seed line of the scenario's notes. */
  lines: [number, number];
}

export interface ArmySpec {
  name: string;
  /** 'red', 'blue' or a #rrggbb colour. */
  color: string;
  /** Command cards in hand (the army's command). */
  commandCards: number;
  dragonCards: number;
  /** Honor & Fortune tokens taken from the common pool of 30. */
  honor: number;
}

export interface TerrainSpec {
  hex: HexKey;
  t: TerrainId;
  /** Owner of a command tent (required on tents, not allowed elsewhere). */
  side?: Side;
  /** Hill name: hill hexes with the same name form one plateau (only on hills). */
  hill?: string;
}

export interface UnitSpec {
  id?: string;
  side: Side;
  type: UnitTypeId;
  hex: HexKey;
  /** Blocks at the start (1..4); default 4. */
  blocks?: number;
  /** Contingent name used by rules (e.g. 'mori' for an order lock). */
  group?: string;
}

export interface LeaderSpec {
  id?: string;
  side: Side;
  kind: LeaderKind;
  hex: HexKey;
  name?: string;
  /** Banners the opponent gains for eliminating him; default 1. */
  banners?: number;
}

export interface ZoneSpec {
  /** kebab-case id that rules refer to. */
  id: string;
  /** What players call it: 'Niiyama Castle', 'the Uesugi bank of the Tedori'. */
  name: string;
  /** Full hexes of the area; empty in 'notes' scenarios (no map), at least one in 'playable' ones. */
  hexes: HexKey[];
}

export interface VictorySpec {
  /** Banners needed to win (1..18). */
  banners: number;
  /** Objectives the engine enforces on the map (hex based). */
  objectives: Objective[];
  /** Scenario victory rules that are not tied to fixed hexes (or use zones). */
  rules?: VictoryRule[];
  /** The victory conditions as players read them, in our own words. */
  text: string[];
}

/**
 * Typed victory rules the GMT battle notes need beyond "1 banner per enemy unit or leader
 * eliminated". Banners are permanent unless the rule says they are held.
 */
export type VictoryRule =
  /** Eliminating a leader of `side` gives the opponent `banners` instead of 1 (one named leader, or all). */
  | { kind: 'leader-value'; side: Side; banners: number; leaderName?: string }
  /**
   * The command tent of `tentOf` is captured when an enemy unit stands on it at the start of the enemy's
   * turn: the tent hex is removed, the captor gains `banners` permanent banners and the owner discards a
   * Command card at random (seed 003:766-771, where the default is 3 banners).
   */
  | { kind: 'tent-capture'; tentOf: Side; banners: number }
  /** The enemy wins at once when one of its units enters the command tent of `tentOf`. */
  | { kind: 'tent-sudden-death'; tentOf: Side }
  /**
   * A `side` unit entering the zone gains `banners` permanent banners at once. `once`: only the first
   * unit counts (a castle); otherwise every unit does. `removeUnit`: the unit leaves the battlefield.
   */
  | {
      kind: 'zone-entry';
      side: Side;
      zone: string;
      banners: number;
      once: boolean;
      removeUnit: boolean;
      unitTypes?: UnitTypeId[];
    }
  /**
   * At the start of `side`'s turn each of its units in the zone counts as `banners` held banners; a
   * unit keeps counting while it stays in the zone (`keep: 'zone'`, the default) or in the very hex
   * it was counted in (`keep: 'hex'`), and stops the moment it leaves or is eliminated.
   */
  | { kind: 'zone-hold'; side: Side; zone: string; banners: number; keep?: 'zone' | 'hex' }
  /**
   * At the start of each turn of `side` (each side for 'both') from its own turn `fromTurn` on,
   * it gains `banners` permanent banners if the condition holds.
   */
  | { kind: 'turn-banner'; side: Side | 'both'; banners: number; fromTurn?: number; condition: TurnCondition }
  /**
   * At the start of every turn the side on more hexes of `terrain` than its opponent holds `banners`
   * banners; it loses them as soon as it loses the majority.
   */
  | { kind: 'terrain-majority'; terrain: TerrainId; banners: number }
  /**
   * At the end of its turn `side` gains `banners` permanent banners for playing one of `cards`
   * (Command card definition ids); with `notFinal` it cannot gain its winning banner this way.
   */
  | { kind: 'card-banner'; side: Side; cards: string[]; banners: number; notFinal: boolean };

/** A condition checked for one side (the "own" side) at a moment of the turn. */
export type TurnCondition =
  /** Some section of the battlefield holds no enemy unit; hexes cut by a section line count as center only. */
  | { test: 'section-clear' }
  /** The number of own or enemy units in the zone is within min..max (inclusive; each bound optional). */
  | { test: 'zone-units'; zone: string; whose: 'own' | 'enemy'; min?: number; max?: number };

export interface RulesSpec {
  /** Every river is fordable: ford rules on each river hex, its fords unrestricted (seed 003:2169-2172). */
  riverFordable?: boolean;
  handSizeChanges?: HandSizeChange[];
  /** Other typed rules (see RuleEffect). */
  effects?: RuleEffect[];
}

/**
 * The command (hand size) of `side` changes by `delta` when the event happens, within min..max.
 * A rise draws the extra cards; a fall discards cards chosen at random, not replaced.
 */
export interface HandSizeChange {
  side: Side;
  on: HandSizeEvent;
  delta: number;
  min?: number;
  max?: number;
}

export type HandSizeEvent =
  /** After each turn of `side` (scenario 12: a surprised army gathering its wits). */
  | { event: 'own-turn-end' }
  /** When an enemy unit first occupies the zone (scenarios 21 and 34: a castle falls). */
  | { event: 'zone-captured'; zone: string };

/** Typed special rules. */
export type RuleEffect =
  /** Fords carry no movement or combat restriction (they are shallow). */
  | { kind: 'fords-open' }
  /** Every hex of this terrain is impassable to units and leaders; `label` names it (e.g. 'tombs'). */
  | { kind: 'impassable'; terrain: TerrainId; label?: string }
  /** Every hex of terrain `from` follows the rules of `to` (fences are palisades, a castle is buildings). */
  | { kind: 'terrain-as'; from: TerrainId; to: TerrainId; label?: string }
  /** Before the first turn both players roll `dice` dice; more `face` symbols goes first, ties re-roll. */
  | { kind: 'first-player-roll'; dice: number; face: DieFace }
  /**
   * A unit of `side` in `group` may not move from its starting hex until one of `cards` has ordered
   * it; from then on that unit is ordered as usual.
   */
  | { kind: 'order-lock'; side: Side; group: string; cards: string[] }
  /** `side` draws its Command card at the end of its turn only if the condition holds. */
  | { kind: 'draw-only-if'; side: Side; condition: TurnCondition };

export interface SpecialRuleText {
  text: string;
  /** True when typed data in this file (or a default rule) covers the rule, so an engine can apply it. */
  enforced: boolean;
}

export interface CampaignLinks {
  previous?: string;
  next?: string;
  /** Block losses carry over from `previous` by the dice procedure of seed 003:3218-3225. */
  carryLosses?: boolean;
}

/** One line of scenarios/index.json. */
export interface ScenarioIndexEntry {
  id: string;
  /** Path from the scenarios/ folder, e.g. 'gmt/02-arita-castle-takeda-vanguard.json'. */
  file: string;
  title: string;
  kind: 'playable' | 'notes';
  gmtNumber?: number;
}

export interface ScenarioIndex {
  format: 'kassen-scenario-index';
  version: 1;
  scenarios: ScenarioIndexEntry[];
}

/** A problem found in a scenario: a JSON path like `units[3].hex` and a plain explanation. */
export interface ScenarioProblem {
  path: string;
  /** The English sentence (scripts, the CLI, the tests); screens say `code` in the player's language. */
  message: string;
  /** Absent on problems from outside the validator: screens fall back to a generic text. */
  code?: ProblemCode;
  args?: ProblemArgs;
}

export type ScenarioResult = { ok: true; scenario: ScenarioV1 } | { ok: false; problems: ScenarioProblem[] };
