// Session 16 audit: what each of the 40 GMT battle notes prints at the top (seed 003:2465-4057): the
// two armies, their Command cards, Dragon cards and Honor & Fortune, who moves first, and the
// banners to win. Each row is checked on the notes file and on a game set up from it (the notes
// made playable as the editor does, on a map of two units), with Dragon cards dealt.

import { describe, expect, it } from 'vitest';
import { killLeader, loseBlocks } from '../../../src/games/samurai-battles/flow/losses';
import type { Side } from '../../../src/games/samurai-battles/types';
import { ALL, battle, crossing, leastMap, type MapSpec, notes, PAIR, RIVER } from './notes-battle';

type Army = [name: string, command: number, dragons: number, honor: number];
// One row a battle: number | year | seed lines | first army (top) Command/Dragon/Honor | second army
// (bottom) | who moves first ("roll" when both columns carry the asterisk) | banners to win.
interface Row {
  n: number;
  /** The year in the title (scenario 1 has none). */
  year: number | null;
  /** The title, the army header, the number lines and "moves first", then the victory line. */
  lines: string;
  top: Army;
  bottom: Army;
  /** Null when both columns carry an asterisk and a roll decides (22, 23). */
  first: Side | null;
  banners: number;
}

// The army listed first in the notes is `top` (rules-decisions F). "Moves first" stands under the
// column of the army that moves first (9, 12, 16, 20, 21, 34-40 under the second one).
function parseRow(text: string): Row {
  const [n, year, lines, top, bottom, first, banners] = text.split('|').map((x) => x.trim());
  const army = (a: string): Army => {
    const m = /^(.*) (\d+)\/(\d+)\/(\d+)$/.exec(a)!;
    return [m[1]!, Number(m[2]), Number(m[3]), Number(m[4])];
  };
  return {
    n: Number(n),
    year: year === '-' ? null : Number(year),
    lines: lines!,
    top: army(top!),
    bottom: army(bottom!),
    first: first === 'roll' ? null : (first as Side),
    banners: Number(banners),
  };
}

