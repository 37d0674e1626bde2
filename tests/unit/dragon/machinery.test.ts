import { afterEach, describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { DRAGON_EFFECTS } from '../../../src/games/samurai-battles/dragon/effects';
import { dragonActions } from '../../../src/games/samurai-battles/flow/dragon';
import { applyAction, samuraiBattles } from '../../../src/games/samurai-battles/index';
import { loadScenario } from '../property/run';

// The Dragon card machinery (issue 2): payment from the reserve, tokens on the card until the end of
// the turn, one card per player per turn, windows offered only when a card can legally be played.
// Here a test effect stands in for one card; the real one is put back after each test.

const TEST_CARD = 'courage';
const REAL = DRAGON_EFFECTS[TEST_CARD]!;

afterEach(() => {
  DRAGON_EFFECTS[TEST_CARD] = REAL;
});

function setupWithCard(honor: number) {
  const scenario = loadScenario('scenarios/test/test-duel.json');
  const state = samuraiBattles.setup({ scenario, options: { dragonCards: true } }, 3);
  const side = state.active;
  // Put one Courage card in the active player's Dragon hand, keeping the 40 cards conserved.
  const p = state.players[side];
  const i = state.dragonDeck.findIndex((c) => c.startsWith(`${TEST_CARD}#`));
  const card = state.dragonDeck.splice(i, 1)[0]!;
  state.dragonDeck.push(...p.dragonHand);
  p.dragonHand = [card];
  state.pool += p.honor - honor;
  p.honor = honor;
  return { state, side, card };
}

describe('Dragon card machinery', () => {
  it('a card with no registered effect is never offered', () => {
    const { state, side } = setupWithCard(5);
    delete DRAGON_EFFECTS[TEST_CARD];
    expect(dragonActions(state, side, 'with-command')).toEqual([]);
    expect(dragonActions(state, side, 'before-opponent-roll')).toEqual([]);
  });

  it('is offered in its window only, and only if the whole cost can be paid (seed 003:1941-1950)', () => {
    const { state, side, card } = setupWithCard(0);
    DRAGON_EFFECTS[TEST_CARD] = { windows: ['with-command'], apply: () => {} };
    state.options.dragonCosts[TEST_CARD] = 1;
    expect(dragonActions(state, side, 'with-command')).toEqual([]);
    state.players[side].honor = 1;
    state.pool -= 1;
    expect(dragonActions(state, side, 'with-command')).toEqual([{ type: 'play-dragon', card }]);
    expect(dragonActions(state, side, 'during-movement')).toEqual([]);
  });

  it('tokens sit on the card until the end of the turn, then go back to the pool; one card per turn (seed 003:1935-1962)', () => {
    const { state, side, card } = setupWithCard(3);
    let applied = 0;
    DRAGON_EFFECTS[TEST_CARD] = {
      windows: ['with-command'],
      apply: () => {
        applied++;
      },
    };
    state.options.dragonCosts[TEST_CARD] = 2;
    const pool = state.pool;
    // Play a Command card; the with-command window then opens for the active player.
    const d = soleDecision(samuraiBattles, state)!;
    expect(d.point).toBe('command');
    const playable = d.actions.find((a) => a.type === 'play-card')!;
    expect(applyAction(state, side, playable).ok).toBe(true);
    const w = soleDecision(samuraiBattles, state)!;
    expect(w.point).toBe('window:with-command');
    expect(w.actions).toContainEqual({ type: 'pass' });
    const r = applyAction(state, side, { type: 'play-dragon', card });
    expect(r.ok).toBe(true);
    expect(applied).toBe(1);
    expect(state.players[side].honor).toBe(1);
    expect(state.dragonInPlay).toEqual([{ side, card, tokens: 2 }]);
    expect(state.pool).toBe(pool);
    expect(state.turnState.dragonPlayed[side]).toBe(card);
    // A second card this turn is refused even if affordable.
    expect(dragonActions(state, side, 'with-command')).toEqual([]);
    // Play the turn out with "stop" actions until the next player's turn starts.
    let guard = 0;
    while (state.active === side && guard++ < 200) {
      const dec = soleDecision(samuraiBattles, state)!;
      const stop =
        dec.actions.find((a) =>
          [
            'end-orders',
            'end-movement',
            'end-battles',
            'pass',
            'take-honor',
            'keep-dragons',
            'stay',
            'no-bonus',
            'no-inspire',
          ].includes(a.type),
        ) ?? dec.actions[0]!;
      expect(applyAction(state, dec.seat, stop).ok).toBe(true);
    }
    expect(state.dragonInPlay).toEqual([]);
    expect(state.dragonDiscard).toContain(card);
    // 2 tokens back from the card, minus the 2 taken at the end of the turn.
    expect(state.pool).toBe(pool + 2 - 2);
  });

  it('playing a Dragon card ends the undo of earlier actions (a hidden card is revealed)', () => {
    const { state, side, card } = setupWithCard(3);
    DRAGON_EFFECTS[TEST_CARD] = { windows: ['with-command'], apply: () => {} };
    const d = soleDecision(samuraiBattles, state)!;
    applyAction(state, side, d.actions[0]!);
    applyAction(state, side, { type: 'play-dragon', card });
    expect(state.undoFloor).toBe(state.actionCount);
  });
});
