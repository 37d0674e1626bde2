// Reading a battle roll: hits, ignored swords, flags and the Honor & Fortune symbols the roller keeps.
// Seed 003: ranged hits 1241-1253; close hits 1390-1412; honor 1428-1440 and 1878-1882;
// lone leaders 1538-1549; bodyguards 721-733; unit notes 463-464, 506-507, 531-533, 551-553, 594-597.
// Zvezda 2012: seed 002 ranged hits 425-443, close hits 515-531, lone leaders 647-650; the commander's
// guards 000:1031-1036 (hit only by swords; no ranged or rank exception: editions.ts).

import { unitStatsFor } from '../data/units';
import { EDITIONS } from '../editions';
import type { DieFace, Edition, UnitTypeId } from '../types';

/** What rolled the dice: a unit type, or two or more levies rolling together (Levy charge). */
export type Roller = UnitTypeId | 'levy-charge';

export interface ScoreContext {
  /** The rule set (unit sheets and the lone-leader rule differ). */
  edition: Edition;
  attacker: Roller;
  kind: 'close' | 'ranged';
  /** The roll is a battle back (scored like an attack, seed 003:1457-1461). */
  battleBack: boolean;
  /** The attacked unit's type, or a leader alone in his hex. */
  target: UnitTypeId | 'lone-leader';
  /** Units in this roll that were inspired; each keeps one Honor & Fortune symbol fewer (1377-1378). */
  inspired: number;
}

export interface ScoreResult {
  /** Blocks removed from the target (for a lone leader: 1 means he is killed). */
  hits: number;
  symbolHits: number;
  swordHits: number;
  /** Swords that would have hit but were ignored for rank or stature. */
  swordsIgnored: number;
  /** Flags against the target (before any are ignored); always 0 against a lone leader. */
  flags: number;
  /** Tokens the roller collects, before the common pool limit. */
  honor: number;
  breakdown: string[];
}

function count(faces: readonly DieFace[], f: DieFace): number {
  let n = 0;
  for (const x of faces) if (x === f) n++;
  return n;
}

function rollerName(edition: Edition, r: Roller): string {
  return r === 'levy-charge' ? 'Levy charge' : unitStatsFor(edition, r).name;
}

/** Swords the target ignores for superior rank and stature (close combat, cumulative; 1395-1409). */
export function swordsIgnoredFor(
  edition: Edition,
  attacker: Roller,
  target: UnitTypeId,
  explain = true,
): { count: number; why: string[] } {
  const a = unitStatsFor(edition, attacker === 'levy-charge' ? 'LI' : attacker);
  const t = unitStatsFor(edition, target);
  // GMT: rank and stature never apply in a close combat that involves bodyguards (724-725). Zvezda
  // has no such exception: the guards carry no rank symbol, but cavalry keeps its stature against them.
  if ((a.bodyguard || t.bodyguard) && !EDITIONS[edition].bodyguardsRankAndStature)
    return { count: 0, why: [] };
  const why: string[] | null = explain ? [] : null;
  let n = 0;
  const rank =
    a.symbol === 'circle' ? t.ignoreFromCircle : a.symbol === 'triangle' ? t.ignoreFromTriangle : 0;
  if (rank > 0) {
    n += rank;
    why?.push(`rank: ${t.name} ignore ${rank} sword${rank > 1 ? 's' : ''} from ${a.symbol} units`);
  }
  if (!a.cavalry && t.ignoreFromInfantry > 0) {
    n += t.ignoreFromInfantry;
    why?.push(`stature: cavalry ignore ${t.ignoreFromInfantry} sword from foot units`);
  }
  return { count: n, why: why ?? [] };
}

/**
 * How a roll scores. `explain` false leaves `breakdown` empty (the rules step reads the numbers only;
 * the counting is the same).
 */
