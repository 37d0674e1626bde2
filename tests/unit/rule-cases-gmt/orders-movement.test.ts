// GMT 2021 rule cases, orders and movement (session 16): section lines, one order per piece, leaders
// detaching and joining, friends in the way, terrain that stops, Infantry Assault and Cavalry Charge.
// Seed 003. Bottom plays; its sections run left (c <= 7), centre (7-15), right (c >= 15).

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  board,
  CENTER_HAND,
  close,
  decision,
  endMovement,
  eventsOf,
  ldr,
  movesOf,
  newGame,
  order,
  orderable,
  passTurn,
  playCard,
  played,
  rolled,
  script,
  scriptLeft,
  setHand,
  u,
} from './cases';

describe('sections and orders', () => {
  it('a unit on a hex cut by the dashed line is ordered by a left card and by a centre card, its neighbour on a whole hex by only one (seed 003:846-847, 882-883)', () => {
    const spec = board([u('bLine', 'ASp', '7,9'), u('bWest', 'ASp', '5,9'), u('bMid', 'ASp', '9,9')]);
    expect(orderable(played(spec, 'order-two-left'))).toEqual(['bLine', 'bWest']);
    expect(orderable(played(spec, 'order-two-center'))).toEqual(['bLine', 'bMid']);
  });

  it('one order per piece, and orders beyond the pieces in the section are lost (seed 003:880, 885-886)', () => {
    const s = played(board([u('b1', 'ASp', '3,9'), u('b2', 'ASp', '13,9')]), 'order-three-left');
    expect(orderable(s)).toEqual(['b1']);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    // Two orders are left on the card but nothing in the left section can take them.
    expect(decision(s).point).toBe('movement');
  });

  it('detaching a leader costs the order of an Order One card: his unit stays without an order and cannot move (seed 003:904-905, 914-918)', () => {
    const s = played(board([u('b1', 'SSp', '10,8')], [ldr('bL', 'foot', '10,8')]), 'order-one-center');
    expect(orderable(s)).toEqual(['b1', 'detach:bL']);
    order(s, { leader: 'bL', detach: true });
    expect(movesOf(s, 'b1')).toEqual([]);
    expect(movesOf(s, 'bL').length).toBeGreaterThan(0);
  });

  it('with 2 orders the leader detaches and his unit is ordered too; both move apart (seed 003:907-908, 1020-1022)', () => {
    const s = played(board([u('b1', 'SSp', '10,8')], [ldr('bL', 'foot', '10,8')]), 'order-two-center');
    order(s, { leader: 'bL', detach: true }, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    act(s, { type: 'move', piece: 'bL', to: '8,6' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(s.leaders.bL!.hex).toBe('8,6');
  });

  it('a leader with his ordered unit moves with it, for one order (seed 003:898-899, 1000-1003)', () => {
    const s = played(board([u('b1', 'SSp', '10,8')], [ldr('bL', 'foot', '10,8')]), 'order-one-center');
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(s.leaders.bL!.hex).toBe('11,7');
  });
});

describe('leaders moving alone', () => {
  it('a foot leader goes 2 hexes through a friendly unit but may not stop on a unit that has a leader, nor join cavalry (seed 003:1004-1006, 1023-1032)', () => {
    const s = played(
      board(
        [u('b1', 'ASp', '9,7'), u('b2', 'ASp', '11,7'), u('bC', 'SSpC', '12,8')],
        [ldr('bL', 'foot', '10,8'), ldr('bM', 'foot', '11,7')],
      ),
      'order-one-center',
    );
    order(s, 'bL');
    const to = movesOf(s, 'bL');
    // Through 9,7 (a unit alone) to 8,6 and 10,6; 9,7 itself is a join.
    expect(to).toEqual(expect.arrayContaining(['8,6', '10,6', '9,7']));
    expect(to).not.toContain('11,7');
    expect(to).not.toContain('12,8');
  });

  it('a leader who moves to join a unit ends the move of both: the unit he joins is not ordered and cannot move (seed 003:910-913, 1036-1038)', () => {
    const s = played(
      board([u('b2', 'ASp', '12,8'), u('b3', 'ASp', '14,8')], [ldr('bL', 'foot', '10,8')]),
      'order-two-center',
    );
    order(s, 'bL', 'b3');
    const ev = act(s, { type: 'move', piece: 'bL', to: '12,8' });
    expect(eventsOf(ev, 'joined')).toEqual([{ type: 'joined', leader: 'bL', unit: 'b2' }]);
    expect(movesOf(s, 'b2')).toEqual([]);
    expect(movesOf(s, 'bL')).toEqual([]);
    expect(movesOf(s, 'b3').length).toBeGreaterThan(0);
  });

  it('a leader and a unit both ordered: once one has moved to join the other, neither moves again, whichever went first (seed 003:913, 983-984, 1036-1038)', () => {
    for (const [mover, to] of [
      ['bL', '12,8'],
      ['b2', '10,8'],
    ] as const) {
      const s = played(board([u('b2', 'ASp', '12,8')], [ldr('bL', 'foot', '10,8')]), 'order-two-center');
      order(s, 'bL', 'b2');
      act(s, { type: 'move', piece: mover, to });
      expect(s.leaders.bL!.hex).toBe(to);
      expect(movesOf(s, 'b2')).toEqual([]);
      expect(movesOf(s, 'bL')).toEqual([]);
    }
  });

  it('a lone leader leaves the field across his own baseline for 3 tokens and gives no banner (seed 003:1049-1052, 1104-1108)', () => {
    const s = played(board([u('b1', 'ASp', '14,8')], [ldr('bL', 'foot', '10,10')]), 'order-one-center');
    order(s, 'bL');
    expect(actionsOf(s, 'exit')).toEqual([{ type: 'exit', piece: 'bL' }]);
    act(s, { type: 'exit', piece: 'bL' });
    expect(s.leaders.bL).toBeUndefined();
    expect(s.players.bottom.honor).toBe(2);
    expect(s.players.top.banners).toBe(0);
  });
});

describe('units moving', () => {
  it('a unit may not move through friends, a leader may: 10,6 is out of reach of the spearmen, not of the leader (seed 003:962-963, 1023)', () => {
    const spec = board(
      [u('b1', 'ASp', '10,8'), u('b2', 'AB', '9,7'), u('b3', 'AB', '11,7')],
      [ldr('bL', 'foot', '12,8')],
    );
    const s = played(spec, 'order-two-center');
    order(s, 'b1', 'bL');
    expect(movesOf(s, 'b1')).not.toContain('10,6');
    expect(movesOf(s, 'bL')).toContain('10,6');
  });

  it('infantry moving onto a lone friendly leader stops there and joins him; cavalry may not enter a lone foot leader’s hex (seed 003:973-975, 981)', () => {
    const s = played(
      board(
        [u('b1', 'ASp', '10,8'), u('bC', 'SSpC', '14,8')],
        [ldr('bL', 'foot', '11,7'), ldr('bF', 'foot', '13,7')],
      ),
      'order-two-center',
    );
    order(s, 'b1', 'bC');
    expect(movesOf(s, 'bC')).not.toContain('13,7');
    const ev = act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(eventsOf(ev, 'joined')).toEqual([{ type: 'joined', leader: 'bL', unit: 'b1' }]);
    expect(movesOf(s, 'b1')).toEqual([]);
  });

  it('ashigaru spearmen entering a forest stop there and still battle; moving 2 hexes in the open they may not (seed 003:993, 1328-1329, 2118-2121)', () => {
    const s = played(
      board(
        [u('b1', 'ASp', '10,8'), u('b2', 'ASp', '14,8'), u('t1', 'ASp', '12,6'), u('t2', 'ASp', '15,5')],
        [],
        {
          terrain: { '11,7': 'forest' },
        },
      ),
      'order-two-center',
    );
    order(s, 'b1', 'b2');
    expect(movesOf(s, 'b1')).not.toContain('11,5');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    act(s, { type: 'move', piece: 'b2', to: '14,6' });
    endMovement(s);
    expect(actionsOf(s, 'battle')).toEqual([close('b1', '12,6')]);
  });

  it('a unit that enters a ravine stops and may not battle from it that turn (seed 003:2223-2226)', () => {
    const s = played(
      board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '12,6')], [], { terrain: { '11,7': 'ravine' } }),
      'order-one-center',
    );
    order(s, 'b1');
    expect(movesOf(s, 'b1')).not.toContain('11,5');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    endMovement(s);
    expect(decision(s).point).not.toBe('battle');
  });
});

