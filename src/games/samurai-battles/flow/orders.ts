// From the Command card to the frames of the turn: the order plan, the whole-turn effects and, when
// the card can order nothing, straight to the draw (seed 003:864-865).

import { canOrderAnything, planTurnEffects, startOrders } from '../orders';
import type { CommandCardId, DieFace } from '../types';
import { type Ctx, emit } from './context';
import type { Frame } from './frames';

export function turnFrames(ctx: Ctx, played: CommandCardId, shogunFaces: DieFace[] | undefined): Frame[] {
  const s = ctx.state;
  const opts = shogunFaces ? { shogunFaces } : {};
  const plan = startOrders(s, s.active, played, opts);
  s.turnState.effects = planTurnEffects(plan);
  if (!canOrderAnything(s, s.active, played, opts)) {
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
