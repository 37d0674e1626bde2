// The privacy audit of a "Sealed bid" guest phone (unit and browser tests): everything it received
// is the engine's output for its seat (hidden.ts), holds no key of the host's secret state, shows
// no bid but one its own seat chose, and reveals the bids only with the action that completed them.

import { replayWithEvents } from '../../../src/net/replay';
import type { Action, Seat, Setup } from '../../fixtures/games/sealed-bid/index';
import { sealedBidNet } from '../../fixtures/games/sealed-bid/net';
import { type AuditedGame, auditGuestMessages } from './hidden';

const SEALED_RULES = {
  net: sealedBidNet,
  // Cards are numbers that public piles share: the structural checks below look for the secrets.
  secretsOf: () => [],
  rngWordsOf: (s: { rng: { s: number[] } }) => [...s.rng.s],
};

/** Keys of the host's state that hold other seats' secrets; no guest message may carry one. */
const SECRET_KEYS = new Set(['drafts', 'hands', 'deck', 'rng']);

/**
 * Problems in what one guest phone received: views and log entries that are not the engine's for
 * its seat, a secret key, a bid (`mine`) other than one its own seat chose, or a reveal in an
 * entry of an action that did not complete the bids.
 */
export function auditSealedGuest(
  game: AuditedGame<Action, Seat, Setup>,
  received: readonly string[],
  seat: Seat,
  own: readonly number[],
): string[] {
  const problems = auditGuestMessages(received, game, seat, SEALED_RULES);
  const { events } = replayWithEvents(game.setup, game.seed, game.log, sealedBidNet);
  // The actions that completed a round's bids (the last commit): only their entries reveal.
  const reveals = new Set(events.flatMap((e, i) => (e.some((x) => x.type === 'revealed') ? [i] : [])));
  received.forEach((text, i) => {
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      for (const [k, v] of Object.entries(value)) {
        if (SECRET_KEYS.has(k)) problems.push(`message ${i} holds ${k}`);
        if (k === 'mine' && v !== null && !own.includes(v as number))
          problems.push(`message ${i} shows ${seat} the bid ${String(v)}, which it never chose`);
        walk(v);
      }
    };
    const m = JSON.parse(text) as { t: string; entry?: { index: number }; entries?: { index: number }[] };
    walk(m);
    const entries = m.entries ?? (m.entry ? [m.entry] : []);
    for (const e of entries) {
      if (JSON.stringify(e).includes('"revealed"') && !reveals.has(e.index))
        problems.push(`message ${i}: a reveal at action ${e.index}, before every seat committed`);
    }
  });
  return problems;
}
