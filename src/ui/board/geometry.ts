// Pixel geometry of the battlefield drawing. Pointy-top hexes in doubled-column coordinates
// (src/games/samurai-battles/hex.ts): the centre of (c, r) is at x = c * W / 2, y = r * 0.75 * H,
// with W = sqrt(3) * R and H = 2 * R. The drawing is in board units; the SVG scales it.

import { isHalfHex, MAX_C, parseKey, ROWS } from '../../games/samurai-battles/hex';
import type { Hex, HexKey } from '../../games/samurai-battles/types';

/** Hex radius (centre to corner) in board units. */
export const R = 10;
export const HEX_W = Math.sqrt(3) * R;
export const HEX_H = 2 * R;

/** The board rectangle: the half hexes at c = -1 and c = 23 are cut by its side edges. */
export const BOARD = {
  x: -HEX_W / 2,
  y: -R,
  width: ((MAX_C + 2) * HEX_W) / 2,
  height: (ROWS - 1) * 0.75 * HEX_H + HEX_H,
} as const;

export function centre(h: Hex): { x: number; y: number } {
  return { x: (h.c * HEX_W) / 2, y: h.r * 0.75 * HEX_H };
}

export function centreOf(k: HexKey): { x: number; y: number } {
  return centre(parseKey(k));
}

/** The six corners of a hex as an SVG points string, optionally shrunk toward the centre. */
export function hexPoints(h: Hex, scale = 1): string {
  const { x, y } = centre(h);
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 90);
    out.push(`${round(x + R * scale * Math.cos(a))},${round(y + R * scale * Math.sin(a))}`);
  }
  return out.join(' ');
}

/** Every hex drawn: the full hexes and the half hexes at both side edges, row by row. */
export const DRAWN_HEXES: readonly Hex[] = (() => {
  const out: Hex[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = r % 2 === 1 ? -1 : 0; c <= MAX_C + 1; c += 2) {
      const h = { c, r };
      if (c >= 0 && c <= MAX_C) out.push(h);
      else if (isHalfHex(h)) out.push(h);
    }
  }
  return out;
})();

/** The full hexes row by row (the half hexes at the edges are not places), for keyboard travel. */
export const FULL_ROWS: readonly (readonly HexKey[])[] = (() => {
  const rows: HexKey[][] = [];
  for (let r = 0; r < ROWS; r++) {
    const row: HexKey[] = [];
    for (let c = r % 2; c <= MAX_C; c += 2) row.push(`${c},${r}`);
    rows.push(row);
  }
  return rows;
})();

/** x of the two dashed section lines (doubled columns 7 and 15, see sectionsOf). */
export const SECTION_LINES_X: readonly number[] = [(7 * HEX_W) / 2, (15 * HEX_W) / 2];

/** Column and row as people count them: 1-based, columns left to right within the row. */
export function humanCoords(k: HexKey): { col: number; row: number } {
  const h = parseKey(k);
  return { col: Math.floor(h.c / 2) + 1, row: h.r + 1 };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
