// Session 16 audit: what each of the 40 GMT battle notes prints at the top (seed 003:2465-4057): the
// two armies, their Command cards, Dragon cards and Honor & Fortune, who moves first, and the
// banners to win. Each row is checked on the notes file and on a game set up from it (the notes
// made playable as the editor does, on a map of two units), with Dragon cards dealt.

import { describe, expect, it } from 'vitest';
import { killLeader, loseBlocks } from '../../../src/games/samurai-battles/flow/losses';
import type { Side } from '../../../src/games/samurai-battles/types';
import { ALL, battle, crossing, leastMap, type MapSpec, notes, PAIR, RIVER } from './notes-battle';

type Army = [name: string, command: number, dragons: number, honor: number];
interface Row {
  n: number;
  /** The army header, the number lines and "moves first", then the victory lines. */
  lines: string;
  top: Army;
  bottom: Army;
  /** Null when both columns carry an asterisk and a roll decides (22, 23). */
  first: Side | null;
  banners: number;
}

// The army listed first in the notes is `top` (rules-decisions F). "Moves first" stands under the
// column of the army that moves first (9, 12, 16, 20, 21, 34-40 under the second one).
const ROWS: Row[] = [
  {
    n: 1,
    lines: '003:2473-2487, 2490',
    top: ['Red Army', 5, 3, 5],
    bottom: ['Blue Army', 5, 3, 5],
    first: 'top',
    banners: 5,
  },
  {
    n: 2,
    lines: '003:2524-2538, 2541',
    top: ['Mori', 5, 1, 4],
    bottom: ['Takeda', 4, 1, 2],
    first: 'top',
    banners: 3,
  },
  {
    n: 3,
    lines: '003:2560-2574, 2577',
    top: ['Mori', 5, 2, 5],
    bottom: ['Takeda', 4, 2, 4],
    first: 'top',
    banners: 6,
  },
  {
    n: 4,
    lines: '003:2594-2608, 2611',
    top: ['Shishido', 5, 4, 4],
    bottom: ['Shinguto', 4, 1, 4],
    first: 'top',
    banners: 5,
  },
  {
    n: 5,
    lines: '003:2636-2650, 2653',
    top: ['Mori', 5, 1, 4],
    bottom: ['Amako', 5, 1, 3],
    first: 'top',
    banners: 4,
  },
  {
    n: 6,
    lines: '003:2675-2689, 2692',
    top: ['Mori', 6, 3, 5],
    bottom: ['Amako', 4, 2, 3],
    first: 'top',
    banners: 5,
  },
  {
    n: 7,
    lines: '003:2710-2724, 2728',
    top: ['Ouchi', 6, 3, 5],
    bottom: ['Amako', 5, 2, 5],
    first: 'top',
    banners: 6,
  },
  {
    n: 8,
    lines: '003:2751-2765, 2769',
    top: ['Imagawa', 6, 3, 5],
    bottom: ['Oda', 5, 3, 6],
    first: 'top',
    banners: 5,
  },
  {
    n: 9,
    lines: '003:2791-2805, 2807, 2811',
    top: ['Uesugi', 4, 1, 4],
    bottom: ['Hojo', 6, 2, 9],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 10,
    lines: '003:2834-2848, 2852',
    top: ['Imagawa', 3, 5, 5],
    bottom: ['Oda', 5, 2, 3],
    first: 'top',
    banners: 6,
  },
  {
    n: 11,
    lines: '003:2870-2884, 2888',
    top: ['Imagawa', 5, 3, 6],
    bottom: ['Oda', 4, 2, 3],
    first: 'top',
    banners: 5,
  },
  // The Imagawa start with 2 cards (2907; the hand grows in play: special-rules.test.ts).
  {
    n: 12,
    lines: '003:2905-2919, 2923',
    top: ['Imagawa', 2, 3, 5],
    bottom: ['Oda', 5, 3, 6],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 13,
    lines: '003:2960-2974, 2978',
    top: ['Uesugi', 5, 3, 6],
    bottom: ['Takeda', 5, 2, 4],
    first: 'top',
    banners: 5,
  },
  {
    n: 14,
    lines: '003:2996-3010, 3014',
    top: ['Uesugi', 5, 3, 8],
    bottom: ['Takeda', 5, 2, 5],
    first: 'top',
    banners: 6,
  },
  {
    n: 15,
    lines: '003:3031-3045, 3048',
    top: ['Uesugi', 5, 3, 6],
    bottom: ['Takeda', 5, 3, 7],
    first: 'top',
    banners: 6,
  },
  {
    n: 16,
    lines: '003:3071-3086, 3089',
    top: ['Uesugi', 5, 4, 7],
    bottom: ['Takeda', 5, 2, 7],
    first: 'bottom',
    banners: 6,
  },
  {
    n: 17,
    lines: '003:3111-3125, 3128',
    top: ['Uesugi', 5, 2, 9],
    bottom: ['Takeda', 6, 2, 10],
    first: 'top',
    banners: 6,
  },
  {
    n: 18,
    lines: '003:3146-3160, 3163',
    top: ['Satomi', 5, 2, 4],
    bottom: ['Hojo', 6, 2, 6],
    first: 'top',
    banners: 5,
  },
  {
    n: 19,
    lines: '003:3185-3199, 3203',
    top: ['Satomi', 5, 2, 4],
    bottom: ['Hojo', 6, 2, 6],
    first: 'top',
    banners: 5,
  },
  {
    n: 20,
    lines: '003:3236-3251, 3254',
    top: ['Hojo', 4, 2, 3],
    bottom: ['Takeda', 5, 3, 6],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 21,
    lines: '003:3272-3287, 3290',
    top: ['Amako', 5, 3, 6],
    bottom: ['Mori', 5, 3, 6],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 22,
    lines: '003:3316-3332, 3335',
    top: ['Asai & Asakura', 5, 4, 3],
    bottom: ['Oda & Tokugawa', 5, 3, 3],
    first: null,
    banners: 5,
  },
  {
    n: 23,
    lines: '003:3356-3372, 3375',
    top: ['Asakura', 5, 3, 5],
    bottom: ['Tokugawa', 5, 3, 5],
    first: null,
    banners: 4,
  },
  {
    n: 24,
    lines: '003:3397-3411, 3415',
    top: ['Asai', 5, 2, 6],
    bottom: ['Oda', 5, 2, 6],
    first: 'top',
    banners: 5,
  },
  {
    n: 25,
    lines: '003:3433-3447, 3451',
    top: ['Tokugawa', 5, 3, 5],
    bottom: ['Takeda', 6, 3, 7],
    first: 'top',
    banners: 7,
  },
  {
    n: 26,
    lines: '003:3474-3488, 3492',
    top: ['Tokugawa', 5, 3, 4],
    bottom: ['Takeda', 3, 1, 4],
    first: 'top',
    banners: 4,
  },
  {
    n: 27,
    lines: '003:3515-3529, 3533',
    top: ['Ito', 4, 2, 4],
    bottom: ['Shimazu', 5, 4, 7],
    first: 'top',
    banners: 4,
  },
  {
    n: 28,
    lines: '003:3551-3565, 3569',
    top: ['Oda-Tokugawa', 5, 3, 7],
    bottom: ['Takeda', 5, 3, 7],
    first: 'top',
    banners: 4,
  },
  {
    n: 29,
    lines: '003:3601-3615, 3619',
    top: ['Oda-Tokugawa', 5, 5, 7],
    bottom: ['Takeda', 5, 2, 4],
    first: 'top',
    banners: 7,
  },
  {
    n: 30,
    lines: '003:3641-3655, 3659',
    top: ['Oda-Tokugawa', 5, 5, 7],
    bottom: ['Takeda', 5, 2, 4],
    first: 'top',
    banners: 7,
  },
  {
    n: 31,
    lines: '003:3680-3694, 3698',
    top: ['Oda-Tokugawa', 5, 5, 7],
    bottom: ['Takeda', 5, 2, 4],
    first: 'top',
    banners: 7,
  },
  {
    n: 32,
    lines: '003:3719-3733, 3737',
    top: ['Uesugi', 5, 3, 7],
    bottom: ['Oda', 6, 2, 4],
    first: 'top',
    banners: 7,
  },
  {
    n: 33,
    lines: '003:3764-3778, 3782',
    top: ['Ryuzoji', 5, 3, 7],
    bottom: ['Shimazu', 6, 2, 4],
    first: 'top',
    banners: 5,
  },
  {
    n: 34,
    lines: '003:3799-3813, 3817',
    top: ['Date', 5, 3, 7],
    bottom: ['Allies', 5, 3, 7],
    first: 'bottom',
    banners: 9,
  },
  {
    n: 35,
    lines: '003:3843-3857, 3861',
    top: ['Date', 5, 3, 6],
    bottom: ['Allies', 5, 3, 6],
    first: 'bottom',
    banners: 7,
  },
  {
    n: 36,
    lines: '003:3878-3892, 3896',
    top: ['Western Army', 5, 3, 5],
    bottom: ['Eastern Army', 5, 3, 5],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 37,
    lines: '003:3913-3927, 3931',
    top: ['Western Army', 5, 3, 4],
    bottom: ['Eastern Army', 6, 3, 5],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 38,
    lines: '003:3957-3971, 3975',
    top: ['Western Army', 6, 3, 6],
    bottom: ['Eastern Army', 4, 2, 6],
    first: 'bottom',
    banners: 5,
  },
  // Three Command cards for the Tokugawa as printed (rules-decisions F).
  {
    n: 39,
    lines: '003:3994-4008, 4012',
    top: ['Osaka', 4, 3, 6],
    bottom: ['Tokugawa', 3, 3, 8],
    first: 'bottom',
    banners: 5,
  },
  {
    n: 40,
    lines: '003:4037-4051, 4055',
    top: ['Osaka', 5, 2, 8],
    bottom: ['Tokugawa', 5, 2, 8],
    first: 'bottom',
    banners: 5,
  },
];

