// What the flags a unit did not ignore make it do. Seed 003:1561-1568 (1 hex per flag, levies 2),
// 2289 and 6116-6119 (infantry in a castle holds: 1 hit per flag), 714-717 and 753-754 (bodyguards
// never retreat). Lone leaders are not handled here: flags never touch them, they retreat 1-3 hexes
// (or commit seppuku) after every attack they survive (1546-1552).

import { effectiveTerrain } from '../data/terrain';
import { UNITS } from '../data/units';
import type { GameState } from '../types';

export type FlagOutcome =
  | { kind: 'none' }
  /** Retreat this many hexes toward the own baseline (the retreat path is the caller's). */
  | { kind: 'retreat'; hexes: number }
  /**
   * Stay and lose this many blocks. Like a blocked retreat it costs no honor and calls for no leader
   * check (rules-decisions #10).
   */
  | { kind: 'hold'; hits: number; reason: string };

export function flagOutcome(state: GameState, unitId: string, flagsNotIgnored: number): FlagOutcome {
  const u = state.units[unitId];
  if (!u) throw new Error(`no unit ${unitId}`);
  if (flagsNotIgnored <= 0) return { kind: 'none' };
  const stats = UNITS[u.type];
  if (stats.ignoresAllFlags) return { kind: 'none' };
  const here = effectiveTerrain(state, u.hex);
  if (here.holdsInsteadOfRetreating[stats.cavalry ? 'cavalry' : 'infantry']) {
    return {
      kind: 'hold',
      hits: flagsNotIgnored,
      reason: `${here.name.toLowerCase()}: the unit holds and takes a hit per flag`,
    };
  }
  return { kind: 'retreat', hexes: flagsNotIgnored * stats.retreatPerFlag };
}
