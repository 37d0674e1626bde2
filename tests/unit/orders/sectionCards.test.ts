import { describe, expect, it } from 'vitest';
import {
  applyOrderChoice,
  canOrderAnything,
  orderedPieces,
  orderingComplete,
  validOrdered,
} from '../../../src/games/samurai-battles/orders/choices';
import { startOrders } from '../../../src/games/samurai-battles/orders/plan';
import { l, legalKeys, makeState, u } from './fixture';

describe('section cards', () => {
  // Bottom player: 3,5 left; 7,5 on the left/centre line; 9,5 and 11,5 centre; 15,5 centre/right line; 19,5 right.
  const board = () =>
    makeState({
      units: [
        u('L', 'ASp', '3,5'),
        u('D', 'ASp', '7,5'),
        u('C1', 'SSp', '9,5'),
        u('C2', 'AB', '11,5'),
        u('E', 'LI', '15,5'),
        u('R', 'AA', '19,5'),
        u('enemy', 'SSp', '9,3', 'top'),
      ],
    });

  it('Order One Unit Left orders 1 piece in the left section, dashed-line hex included (seed 003:1980, 846-847)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'order-one-left');
    expect(plan.pools).toEqual([{ sections: ['left'], count: 1, filter: 'unit-or-leader', label: 'left' }]);
    expect(legalKeys(s, plan)).toEqual(['D', 'L']);
    expect(legalKeys(s, plan, ['L'])).toEqual([]);
  });

  it('Order Two Units Center counts both dashed-line hexes of the centre (seed 003:1991, 882-883)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'order-two-center');
    expect(legalKeys(s, plan)).toEqual(['C1', 'C2', 'D', 'E']);
    expect(legalKeys(s, plan, ['D'])).toEqual(['C1', 'C2', 'E']);
    expect(orderingComplete(s, 'bottom', plan, ['D', 'E'])).toBe(true);
  });

  it('Order Three Units Right: orders beyond the eligible pieces are lost (seed 003:1999, 885-887)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'order-three-right');
    expect(legalKeys(s, plan)).toEqual(['E', 'R']);
    expect(orderingComplete(s, 'bottom', plan, ['E', 'R'])).toBe(true);
  });

  it('sections are seen from each player: the top player mirrors left and right (seed 003:845)', () => {
    const s = makeState({ units: [u('t1', 'ASp', '3,5', 'top'), u('t2', 'ASp', '19,5', 'top')] });
    expect(legalKeys(s, startOrders(s, 'top', 'order-one-left'), [], 'top')).toEqual(['t2']);
    expect(legalKeys(s, startOrders(s, 'top', 'order-one-right'), [], 'top')).toEqual(['t1']);
  });

  it("Tiger's Tail Left keeps every choice assignable: a dashed piece may count for the flank (seed 003:2016-2017, 882-883)", () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'tigers-tail-left');
    // D first, then both centre units: D must move to the left pool, which a greedy count would miss.
    expect(legalKeys(s, plan, ['D'])).toEqual(['C1', 'C2', 'E', 'L']);
    expect(legalKeys(s, plan, ['D', 'C1'])).toEqual(['C2', 'E', 'L']);
    expect(applyOrderChoice(s, 'bottom', plan, ['D', 'C1'], { kind: 'unit', unit: 'C2' })).toEqual([
      'D',
      'C1',
      'C2',
    ]);
    // With L taking the left order, D is a centre order and only one centre order is left.
    expect(legalKeys(s, plan, ['D', 'L'])).toEqual(['C1', 'C2', 'E']);
    expect(legalKeys(s, plan, ['D', 'L', 'C1'])).toEqual([]);
  });

  it("Tiger's Tail Right names the centre and the right (seed 003:2019-2020, face 4273-4287)", () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'tigers-tail-right');
    expect(legalKeys(s, plan)).toEqual(['C1', 'C2', 'D', 'E', 'R']);
    // E stands on the centre/right line: with C1 it may still take either order.
    expect(legalKeys(s, plan, ['E', 'C1'])).toEqual(['C2', 'D', 'R']);
    // With both centre units ordered, E is the right-hand order and nothing is left.
    expect(legalKeys(s, plan, ['E', 'C1', 'C2'])).toEqual([]);
    expect(legalKeys(s, plan, ['R', 'C1'])).toEqual(['C2', 'D', 'E']);
  });

  it("Crane's Wing orders one piece in each section (seed 003:2010)", () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'cranes-wing');
    expect(plan.pools.map((p) => [p.label, p.count])).toEqual([
      ['left', 1],
      ['center', 1],
      ['right', 1],
    ]);
    expect(legalKeys(s, plan, ['L', 'C1'])).toEqual(['E', 'R']);
    expect(legalKeys(s, plan, ['L', 'C1', 'R'])).toEqual([]);
  });

  it('Flight of the Geese orders two in each section (seed 003:2012)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'flight-of-geese');
    expect(legalKeys(s, plan, ['L', 'D', 'C1', 'C2', 'E'])).toEqual(['R']);
    expect(validOrdered(s, 'bottom', plan, ['L', 'D', 'C1', 'C2', 'E', 'R'])).toBe(true);
  });

  it('Flank Attack orders two left and two right, nothing in the centre only (seed 003:2014)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'flank-attack');
    expect(legalKeys(s, plan)).toEqual(['D', 'E', 'L', 'R']);
  });

  it("Advance cards order as many pieces as the player's command (seed 003:2001-2008, 921-936)", () => {
    const s = makeState({
      units: [u('a', 'ASp', '9,5'), u('b', 'ASp', '11,5'), u('c', 'ASp', '13,5'), u('d', 'ASp', '10,4')],
      handSize: { bottom: 3 },
    });
    const plan = startOrders(s, 'bottom', 'advance-center');
    expect(plan.pools[0]!.count).toBe(3);
    expect(legalKeys(s, plan, ['a', 'b'])).toEqual(['c', 'd']);
    expect(orderingComplete(s, 'bottom', plan, ['a', 'b', 'c'])).toBe(true);
    s.players.bottom.handSize = 4;
    expect(startOrders(s, 'bottom', 'advance-center').pools[0]!.count).toBe(4);
  });

  it('a lone leader takes an order of a section card (seed 003:1980, 882-883)', () => {
    const s = makeState({ units: [u('a', 'ASp', '9,5')], leaders: [l('lone', 'foot', '7,5')] });
    const plan = startOrders(s, 'bottom', 'order-one-left');
    expect(legalKeys(s, plan)).toEqual(['lone']);
  });

  it('gives one order per unit or leader (seed 003:880)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'order-two-center');
    expect(applyOrderChoice(s, 'bottom', plan, ['C1'], { kind: 'unit', unit: 'C1' })).toBeNull();
    expect(validOrdered(s, 'bottom', plan, ['C1', 'C1'])).toBe(false);
  });

  it('never orders enemy pieces', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'order-three-center');
    expect(applyOrderChoice(s, 'bottom', plan, [], { kind: 'unit', unit: 'enemy' })).toBeNull();
  });

  it('with nothing in the section the card orders nothing and the turn goes to the draw (seed 003:864-865)', () => {
    const s = makeState({ units: [u('a', 'ASp', '9,5')] });
    expect(canOrderAnything(s, 'bottom', 'order-two-left')).toBe(false);
    expect(canOrderAnything(s, 'bottom', 'order-two-center')).toBe(true);
  });
});

