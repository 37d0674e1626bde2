// Every piece that has been on the battlefield this game, with its last known hex. Eliminated
// pieces leave the view, but the log and the victory screen still have to name them.

import type { HexKey, LeaderKind, Side, UnitTypeId } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';

export type PieceInfo =
  | { id: string; side: Side; piece: 'unit'; type: UnitTypeId; hex: HexKey; maxBlocks: number }
  | { id: string; side: Side; piece: 'leader'; kind: LeaderKind; hex: HexKey; name?: string };

export type Roster = Record<string, PieceInfo>;

/** The roster updated from a view: pieces on the board get their current hex, gone pieces are kept. */
export function updateRoster(view: GameView, previous: Roster = {}): Roster {
  const next: Roster = { ...previous };
  for (const u of Object.values(view.units)) {
    next[u.id] = { id: u.id, side: u.side, piece: 'unit', type: u.type, hex: u.hex, maxBlocks: u.maxBlocks };
  }
  for (const l of Object.values(view.leaders)) {
    next[l.id] = {
      id: l.id,
      side: l.side,
      piece: 'leader',
      kind: l.kind,
      hex: l.hex,
      ...(l.name ? { name: l.name } : {}),
    };
  }
  return next;
}
