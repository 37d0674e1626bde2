// What the two-phone dice protocol derives from the values the phones revealed: the seed of the
// public stream one action rolls with, and the commitment to the action that rolls.

import { hashText, sha256 } from './sha256';

/** The four words of the public stream's generator (src/engine/rng.ts `rngFromWords`). */
export type Seed = [number, number, number, number];

/**
 * The seed of revision `rev`'s roll from the host's value and each guest seat's link (in seat-name
 * order, whatever order they came in). Any one value its owner kept secret until the others were
 * fixed makes the seed unpredictable to the others.
 */
export function combineSeed(rev: number, host: string, seats: readonly (readonly [string, string])[]): Seed {
  const parts = [...seats].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = `kassen-dice/${rev}/host=${host}${parts.map(([seat, link]) => `/${seat}=${link}`).join('')}`;
  const digest = sha256(new TextEncoder().encode(text));
  const view = new DataView(digest.buffer);
  return [view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)];
}

/** The commitment to the action that rolls, sent before any guest reveals (opened in the update). */
export function actionCommitment(seat: string, action: unknown, nonce: string): string {
  return hashText(JSON.stringify([seat, action, nonce]));
}
