// Helpers for the companion tests: scenarios from disk, actions that must succeed, scripted dice.

import { join } from 'node:path';
import { expect } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import type { CompanionAction } from '../../../src/games/companion/actions';
import type { CompanionEvent } from '../../../src/games/companion/events';
import { companion } from '../../../src/games/companion/index';
import type { CompanionState } from '../../../src/games/companion/state';
import type { ScenarioV1 } from '../../../src/games/samurai-battles/scenario/format';
import { loadScenarioFile } from '../../../src/games/samurai-battles/scenario/load-file';
import { DIE_FACES, type DieFace, type Side } from '../../../src/games/samurai-battles/types';

export const SCENARIOS = join(__dirname, '../../../scenarios');

export function scenario(file: string): ScenarioV1 {
  const r = loadScenarioFile(join(SCENARIOS, file));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.problems)}`);
  return r.scenario;
}

export function newGame(file = 'gmt/09-kawagoe-castle.json', seed = 7): CompanionState {
  return companion.setup({ scenario: scenario(file) }, seed);
}

/** Applies an action that must be legal; returns its events. */
export function act(state: CompanionState, seat: Side, action: CompanionAction): CompanionEvent[] {
  const r = companion.apply(state, seat, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.reason} (${r.detail})`);
  return r.events;
}

/** The next dice (and other random draws) come out as these faces. */
export function scriptDice(state: CompanionState, faces: DieFace[]): void {
  state.table.rng.script = faces.map((f) => DIE_FACES.indexOf(f));
}

/** All 30 Honor & Fortune tokens: pool, reserves and the ones on Dragon cards in play. */
export function tokens(state: CompanionState): number {
  const t = state.table;
  return (
    t.pool + t.players.top.honor + t.players.bottom.honor + t.dragonInPlay.reduce((n, d) => n + d.tokens, 0)
  );
}

/** Every Command card is somewhere: deck, discard, hands, or in play this turn. */
export function commandCards(state: CompanionState): number {
  const t = state.table;
  return (
    t.commandDeck.length +
    t.commandDiscard.length +
    t.players.top.hand.length +
    t.players.bottom.hand.length +
    (t.turnState.card ? 1 : 0)
  );
}

export function dragonCards(state: CompanionState): number {
  const t = state.table;
  return (
    t.dragonDeck.length +
    t.dragonDiscard.length +
    t.players.top.dragonHand.length +
    t.players.bottom.dragonHand.length +
    t.dragonInPlay.length
  );
}

export function legal(state: CompanionState): CompanionAction[] {
  return soleDecision(companion, state)?.actions ?? [];
}

export function expectLegal(state: CompanionState, action: CompanionAction, yes = true): void {
  const found = legal(state).some((a) => JSON.stringify(a) === JSON.stringify(action));
  expect(found, `${JSON.stringify(action)} legal`).toBe(yes);
}

/** Puts a named card into a hand (taking it from wherever it is), for card-specific tests. */
export function giveCard(
  state: CompanionState,
  side: Side,
  card: string,
  deck: 'command' | 'dragon' = 'command',
): void {
  const t = state.table;
  const piles =
    deck === 'command'
      ? [t.commandDeck, t.commandDiscard, t.players.top.hand, t.players.bottom.hand]
      : [t.dragonDeck, t.dragonDiscard, t.players.top.dragonHand, t.players.bottom.dragonHand];
  for (const pile of piles) {
    const i = pile.indexOf(card);
    if (i >= 0) pile.splice(i, 1);
  }
  (deck === 'command' ? t.players[side].hand : t.players[side].dragonHand).push(card);
}

/** Takes a card of the hand back to the top of its deck (keeps the count of cards right). */
export function dropCard(state: CompanionState, side: Side, card: string): void {
  const t = state.table;
  const hand = t.players[side].hand;
  hand.splice(hand.indexOf(card), 1);
  t.commandDeck.push(card);
}
