// The sections of a hex as a bit mask (left 1, center 2, right 4), kept by hex number and side: the
// order listing tests every candidate against every pool's sections. Read from hex.ts sectionsOf,
// which stays the rule; this only keeps its answers as numbers.

import { HEX_COUNT, hexNumber } from '../board/grid';
import { ALL_KEYS, sectionsOf } from '../hex';
import type { HexKey, Section, Side } from '../types';

export const SECTION_BIT: Readonly<Record<Section, number>> = { left: 1, center: 2, right: 4 };

/** The mask of a list of sections. */
export function sectionsMask(sections: readonly Section[]): number {
  let m = 0;
  for (const s of sections) m |= SECTION_BIT[s];
  return m;
}

/**
 * The mask of each numbered hex seen from each side, built at first use (grid.ts numbers the hexes).
 * Two tables picked by a comparison, not one record read by the side's name (a load by a key that
 * varies, which V8 does not keep as a fixed place).
 */
let topTable: Uint8Array | null = null;
let bottomTable: Uint8Array | null = null;

function table(side: Side): Uint8Array {
  if (topTable === null || bottomTable === null) {
    const top = new Uint8Array(HEX_COUNT);
    const bottom = new Uint8Array(HEX_COUNT);
    for (let n = 0; n < HEX_COUNT; n++) {
      const k = ALL_KEYS[n]!;
      top[n] = sectionsMask(sectionsOf(k, 'top'));
      bottom[n] = sectionsMask(sectionsOf(k, 'bottom'));
    }
    topTable = top;
    bottomTable = bottom;
  }
  return side === 'top' ? topTable : bottomTable;
}

/** The sections of the hex numbered `n` seen from `side`, as a mask. */
export function sectionMaskAt(n: number, side: Side): number {
  return table(side)[n]!;
}

/** The sections of a hex seen from `side`, as a mask (a hex off the numbered board asks sectionsOf). */
export function sectionMaskOf(hex: HexKey, side: Side): number {
  const n = hexNumber(hex);
  return n >= 0 ? sectionMaskAt(n, side) : sectionsMask(sectionsOf(hex, side));
}
