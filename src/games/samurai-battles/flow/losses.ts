// Losses: blocks taken from a unit, a leader killed, bodyguards surrendering. Each goes through the
// banner accounting of context.ts, and a Zvezda camp left empty by a loss falls (camp.ts).

import { removeLeader, removeUnit } from '../board/occupancy';
import { statsOf } from '../data/units';
import { rulesOf } from '../editions';
import { opponent, type Side } from '../types';
import { campFallsIfEmpty } from './camp';
import { awardBanners, type Ctx, emit } from './context';
import type { LossCause } from './events';

/** Removes blocks from a unit; eliminates it (banner to the enemy) when none are left. */
export function loseBlocks(
  ctx: Ctx,
  unitId: string,
  count: number,
  cause: LossCause,
): { lost: number; eliminated: boolean } {
  const u = ctx.state.units[unitId];
  if (!u || count <= 0) return { lost: 0, eliminated: false };
  const lost = Math.min(count, u.blocks);
  u.blocks -= lost;
  emit(ctx, { type: 'blocks-lost', unit: unitId, count: lost, left: u.blocks, cause });
  if (u.blocks === 0) {
    removeUnit(ctx.state, unitId);
    emit(ctx, { type: 'unit-eliminated', unit: unitId, side: u.side });
    const stats = statsOf(ctx.state, u);
    if (stats.banners > 0) awardBanners(ctx, opponent(u.side), stats.banners, `eliminated ${stats.name}`);
    // The last Zvezda guard gone from a camp his commander has left empties it (flow/camp.ts).
    if (stats.bodyguard) campFallsIfEmpty(ctx, u.hex, u.side);
    return { lost, eliminated: true };
  }
  return { lost, eliminated: false };
}

/** Removes a leader; the enemy gains his banners unless `noBanner` (Personal Challenge, seed 003:5537-5539). */
export function killLeader(
  ctx: Ctx,
  leaderId: string,
  cause: LossCause,
  opts: { noBanner?: boolean } = {},
): void {
  const l = ctx.state.leaders[leaderId];
  if (!l) return;
  removeLeader(ctx.state, leaderId);
  emit(ctx, { type: 'leader-killed', leader: leaderId, side: l.side, cause });
  // The army commander's bodyguards surrender when he falls (seed 003:738-740); no banner for them.
  // Zvezda guards fight on: their camp stands while any figure is left on it (seed 000:1044; 002:1098).
  if (l.kind === 'commander' && rulesOf(ctx.state).bodyguardsSurrender)
    surrenderBodyguards(ctx, l.side, l.hex);
  if (!opts.noBanner)
    awardBanners(ctx, opponent(l.side), l.banners ?? 1, `eliminated ${l.name ?? 'a leader'}`);
  if (l.kind === 'commander') campFallsIfEmpty(ctx, l.hex, l.side);
}

/** The bodyguards of `side` in `hex` (or anywhere, without a hex) leave the battle with no banner. */
export function surrenderBodyguards(ctx: Ctx, side: Side, hex?: string): void {
  for (const id in ctx.state.units) {
    const u = ctx.state.units[id]!;
    if (u.side === side && statsOf(ctx.state, u).bodyguard && (hex === undefined || u.hex === hex)) {
      removeUnit(ctx.state, id);
      emit(ctx, { type: 'bodyguards-surrender', unit: id });
    }
  }
}
