// GMT 2021 rule cases, session 24 (helper A): playing a Command card and giving orders, read afresh
// from seed 003 lines 842-942 (sections, how many pieces, leaders with units, detaching, command).
// Bottom plays; its sections run left (c <= 7), centre (7-15), right (c >= 15); the dashed lines cut
// the odd-row hexes 7,r and 15,r.

import { describe, expect, it } from 'vitest';
import {
  act,
  board,
  decision,
  ldr,
  movesOf,
  newGame,
  order,
  orderable,
  playCard,
  played,
  script,
  setHand,
  u,
} from '../rule-cases-gmt/cases';

describe('sections (seed 003:845-847, 882-883)', () => {
  it('a lone leader on a hex cut by the dashed line is ordered by a left card and by a centre card (003:882-883)', () => {
    const spec = board([u('b1', 'ASp', '3,9'), u('b2', 'ASp', '11,9')], [ldr('bL', 'foot', '7,9')]);
    expect(orderable(played(spec, 'order-two-left'))).toEqual(['b1', 'bL']);
    expect(orderable(played(spec, 'order-two-center'))).toEqual(['b2', 'bL']);
    expect(orderable(played(spec, 'order-two-right'))).toEqual([]);
  });

  it('sections are each player’s own: top’s left flank card orders the units on bottom’s right, the dashed hex 15,r included (003:53-56, 845-847)', () => {
    const s = newGame(
      board(
        [u('t1', 'ASp', '19,1'), u('t2', 'ASp', '15,1'), u('t3', 'ASp', '3,1'), u('b1', 'ASp', '3,9')],
        [],
        {
          first: 'top',
        },
      ),
    );
    setHand(s, 'top', ['order-two-left', 'order-two-center', 'order-three-left', 'order-three-right']);
    playCard(s, 'order-two-left');
    expect(orderable(s)).toEqual(['t1', 't2']);
  });

  it('a leader with a unit on a dashed-line hex may be ordered to leave it by a left or a centre card (003:882-883, 914-919)', () => {
    const spec = board([u('b1', 'ASp', '15,9'), u('b2', 'ASp', '19,9')], [ldr('bL', 'foot', '15,9')]);
    expect(orderable(played(spec, 'order-two-right'))).toEqual(['b1', 'b2', 'detach:bL']);
    expect(orderable(played(spec, 'order-two-center'))).toEqual(['b1', 'detach:bL']);
    expect(orderable(played(spec, 'order-two-left'))).toEqual([]);
  });

  it('Crane’s Wing: a unit on the dashed line takes the flank’s order so that a centre unit can take the centre’s (003:882-883, 2010)', () => {
    // 7,9 is left and centre; 9,9 and 11,9 centre only; no piece on the right.
    const s = played(
      board([u('bLine', 'ASp', '7,9'), u('bMid', 'ASp', '9,9'), u('bMid2', 'ASp', '11,9')]),
      'cranes-wing',
    );
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'bMid' } });
    // bLine can still take the left order; bMid2 cannot (the centre order is used, the right has none here).
    expect(orderable(s)).toEqual(['bLine']);
  });
});

describe('leaders and units (seed 003:890-919)', () => {
  it('a unit and its leader take one order between them: Order Two Center still orders a second unit, or the leader apart for the second order (003:898-899, 907-908)', () => {
    const s = played(
      board(
        [u('b1', 'SSp', '10,8'), u('b2', 'ASp', '12,8'), u('b3', 'ASp', '14,8')],
        [ldr('bL', 'foot', '10,8')],
      ),
      'order-two-center',
    );
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    expect(orderable(s)).toEqual(['b2', 'b3', 'detach:bL']);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b2' } });
    // Both orders are used: the leader goes with b1, b3 stays.
    expect(decision(s).point).toBe('movement');
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(s.leaders.bL!.hex).toBe('11,7');
  });

  it('a symbol card orders units of its symbol anywhere, as many as the command, each with its leader (003:856-861, 929-931)', () => {
    const spec = board(
      [
        u('b1', 'SSp', '3,9'),
        u('b2', 'SB', '11,9'),
        u('b3', 'SSpC', '19,9'),
        u('b4', 'SSp', '13,9'),
        u('b5', 'SSpC', '17,9'),
        u('b6', 'ASp', '9,9'),
      ],
      [ldr('bL', 'foot', '3,9')],
    );
    const s = played(spec, 'order-square');
    expect(orderable(s)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    order(s, 'b1', 'b2', 'b3', 'b4');
    // Four orders for a command of 4: the fifth square is not ordered, and the leader went with b1.
    expect(decision(s).point).toBe('movement');
    expect(Object.keys(s.turnState.ordered).sort()).toEqual(['b1', 'b2', 'b3', 'b4']);
    act(s, { type: 'move', piece: 'b1', to: '4,8' });
    expect(s.leaders.bL!.hex).toBe('4,8');
  });

  it('the command counted by an Advance card is the hand size allowed when it is played: cut from 4 to 3, three orders (003:925-926, 935-936)', () => {
    const s = newGame(
      board([u('b1', 'ASp', '1,9'), u('b2', 'ASp', '3,9'), u('b3', 'ASp', '5,9'), u('b4', 'ASp', '2,8')]),
    );
    setHand(s, 'bottom', ['advance-left', 'order-two-center', 'order-three-left', 'order-three-right']);
    // The command has just dropped (a lost tent): four cards still in hand, three allowed.
    s.players.bottom.handSize = 3;
    playCard(s, 'advance-left');
    order(s, 'b1', 'b2', 'b3');
    expect(decision(s).point).toBe('movement');
    expect(movesOf(s, 'b4')).toEqual([]);
  });

  it('the Shogun card carries the helmet: a flag it rolls may order a leader to leave his unit, a symbol it rolls may not (003:914-919, 2078)', () => {
    const s = newGame(board([u('b1', 'SSp', '10,8'), u('b2', 'AB', '14,8')], [ldr('bL', 'foot', '10,8')]));
    setHand(s, 'bottom', ['shogun', 'order-two-center', 'order-three-left', 'order-three-right']);
    // Command 4: four dice. A flag (a unit or leader of choice) and three circles (b2 only).
    script(s, 'flag', 'circle', 'circle', 'circle');
    playCard(s, 'shogun');
    expect(orderable(s)).toEqual(['b1', 'b2', 'detach:bL']);
    act(s, { type: 'order', choice: { kind: 'detach', leader: 'bL' } });
    // The flag is spent on the leader: b1 (a square) has no die left to order it.
    expect(orderable(s)).toEqual(['b2']);
  });
});
