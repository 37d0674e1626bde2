// Can every order taken so far be charged to a pool of the card? A small bipartite matching
// (Kuhn's augmenting paths with pool capacities). Needed because a piece on a dashed-line hex may
// count for either section (seed 003:846-847, 882-883): choosing greedily could strand a later piece.

/**
 * True when each item can be given to one pool it fits (`eligible[item]` lists pool indices) without
 * any pool taking more than `capacity[pool]` items.
 */
export function assignable(eligible: readonly (readonly number[])[], capacity: readonly number[]): boolean {
  return chargeAll(eligible, capacity) !== null;
}

/**
 * The orders already given, charged to pools once, so that many candidates for the next order can
 * each be tried with one augmenting path instead of a whole new matching (`withOneMore`).
 */
export interface Charged {
  eligible: readonly (readonly number[])[];
  capacity: readonly number[];
  used: readonly number[];
  poolOf: readonly number[];
}

/** Charges the items to pools one augmenting path at a time; null when they cannot all be. */
export function chargeAll(
  eligible: readonly (readonly number[])[],
  capacity: readonly number[],
): Charged | null {
  // withOneMore folded over the items, on one set of arrays: a failed path changes nothing, and
  // the fold stops at the first one.
  const items: (readonly number[])[] = [];
  const used = capacity.map(() => 0);
  const poolOf: number[] = [];
  const seen: boolean[] = [];
  for (const own of eligible) {
    items.push(own);
    for (let p = 0; p < capacity.length; p++) seen[p] = false;
    if (!augment(items, own, capacity, used, poolOf, seen, items.length - 1)) return null;
  }
  return { eligible: items, capacity, used, poolOf };
}

/**
 * The charge with one more item fitting the pools `own`, or null when it cannot be added. Kuhn's
 * algorithm: the items charged so far all fit, so the new set fits exactly when an augmenting path
 * starts at the new item. `m` is left as it was.
 */
export function withOneMore(m: Charged, own: readonly number[]): Charged | null {
  const eligible = [...m.eligible, own];
  const used = m.used.slice();
  const poolOf = m.poolOf.slice();
  const seen = m.capacity.map(() => false);
  if (!augment(eligible, own, m.capacity, used, poolOf, seen, eligible.length - 1)) return null;
  return { eligible, capacity: m.capacity, used, poolOf };
}

// Scratch arrays for `fitsOneMore`, reused: it is asked once per candidate order at every listing.
// Entries past the current charge's size are stale but never read (pools and items are counted).
const scratchUsed: number[] = [];
const scratchPoolOf: number[] = [];
const scratchSeen: boolean[] = [];

/** `withOneMore(m, own) !== null` without building the new charge (the same search, no allocation). */
export function fitsOneMore(m: Charged, own: readonly number[]): boolean {
  for (let p = 0; p < m.used.length; p++) {
    scratchUsed[p] = m.used[p]!;
    scratchSeen[p] = false;
  }
  const items = m.eligible.length;
  for (let i = 0; i < items; i++) scratchPoolOf[i] = m.poolOf[i]!;
  scratchPoolOf[items] = -1;
  return augment(m.eligible, own, m.capacity, scratchUsed, scratchPoolOf, scratchSeen, items);
}

/**
 * One augmenting path from `item` (a plain function: no closure made per candidate tried). The item
 * being added may lie past `eligible`'s end, with pools `own` (it is never moved: no pool holds it yet).
 */
function augment(
  eligible: readonly (readonly number[])[],
  own: readonly number[],
  capacity: readonly number[],
  used: number[],
  poolOf: number[],
  seen: boolean[],
  item: number,
): boolean {
  for (const p of eligible[item] ?? own) {
    if (seen[p]) continue;
    seen[p] = true;
    if (used[p]! < capacity[p]!) {
      used[p]!++;
      poolOf[item] = p;
      return true;
    }
    // Pool full: try to move one of its items elsewhere, then take its place.
    for (let other = 0; other < eligible.length; other++) {
      if (
        other !== item &&
        poolOf[other] === p &&
        augment(eligible, own, capacity, used, poolOf, seen, other)
      ) {
        poolOf[item] = p;
        return true;
      }
    }
  }
  return false;
}
