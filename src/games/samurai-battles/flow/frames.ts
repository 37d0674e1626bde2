// The continuation stack of the state machine. The top frame is the current step: either an
// automatic step (runs at once) or a decision point (names a seat and lists legal actions).
// Frames are plain JSON, so a saved game resumes in the middle of a combat.

import type { OrderChoice, OrderPlan } from '../orders/types';
import type { CardInstance, DieFace, HexKey, Side } from '../types';

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
  faces?: DieFace[];
  /** Attacker's hex at declaration (battle back goes against it). */
  attackerHex: HexKey;
}

export type Frame =
  | { kind: 'start-turn' }
  | { kind: 'command' }
  | { kind: 'window'; seat: Side; window: DragonWindow; about?: string }
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
    }
  | { kind: 'retreat'; side: Side; unit: string; hexes: number }
  | { kind: 'leader-retreat'; side: Side; leader: string; forced: boolean }
  | { kind: 'leader-check'; side: Side; leader: string; dice: number; swords: number; thenLone: boolean }
  | { kind: 'lack-of-honor'; side: Side; pending: { hits: number; candidates: string[] }[] }
  | { kind: 'battle-back-choice'; side: Side; unit: string; targets: HexKey[] }
  | { kind: 'gain-ground'; unit: string; hex: HexKey; bonusAllowed: boolean }
  | { kind: 'bonus-choice'; unit: string }
  | {
      kind: 'end-turn';
      /** First Strike cards the defender played this turn: he draws one replacement for each (seed 003:2050-2051). */
      replacements?: number;
    }
  | { kind: 'finish-turn' }
  | { kind: 'keep-card'; side: Side; drawn: CardInstance[] }
  | { kind: 'replenish'; side: Side }
  | { kind: 'discard-dragon'; side: Side };

/** What caused a lack-of-honor roll: a unit's or a leader's retreat, or a Dragon card. */
export type LackOfHonorOrigin = { unit: string } | { leader: string } | { dragon: true };

export type FrameKind = Frame['kind'];
