// How many orders the Command card still lets the player give (the view's ordersLeft): the card's
// count, less the orders given, less the orders no piece can take (they are lost).

import { describe, expect, it } from 'vitest';
import { ordersLeft } from '../../../src/games/samurai-battles/orders/choices';
import { startOrders } from '../../../src/games/samurai-battles/orders/plan';
import { l, makeState, u } from './fixture';

describe('orders left', () => {
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

  it('Order Two Units Center: 2, then 1, then none (seed 003:1991)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'order-two-center');
    expect(ordersLeft(s, 'bottom', plan, [])).toBe(2);
    expect(ordersLeft(s, 'bottom', plan, ['C1'])).toBe(1);
    expect(ordersLeft(s, 'bottom', plan, ['C1', 'D'])).toBe(0);
  });

  it('orders no piece can take are not counted: they are lost (seed 003:1999, 885-887)', () => {
    const s = board();
    // Three orders on the right, but only the dashed-line piece and one right piece stand there.
    expect(ordersLeft(s, 'bottom', startOrders(s, 'bottom', 'order-three-right'), [])).toBe(2);
  });

  it('a dashed-line piece is counted for whichever section still has room (seed 003:2016-2017, 882-883)', () => {
    const s = board();
    const plan = startOrders(s, 'bottom', 'tigers-tail-left');
    const full = ordersLeft(s, 'bottom', plan, []);
    // Ordering the dashed-line piece first takes one order, whatever pool it is charged to.
    expect(ordersLeft(s, 'bottom', plan, ['D'])).toBe(full - 1);
  });

  it('Leadership counts the largest group around a leader, not the card’s 5 (seed 003:2064-2068)', () => {
    const s = makeState({
      units: [u('a', 'SSp', '9,7'), u('b', 'SSp', '11,7'), u('far', 'SSp', '21,7')],
      leaders: [l('L', 'foot', '9,7')],
    });
    const plan = startOrders(s, 'bottom', 'leadership');
    // The leader's hex and its neighbour make one group; the far unit could only be ordered alone.
    expect(ordersLeft(s, 'bottom', plan, [])).toBe(2);
    expect(ordersLeft(s, 'bottom', plan, ['a'])).toBe(1);
  });
});
