import { describe, expect, it } from 'vitest';
import { lackOfHonorDice, retreatCost } from '../../../src/games/samurai-battles/combat/honor';
import { makeState } from './fixture';

describe('honor lost on retreat (seed 003:1688-1708)', () => {
  const state = makeState({
    units: [
      { id: 'ab', side: 'bottom', type: 'AB', hex: '0,10' },
      { id: 'asp', side: 'bottom', type: 'ASp', hex: '2,10' },
      { id: 'ssp', side: 'bottom', type: 'SSp', hex: '4,10' },
      { id: 'li', side: 'bottom', type: 'LI', hex: '6,10' },
      { id: 'asp-led', side: 'bottom', type: 'ASp', hex: '8,10' },
      { id: 'li-led', side: 'bottom', type: 'LI', hex: '10,10' },
      { id: 'bg', side: 'top', type: 'BG', hex: '10,0' },
    ],
    leaders: [
      { id: 'foot', side: 'bottom', kind: 'foot', hex: '8,10' },
      { id: 'foot2', side: 'bottom', kind: 'foot', hex: '10,10' },
      { id: 'lone', side: 'bottom', kind: 'mounted', hex: '12,8' },
      { id: 'ac', side: 'top', kind: 'commander', hex: '12,0' },
    ],
  });
  it('circle and triangle units pay 1 per hex (seed 003:1688-1691)', () => {
    expect(retreatCost(state, 'ab', 2)).toBe(2);
    expect(retreatCost(state, 'asp', 1)).toBe(1);
  });
  it('square units pay 2 per hex (seed 003:1692)', () => {
    expect(retreatCost(state, 'ssp', 2)).toBe(4);
  });
  it('levies pay 2 however far they retreat (seed 003:1694-1695)', () => {
    expect(retreatCost(state, 'li', 2)).toBe(2);
    expect(retreatCost(state, 'li', 4)).toBe(2);
  });
  it('an attached leader adds 1 per hex: a triangle with a leader pays 2 per hex (seed 003:1697-1699)', () => {
    expect(retreatCost(state, 'asp-led', 2)).toBe(4);
  });
  it('levies with a leader: 2 plus 1 per hex (decision)', () => {
    expect(retreatCost(state, 'li-led', 2)).toBe(4);
  });
  it('a lone leader pays 3 for 1, 2 or 3 hexes (seed 003:1702-1703)', () => {
    for (const h of [1, 2, 3]) expect(retreatCost(state, 'lone', h)).toBe(3);
  });
  it('the army commander retreating from his tent pays 3 (seed 003:758-760)', () => {
    const s = makeState({ leaders: [{ id: 'ac', side: 'top', kind: 'commander', hex: '12,0' }] });
    expect(retreatCost(s, 'ac', 2)).toBe(3);
  });
  it('a retreat that moved no hex costs nothing (seed 003:1707-1708)', () => {
    expect(retreatCost(state, 'ssp', 0)).toBe(0);
    expect(retreatCost(state, 'li', 0)).toBe(0);
  });
  it('an attached leader is paid for through his unit', () => {
    expect(() => retreatCost(state, 'foot', 1)).toThrow(/unit/);
  });
  it('worked example: samurai spearmen with a leader retreating 1 hex pay 3 (seed 003:4108-4111)', () => {
    const s = makeState({
      units: [{ id: 'red', side: 'bottom', type: 'SSp', hex: '12,2', blocks: 2 }],
      leaders: [{ id: 'l', side: 'bottom', kind: 'foot', hex: '12,2' }],
    });
    expect(retreatCost(s, 'red', 1)).toBe(3);
  });
});

describe('Lack of Honor roll size (seed 003:1716-1721)', () => {
  it('4 dice plus 1 per unpaid token; the rulebook example: 1 token for a 2-token retreat rolls 5', () => {
    expect(lackOfHonorDice(0)).toBe(4);
    expect(lackOfHonorDice(1)).toBe(5);
    expect(lackOfHonorDice(3)).toBe(7);
  });
});
