// The state of a companion game: everything of a Samurai Battles game except the board. The decks,
// hands, reserves, pool, banners, turn and PRNG live in `table`, a Samurai Battles GameState with an
// empty battlefield, so the engine's own bookkeeping (flow/context.ts: draws, reshuffles, tokens
// taken from and paid to the pool, banners and victory) keeps the same accounting as a digital game.

import type { CardInstance, DieFace, GameState, LeaderCheckKind, Side } from '../samurai-battles/rules-api';
import type { TerrainRules } from './battlefield';
import type { CombatOutcome, DicePlan } from './calculator';
import type { HonorCause, LackOfHonorReading } from './lackOfHonor';
import type { CombatSpec } from './spec';

/**
 * Where the turn stands. 'table': the seat in control may do any bookkeeping. The other steps are the
 * end of the active player's turn, taken one decision at a time as in the engine (seed 003:1809-1845).
 */
export type CompanionPhase =
  | { step: 'table' }
  /** An Order One Unit card: of the two cards drawn, keep one (seed 003:1980-1987). */
  | { step: 'keep-card'; drawn: CardInstance[] }
  /** A Dragon card or 2 Honor & Fortune (seed 003:1815-1817). */
  | { step: 'replenish' }
  /** Optionally discard a Dragon card for 1 token (seed 003:1818-1826). */
  | { step: 'discard-dragon' };

/** The latest roll, shown to both players until the next one. */
export type RollRecord =
  | { kind: 'free'; faces: DieFace[] }
  | {
      kind: 'combat';
      spec: CombatSpec;
      plan: DicePlan;
      outcome: CombatOutcome;
      /** Tokens the roller actually took (the pool may run short, seed 003:1885-1888). */
      honorGained: number;
    }
  | {
      kind: 'lack-of-honor';
      side: Side;
      cause: HonorCause;
      unpaid: number;
      faces: DieFace[];
      reading: LackOfHonorReading[];
    }
  | { kind: 'leader-check'; side: Side; check: LeaderCheckKind; faces: DieFace[]; killed: boolean }
  | { kind: 'shogun'; side: Side; faces: DieFace[]; honorGained: number };

export interface CompanionState {
  game: 'companion';
  /** Schema version of this state shape. */
  version: 1;
  scenarioId: string;
  title: string;
  /** 'notes': a GMT battle played from its notes; 'playable': one of our battlefields on the table. */
  scenarioKind: 'playable' | 'notes';
  /** Decks, hands, reserves, pool, banners, turn, active player, PRNG, winner, action count. */
  table: GameState;
  /** The seat at the controls: the active player, unless he handed the device over. */
  control: Side;
  phase: CompanionPhase;
  /** First Strike cards played by the defender this turn: each is replaced first at the end of it. */
  replacements: number;
  /** Scenario terrain rules the calculator applies. */
  terrainRules: TerrainRules;
  calc: CombatSpec;
  lastRoll: RollRecord | null;
}
