// The action objects the combat's own decisions offer (inspire, flags, gaining ground, bonus combat,
// battle back), made once per leader, count or hex and shared by every listing: actions a listing
// hands out are never changed (docs/engine.md "Speed"), so a decision makes no new action objects.
// Each has the keys in the order a listing made them.

import type { HexKey } from '../types';
import type { Action } from './actions';

export const NO_INSPIRE: Action = { type: 'no-inspire' };
export const GAIN_GROUND: Action = { type: 'gain-ground' };
export const STAY: Action = { type: 'stay' };
export const NO_BONUS: Action = { type: 'no-bonus' };

/** The action kept for `key`, made by `make` when first asked for. */
function keptAction<K>(kept: Map<K, Action>, key: K, make: (key: K) => Action): Action {
  let a = kept.get(key);
  if (a === undefined) {
    a = make(key);
    kept.set(key, a);
  }
  return a;
}

// By leader id, count of flags ignored, or target hex.
const inspires = new Map<string, Action>();
const ignoreFlags = new Map<number, Action>();
const bonusCombats = new Map<HexKey, Action>();
const battleBacks = new Map<HexKey, Action>();
const newInspire = (leader: string): Action => ({ type: 'inspire', leader });
const newIgnoreFlags = (count: number): Action => ({ type: 'ignore-flags', count });
const newBonusCombat = (target: HexKey): Action => ({ type: 'bonus-combat', target });
const newBattleBack = (target: HexKey): Action => ({ type: 'battle-back', target });

/** `{ type: 'inspire', leader }`, one per leader id. */
export const inspireAction = (leader: string): Action => keptAction(inspires, leader, newInspire);
/** `{ type: 'ignore-flags', count }`, one per count. */
export const ignoreFlagsAction = (count: number): Action => keptAction(ignoreFlags, count, newIgnoreFlags);
/** `{ type: 'bonus-combat', target }`, one per hex. */
export const bonusCombatAction = (target: HexKey): Action => keptAction(bonusCombats, target, newBonusCombat);
/** `{ type: 'battle-back', target }`, one per hex. */
export const battleBackAction = (target: HexKey): Action => keptAction(battleBacks, target, newBattleBack);