describe('the battle notes of the 40 GMT scenarios, as set up', () => {
  it('the table covers every scenario once, in order', () => {
    expect(ROWS.map((r) => r.n)).toEqual(ALL);
  });

  for (const r of ROWS) {
    it(`scenario ${r.n}: armies, hands, Dragon cards, tokens, first player, banners (seed ${r.lines})`, () => {
      const file = notes(r.n);
      expect(file.gmtNumber).toBe(r.n);
      expect(file.kind).toBe('notes');
      const { state } = battle(r.n, leastMap(r.n), { dragonCards: true });
      for (const side of ['top', 'bottom'] as const) {
        const p = state.players[side];
        const [name, command, dragons, honor] = r[side];
        expect({
          side,
          name: p.name,
          command: p.handSize,
          hand: p.hand.length,
          dragons: p.dragonHand.length,
          honor: p.honor,
        }).toEqual({ side, name, command, hand: command, dragons, honor });
      }
      // The tokens come out of the box's 30 (003:33); no scenario needs more.
      expect(state.pool).toBe(30 - r.top[3] - r.bottom[3]);
      if (r.first) {
        expect(file.firstPlayer).toBe(r.first);
        expect(state.active).toBe(r.first);
        expect(state.firstRoll).toBeUndefined();
      } else {
        expect(state.active).toBe(state.firstRoll!.first);
      }
      expect(state.victory.banners).toBe(r.banners);
    });
  }
});

