// May these levies charge together? Seed 003:1341-1343 (2 or more ordered levies next to the same
// enemy unit that close-combat it roll all their dice at once) and the unit sheet 547-551. Adjacency is
// judged when the charge is declared, after movement (rules-decisions #8). Whether each levy was
// ordered, may still battle and has not battled yet is the caller's check.

import { unitAt } from '../board/occupancy';
import { statsOf } from '../data/units';
import { adjacent } from '../hex';
import type { GameState, HexKey } from '../types';
import { battleProhibition } from './terrainEffects';
import type { Verdict } from './verdict';

export function levyChargeAllowed(state: GameState, levyIds: readonly string[], targetHex: HexKey): Verdict {
  if (new Set(levyIds).size < 2) return { ok: false, why: 'a Levy charge needs 2 or more levies' };
  const target = unitAt(state, targetHex);
  if (!target) return { ok: false, why: 'a Levy charge attacks an enemy unit' };
  for (const id of levyIds) {
    const u = state.units[id];
    if (!u || !statsOf(state, u).levyCharge) return { ok: false, why: `${id} is not a levy` };
    if (u.side === target.side) return { ok: false, why: 'levies charge an enemy unit' };
    if (!adjacent(u.hex, targetHex))
      return { ok: false, why: 'every charging levy must be next to the target' };
    const why = battleProhibition(state, u, targetHex, 'close');
    if (why) return { ok: false, why };
  }
  return { ok: true };
}
