// The privacy audit of a Shogun guest phone (unit and browser tests): everything it received is the
// engine's output for its seat (hidden.ts: views rebuilt from welcome and patches equal the engine's
// view at every revision, log entries its events), no message holds a key of the host's hidden
// state (the tower's inside, the event and draft decks, the planning box, the generator) or the
// generator's words, no plan draft but the phone's own seat's ever appears, and the plans are
// revealed only with the action that completed them.

import type { Action, Seat, Setup, ShogunGame } from '../../../src/games/shogun/index';
import { type NetLogged, withSeed } from '../../../src/net/dice/public-seed';
import { type ShogunNetGame, shogunNet } from '../../../src/net/games/shogun';
import { type AuditedGame, auditGuestMessages, canonicalJson } from './hidden';

const rulesOf = (net: ShogunNetGame) => ({
  net,
  // Every name in Shogun (provinces, action kinds) is public somewhere: the checks below are structural.
  secretsOf: () => [],
  rngWordsOf: (s: ShogunGame) => [...s.rng.s],
});

/** Keys of the host's state that hold hidden things; no guest message may carry one. */
const SECRET_KEYS = new Set(['inside', 'eventDeck', 'deck', 'drafts', 'box', 'rng', 'script', 'tower']);

/** Problems in what one Shogun guest phone (seat `seat`) received; `net`: the host's (named players). */
export function auditShogunGuest(
  game: AuditedGame<Action, Seat, Setup>,
  received: readonly string[],
  seat: Seat,
  net: ShogunNetGame = shogunNet,
): string[] {
  const problems = auditGuestMessages(received, game, seat, rulesOf(net));
  // The seat's own drafts at every revision (the only plans a phone may see before a reveal), and
  // the actions whose events reveal the plans.
  const state = net.module.setup(game.setup, game.seed);
  const own = new Set<string>();
  const reveals = new Set<number>();
  const note = () => {
    const draft = state.box?.drafts[seat];
    if (draft) own.add(canonicalJson(draft));
  };
  note();
  game.log.forEach((entry, i) => {
    // Rolled again from the seed the phones drew, as the host did (docs/net.md "Dice").
    const dice = (entry as NetLogged<Seat, Action>).dice;
    const r = withSeed(net, state, dice, () => net.applyFast(state, entry.seat, entry.action));
    if (r.ok && r.events.some((e) => e.type === 'bidsRevealed')) reveals.add(i);
    note();
  });
  received.forEach((text, i) => {
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      const o = value as Record<string, unknown>;
      if (o.type === 'planEdited' && o.seat !== seat)
        problems.push(`message ${i} shows ${String(o.seat)}'s plan`);
      for (const [k, v] of Object.entries(o)) {
        if (SECRET_KEYS.has(k)) problems.push(`message ${i} holds ${k}`);
        if (k === 'mine' && v !== undefined && !own.has(canonicalJson(v)))
          problems.push(`message ${i} shows ${seat} a draft it never made`);
        walk(v);
      }
    };
    const m = JSON.parse(text) as { entry?: { index: number }; entries?: { index: number }[] };
    walk(m);
    for (const e of m.entries ?? (m.entry ? [m.entry] : [])) {
      if (JSON.stringify(e).includes('"bidsRevealed"') && !reveals.has(e.index))
        problems.push(`message ${i}: plans revealed at action ${e.index}, before every seat committed`);
    }
  });
  return problems;
}