// The line of each battle's victory conditions that gives 1 banner per unit or leader eliminated.
const STANDARD: Record<number, number> = {
  1: 2491,
  2: 2542,
  3: 2578,
  4: 2613,
  5: 2655,
  6: 2694,
  7: 2730,
  8: 2771,
  9: 2813,
  10: 2854,
  11: 2890,
  12: 2925,
  13: 2980,
  14: 3016,
  15: 3050,
  16: 3091,
  17: 3130,
  18: 3165,
  19: 3205,
  20: 3256,
  21: 3292,
  22: 3337,
  23: 3377,
  24: 3417,
  25: 3453,
  26: 3494,
  27: 3535,
  28: 3571,
  29: 3621,
  30: 3661,
  31: 3700,
  32: 3739,
  33: 3784,
  34: 3819,
  35: 3863,
  36: 3898,
  37: 3933,
  38: 3977,
  39: 4014,
  40: 4057,
};

describe('eliminations (the first victory line of every battle)', () => {
  const pieces: MapSpec = {
    units: { ...leastMap(37).units, t2: 'top SB 9,1', b2: 'bottom SB 9,9' },
    leaders: [
      { id: 'tl', side: 'top', kind: 'foot', hex: '9,1' },
      { id: 'bl', side: 'bottom', kind: 'mounted', hex: '9,9' },
    ],
  };
  for (const n of ALL) {
    // Battle 2 prices every leader at 2 (2542); battle 3 only Motoshige (2578, rules-decisions F).
    const leader = n === 2 ? 2 : 1;
    it(`scenario ${n}: a unit gives the enemy 1 banner, a leader ${leader} (seed 003:${STANDARD[n]})`, () => {
      const map = n === 3 ? { ...pieces, leaders: [...pieces.leaders!, ...leastMap(3).leaders!] } : pieces;
      // One game a side, so that no army reaches the banners to win (battle 2 needs only 3).
      for (const [unit, lead, gainer] of [
        ['b1', 'bl', 'top'],
        ['t1', 'tl', 'bottom'],
      ] as const) {
        const { state, ctx } = battle(n, map);
        loseBlocks(ctx, unit, 4, 'combat');
        expect(state.players[gainer].banners).toBe(1);
        killLeader(ctx, lead, 'combat');
        expect(state.players[gainer].banners).toBe(1 + leader);
      }
    });
  }

  it('scenario 3: Motoshige is worth 2 banners in all, the other Takeda leaders 1 (seed 003:2578)', () => {
    const { state, ctx } = battle(3, { ...leastMap(3), units: { ...PAIR, b2: 'bottom SB 9,9' } });
    killLeader(ctx, 'motoshige', 'combat');
    expect(state.players.top.banners).toBe(2);
    expect(state.leaders).toEqual({});
  });
});

