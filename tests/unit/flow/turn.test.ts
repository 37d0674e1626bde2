// The sequence of a turn and the orders phase, driven through the state machine.
// Seed 003: turn sequence 829-835; playing a card 839-866; orders 868-936; movement 939-1108.

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
  legal,
  newGame,
  order,
  playCard,
  setHand,
  setHonor,
  tokens,
} from './harness';

const CENTER = {
  units: [
    { id: 'b1', side: 'bottom' as const, type: 'SSp' as const, hex: '10,6' },
    { id: 'b2', side: 'bottom' as const, type: 'ASp' as const, hex: '12,8' },
    { id: 'b3', side: 'bottom' as const, type: 'SSpC' as const, hex: '14,6' },
    { id: 't1', side: 'top' as const, type: 'ASp' as const, hex: '11,5' },
  ],
  leaders: [{ id: 'bL', side: 'bottom' as const, kind: 'foot' as const, hex: '10,6' }],
};

describe('turn sequence', () => {
  it('runs command, orders, movement, battle and end of turn in that order (seed 003:829-835)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-one-right', 'order-three-left']);
    expect(s.turn).toBe(1);
    expectAt(s, 'command', 'bottom');
    const played = playCard(s, 'order-two-center');
    expect(eventsOf(played, 'card-played')).toHaveLength(1);
    expect(s.players.bottom.hand).toHaveLength(3);
    expectAt(s, 'orders', 'bottom');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b2' } });
    act(s, { type: 'end-orders' });
    expectAt(s, 'movement', 'bottom');
    act(s, { type: 'move', piece: 'b2', to: '11,7' });
    // b2 moved 1 hex: it may still battle, but nothing is next to it, so the battle phase is skipped.
    expectAt(s, 'replenish', 'bottom');
    const deckBefore = s.commandDeck.length;
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(s.commandDeck).toHaveLength(deckBefore);
    expect(s.commandDiscard.map((c) => c.split('#')[0])).toEqual(['order-two-center']);
    expect(s.players.bottom.honor).toBe(7);
    expect(s.turn).toBe(2);
    expect(s.active).toBe('top');
    expectAt(s, 'command', 'top');
    expect(commandCards(s)).toBe(60);
    expect(tokens(s)).toBe(30);
  });

  it('draws the card at the end of the turn, after the battles (seed 003:1813-1814)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-two-center');
    order(s, 'b1');
    expect(s.players.bottom.hand).toHaveLength(3);
    endMovement(s);
    expectAt(s, 'battle', 'bottom');
    expect(s.players.bottom.hand).toHaveLength(3);
    endBattles(s);
    expect(s.players.bottom.hand).toHaveLength(4);
  });

  it('skips orders, movement and battle when the card can order nobody (seed 003:864-865)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-two-left', 'advance-center', 'order-one-right', 'order-three-left']);
    const ev = playCard(s, 'order-two-left');
    expect(eventsOf(ev, 'no-orders')).toEqual([{ type: 'no-orders', side: 'bottom' }]);
    expect(Object.keys(s.turnState.ordered)).toEqual([]);
    expectAt(s, 'replenish', 'bottom');
    // The left-section card still goes to the discard and a new card is drawn.
    act(s, { type: 'take-honor' });
    expect(s.players.bottom.hand).toHaveLength(4);
    expect(s.commandDiscard[0]!.startsWith('order-two-left#')).toBe(true);
  });

  it('Counter-attack with no card to copy orders nothing and goes to the draw (seed 003:2043-2046, 864-865)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['counter-attack', 'advance-center', 'order-one-right', 'order-three-left']);
    const ev = playCard(s, 'counter-attack');
    expect(eventsOf(ev, 'no-orders')).toHaveLength(1);
    expectAt(s, 'replenish', 'bottom');
  });

  it('First Strike is not offered as the turn card while another card can be played (seed 003:2047-2051)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['first-strike', 'advance-center', 'order-one-right', 'order-three-left']);
    const cards = actionsOf(s, 'play-card').map((a) => a.card.split('#')[0]);
    expect(cards).toEqual(['advance-center', 'order-one-right', 'order-three-left']);
  });
});

