// The host's side of a roll on phones (docs/net.md "Dice"). Once the action that rolls is fixed,
// the host commits to it and to a fresh value of its own, and asks every guest phone for the next
// link of its chain; the seed comes from all of them. One roll at a time: the host's queue waits.

import { type DiceOpening, encode } from '../protocol';
import { follows, randomHex } from './chain';
import { actionCommitment, combineSeed, type Seed } from './seed';
import { hashHex } from './sha256';

/** A guest phone taking part in a roll. */
export interface DrawParty {
  seat: string;
  /** Its chain's tip, or the link it revealed last. */
  commitment: string;
  send(text: string): void;
  /** Its link was good: it is the commitment from now on. */
  advance(link: string): void;
}

export type DrawResult = { ok: true; seed: Seed; opening: DiceOpening } | { ok: false; detail: string };

export interface HostDraws {
  /** Asks every party for its part of the roll of revision `rev` (the action `action` of `seat`). */
  draw(rev: number, seat: string, action: unknown, parties: readonly DrawParty[]): Promise<DrawResult>;
  /** A guest's link for roll `n`: false when it was not asked for or does not follow its chain. */
  reveal(seat: string, n: number, link: string): boolean;
  /** A party's connection is gone: the roll waiting for it cannot be made. */
  drop(seat: string): void;
}

interface Open {
  n: number;
  parties: Map<string, DrawParty>;
  links: Map<string, string>;
  /** Resolves the roll once every party's link is in. */
  complete(): void;
  fail(detail: string): void;
}

export function hostDraws(timeoutMs: number): HostDraws {
  let count = 0;
  let open: Open | null = null;
  return {
    draw(rev, seat, action, parties) {
      const n = ++count;
      const host = randomHex(32);
      const nonce = randomHex(16);
      const links = new Map<string, string>();
      return new Promise<DrawResult>((resolve) => {
        const timer = setTimeout(
          () => o.fail('a phone did not send its part of the roll in time'),
          timeoutMs,
        );
        const finish = (result: DrawResult) => {
          clearTimeout(timer);
          if (open === o) open = null;
          resolve(result);
        };
        const o: Open = {
          n,
          parties: new Map(parties.map((p) => [p.seat, p])),
          links,
          complete() {
            if (links.size < parties.length) return;
            const seed = combineSeed(rev, host, [...links]);
            finish({ ok: true, seed, opening: { n, host, seats: Object.fromEntries(links), action, nonce } });
          },
          fail: (detail) => finish({ ok: false, detail }),
        };
        open = o;
        const text = encode({
          t: 'draw',
          n,
          rev,
          host: hashHex(host),
          seats: Object.fromEntries(parties.map((p) => [p.seat, p.commitment])),
          action: actionCommitment(seat, action, nonce),
        });
        for (const p of parties) p.send(text);
        // No guest phone (every seat on the host device): nobody to wait for.
        o.complete();
      });
    },
    reveal(seat, n, link) {
      const o = open;
      const party = o?.n === n ? o.parties.get(seat) : undefined;
      if (!o || !party || o.links.has(seat) || !follows(party.commitment, link)) return false;
      party.advance(link);
      o.links.set(seat, link);
      o.complete();
      return true;
    },
    drop(seat) {
      const o = open;
      if (o?.parties.has(seat) && !o.links.has(seat))
        o.fail(`the phone of ${seat} left before sending its part of the roll`);
    },
  };
}
