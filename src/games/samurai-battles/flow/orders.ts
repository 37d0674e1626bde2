// From the Command card to the frames of the turn: the order plan, the whole-turn effects and, when
// the card can order nothing, straight to the draw (seed 003:864-865). The plan is built after the
// Command card's reaction windows, so the Dragon cards played there (Tactical Wisdom, Brave
// Messenger, White Dragon, Spirit of the White Fox, and the before-orders cards that change the
// board) shape it.

import { withOccupancyIndex } from '../board/occupancy';
import { cardDef } from '../data/commandCards';
import { dragonOrderOptions, dragonSectionChange } from '../dragon/modifiers';
import { type OrderPlan, planTurnEffects, startOrders } from '../orders';
import type { CommandCardId, DieFace } from '../types';
import { type Ctx, emit } from './context';
import type { Frame } from './frames';
import { pop, push, type StepHandler } from './machine';
import { legalOrders } from './rules';

export function turnFrames(ctx: Ctx, played: CommandCardId, shogunFaces: DieFace[] | undefined): Frame[] {
  const s = ctx.state;
  // Built and listed in one board scope: the card's candidates (orders/listing.ts) are kept with
  // the board, and the orders step's own listing of the same plan is remembered.
  const plan = withOccupancyIndex(s, () => plannedAndListed(ctx, played, shogunFaces));
  s.turnState.effects = planTurnEffects(plan);
  if (firstListingEmpty) {
    emit(ctx, { type: 'no-orders', side: s.active });
    return [{ kind: 'end-turn' }];
  }
  return [
    { kind: 'orders', plan, chosen: [] },
    { kind: 'movement' },
    { kind: 'battle-phase' },
    { kind: 'end-turn' },
  ];
}

/** Whether the first listing of the plan plannedAndListed last made offered no order. */
let firstListingEmpty = false;

/** turnPlan, with its first listing made (and kept with the board) in the same scope. */
function plannedAndListed(ctx: Ctx, played: CommandCardId, shogunFaces: DieFace[] | undefined): OrderPlan {
  const s = ctx.state;
  const plan = turnPlan(ctx, played, shogunFaces);
  firstListingEmpty = legalOrders(s, s.active, plan, []).length === 0;
  return plan;
}

/** The turn's order plan: the card's, as the Dragon cards played with it change it. */
function turnPlan(ctx: Ctx, played: CommandCardId, shogunFaces: DieFace[] | undefined): OrderPlan {
  const s = ctx.state;
  const opts = shogunFaces ? { shogunFaces } : {};
  const printed = startOrders(s, s.active, played, opts);
  // The Dragon cards' options, when there are any, make another plan; without, the printed one is it
  // (startOrders reads the state only, so asking again would build the same plan).
  const extra = dragonOrderOptions(s, printed);
  return dragonSectionChange(
    s,
    extra.extraPools === undefined && extra.maxTotal === undefined
      ? printed
      : startOrders(s, s.active, played, { ...opts, ...extra }),
  );
}

/** Builds the turn's frames once the Command card's windows are over. */
export const planOrders: StepHandler<Extract<Frame, { kind: 'plan-orders' }>> = {
  step(ctx, f) {
    const s = ctx.state;
    pop(s);
    const card = s.turnState.card;
    // The card's definition id by its kept definition (cardDefId would cut a new string each turn).
    push(s, ...(card ? turnFrames(ctx, cardDef(card).id, f.shogunFaces) : [{ kind: 'end-turn' as const }]));
    return null;
  },
};
