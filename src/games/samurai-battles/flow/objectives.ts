// Scenario objectives beyond eliminations: hexes held (at once or at the start of a turn) and
// banners per turn. Named leaders worth more are handled where leaders die (leader.banners).

import { unitAt } from '../board/occupancy';
import type { Objective } from '../types';
import { awardBanners, type Ctx, emit } from './context';

function heldCount(ctx: Ctx, o: Extract<Objective, { kind: 'hold-hexes' }>): number {
  const held = o.hexes.filter((h) => unitAt(ctx.state, h)?.side === o.side).length;
  if (o.each) return held * o.banners;
  return held === o.hexes.length ? o.banners : 0;
}

function settle(ctx: Ctx, index: number, o: Extract<Objective, { kind: 'hold-hexes' }>): void {
  const s = ctx.state;
  s.victory.held ??= {};
  const held = s.victory.held;
  const k = String(index);
  const before = held[k] ?? 0;
  const now = heldCount(ctx, o);
  if (now > before) {
    held[k] = now;
    awardBanners(ctx, o.side, now - before, 'scenario objective held');
  } else if (now < before && !o.permanent) {
    held[k] = now;
    const p = s.players[o.side];
    p.banners -= before - now;
    for (let i = 0; i < before - now; i++) p.bannerLog.pop();
    emit(ctx, {
      type: 'banner',
      side: o.side,
      count: now - before,
      reason: 'scenario objective lost',
      total: p.banners,
    });
  }
}

export function checkObjectivesAtTurnStart(ctx: Ctx): void {
  const s = ctx.state;
  s.victory.objectives.forEach((o, i) => {
    if (s.winner) return;
    if (o.kind === 'hold-hexes' && o.when === 'start-of-turn' && o.side === s.active) settle(ctx, i, o);
    if (o.kind === 'banner-per-turn' && o.side === s.active && s.turn >= (o.fromTurn ?? 1)) {
      awardBanners(ctx, o.side, o.banners, 'scenario: banner for the turn');
    }
  });
}

/** Objectives that count the moment they are met; run after every action. */
export function checkObjectivesImmediate(ctx: Ctx): void {
  const s = ctx.state;
  s.victory.objectives.forEach((o, i) => {
    if (s.winner) return;
    if (o.kind === 'hold-hexes' && o.when === 'immediate') settle(ctx, i, o);
  });
}
