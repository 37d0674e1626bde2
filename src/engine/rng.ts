// Seeded PRNG kept inside the game state so a saved game replays the same dice.
// sfc32: small, fast, good statistical quality, and its whole state is four uint32s (JSON-safe).

export interface RngState {
  /** The four 32-bit words of the generator. Hidden from every view. */
  s: [number, number, number, number];
  /** Scripted results (indices into the caller's range) consumed before the generator; used by tests. */
  script?: number[];
  /**
   * The public stream: while present, the draws whose results every player sees (dice, the tower's
   * cubes) come from these four words instead of `s`. A two-phone host sets them, before an action
   * that rolls, from a value both phones contributed to (src/net/dice), so the guest can recompute
   * its dice; local play never sets them and draws everything from `s` as before.
   */
  pub?: [number, number, number, number];
}

export function createRng(seed: number): RngState {
  const rng: RngState = { s: [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0] };
  // Warm up so nearby seeds diverge.
  for (let i = 0; i < 15; i++) nextUint32(rng);
  return rng;
}

export function nextUint32(rng: RngState): number {
  const s = rng.s;
  let a = s[0];
  let b = s[1];
  let c = s[2];
  let d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/**
 * The generator a public draw (dice) uses: the public stream when one is set, else the state's own
 * generator (local play and old saves roll exactly as before).
 */
export function publicStream(rng: RngState): RngState {
  return rng.pub ? { s: rng.pub } : rng;
}

/** A generator whose state is four given 32-bit words (sfc32's counter word made odd-safe by warm-up). */
export function rngFromWords(words: readonly [number, number, number, number]): RngState {
  const rng: RngState = { s: [words[0] >>> 0, words[1] >>> 0, words[2] >>> 0, words[3] >>> 0] };
  for (let i = 0; i < 15; i++) nextUint32(rng);
  return rng;
}

/** An integer in [0, n). Scripted values are used first (and must be in range). */
export function randomInt(rng: RngState, n: number): number {
  if (rng.script && rng.script.length > 0) {
    const v = rng.script.shift()!;
    if (rng.script.length === 0) delete rng.script;
    if (!Number.isInteger(v) || v < 0 || v >= n)
      throw new Error(`scripted random value ${v} is outside [0, ${n})`);
    return v;
  }
  // Rejection sampling removes modulo bias.
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}

/** Fisher-Yates shuffle in place. */
export function shuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