describe('orders', () => {
  it('gives each unit at most one order and loses orders beyond the eligible pieces (seed 003:880, 885-889)', () => {
    const s = newGame({ ...CENTER, leaders: [] });
    setHand(s, 'bottom', ['order-three-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-three-center');
    expect(actionsOf(s, 'order').map((a) => (a.choice.kind === 'unit' ? a.choice.unit : ''))).toEqual([
      'b1',
      'b2',
      'b3',
    ]);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    expect(legal(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } })).toBe(false);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b2' } });
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b3' } });
    // Three orders, three pieces in the centre: nothing is left to order, the phase ends by itself.
    expectAt(s, 'movement', 'bottom');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'b2', 'b3']);
  });

  it('stops at the card count: a fourth centre unit cannot be ordered by Order Three (seed 003:1997)', () => {
    const s = newGame({
      units: [
        { id: 'b1', side: 'bottom', type: 'SSp', hex: '8,8' },
        { id: 'b2', side: 'bottom', type: 'SSp', hex: '10,8' },
        { id: 'b3', side: 'bottom', type: 'SSp', hex: '12,8' },
        { id: 'b4', side: 'bottom', type: 'SSp', hex: '14,8' },
      ],
    });
    setHand(s, 'bottom', ['order-three-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-three-center');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b2' } });
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b3' } });
    expectAt(s, 'movement', 'bottom');
    expect(s.turnState.ordered.b4).toBeUndefined();
  });

  it('orders a leader and his unit together for one order (seed 003:898-899, 1000-1003)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    expectAt(s, 'movement', 'bottom');
    act(s, { type: 'move', piece: 'b1', to: '9,5' });
    expect(s.units.b1!.hex).toBe('9,5');
    expect(s.leaders.bL!.hex).toBe('9,5');
  });

  it('a helmet card detaches a leader for one order and the unit stays unordered (seed 003:904-905, 914-918)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    act(s, { type: 'order', choice: { kind: 'detach', leader: 'bL' } });
    // One order, spent on the leader: the unit is not ordered and the phase is over.
    const moves = expectAt(s, 'movement', 'bottom');
    expect(moves.some((a) => a.type === 'move' && a.piece === 'b1')).toBe(false);
    expect(s.turnState.ordered.bL?.detached).toBe(true);
    act(s, { type: 'move', piece: 'bL', to: '12,6' });
    expect(s.leaders.bL!.hex).toBe('12,6');
    expect(s.units.b1!.hex).toBe('10,6');
  });

  it('two orders detach the leader and order his unit as well (seed 003:907-908)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-two-center');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    act(s, { type: 'order', choice: { kind: 'detach', leader: 'bL' } });
    expectAt(s, 'movement', 'bottom');
    act(s, { type: 'move', piece: 'b1', to: '9,5' });
    // The detached leader stayed behind and still has his own move.
    expect(s.leaders.bL!.hex).toBe('10,6');
    act(s, { type: 'move', piece: 'bL', to: '12,6' });
    expect(s.leaders.bL!.hex).toBe('12,6');
  });

  it('a card without the helmet cannot detach a leader (seed 003:916-918)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['order-square', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-square');
    expect(actionsOf(s, 'order').some((a) => a.choice.kind === 'detach')).toBe(false);
  });

  it('Leadership does not let a leader leave an ordered unit (seed 003:2066-2068)', () => {
    const s = newGame(CENTER);
    setHand(s, 'bottom', ['leadership', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'leadership');
    expect(actionsOf(s, 'order').some((a) => a.choice.kind === 'detach')).toBe(false);
  });
});

