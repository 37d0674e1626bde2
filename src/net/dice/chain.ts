// A hash chain: a secret link x_L, and x_{i-1} = SHA-256(x_i) down to the tip x_0. The tip is a
// commitment to every link at once: the links are revealed from x_1 upwards, and each is checked
// by hashing it back to the one revealed before (or the tip). Nobody can tell a link before it is
// revealed, and its owner cannot change it once the tip is out. A guest phone commits a chain's tip
// in its hello and reveals one link per roll (src/net/dice, docs/net.md "Dice").

import { hashHex, toHex } from './sha256';

/** Links per chain: far more rolls than a battle has; a phone whose chain runs out reconnects. */
export const CHAIN_LENGTH = 1024;

/** 64 hex digits: one link, a tip or a commitment. */
export const LINK_PATTERN = /^[0-9a-f]{64}$/;

export function randomHex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return toHex(b);
}

export interface HashChain {
  /** x_0: the commitment to the whole chain. */
  readonly tip: string;
  /** The next link (x_1, x_2 ...), or null once the chain is spent. */
  next(): string | null;
  /** Links not revealed yet. */
  remaining(): number;
}

export function createChain(length = CHAIN_LENGTH, secret = randomHex(32)): HashChain {
  const links: string[] = new Array(length + 1);
  links[length] = secret;
  for (let i = length; i > 0; i--) links[i - 1] = hashHex(links[i]!);
  let used = 0;
  return {
    tip: links[0]!,
    next: () => (used < length ? links[++used]! : null),
    remaining: () => length - used,
  };
}

/** Whether `link` is the one that follows `commitment` (the tip or the link revealed before). */
export function follows(commitment: string, link: string): boolean {
  return LINK_PATTERN.test(link) && hashHex(link) === commitment;
}
