// The view check of the simulator and the property suites: neither seat's view may hold the other
// seat's hands, any deck order or the dice generator. It runs after every action of the random-game
// suites, so the walk that answers "is anything there?" allocates nothing and looks each string up
// once; only when it finds something does `scan` walk again to name every leak with its path.

import { currentPrompt } from '../flow/driver';
import type { Prompt } from '../flow/machine';
import type { GameState, Side } from '../types';
import { opponent, SIDES } from '../types';
import { type GameView, viewOf } from '../view';

const HIDDEN_KEYS = new Set(['rng', 's', 'script', 'commandDeck', 'dragonDeck']);
/** Numbers-only parts (typed so: per-turn history, option tables, terrain) cannot name a card. */
const NUMERIC_PARTS = new Set(['history', 'options', 'terrain']);
const HIDDEN = 1;
const NUMERIC = 2;
/** Each key's kind in one lookup (the walk asks it for every key of every object). */
const KEY_KIND = new Map<string, number>([
  ...[...HIDDEN_KEYS].map((k): [string, number] => [k, HIDDEN]),
  ...[...NUMERIC_PARTS].map((k): [string, number] => [k, NUMERIC]),
]);

/**
 * Every secret card with the seats it is hidden from, one bit per seat in SIDES order: a deck card
 * from both, a card in a hand from the other seat.
 */
function secretMasks(state: GameState): Map<string, number> {
  const masks = new Map<string, number>();
  const everyone = (1 << SIDES.length) - 1;
  for (const card of state.commandDeck) masks.set(card, everyone);
  for (const card of state.dragonDeck) masks.set(card, everyone);
  SIDES.forEach((side, i) => {
    const other = state.players[opponent(side)];
    for (const card of other.hand) masks.set(card, (masks.get(card) ?? 0) | (1 << i));
    for (const card of other.dragonHand) masks.set(card, (masks.get(card) ?? 0) | (1 << i));
  });
  return masks;
}

/** The secrets of one seat, as `scan` reads them. */
function secretsOf(state: GameState, side: Side): Set<string> {
  const other = state.players[opponent(side)];
  return new Set([...other.hand, ...other.dragonHand, ...state.commandDeck, ...state.dragonDeck]);
}

/** Does a value hold a hidden key, or a string hidden from one of the seats in `seats` (bits)? */
function leaks(value: unknown, masks: Map<string, number>, seats: number): boolean {
  if (typeof value === 'string') return ((masks.get(value) ?? 0) & seats) !== 0;
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (leaks(value[i], masks, seats)) return true;
    return false;
  }
  for (const k in value) {
    const kind = KEY_KIND.get(k);
    if (kind === HIDDEN) return true;
    if (kind === NUMERIC) continue;
    if (leaks((value as Record<string, unknown>)[k], masks, seats)) return true;
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
    if (HIDDEN_KEYS.has(k)) out.push(`${path}.${k} is hidden state`);
    if (NUMERIC_PARTS.has(k)) continue;
    scan((value as Record<string, unknown>)[k], secrets, `${path}.${k}`, out);
  }
}

/** Neither seat's view may hold the other seat's hands, any deck order or the generator state. */
export function checkViews(state: GameState, prompt: Prompt | null = currentPrompt(state)): string[] {
  const out: string[] = [];
  const views = SIDES.map((side) => viewOf(state, side, { prompt, copy: false })) as [GameView, GameView];
  const masks = secretMasks(state);
  const [a, b] = views;
  // What both views hold by the same reference (the board, discards, cards in play) is walked once
  // against both seats' secrets; each view's own parts against its seat's. If the shared walk finds
  // something, each view is walked whole for its own secrets, which names the leak per seat.
  let sharedClean = true;
  for (const k in a) {
    const key = k as keyof GameView;
    if (a[key] !== b[key]) continue;
    const kind = KEY_KIND.get(k);
    if (kind === HIDDEN || (kind !== NUMERIC && leaks(a[key], masks, (1 << SIDES.length) - 1))) {
      sharedClean = false;
      break;
    }
  }
  SIDES.forEach((side, i) => {
    const v = views[i]!;
    const other = v.players[opponent(side)];
    if (other.hand !== null || other.dragonHand !== null)
      out.push(`${side}'s view shows the opponent's hand`);
    const seat = 1 << i;
    let found = !sharedClean;
    if (sharedClean) {
      const w = views[1 - i]!;
      for (const k in v) {
        const key = k as keyof GameView;
        if (v[key] === w[key]) continue;
        const kind = KEY_KIND.get(k);
        if (kind === HIDDEN || (kind !== NUMERIC && leaks(v[key], masks, seat))) {
          found = true;
          break;
        }
      }
    }
    if (found && (sharedClean || leaks(v, masks, seat))) scan(v, secretsOf(state, side), side, out);
  });
  return out;
}