describe('tactic cards', () => {
  it('Infantry Assault: samurai spearmen in the group move 2 and battle, the ordered bow unit of the group may not battle (seed 003:2058-2061)', () => {
    const s = played(
      board([u('b1', 'SSp', '10,8'), u('b2', 'AB', '12,8'), u('t1', 'ASp', '11,5'), u('t2', 'ASp', '13,7')]),
      'infantry-assault',
    );
    order(s, 'b1', 'b2');
    act(s, { type: 'move', piece: 'b1', to: '10,6' });
    endMovement(s);
    expect(actionsOf(s, 'battle')).toEqual([close('b1', '11,5')]);
  });

  it('Cavalry Charge: samurai cavalry moves 3 hexes and battles with 1 extra die; a bow cavalry unit ordered by it may not shoot (seed 003:2038-2041)', () => {
    const s = played(
      board([
        u('b1', 'SSpC', '10,8'),
        u('b2', 'SBC', '16,8'),
        u('t1', 'ASp', '12,4'),
        u('t2', 'ASp', '17,5'),
      ]),
      'cavalry-charge',
    );
    order(s, 'b1', 'b2');
    expect(movesOf(s, 'b1')).toContain('11,5');
    act(s, { type: 'move', piece: 'b1', to: '11,5' });
    endMovement(s);
    // b2 would shoot at t2 (range 3) on any other card.
    expect(actionsOf(s, 'battle')).toEqual([close('b1', '12,4')]);
    script(s, 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle', 'circle');
    const ev = act(s, close('b1', '12,4'));
    expect(rolled(ev, 'close').map((r) => r.length)).toEqual([5, 3]);
    expect(scriptLeft(s)).toBe(0);
  });
});

describe('leaving the field and cards that order nothing', () => {
  it('a lone leader may leave the field within his move: a foot leader 1 row from his baseline may, 2 rows away he may not; a mounted leader 2 rows away may (seed 003:1004-1009, 1049-1052, 1104)', () => {
    const exits = (kind: 'foot' | 'mounted', hex: string) => {
      const s = played(board([u('b1', 'ASp', '14,8')], [ldr('bL', kind, hex)]), 'order-one-center');
      order(s, 'bL');
      return actionsOf(s, 'exit').length;
    };
    expect(exits('foot', '11,9')).toBe(1);
    expect(exits('foot', '10,8')).toBe(0);
    expect(exits('mounted', '10,8')).toBe(1);
  });

  it('a section card that can order nobody skips orders, movement and battle: the turn goes straight to the draw (seed 003:864-865)', () => {
    const s = played(board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '11,7')]), 'order-two-left');
    expect(decision(s).point).toBe('replenish');
    expect(s.units.t1!.blocks).toBe(4);
  });

  it('Counter-attack copies the card the opponent just played with left and right swapped: his left flank card orders bottom’s right, the same side of the table (seed 003:2043-2046)', () => {
    const s = newGame(
      board(
        [u('b1', 'ASp', '17,9'), u('b2', 'ASp', '3,9'), u('t1', 'ASp', '17,1'), u('t2', 'ASp', '3,1')],
        [],
        {
          first: 'top',
        },
      ),
    );
    setHand(s, 'top', ['order-two-left', 'order-two-center', 'order-three-left', 'order-three-right']);
    passTurn(s, 'order-two-left');
    setHand(s, 'bottom', ['counter-attack', ...CENTER_HAND.slice(0, 3)]);
    playCard(s, 'counter-attack');
    expect(s.turnState.effectiveCard).toBe('order-two-right');
    expect(orderable(s)).toEqual(['b1']);
  });
});
