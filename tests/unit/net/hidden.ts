// The hidden-information check of the net tests (unit and browser): what the host knows and the
// guest's player may not (mirrors the simulator's view scan in sim/invariants.ts), and a scan of
// the messages the guest received for any of it.

import type { LoggedAction } from '../../../src/engine/session';
import {
  type Action,
  applyAction,
  type GameEvent,
  type GameState,
  type GameView,
  type Setup,
  type Side,
  samuraiBattles,
} from '../../../src/games/samurai-battles/index';
import { opponent } from '../../../src/games/samurai-battles/types';
import { eventsFor, viewOf } from '../../../src/games/samurai-battles/view';
import type { ViewPatch } from '../../../src/net/protocol';
import { applyPatch } from '../../../src/net/view-patch';

/** Keys that only the generator state or the decks use. */
const HIDDEN_KEYS = new Set(['rng', 's', 'script', 'commandDeck', 'dragonDeck']);

/** The card instances the guest may not know about at this moment: the host's hands and both decks. */
export function secretsOf(state: GameState, guestSeat: Side): string[] {
  const host = state.players[opponent(guestSeat)];
  return [...host.hand, ...host.dragonHand, ...state.commandDeck, ...state.dragonDeck];
}

/** The generator's words, which must never appear as a sequence in a guest message. */
export function rngWordsOf(state: GameState): number[] {
  return [...state.rng.s];
}

/** Problems found in one received message (JSON text), given the secrets when it was sent. */
export function scanMessage(
  text: string,
  secrets: ReadonlySet<string>,
  rngWords: readonly number[],
): string[] {
  const out: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (secrets.has(value)) out.push(`${path} names the hidden card ${value}`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
      // Four numbers in a row equal to the generator's words would be its state.
      if (value.length === rngWords.length && value.every((v, i) => v === rngWords[i])) {
        out.push(`${path} holds the dice generator's state`);
      }
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if (HIDDEN_KEYS.has(k)) out.push(`${path}.${k} is hidden state`);
      walk(v, `${path}.${k}`);
    }
  };
  walk(JSON.parse(text), '$');
  return out;
}

/** Secret names also inside longer strings ("flank-attack#1" but not "flank-attack#10"). */
export function scanText(text: string, secrets: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const s of secrets) {
    let at = text.indexOf(s);
    while (at >= 0) {
      const next = text[at + s.length];
      if (next === undefined || !/[0-9]/.test(next)) {
        out.push(`the text names the hidden card ${s}`);
        break;
      }
      at = text.indexOf(s, at + 1);
    }
  }
  return out;
}

export interface AuditedGame {
  setup: Setup;
  seed: number;
  log: readonly LoggedAction<Side, Action>[];
}

/**
 * Every message the guest received, checked two ways.
 * 1. It carries the engine's redacted output and nothing else: the guest's view, rebuilt from the
 *    welcome and the patches, equals viewOf(state, guest) at that revision, and each log entry
 *    equals eventsFor(events, guest) of its action.
 * 2. Nothing in it is hidden from the guest's player: views name no card of the host's hands or
 *    the decks at their revision; an action's events name no card that was hidden both before and
 *    after it (a card may be named when it is revealed, or when it openly goes into a hand); and
 *    no message holds a deck or generator key or the generator's words.
 * Returns the problems found.
 */
export function auditGuestMessages(
  messages: readonly string[],
  game: AuditedGame,
  guestSeat: Side,
): string[] {
  // Per revision r (after r actions): the secrets and the generator words; per action: its events.
  const replay = samuraiBattles.setup(game.setup, game.seed);
  const secrets: Set<string>[] = [new Set(secretsOf(replay, guestSeat))];
  const words: number[][] = [rngWordsOf(replay)];
  const events: GameEvent[][] = [];
  for (const entry of game.log) {
    const r = applyAction(replay, entry.seat, entry.action, { transactional: false });
    if (!r.ok) throw new Error(`the log does not replay: ${r.detail}`);
    secrets.push(new Set(secretsOf(replay, guestSeat)));
    words.push(rngWordsOf(replay));
    events.push(eventsFor(r.events, guestSeat));
  }
  // A second replay walks forward to the revision of each view the guest receives.
  const walker = samuraiBattles.setup(game.setup, game.seed);
  let walked = 0;
  const viewAt = (rev: number): string => {
    if (rev < walked) throw new Error(`a view of revision ${rev} after one of ${walked}`);
    while (walked < rev) {
      const entry = game.log[walked]!;
      applyAction(walker, entry.seat, entry.action, { transactional: false });
      walked += 1;
    }
    return JSON.stringify(viewOf(walker, guestSeat));
  };

  const problems: string[] = [];
  let rev = 0;
  let held: GameView | null = null;
  const noKeys = (i: number, t: string, part: unknown, r: number) => {
    for (const p of scanMessage(JSON.stringify(part), new Set(), words[r] ?? []))
      problems.push(`message ${i} (${t}): ${p}`);
  };
  const scanPart = (i: number, t: string, part: unknown, hidden: ReadonlySet<string>, r: number) => {
    const text = JSON.stringify(part);
    for (const p of [...scanMessage(text, hidden, words[r] ?? []), ...scanText(text, hidden)]) {
      problems.push(`message ${i} (${t}, rev ${r}): ${p}`);
    }
  };
  const checkEntry = (i: number, t: string, entry: { index: number; events: unknown }) => {
    const expected = events[entry.index];
    if (!expected) {
      problems.push(`message ${i} (${t}): entry ${entry.index} is beyond the game`);
      return;
    }
    if (JSON.stringify(entry.events) !== JSON.stringify(expected)) {
      problems.push(
        `message ${i} (${t}): entry ${entry.index} differs from the engine's events for the guest`,
      );
    }
    const before = secrets[entry.index]!;
    const after = secrets[entry.index + 1]!;
    const stillHidden = new Set([...before].filter((c) => after.has(c)));
    scanPart(i, t, entry, stillHidden, entry.index + 1);
  };
  const checkView = (i: number, t: string) => {
    if (!held) return;
    if (JSON.stringify(held) !== viewAt(rev))
      problems.push(`message ${i} (${t}): the guest's view differs from viewOf at ${rev}`);
    scanPart(i, t, held, secrets[rev] ?? new Set(), rev);
  };

  messages.forEach((text, i) => {
    const m = JSON.parse(text) as Record<string, unknown> & { t: string };
    noKeys(i, m.t, m, rev);
    if (m.t === 'welcome') {
      rev = m.rev as number;
      held = m.view as GameView;
      checkView(i, m.t);
    } else if (m.t === 'update') {
      rev = m.rev as number;
      if (held) held = applyPatch(held, m.patch as ViewPatch);
      if (m.entry) checkEntry(i, m.t, m.entry as { index: number; events: unknown });
      else problems.push(`message ${i} (update): no log entry`);
      checkView(i, m.t);
    } else if (m.t === 'log') {
      for (const e of m.entries as { index: number; events: unknown }[]) checkEntry(i, m.t, e);
    } else {
      scanPart(i, m.t, m, secrets[rev] ?? new Set(), rev);
    }
  });
  return problems;
}
