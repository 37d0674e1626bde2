// What the board animates after an action, read from the engine's events (never guessed from the
// board): pieces that moved slide from where they stood, blocks lost pulse the count and float a
// "−1", pieces that left the field fade out where they stood, and each combat result flashes on
// its target. Pure: the Board draws the effects, the match decides when they play.

import type { GameEvent } from '../../games/samurai-battles/flow/events';
import type { HexKey } from '../../games/samurai-battles/types';
import type { PieceInfo, Roster } from '../game/roster';

export type BoardEffect =
  /** The piece now standing on `hex` glides in from `from`. */
  | { kind: 'slide'; hex: HexKey; from: HexKey }
  /** The unit on `hex` lost (`delta` < 0) or got back blocks: its count pulses. */
  | { kind: 'count'; hex: HexKey; delta: number }
  /** A piece that left the battlefield (wiped out, fallen, withdrawn) fades out where it stood. */
  | { kind: 'gone'; hex: HexKey; piece: PieceInfo }
  /** The result of a roll against the piece on `hex`. */
  | { kind: 'hit'; hex: HexKey; hits: number; flags: number };

export interface BoardAnimation {
  /** Increases with every action, so the same effects played twice still restart. */
  serial: number;
  effects: BoardEffect[];
}

/**
 * The effects of one action's events. `before` holds every piece with the hex it stood on before
 * the action (the match's roster); the events say where each went from there.
 */
export function boardEffects(events: readonly GameEvent[], before: Roster): BoardEffect[] {
  const at = new Map<string, HexKey>();
  for (const p of Object.values(before)) at.set(p.id, p.hex);
  // Per piece: where its first move of this action started (slides end where it stands at the end).
  const start = new Map<string, HexKey>();
  const counts = new Map<string, number>();
  const gone = new Set<string>();
  const out: BoardEffect[] = [];
  const moveTo = (piece: string, from: HexKey | undefined, to: HexKey) => {
    const origin = from ?? at.get(piece);
    if (origin !== undefined && !start.has(piece)) start.set(piece, origin);
    at.set(piece, to);
  };
  const leave = (piece: string) => {
    const info = before[piece];
    const hex = at.get(piece);
    if (!info || hex === undefined || gone.has(piece)) return;
    gone.add(piece);
    out.push({ kind: 'gone', hex, piece: { ...info, hex } });
  };
  for (const e of events) {
    switch (e.type) {
      case 'moved':
        moveTo(e.piece, e.from, e.to);
        break;
      case 'retreated': {
        const to = e.path[e.path.length - 1];
        if (e.path.length > 1 && to !== undefined) moveTo(e.piece, e.path[0], to);
        break;
      }
      case 'gained-ground':
        moveTo(e.unit, e.from, e.to);
        break;
      case 'move-cancelled':
        moveTo(e.piece, undefined, e.to);
        break;
      case 'hits': {
        const hex = at.get(e.target);
        if (hex !== undefined && (e.hits > 0 || e.flags > 0))
          out.push({ kind: 'hit', hex, hits: e.hits, flags: e.flags });
        break;
      }
      case 'blocks-lost':
        counts.set(e.unit, (counts.get(e.unit) ?? 0) - e.count);
        break;
      case 'blocks-restored':
        counts.set(e.unit, (counts.get(e.unit) ?? 0) + e.count);
        break;
      case 'unit-eliminated':
      case 'bodyguards-surrender':
      case 'unit-withdrawn':
        leave(e.unit);
        break;
      case 'leader-killed':
      case 'seppuku':
      case 'leader-exited':
        leave(e.leader);
        break;
      default:
        break;
    }
  }
  const slid = new Set<HexKey>();
  for (const [piece, from] of start) {
    const to = at.get(piece);
    if (to === undefined || to === from || gone.has(piece) || slid.has(to)) continue;
    slid.add(to);
    out.push({ kind: 'slide', hex: to, from });
  }
  for (const [unit, delta] of counts) {
    const hex = at.get(unit);
    if (hex !== undefined && delta !== 0 && !gone.has(unit)) out.push({ kind: 'count', hex, delta });
  }
  return out;
}

/** The hexes the last action touched (left, entered, hit, emptied), to mark them on the board. */
export function touchedHexes(effects: readonly BoardEffect[]): HexKey[] {
  const out = new Set<HexKey>();
  for (const e of effects) {
    out.add(e.hex);
    if (e.kind === 'slide') out.add(e.from);
  }
  return [...out];
}
