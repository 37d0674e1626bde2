// Session 16 audit: the special rules and victory conditions of GMT battles 8 and 13-27 (seed
// 003:2772-2775, 2949-3541), each on the notes file made playable on a small map, driven through the
// game where a turn start matters.

import { describe, expect, it } from 'vitest';
import { loseBlocks } from '../../../src/games/samurai-battles/flow/losses';
import { checkObjectivesImmediate } from '../../../src/games/samurai-battles/flow/objectives';
import { scenarioRulesImmediate } from '../../../src/games/samurai-battles/flow/scenarioRules';
import { battle, notes, PAIR, pass, put, TENTS } from './notes-battle';

describe('command tents (8, 9, 15, 25, 39)', () => {
  it('8: a unit on the enemy tent at the start of its own turn removes it for 3 permanent banners; the owner discards a card at random (seed 003:2772-2775)', () => {
    const { state } = battle(8, { terrain: TENTS, units: { ...PAIR, b2: 'bottom SB 3,3' } });
    put(state, 'b2', '1,1');
    expect(state.active).toBe('top');
    pass(state);
    expect(state.terrain['1,1']?.t ?? 'open').toBe('open');
    expect(state.players.bottom.banners).toBe(3);
    expect([state.players.top.hand.length, state.players.top.handSize]).toEqual([5, 5]);
    // Permanent: the unit leaving takes nothing back.
    put(state, 'b2', '3,3');
    pass(state, 'order-two-center', 'b1');
    expect(state.players.bottom.banners).toBe(3);
  });

  it('9, 15, 25, 39: both tents are worth 3 (seed 003:2814-2817, 3051-3054, 3454-3457, 4019-4021)', () => {
    for (const n of [9, 15, 25, 39]) {
      expect([n, battle(n).state.victory.tentBanners]).toEqual([n, { top: 3, bottom: 3 }]);
    }
  });
});

describe('16: Takeda units on the Uesugi bank (seed 003:3092-3096)', () => {
  const map = {
    units: { ...PAIR, b2: 'bottom SSp 9,3', t2: 'top SB 3,1' },
    leaders: [{ id: 'bl', side: 'bottom' as const, kind: 'foot' as const, hex: '13,3' }],
    zones: { 'uesugi-bank': ['9,3', '11,3', '13,3'] },
  };

  it('at the start of a Takeda turn each Takeda unit there, not a lone leader, counts as a banner', () => {
    // The Takeda move first: their first turn start already counts.
    const { state } = battle(16, map);
    expect(state.active).toBe('bottom');
    expect(state.players.bottom.banners).toBe(1);
    // A unit never holds two; the lone leader never counts.
    pass(state, 'order-two-center', 'b1');
    pass(state);
    expect(state.players.bottom.banners).toBe(1);
    expect(state.players.top.banners).toBe(0);
  });

  it('it stops counting when the unit is eliminated or goes back to the Takeda bank', () => {
    const { state, ctx } = battle(16, { ...map, units: { ...map.units, b3: 'bottom SSp 11,3' } });
    pass(state, 'order-two-center', 'b1');
    pass(state);
    expect(state.players.bottom.banners).toBe(2);
    put(state, 'b2', '9,7');
    checkObjectivesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(1);
    loseBlocks(ctx, 'b3', 4, 'combat');
    expect(state.players.bottom.banners).toBe(0);
  });
});

describe('18 and 19: a section clear of Satomi units (seed 003:3167-3169, 3207-3209)', () => {
  // One Satomi unit in each section; the Hojo move second.
  const map = { units: { s1: 'top SSp 3,1', s2: 'top SSp 11,1', s3: 'top SSp 19,1', b1: 'bottom SSp 11,9' } };

  for (const n of [18, 19]) {
    it(`${n}: the Hojo gain a banner at the start of each Hojo turn while a section holds no Satomi unit`, () => {
      const { state } = battle(n, map);
      pass(state);
      expect(state.players.bottom.banners).toBe(0);
      // A unit on the dashed line counts in the centre: the right section is clear.
      put(state, 's3', '15,1');
      pass(state);
      pass(state);
      expect(state.players.bottom.banners).toBe(1);
      pass(state);
      pass(state);
      expect(state.players.bottom.banners).toBe(2);
      // The Satomi never gain by it.
      expect(state.players.top.banners).toBe(0);
    });
  }

  it('18 and 19 form a campaign whose losses carry into the second battle (seed 003:3218-3225)', () => {
    expect([battle(18).state.scenarioId, notes(18).links, notes(19).links]).toEqual([
      'my-18-second-konodai-january-7',
      { next: '19-second-konodai-january-8' },
      { previous: '18-second-konodai-january-7', carryLosses: true },
    ]);
  });
});

describe('21: Niiyama Castle (seed 003:3294-3296)', () => {
  const map = {
    terrain: { ...TENTS, '11,5': 'castle' },
    units: { ...PAIR, b2: 'bottom SSp 13,7', b3: 'bottom SB 9,7' },
    zones: { 'niiyama-castle': ['11,5'] },
  };

  it('a Mori unit in the castle earns 1 permanent banner and costs the Amako a card at random for good, once', () => {
    const { state, ctx } = battle(21, map);
    put(state, 'b2', '11,5');
    scenarioRulesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(1);
    expect([state.players.top.hand.length, state.players.top.handSize]).toEqual([4, 4]);
    put(state, 'b2', '13,7');
    checkObjectivesImmediate(ctx);
    scenarioRulesImmediate(ctx);
    put(state, 'b3', '11,5');
    scenarioRulesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(1);
    expect(state.players.top.handSize).toBe(4);
  });
});
