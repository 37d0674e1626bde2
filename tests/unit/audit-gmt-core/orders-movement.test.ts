// Rules audit, session 15 (GMT core 003:1-1200): Command cards, orders and movement, through the
// state machine. Seed 003: section and tactic cards 849-862; giving orders 868-918; movement of units
// 939-987; movement of leaders 999-1046.

import { describe, expect, it } from 'vitest';
import {
  act,
  actionsOf,
  type BattleSpec,
  expectAt,
  legal,
  newGame,
  order,
  playCard,
  setHand,
} from '../flow/harness';

const REST = ['advance-left', 'order-three-left', 'order-three-right'];

function orderWith(spec: BattleSpec, card: string) {
  const s = newGame(spec);
  setHand(s, 'bottom', [card, ...REST.filter((c) => c !== card)].slice(0, 4));
  playCard(s, card);
  return s;
}

function orderable(s: ReturnType<typeof newGame>): Set<string> {
  return new Set(
    actionsOf(s, 'order').map((a) =>
      a.choice.kind === 'unit' ? a.choice.unit : `${a.choice.kind}:${a.choice.leader}`,
    ),
  );
}

function targets(s: ReturnType<typeof newGame>, piece: string): string[] {
  return actionsOf(s, 'move')
    .filter((a) => a.piece === piece)
    .map((a) => a.to);
}

describe('section and tactic cards (seed 003:849-862)', () => {
  const SPREAD: BattleSpec = {
    units: [
      { id: 'sqL', side: 'bottom', type: 'SSp', hex: '2,8' },
      { id: 'sqR', side: 'bottom', type: 'SSpC', hex: '20,8' },
      { id: 'triC', side: 'bottom', type: 'ASp', hex: '10,8' },
      { id: 'cavC', side: 'bottom', type: 'SBC', hex: '12,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
    ],
  };

  it('a section card orders units of its section, up to its number (seed 003:851-854)', () => {
    const s = orderWith(SPREAD, 'order-one-center');
    expect(orderable(s)).toEqual(new Set(['triC', 'cavC']));
  });

  it('a tactic card naming no place orders units of its kind in every section (seed 003:856-861)', () => {
    // Same rank: the square card orders the squares, left, centre and right.
    const sq = orderWith(SPREAD, 'order-square');
    expect(orderable(sq)).toEqual(new Set(['sqL', 'sqR', 'cavC']));
    // Same type: Cavalry Charge orders the cavalry wherever it stands.
    const cav = orderWith(SPREAD, 'cavalry-charge');
    expect(orderable(cav)).toEqual(new Set(['sqR', 'cavC']));
  });
});

describe('giving orders (seed 003:868-918)', () => {
  const LED: BattleSpec = {
    units: [
      { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
      { id: 'b2', side: 'bottom', type: 'ASp', hex: '14,8' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
    ],
    leaders: [{ id: 'bM', side: 'bottom', kind: 'mounted', hex: '10,8' }],
  };

  it('orders are announced one piece at a time, before any move (seed 003:871-875)', () => {
    const s = orderWith(LED, 'order-two-center');
    expectAt(s, 'orders', 'bottom');
    expect(actionsOf(s, 'move')).toEqual([]);
    act(s, { type: 'order', choice: { kind: 'unit', unit: 'b1' } });
    expectAt(s, 'orders', 'bottom');
    expect(actionsOf(s, 'move')).toEqual([]);
  });

  it('a leader with a unit moves as the unit does: a mounted leader with samurai foot goes 1 hex (seed 003:896-897, 1000-1001)', () => {
    const s = orderWith(LED, 'order-one-center');
    order(s, 'b1');
    // One piece moves: the unit with its leader. The leader is offered no move of his own.
    expect(new Set(actionsOf(s, 'move').map((a) => a.piece))).toEqual(new Set(['b1']));
    expect(Math.max(...targets(s, 'b1').map((h) => 8 - Number(h.split(',')[1])))).toBe(1);
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(s.leaders.bM!.hex).toBe('11,7');
  });

  it('a leader stays with his unit unless he is ordered to leave it (seed 003:901-902)', () => {
    const s = orderWith(LED, 'order-one-center');
    // The unit itself is not ordered: only the unit (with him) or his leaving can be ordered.
    expect(orderable(s)).toEqual(new Set(['b1', 'b2', 'detach:bM']));
    expect(orderable(s).has('lone-leader:bM')).toBe(false);
  });
});

describe('moving units (seed 003:939-987)', () => {
  it('a unit moves whole: every block goes along (seed 003:965-966)', () => {
    const s = orderWith(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8', blocks: 3 },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
        ],
      },
      'order-one-center',
    );
    order(s, 'b1');
    act(s, { type: 'move', piece: 'b1', to: '10,6' });
    expect(s.units.b1).toMatchObject({ hex: '10,6', blocks: 3 });
    expect(Object.values(s.units).filter((u) => u.side === 'bottom')).toHaveLength(1);
  });

  it('a reduced unit never joins another reduced unit (seed 003:960, 968)', () => {
    const s = orderWith(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'ASp', hex: '10,8', blocks: 2 },
          { id: 'b2', side: 'bottom', type: 'ASp', hex: '11,7', blocks: 2 },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
        ],
      },
      'order-one-center',
    );
    order(s, 'b1');
    expect(targets(s, 'b1')).not.toContain('11,7');
    expect(s.units.b2!.blocks).toBe(2);
  });

  it('terrain may shorten the move or forbid the battle (seed 003:970-971)', () => {
    const s = orderWith(
      {
        terrain: { '11,7': 'forest' },
        units: [
          { id: 'b1', side: 'bottom', type: 'AB', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
        ],
      },
      'order-one-center',
    );
    order(s, 'b1');
    // The forest stops the unit: nothing beyond it is reached through it (12,6 only via 11,7 or 12,8/11,7...).
    act(s, { type: 'move', piece: 'b1', to: '11,7' });
    expect(s.units.b1!.hex).toBe('11,7');
    expect(actionsOf(s, 'move')).toEqual([]);
  });
});

