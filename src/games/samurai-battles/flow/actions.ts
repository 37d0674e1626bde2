// Every action a player can take, as plain JSON. The engine lists the legal ones at each decision
// point; the UI, the network guest and the simulator only ever send one of those back.

import type { OrderChoice } from '../orders/types';
import type { CardInstance, HexKey } from '../types';

export type Action =
  /** Command phase: play a Command card from the hand. */
  | { type: 'play-card'; card: CardInstance }
  /** Orders phase: order one more unit or leader, or stop ordering. */
  | { type: 'order'; choice: OrderChoice }
  | { type: 'end-orders' }
  /** Movement phase: move a piece (unit with its leader, or a lone leader) to a hex. */
  | { type: 'move'; piece: string; to: HexKey }
  /** A lone leader leaves the battlefield across his own baseline (3 Honor & Fortune). */
  | { type: 'exit'; piece: string }
  /** The piece stays where it is (its movement is over). */
  | { type: 'hold'; piece: string }
  | { type: 'end-movement' }
  /** Battle phase: one ordered unit battles a target (close or ranged). */
  | { type: 'battle'; unit: string; target: HexKey; mode: 'close' | 'ranged' }
  /** Levies adjacent to the same enemy combine their close combat into one roll. */
  | { type: 'levy-charge'; units: string[]; target: HexKey }
  | { type: 'end-battles' }
  /** Battle back against one of the levies of a levy charge. */
  | { type: 'battle-back'; target: HexKey }
  /** Inspire the battling unit with a leader (1 Honor & Fortune, +1 die) or not. */
  | { type: 'inspire'; leader: string }
  | { type: 'no-inspire' }
  /** The defender ignores this many flags (0 = accept every flag). */
  | { type: 'ignore-flags'; count: number }
  /** Choose a retreat path (the final hex names it). */
  | { type: 'retreat'; to: HexKey }
  /** A lone leader retreats to a hex, or commits seppuku. */
  | { type: 'leader-retreat'; to: HexKey }
  | { type: 'seppuku' }
  /** Lack of honor: choose which of the equally near units loses a block. */
  | { type: 'lose-block'; unit: string }
  /** Red Dragon: choose which unit with the symbol rolled retreats. */
  | { type: 'dragon-retreat'; unit: string }
  /** After a successful close combat: advance into the vacated hex or stay. */
  | { type: 'gain-ground' }
  | { type: 'stay' }
  /** Bonus close combat after gaining ground, or none. */
  | { type: 'bonus-combat'; target: HexKey }
  | { type: 'no-bonus' }
  /** Reaction windows: play a Dragon card (with a target when it needs one), First Strike, or pass. */
  | { type: 'play-dragon'; card: CardInstance; target?: HexKey | string }
  | { type: 'first-strike'; card: CardInstance }
  | { type: 'pass' }
  /** Draw 2, keep 1 (Order One Unit cards). */
  | { type: 'keep-card'; card: CardInstance }
  /** End of turn: a Dragon card or 2 Honor & Fortune; then optionally discard a Dragon card for 1 token. */
  | { type: 'take-dragon' }
  | { type: 'take-honor' }
  | { type: 'discard-dragon'; card: CardInstance }
  | { type: 'keep-dragons' };

export type ActionType = Action['type'];
