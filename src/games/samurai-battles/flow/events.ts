// Events say what happened, for the game log and the animations. Events that reveal hidden
// information to one player only name their `audience` (src/engine/events.ts): the other player's
// events drop them, or keep a public form (a card drawn, without the card).

import type { Audienced } from '../../../engine/events';
import type { DiceBonus } from '../combat/dice';
import type { HitRule } from '../combat/score';
import type { Cap } from '../combat/terrainEffects';
import type { CardInstance, DieFace, HexKey, Section, Side } from '../types';
import type { DragonWindow } from './frames';

export type GameEvent = Audienced<Side> &
  (
    | { type: 'turn-start'; turn: number; side: Side }
    | { type: 'card-played'; side: Side; card: CardInstance; as?: string }
    | { type: 'no-orders'; side: Side }
    | { type: 'ordered'; side: Side; piece: string; detach?: boolean }
    | { type: 'orders-lost'; side: Side; count: number }
    | { type: 'moved'; side: Side; piece: string; from: HexKey; to: HexKey; path: HexKey[] }
    | { type: 'joined'; leader: string; unit: string }
    | { type: 'leader-exited'; side: Side; leader: string }
    | { type: 'unit-withdrawn'; side: Side; unit: string }
    | {
        type: 'battle';
        side: Side;
        unit: string;
        target: HexKey;
        mode: 'close' | 'ranged';
        battleBack?: boolean;
        bonus?: boolean;
      }
    | {
        type: 'dice';
        side: Side;
        purpose: string;
        faces: DieFace[];
        dice: DiceBreakdownSummary | null;
        /** The unit or leader the dice were rolled at (Dragon card rolls). */
        target?: string;
      }
    | { type: 'reroll'; side: Side; purpose: string; faces: DieFace[] }
    | {
        type: 'hits';
        target: string;
        hits: number;
        flags: number;
        swordsIgnored: number;
        /**
         * The roll these hits were scored from: every die it counted (re-rolls included) and the rule
         * that read them, before Dragon cards changed the result (the luck report's input).
         */
        roll?: { side: Side; faces: DieFace[]; rule: HitRule };
      }
    | { type: 'blocks-lost'; unit: string; count: number; left: number; cause: LossCause }
    | { type: 'unit-eliminated'; unit: string; side: Side }
    | { type: 'leader-killed'; leader: string; side: Side; cause: LossCause }
    | { type: 'leader-survived'; leader: string }
    | { type: 'bodyguards-surrender'; unit: string }
    | { type: 'flags-ignored'; piece: string; count: number }
    | { type: 'retreated'; piece: string; path: HexKey[]; blocked: number }
    | { type: 'castle-holds'; unit: string; flags: number }
    /** Zvezda bodyguards never fall back: each flag they do not ignore costs a guard. */
    | { type: 'guards-hold'; unit: string; flags: number }
    | { type: 'seppuku'; leader: string; side: Side }
    | { type: 'honor'; side: Side; delta: number; reason: string }
    | { type: 'lack-of-honor'; side: Side; unpaid: number }
    | { type: 'banner'; side: Side; count: number; reason: string; total: number }
    | { type: 'inspired'; leader: string; unit: string }
    | { type: 'gained-ground'; unit: string; to: HexKey; from?: HexKey }
    | { type: 'dragon-played'; side: Side; card: CardInstance; cost: number; target?: string }
    /** Dragon card effects that change the board or the hands. */
    | { type: 'unit-defected'; unit: string; from: Side; to: Side }
    | { type: 'move-cancelled'; piece: string; to: HexKey }
    | { type: 'blocks-restored'; unit: string; count: number; blocks: number }
    | { type: 'section-changed'; side: Side; from: Section; to: Section }
    | { type: 'command-swapped'; side: Side; card: CardInstance; returned: CardInstance }
    | { type: 'card-taken'; side: Side; deck: 'command' | 'dragon'; card: CardInstance }
    | { type: 'hits-ignored'; unit: string; hits: number }
    | { type: 'hand-size'; side: Side; size: number }
    | { type: 'first-strike'; side: Side; unit: string }
    | { type: 'card-drawn'; side: Side; deck: 'command' | 'dragon'; card?: CardInstance }
    | { type: 'card-discarded'; side: Side; deck: 'command' | 'dragon'; card: CardInstance; random?: boolean }
    | { type: 'reshuffled'; deck: 'command' | 'dragon' }
    | { type: 'tent-captured'; side: Side; by: Side }
    | { type: 'surrender'; side: Side }
    | { type: 'game-over'; winner: Side; reason: string }
    /**
     * A reaction window reached while its seat held nothing playable there, so nobody was asked.
     * Always private to that seat (the other player must not learn it); the pass-and-play UI reads it
     * to pause for the defender exactly where the engine would have asked him (docs/ui.md).
     */
    | { type: 'window-skipped'; seat: Side; window: DragonWindow }
  );

export type LossCause =
  | 'combat'
  | 'blocked-retreat'
  | 'lack-of-honor'
  | 'dragon'
  | 'castle'
  | 'check'
  | 'surrender';

/** How a combat's dice were counted (flow/rules.ts diceFor): the roll and the dice preview share it. */
export interface DiceBreakdownSummary {
  /** The rolling units' own dice (a levy charge adds up its levies). */
  base: number;
  /** The limit that bound the base dice (terrain, moving before firing) or the whole roll (a card). */
  cap: Cap | null;
  /** Dice added after the cap: Command and Dragon cards, a leader's inspiration. */
  bonuses: DiceBonus[];
  total: number;
  /**
   * Each rolling unit with its own dice before any cap (one unit, or every levy of a charge); a
   * levy's own terrain cap is given with it, since it binds that levy's dice only.
   */
  rollers?: { unit: string; dice: number; cap?: Cap }[];
  /** Ranged combat: hexes to the target (the target's hex counted, the firer's not). */
  range?: number;
}
