// How the UI names things: armies, pieces, hexes, cards. One place, so translations and wording
// stay consistent between the board's accessible names, the log and the buttons.

import { cardDef } from '../../games/samurai-battles/data/commandCards';
import { dragonDef } from '../../games/samurai-battles/data/dragonCards';
import type { HexKey, LeaderKind, Side, TerrainId, UnitTypeId } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { humanCoords } from '../board/geometry';
import { type MessageKey, t } from '../i18n';
import type { Roster } from './roster';

export function unitTypeName(type: UnitTypeId): string {
  return t(`unit.${type}` as MessageKey);
}

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

export function armyName(view: Pick<GameView, 'players'>, side: Side): string {
  return view.players[side].name;
}

/** Card names come from the data tables (our own English names). */
export function commandCardName(card: string): string {
  try {
    return cardDef(card).name;
  } catch {
    return card;
  }
}

export function commandCardText(card: string): string {
  try {
    return cardDef(card).text;
  } catch {
    return '';
  }
}

export function dragonCardName(card: string): string {
  try {
    return dragonDef(card).name;
  } catch {
    return card;
  }
}

export function dragonCardText(card: string): string {
  try {
    return dragonDef(card).text;
  } catch {
    return '';
  }
}

/** "Takeda Samurai spearmen" / "Takeda Shingen (army commander)" / "Uesugi foot leader". */
export function pieceName(view: Pick<GameView, 'players'>, roster: Roster, id: string): string {
  const p = roster[id];
  if (!p) return id;
  const army = armyName(view, p.side);
  if (p.piece === 'unit') return t('piece.unit', { army, unit: unitTypeName(p.type) });
  if (p.name) return t('piece.namedLeader', { name: p.name, kind: leaderKindName(p.kind) });
  return t('piece.leader', { army, kind: leaderKindName(p.kind) });
}

/** A piece with where it stands: "Takeda Samurai spearmen (column 5, row 8)". */
export function pieceAt(view: Pick<GameView, 'players'>, roster: Roster, id: string): string {
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
