// The combat calculator: how many dice a battle rolls and what a roll does, answered by the real
// combat modules on a tiny battlefield (battlefield.ts). Seed 003: close-combat dice 1314-1343,
// ranged 1186-1235, terrain caps 2097-2107, inspiration 1358-1378, hits 1241-1253 and 1390-1412,
// honor 1428-1440, leader checks 1480-1525, flags 1657-1683, retreats and their cost 1561-1568 and
// 1688-1708, lone leaders 1538-1552, bodyguards 721-733.

import type { Cap, DieFace, Edition, UnitTypeId } from '../samurai-battles/rules-api';
import {
  bodyguardExtraDice,
  closeCombatDice,
  type DiceBonus,
  flagIgnore,
  flagOutcome,
  ignorableFlags,
  inspirationForbiddenAt,
  type LeaderCheckKind,
  leaderCheck,
  leaderCheckKind,
  levyChargeDice,
  type Roller,
  rangedCombatDice,
  retreatCost,
  type ScoreResult,
  scoreRoll,
  type UnitStats,
  unitStatsFor,
} from '../samurai-battles/rules-api';
import { type Battlefield, battlefield, NO_TERRAIN_RULES, type TerrainRules } from './battlefield';
import { blocksIn, type CombatSpec, defaultSpec, specEdition, specIn } from './spec';

export interface DicePlan {
  /** Why this combat may not happen (then `total` is 0), or null. */
  blocked: string | null;
  roller: Roller;
  /** The unit's own dice (all the levies' together in a levy charge). */
  base: number;
  /** The limit that bound the base dice (terrain, a move before firing), or null. */
  cap: Cap | null;
  /** Dice added on top of the capped base. */
  bonuses: DiceBonus[];
  total: number;
  /** Tokens paid before the roll: 1 for an inspired close combat (seed 003:1361-1364). */
  inspireCost: number;
  /** Things the players should know that change no number here. */
  notes: string[];
}

function blockedPlan(spec: CombatSpec, why: string): DicePlan {
  return {
    blocked: why,
    roller: spec.attacker,
    base: 0,
    cap: null,
    bonuses: [],
    total: 0,
    inspireCost: 0,
    notes: [],
  };
}

/** A unit type's sheet under the question's rule set. */
function stats(spec: CombatSpec, type: UnitTypeId): UnitStats {
  return unitStatsFor(specEdition(spec), type);
}

/** Whether a levy charge is asked for (two or more levies in close combat). */
function isLevyCharge(spec: CombatSpec): boolean {
  return spec.kind === 'close' && stats(spec, spec.attacker).levyCharge && spec.levies > 1;
}

function rollerOf(spec: CombatSpec): Roller {
  return isLevyCharge(spec) ? 'levy-charge' : spec.attacker;
}

/** Command and Dragon card dice. The card's bonus goes only to units it ordered (turnEffects.ts). */
function cardBonuses(spec: CombatSpec, notes: string[]): DiceBonus[] {
  const out: DiceBonus[] = [];
  if (spec.card !== 'none' && spec.battleBack) {
    notes.push('A battle back gets no Command card bonus: the card ordered the other army.');
  } else if (spec.card === 'cavalry-charge') {
    if (!stats(spec, spec.attacker).cavalry)
      notes.push('Cavalry Charge gives its extra die to the cavalry it ordered only.');
    else if (spec.kind === 'close') out.push({ source: 'Cavalry Charge', dice: 1 });
  } else if (spec.card === 'shogun') {
    out.push({ source: 'Shogun', dice: 1 });
  }
  if (spec.dragonDice !== 0) out.push({ source: 'Dragon card', dice: spec.dragonDice });
  return out;
}

function precheck(spec: CombatSpec): string | null {
  const attacker = stats(spec, spec.attacker);
  if (spec.battleBack && spec.kind === 'ranged') return 'Only a close combat is battled back.';
  if (spec.kind === 'ranged' && spec.target !== 'lone-leader' && stats(spec, spec.target).bodyguard)
    return 'Bodyguards cannot be fired at.';
  if (spec.kind === 'ranged' && spec.card === 'cavalry-charge' && !spec.battleBack && attacker.cavalry)
    return 'Units ordered by Cavalry Charge may not fire.';
  if (spec.kind === 'close' && spec.moved && attacker.noBattleIfMoved && !spec.battleBack)
    return `${attacker.name} may not battle in a turn they moved.`;
  return null;
}

