// Session 16 audit: the special rules and victory conditions of GMT battles 28-40 (seed
// 003:3542-4069), each on the notes file made playable on a small map, driven through the game
// where a turn or a card matters.

import { describe, expect, it } from 'vitest';
import { checkObjectivesImmediate } from '../../../src/games/samurai-battles/flow/objectives';
import { moveAllowance } from '../../../src/games/samurai-battles/flow/rules';
import type { GameState } from '../../../src/games/samurai-battles/types';
import { order, playCard, setHand } from '../flow/harness';
import { battle, notes, PAIR, pass, put, TENTS } from './notes-battle';

describe('28-31: an Order One Unit card earns the Oda-Tokugawa a banner, never the winning one (seed 003:3572-3574, 3622-3624, 3662-3664, 3701-3703)', () => {
  it('28: three Order One cards give 3 banners; the fourth, which would win, gives none', () => {
    const { state } = battle(28);
    expect(state.active).toBe('top');
    const banners: number[] = [];
    for (let t = 0; t < 4; t++) {
      pass(state, 'order-one-center');
      banners.push(state.players.top.banners);
      pass(state, 'order-one-center');
    }
    expect(banners).toEqual([1, 2, 3, 3]);
    // Another card earns nothing, and the Takeda never earn by it.
    expect(state.players.bottom.banners).toBe(0);
  });

  for (const n of [29, 30, 31]) {
    it(`${n}: the same rule, to 6 of the 7 banners`, () => {
      const { state } = battle(n);
      pass(state, 'order-two-center');
      expect(state.players.top.banners).toBe(0);
      pass(state);
      pass(state, 'order-one-center');
      expect(state.players.top.banners).toBe(1);
      expect(notes(n).victory.rules).toEqual(notes(28).victory.rules);
    });
  }
});

describe('37: east of Mount Nangu (seed 003:3935-3936, 3942-3947)', () => {
  // The Western army's left is the east end of the board (its baseline is row 0).
  const map = {
    units: {
      w1: 'top SSp 11,1',
      mori: 'top SSp 19,1 mori',
      chosokabe: 'top SSp 3,1 chosokabe',
      e1: 'bottom SSp 11,9',
      e2: 'bottom SSp 3,9',
    },
  };

  it('either army gains a banner at the start of its turn while a section holds no enemy unit', () => {
    const { state } = battle(37, map);
    // The Eastern army moves first; the Western army fills every section, so nothing yet.
    expect(state.active).toBe('bottom');
    expect(state.players.bottom.banners).toBe(0);
    // No Eastern unit on the east end: the West gains at its turn start, and again the next.
    pass(state, 'order-two-center', 'e1');
    expect(state.players.top.banners).toBe(1);
    put(state, 'chosokabe', '7,3');
    pass(state, 'order-two-center', 'w1');
    // The Western army left its right (west end) empty apart from the dashed line: counted in the centre.
    expect(state.players.bottom.banners).toBe(1);
  });

  /**
   * The Eastern army plays `east` with one unit, then the Western army plays `card` (its hand
   * filled with other orders) and orders `unit`; `before` runs just before the card is played.
   */
  function westOrders(
    card: string,
    unit: string,
    east = 'order-two-center',
    before?: (s: GameState) => void,
  ) {
    const { state } = battle(37, map);
    pass(state, east, east === 'order-two-center' ? 'e1' : 'e2');
    const fill = [
      'order-two-left',
      'order-one-left',
      'order-two-center',
      'order-one-right',
      'order-two-right',
    ];
    setHand(state, 'top', [card, ...fill.filter((c) => c !== card)].slice(0, 5));
    before?.(state);
    playCard(state, card);
    order(state, unit);
    return state;
  }

  it('a Mori unit moves only once an Order One Unit Left card has ordered it; from then on as usual', () => {
    // Pushed off its starting hex (as by a retreat), it is still locked (rules-decisions, session 16).
    const locked = westOrders('order-two-left', 'mori', undefined, (s) => put(s, 'mori', '19,3'));
    expect(moveAllowance(locked, 'mori').max).toBe(0);
    expect(locked.units.mori!.released).toBeFalsy();
    const freed = westOrders('order-one-left', 'mori');
    expect(freed.units.mori!.released).toBe(true);
    expect(moveAllowance(freed, 'mori').max).toBeGreaterThan(0);
  });

  it('a Chosokabe unit is released by Order One Unit Right only', () => {
    const state = westOrders('order-one-right', 'chosokabe');
    expect(state.units.chosokabe!.released).toBe(true);
    expect(state.units.mori!.released).toBeFalsy();
  });

  it('a Counter-attack that becomes an Order One Unit Left card releases a Mori unit (seed 003:2043-2046, 4362-4372)', () => {
    // The Eastern Order One Unit Right, copied across the table, is an Order One Unit Left.
    const state = westOrders('counter-attack', 'mori', 'order-one-right');
    expect(state.turnState.effectiveCard).toBe('order-one-left');
    expect(state.units.mori!.released).toBe(true);
    expect(moveAllowance(state, 'mori').max).toBeGreaterThan(0);
  });
});

describe('39: the Komatsuyama heights (seed 003:4016-4017)', () => {
  it('the army on more hill hexes at the start of either turn gains a banner and loses it the moment it no longer has more', () => {
    const hills = { ...TENTS, '9,3': 'hill', '11,3': 'hill', '13,3': 'hill' };
    const { state, ctx } = battle(39, {
      terrain: hills,
      units: { ...PAIR, t2: 'top SB 9,3', t3: 'top SB 11,3', b2: 'bottom SB 13,3' },
    });
    expect(state.active).toBe('bottom');
    expect(state.players.top.banners).toBe(1);
    put(state, 't3', '11,1');
    checkObjectivesImmediate(ctx);
    expect(state.players.top.banners).toBe(0);
    expect(state.players.bottom.banners).toBe(0);
  });
});

describe('campaign links (seed 003:4066-4069)', () => {
  it('39 leads to 40, whose losses carry over', () => {
    expect([notes(39).links, notes(40).links]).toEqual([
      { next: '40-domyoji-battles-among-the-tombs' },
      { previous: '39-domyoji-komatsuyama-heights', carryLosses: true },
    ]);
  });
});
