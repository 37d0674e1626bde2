// Whole-turn effects of the Command card, for the movement and battle steps. The data lives on the
// card definitions (data/commandCards.ts); this fills in the defaults. The unit effects apply to the
// pieces the card ordered, never to a unit ordered through a "1 unit of your choice" fallback.

import { COMMAND_CARDS } from '../data/commandCards';
import type { CommandCardId, UnitTypeId } from '../types';
import type { OrderPlan } from './plan';

export interface TurnEffects {
  /** Extra close-combat dice for ordered units, bonus close combat included (Cavalry Charge). */
  closeBonus: number;
  /** Extra dice in every combat, close or ranged, for ordered units (Shogun). */
  anyBonus: number;
  /** Ordered units may not use ranged combat (Cavalry Charge). */
  noRanged: boolean;
  /** Ordered units may fire twice (Stand and Fire). */
  fireTwice: boolean;
  /** Ordered units may not move before or after battling (Stand and Fire). */
  noMove: boolean;
  /** Most hexes any ordered piece may move, lone leaders included (Serpent: 1); null = normal. */
  maxMove: number | null;
  /** Per unit type: movement allowance replacing the normal one. */
  move: Partial<Record<UnitTypeId, number>>;
  /** Per unit type: most hexes it may move and still battle. */
  moveAndBattle: Partial<Record<UnitTypeId, number>>;
  /** Unit types that may not battle at all when ordered (Infantry Assault: missile units). */
  noBattle: UnitTypeId[];
  /** At the draw, draw 2 and keep 1 (Order One Unit cards). */
  drawTwoKeepOne: boolean;
  /** The printed face also draws a Dragon card (applies only if GameOptions.orderOneDrawsDragon). */
  faceDrawsDragon: boolean;
  /** Reshuffle both decks with their discards at the end of the turn, before drawing (Shogun). */
  reshuffleBeforeDraw: boolean;
}

export function noEffects(): TurnEffects {
  return {
    closeBonus: 0,
    anyBonus: 0,
    noRanged: false,
    fireTwice: false,
    noMove: false,
    maxMove: null,
    move: {},
    moveAndBattle: {},
    noBattle: [],
    drawTwoKeepOne: false,
    faceDrawsDragon: false,
    reshuffleBeforeDraw: false,
  };
}

/**
 * The effects of a card definition played as written. Pass the effective card (for Counter-attack,
 * the copy it became: see effectiveCardId); Counter-attack and First Strike themselves have none.
 */
export function turnEffects(cardDefId: CommandCardId): TurnEffects {
  const card = COMMAND_CARDS[cardDefId];
  if (!card) return noEffects();
  const e = card.effects;
  // One object in noEffects' key order (the turn state's JSON keeps it), built once a turn.
  return {
    closeBonus: e.closeBonus ?? 0,
    anyBonus: e.anyBonus ?? 0,
    noRanged: e.noRanged ?? false,
    fireTwice: e.fireTwice ?? false,
    noMove: e.noMove ?? false,
    maxMove: e.maxMove ?? null,
    move: e.move ? { ...e.move } : {},
    moveAndBattle: e.moveAndBattle ? { ...e.moveAndBattle } : {},
    noBattle: e.noBattle ? [...e.noBattle] : [],
    drawTwoKeepOne: card.drawTwoKeepOne,
    faceDrawsDragon: card.faceDrawsDragon,
    reshuffleBeforeDraw: card.reshuffleBeforeDraw,
  };
}

/** The effects for this turn's plan: none on the units when it fell back to "1 unit of your choice". */
export function planTurnEffects(plan: OrderPlan): TurnEffects {
  if (plan.effective === null) return noEffects();
  const full = turnEffects(plan.effective);
  if (plan.mode === 'card') return full;
  const out = noEffects();
  out.drawTwoKeepOne = full.drawTwoKeepOne;
  out.faceDrawsDragon = full.faceDrawsDragon;
  out.reshuffleBeforeDraw = full.reshuffleBeforeDraw;
  return out;
}
