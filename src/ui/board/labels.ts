// Accessible names of what stands on the board: "Takeda: Samurai spearmen, 3 of 4 blocks, with a
// mounted leader, at column 5, row 8, forest". Unit names follow the game's edition.

import { unitStatsFor } from '../../games/samurai-battles/data/units';
import type { HexKey, Leader, Unit } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { armyName } from '../army-name';
import { editionOf } from '../edition';
import { hexName, leaderKindName, terrainName, unitTypeName } from '../game/names';
import { t, tn } from '../i18n';

/** Where a hex is and what it is: "column 5, row 8, forest" (open ground is not named). */
export function placeLabel(view: GameView, hex: HexKey): string {
  const cell = view.terrain[hex];
  if (!cell || cell.t === 'open') return hexName(hex);
  const terrain =
    cell.t === 'tent' && cell.side
      ? t('board.tentOf', { army: armyName(view, cell.side) })
      : terrainName(cell.t);
  return t('board.place', { hex: hexName(hex), terrain });
}

export function unitLabel(view: GameView, unit: Unit, leader: Leader | undefined): string {
  const blocks = tn('board.blocks', unit.blocks, { max: unit.maxBlocks });
  const withLeader = leader
    ? t('board.withLeader', { leader: leader.name ?? leaderKindName(leader.kind) })
    : '';
  const edition = editionOf(view);
  return t('board.unit', {
    army: armyName(view, unit.side),
    unit: unitTypeName(unit.type, edition),
    symbol: t(`symbol.${unitStatsFor(edition, unit.type).symbol}`),
    blocks,
    leader: withLeader,
  });
}

export function leaderLabel(view: GameView, leader: Leader): string {
  return t('board.loneLeader', {
    army: armyName(view, leader.side),
    leader: leader.name
      ? t('piece.namedLeader', { name: leader.name, kind: leaderKindName(leader.kind) })
      : leaderKindName(leader.kind),
  });
}

/** The name of a hex's occupants and place, for the board's images and buttons. */
export function pieceLabel(
  view: GameView,
  unit: Unit | undefined,
  leader: Leader | undefined,
  hex: HexKey,
  ordered = false,
  place = placeLabel(view, hex),
): string {
  const state = ordered ? t('board.ordered') : '';
  if (unit) {
    const own = leader && leader.side === unit.side ? leader : undefined;
    return t('board.at', { what: unitLabel(view, unit, own) + state, place });
  }
  if (leader) return t('board.at', { what: leaderLabel(view, leader) + state, place });
  return place;
}

/**
 * A hex as the keyboard explorer announces it: what stands there (or that it is empty), where, and
 * always its terrain, open ground included: "Uesugi: Samurai spearmen (red square), 3 of 4 blocks,
 * at column 5, row 8, Forest" or "column 3, row 4, Open ground, empty".
 */
export function cellLabel(
  view: GameView,
  hex: HexKey,
  on: { unit?: Unit | undefined; leader?: Leader | undefined },
  ordered = false,
): string {
  const { unit, leader } = on;
  const cell = view.terrain[hex];
  const place =
    !cell || cell.t === 'open'
      ? t('board.place', { hex: hexName(hex), terrain: terrainName('open') })
      : placeLabel(view, hex);
  if (!unit && !leader) return t('board.empty', { place });
  return pieceLabel(view, unit, leader, hex, ordered, place);
}
