// How the companion names things: cards, banner reasons, dice purposes, leader checks.

import type { BannerFor } from '../../games/companion/actions';
import { cardDef } from '../../games/samurai-battles/data/commandCards';
import { dragonDef } from '../../games/samurai-battles/data/dragonCards';
import type { DieFace } from '../../games/samurai-battles/types';
import { faceName } from '../game/describe';
import { type CompanionKey, ct, ctn, hasCompanionKey } from './i18n';

export function commandName(card: string): string {
  try {
    return cardDef(card).name;
  } catch {
    return card;
  }
}

export function dragonName(card: string): string {
  try {
    return dragonDef(card).name;
  } catch {
    return card;
  }
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

export function cardText(card: string): string {
  try {
    return isCommandCard(card) ? cardDef(card).text : dragonDef(card).text;
  } catch {
    return '';
  }
}

export function bannerForName(what: BannerFor): string {
  return ct(`bannerFor.${what}` as CompanionKey);
}

/** A banner log reason: 'eliminated:SSp', 'objective', 'tent', or an engine sentence. */
export function bannerReasonName(reason: string): string {
  const what = reason.startsWith('eliminated:') ? reason.slice('eliminated:'.length) : reason;
  const key = `bannerFor.${what}`;
  if (hasCompanionKey(key)) return ct(key);
  if (reason.startsWith('scenario')) return ct('bannerFor.scenario');
  return reason;
}

/** The banner log with banners won together (a command tent's 3) as one line. */
export function bannerLines(log: readonly { turn: number; reason: string }[]): string[] {
  const groups: { turn: number; reason: string; count: number }[] = [];
  for (const b of log) {
    const last = groups[groups.length - 1];
    if (last && last.turn === b.turn && last.reason === b.reason) last.count += 1;
    else groups.push({ ...b, count: 1 });
  }
  return groups.map((g) =>
    g.count === 1
      ? ct('bannerLog.entry', { turn: g.turn, reason: bannerReasonName(g.reason) })
      : ct('bannerLog.entries', {
          turn: g.turn,
          reason: bannerReasonName(g.reason),
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
