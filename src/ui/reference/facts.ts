// Reference lines for units, leaders and terrain, written from the data tables in our own words
// (the numbers come from src/games/samurai-battles/data; the sentences from the catalogue). Units
// and leaders are read from the edition's sheet (Zvezda 2012 differs for a few of them).

import { LONE_LEADER_RETREAT_COST } from '../../games/samurai-battles/combat/honor';
import { type DiceCap, type TerrainStats, terrainTable } from '../../games/samurai-battles/data/terrain';
import { leaderStatsFor, unitStatsFor } from '../../games/samurai-battles/data/units';
import { EDITIONS } from '../../games/samurai-battles/editions';
import type { Edition, LeaderKind, TerrainId, UnitTypeId } from '../../games/samurai-battles/types';
import { t, tn } from '../i18n';

export function unitFacts(type: UnitTypeId, edition: Edition = 'gmt2021'): string[] {
  const u = unitStatsFor(edition, type);
  const out: string[] = [];
  out.push(tn('fact.blocks', u.blocks));
  if (u.immobile) out.push(t('fact.immobile'));
  else {
    out.push(tn('fact.move', u.move));
    if (u.noBattleIfMoved) out.push(t('fact.noBattleIfMoved'));
    else if (u.moveAndBattle < u.move) out.push(tn('fact.moveAndBattle', u.moveAndBattle));
    // A gun that cannot fire after moving but may still fight hand to hand (Zvezda arquebusiers).
    else if (u.ranged?.moved === 'cannot-fire') out.push(t('fact.closeAfterMoving'));
  }
  out.push(u.diceFromBlocks ? t('fact.diceFromBlocks') : tn('fact.closeDice', u.closeDice));
  if (u.ranged) {
    const dice = u.ranged.dice
      .map((d, range) => ({ d, range }))
      .filter((x) => x.d > 0)
      .map((x) => t('fact.rangeDice', { range: x.range, dice: x.d }))
      .join(', ');
    out.push(t('fact.ranged', { min: u.ranged.minRange, max: u.ranged.maxRange, dice }));
    out.push(t(`fact.rangedMoved.${u.ranged.moved}`));
    if (u.ranged.swordsHit) out.push(t('fact.swordsHitAtRange'));
    out.push(t(u.ranged.honorAtRange ? 'fact.honorAtRange' : 'fact.noHonorAtRange'));
  }
  if (u.ignoreFromCircle > 0) out.push(tn('fact.ignoreFromCircle', u.ignoreFromCircle));
  if (u.ignoreFromTriangle > 0) out.push(tn('fact.ignoreFromTriangle', u.ignoreFromTriangle));
  if (u.ignoreFromInfantry > 0) out.push(tn('fact.ignoreFromInfantry', u.ignoreFromInfantry));
  if (u.ignoresAllFlags) out.push(t('fact.ignoresAllFlags'));
  else if (u.ignoresFlags > 0) out.push(tn('fact.ignoresFlags', u.ignoresFlags));
  if (u.holdsGround) out.push(t('fact.holdsGround'));
  if (u.retreatPerFlag > 1) out.push(tn('fact.retreatPerFlag', u.retreatPerFlag));
  // What a retreat costs (the sheets' retreat row); a unit that never retreats pays nothing.
  if (!u.ignoresAllFlags && !u.holdsGround) {
    if (u.retreatFlatCost !== null) out.push(tn('fact.retreatFlatCost', u.retreatFlatCost));
    else out.push(tn('fact.retreatCost', u.honorPerRetreatHex));
  }
  if (u.bodyguard) out.push(t('fact.bodyguard'));
  if (u.levyCharge) out.push(t('fact.levyCharge'));
  if (u.givesNoHonor) out.push(t('fact.givesNoHonor'));
  if (u.noHonorVsLowerRank) out.push(t('fact.noHonorVsLowerRank'));
  if (u.bonusCombat) out.push(t('fact.bonusCombat'));
  out.push(u.banners > 0 ? tn('fact.banners', u.banners) : t('fact.noBanner'));
  return out;
}

