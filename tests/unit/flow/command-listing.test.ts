// The command step's play-card actions are kept per card instance (flow/turn.ts playEntry): each
// command decision must still offer exactly the cards isPlayableAsCommand allows, in the hand's
// order, on the state, a copy and a reopened state, and after the hand is changed by hand between
// two listings (a hand of reactions only offers every card).

import { describe, expect, it } from 'vitest';
import { isPlayableAsCommand } from '../../../src/games/samurai-battles/cards';
import { cloneState } from '../../../src/games/samurai-battles/clone';
import { currentPrompt } from '../../../src/games/samurai-battles/flow/driver';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { walkRandomGames } from './random-walk';

/** The play-card actions the rule allows for the active player's hand, in its order. */
function byRule(state: GameState) {
  const side = state.active;
  return state.players[side].hand
    .filter((card) => isPlayableAsCommand(state, side, card))
    .map((card) => ({ type: 'play-card', card }));
}

describe('the command step lists the playable cards', () => {
  it('as the rule allows, on the state, a copy and a reopened state', { timeout: 120_000 }, () => {
    let seen = 0;
    walkRandomGames(
      ['scenarios/test/test-skirmish.json'],
      [5],
      (state, prompt, label) => {
        if (prompt.point !== 'command') return;
        seen++;
        expect(prompt.actions, label).toEqual(byRule(state));
        for (const s of [cloneState(state), JSON.parse(JSON.stringify(state)) as GameState])
          expect(currentPrompt(s)?.actions, `${label} copy`).toEqual(byRule(s));
      },
      600,
    );
    expect(seen).toBeGreaterThan(20);
  });

  it('follows a hand changed by hand between two listings', () => {
    let checked = false;
    walkRandomGames(
      ['scenarios/test/test-skirmish.json'],
      [6],
      (state, prompt) => {
        if (checked || prompt.point !== 'command') return;
        checked = true;
        const hand = state.players[state.active].hand;
        // Reactions only: every card may be played (rules-decisions "A hand of reactions").
        hand.splice(0, hand.length, 'first-strike#1', 'first-strike#2');
        expect(currentPrompt(state)?.actions).toEqual([
          { type: 'play-card', card: 'first-strike#1' },
          { type: 'play-card', card: 'first-strike#2' },
        ]);
        // A normal card added: the reactions are no longer offered.
        hand.push('order-two-left#1');
        expect(currentPrompt(state)?.actions).toEqual([{ type: 'play-card', card: 'order-two-left#1' }]);
        expect(currentPrompt(state)?.actions).toEqual(byRule(state));
      },
      200,
    );
    expect(checked).toBe(true);
  });
});
