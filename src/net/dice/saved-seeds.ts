// The dice seeds a hosted save keeps (protocol 5, docs/net.md "Saves and old games"): the header's
// `extra.dice`, the seed of each action that rolled on phones by its log index. Whoever replays
// the save (the host reopening it, the review timeline) sets each one before its action.

import type { Seed } from './seed';

/** The seeds in a save header's `extra`, by log index; none in a save made before protocol 5. */
export function savedDiceSeeds(extra: Record<string, unknown> | undefined): Record<number, Seed> {
  const raw = extra?.dice;
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Record<number, Seed> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
    )
      out[Number(key)] = value as Seed;
  }
  return out;
}