export function scoreRoll(faces: readonly DieFace[], a: ScoreContext, explain = true): ScoreResult {
  const breakdown: string[] | null = explain ? [] : null;
  const rollerType: UnitTypeId = a.attacker === 'levy-charge' ? 'LI' : a.attacker;
  const roller = unitStatsFor(a.edition, rollerType);
  const ranged = a.kind === 'ranged' ? roller.ranged : null;
  if (a.kind === 'ranged' && !ranged) throw new Error(`${roller.name} cannot battle at range`);
  if (a.kind === 'ranged' && a.attacker === 'levy-charge') throw new Error('a Levy charge is a close combat');
  if (
    a.kind === 'ranged' &&
    a.target !== 'lone-leader' &&
    unitStatsFor(a.edition, a.target).bodyguard &&
    !EDITIONS[a.edition].bodyguardsRangedTarget
  ) {
    throw new Error('bodyguards cannot be targeted at range');
  }

  const swords = count(faces, 'swords');
  let symbolHits = 0;
  let swordHits = 0;
  let swordsIgnored = 0;
  let flags = 0;

  if (a.target === 'lone-leader') {
    // GMT: any sword kills a lone leader, close or ranged, bows included; flags do nothing (1538-1549).
    // Zvezda: bows score nothing on a lone leader at range; the arquebus does (seed 002:647-650).
    const bowsMiss = ranged !== null && !ranged.swordsHit && !EDITIONS[a.edition].bowsHitLoneLeaderAtRange;
    swordHits = swords > 0 && !bowsMiss ? 1 : 0;
    breakdown?.push(
      bowsMiss
        ? 'bows cannot hit a lone leader at range'
        : swords > 0
          ? `${swords} sword${swords > 1 ? 's' : ''}: the leader is hit`
          : 'no sword: the leader survives',
    );
    const f = count(faces, 'flag');
    if (f > 0) breakdown?.push(`${f} flag${f > 1 ? 's' : ''}: no effect on a lone leader`);
  } else {
    const target = unitStatsFor(a.edition, a.target);
    flags = count(faces, 'flag');
    if (target.bodyguard) {
      // Bodyguards are hit only by swords (730-731; Zvezda 000:1035); their symbol is the crossed
      // swords. At range (Zvezda only) that leaves the arquebus: bows score no swords (002:430-431).
      swordHits = a.kind === 'close' || ranged?.swordsHit ? swords : 0;
      if (swordHits > 0) breakdown?.push(`${swords} sword${swords > 1 ? 's' : ''} hit the bodyguards`);
      else if (swords > 0)
        breakdown?.push(`${swords} sword${swords > 1 ? 's' : ''}: bows score no hit with swords`);
    } else {
      symbolHits = count(faces, target.symbol);
      if (symbolHits > 0) breakdown?.push(`${symbolHits} × ${target.symbol} hit${symbolHits > 1 ? '' : 's'}`);
      if (a.kind === 'close') {
        const ign = swordsIgnoredFor(a.edition, a.attacker, a.target, explain);
        swordsIgnored = Math.min(swords, ign.count);
        swordHits = swords - swordsIgnored;
        if (swordHits > 0) breakdown?.push(`${swordHits} sword${swordHits > 1 ? 's' : ''} hit`);
        if (swordsIgnored > 0)
          breakdown?.push(
            `${swordsIgnored} sword${swordsIgnored > 1 ? 's' : ''} ignored (${ign.why.join('; ')})`,
          );
      } else if (ranged?.swordsHit) {
        swordHits = swords;
        if (swords > 0) breakdown?.push(`${swords} sword${swords > 1 ? 's' : ''} hit (arquebus fire)`);
      } else if (swords > 0) {
        breakdown?.push(`${swords} sword${swords > 1 ? 's' : ''}: bows score no hit with swords`);
      }
    }
    if (flags > 0) breakdown?.push(`${flags} flag${flags > 1 ? 's' : ''}`);
  }

  const honor = honorKept(faces, a, breakdown);
  return {
    hits: symbolHits + swordHits,
    symbolHits,
    swordHits,
    swordsIgnored,
    flags,
    honor,
    breakdown: breakdown ?? [],
  };
}