describe('moving leaders (seed 003:999-1046)', () => {
  const LONE: BattleSpec = {
    units: [
      { id: 'bc', side: 'bottom', type: 'SSpC', hex: '11,7' },
      { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
    ],
    leaders: [
      { id: 'bF', side: 'bottom', kind: 'foot', hex: '10,8' },
      { id: 'bM', side: 'bottom', kind: 'mounted', hex: '14,8' },
    ],
  };

  it('an ordered leader need not move; once he has moved he moves no more (seed 003:1013-1014)', () => {
    const s = orderWith(LONE, 'order-two-center');
    order(s, 'bF', 'bM');
    expect(legal(s, { type: 'hold', piece: 'bF' })).toBe(true);
    act(s, { type: 'hold', piece: 'bF' });
    expect(s.leaders.bF!.hex).toBe('10,8');
    expect(targets(s, 'bF')).toEqual([]);
    act(s, { type: 'move', piece: 'bM', to: '14,6' });
    expect(targets(s, 'bM')).toEqual([]);
  });

  it('an ordered leader moves in any direction and from one section to another (seed 003:1015-1016)', () => {
    const s = orderWith(LONE, 'order-two-center');
    order(s, 'bM');
    const to = targets(s, 'bM');
    // Forward, sideways, back, and into the right flank (c >= 16 on even rows).
    expect(to).toContain('14,6');
    expect(to).toContain('18,8');
    expect(to).toContain('15,9');
    expect(to).toContain('20,8');
  });

  it('terrain holds a lone leader as it holds a unit (seed 003:1010-1011, 1017-1019)', () => {
    const s = orderWith({ ...LONE, terrain: { '14,6': 'forest' } }, 'order-two-center');
    order(s, 'bM');
    act(s, { type: 'move', piece: 'bM', to: '14,6' });
    expect(s.leaders.bM!.hex).toBe('14,6');
    expect(targets(s, 'bM')).toEqual([]);
    // And a forest on the way: 14,4 lies two hexes beyond only through 13,5 or 15,5.
    const t = orderWith({ ...LONE, terrain: { '13,7': 'forest', '15,7': 'forest' } }, 'order-two-center');
    order(t, 'bM');
    expect(targets(t, 'bM')).not.toContain('14,6');
  });

  it('a foot leader passes through a friendly cavalry unit he may not join (seed 003:1023, 1030-1032)', () => {
    const s = orderWith(
      {
        units: [
          { id: 'bc', side: 'bottom', type: 'SSpC', hex: '11,7' },
          { id: 'w1', side: 'bottom', type: 'SSp', hex: '9,7' },
          { id: 'w2', side: 'bottom', type: 'SSp', hex: '12,8' },
          { id: 'w3', side: 'bottom', type: 'SSp', hex: '8,8' },
          { id: 'w4', side: 'bottom', type: 'SSp', hex: '10,6' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,1' },
        ],
        leaders: [{ id: 'bF', side: 'bottom', kind: 'foot', hex: '10,8' }],
      },
      'order-one-center',
    );
    order(s, 'bF');
    const to = targets(s, 'bF');
    expect(to).not.toContain('11,7');
    // 12,6 is 2 hexes away only through the cavalry hex 11,7 (10,6 holds an infantry unit he would
    // join there, so his move would end): he passes the cavalry.
    expect(to).toContain('12,6');
  });
});
