// The campaigns of the GMT scenario book (issue 23): battles of the book played in a row with a
// running score. Which battles, in which order, and what carries over from one to the next. The
// book links battles in two ways (seed 003):
// - multi-phase battles (Fourth Kawanakajima 13-17, Nagashino 28-31, Sekigahara 36-38) are phases
//   of one day with no rule linking them: only the score runs on (docs/rules-decisions.md K);
// - two mini-campaigns whose notes carry block losses, pushed-back units and Honor & Fortune from
//   the first battle to the second by a dice roll: Second Konodai 18 -> 19 (003:3218-3225) and
//   Domyoji 39 -> 40 (003:4066-4069, "see the procedure of scenario 19").
// No other battle note names a link (checked against /work/shared/reference/scenario-notes.json).

import type { Side } from '../types';

export type CampaignId = 'kawanakajima' | 'konodai' | 'nagashino' | 'sekigahara' | 'domyoji';

/** What passes from the battle before into this one (besides the running score, which always does). */
export type CarryOver =
  /** Nothing: the battle starts as its notes print it. */
  | { kind: 'none' }
  /**
   * Block losses, pushed-back units and lost Honor & Fortune, by the dice procedure of seed
   * 003:3218-3225, each army rolling one die per Victory Banner it gained in the battle before.
   */
  | { kind: 'losses'; seed: [number, number] };

export interface CampaignBattle {
  /** The battle's number in the GMT scenario book (1..40). */
  gmtNumber: number;
  /** The id of its battle notes under scenarios/gmt. */
  notes: string;
  /** The armies by side, as the notes name them: the running score adds up by these. */
  armies: Record<Side, string>;
  /** Seed 003 lines of the battle's notes. */
  seed: [number, number];
  /** From the battle before (the first battle of a campaign always has 'none'). */
  carry: CarryOver;
}

export interface Campaign {
  id: CampaignId;
  /** The year of its battles, for the list. */
  year: number;
  battles: readonly CampaignBattle[];
}

const NONE: CarryOver = { kind: 'none' };

const KAWANAKAJIMA = { top: 'Uesugi', bottom: 'Takeda' } as const;
const KONODAI = { top: 'Satomi', bottom: 'Hojo' } as const;
const NAGASHINO = { top: 'Oda-Tokugawa', bottom: 'Takeda' } as const;
const SEKIGAHARA = { top: 'Western Army', bottom: 'Eastern Army' } as const;
const DOMYOJI = { top: 'Osaka', bottom: 'Tokugawa' } as const;

export const CAMPAIGNS: readonly Campaign[] = [
  {
    id: 'kawanakajima',
    year: 1561,
    battles: [
      {
        gmtNumber: 13,
        notes: '13-fourth-kawanakajima-uesugi-vanguard-attacks',
        armies: KAWANAKAJIMA,
        seed: [2949, 2985],
        carry: NONE,
      },
      {
        gmtNumber: 14,
        notes: '14-fourth-kawanakajima-yamamoto-kansukes-charge',
        armies: KAWANAKAJIMA,
        seed: [2986, 3021],
        carry: NONE,
      },
      {
        gmtNumber: 15,
        notes: '15-fourth-kawanakajima-attack-on-the-takeda-command-tent',
        armies: KAWANAKAJIMA,
        seed: [3022, 3061],
        carry: NONE,
      },
      {
        gmtNumber: 16,
        notes: '16-fourth-kawanakajima-amenomiya-ford',
        armies: KAWANAKAJIMA,
        seed: [3062, 3102],
        carry: NONE,
      },
      {
        gmtNumber: 17,
        notes: '17-fourth-kawanakajima-takeda-pincer-attack',
        armies: KAWANAKAJIMA,
        seed: [3103, 3135],
        carry: NONE,
      },
    ],
  },
  {
    id: 'konodai',
    year: 1564,
    battles: [
      {
        gmtNumber: 18,
        notes: '18-second-konodai-january-7',
        armies: KONODAI,
        seed: [3136, 3175],
        carry: NONE,
      },
      {
        gmtNumber: 19,
        notes: '19-second-konodai-january-8',
        armies: KONODAI,
        seed: [3176, 3225],
        carry: { kind: 'losses', seed: [3218, 3225] },
      },
    ],
  },
  {
    id: 'nagashino',
    year: 1575,
    battles: [
      {
        gmtNumber: 28,
        notes: '28-nagashino-battle-overview',
        armies: NAGASHINO,
        seed: [3542, 3579],
        carry: NONE,
      },
      {
        gmtNumber: 29,
        notes: '29-nagashino-takeda-center-attack',
        armies: NAGASHINO,
        seed: [3592, 3630],
        carry: NONE,
      },
      {
        gmtNumber: 30,
        notes: '30-nagashino-takeda-right-attack',
        armies: NAGASHINO,
        seed: [3631, 3670],
        carry: NONE,
      },
      {
        gmtNumber: 31,
        notes: '31-nagashino-takeda-left-attack',
        armies: NAGASHINO,
        seed: [3671, 3709],
        carry: NONE,
      },
    ],
  },
  {
    id: 'sekigahara',
    year: 1600,
    battles: [
      {
        gmtNumber: 36,
        notes: '36-sekigahara-opening-attack',
        armies: SEKIGAHARA,
        seed: [3869, 3903],
        carry: NONE,
      },
      {
        gmtNumber: 37,
        notes: '37-sekigahara-east-of-mount-nangu',
        armies: SEKIGAHARA,
        seed: [3904, 3947],
        carry: NONE,
      },
      {
        gmtNumber: 38,
        notes: '38-sekigahara-assault-on-ishida-mitsunari',
        armies: SEKIGAHARA,
        seed: [3948, 3984],
        carry: NONE,
      },
    ],
  },
  {
    id: 'domyoji',
    year: 1615,
    battles: [
      {
        gmtNumber: 39,
        notes: '39-domyoji-komatsuyama-heights',
        armies: DOMYOJI,
        seed: [3985, 4027],
        carry: NONE,
      },
      {
        gmtNumber: 40,
        notes: '40-domyoji-battles-among-the-tombs',
        armies: DOMYOJI,
        seed: [4028, 4069],
        carry: { kind: 'losses', seed: [4066, 4069] },
      },
    ],
  },
];

export function campaignById(id: string): Campaign | undefined {
  return CAMPAIGNS.find((c) => c.id === id);
}
