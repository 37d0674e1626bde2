// The view check of the simulator and the property suites: neither seat's view may hold the other
// seat's hands, any deck order or the dice generator. It runs after every action of the random-game
// suites, so the walk that answers "is anything there?" allocates nothing, tests each leaf where it
// finds it (no call per number or string) and looks a string up only if a secret card has its
// length; only when it finds something does `scan` walk again to name every leak with its path.

import { currentPrompt } from '../flow/driver';
import type { Prompt } from '../flow/machine';
import type { GameState, Side } from '../types';
import { opponent, SIDES } from '../types';
import { type GameView, viewOf } from '../view';

// The kinds of key (keyKind): hidden state (the generator, the script, the decks' order), and
// numbers-only parts (typed so: per-turn history, option tables, terrain) that cannot name a card.
const HIDDEN = 1;
const NUMERIC = 2;
const BOTH = (1 << SIDES.length) - 1;

/** A key's kind (0: any other), compared rather than hashed: the walk asks it of every key. */
function keyKind(k: string): number {
  switch (k) {
    case 'rng':
    case 's':
    case 'script':
    case 'commandDeck':
    case 'dragonDeck':
      return HIDDEN;
    case 'history':
    case 'options':
    case 'terrain':
      return NUMERIC;
    default:
      return 0;
  }
}

/**
 * The secrets of the state being checked, kept between checks: every secret card with the seats it
 * is hidden from, one bit per seat in SIDES order (a deck card from both, a card in a hand from the
 * other seat), and the lengths of their names, a bit per length modulo 32 (a string of another
 * length names no secret card, and is not looked up). Most actions move no card: the map is made
 * again only when a deck or hand differs from the copy taken when it was last made.
 */
const masks = new Map<string, number>();
let lengths = 0;
/** The piles the map was made from (the decks, then each seat's opponent's hands), as they were. */
const madeFrom: string[][] = [];

function pilesOf(state: GameState): readonly (readonly string[])[] {
  // The hands hidden from the first seat, then from the second.
  const first = state.players[opponent(SIDES[0]!)];
  const second = state.players[opponent(SIDES[1]!)];
  return [state.commandDeck, state.dragonDeck, first.hand, first.dragonHand, second.hand, second.dragonHand];
}

/** Pile p's cards are hidden from these seats: the decks from both, the hands from one. */
const PILE_SEATS = [BOTH, BOTH, 1, 1, 2, 2];

function samePiles(piles: readonly (readonly string[])[]): boolean {
  if (madeFrom.length !== piles.length) return false;
  for (let p = 0; p < piles.length; p++) {
    const pile = piles[p]!;
    const was = madeFrom[p]!;
    if (pile.length !== was.length) return false;
    for (let i = 0; i < pile.length; i++) if (pile[i] !== was[i]) return false;
  }
  return true;
}

function noteSecrets(state: GameState): void {
  const piles = pilesOf(state);
  if (samePiles(piles)) return;
  masks.clear();
  lengths = 0;
  madeFrom.length = 0;
  for (let p = 0; p < piles.length; p++) {
    const pile = piles[p]!;
    const seats = PILE_SEATS[p]!;
    for (const card of pile) {
      masks.set(card, (masks.get(card) ?? 0) | seats);
      lengths |= 1 << (card.length & 31);
    }
    madeFrom.push(pile.slice());
  }
}

/** Is this string a secret card hidden from one of the seats in `seats` (bits)? */
function secret(s: string, seats: number): boolean {
  return ((lengths >>> (s.length & 31)) & 1) !== 0 && ((masks.get(s) ?? 0) & seats) !== 0;
}

/** The secrets of one seat, as `scan` reads them. */
function secretsOf(state: GameState, side: Side): Set<string> {
  const other = state.players[opponent(side)];
  return new Set([...other.hand, ...other.dragonHand, ...state.commandDeck, ...state.dragonDeck]);
}

/** Does a value hold a hidden key, or a string hidden from one of the seats in `seats` (bits)? */
function leaks(value: unknown, seats: number): boolean {
  if (typeof value === 'string') return secret(value, seats);
  if (typeof value !== 'object' || value === null) return false;
  return holds(value, seats);
}

/** `leaks` for an object or array; its leaves are tested here, only objects are walked by a call. */
function holds(value: object, seats: number): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'string') {
        if (secret(v, seats)) return true;
      } else if (typeof v === 'object' && v !== null && holds(v, seats)) return true;
    }
    return false;
  }
  for (const k in value) {
    const kind = keyKind(k);
    if (kind === HIDDEN) return true;
    if (kind === NUMERIC) continue;
    const v: unknown = (value as Record<string, unknown>)[k];
    if (typeof v === 'string') {
      if (secret(v, seats)) return true;
    } else if (typeof v === 'object' && v !== null && holds(v, seats)) return true;
  }
  return false;
}

/** Walks a view and reports hidden keys and any string naming one of the secret cards. */
function scan(value: unknown, secrets: Set<string>, path: string, out: string[]): void {
  if (typeof value === 'string') {
    if (secrets.has(value)) out.push(`${path} names the hidden card ${value}`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) scan(value[i], secrets, path, out);
    return;
  }
  for (const k in value) {
    const kind = keyKind(k);
    if (kind === HIDDEN) out.push(`${path}.${k} is hidden state`);
    if (kind === NUMERIC) continue;
    scan((value as Record<string, unknown>)[k], secrets, `${path}.${k}`, out);
  }
}

/** Does the view part under key `k` leak to the seats in `seats` (a hidden key, or a secret in it)? */
function partLeaks(k: string, value: unknown, seats: number): boolean {
  const kind = keyKind(k);
  return kind === HIDDEN || (kind !== NUMERIC && leaks(value, seats));
}

/** Neither seat's view may hold the other seat's hands, any deck order or the generator state. */
export function checkViews(state: GameState, prompt: Prompt | null = currentPrompt(state)): string[] {
  const views = SIDES.map((side) => viewOf(state, side, { prompt, copy: false })) as [GameView, GameView];
  return viewsLeaks(state, views);
}

/** checkViews on views already built, one per seat in SIDES order (tests plant leaks in them). */
export function viewsLeaks(state: GameState, views: readonly [GameView, GameView]): string[] {
  const out: string[] = [];
  noteSecrets(state);
  const [a, b] = views;
  // One pass over each view's parts. What both views hold by the same reference (the board,
  // discards, cards in play) is walked once against both seats' secrets; each view's own parts
  // against its seat's. If a shared part leaks, each view is walked whole for its own secrets, which
  // names the leak per seat.
  let shared = false;
  let inA = false;
  let inB = false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const k in ra) {
    const va = ra[k];
    const vb = rb[k];
    if (va === vb) {
      if (!shared && partLeaks(k, va, BOTH)) shared = true;
      continue;
    }
    if (!inA && partLeaks(k, va, 1)) inA = true;
    if (!inB && k in rb && partLeaks(k, vb, 2)) inB = true;
  }
  for (const k in rb) if (!inB && !(k in ra) && partLeaks(k, rb[k], 2)) inB = true;
  for (let i = 0; i < SIDES.length; i++) {
    const side = SIDES[i]!;
    const v = views[i]!;
    const other = v.players[opponent(side)];
    if (other.hand !== null || other.dragonHand !== null)
      out.push(`${side}'s view shows the opponent's hand`);
    const own = i === 0 ? inA : inB;
    if (own || (shared && leaks(v, 1 << i))) scan(v, secretsOf(state, side), side, out);
  }
  return out;
}
