import { describe, expect, it } from 'vitest';
import {
  applyOrderChoice,
  canOrderAnything,
  orderingComplete,
  validOrdered,
} from '../../../src/games/samurai-battles/orders/choices';
import {
  effectiveCardId,
  shogunDiceCount,
  startOrders,
} from '../../../src/games/samurai-battles/orders/plan';
import { l, legalKeys, makeState, u } from './fixture';

describe('symbol cards (seed 003:2029-2036)', () => {
  const army = () =>
    makeState({
      units: [
        u('ab', 'AB', '1,5'),
        u('li', 'LI', '3,5'),
        u('aa', 'AA', '19,5'),
        u('asp', 'ASp', '11,5'),
        u('ssp', 'SSp', '13,5'),
        u('sbc', 'SBC', '21,5'),
        u('bg', 'BG', '11,9'),
      ],
      leaders: [l('lone', 'mounted', '9,7')],
      handSize: { bottom: 2 },
    });

  it('orders units with the green circle anywhere, as many as the command (seed 003:2029, 930-932)', () => {
    const s = army();
    const plan = startOrders(s, 'bottom', 'order-circle');
    expect(plan.mode).toBe('card');
    expect(plan.pools).toEqual([{ sections: 'any', count: 2, filter: 'circle', label: 'circle' }]);
    expect(legalKeys(s, plan)).toEqual(['aa', 'ab', 'li']);
    expect(orderingComplete(s, 'bottom', plan, ['ab', 'aa'])).toBe(true);
  });

  it('the red square card takes samurai foot and cavalry alike (seed 003:2035)', () => {
    const s = army();
    expect(legalKeys(s, startOrders(s, 'bottom', 'order-square'))).toEqual(['sbc', 'ssp']);
    expect(legalKeys(s, startOrders(s, 'bottom', 'order-triangle'))).toEqual(['asp']);
  });

  it('with no unit of the symbol, 1 unit of your choice; never a lone leader (seed 003:2030)', () => {
    const s = makeState({
      units: [u('ssp', 'SSp', '13,5'), u('bg', 'BG', '11,9')],
      leaders: [l('lone', 'foot', '9,5')],
    });
    const plan = startOrders(s, 'bottom', 'order-circle');
    expect(plan.mode).toBe('fallback');
    expect(legalKeys(s, plan)).toEqual(['bg', 'ssp']);
    expect(orderingComplete(s, 'bottom', plan, ['ssp'])).toBe(true);
  });
});