describe('leaders joining units during movement', () => {
  const JOIN = {
    units: [
      { id: 'b1', side: 'bottom' as const, type: 'SSp' as const, hex: '10,8' },
      { id: 'bc', side: 'bottom' as const, type: 'SSpC' as const, hex: '14,8' },
      { id: 't1', side: 'top' as const, type: 'ASp' as const, hex: '9,7' },
    ],
    leaders: [{ id: 'bL', side: 'bottom' as const, kind: 'foot' as const, hex: '12,8' }],
  };

  it('a lone leader who joins an ordered unit ends its move too; the unit may still battle (seed 003:910-913, 1036-1038)', () => {
    const s = newGame(JOIN);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-two-center');
    order(s, 'bL', 'b1');
    const ev = act(s, { type: 'move', piece: 'bL', to: '10,8' });
    expect(eventsOf(ev, 'joined')).toEqual([{ type: 'joined', leader: 'bL', unit: 'b1' }]);
    // b1 had not moved, but may not move now; it is adjacent to t1 and still battles.
    expectAt(s, 'battle', 'bottom');
    expect(legal(s, { type: 'battle', unit: 'b1', target: '9,7', mode: 'close' })).toBe(true);
  });

  it("the leader's order does not order the unit he joins (seed 003:910-911)", () => {
    const s = newGame(JOIN);
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    order(s, 'bL');
    act(s, { type: 'move', piece: 'bL', to: '10,8' });
    // b1 is next to t1 but was never ordered: no battle phase, straight to the draw (2, keep 1).
    expectAt(s, 'keep-card', 'bottom');
  });

  it('a unit moving onto a lone leader stops and joins him; the ordered leader moves no more (seed 003:973-975, 983-984)', () => {
    const s = newGame(JOIN);
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-two-center');
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    act(s, { type: 'order', choice: { kind: 'lone-leader', leader: 'bL' } });
    const ev2 = act(s, { type: 'move', piece: 'b1', to: '12,8' });
    expect(eventsOf(ev2, 'joined')).toEqual([{ type: 'joined', leader: 'bL', unit: 'b1' }]);
    expect(s.leaders.bL!.hex).toBe('12,8');
    // The leader was ordered but may not move on with or without the unit.
    const d = decision(s);
    expect(d.actions.some((a) => (a.type === 'move' || a.type === 'exit') && a.piece === 'bL')).toBe(false);
  });

  it('a unit cannot move through the lone leader it would join (seed 003:973-975)', () => {
    const s = newGame({
      units: [{ id: 'b2', side: 'bottom', type: 'ASp', hex: '10,8' }],
      leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '11,7' }],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    order(s, 'b2');
    const targets = actionsOf(s, 'move').map((a) => a.to);
    expect(targets).toContain('11,7');
    // 12,6 lies only beyond the leader (10,6 and 9,7 are reachable another way).
    expect(targets).not.toContain('12,6');
  });

  it('cavalry may not move onto a lone foot leader (seed 003:981)', () => {
    const s = newGame(JOIN);
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    order(s, 'bc');
    expect(actionsOf(s, 'move').map((a) => a.to)).not.toContain('12,8');
  });
});

describe('a lone leader leaving by his baseline', () => {
  it('costs 3 tokens and gives the enemy no banner (seed 003:1049-1052, 1104-1108)', () => {
    const s = newGame({
      units: [{ id: 't1', side: 'top', type: 'ASp', hex: '10,2' }],
      leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '11,9' }],
    });
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    order(s, 'bL');
    expect(legal(s, { type: 'exit', piece: 'bL' })).toBe(true);
    const ev = act(s, { type: 'exit', piece: 'bL' });
    expect(eventsOf(ev, 'leader-exited')).toEqual([{ type: 'leader-exited', side: 'bottom', leader: 'bL' }]);
    expect(s.leaders.bL).toBeUndefined();
    expect(s.players.bottom.honor).toBe(2);
    expect(s.players.top.banners).toBe(0);
    expect(tokens(s)).toBe(30);
  });

  it('needs the movement to step off: stepping off counts as one hex (seed 003:1050-1052, 1104)', () => {
    const s = newGame({
      units: [{ id: 't1', side: 'top', type: 'ASp', hex: '10,2' }],
      leaders: [
        { id: 'bL', side: 'bottom', kind: 'foot', hex: '10,8' },
        { id: 'bM', side: 'bottom', kind: 'mounted', hex: '14,8' },
      ],
    });
    setHand(s, 'bottom', ['order-two-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-two-center');
    order(s, 'bL', 'bM');
    // Two rows from the baseline: the foot leader (2 hexes) cannot leave, the mounted one (3) can.
    expect(legal(s, { type: 'exit', piece: 'bL' })).toBe(false);
    expect(legal(s, { type: 'exit', piece: 'bM' })).toBe(true);
  });

  it('a leader with too few tokens still leaves and pays what he has (decision: no lack-of-honor roll)', () => {
    const s = newGame({
      units: [{ id: 't1', side: 'top', type: 'ASp', hex: '10,2' }],
      leaders: [{ id: 'bL', side: 'bottom', kind: 'foot', hex: '11,9' }],
    });
    setHonor(s, 'bottom', 1);
    setHand(s, 'bottom', ['order-one-center', 'advance-left', 'order-one-right', 'order-three-left']);
    playCard(s, 'order-one-center');
    order(s, 'bL');
    const ev = act(s, { type: 'exit', piece: 'bL' });
    expect(eventsOf(ev, 'lack-of-honor')).toEqual([]);
    expect(s.players.bottom.honor).toBe(0);
  });
});
