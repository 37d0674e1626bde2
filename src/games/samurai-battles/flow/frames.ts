// The continuation stack of the state machine. The top frame is the current step: either an
// automatic step (runs at once) or a decision point (names a seat and lists legal actions).
// Frames are plain JSON, so a saved game resumes in the middle of a combat.

import type { CombatDragon, FlagCardRule } from '../dragon/state';
import type { OrderChoice, OrderPlan } from '../orders/types';
import type { CardInstance, DieFace, HexKey, Side, UnitSymbol } from '../types';
import type { LossCause } from './events';

/** The moments in which a Dragon card (or First Strike) may be played. */
export type DragonWindow =
  | 'with-command'
  | 'after-opponent-command'
  | 'during-movement'
  | 'after-opponent-move'
  | 'after-opponent-gain-ground'
  | 'before-own-roll'
  | 'before-opponent-roll'
  | 'after-own-roll'
  | 'after-opponent-ranged-roll'
  | 'after-opponent-close-roll'
  | 'after-successful-close-combat'
  | 'before-battle-back'
  | 'before-leader-duel'
  | 'end-of-turn';

export type CombatStep =
  | 'declare'
  | 'first-strike'
  | 'after-first-strike'
  | 'duel'
  | 'pre-roll'
  | 'inspire'
  | 'roll'
  | 'post-roll'
  | 'hits'
  | 'after-hits'
  | 'gain-ground'
  | 'bonus'
  | 'battle-back'
  | 'done';

export interface CombatFrame {
  kind: 'combat';
  step: CombatStep;
  /** The side rolling the dice in this combat. */
  side: Side;
  /** Attacking unit (first of the levies for a levy charge). */
  attacker: string;
  /** Extra levies rolling together (levy charge). */
  levies?: string[];
  targetHex: HexKey;
  /** Unit or lone leader attacked (by id); fixed at declaration. */
  target: string;
  targetIsLeader: boolean;
  mode: 'close' | 'ranged';
  battleBack: boolean;
  bonus: boolean;
  /** This combat is the defender striking first (First Strike / Ambush): no battle back follows. */
  strikesFirst: boolean;
  /** Set when the defender struck first against this attack. */
  struckFirstAgainst?: boolean;
  /** Second shot of Stand and Fire. */
  secondShot?: boolean;
  inspiredBy?: string;
  /** The levy of a Levy charge the inspiring leader reaches (absent: the roller, `attacker`). */
  inspiredUnit?: string;
  faces?: DieFace[];
  /** Attacker's hex at declaration (battle back goes against it). */
  attackerHex: HexKey;
  /** Modifiers from Dragon cards played for this combat (dragon/state.ts). */
  dragon?: CombatDragon;
}

/** A reaction window; `about`, `from` and `leader` say what it reacts to (a move, ground gained). */
export interface WindowFrame {
  kind: 'window';
  seat: Side;
  window: DragonWindow;
  /** The piece that moved or gained ground, or the unit about to battle back. */
  about?: string;
  /** Where that piece stood before. */
  from?: HexKey;
  /** The leader who moved (alone, or with his unit). */
  leader?: string;
}

export type Frame =
  | { kind: 'start-turn' }
  | { kind: 'command' }
  | WindowFrame
  /** After the Command card's windows: builds the order plan (Dragon cards may have changed it). */
  | { kind: 'plan-orders'; shogunFaces?: DieFace[] }
  | { kind: 'orders'; plan: OrderPlan; chosen: OrderChoice[] }
  | { kind: 'movement' }
  | { kind: 'battle-phase' }
  | CombatFrame
  | {
      kind: 'flags';
      side: Side;
      unit: string;
      flags: number;
      max: number;
      mustIgnoreAll: boolean;
      /** Close or ranged (for leader checks of castle hits). */
      mode: 'close' | 'ranged';
      /** The unit whose roll produced the flags (fence: only against cavalry). */
      attacker: string;
      attackerSide: Side;
      /** Dragon cards on these flags (Courage, Brave Leader, Cowards). */
      dragonFlags?: FlagCardRule[];
    }
  | { kind: 'retreat'; side: Side; unit: string; hexes: number }
  | { kind: 'leader-retreat'; side: Side; leader: string; forced: boolean }
  | { kind: 'leader-check'; side: Side; leader: string; dice: number; swords: number; thenLone: boolean }
  | {
      kind: 'lack-of-honor';
      side: Side;
      pending: { hits: number; candidates: string[] }[];
      /** Why the blocks are lost (default lack of honor; Rice Famine's symbols are 'dragon'). */
      cause?: LossCause;
    }
  /** Red Dragon: for each symbol rolled the owner retreats one of his units with it. */
  | { kind: 'dragon-retreat'; side: Side; symbols: UnitSymbol[] }
  | {
      kind: 'battle-back-choice';
      side: Side;
      unit: string;
      targets: HexKey[];
      /** Dragon modifiers for the battle back to come (Revenge). */
      dragon?: CombatDragon;
    }
  | {
      kind: 'gain-ground';
      unit: string;
      hex: HexKey;
      bonusAllowed: boolean;
      /** Legendary Combat: a bonus combat without a leader, or a second one. */
      dragonGrant?: boolean;
    }
  | { kind: 'bonus-choice'; unit: string }
  | {
      kind: 'end-turn';
      /** First Strike cards the defender played this turn: he draws one replacement for each (seed 003:2050-2051). */
      replacements?: number;
      /** The end-of-turn Dragon window (Sage Advisor) has been offered. */
      windowDone?: boolean;
    }
  | { kind: 'finish-turn' }
  | { kind: 'keep-card'; side: Side; drawn: CardInstance[] }
  | { kind: 'replenish'; side: Side }
  | { kind: 'discard-dragon'; side: Side };

/**
 * What caused a lack-of-honor roll: a unit's or a leader's retreat, or a Dragon card. `gone` is set
 * for a unit destroyed at the end of its retreat (combat/lackOfHonor.ts).
 */
export type LackOfHonorOrigin =
  | { unit: string; gone?: { hex: HexKey; symbol: UnitSymbol } }
  | { leader: string }
  | { dragon: true };

export type FrameKind = Frame['kind'];