/**
 * Whether the leader's inspiration counts: in close combat only, and never for a unit standing in
 * buildings (seed 003:2203-2204; Zvezda 002:1057), as the digital game's inspirers() has it.
 */
function inspiredIn(spec: CombatSpec, field: Battlefield): boolean {
  const hex = field.state.units[field.attackerId]?.hex;
  return spec.inspired && spec.kind === 'close' && !(hex && inspirationForbiddenAt(field.state, hex));
}

/** The dice a battle rolls, built step by step: base, terrain cap, bonuses. */
export function planDice(spec: CombatSpec, rules: TerrainRules = NO_TERRAIN_RULES): DicePlan {
  const early = precheck(spec);
  if (early) return blockedPlan(spec, early);
  const field = battlefield(spec, rules);
  const notes: string[] = [];
  const bonuses = cardBonuses(spec, notes);
  const inspired = inspiredIn(spec, field);
  if (spec.inspired && spec.kind === 'ranged') notes.push('Inspiration counts in close combat only.');
  else if (spec.inspired && !inspired) notes.push('No leader may inspire a unit in buildings.');
  const moved = spec.moved && !spec.battleBack ? 1 : 0;
  if (isLevyCharge(spec)) {
    const ctx: Record<string, { moved: number; inspired?: boolean; bonuses: DiceBonus[] }> = {};
    for (const id of field.levyIds) {
      ctx[id] = { moved, bonuses, ...(inspired && id === field.attackerId ? { inspired: true } : {}) };
    }
    const r = levyChargeDice(field.state, field.levyIds, field.targetHex, ctx);
    if (r.blocked) return blockedPlan(spec, r.blocked);
    const first = r.levies[0]?.dice;
    return {
      blocked: null,
      roller: 'levy-charge',
      base: r.levies.reduce((n, l) => n + l.dice.base, 0),
      cap: first?.cap ?? null,
      bonuses: r.levies.flatMap((l) => l.dice.bonuses),
      total: r.total,
      inspireCost: inspired ? 1 : 0,
      notes,
    };
  }
  const ctx = { moved, bonuses, ...(inspired ? { inspired: true } : {}) };
  const d =
    spec.kind === 'close'
      ? closeCombatDice(field.state, field.attackerId, field.targetHex, ctx)
      : rangedCombatDice(field.state, field.attackerId, field.targetHex, ctx);
  if (d.blocked) return blockedPlan(spec, d.blocked);
  return {
    blocked: null,
    roller: spec.attacker,
    base: d.base,
    cap: d.cap,
    bonuses: d.bonuses,
    total: d.total,
    inspireCost: inspired ? 1 : 0,
    notes,
  };
}

export interface FlagPlan {
  /** Flags the owner may choose to ignore, at least `min` (bodyguards must ignore them all). */
  min: number;
  max: number;
  sources: string[];
  /** When the target's leader falls in his casualty check, he no longer helps (seed 003:1681-1683). */
  maxIfLeaderFalls: number | null;
}

/** What accepting `flags` flags makes the target do (one entry per count, 1 .. all not ignorable). */
export interface FlagConsequence {
  flags: number;
  /** Retreat hexes and the tokens they cost (a blocked hex costs a block instead, and no token). */
  retreat: { hexes: number; tokens: number } | null;
  /** Infantry in a castle stays and loses a block per flag instead. */
  holdHits: number;
}

export interface CombatOutcome {
  faces: DieFace[];
  /** The bodyguards' second roll of their swords (added to the first). */
  extra: DieFace[];
  score: ScoreResult;
  /** The hits wipe the target out (its blocks, or a lone leader). */
  eliminated: boolean;
  /** Banners the roller's army earns for it (bodyguards give none; a lone leader 1 unless the notes say more). */
  banners: number;
  /** The casualty check owed to the target's leader, or null. */
  leaderCheck: { kind: LeaderCheckKind; dice: number; swordsNeeded: number } | null;
  /** Flags against a surviving unit; null for a lone leader or a wiped-out unit. */
  flags: FlagPlan | null;
  consequences: FlagConsequence[];
  /** A lone leader who survives an attack must retreat 1-3 hexes (3 tokens) or commit seppuku. */
  loneLeaderMustRetreat: boolean;
}

