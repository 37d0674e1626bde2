// How the UI names things: armies, pieces, hexes, cards. One place, so translations and wording
// stay consistent between the board's accessible names, the log and the buttons.

import {
  cardDef,
  cardDefId,
  commandCardText as cardTextIn,
} from '../../games/samurai-battles/data/commandCards';
import { dragonDef } from '../../games/samurai-battles/data/dragonCards';
import type { Edition, HexKey, LeaderKind, TerrainId, UnitTypeId } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';

export { armyName };

import { humanCoords } from '../board/geometry';
import { cardNameOf, cardTextOf } from '../cards/i18n';
import { type MessageKey, t, tKey } from '../i18n';
import type { Roster } from './roster';

/** A unit type by the edition's name (Zvezda 2012 calls some units otherwise; the rest keep theirs). */
export function unitTypeName(type: UnitTypeId, edition: Edition = 'gmt2021'): string {
  return tKey(`unit.${edition}.${type}`, `unit.${type}` as MessageKey);
}

/** What the naming helpers read of a view: the armies' names and the edition (absent: GMT 2021). */
type Named = Pick<GameView, 'players'> & { edition?: Edition };

export function leaderKindName(kind: LeaderKind): string {
  return t(`leader.${kind}` as MessageKey);
}

export function terrainName(terrain: TerrainId): string {
  return t(`terrain.${terrain}` as MessageKey);
}

export function hexName(k: HexKey): string {
  const { col, row } = humanCoords(k);
  return t('hex.name', { col, row });
}

/** Card names: the current language's, else the data tables' (our own English names). */
export function commandCardName(card: string): string {
  try {
    return cardNameOf(cardDefId(card), cardDef(card).name);
  } catch {
    return card;
  }
}

/**
 * The card's text under the game's edition (Leadership, Cavalry Charge and Infantry Assault read
 * differently under the 2012 rules).
 */
export function commandCardText(card: string, edition: Edition = 'gmt2021'): string {
  try {
    return cardTextOf(cardDefId(card), edition, cardTextIn(card, edition));
  } catch {
    return '';
  }
}

export function dragonCardName(card: string): string {
  try {
    return cardNameOf(dragonDef(card).id, dragonDef(card).name);
  } catch {
    return card;
  }
}

export function dragonCardText(card: string, edition: Edition = 'gmt2021'): string {
  try {
    const d = dragonDef(card);
    return cardTextOf(d.id, edition, d.text);
  } catch {
    return '';
  }
}

/** "Takeda Samurai spearmen" / "Takeda Shingen (army commander)" / "Uesugi foot leader". */
export function pieceName(view: Named, roster: Roster, id: string): string {
  const p = roster[id];
  if (!p) return id;
  const army = armyName(view, p.side);
  if (p.piece === 'unit') return t('piece.unit', { army, unit: unitTypeName(p.type, view.edition) });
  if (p.name) return t('piece.namedLeader', { name: p.name, kind: leaderKindName(p.kind) });
  return t('piece.leader', { army, kind: leaderKindName(p.kind) });
}

/** A piece with where it stands: "Takeda Samurai spearmen (column 5, row 8)". */
export function pieceAt(view: Named, roster: Roster, id: string): string {
  const p = roster[id];
  if (!p) return id;
  return t('piece.at', { piece: pieceName(view, roster, id), hex: hexName(p.hex) });
}

/** Whatever stands on a hex (unit first), for naming battle targets. */
export function occupantName(view: GameView, roster: Roster, hex: HexKey): string {
  const unit = Object.values(view.units).find((u) => u.hex === hex);
  if (unit) return pieceAt(view, roster, unit.id);
  const leader = Object.values(view.leaders).find((l) => l.hex === hex);
  if (leader) return pieceAt(view, roster, leader.id);
  return hexName(hex);
}

/**
 * What a Dragon card is played on, in words. Targets are a piece id, a hex, an army, a section
 * change written `from>to` (Tactical Wisdom), or a card instance taken from a discard pile
 * (Ninja Thief, Sage Advisor). `hex` names whatever stands on a hex (the log names only the hex).
 */
export type DragonTargetName =
  | { kind: 'section'; from: string; to: string }
  | { kind: 'card'; name: string }
  | { kind: 'other'; name: string };

const SECTION_SWAP = /^(left|center|right)>(left|center|right)$/;
const HEX_KEY = /^-?\d+,-?\d+$/;

export function dragonTargetName(
  view: Named,
  roster: Roster,
  target: string,
  hex: (k: HexKey) => string = hexName,
): DragonTargetName {
  const swap = SECTION_SWAP.exec(target);
  if (swap) {
    return {
      kind: 'section',
      from: t(`section.${swap[1]}` as MessageKey),
      to: t(`section.${swap[2]}` as MessageKey),
    };
  }
  if (HEX_KEY.test(target)) return { kind: 'other', name: hex(target) };
  if (roster[target]) return { kind: 'other', name: pieceAt(view, roster, target) };
  if (target === 'top' || target === 'bottom') return { kind: 'other', name: armyName(view, target) };
  const card = cardTargetName(target);
  if (card) return { kind: 'card', name: card };
  return { kind: 'other', name: tKey(`target.${target}`, 'target.other', { target }) };
}

/** A card instance as a target: "Ambush (Dragon card)"; null when it is no card. */
function cardTargetName(instance: string): string | null {
  try {
    return t('target.dragonCard', { card: cardNameOf(dragonDef(instance).id, dragonDef(instance).name) });
  } catch {
    // Not a Dragon card: maybe a Command card.
  }
  try {
    return t('target.commandCard', { card: commandCardName(cardDef(instance).id) });
  } catch {
    return null;
  }
}
