// Scenario objectives beyond eliminations: hexes held (at once or at the start of a turn) and
// banners per turn. Named leaders worth more are handled where leaders die (leader.banners).

import type { Objective } from '../types';
import { awardBanners, type Ctx } from './context';
import { dropHeld, holdHexesCount, objectiveKey, releaseEndedHolds } from './heldBanners';

function settle(ctx: Ctx, index: number, o: Extract<Objective, { kind: 'hold-hexes' }>): void {
  ctx.state.victory.held ??= {};
  const held = ctx.state.victory.held;
  const k = objectiveKey(index);
  const before = held[k] ?? 0;
  const now = holdHexesCount(ctx.state, o);
  if (now > before) {
    held[k] = now;
    awardBanners(ctx, o.side, now - before, 'scenario objective held');
  } else if (now < before && !o.permanent) {
    dropHeld(ctx, k, o.side, now, 'scenario objective lost');
  }
}

export function checkObjectivesAtTurnStart(ctx: Ctx): void {
  const s = ctx.state;
  // A loop, not forEach with a closure: this runs every turn.
  const objectives = s.victory.objectives;
  for (let i = 0; i < objectives.length; i++) {
    if (s.winner) continue;
    const o = objectives[i]!;
    if (o.kind === 'hold-hexes' && o.when === 'start-of-turn' && o.side === s.active) settle(ctx, i, o);
    if (o.kind === 'banner-per-turn' && o.side === s.active && s.turn >= (o.fromTurn ?? 1)) {
      awardBanners(ctx, o.side, o.banners, 'scenario: banner for the turn');
    }
  }
}

/**
 * Objectives that count the moment they are met, and held banners lost the moment their hold ends
 * (heldBanners.ts); run after every action and again after its automatic steps.
 */
export function checkObjectivesImmediate(ctx: Ctx): void {
  const s = ctx.state;
  releaseEndedHolds(ctx);
  // A loop, not forEach with a closure: this runs twice an action.
  const objectives = s.victory.objectives;
  for (let i = 0; i < objectives.length; i++) {
    if (s.winner) continue;
    const o = objectives[i]!;
    if (o.kind === 'hold-hexes' && o.when === 'immediate') settle(ctx, i, o);
  }
}