const ROWS: Row[] = [
  '1 | - | 003:2465, 2473-2487, 2490 | Red Army 5/3/5 | Blue Army 5/3/5 | top | 5',
  '2 | 1517 | 003:2512, 2524-2538, 2541 | Mori 5/1/4 | Takeda 4/1/2 | top | 3',
  '3 | 1517 | 003:2547, 2560-2574, 2577 | Mori 5/2/5 | Takeda 4/2/4 | top | 6',
  '4 | 1540 | 003:2583, 2594-2608, 2611 | Shishido 5/4/4 | Shinguto 4/1/4 | top | 5',
  '5 | 1540 | 003:2624, 2636-2650, 2653 | Mori 5/1/4 | Amako 5/1/3 | top | 4',
  '6 | 1540 | 003:2664, 2675-2689, 2692 | Mori 6/3/5 | Amako 4/2/3 | top | 5',
  '7 | 1541 | 003:2700, 2710-2724, 2728 | Ouchi 6/3/5 | Amako 5/2/5 | top | 6',
  '8 | 1542 | 003:2741, 2751-2765, 2769 | Imagawa 6/3/5 | Oda 5/3/6 | top | 5',
  '9 | 1546 | 003:2782, 2791-2805, 2807, 2811 | Uesugi 4/1/4 | Hojo 6/2/9 | bottom | 5',
  '10 | 1548 | 003:2824, 2834-2848, 2852 | Imagawa 3/5/5 | Oda 5/2/3 | top | 6',
  '11 | 1560 | 003:2860, 2870-2884, 2888 | Imagawa 5/3/6 | Oda 4/2/3 | top | 5',
  // The Imagawa start with 2 cards (2907; the hand grows in play: battles-02-12.test.ts).
  '12 | 1560 | 003:2896, 2905-2919, 2923 | Imagawa 2/3/5 | Oda 5/3/6 | bottom | 5',
  '13 | 1561 | 003:2949, 2960-2974, 2978 | Uesugi 5/3/6 | Takeda 5/2/4 | top | 5',
  '14 | 1561 | 003:2986, 2996-3010, 3014 | Uesugi 5/3/8 | Takeda 5/2/5 | top | 6',
  '15 | 1561 | 003:3022, 3031-3045, 3048 | Uesugi 5/3/6 | Takeda 5/3/7 | top | 6',
  '16 | 1561 | 003:3062, 3071-3086, 3089 | Uesugi 5/4/7 | Takeda 5/2/7 | bottom | 6',
  '17 | 1561 | 003:3103, 3111-3125, 3128 | Uesugi 5/2/9 | Takeda 6/2/10 | top | 6',
  '18 | 1564 | 003:3136, 3146-3160, 3163 | Satomi 5/2/4 | Hojo 6/2/6 | top | 5',
  '19 | 1564 | 003:3176, 3185-3199, 3203 | Satomi 5/2/4 | Hojo 6/2/6 | top | 5',
  '20 | 1569 | 003:3226, 3236-3251, 3254 | Hojo 4/2/3 | Takeda 5/3/6 | bottom | 5',
  '21 | 1570 | 003:3263, 3272-3287, 3290 | Amako 5/3/6 | Mori 5/3/6 | bottom | 5',
  '22 | 1570 | 003:3306, 3316-3330, 3332, 3335 | Asai & Asakura 5/4/3 | Oda & Tokugawa 5/3/3 | roll | 5',
  '23 | 1570 | 003:3347, 3356-3370, 3372, 3375 | Asakura 5/3/5 | Tokugawa 5/3/5 | roll | 4',
  '24 | 1570 | 003:3387, 3397-3411, 3415 | Asai 5/2/6 | Oda 5/2/6 | top | 5',
  '25 | 1572 | 003:3424, 3433-3447, 3451 | Tokugawa 5/3/5 | Takeda 6/3/7 | top | 7',
  '26 | 1572 | 003:3465, 3474-3488, 3492 | Tokugawa 5/3/4 | Takeda 3/1/4 | top | 4',
  '27 | 1572 | 003:3506, 3515-3529, 3533 | Ito 4/2/4 | Shimazu 5/4/7 | top | 4',
  '28 | 1575 | 003:3542, 3551-3565, 3569 | Oda-Tokugawa 5/3/7 | Takeda 5/3/7 | top | 4',
  '29 | 1575 | 003:3592, 3601-3615, 3619 | Oda-Tokugawa 5/5/7 | Takeda 5/2/4 | top | 7',
  '30 | 1575 | 003:3631, 3641-3655, 3659 | Oda-Tokugawa 5/5/7 | Takeda 5/2/4 | top | 7',
  '31 | 1575 | 003:3671, 3680-3694, 3698 | Oda-Tokugawa 5/5/7 | Takeda 5/2/4 | top | 7',
  '32 | 1577 | 003:3710, 3719-3733, 3737 | Uesugi 5/3/7 | Oda 6/2/4 | top | 7',
  '33 | 1584 | 003:3755, 3764-3778, 3782 | Ryuzoji 5/3/7 | Shimazu 6/2/4 | top | 5',
  '34 | 1585 | 003:3790, 3799-3813, 3817 | Date 5/3/7 | Allies 5/3/7 | bottom | 9',
  '35 | 1589 | 003:3834, 3843-3857, 3861 | Date 5/3/6 | Allies 5/3/6 | bottom | 7',
  '36 | 1600 | 003:3869, 3878-3892, 3896 | Western Army 5/3/5 | Eastern Army 5/3/5 | bottom | 5',
  '37 | 1600 | 003:3904, 3913-3927, 3931 | Western Army 5/3/4 | Eastern Army 6/3/5 | bottom | 5',
  '38 | 1600 | 003:3948, 3957-3971, 3975 | Western Army 6/3/6 | Eastern Army 4/2/6 | bottom | 5',
  // Three Command cards for the Tokugawa as printed (rules-decisions F).
  '39 | 1615 | 003:3985, 3994-4008, 4012 | Osaka 4/3/6 | Tokugawa 3/3/8 | bottom | 5',
  '40 | 1615 | 003:4028, 4037-4051, 4055 | Osaka 5/2/8 | Tokugawa 5/2/8 | bottom | 5',
].map(parseRow);

describe('the battle notes of the 40 GMT scenarios, as set up', () => {
  it('the table covers every scenario once, in order', () => {
    expect(ROWS.map((r) => r.n)).toEqual(ALL);
  });

  for (const r of ROWS) {
    it(`scenario ${r.n}: year, armies, hands, Dragon cards, tokens, first player, banners (seed ${r.lines})`, () => {
      const file = notes(r.n);
      expect(file.gmtNumber).toBe(r.n);
      expect(file.kind).toBe('notes');
      expect(file.year ?? null).toBe(r.year);
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
const STANDARD: Record<number, string> = {
  1: '003:2491',
  2: '003:2542',
  3: '003:2578',
  4: '003:2613',
  5: '003:2655',
  6: '003:2694',
  7: '003:2730',
  8: '003:2771',
  9: '003:2813',
  10: '003:2854',
  11: '003:2890',
  12: '003:2925',
  13: '003:2980',
  14: '003:3016',
  15: '003:3050',
  16: '003:3091',
  17: '003:3130',
  18: '003:3165',
  19: '003:3205',
  20: '003:3256',
  21: '003:3292',
  22: '003:3337',
  23: '003:3377',
  24: '003:3417',
  25: '003:3453',
  26: '003:3494',
  27: '003:3535',
  28: '003:3571',
  29: '003:3621',
  30: '003:3661',
  31: '003:3700',
  32: '003:3739',
  33: '003:3784',
  34: '003:3819',
  35: '003:3863',
  36: '003:3898',
  37: '003:3933',
  38: '003:3977',
  39: '003:4014',
  40: '003:4057',
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
    it(`scenario ${n}: a unit gives the enemy 1 banner, a leader ${leader} (seed ${STANDARD[n]})`, () => {
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
