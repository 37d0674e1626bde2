// Every companion action, as plain JSON. The seat in control decides; it may work its own cards and
// keep the books of both armies (what happens on the physical board is public). Actions on a hand
// (play, draw, discard, keep) are always the acting seat's own.

import type { CardInstance, LeaderCheckKind, Side, UnitTypeId } from '../samurai-battles/rules-api';
import type { HonorCause } from './lackOfHonor';
import type { CalcChange } from './spec';

export type Deck = 'command' | 'dragon';

/** What a banner was won for: the unit type or leader eliminated, an objective, anything else. */
export type BannerFor =
  | Exclude<UnitTypeId, 'BG'>
  | 'foot-leader'
  | 'mounted-leader'
  | 'commander'
  | 'objective'
  | 'other';

export const BANNER_FOR: readonly BannerFor[] = [
  'SSp',
  'SB',
  'ASp',
  'AB',
  'AA',
  'LI',
  'SSpC',
  'SBC',
  'foot-leader',
  'mounted-leader',
  'commander',
  'objective',
  'other',
];

/** The largest free roll and the largest token loss the helpers offer. */
export const MAX_FREE_DICE = 12;
export const MAX_HONOR_LOSS = 9;

export type CompanionAction =
  /** The other player takes the device (or the controls, on two phones) to act. */
  | { type: 'hand-over' }
  // Own cards.
  /** The active player's Command card for the turn; the defender may play First Strike. */
  | { type: 'play-command'; card: CardInstance }
  /** A Dragon card: its cost goes from the reserve onto the card until the end of the turn. */
  | { type: 'play-dragon'; card: CardInstance }
  | { type: 'draw'; deck: Deck }
  | { type: 'discard'; card: CardInstance }
  /** Take a named card from a discard pile into the hand (some Dragon cards allow it). */
  | { type: 'take-discard'; card: CardInstance }
  // The end of the active player's turn.
  /** `draw: false` when a scenario rule withholds the Command card draw this turn. */
  | { type: 'end-turn'; draw?: false }
  | { type: 'keep-card'; card: CardInstance }
  | { type: 'take-dragon' }
  | { type: 'take-honor' }
  | { type: 'discard-dragon'; card: CardInstance }
  | { type: 'keep-dragons' }
  // Books of either army.
  | { type: 'discard-random'; side: Side; deck: Deck }
  /** The army's command (hand size) rises (a card is drawn) or falls (a card is lost at random). */
  | { type: 'command-size'; side: Side; delta: 1 | -1 }
  | { type: 'reshuffle'; deck: Deck }
  /** One token from the pool to the reserve (+1) or back (-1). */
  | { type: 'honor'; side: Side; delta: 1 | -1 }
  /** Pay tokens (a retreat, a Dragon card's price); what cannot be paid is rolled as Lack of Honor. */
  | { type: 'lose-honor'; side: Side; amount: number; cause: HonorCause }
  | { type: 'banner'; side: Side; for: BannerFor }
  /** Take back the army's latest banner (a mistake, an objective lost). */
  | { type: 'banner-lost'; side: Side }
  /** `side`'s command tent is taken by the enemy (seed 003:766-771). */
  | { type: 'tent-captured'; side: Side }
  /** A lone leader of `side` commits seppuku (seed 003:1646-1654). */
  | { type: 'seppuku'; side: Side }
  /** The casualty check of a leader of `side`. */
  | { type: 'leader-check'; side: Side; kind: LeaderCheckKind }
  /** A scenario's sudden-death condition was met on the board. */
  | { type: 'declare-victory'; side: Side }
  // Dice.
  | { type: 'roll'; count: number }
  /** Roll the calculator's dice and read them. */
  | { type: 'combat-roll' }
  | ({ type: 'calc' } & CalcChange)
  | { type: 'calc-reset' };

export type CompanionActionType = CompanionAction['type'];
