// Invariants checked after every action by the simulator and the property tests. Each returns a
// list of violations (empty = fine) so a failing game can be reported with its seed and action.

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

/** Neither seat's view may hold the other seat's hands, any deck order or the generator state. */
export function checkViews(state: GameState): string[] {
  const out: string[] = [];
  for (const side of SIDES) {
    const v = viewOf(state, side);
    const other = v.players[opponent(side)];
    if (other.hand !== null || other.dragonHand !== null)
      out.push(`${side}'s view shows the opponent's hand`);
    const json = JSON.stringify(v);
    if (json.includes('"rng"') || json.includes('"commandDeck"') || json.includes('"dragonDeck"')) {
      out.push(`${side}'s view carries hidden state`);
    }
    for (const card of state.players[opponent(side)].hand) {
      if (json.includes(`"${card}"`) && !state.commandDiscard.includes(card))
        out.push(`${side}'s view names ${card}`);
    }
  }
  return out;
}