describe('the helmet: leaders detaching (seed 003:904-919)', () => {
  const withLeader = () =>
    makeState({
      units: [u('A', 'SSp', '9,5'), u('B', 'ASp', '11,5')],
      leaders: [l('ldr', 'foot', '9,5')],
    });

  it('a unit is ordered together with its leader for 1 order (seed 003:898-899)', () => {
    const s = withLeader();
    const plan = startOrders(s, 'bottom', 'order-one-center');
    expect(legalKeys(s, plan)).toEqual(['A', 'B', 'detach:ldr']);
    expect(orderedPieces(s, 'bottom', ['A'])).toEqual({
      units: ['A'],
      leadersWithUnits: ['ldr'],
      loneLeaders: [],
      detached: [],
    });
  });

  it('detaching costs 1 order and leaves the unit unordered (seed 003:904-905)', () => {
    const s = withLeader();
    const plan = startOrders(s, 'bottom', 'order-one-center');
    const ordered = applyOrderChoice(s, 'bottom', plan, [], { kind: 'detach', leader: 'ldr' });
    expect(ordered).toEqual(['detach:ldr']);
    expect(orderingComplete(s, 'bottom', plan, ordered!)).toBe(true);
    expect(orderedPieces(s, 'bottom', ordered!)).toEqual({
      units: [],
      leadersWithUnits: [],
      loneLeaders: [],
      detached: ['ldr'],
    });
  });

  it('leader and unit ordered separately cost 2 orders, in either order (seed 003:907-908)', () => {
    const s = withLeader();
    const plan = startOrders(s, 'bottom', 'order-two-center');
    expect(legalKeys(s, plan, ['detach:ldr'])).toEqual(['A', 'B']);
    expect(legalKeys(s, plan, ['A'])).toEqual(['B', 'detach:ldr']);
    expect(orderingComplete(s, 'bottom', plan, ['A', 'detach:ldr'])).toBe(true);
    expect(orderedPieces(s, 'bottom', ['A', 'detach:ldr'])).toEqual({
      units: ['A'],
      leadersWithUnits: [],
      loneLeaders: [],
      detached: ['ldr'],
    });
  });

  it('cards without the helmet never order a detach (seed 003:916-918)', () => {
    const s = withLeader();
    const plan = startOrders(s, 'bottom', 'order-square', {});
    expect(plan.helmet).toBe(false);
    expect(legalKeys(s, plan)).toEqual(['A']);
    expect(applyOrderChoice(s, 'bottom', plan, [], { kind: 'detach', leader: 'ldr' })).toBeNull();
  });

  it('the army commander may not leave his bodyguards, who can still be ordered (seed 003:714-715)', () => {
    const s = makeState({ units: [u('bg', 'BG', '11,9')], leaders: [l('cmd', 'commander', '11,9')] });
    const plan = startOrders(s, 'bottom', 'order-one-center');
    expect(legalKeys(s, plan)).toEqual(['bg']);
    expect(orderedPieces(s, 'bottom', ['bg']).leadersWithUnits).toEqual(['cmd']);
  });

  it('an attached leader is not a lone leader', () => {
    const s = withLeader();
    const plan = startOrders(s, 'bottom', 'order-one-center');
    expect(applyOrderChoice(s, 'bottom', plan, [], { kind: 'lone-leader', leader: 'ldr' })).toBeNull();
  });
});

describe('the ordered list', () => {
  it('accepts OrderChoice objects as well as string keys, and rejects unknown pieces', () => {
    const s = makeState({ units: [u('a', 'ASp', '9,5'), u('b', 'ASp', '11,5')] });
    const plan = startOrders(s, 'bottom', 'order-two-center');
    expect(legalKeys(s, plan, ['a'])).toEqual(['b']);
    expect(
      applyOrderChoice(s, 'bottom', plan, [{ kind: 'unit', unit: 'a' }], { kind: 'unit', unit: 'b' }),
    ).toEqual(['a', 'b']);
    expect(validOrdered(s, 'bottom', plan, ['ghost'])).toBe(false);
    expect(
      applyOrderChoice(s, 'bottom', plan, [{ kind: 'unit', unit: 'ghost' }], { kind: 'unit', unit: 'b' }),
    ).toBeNull();
  });
});
