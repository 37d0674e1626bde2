// What the flags a unit did not ignore make it do. Seed 003:1561-1568 (1 hex per flag, levies 2),
// 2289 and 6116-6119 (infantry in a castle holds: 1 hit per flag), 714-717 and 753-754 (bodyguards
// never retreat). Zvezda 2012: the commander's guards never retreat either; each flag they do not
// ignore costs a guard (seed 000:1040). Lone leaders are not handled here: flags never touch them,
// they retreat 1-3 hexes (or commit seppuku) after every attack they survive (1546-1552).

import { effectiveTerrain } from '../data/terrain';
import { statsOf } from '../data/units';
import type { GameState } from '../types';

export type FlagOutcome =
  | { kind: 'none' }
  /** Retreat this many hexes toward the own baseline (the retreat path is the caller's). */
  | { kind: 'retreat'; hexes: number }
  /**
   * Stay and lose this many blocks. Like a blocked retreat it costs no honor and calls for no leader
   * check (rules-decisions #10). `by` says why: the hex (castle) or the unit itself (Zvezda guards).
   */
  | { kind: 'hold'; hits: number; by: 'terrain' | 'unit'; reason: string };

export function flagOutcome(state: GameState, unitId: string, flagsNotIgnored: number): FlagOutcome {
  const u = state.units[unitId];
  if (!u) throw new Error(`no unit ${unitId}`);
  if (flagsNotIgnored <= 0) return { kind: 'none' };
  const stats = statsOf(state, u);
  if (stats.ignoresAllFlags) return { kind: 'none' };
  if (stats.holdsGround) {
    return {
      kind: 'hold',
      hits: flagsNotIgnored,
      by: 'unit',
      reason: `${stats.name.toLowerCase()} never retreat: a figure falls per flag`,
    };
  }
  const here = effectiveTerrain(state, u.hex);
  if (here.holdsInsteadOfRetreating[stats.cavalry ? 'cavalry' : 'infantry']) {
    return {
      kind: 'hold',
      hits: flagsNotIgnored,
      by: 'terrain',
      reason: `${here.name.toLowerCase()}: the unit holds and takes a hit per flag`,
    };
  }
  return { kind: 'retreat', hexes: flagsNotIgnored * stats.retreatPerFlag };
}
