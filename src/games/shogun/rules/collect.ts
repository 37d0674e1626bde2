// The Rice and Tax actions (321-341) and the revolts they may cause (560, 583, 617).

import { provinceAt } from '../board';
import type { Seat } from '../data/components';
import { PROVINCES, type ProvinceId } from '../data/provinces';
import { playerOf } from '../players';
import type { ShogunState } from '../types';
import { type BattleReport, revolt } from './battle';
import { currentEffect } from './events';

export type Collect = 'rice' | 'tax';

/** What the action yields: printed value, then the event, then the special card (295, 746). */
export function collectAmount(state: ShogunState, seat: Seat, id: ProvinceId, kind: Collect): number {
  const effect = currentEffect(state);
  let n = kind === 'tax' ? PROVINCES[id].tax : PROVINCES[id].rice;
  if (kind === 'tax' && effect?.kind === 'taxAtMost') n = Math.min(n, effect.chests);
  if (kind === 'tax' && effect?.kind === 'taxAtLeast') n = Math.max(n, effect.chests);
  if (kind === 'rice' && effect?.kind === 'riceAtMost') n = Math.min(n, effect.rice);
  if (kind === 'rice' && effect?.kind === 'riceAtLeast') n = Math.max(n, effect.rice);
  const special = state.specials[seat];
  if ((kind === 'tax' && special === 'chest') || (kind === 'rice' && special === 'rice')) n += 1;
  return n;
}

export interface CollectReport {
  province: ProvinceId;
  kind: Collect;
  /** Rice or chests gained; 0 when a revolt took the province (Shogun decision 3). */
  gained: number;
  revolt: BattleReport | null;
}

/**
 * Collects rice or tax in a province of `seat`. Unrest there raises a revolt first (560); a province
 * lost to it yields nothing. Kept provinces gain an unrest marker (341).
 */
export function collect(state: ShogunState, seat: Seat, id: ProvinceId, kind: Collect): CollectReport {
  const p = provinceAt(state, id);
  const fight = p.unrest > 0 ? revolt(state, seat, id, 0) : null;
  if (fight && fight.winner !== 'defender') return { province: id, kind, gained: 0, revolt: fight };
  const player = playerOf(state, seat);
  let gained = collectAmount(state, seat, id, kind);
  if (kind === 'rice') player.rice += gained;
  else {
    // The bank is finite (61): it pays what it holds.
    gained = Math.min(gained, state.bank);
    state.bank -= gained;
    player.chests += gained;
  }
  if (state.unrestSupply > 0) {
    p.unrest += 1;
    state.unrestSupply -= 1;
  }
  return { province: id, kind, gained, revolt: fight };
}
