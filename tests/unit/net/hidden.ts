// The hidden-information check of the net tests (unit and browser): what the host knows and the
// guest's player may not (mirrors the simulator's view scan in sim/invariants.ts), and a scan of
// the messages the guest received for any of it. Any net game: Samurai Battles (secretsOf) and
// companion mode (companionSecretsOf).

import type { LoggedAction } from '../../../src/engine/session';
import type { CompanionState } from '../../../src/games/companion/state';
import type { Action, GameState, Setup, Side } from '../../../src/games/samurai-battles/index';
import { opponent } from '../../../src/games/samurai-battles/types';
import { type NetLogged, withSeed } from '../../../src/net/dice/public-seed';
import { companionNet } from '../../../src/net/games/companion';
import { samuraiNet } from '../../../src/net/games/samurai';
import type { NetGame, NetTypes } from '../../../src/net/net-game';
import type { ViewPatch } from '../../../src/net/protocol';
import { applyPatch } from '../../../src/net/view-patch';

/** Keys that only the generator state or the decks use. */
const HIDDEN_KEYS = new Set(['rng', 's', 'script', 'commandDeck', 'dragonDeck']);

/** The card instances the guest may not know about at this moment: the host's hands and both decks. */
export function secretsOf(state: GameState, guestSeat: Side): string[] {
  const host = state.players[opponent(guestSeat)];
  return [...host.hand, ...host.dragonHand, ...state.commandDeck, ...state.dragonDeck];
}

/** A companion game's secrets: the host's hands, both decks, and the host's cards drawn to keep one. */
export function companionSecretsOf(state: CompanionState, guestSeat: Side): string[] {
  const host = opponent(guestSeat);
  const drawn = state.phase.step === 'keep-card' && state.table.active === host ? state.phase.drawn : [];
  return [...secretsOf(state.table, guestSeat), ...drawn];
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
  // The path is a stack of keys joined only for a problem: a whole game's messages hold millions
  // of values, and a string built for each was most of the browser audit's time.
  const path: (string | number)[] = ['$'];
  const at = () => path.map((k, i) => (i === 0 ? k : typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (secrets.has(value)) out.push(`${at()} names the hidden card ${value}`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i]);
        path.pop();
      }
      // Four numbers in a row equal to the generator's words would be its state.
      if (value.length === rngWords.length && value.every((v, i) => v === rngWords[i])) {
        out.push(`${at()} holds the dice generator's state`);
      }
      return;
    }
    for (const k in value) {
      path.push(k);
      if (HIDDEN_KEYS.has(k)) out.push(`${at()} is hidden state`);
      walk((value as Record<string, unknown>)[k]);
      path.pop();
    }
  };
  walk(JSON.parse(text));
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

/** Events that put a card face up on the table, and the fields naming it. */
const SHOWING: Record<string, readonly string[]> = {
  'card-played': ['card'],
  'dragon-played': ['card'],
  'command-swapped': ['card', 'returned'],
  'card-taken': ['card'],
  'card-discarded': ['card'],
};

/**
 * The cards an action's events show face up (played, swapped in, discarded, taken from a discard
 * pile). Such a card may be named even when the same action shuffles it back into a deck (the Shogun
 * card's reshuffle at the end of the turn, a deck run out), so it is hidden before and after: it was
 * public in between. A card drawn (`card-drawn`) is never among them.
 */
export function shownCards(events: unknown): Set<string> {
  const out = new Set<string>();
  if (!Array.isArray(events)) return out;
  for (const e of events) {
    if (typeof e !== 'object' || e === null) continue;
    const r = e as Record<string, unknown>;
    for (const field of SHOWING[String(r.type)] ?? []) if (typeof r[field] === 'string') out.add(r[field]);
  }
  return out;
}

