// Events say what happened, for the game log and the animations. Events that reveal hidden
// information to one player only carry `private` and are removed from the other player's view.

import type { CardInstance, DieFace, HexKey, Section, Side } from '../types';

export type GameEvent = { private?: Side } & (
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
  | { type: 'hits'; target: string; hits: number; flags: number; swordsIgnored: number }
  | { type: 'blocks-lost'; unit: string; count: number; left: number; cause: LossCause }
  | { type: 'unit-eliminated'; unit: string; side: Side }
  | { type: 'leader-killed'; leader: string; side: Side; cause: LossCause }
  | { type: 'leader-survived'; leader: string }
  | { type: 'bodyguards-surrender'; unit: string }
  | { type: 'flags-ignored'; piece: string; count: number }
  | { type: 'retreated'; piece: string; path: HexKey[]; blocked: number }
  | { type: 'castle-holds'; unit: string; flags: number }
  | { type: 'seppuku'; leader: string; side: Side }
  | { type: 'honor'; side: Side; delta: number; reason: string }
  | { type: 'lack-of-honor'; side: Side; unpaid: number }
  | { type: 'banner'; side: Side; count: number; reason: string; total: number }
  | { type: 'inspired'; leader: string; unit: string }
  | { type: 'gained-ground'; unit: string; to: HexKey }
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
);

export type LossCause =
  | 'combat'
  | 'blocked-retreat'
  | 'lack-of-honor'
  | 'dragon'
  | 'castle'
  | 'check'
  | 'surrender';

export interface DiceBreakdownSummary {
  base: number;
  cap: { value: number; reason: string } | null;
  bonuses: { source: string; dice: number }[];
  total: number;
}
