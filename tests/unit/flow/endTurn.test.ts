// The end of the turn and the cards that change it: drawing, Order One, Dragon card or tokens,
// discarding a Dragon card, tokens on Dragon cards, reshuffles, Shogun and Counter-attack.
// Seed 003: end of turn 1809-1845; Dragon cards 1907-1962; Command cards 1965-2087.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  commandCards,
  decision,
  endBattles,
  endMovement,
  eventsOf,
  expectAt,
  newGame,
  order,
  passTurn,
  playCard,
  rolled,
  script,
  scriptLeft,
  setHand,
  stackDeck,
  tokens,
} from './harness';

const ARMY = {
  units: [
    { id: 'b1', side: 'bottom' as const, type: 'SSp' as const, hex: '10,8' },
    { id: 'bw', side: 'bottom' as const, type: 'SSp' as const, hex: '4,8' },
    { id: 'be', side: 'bottom' as const, type: 'ASp' as const, hex: '18,8' },
    { id: 'bb', side: 'bottom' as const, type: 'AB' as const, hex: '12,8' },
    { id: 't1', side: 'top' as const, type: 'ASp' as const, hex: '10,2' },
    { id: 'tw', side: 'top' as const, type: 'ASp' as const, hex: '4,2' },
    { id: 'te', side: 'top' as const, type: 'ASp' as const, hex: '18,2' },
    { id: 'tt', side: 'top' as const, type: 'SSp' as const, hex: '13,5' },
  ],
};
const HAND = ['order-two-center', 'advance-left', 'order-three-left', 'order-three-right'];

describe('drawing', () => {
  it('Order One Unit: draw 2, keep 1, discard the other (seed 003:1980-1987)', () => {
    const s = newGame(ARMY);
    setHand(s, 'bottom', ['order-one-center', ...HAND.slice(1)]);
    const [x, y] = stackDeck(s, ['shogun', 'leadership']);
    passTurn(s, 'order-one-center', 'b1');
    // passTurn keeps the first card offered.
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(s.players.bottom.hand).toContain(x);
    expect(s.commandDiscard).toContain(y);
    expect(commandCards(s)).toBe(60);

    const t = newGame(ARMY);
    setHand(t, 'bottom', ['order-one-center', ...HAND.slice(1)]);
    const [p, q] = stackDeck(t, ['shogun', 'leadership']);
    playCard(t, 'order-one-center');
    order(t, 'b1');
    endMovement(t);
    endBattles(t);
    expect(expectAt(t, 'keep-card', 'bottom')).toEqual([
      { type: 'keep-card', card: p },
      { type: 'keep-card', card: q },
    ]);
    act(t, { type: 'keep-card', card: q! });
    expect(t.players.bottom.hand).toContain(q);
    expect(t.players.bottom.hand).not.toContain(p);
    expect(t.commandDiscard).toEqual(expect.arrayContaining([p]));
    expectAt(t, 'replenish', 'bottom');
  });

  it('the option "Order One also draws a Dragon card" adds one (cards-gmt.md N1, seed 003:4148)', () => {
    const s = newGame(ARMY, { options: { dragonCards: true, orderOneDrawsDragon: true } });
    setHand(s, 'bottom', ['order-one-center', ...HAND.slice(1)]);
    const before = s.players.bottom.dragonHand.length;
    playCard(s, 'order-one-center');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    expect(s.players.bottom.dragonHand).toHaveLength(before + 1);
  });

  it('an empty Command deck is rebuilt from the shuffled discard (seed 003:1837-1838)', () => {
    const s = newGame(ARMY);
    setHand(s, 'bottom', HAND);
    s.commandDiscard.push(...s.commandDeck.splice(0));
    playCard(s, 'order-two-center');
    order(s, 'b1');
    const ev = [...endMovement(s), ...endBattles(s)];
    expect(eventsOf(ev, 'reshuffled')).toEqual([{ type: 'reshuffled', deck: 'command' }]);
    expect(s.commandDiscard).toEqual([]);
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(commandCards(s)).toBe(60);
  });
});

