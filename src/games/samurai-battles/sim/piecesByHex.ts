// What stands on each hex of one state, for the invariants checked after every action of the
// property suites: the full hexes by their number (board/grid.ts) in arrays that a new stamp empties
// (a map cleared and filled again grew its table every time), any other key in a map.

import { HEX_COUNT } from '../board/grid';
import type { HexKey } from '../types';

export class PiecesByHex<T> {
  private readonly byNumber: (T | undefined)[] = new Array<T | undefined>(HEX_COUNT).fill(undefined);
  private readonly stamps = new Int32Array(HEX_COUNT);
  private stamp = 1;
  private readonly others = new Map<HexKey, T>();

  /** Forgets every piece. */
  clear(): void {
    if (++this.stamp === 0x40000000) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    if (this.others.size > 0) this.others.clear();
  }

  /** The piece on `hex`, whose number is `n` (hexNumber: -1 for a key that is not a full hex). */
  get(hex: HexKey, n: number): T | undefined {
    if (n < 0) return this.others.get(hex);
    return this.stamps[n] === this.stamp ? this.byNumber[n] : undefined;
  }

  set(hex: HexKey, n: number, piece: T): void {
    if (n < 0) {
      this.others.set(hex, piece);
      return;
    }
    this.byNumber[n] = piece;
    this.stamps[n] = this.stamp;
  }
}