/** Honor & Fortune symbols the roller keeps (rules-decisions: levies, lone leaders). */
function honorKept(faces: readonly DieFace[], a: ScoreContext, breakdown: string[] | null): number {
  const rolled = count(faces, 'honor');
  if (rolled === 0) return 0;
  const roller = unitStatsFor(a.edition, a.attacker === 'levy-charge' ? 'LI' : a.attacker);
  const none = (why: string): number => {
    breakdown?.push(`${rolled} honor symbol${rolled > 1 ? 's' : ''}: none kept (${why})`);
    return 0;
  };
  if (a.kind === 'ranged' && !roller.ranged?.honorAtRange)
    return none(`${rollerName(a.edition, a.attacker)} keep none at range`);
  if (a.target !== 'lone-leader') {
    const t = unitStatsFor(a.edition, a.target);
    // No one gains honor against levies in close combat, battle backs included; bows firing at
    // them keep theirs (rules-decisions #7: 551-553 and 1439-1440 are close-combat rules).
    if (t.givesNoHonor && a.kind === 'close') return none('no honor is won against levies');
    if (
      a.kind === 'close' &&
      roller.noHonorVsLowerRank &&
      (t.symbol === 'circle' || t.symbol === 'triangle')
    ) {
      return none('samurai cavalry win no honor against lower ranks');
    }
  }
  const kept = Math.max(0, rolled - a.inspired);
  if (a.inspired > 0)
    breakdown?.push(`${rolled} honor symbol${rolled > 1 ? 's' : ''}, ${kept} kept (inspired)`);
  else breakdown?.push(`${rolled} honor symbol${rolled > 1 ? 's' : ''} kept`);
  return kept;
}

/**
 * How each face of one roll scores, in a form that can be applied to any faces: the luck report
 * (games/samurai-battles/review) uses it to count the hits expected from the dice actually rolled.
 * It states the same reading as scoreRoll (a unit test checks the two agree on every context).
 */
export interface HitRule {
  /** The die face matching the target's symbol: one hit each (null: no face does). */
  symbol: DieFace | null;
  /** 'each': every sword beyond `swordsIgnored` is a hit; 'one': any sword is the one hit; 'none'. */
  swords: 'each' | 'one' | 'none';
  /** Swords the target ignores for rank and stature before the others hit. */
  swordsIgnored: number;
  /** Flags count against the target (not against a lone leader). */
  flags: boolean;
}

export function hitRuleOf(a: ScoreContext): HitRule {
  const rollerType: UnitTypeId = a.attacker === 'levy-charge' ? 'LI' : a.attacker;
  const ranged = a.kind === 'ranged' ? unitStatsFor(a.edition, rollerType).ranged : null;
  if (a.target === 'lone-leader') {
    const bowsMiss = ranged !== null && !ranged.swordsHit && !EDITIONS[a.edition].bowsHitLoneLeaderAtRange;
    return { symbol: null, swords: bowsMiss ? 'none' : 'one', swordsIgnored: 0, flags: false };
  }
  const target = unitStatsFor(a.edition, a.target);
  const swordsHit = a.kind === 'close' || (ranged?.swordsHit ?? false);
  if (target.bodyguard)
    return { symbol: null, swords: swordsHit ? 'each' : 'none', swordsIgnored: 0, flags: true };
  return {
    symbol: target.symbol,
    swords: swordsHit ? 'each' : 'none',
    swordsIgnored: a.kind === 'close' ? swordsIgnoredFor(a.edition, a.attacker, a.target, false).count : 0,
    flags: true,
  };
}

/** Hits and flags of `faces` under a rule (before any Dragon card changes them). */
export function scoreByRule(faces: readonly DieFace[], rule: HitRule): { hits: number; flags: number } {
  const swords = count(faces, 'swords');
  const swordHits =
    rule.swords === 'each'
      ? Math.max(0, swords - rule.swordsIgnored)
      : rule.swords === 'one' && swords > 0
        ? 1
        : 0;
  return {
    hits: (rule.symbol ? count(faces, rule.symbol) : 0) + swordHits,
    flags: rule.flags ? count(faces, 'flag') : 0,
  };
}
