// The digital decks through a turn: the Command card, the draw, the Dragon card or tokens, the
// optional Dragon discard, and the next player taking the controls.

import { describe, expect, it } from 'vitest';
import { soleDecision } from '../../../src/engine/decide';
import { companion } from '../../../src/games/companion/index';
import {
  act,
  commandCards,
  dragonCards,
  expectLegal,
  giveCard,
  legal,
  newGame,
  scriptDice,
  tokens,
} from './fixture';

describe('a turn in companion mode', () => {
  it('the active player plays one Command card per turn (seed 003:839-843)', () => {
    const s = newGame();
    const card = s.table.players.bottom.hand[0]!;
    act(s, 'bottom', { type: 'play-command', card });
    expect(s.table.turnState.card).toBe(card);
    expect(s.table.players.bottom.hand).not.toContain(card);
    expect(legal(s).some((a) => a.type === 'play-command')).toBe(false);
  });

  it('cannot end the turn before a Command card is played', () => {
    const s = newGame();
    expectLegal(s, { type: 'end-turn' }, false);
  });

  it('at the end of the turn the card is discarded and one is drawn (seed 003:1812-1814)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'order-two-center#1');
    const before = s.table.players.bottom.hand.length;
    act(s, 'bottom', { type: 'play-command', card: 'order-two-center#1' });
    act(s, 'bottom', { type: 'end-turn' });
    expect(s.table.commandDiscard).toContain('order-two-center#1');
    expect(s.table.players.bottom.hand).toHaveLength(before);
    expect(soleDecision(companion, s)?.point).toBe('replenish');
    expect(commandCards(s)).toBe(60);
  });

  it('then a Dragon card or 2 tokens; the turn passes to the other player (seed 003:1815-1817, 1839-1840)', () => {
    const s = newGame();
    const pool = s.table.pool;
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card') {
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    }
    act(s, 'bottom', { type: 'take-honor' });
    if (soleDecision(companion, s)?.point === 'discard-dragon') act(s, 'bottom', { type: 'keep-dragons' });
    expect(s.table.players.bottom.honor).toBe(11);
    expect(s.table.pool).toBe(pool - 2);
    expect(s.table.active).toBe('top');
    expect(s.control).toBe('top');
    expect(s.table.turn).toBe(2);
    expect(tokens(s)).toBe(30);
  });

  it('an Order One Unit card draws 2 and keeps 1, the other discarded (seed 003:1980-1987)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'order-one-left#1');
    act(s, 'bottom', { type: 'play-command', card: 'order-one-left#1' });
    const next = s.table.commandDeck.slice(-2);
    act(s, 'bottom', { type: 'end-turn' });
    const d = soleDecision(companion, s)!;
    expect(d.point).toBe('keep-card');
    expect(d.actions).toHaveLength(2);
    // The choice is private: the other seat's view shows no drawn card.
    expect(companion.view(s, 'top').phase).toEqual({ step: 'keep-card', drawn: [] });
    const keep = next[0]!;
    act(s, 'bottom', { type: 'keep-card', card: keep });
    expect(s.table.players.bottom.hand).toContain(keep);
    expect(s.table.commandDiscard).toContain(next[1]!);
    expect(soleDecision(companion, s)?.point).toBe('replenish');
  });

  it('may discard a Dragon card for 1 token only when none was played, never the one just drawn (seed 003:1818-1826)', () => {
    const s = newGame();
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    const drawn = s.table.dragonDeck.at(-1)!;
    act(s, 'bottom', { type: 'take-dragon' });
    const d = soleDecision(companion, s)!;
    expect(d.point).toBe('discard-dragon');
    expect(d.actions.some((a) => a.type === 'discard-dragon' && a.card === drawn)).toBe(false);
    const old = s.table.players.bottom.dragonHand.find((c) => c !== drawn)!;
    const honor = s.table.players.bottom.honor;
    act(s, 'bottom', { type: 'discard-dragon', card: old });
    expect(s.table.players.bottom.honor).toBe(honor + 1);
    expect(s.table.dragonDiscard).toContain(old);
    expect(dragonCards(s)).toBe(40);
  });

  it('Dragon tokens sit on the card until the end of the turn, then go back to the pool (seed 003:1942-1947)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'ashigaru-attack#1', 'dragon');
    const honor = s.table.players.bottom.honor;
    const pool = s.table.pool;
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'play-dragon', card: 'ashigaru-attack#1' });
    expect(s.table.players.bottom.honor).toBe(honor - 1);
    expect(s.table.pool).toBe(pool);
    expect(s.table.dragonInPlay).toEqual([{ side: 'bottom', card: 'ashigaru-attack#1', tokens: 1 }]);
    expect(tokens(s)).toBe(30);
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    act(s, 'bottom', { type: 'take-honor' });
    // No discard offered: a Dragon card was played this turn.
    expect(s.table.active).toBe('top');
    expect(s.table.dragonInPlay).toEqual([]);
    expect(s.table.dragonDiscard).toContain('ashigaru-attack#1');
    expect(s.table.pool).toBe(pool + 1 - 2);
  });

  it('one Dragon card per player per turn, and only with its whole cost in the reserve (seed 003:1938-1940, 1949-1951)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'ashigaru-attack#1', 'dragon');
    giveCard(s, 'bottom', 'ninja-assassin#1', 'dragon');
    giveCard(s, 'top', 'turncoat#1', 'dragon');
    s.table.players.top.honor = 2;
    s.table.pool += 2;
    act(s, 'bottom', { type: 'play-dragon', card: 'ashigaru-attack#1' });
    expectLegal(s, { type: 'play-dragon', card: 'ninja-assassin#1' }, false);
    act(s, 'bottom', { type: 'hand-over' });
    // Turncoat costs 3 (rules-decisions #17); top holds 2 tokens.
    expectLegal(s, { type: 'play-dragon', card: 'turncoat#1' }, false);
  });

  it('a Shogun card rolls one die per card of the command and keeps the honor symbols (seed 003:2078-2083)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'shogun#1');
    scriptDice(s, ['circle', 'flag', 'honor', 'honor', 'square', 'triangle']);
    const honor = s.table.players.bottom.honor;
    act(s, 'bottom', { type: 'play-command', card: 'shogun#1' });
    expect(s.lastRoll).toMatchObject({
      kind: 'shogun',
      faces: ['circle', 'flag', 'honor', 'honor', 'square', 'triangle'],
    });
    expect(s.table.players.bottom.honor).toBe(honor + 2);
    expect(companion.view(s, 'top').shogun).toHaveLength(6);
  });

  it('after a Shogun turn both decks are reshuffled with their discards before the draw (seed 003:2082-2083)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'shogun#1');
    s.table.commandDiscard.push(s.table.commandDeck.pop()!);
    s.table.dragonDiscard.push(s.table.dragonDeck.pop()!);
    act(s, 'bottom', { type: 'play-command', card: 'shogun#1' });
    const events = act(s, 'bottom', { type: 'end-turn' });
    expect(events.filter((e) => e.type === 'reshuffled')).toHaveLength(2);
    expect(s.table.commandDiscard).toEqual([]);
    expect(s.table.dragonDiscard).toEqual([]);
    expect(commandCards(s)).toBe(60);
  });

  it('Counter-attack works as the opponent’s last card with the sides swapped (seed 003:2043-2046)', () => {
    const s = newGame();
    giveCard(s, 'bottom', 'tigers-tail-left#1');
    act(s, 'bottom', { type: 'play-command', card: 'tigers-tail-left#1' });
    act(s, 'bottom', { type: 'end-turn' });
    act(s, 'bottom', { type: 'take-honor' });
    if (soleDecision(companion, s)?.point === 'discard-dragon') act(s, 'bottom', { type: 'keep-dragons' });
    giveCard(s, 'top', 'counter-attack#1');
    const events = act(s, 'top', { type: 'play-command', card: 'counter-attack#1' });
    expect(events[0]).toMatchObject({ type: 'card-played', as: 'tigers-tail-right' });
    expect(s.table.turnState.effectiveCard).toBe('tigers-tail-right');
  });

  it('First Strike is played on the opponent’s turn and replaced first at the end of it (seed 003:2047-2051)', () => {
    const s = newGame();
    giveCard(s, 'top', 'first-strike#1');
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'hand-over' });
    const topCards = s.table.players.top.hand.length;
    act(s, 'top', { type: 'play-command', card: 'first-strike#1' });
    expect(s.table.commandDiscard).toContain('first-strike#1');
    act(s, 'top', { type: 'hand-over' });
    const firstDraw = s.table.commandDeck.at(-1)!;
    act(s, 'bottom', { type: 'end-turn' });
    expect(s.table.players.top.hand).toContain(firstDraw);
    expect(s.table.players.top.hand).toHaveLength(topCards);
  });

  it('a player who starts his turn with a single Command card surrenders (seed 003:1903-1904)', () => {
    const s = newGame();
    const top = s.table.players.top;
    while (top.hand.length > 1) s.table.commandDiscard.push(top.hand.pop()!);
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    act(s, 'bottom', { type: 'take-honor' });
    if (soleDecision(companion, s)?.point === 'discard-dragon') act(s, 'bottom', { type: 'keep-dragons' });
    expect(s.table.winner).toBe('bottom');
    expect(s.table.endReason).toBe('surrender');
    expect(soleDecision(companion, s)).toBeNull();
  });

  it('Okehazama: the surprised Imagawa draw an extra card after each of their turns (seed 003:2931-2933)', () => {
    const s = newGame('gmt/12-okehazama-dengakuhazama-gorge.json');
    const imagawa = () => s.table.players.top;
    expect(imagawa().handSize).toBe(2);
    act(s, 'bottom', { type: 'play-command', card: s.table.players.bottom.hand[0]! });
    act(s, 'bottom', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'bottom', soleDecision(companion, s)!.actions[0]!);
    act(s, 'bottom', { type: 'take-honor' });
    if (soleDecision(companion, s)?.point === 'discard-dragon') act(s, 'bottom', { type: 'keep-dragons' });
    act(s, 'top', { type: 'play-command', card: imagawa().hand[0]! });
    act(s, 'top', { type: 'end-turn' });
    if (soleDecision(companion, s)?.point === 'keep-card')
      act(s, 'top', soleDecision(companion, s)!.actions[0]!);
    expect(imagawa().handSize).toBe(3);
    expect(imagawa().hand).toHaveLength(3);
  });

  it('Nagashino: Oda-Tokugawa gain a banner at the end of a turn with an Order One Unit card (seed 003:3622-3624)', () => {
    const s = newGame('gmt/29-nagashino-takeda-center-attack.json');
    expect(s.table.active).toBe('top');
    giveCard(s, 'top', 'order-one-center#1');
    act(s, 'top', { type: 'play-command', card: 'order-one-center#1' });
    act(s, 'top', { type: 'end-turn' });
    expect(s.table.players.top.banners).toBe(1);
    // Never the winning banner: at 6 of 7 the card earns nothing.
    const t = newGame('gmt/29-nagashino-takeda-center-attack.json');
    for (let i = 0; i < 6; i++) act(t, 'top', { type: 'banner', side: 'top', for: 'other' });
    giveCard(t, 'top', 'order-one-left#1');
    act(t, 'top', { type: 'play-command', card: 'order-one-left#1' });
    act(t, 'top', { type: 'end-turn' });
    expect(t.table.players.top.banners).toBe(6);
    expect(t.table.winner).toBeNull();
  });
});