describe('Dragon card or tokens', () => {
  it('the active player takes a Dragon card or 2 tokens (seed 003:1815-1818)', () => {
    const s = newGame(ARMY, { options: { dragonCards: true } });
    setHand(s, 'bottom', HAND);
    passTurnTo(s, 'replenish');
    expect(expectAt(s, 'replenish', 'bottom')).toEqual([{ type: 'take-dragon' }, { type: 'take-honor' }]);
    const top = s.dragonDeck[s.dragonDeck.length - 1]!;
    act(s, { type: 'take-dragon' });
    expect(s.players.bottom.dragonHand).toEqual([top]);
    // The card just drawn may not be discarded this turn, and there is no other: the turn ends.
    expectAt(s, 'command', 'top');
  });

  it('with no Dragon card played, one (not the one just drawn) may be discarded for 1 token (seed 003:1820-1826)', () => {
    const s = newGame({ ...ARMY, dragons: { bottom: 2 } }, { options: { dragonCards: true } });
    setHand(s, 'bottom', HAND);
    const held = [...s.players.bottom.dragonHand];
    passTurnTo(s, 'replenish');
    const drawn = s.dragonDeck[s.dragonDeck.length - 1]!;
    act(s, { type: 'take-dragon' });
    const actions = expectAt(s, 'discard-dragon', 'bottom');
    expect(actions).toEqual([
      { type: 'keep-dragons' },
      ...held.map((card) => ({ type: 'discard-dragon', card })),
    ]);
    expect(actions).not.toContainEqual({ type: 'discard-dragon', card: drawn });
    act(s, { type: 'discard-dragon', card: held[0]! });
    expect(s.players.bottom.honor).toBe(6);
    expect(s.dragonDiscard).toEqual([held[0]]);
    expect(s.players.bottom.dragonHand).toHaveLength(2);
    expectAt(s, 'command', 'top');
  });

  it('no discard when a Dragon card was played this turn; its tokens go back to the pool (seed 003:1820-1821, 1945-1947)', () => {
    const s = newGame({ ...ARMY, dragons: { bottom: 2 } }, { options: { dragonCards: true } });
    setHand(s, 'bottom', HAND);
    passTurnTo(s, 'replenish');
    // As if bottom had paid 2 tokens for a Dragon card this turn (no Dragon card effect is wired yet).
    const card = s.players.bottom.dragonHand.shift()!;
    s.players.bottom.honor -= 2;
    s.dragonInPlay.push({ side: 'bottom', card, tokens: 2 });
    s.turnState.dragonPlayed.bottom = card;
    const pool = s.pool;
    act(s, { type: 'take-honor' });
    // No discard prompt: straight to the next turn.
    expectAt(s, 'command', 'top');
    expect(s.pool).toBe(pool - 2 + 2);
    expect(s.dragonInPlay).toEqual([]);
    expect(s.dragonDiscard).toEqual([card]);
    expect(tokens(s)).toBe(30);
  });

  it('tokens on a card the defender played also return at the end of the active turn (seed 003:1841-1843, 1945-1947)', () => {
    const s = newGame({ ...ARMY, dragons: { top: 1 } }, { options: { dragonCards: true } });
    setHand(s, 'bottom', HAND);
    passTurnTo(s, 'replenish');
    const card = s.players.top.dragonHand.shift()!;
    s.players.top.honor -= 3;
    s.dragonInPlay.push({ side: 'top', card, tokens: 3 });
    s.turnState.dragonPlayed.top = card;
    act(s, { type: 'take-honor' });
    expect(s.players.top.honor).toBe(2);
    expect(s.dragonDiscard).toEqual([card]);
    expect(tokens(s)).toBe(30);
  });

  it('the tokens on a Dragon card come back only after the 2-token choice: an empty pool gives nothing (seed 003:1839-1840, 1886-1889, 1945-1947)', () => {
    const s = newGame({ ...ARMY, dragons: { bottom: 1 } }, { options: { dragonCards: true } });
    setHand(s, 'bottom', HAND);
    passTurnTo(s, 'replenish');
    const card = s.players.bottom.dragonHand.shift()!;
    // Every token is in a reserve or on the card: the common pool is empty.
    s.players.bottom.honor += s.pool - 2;
    s.pool = 0;
    s.dragonInPlay.push({ side: 'bottom', card, tokens: 2 });
    s.turnState.dragonPlayed.bottom = card;
    const honor = s.players.bottom.honor;
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.honor).toBe(honor);
    expect(s.pool).toBe(2);
    expect(tokens(s)).toBe(30);
  });
});