describe('Cavalry Charge (seed 003:2038-2041)', () => {
  it('orders up to 4 cavalry units anywhere', () => {
    const s = makeState({
      units: [
        u('c1', 'SSpC', '1,5'),
        u('c2', 'SBC', '9,5'),
        u('c3', 'SSpC', '19,5'),
        u('c4', 'SSpC', '21,7'),
        u('c5', 'SBC', '3,7'),
        u('foot', 'SSp', '11,5'),
      ],
    });
    const plan = startOrders(s, 'bottom', 'cavalry-charge');
    expect(plan.mode).toBe('card');
    expect(legalKeys(s, plan)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(orderingComplete(s, 'bottom', plan, ['c1', 'c2', 'c3', 'c4'])).toBe(true);
  });

  it('with no cavalry, 1 unit of your choice (seed 003:2041)', () => {
    const s = makeState({ units: [u('a', 'ASp', '11,5'), u('b', 'SSp', '13,5')] });
    const plan = startOrders(s, 'bottom', 'cavalry-charge');
    expect(plan.mode).toBe('fallback');
    expect(legalKeys(s, plan)).toEqual(['a', 'b']);
    expect(legalKeys(s, plan, ['a'])).toEqual([]);
  });

  it('has no helmet: a mounted leader rides with his cavalry, never alone (seed 003:916-918)', () => {
    const s = makeState({
      units: [u('c1', 'SSpC', '9,5')],
      leaders: [l('m', 'mounted', '9,5'), l('lone', 'mounted', '11,5')],
    });
    expect(legalKeys(s, startOrders(s, 'bottom', 'cavalry-charge'))).toEqual(['c1']);
  });
});

describe('Stand and Fire (seed 003:2053-2056)', () => {
  it('orders up to 4 missile units with no enemy unit or leader next to them', () => {
    const s = makeState({
      units: [
        u('ab', 'AB', '1,5'),
        u('aa', 'AA', '5,5'),
        u('sb', 'SB', '9,5'),
        u('sbc', 'SBC', '13,5'),
        u('ab2', 'AB', '19,5'),
        u('spear', 'ASp', '21,5'),
        u('enemy', 'SSp', '10,4', 'top'),
      ],
      leaders: [l('enemyLeader', 'foot', '2,4', 'top')],
    });
    const plan = startOrders(s, 'bottom', 'stand-and-fire');
    expect(plan.mode).toBe('card');
    // sb is next to an enemy unit, ab next to a lone enemy leader.
    expect(legalKeys(s, plan)).toEqual(['aa', 'ab2', 'sbc']);
  });

  it('with no missile unit at all, 1 unit of your choice (seed 003:2056)', () => {
    const s = makeState({
      units: [u('spear', 'ASp', '9,5'), u('cav', 'SSpC', '21,5'), u('enemy', 'SSp', '10,4', 'top')],
    });
    const plan = startOrders(s, 'bottom', 'stand-and-fire');
    expect(plan.mode).toBe('fallback');
    expect(legalKeys(s, plan)).toEqual(['cav', 'spear']);
  });

  it('missile units all next to an enemy: the card orders nothing (seed 003:2053-2056)', () => {
    const s = makeState({
      units: [u('sb', 'SB', '9,5'), u('spear', 'ASp', '21,5'), u('enemy', 'SSp', '10,4', 'top')],
    });
    const plan = startOrders(s, 'bottom', 'stand-and-fire');
    expect(plan.mode).toBe('card');
    expect(legalKeys(s, plan)).toEqual([]);
  });
});

describe('Infantry Assault (seed 003:2058-2062)', () => {
  const line = () =>
    makeState({
      units: [
        u('a', 'ASp', '5,5'),
        u('b', 'SSp', '7,5'),
        u('c', 'AB', '9,5'),
        u('d', 'LI', '11,5'),
        u('e', 'SSp', '13,5'),
        u('far', 'ASp', '19,5'),
        u('cav', 'SSpC', '8,6'),
        u('bg', 'BG', '4,6'),
      ],
    });

  it('orders up to 4 foot units in one connected group', () => {
    const s = line();
    const plan = startOrders(s, 'bottom', 'infantry-assault');
    expect(plan.group).toEqual({ maxHexes: null, leaderHex: false });
    expect(legalKeys(s, plan)).toEqual(['a', 'b', 'c', 'd', 'e', 'far']);
    // After b, only foot units adjacent to the group: a and c (cav and bg are not foot).
    expect(legalKeys(s, plan, ['b'])).toEqual(['a', 'c']);
    expect(legalKeys(s, plan, ['b', 'c'])).toEqual(['a', 'd']);
    expect(legalKeys(s, plan, ['b', 'c', 'd', 'a'])).toEqual([]);
    expect(validOrdered(s, 'bottom', plan, ['b', 'c', 'd', 'e'])).toBe(true);
    expect(validOrdered(s, 'bottom', plan, ['b', 'far'])).toBe(false);
  });

  it('with no foot units, 1 unit of your choice (seed 003:2061-2062)', () => {
    const s = makeState({ units: [u('cav', 'SSpC', '8,6'), u('bg', 'BG', '11,9')] });
    const plan = startOrders(s, 'bottom', 'infantry-assault');
    expect(plan.mode).toBe('fallback');
    expect(plan.group).toBeNull();
    expect(legalKeys(s, plan)).toEqual(['bg', 'cav']);
  });
});

describe('Leadership (seed 003:2064-2068)', () => {
  // A chain of units along row 5, a leader with unit b.
  const chain = () =>
    makeState({
      units: [
        u('a', 'ASp', '3,5'),
        u('b', 'ASp', '5,5'),
        u('c', 'ASp', '7,5'),
        u('d', 'ASp', '9,5'),
        u('e', 'ASp', '11,5'),
        u('f', 'ASp', '13,5'),
        u('solo', 'SSp', '19,9'),
      ],
      leaders: [l('L', 'foot', '5,5'), l('lone', 'mounted', '8,6')],
    });

  it("orders the leader's hex and up to 4 more hexes joined to it", () => {
    const s = chain();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(plan.helmet).toBe(false);
    expect(legalKeys(s, plan, ['b'])).toEqual(['a', 'c']);
    expect(legalKeys(s, plan, ['b', 'c'])).toEqual(['a', 'd', 'lone']);
    expect(legalKeys(s, plan, ['b', 'c', 'd', 'e'])).toEqual(['a', 'f', 'lone']);
    // 5 hexes: the group is full.
    expect(legalKeys(s, plan, ['b', 'c', 'd', 'e', 'f'])).toEqual([]);
  });

  it('a lone leader in the group may be ordered; the commanding leader may be alone (seed 003:2066-2067)', () => {
    const s = chain();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(legalKeys(s, plan, ['lone'])).toEqual(['c', 'd']);
    expect(validOrdered(s, 'bottom', plan, ['lone', 'd', 'e'])).toBe(true);
  });

  it('or 1 unit of your choice: a unit with no leader orders alone unless a leader joins next (seed 003:2065)', () => {
    const s = chain();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(legalKeys(s, plan, ['solo'])).toEqual([]);
    // Starting from a leaderless unit, the next piece must bring the leader's hex.
    expect(legalKeys(s, plan, ['c'])).toEqual(['b', 'lone']);
    expect(validOrdered(s, 'bottom', plan, ['d', 'e'])).toBe(false);
  });

  it('no leader may detach: Leadership has no helmet (seed 003:2067-2068)', () => {
    const s = chain();
    const plan = startOrders(s, 'bottom', 'leadership');
    expect(applyOrderChoice(s, 'bottom', plan, [], { kind: 'detach', leader: 'L' })).toBeNull();
  });
});

describe('Serpent Command (seed 003:2070-2076)', () => {
  it('orders one connected group of any size, lone leaders included', () => {
    const units = Array.from({ length: 8 }, (_, i) => u(`s${i}`, 'ASp', `${1 + 2 * i},5`));
    const s = makeState({
      units: [...units, u('off', 'ASp', '1,9')],
      leaders: [l('lone', 'foot', '2,6'), l('att', 'foot', '3,5')],
    });
    const plan = startOrders(s, 'bottom', 'serpent');
    const all = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7'];
    expect(validOrdered(s, 'bottom', plan, [...all, 'lone'])).toBe(true);
    expect(orderingComplete(s, 'bottom', plan, [...all, 'lone'])).toBe(true);
    expect(legalKeys(s, plan, ['s0'])).toEqual(['lone', 's1']);
    expect(validOrdered(s, 'bottom', plan, ['s0', 'off'])).toBe(false);
    // The leader with s1 moves with it; he may not detach (no helmet).
    expect(applyOrderChoice(s, 'bottom', plan, ['s1'], { kind: 'detach', leader: 'att' })).toBeNull();
  });
});

describe('Shogun (seed 003:2078-2087)', () => {
  const army = () =>
    makeState({
      units: [
        u('ab', 'AB', '1,5'),
        u('li', 'LI', '3,5'),
        u('asp', 'ASp', '11,5'),
        u('ssp', 'SSp', '13,5'),
        u('bg', 'BG', '11,9'),
      ],
      leaders: [l('lone', 'foot', '19,5'), l('att', 'foot', '13,5')],
      handSize: { bottom: 4 },
    });

  it('rolls one die per card of command (seed 003:2078)', () => {
    expect(shogunDiceCount(army(), 'bottom')).toBe(4);
  });

  it('each unit symbol orders 1 unit with that symbol, honor earns tokens, swords nothing (seed 003:2078-2081)', () => {
    const s = army();
    const plan = startOrders(s, 'bottom', 'shogun', { shogunFaces: ['circle', 'square', 'honor', 'swords'] });
    expect(plan.helmet).toBe(true);
    expect(plan.shogun).toEqual({ faces: ['circle', 'square', 'honor', 'swords'], honor: 1 });
    expect(legalKeys(s, plan)).toEqual(['ab', 'li', 'ssp']);
    expect(legalKeys(s, plan, ['ab'])).toEqual(['ssp']);
    expect(orderingComplete(s, 'bottom', plan, ['ab', 'ssp'])).toBe(true);
  });

  it('a flag orders any unit or leader: lone, detaching, or with his unit (seed 003:2084-2086)', () => {
    const s = army();
    const plan = startOrders(s, 'bottom', 'shogun', { shogunFaces: ['flag', 'triangle'] });
    expect(legalKeys(s, plan)).toEqual(['ab', 'asp', 'bg', 'detach:att', 'li', 'lone', 'ssp']);
    // The flag spent on the lone leader: only the triangle is left.
    expect(legalKeys(s, plan, ['lone'])).toEqual(['asp']);
    // A triangle order cannot pay for a detach.
    expect(legalKeys(s, plan, ['ab'])).toEqual(['asp']);
  });

  it('with no useful face it orders nothing (seed 003:864-865)', () => {
    const s = army();
    expect(canOrderAnything(s, 'bottom', 'shogun', { shogunFaces: ['honor', 'swords', 'triangle'] })).toBe(
      true,
    );
    delete s.units.asp;
    expect(canOrderAnything(s, 'bottom', 'shogun', { shogunFaces: ['honor', 'swords', 'triangle'] })).toBe(
      false,
    );
  });

  it('needs the faces rolled', () => {
    expect(() => startOrders(army(), 'bottom', 'shogun')).toThrow(/faces/);
  });
});

describe('Counter-attack (seed 003:2043-2046)', () => {
  const board = (last: string | null) =>
    makeState({
      units: [u('L', 'ASp', '3,5'), u('C', 'ASp', '9,5'), u('R', 'ASp', '19,5'), u('R2', 'SSpC', '21,5')],
      lastCard: { top: last },
    });

  it("copies the opponent's last card with left and right swapped", () => {
    const s = board('order-two-left');
    expect(effectiveCardId(s, 'bottom', 'counter-attack')).toBe('order-two-right');
    const plan = startOrders(s, 'bottom', 'counter-attack');
    expect(plan).toMatchObject({
      card: 'counter-attack',
      effective: 'order-two-right',
      mirrored: true,
      helmet: true,
    });
    expect(legalKeys(s, plan)).toEqual(['R', 'R2']);
  });

  it("mirrors Tiger's Tail and keeps centre cards in the centre", () => {
    expect(effectiveCardId(board('tigers-tail-right'), 'bottom', 'counter-attack')).toBe('tigers-tail-left');
    expect(effectiveCardId(board('advance-center'), 'bottom', 'counter-attack')).toBe('advance-center');
  });

  it('copies a tactic card as it is', () => {
    const s = board('cavalry-charge');
    const plan = startOrders(s, 'bottom', 'counter-attack');
    expect(plan.effective).toBe('cavalry-charge');
    expect(plan.helmet).toBe(false);
    expect(legalKeys(s, plan)).toEqual(['R2']);
  });

  it('copying Shogun needs the dice too', () => {
    const s = board('shogun');
    const plan = startOrders(s, 'bottom', 'counter-attack', { shogunFaces: ['triangle', 'triangle'] });
    expect(plan.effective).toBe('shogun');
    expect(legalKeys(s, plan, ['C'])).toEqual(['L', 'R']);
  });

  it('with no card to copy it orders nothing and the turn goes to the draw (seed 003:864-865)', () => {
    const s = board(null);
    const plan = startOrders(s, 'bottom', 'counter-attack');
    expect(plan.mode).toBe('none');
    expect(plan.effective).toBeNull();
    expect(canOrderAnything(s, 'bottom', 'counter-attack')).toBe(false);
    // A bare Counter-attack id in lastCard cannot be resolved: the flow stores the card it became.
    expect(canOrderAnything(board('counter-attack'), 'bottom', 'counter-attack')).toBe(false);
  });
});

describe('First Strike (seed 003:2047-2051)', () => {
  it('is a reaction: chosen as the turn card it orders nothing (seed 003:864-865)', () => {
    const s = makeState({ units: [u('a', 'ASp', '9,5')] });
    const plan = startOrders(s, 'bottom', 'first-strike');
    expect(plan.mode).toBe('none');
    expect(canOrderAnything(s, 'bottom', 'first-strike')).toBe(false);
  });
});

describe('bodyguards and Dragon-card hooks', () => {
  it('bodyguards take orders like any unit, by section (seed 003:714-715)', () => {
    const s = makeState({ units: [u('bg', 'BG', '11,9')], leaders: [l('cmd', 'commander', '11,9')] });
    expect(legalKeys(s, startOrders(s, 'bottom', 'order-one-center'))).toEqual(['bg']);
    expect(legalKeys(s, startOrders(s, 'bottom', 'serpent'))).toEqual(['bg']);
    // Not a symbol unit and not foot: symbol cards and Infantry Assault reach them only by the fallback.
    expect(startOrders(s, 'bottom', 'order-square').mode).toBe('fallback');
    expect(startOrders(s, 'bottom', 'infantry-assault').mode).toBe('fallback');
  });

  it('extra pools and a cap on orders can be added by Dragon cards', () => {
    const s = makeState({ units: [u('a', 'ASp', '9,5'), u('b', 'ASp', '19,5'), u('c', 'ASp', '11,5')] });
    const plan = startOrders(s, 'bottom', 'order-one-center', {
      extraPools: [{ sections: 'any', count: 1, filter: 'unit', label: 'extra' }],
    });
    expect(legalKeys(s, plan, ['a'])).toEqual(['b', 'c']);
    expect(legalKeys(s, plan, ['a', 'b'])).toEqual([]);
    const capped = startOrders(s, 'bottom', 'order-three-center', { maxTotal: 1 });
    expect(legalKeys(s, capped, ['a'])).toEqual([]);
  });
});
