// GMT 2021 rule cases for the Dragon cards' general rules against the terrain (session 24, seed
// 003:1959-1961): a card beats the rulebook, but the terrain's limits on movement and battle stay
// unless the card says otherwise, and the dice a card adds are not terrain dice (2104-2107).

import { describe, expect, it } from 'vitest';
import {
  act,
  board,
  centreWithDragons,
  close,
  endMovement,
  movesOf,
  order,
  playDragon,
  ranged,
  rolled,
  script,
  scriptLeft,
  u,
} from '../rule-cases-gmt/cases';

const ring = (n: number) => Array<'circle'>(n).fill('circle');

describe('a Dragon card keeps the terrain’s limits (seed 003:1959-1961)', () => {
  it('Move Like the Wind: the extra hex does not carry a foot unit through a forest, which still stops it (2117-2118)', () => {
    // On the baseline at 10,10, every way out but 11,9 is a river: 11,9 is the only door.
    const terrain = { '8,10': 'river', '9,9': 'river', '12,10': 'river' } as const;
    const plain = centreWithDragons(board([u('b1', 'ASp', '10,10')], [], { terrain }), [
      'move-like-the-wind',
    ]);
    playDragon(plain, 'move-like-the-wind');
    order(plain, 'b1');
    // Ashigaru spearmen move 2; with the card 3, so 11,7 (3 hexes away, through 11,9) is in reach.
    expect(movesOf(plain, 'b1')).toContain('11,7');
    const wooded = centreWithDragons(
      board([u('b1', 'ASp', '10,10')], [], { terrain: { ...terrain, '11,9': 'forest' } }),
      ['move-like-the-wind'],
    );
    playDragon(wooded, 'move-like-the-wind');
    order(wooded, 'b1');
    expect(movesOf(wooded, 'b1')).toEqual(['11,9']);
  });

  it('Fire Arrows: a bow unit firing into a forest rolls the forest’s 1 die plus the card’s 1 (2125-2126, 2104-2107)', () => {
    const s = centreWithDragons(
      board([u('b1', 'SB', '10,8'), u('t1', 'ASp', '10,6')], [], { terrain: { '10,6': 'forest' } }),
      ['fire-arrows'],
    );
    playDragon(s, 'fire-arrows');
    order(s, 'b1');
    endMovement(s);
    script(s, ...ring(2));
    const ev = act(s, ranged('b1', '10,6'));
    expect(rolled(ev, 'ranged').map((r) => r.length)).toEqual([2]);
    expect(scriptLeft(s)).toBe(0);
  });

  it('Ashigaru Attack: ashigaru spearmen battling out of a ravine roll its 1 die plus the card’s 1 (2227-2228, 2104-2107)', () => {
    const s = centreWithDragons(
      board([u('b1', 'ASp', '10,8'), u('t1', 'ASp', '11,7')], [], { terrain: { '10,8': 'ravine' } }),
      ['ashigaru-attack'],
    );
    playDragon(s, 'ashigaru-attack');
    order(s, 'b1');
    endMovement(s);
    script(s, ...ring(2), ...ring(3));
    const ev = act(s, close('b1', '11,7'));
    expect(rolled(ev, 'close')[0]).toHaveLength(2);
  });
});