describe('Shogun', () => {
  it('rolls one die per card of command: symbols order units of that symbol, flags any piece, honor earns tokens (seed 003:2078-2086)', () => {
    const s = newGame(ARMY);
    setHand(s, 'bottom', ['shogun', ...HAND.slice(1)]);
    script(s, 'square', 'flag', 'honor', 'triangle');
    const ev = playCard(s, 'shogun');
    expect(rolled(ev, 'shogun')).toEqual([['square', 'flag', 'honor', 'triangle']]);
    expect(scriptLeft(s)).toBe(0);
    expect(s.players.bottom.honor).toBe(6);
    // One square (b1 or bw), one triangle (be), one flag (anything): three orders at most, anywhere.
    order(s, 'bw', 'be', 'bb');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['bb', 'be', 'bw']);
  });

  it('gives its units 1 more die in every combat, ranged too (seed 003:2081-2082, rules-decisions #13)', () => {
    const s = newGame(ARMY);
    setHand(s, 'bottom', ['shogun', ...HAND.slice(1)]);
    script(s, 'circle', 'flag', 'flag', 'flag');
    playCard(s, 'shogun');
    order(s, 'bb');
    act(s, { type: 'hold', piece: 'bb' });
    // Ashigaru archers fire 2 dice at 3 hexes; Shogun adds 1.
    script(s, 'circle', 'circle', 'circle');
    const fire = act(s, { type: 'battle', unit: 'bb', target: '13,5', mode: 'ranged' });
    expect(rolled(fire, 'ranged')[0]).toHaveLength(3);
    expect(scriptLeft(s)).toBe(0);
  });

  it('reshuffles both decks with their discards before the draw (seed 003:2082-2083)', () => {
    const s = newGame(ARMY, { options: { dragonCards: true } });
    setHand(s, 'bottom', ['shogun', ...HAND.slice(1)]);
    s.commandDiscard.push(...s.commandDeck.splice(0, 10));
    s.dragonDiscard.push(...s.dragonDeck.splice(0, 5));
    script(s, 'flag', 'flag', 'flag', 'flag');
    playCard(s, 'shogun');
    order(s, 'b1');
    const ev = [...endMovement(s), ...endBattles(s)];
    expect(eventsOf(ev, 'reshuffled')).toEqual([
      { type: 'reshuffled', deck: 'command' },
      { type: 'reshuffled', deck: 'dragon' },
    ]);
    expect(s.commandDiscard).toEqual([]);
    expect(s.dragonDiscard).toEqual([]);
    expect(s.commandDeck).toHaveLength(60 - 8);
    expect(commandCards(s)).toBe(60);
  });
});

describe('Counter-attack', () => {
  it("becomes the opponent's last card with left and right swapped (seed 003:2043-2046)", () => {
    const s = newGame({ ...ARMY, first: 'top' });
    setHand(s, 'top', ['order-two-left', ...HAND.slice(1)]);
    // Top's left is the board's east (c >= 15).
    passTurn(s, 'order-two-left', 'te');
    expect(s.players.top.lastCard).toBe('order-two-left');
    setHand(s, 'bottom', ['counter-attack', ...HAND.slice(1)]);
    const ev = playCard(s, 'counter-attack');
    expect(eventsOf(ev, 'card-played')[0]).toMatchObject({ as: 'order-two-right' });
    // Bottom's right is the east too: be (18,8) may be ordered, bw (4,8) may not.
    const choices = actionsOf(s, 'order').map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''));
    expect(choices).toContain('be');
    expect(choices).not.toContain('bw');
    expect(s.players.bottom.lastCard).toBe('order-two-right');
  });

  it('copying Order One keeps its draw 2, keep 1 (seed 003:2043-2044, 1980-1987)', () => {
    const s = newGame({ ...ARMY, first: 'top' });
    setHand(s, 'top', ['order-one-center', ...HAND.slice(1)]);
    passTurn(s, 'order-one-center', 't1');
    setHand(s, 'bottom', ['counter-attack', ...HAND.slice(1)]);
    playCard(s, 'counter-attack');
    order(s, 'b1');
    endMovement(s);
    endBattles(s);
    expectAt(s, 'keep-card', 'bottom');
  });

  it('a Counter-attack answering a Counter-attack copies what that card became (seed 003:2043-2046)', () => {
    const s = newGame({ ...ARMY, first: 'top' });
    setHand(s, 'top', ['order-two-left', 'counter-attack', ...HAND.slice(1, 3)]);
    passTurn(s, 'order-two-left', 'te');
    setHand(s, 'bottom', ['counter-attack', ...HAND.slice(1)]);
    passTurn(s, 'counter-attack', 'be');
    const ev = playCard(s, 'counter-attack');
    expect(eventsOf(ev, 'card-played')[0]).toMatchObject({ side: 'top', as: 'order-two-left' });
    expect(decision(s).point).toBe('orders');
  });
});

/** Plays Order Two Center with b1 and runs the turn up to `point`, passing any Dragon card window. */
function passTurnTo(s: ReturnType<typeof newGame>, point: string): void {
  playCard(s, 'order-two-center');
  passWindows(s);
  order(s, 'b1');
  endMovement(s);
  endBattles(s);
  passWindows(s);
  expectAt(s, point, 'bottom');
}

/** The dealt Dragon cards are real: answer 'pass' to the windows they open. */
function passWindows(s: ReturnType<typeof newGame>): void {
  while (decision(s).point.startsWith('window:')) act(s, { type: 'pass' });
}