function leaderCheckFor(spec: CombatSpec, eliminated: boolean, hits: number): CombatOutcome['leaderCheck'] {
  if (spec.target === 'lone-leader' || hits === 0) return null;
  const commander = stats(spec, spec.target).bodyguard;
  if (!commander && !spec.targetLeader) return null;
  const kind = leaderCheckKind(spec.kind, eliminated, commander);
  const c = leaderCheck(kind);
  return { kind, dice: c.dice, swordsNeeded: c.swordsNeeded };
}

function flagPlan(field: Battlefield, spec: CombatSpec, flags: number, rules: TerrainRules): FlagPlan {
  const id = field.targetId!;
  const rule = flagIgnore(field.state, id, rollerOf(spec));
  const range = ignorableFlags(rule, flags);
  let maxIfLeaderFalls: number | null = null;
  if (spec.targetLeader && !rule.mustIgnoreAll) {
    const without = battlefield({ ...spec, targetLeader: false }, rules);
    maxIfLeaderFalls = ignorableFlags(flagIgnore(without.state, id, rollerOf(spec)), flags).max;
  }
  return { min: range.min, max: range.max, sources: rule.sources, maxIfLeaderFalls };
}

function consequences(field: Battlefield, flags: number, minIgnored: number): FlagConsequence[] {
  const id = field.targetId!;
  const out: FlagConsequence[] = [];
  for (let k = 1; k <= flags - minIgnored; k++) {
    const o = flagOutcome(field.state, id, k);
    if (o.kind === 'retreat') {
      out.push({
        flags: k,
        retreat: { hexes: o.hexes, tokens: retreatCost(field.state, id, o.hexes) },
        holdHits: 0,
      });
    } else if (o.kind === 'hold') out.push({ flags: k, retreat: null, holdHits: o.hits });
  }
  return out;
}

/** Bodyguards roll their swords once more (0 for every other roller). */
export function extraDiceFor(spec: CombatSpec, faces: readonly DieFace[]): number {
  return bodyguardExtraDice(rollerOf(spec), spec.kind, faces);
}

/** Reads a roll (first faces plus any bodyguard re-roll) for the spec's attacker and target. */
export function scoreOutcome(
  spec: CombatSpec,
  faces: readonly DieFace[],
  extra: readonly DieFace[] = [],
  rules: TerrainRules = NO_TERRAIN_RULES,
): CombatOutcome {
  const all = [...faces, ...extra];
  const field = battlefield(spec, rules);
  const inspired = inspiredIn(spec, field) ? 1 : 0;
  const score = scoreRoll(all, {
    edition: spec.edition ?? 'gmt2021',
    attacker: rollerOf(spec),
    kind: spec.kind,
    battleBack: spec.battleBack,
    target: spec.target,
    inspired,
  });
  if (spec.target === 'lone-leader') {
    const killed = score.hits > 0;
    return {
      faces: [...faces],
      extra: [...extra],
      score,
      eliminated: killed,
      banners: killed ? 1 : 0,
      leaderCheck: null,
      flags: null,
      consequences: [],
      loneLeaderMustRetreat: !killed,
    };
  }
  const eliminated = score.hits >= blocksIn(spec, spec.target, spec.targetBlocks);
  const flags = eliminated || score.flags === 0 ? null : flagPlan(field, spec, score.flags, rules);
  return {
    faces: [...faces],
    extra: [...extra],
    score,
    eliminated,
    banners: eliminated ? stats(spec, spec.target).banners : 0,
    leaderCheck: leaderCheckFor(spec, eliminated, score.hits),
    flags,
    consequences: flags ? consequences(field, score.flags, flags.min) : [],
    loneLeaderMustRetreat: false,
  };
}

/**
 * Tokens owed for a retreat, asked of combat/honor.ts: per hex by the unit's symbol (levies 2 in
 * all), 1 more per hex with a leader, 3 for a lone leader (seed 003:1688-1708).
 */
export function retreatTokens(
  what: UnitTypeId | 'lone-leader',
  hexes: number,
  withLeader: boolean,
  edition: Edition = 'gmt2021',
): number {
  const spec = specIn({ ...defaultSpec('top'), target: what, targetLeader: withLeader }, edition);
  const field = battlefield(spec);
  return retreatCost(field.state, 'target', hexes);
}
