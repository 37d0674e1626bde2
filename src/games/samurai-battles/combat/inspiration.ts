// Which leaders may inspire a unit for its close combat (1 token, +1 die, at most once per combat).
// Seed 003:1348-1378: a foot leader inspires the unit he is with; a mounted leader also inspires units
// next to him and need not be ordered. 747-750: the army commander inspires his bodyguards and the
// units next to his tent; once he has left it he is a foot leader (761). 2203-2204: not in buildings.
// Zvezda 2012: the commander inspires his bodyguards only (seed 000:1033).

import { hexNumber } from '../board/grid';
import { hexDistance } from '../board/hexDistance';
import { leaderStatsFor, statsOf } from '../data/units';
import { adjacent } from '../hex';
import type { GameState, Leader } from '../types';
import { inspirationForbiddenAt } from './terrainEffects';

/** The army commander still stands with his bodyguards. */
function withBodyguards(state: GameState, l: Leader): boolean {
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.hex === l.hex && u.side === l.side && statsOf(state, u).bodyguard) return true;
  }
  return false;
}

/** Ids of the leaders who may inspire the unit in close combat (attacking or battling back). */
export function inspirers(state: GameState, unitId: string): string[] {
  const u = state.units[unitId];
  if (!u || inspirationForbiddenAt(state, u.hex)) return [];
  const out: string[] = [];
  // The unit's hex number looked up once (-1 off the numbered board: then the keys decide).
  const at = hexNumber(u.hex);
  for (const id in state.leaders) {
    const l = state.leaders[id]!;
    if (l.side !== u.side) continue;
    if (l.hex === u.hex) out.push(l.id);
    else if (nextTo(l.hex, u.hex, at)) {
      const reach =
        leaderStatsFor(state.edition, l.kind).inspiresAdjacent &&
        (l.kind !== 'commander' || withBodyguards(state, l));
      if (reach) out.push(l.id);
    }
  }
  return out.sort();
}

/** Whether hex `a` is next to hex `b`, numbered `bn` (adjacent, with b's number already known). */
function nextTo(a: string, b: string, bn: number): boolean {
  const an = bn < 0 ? -1 : hexNumber(a);
  return an < 0 ? adjacent(a, b) : hexDistance(an, bn) === 1;
}
