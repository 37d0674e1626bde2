// Session 16 audit: the special rules and victory conditions of GMT battles 3-12 (seed 003:2547-2933),
// each on the notes file made playable on a small map, driven through the game where a turn start
// matters. Battles 2, 10 and 11 add nothing beyond eliminations (setup-facts); 8's tents are in
// battles-13-27, every river and terrain rule in rivers.test.ts.

import { describe, expect, it } from 'vitest';
import { movePiece } from '../../../src/games/samurai-battles/board/occupancy';
import { loseBlocks } from '../../../src/games/samurai-battles/flow/losses';
import { checkObjectivesImmediate } from '../../../src/games/samurai-battles/flow/objectives';
import { scenarioRulesImmediate } from '../../../src/games/samurai-battles/flow/scenarioRules';
import { battle, PAIR, pass, put, RIVER, TENTS } from './notes-battle';

describe('4: Shinguto units across the Enokawa (seed 003:2614-2616)', () => {
  const map = {
    units: { ...PAIR, b2: 'bottom ASp 9,3', b3: 'bottom ASp 13,3', t2: 'top SB 3,1' },
    zones: { 'shishido-bank': ['9,3', '11,3', '13,3', '1,1', '3,1'] },
  };

  it('each Shinguto unit on the Shishido bank at the start of a Shinguto turn holds a banner, gained only then', () => {
    const { state, ctx } = battle(4, map);
    expect(state.active).toBe('top');
    expect(state.players.bottom.banners).toBe(0);
    pass(state);
    expect(state.active).toBe('bottom');
    expect(state.players.bottom.banners).toBe(2);
    // A third unit crossing during the Shinguto turn counts only at their next turn start.
    put(state, 'b1', '11,3');
    checkObjectivesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(2);
    pass(state, 'order-two-center', 'b1');
    pass(state);
    expect(state.players.bottom.banners).toBe(3);
    // The Shishido never gain for their own bank.
    expect(state.players.top.banners).toBe(0);
  });

  it('a unit back on its own bank loses its banner at once; one eliminated loses it before the enemy scores', () => {
    const { state, ctx } = battle(4, map);
    pass(state);
    put(state, 'b2', '9,7');
    checkObjectivesImmediate(ctx);
    expect(state.players.bottom.banners).toBe(1);
    state.units.b3!.blocks = 1;
    loseBlocks(ctx, 'b3', 1, 'combat');
    expect(state.players.bottom.banners).toBe(0);
    expect(state.players.top.banners).toBe(1);
  });
});

describe('5: Mori ashigaru spearmen across the Tajii (seed 003:2656-2658)', () => {
  const map = {
    terrain: RIVER,
    units: { ...PAIR, a1: 'top ASp 3,1', a2: 'top ASp 5,1', s1: 'top SSp 7,1' },
    zones: { 'beyond-tajii': ['3,7', '5,7', '7,7'] },
  };

  it('an ashigaru spearmen unit beyond the river leaves the battlefield and earns a banner, each one', () => {
    const { state, ctx } = battle(5, map);
    put(state, 'a1', '3,7');
    scenarioRulesImmediate(ctx);
    expect(state.units.a1).toBeUndefined();
    expect(state.players.top.banners).toBe(1);
    put(state, 'a2', '5,7');
    scenarioRulesImmediate(ctx);
    expect(state.players.top.banners).toBe(2);
    // Taken off the battlefield, not eliminated: the Amako gain nothing.
    expect(state.players.bottom.banners).toBe(0);
  });

  it('other Mori units beyond the river stay and earn nothing', () => {
    const { state, ctx } = battle(5, map);
    put(state, 's1', '7,7');
    scenarioRulesImmediate(ctx);
    expect(state.units.s1!.hex).toBe('7,7');
    expect(state.players.top.banners).toBe(0);
  });

  it('a leader with the spearmen stays behind, alone, where they left (the note removes the unit only)', () => {
    const { state, ctx } = battle(5, {
      ...map,
      leaders: [{ id: 'lead', side: 'top', kind: 'foot', hex: '3,1' }],
    });
    put(state, 'a1', '3,7');
    movePiece(state, state.leaders.lead!, '3,7');
    scenarioRulesImmediate(ctx);
    expect(state.units.a1).toBeUndefined();
    expect(state.leaders.lead!.hex).toBe('3,7');
    expect(state.players.top.banners).toBe(1);
  });
});

describe('7: the empty Amako command tent (seed 003:2731-2734)', () => {
  it('an Ouchi unit on it at the start of an Ouchi turn removes it for 3 banners; the Amako discard a card at random', () => {
    const { state } = battle(7, { terrain: TENTS, units: { ...PAIR, t2: 'top SB 19,7' } });
    put(state, 't2', '21,9');
    pass(state);
    // Not at the start of the Amako turn.
    expect(state.players.top.banners).toBe(0);
    expect(state.terrain['21,9']!.t).toBe('tent');
    pass(state);
    expect(state.terrain['21,9']?.t ?? 'open').toBe('open');
    expect(state.players.top.banners).toBe(3);
    expect(state.players.bottom.hand).toHaveLength(4);
    expect(state.players.bottom.handSize).toBe(4);
  });
});

describe('12: Dengakuhazama (seed 003:2926, 2931-2933)', () => {
  it('the Imagawa play one card and draw two each turn, from 2 cards to 5 after their third turn', () => {
    const { state } = battle(12);
    expect(state.active).toBe('bottom');
    const hands: number[] = [state.players.top.hand.length];
    for (let t = 0; t < 4; t++) {
      pass(state);
      pass(state);
      hands.push(state.players.top.hand.length);
    }
    expect(hands).toEqual([2, 3, 4, 5, 5]);
    expect(state.players.top.handSize).toBe(5);
    expect(state.players.bottom.hand).toHaveLength(5);
  });

  it('an Oda unit entering the Imagawa tent wins at once, in the Oda turn', () => {
    const { state, ctx } = battle(12);
    put(state, 'b1', '1,1');
    scenarioRulesImmediate(ctx);
    expect(state.winner).toBe('bottom');
  });
});
