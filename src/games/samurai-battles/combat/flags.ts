// How many flags a unit may ignore in one roll against it. Seed 003:1657-1683 (morale: support,
// square symbol, attached leader, Dragon cards; at most 2 per roll), terrain 2180, 2264-2267, 2288
// (bridge, fence, palisade, castle), bodyguards 753-754 (must ignore every flag).
// Zvezda 2012: seed 002:652-673 (the same sources), buildings 002:1058; the commander's guards ignore
// 1 flag (000:1038) and hold their ground (flagOutcome.ts).

import { neighborNumbers } from '../board/hexDistance';
import { leaderOf, leaderOnNumber, unitOnNumber } from '../board/occupancy';
import { effectiveTerrain, terrainFlagsIgnored } from '../data/terrain';
import { statsOf, unitStatsFor } from '../data/units';
import type { GameState, Side } from '../types';
import type { Roller } from './score';

/** At most this many flags may be ignored in one roll, whatever the sources (1663). */
export const MAX_FLAGS_IGNORED = 2;

/** Dragon card effects on this roll; pass only the card in force if two conflict. */
export interface FlagMods {
  /** The unit may not ignore any flag (Cowards, Panic). */
  cannotIgnore?: boolean;
  /** The unit may ignore every flag (Courage, Brave Leader, Followers of Bishamon). */
  ignoreAll?: boolean;
}

export interface FlagRule {
  /** Flags the owner MAY ignore (he may accept any of them, 1660-1662). */
  max: number;
  /** A Dragon card lets it ignore any number of flags (then `max` is not a limit). */
  mayIgnoreAll: boolean;
  /** It MUST ignore every flag (bodyguards with their army commander, even against Dragon cards). */
  mustIgnoreAll: boolean;
  sources: string[];
}

/** Adjacent hexes holding a friendly unit or a friendly leader alone (1668-1674). */
export function supportingHexes(state: GameState, hex: string, side: Side): number {
  let n = 0;
  for (const m of neighborNumbers(hex)) {
    const u = unitOnNumber(state, m);
    if (u) {
      if (u.side === side) n++;
      continue;
    }
    const l = leaderOnNumber(state, m);
    if (l && l.side === side) n++;
  }
  return n;
}

/**
 * The flag rule for the unit `unitId` against a roll by `attacker` (a unit type or a levy charge;
 * null when the flags come from a Dragon card). Call it after any leader casualty check: a leader
 * killed by it no longer helps (1681-1683).
 */
export function flagIgnore(
  state: GameState,
  unitId: string,
  attacker: Roller | null,
  mods: FlagMods = {},
): FlagRule {
  const sources: string[] = [];
  const rule = flagRuleOf(state, unitId, attacker, mods, sources);
  return { max: rule.max, mayIgnoreAll: rule.mayIgnoreAll, mustIgnoreAll: rule.mustIgnoreAll, sources };
}

/**
 * The flag rule without its sources (what the flags step needs): the same reading as flagIgnore,
 * which this is, with no text made.
 */
export function flagRule(
  state: GameState,
  unitId: string,
  attacker: Roller | null,
  mods: FlagMods = {},
): Omit<FlagRule, 'sources'> {
  return flagRuleOf(state, unitId, attacker, mods, null);
}

/** The flag rule; its sources are written in `sources` when given. */
function flagRuleOf(
  state: GameState,
  unitId: string,
  attacker: Roller | null,
  mods: FlagMods,
  sources: string[] | null,
): Omit<FlagRule, 'sources'> {
  const u = state.units[unitId];
  if (!u) throw new Error(`no unit ${unitId}: a lone leader ignores no flags, he retreats anyway`);
  const stats = statsOf(state, u);
  if (stats.ignoresAllFlags) {
    sources?.push('bodyguards never retreat from their tent');
    return { max: 0, mayIgnoreAll: false, mustIgnoreAll: true };
  }
  if (mods.cannotIgnore) {
    sources?.push('a Dragon card forbids ignoring flags');
    return { max: 0, mayIgnoreAll: false, mustIgnoreAll: false };
  }
  let n = 0;
  if (supportingHexes(state, u.hex, u.side) >= 2) {
    n++;
    sources?.push('supported by 2 friendly neighbours');
  }
  // The commander standing with his guards is part of their unit: his flag is the one their sheet
  // gives (000:1038, the same "ignore 1 flag" as any leader's, 983), not one more on top of it.
  if (leaderOf(state, u) && !stats.bodyguard) {
    n++;
    sources?.push('a leader is with the unit');
  }
  if (stats.ignoresFlags > 0) {
    n += stats.ignoresFlags;
    sources?.push(stats.bodyguard ? "the commander's guards ignore 1 flag" : 'samurai (red square) morale');
  }
  const attackerCavalry =
    attacker !== null && attacker !== 'levy-charge' && unitStatsFor(state.edition, attacker).cavalry;
  const t = terrainFlagsIgnored(state, u.hex, stats.cavalry, attackerCavalry);
  if (t > 0) {
    n += t;
    sources?.push(`terrain (${effectiveTerrain(state, u.hex).name.toLowerCase()})`);
  }
  if (mods.ignoreAll) sources?.push('a Dragon card lets it ignore every flag');
  return { max: Math.min(n, MAX_FLAGS_IGNORED), mayIgnoreAll: mods.ignoreAll === true, mustIgnoreAll: false };
}

/** The range of flags the owner may choose to ignore out of `flags` rolled. */
export function ignorableFlags(rule: FlagRule, flags: number): { min: number; max: number } {
  if (rule.mustIgnoreAll) return { min: flags, max: flags };
  if (rule.mayIgnoreAll) return { min: 0, max: flags };
  return { min: 0, max: Math.min(flags, rule.max) };
}
