// The guest's side of the dice on phones (docs/net.md "Dice"): its chain for this connection (the
// tip goes in the hello), its link for each roll the host asks for, and the check of every update:
// the host's values open what it committed to, the seed follows from them, and every die shown is
// the one that seed gives. A failed check means a host phone that does not play fair.

import { randomInt, rngFromWords } from '../../engine/rng';
import type { PublicDraw } from '../net-game';
import type { DiceOpening, DrawMessage } from '../protocol';
import { CHAIN_LENGTH, createChain, follows } from './chain';
import { actionCommitment, combineSeed } from './seed';
import { hashHex } from './sha256';

export type DrawAnswer = { ok: true; link: string } | { ok: false; spent: boolean; why: string };

/** What the guest checks of one update. */
export interface CheckedUpdate {
  rev: number;
  entry: { seat: string; events: readonly unknown[] };
  dice?: DiceOpening;
}

export interface GuestDice {
  /** The commitment to this connection's chain (the hello's `dice`). */
  readonly tip: string;
  /** True until a link has been sent: such a chain may go in the next hello again. */
  unused(): boolean;
  /** The link to send for a roll the host asks for. */
  answer(m: DrawMessage, seat: string): DrawAnswer;
  /** Null when the update's dice are fair, else what is wrong. */
  check(update: CheckedUpdate, draws?: (events: readonly unknown[]) => readonly PublicDraw[]): string | null;
}

interface Asked {
  draw: DrawMessage;
  mine: string;
  seat: string;
}

export function guestDice(length = CHAIN_LENGTH): GuestDice {
  const chain = createChain(length);
  let last = chain.tip;
  const asked = new Map<number, Asked>();

  function opens(a: Asked, d: DiceOpening, update: CheckedUpdate): string | null {
    if (a.draw.rev !== update.rev - 1) return `roll ${d.n} was asked for another action`;
    if (hashHex(d.host) !== a.draw.host) return 'the host value is not the one it committed to';
    const seats = Object.keys(a.draw.seats);
    if (Object.keys(d.seats).length !== seats.length) return 'the roll does not name the phones it asked';
    for (const seat of seats) {
      const link = d.seats[seat];
      if (link === undefined || !follows(a.draw.seats[seat]!, link))
        return `the part of ${seat} does not follow its chain`;
    }
    if (d.seats[a.seat] !== a.mine) return 'the roll does not use the part this phone sent';
    if (actionCommitment(update.entry.seat, d.action, d.nonce) !== a.draw.action)
      return 'the action that rolled is not the one the host committed to';
    return null;
  }

  return {
    tip: chain.tip,
    unused: () => last === chain.tip,
    answer(m, seat) {
      if (m.seats[seat] !== last)
        return { ok: false, spent: false, why: 'the host asked with another commitment' };
      const link = chain.next();
      if (link === null) return { ok: false, spent: true, why: 'this connection has used its whole chain' };
      last = link;
      asked.set(m.n, { draw: m, mine: link, seat });
      return { ok: true, link };
    },
    check(update, draws) {
      const d = update.dice;
      const shown = draws?.(update.entry.events) ?? [];
      if (!d) return shown.length > 0 ? 'dice were rolled without this phone’s part' : null;
      const a = asked.get(d.n);
      for (const n of [...asked.keys()]) if (n <= d.n) asked.delete(n);
      if (!a) return `roll ${d.n} was never asked of this phone`;
      const wrong = opens(a, d, update);
      if (wrong) return wrong;
      const rng = rngFromWords(combineSeed(a.draw.rev, d.host, Object.entries(d.seats)));
      for (const [i, draw] of shown.entries()) {
        if (!(draw.n >= 1) || randomInt(rng, draw.n) !== draw.value)
          return `die ${i + 1} is not the one the phones' values give`;
      }
      return null;
    },
  };
}
