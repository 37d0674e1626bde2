// Invariants checked after every action by the simulator and the property tests. Each returns a
// list of violations (empty = fine) so a failing game can be reported with its seed and action.

import { currentPrompt } from '../flow/machine';
import { isFullKey } from '../hex';
import { HONOR_TOKENS } from '../setup';
import type { GameState } from '../types';
import { opponent, SIDES } from '../types';
import { viewOf } from '../view';

export const COMMAND_CARD_TOTAL = 60;

export function checkInvariants(state: GameState, dragonTotal: number): string[] {
  const out: string[] = [];
  const seenUnits = new Set<string>();
  for (const u of Object.values(state.units)) {
    if (u.blocks < 1 || u.blocks > u.maxBlocks) out.push(`unit ${u.id} has ${u.blocks} blocks`);
    if (!isFullKey(u.hex)) out.push(`unit ${u.id} stands on ${u.hex}, not a full hex`);
    if (seenUnits.has(u.hex)) out.push(`two units on ${u.hex}`);
    seenUnits.add(u.hex);
  }
  const seenLeaders = new Set<string>();
  for (const l of Object.values(state.leaders)) {
    if (!isFullKey(l.hex)) out.push(`leader ${l.id} stands on ${l.hex}`);
    if (seenLeaders.has(l.hex)) out.push(`two leaders on ${l.hex}`);
    seenLeaders.add(l.hex);
    const u = Object.values(state.units).find((x) => x.hex === l.hex);
    if (u && u.side !== l.side) out.push(`leader ${l.id} shares ${l.hex} with an enemy unit`);
  }
  // Cards are conserved: deck + discard + hands + the card in play.
  let command = state.commandDeck.length + state.commandDiscard.length + (state.turnState.card ? 1 : 0);
  let dragon = state.dragonDeck.length + state.dragonDiscard.length + state.dragonInPlay.length;
  for (const side of SIDES) {
    command += state.players[side].hand.length;
    dragon += state.players[side].dragonHand.length;
  }
  if (command !== COMMAND_CARD_TOTAL) out.push(`${command} Command cards instead of ${COMMAND_CARD_TOTAL}`);
  if (dragon !== dragonTotal) out.push(`${dragon} Dragon cards instead of ${dragonTotal}`);
  // Tokens are conserved: pool + reserves + tokens on Dragon cards in play.
  let tokens = state.pool + state.dragonInPlay.reduce((n, d) => n + d.tokens, 0);
  for (const side of SIDES) {
    tokens += state.players[side].honor;
    if (state.players[side].honor < 0) out.push(`${side} has negative honor`);
  }
  if (state.pool < 0) out.push('negative pool');
  if (tokens !== HONOR_TOKENS) out.push(`${tokens} Honor & Fortune tokens instead of ${HONOR_TOKENS}`);
  return out;
}

const HIDDEN_KEYS = new Set(['rng', 's', 'script', 'commandDeck', 'dragonDeck']);
const NUMERIC_PARTS = new Set(['history', 'options', 'terrain']);

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
    // Numbers-only parts (typed so: per-turn history, option tables, terrain) cannot name a card.
    if (NUMERIC_PARTS.has(k)) continue;
    scan((value as Record<string, unknown>)[k], secrets, `${path}.${k}`, out);
  }
}

/** Neither seat's view may hold the other seat's hands, any deck order or the generator state. */
export function checkViews(state: GameState): string[] {
  const out: string[] = [];
  const prompt = currentPrompt(state);
  for (const side of SIDES) {
    const v = viewOf(state, side, { prompt, copy: false });
    const other = v.players[opponent(side)];
    if (other.hand !== null || other.dragonHand !== null)
      out.push(`${side}'s view shows the opponent's hand`);
    // Secrets: the opponent's hands and both decks (cards in a discard pile or in play are public).
    const secrets = new Set<string>([
      ...state.players[opponent(side)].hand,
      ...state.players[opponent(side)].dragonHand,
      ...state.commandDeck,
      ...state.dragonDeck,
    ]);
    scan(v, secrets, side, out);
  }
  return out;
}