/** JSON with the keys of every object sorted: a patched view may list a record's keys in another order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Whether two values are the same JSON (keys in any order; a key whose value is undefined is no key,
 * as JSON.stringify drops it, and an undefined array item is null). Comparing each view this way
 * instead of as two canonical strings was a third of a whole game's audit.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    keys += 1;
    if (!sameJson(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) keys -= 1;
  return keys === 0;
}

export interface AuditedGame<A = Action, Seat extends string = Side, Setup_ = Setup> {
  setup: Setup_;
  seed: number;
  log: readonly LoggedAction<Seat, A>[];
}

/** What the audit must know of a game: its rules and views, and its secrets at a moment. */
export interface AuditedRules<S, A, V, E, Seat extends string, Setup_> {
  net: NetGame<NetTypes<S, A, V, E, Seat, Setup_>>;
  secretsOf(state: S, guestSeat: Seat): string[];
  rngWordsOf(state: S): number[];
}

const SAMURAI_RULES: AuditedRules<GameState, Action, unknown, unknown, Side, Setup> = {
  net: samuraiNet,
  secretsOf,
  rngWordsOf,
};

export const COMPANION_RULES = {
  net: companionNet,
  secretsOf: companionSecretsOf,
  rngWordsOf: (state: CompanionState) => rngWordsOf(state.table),
};

/**
 * Every message the guest received, checked two ways.
 * 1. It carries the engine's redacted output and nothing else: the guest's view, rebuilt from the
 *    welcome and the patches, equals the engine's view for the guest at that revision, and each log
 *    entry equals the engine's events for the guest (eventsFor) of its action.
 * 2. Nothing in it is hidden from the guest's player: views name no card of the host's hands or
 *    the decks at their revision; an action's events name no card that was hidden both before and
 *    after it (a card may be named when it is revealed, or when it openly goes into a hand); and
 *    no message holds a deck or generator key or the generator's words.
 * Returns the problems found. Samurai Battles unless `rules` names another game.
 */
export function auditGuestMessages<S, A, V, E, Seat extends string, Setup_>(
  messages: readonly string[],
  game: AuditedGame<A, Seat, Setup_>,
  guestSeat: Seat,
  rules: AuditedRules<S, A, V, E, Seat, Setup_> = SAMURAI_RULES as unknown as AuditedRules<
    S,
    A,
    V,
    E,
    Seat,
    Setup_
  >,
): string[] {
  const { net } = rules;
  // Per revision r (after r actions): the secrets and the generator words; per action: its events.
  const replay = net.module.setup(game.setup, game.seed);
  const secrets: Set<string>[] = [new Set(rules.secretsOf(replay, guestSeat))];
  const words: number[][] = [rules.rngWordsOf(replay)];
  const events: E[][] = [];
  for (const entry of game.log) {
    const dice = (entry as NetLogged<Seat, A>).dice;
    const r = withSeed(net, replay, dice, () => net.applyFast(replay, entry.seat, entry.action));
    if (!r.ok) throw new Error(`the log does not replay: ${r.detail}`);
    secrets.push(new Set(rules.secretsOf(replay, guestSeat)));
    words.push(rules.rngWordsOf(replay));
    events.push(net.eventsFor(r.events, guestSeat));
  }
  // A second replay walks forward to the revision of each view the guest receives.
  const walker = net.module.setup(game.setup, game.seed);
  let walked = 0;
  const viewAt = (rev: number): unknown => {
    if (rev < walked) throw new Error(`a view of revision ${rev} after one of ${walked}`);
    while (walked < rev) {
      const entry = game.log[walked]! as NetLogged<Seat, A>;
      withSeed(net, walker, entry.dice, () => net.applyFast(walker, entry.seat, entry.action));
      walked += 1;
    }
    return net.viewer(walker).view(guestSeat, true);
  };

  const problems: string[] = [];
  let rev = 0;
  let held: object | null = null;
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
    const shown = shownCards(entry.events);
    const stillHidden = new Set([...before].filter((c) => after.has(c) && !shown.has(c)));
    scanPart(i, t, entry, stillHidden, entry.index + 1);
  };
  const checkView = (i: number, t: string) => {
    if (!held) return;
    if (!sameJson(held, viewAt(rev)))
      problems.push(`message ${i} (${t}): the guest's view differs from the engine's view at ${rev}`);
    scanPart(i, t, held, secrets[rev] ?? new Set(), rev);
  };

  messages.forEach((text, i) => {
    const m = JSON.parse(text) as Record<string, unknown> & { t: string };
    noKeys(i, m.t, m, rev);
    if (m.t === 'welcome') {
      rev = m.rev as number;
      held = m.view as object;
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