describe('the book and the battles with no special rule', () => {
  it('the book holds 40 scenarios, each with its notes file (seed 003:2462)', () => {
    expect(ALL.map((n) => notes(n).gmtNumber)).toEqual(ALL);
  });

  it('scenario 1 is the red army against the blue army, red listed first (seed 003:2465, 2473)', () => {
    const { state } = battle(1);
    expect([state.players.top.color, state.players.bottom.color]).toEqual(['red', 'blue']);
  });

  // "None": 2495 (1), 2546 (2), 2781 (8), 2823 (9), 2859 (10), 2895 (11), 2985 (13), 3021 (14),
  // 3464 (25), 3868 (35).
  it('special rules "none": no rule text and no rule effect (seed 003:2495, 2546, 2781, 2823, 2859, 2895, 2985, 3021, 3464, 3868)', () => {
    for (const n of [1, 2, 8, 9, 10, 11, 13, 14, 25, 35]) {
      const file = notes(n);
      expect({ n, special: file.specialRules, rules: file.rules }).toEqual({ n, special: [], rules: {} });
      const { state } = battle(n, { terrain: RIVER });
      expect({ n, ...state.options }).toMatchObject({ n, riverFordable: false });
      expect(state.options.impassable).toBeUndefined();
      expect(state.options.fordsOpen).toBeUndefined();
      expect(state.options.turnRules).toBeUndefined();
      // The river is crossed only at its ford, which stops a unit (2153, 2158-2159).
      expect([crossing(state, '3,5'), crossing(state, '5,5')]).toEqual([
        { enter: false, stops: false },
        { enter: true, stops: true },
      ]);
    }
  });
});
