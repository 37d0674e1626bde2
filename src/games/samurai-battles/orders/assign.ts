// Can every order taken so far be charged to a pool of the card? A small bipartite matching
// (Kuhn's augmenting paths with pool capacities). Needed because a piece on a dashed-line hex may
// count for either section (seed 003:846-847, 882-883): choosing greedily could strand a later piece.

/**
 * True when each item can be given to one pool it fits (`eligible[item]` lists pool indices) without
 * any pool taking more than `capacity[pool]` items.
 */
export function assignable(eligible: readonly (readonly number[])[], capacity: readonly number[]): boolean {
  const used = capacity.map(() => 0);
  const poolOf = eligible.map(() => -1);

  const place = (item: number, seen: boolean[]): boolean => {
    for (const p of eligible[item]!) {
      if (seen[p]) continue;
      seen[p] = true;
      if (used[p]! < capacity[p]!) {
        used[p]!++;
        poolOf[item] = p;
        return true;
      }
      // Pool full: try to move one of its items elsewhere, then take its place.
      for (let other = 0; other < eligible.length; other++) {
        if (other !== item && poolOf[other] === p && place(other, seen)) {
          poolOf[item] = p;
          return true;
        }
      }
    }
    return false;
  };

  for (let item = 0; item < eligible.length; item++) {
    if (
      !place(
        item,
        capacity.map(() => false),
      )
    )
      return false;
  }
  return true;
}