export function leaderFacts(kind: LeaderKind, edition: Edition = 'gmt2021'): string[] {
  const l = leaderStatsFor(edition, kind);
  const out: string[] = [tn('fact.leaderMove', l.move)];
  out.push(l.inspiresAdjacent ? t('fact.inspiresAdjacent') : t('fact.inspiresOwn'));
  if (l.leadsCavalry) out.push(t('fact.leadsCavalry'));
  else out.push(t('fact.noCavalry'));
  out.push(tn('fact.checkDice', l.closeCheckDice));
  out.push(t('fact.leaderNoBattle'));
  // The army commander's own unit is his bodyguards, whose sheet gives their flags and retreat.
  if (kind !== 'commander') {
    out.push(t('fact.leaderFlag'));
    out.push(t('fact.leaderWithUnitRetreat'));
  }
  out.push(tn('fact.leaderAloneRetreat', LONE_LEADER_RETREAT_COST));
  return out;
}

function capText(cap: DiceCap): string {
  if (cap === 'forbidden') return t('cap.forbidden');
  if (cap === 'none') return t('cap.none');
  return tn('cap.dice', cap);
}

function capsLine(kind: 'out' | 'into', s: TerrainStats): string | null {
  const inf = s[kind].infantry;
  const cav = s[kind].cavalry;
  if (inf.close === 'none' && inf.ranged === 'none' && cav.close === 'none' && cav.ranged === 'none')
    return null;
  const same = inf.close === cav.close && inf.ranged === cav.ranged;
  const one = (c: { close: DiceCap; ranged: DiceCap }) =>
    t('cap.pair', { close: capText(c.close), ranged: capText(c.ranged) });
  const key = kind === 'out' ? 'terrainFact.out' : 'terrainFact.into';
  if (same) return t(key, { caps: one(inf) });
  return t(key, { caps: t('cap.byKind', { infantry: one(inf), cavalry: one(cav) }) });
}

export function terrainFacts(id: TerrainId, edition: Edition = 'gmt2021'): string[] {
  const s = terrainTable(edition)[id];
  const rules = EDITIONS[edition] ?? EDITIONS.gmt2021;
  const out: string[] = [];
  // The GMT tent falls at the start of its occupier's turn (seed 003:766-771, 2731-2734, 4019-4021);
  // the Zvezda commander keeps a camp (seed 002:1088-1098), and hills see only the hill next door (002:982).
  if (id === 'tent') out.push(t(rules.camp === 'camp' ? 'terrainFact.camp' : 'terrainFact.tent'));
  if (s.impassable.infantry && s.impassable.cavalry) out.push(t('terrainFact.impassable'));
  // The tent stops only a piece entering it while it is empty (seed 003:2241-2243, 6066-6070).
  const emptyTent = id === 'tent' && rules.camp === 'tent';
  if (s.stopsMovement) out.push(t(emptyTent ? 'terrainFact.stopsWhenEmpty' : 'terrainFact.stops'));
  if (!s.battleOnEntry.infantry && !s.battleOnEntry.cavalry) out.push(t('terrainFact.noBattleOnEntry'));
  else if (!s.battleOnEntry.cavalry) out.push(t('terrainFact.noBattleOnEntryCavalry'));
  const outLine = capsLine('out', s);
  if (outLine) out.push(outLine);
  const intoLine = capsLine('into', s);
  if (intoLine)
    out.push(s.intoCapsOnlyFromOtherTerrain ? t('terrainFact.uphill', { line: intoLine }) : intoLine);
  if (s.blocksLos) out.push(t('terrainFact.blocksLos'));
  // The table's "yes, see the rules" for hills (seed 003:5969-5973, 2143-2149).
  if (id === 'hill')
    out.push(
      t(rules.hillLos === 'adjacent-hills' ? 'terrainFact.hillLosAdjacent' : 'terrainFact.hillLosPlateau'),
    );
  const f = s.flagsIgnored.infantry;
  const c = s.flagsIgnored.cavalry;
  // Cavalry too (a bridge; Zvezda buildings): any unit standing there.
  const anyUnit = f.vsInfantry > 0 && c.vsInfantry === f.vsInfantry && c.vsCavalry === f.vsCavalry;
  if (anyUnit && f.vsCavalry === f.vsInfantry) out.push(tn('terrainFact.flagsAny', f.vsInfantry));
  else if (f.vsInfantry > 0 && f.vsCavalry > 0) out.push(tn('terrainFact.flags', f.vsInfantry));
  else if (f.vsCavalry > 0) out.push(tn('terrainFact.flagsVsCavalry', f.vsCavalry));
  if (s.noInspiration) out.push(t('terrainFact.noInspiration'));
  if (s.holdsInsteadOfRetreating.infantry) out.push(t('terrainFact.holds'));
  if (out.length === 0) out.push(t('terrainFact.none'));
  return out;
}
