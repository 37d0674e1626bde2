// How the companion names things: cards, banner reasons, dice purposes, leader checks. Units are
// named as the game's edition names them (Zvezda 2012: Samurai naginata, Ashigaru yari...).

import type { BannerFor } from '../../games/companion/actions';
import { cardDef } from '../../games/samurai-battles/data/commandCards';
import { UNIT_TYPE_IDS } from '../../games/samurai-battles/data/units';
import type { DieFace, Edition, UnitTypeId } from '../../games/samurai-battles/types';
import { faceName } from '../game/describe';
import {
  commandCardName,
  commandCardText,
  dragonCardName,
  dragonCardText,
  unitTypeName,
} from '../game/names';
import { hasKey } from '../i18n';
import { type CompanionKey, ct, ctn, hasCompanionKey } from './i18n';

export function commandName(card: string): string {
  return commandCardName(card);
}

export function dragonName(card: string): string {
  return dragonCardName(card);
}

export function isCommandCard(card: string): boolean {
  try {
    cardDef(card);
    return true;
  } catch {
    return false;
  }
}

export function cardName(card: string): string {
  return isCommandCard(card) ? commandName(card) : dragonName(card);
}

/** The card's text under the table's edition (Leadership reads differently under the 2012 rules). */
export function cardText(card: string, edition: Edition = 'gmt2021'): string {
  return isCommandCard(card) ? commandCardText(card, edition) : dragonCardText(card, edition);
}

function isUnitType(what: string): what is UnitTypeId {
  return (UNIT_TYPE_IDS as readonly string[]).includes(what);
}

export function bannerForName(what: BannerFor, edition: Edition = 'gmt2021'): string {
  // A unit the edition names otherwise (Zvezda 2012's SN, AY, MSY) reads by that name.
  if (isUnitType(what) && hasKey(`unit.${edition}.${what}`))
    return ct('bannerFor.unit', { unit: unitTypeName(what, edition) });
  return ct(`bannerFor.${what}` as CompanionKey);
}

/** A banner log reason: 'eliminated:SSp', 'objective', 'tent', or an engine sentence. */
export function bannerReasonName(reason: string, edition: Edition = 'gmt2021'): string {
  const what = reason.startsWith('eliminated:') ? reason.slice('eliminated:'.length) : reason;
  const key = `bannerFor.${what}`;
  if (hasCompanionKey(key)) return bannerForName(what as BannerFor, edition);
  if (reason.startsWith('scenario')) return ct('bannerFor.scenario');
  return reason;
}

/** The banner log with banners won together (a command tent's 3) as one line. */
export function bannerLines(
  log: readonly { turn: number; reason: string }[],
  edition: Edition = 'gmt2021',
): string[] {
  const groups: { turn: number; reason: string; count: number }[] = [];
  for (const b of log) {
    const last = groups[groups.length - 1];
    if (last && last.turn === b.turn && last.reason === b.reason) last.count += 1;
    else groups.push({ ...b, count: 1 });
  }
  return groups.map((g) =>
    g.count === 1
      ? ct('bannerLog.entry', { turn: g.turn, reason: bannerReasonName(g.reason, edition) })
      : ct('bannerLog.entries', {
          turn: g.turn,
          reason: bannerReasonName(g.reason, edition),
          banners: ctn('count.banners', g.count),
        }),
  );
}

export function purposeName(purpose: string): string {
  const key = `purpose.${purpose}`;
  return hasCompanionKey(key) ? ct(key) : purpose;
}

export function facesList(faces: readonly DieFace[]): string {
  return faces.map(faceName).join(', ');
}
