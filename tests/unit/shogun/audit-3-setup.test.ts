// Third rules audit of Shogun (session 15): setting up. Covers seed 001:25, 55, 61, 67, 69, 109, 136-142,
// 158-164, 170-182, 204-216, 220, 651-663, 666-674, 715-724, 726-736.
// docs/rules-decisions.md "Session 15 audit: Shogun, third pass".

import { describe, expect, it } from 'vitest';
import { provincesInPlay, provincesOf } from '../../../src/games/shogun/board';
import {
  ACTION_KINDS,
  type PlayerCount,
  type Seat,
  SPECIAL_CARDS,
  START_GROUPS,
} from '../../../src/games/shogun/data/components';
import { PROVINCES, type ProvinceId } from '../../../src/games/shogun/data/provinces';
import { createGame } from '../../../src/games/shogun/flow/create';
import { machine } from '../../../src/games/shogun/flow/driver';
import { freeCards } from '../../../src/games/shogun/flow/plan';
import type { Action, ShogunGame } from '../../../src/games/shogun/flow/state';
import { playerOf } from '../../../src/games/shogun/players';
import { emptyPlan, layOutSpecials } from '../../../src/games/shogun/rules/bidding';
import { canBuild } from '../../../src/games/shogun/rules/build';
import { collect } from '../../../src/games/shogun/rules/collect';
import { totalCubes, towerContents } from '../../../src/games/shogun/rules/tower';
import { viewOf } from '../../../src/games/shogun/view';
import { bareGame, hold } from './helpers';

function act(state: ShogunGame, seat: Seat, action: Action): void {
  const r = machine.apply(state, seat, action);
  if (!r.ok) throw new Error(r.detail);
}

/** Armies of `seat` standing on the board. */
function onBoard(s: ShogunGame, seat: Seat): number {
  return provincesOf(s, seat).reduce((n, id) => n + s.provinces[id]!.armies, 0);
}

// The seed's tables, transcribed: player A, B, ... each a list of province and armies.
const TABLE_4: [ProvinceId, number][][] = [
  [
    ['Yamato', 5],
    ['Awa-Shikoku', 4],
    ['Kaga', 4],
    ['Omi', 3],
    ['Tamba', 3],
    ['Kii', 2],
    ['Settsu', 2],
    ['Noto', 2],
  ],
  [
    ['Kozuke', 5],
    ['Hida', 4],
    ['Ise', 4],
    ['Echizen', 3],
    ['Shinano', 3],
    ['Etchu', 2],
    ['Shimotsuke', 2],
    ['Shima', 2],
  ],
  [
    ['Mimasaka', 5],
    ['Wakasa', 4],
    ['Awa-Boso', 4],
    ['Harima', 3],
    ['Bitchu', 3],
    ['Hoki', 2],
    ['Tajima', 2],
    ['Kazusa', 2],
  ],
  [
    ['Kai', 5],
    ['Musashi', 4],
    ['Mino', 4],
    ['Mikawa', 3],
    ['Bingo', 3],
    ['Aki', 2],
    ['Totomi', 2],
    ['Sagami', 2],
  ],
];
const TABLE_5: [ProvinceId, number][][] = [
  [
    ['Sagami', 5],
    ['Mimasaka', 4],
    ['Harima', 4],
    ['Kazusa', 3],
    ['Izu', 3],
    ['Awa-Boso', 2],
    ['Bizen', 2],
  ],
  [
    ['Shimotsuke', 5],
    ['Echizen', 4],
    ['Tamba', 4],
    ['Shimosa', 3],
    ['Kozuke', 3],
    ['Hitachi', 2],
    ['Wakasa', 2],
  ],
  [
    ['Mino', 5],
    ['Hida', 4],
    ['Iyo', 4],
    ['Owari', 3],
    ['Totomi', 3],
    ['Mikawa', 2],
    ['Tosa', 2],
  ],
  [
    ['Hoki', 5],
    ['Shinano', 4],
    ['Bingo', 4],
    ['Echigo', 3],
    ['Aki', 3],
    ['Izumo', 2],
    ['Etchu', 2],
  ],
  [
    ['Yamato', 5],
    ['Kaga', 4],
    ['Kii', 4],
    ['Shima', 3],
    ['Omi', 3],
    ['Ise', 2],
    ['Noto', 2],
  ],
];

describe('Shogun fixed setups (third audit)', () => {
  for (const [n, table, lines] of [
    [4, TABLE_4, 'seed 001:715-724'],
    [5, TABLE_5, 'seed 001:726-736'],
  ] as const) {
    it(`places the ${n}-player table of the seed, each player holding its cards (${lines}, 001:666-672)`, () => {
      // The sun side starts from the fixed setup unless a draft is asked for (166, 668).
      const s = createGame({ players: n }, 12);
      table.forEach((rows, i) => {
        const seat = s.seats[i]!;
        expect(provincesOf(s, seat).sort()).toEqual(rows.map(([id]) => id).sort());
        for (const [id, armies] of rows) expect(s.provinces[id]).toMatchObject({ owner: seat, armies });
      });
      // Every other province is neutral and empty.
      const held = new Set(table.flat().map(([id]) => id));
      for (const [id, p] of Object.entries(s.provinces))
        if (!held.has(id as ProvinceId))
          expect(p).toEqual({ owner: null, armies: 0, unrest: 0, buildings: [] });
    });
  }
});

describe('Shogun material (third audit)', () => {
  it('has 5 special cards, 10 action cards and a turn-order space per Daimyo card (seed 001:29, 33, 41)', () => {
    expect([...SPECIAL_CARDS].sort()).toEqual(['armies6', 'attack', 'chest', 'defence', 'rice']);
    expect(new Set(ACTION_KINDS).size).toBe(10);
    const s = bareGame(5);
    layOutSpecials(s);
    expect(s.specialSpaces).toHaveLength(5);
  });

  it('deals 62 armies, chest cards 0-4 and 18/15/12 chests; the bank keeps the rest (seed 001:25, 55, 61, 136-140, 220, 652-657)', () => {
    for (const n of [3, 4, 5] as const) {
      const s = bareGame(n);
      const start = { 3: 18, 4: 15, 5: 12 }[n];
      for (const seat of s.seats) {
        expect(playerOf(s, seat)).toMatchObject({ supply: 62, chests: start });
        // Five war-chest cards, 0 to 4, free to lay on the planning board.
        const chestCards = freeCards(s as ShogunGame, seat, emptyPlan()).filter((c) => 'chest' in c);
        expect(chestCards).toEqual([0, 1, 2, 3, 4].map((chest) => ({ chest })));
      }
      // 35 ones and 20 fives: 135 chests in all.
      expect(s.bank + n * start).toBe(135);
    }
  });

  it('shows every player’s armies and chests to everyone (seed 001:142)', () => {
    const s = createGame({ players: 3 }, 5);
    playerOf(s, 'p1').chests = 11;
    const seen = viewOf(s, 'p2');
    expect(seen.players.p1).toMatchObject({ chests: 11, supply: playerOf(s, 'p1').supply });
    expect(viewOf(s, 'spectator').provinces).toEqual(s.provinces);
  });

  it('builds no more tiles of a kind than the box holds (seed 001:67)', () => {
    const s = bareGame(4);
    hold(s, 'p1', 'Owari', 1);
    expect(canBuild(s, 'p1', 'Owari', 'castle')).toBe(true);
    s.buildingSupply.castle = 0;
    expect(canBuild(s, 'p1', 'Owari', 'castle')).toBe(false);
    expect(canBuild(s, 'p1', 'Owari', 'temple')).toBe(true);
  });

  it('adds no unrest marker once all 42 are on the board (seed 001:69, 341)', () => {
    const s = bareGame(4);
    hold(s, 'p1', 'Owari', 1);
    expect(s.unrestSupply).toBe(42);
    s.unrestSupply = 0;
    const r = collect(s, 'p1', 'Owari', 'rice');
    expect(r.revolt).toBeNull();
    expect(s.provinces.Owari!.unrest).toBe(0);
    expect(playerOf(s, 'p1').rice).toBe(2);
  });
});

describe('Shogun draft and tower (third audit)', () => {
  it('offers the fixed setup instead of the draft on the sun side only (seed 001:166, 662, 668)', () => {
    const fixed = createGame({ players: 4, start: 'fixed' }, 6);
    expect(fixed.draft).toBeNull();
    expect(machine.decisions(fixed)[0]!.point).toBe('plan');
    const drafted = createGame({ players: 4, start: 'draft' }, 6);
    expect(machine.decisions(drafted)[0]!.point).toBe('draft');
    expect(() => createGame({ players: 4, side: 'moon', start: 'fixed' }, 6)).toThrow(/sun side only/);
  });

  it('shows everyone the tray, and nobody the inside of the tower (seed 001:91-93)', () => {
    const s = createGame({ players: 3 }, 9);
    s.tray = { p2: 1, peasant: 2 };
    for (const viewer of ['p1', 'p3', 'spectator'] as const) {
      const v = viewOf(s, viewer);
      expect(v.tray).toEqual({ p2: 1, peasant: 2 });
      expect(JSON.stringify(v)).not.toContain('"inside"');
    }
  });

  for (const n of [3, 4, 5] as PlayerCount[]) {
    it(`drafts ${n} players until every group is down, refilling the face-up pair (seed 001:158-164, 170-182, 658-661)`, () => {
      const s = createGame({ players: n, start: 'draft' }, 20 + n);
      const inPlay = provincesInPlay('sun', n).length;
      // Two cards face up, the rest a face-down deck (158).
      expect(s.draft!.faceUp).toHaveLength(2);
      expect(s.draft!.deck).toHaveLength(inPlay - 2);
      let picks = 0;
      for (;;) {
        const d = machine.decisions(s)[0]!;
        if (d.point !== 'draft') break;
        // Seats pick in turn, the oldest first (162).
        expect(d.seat).toBe(s.seats[picks % n]);
        const deck = s.draft!.deck.length;
        // A face-up card taken is replaced from the deck (176); the largest group goes on it.
        const pick = d.actions.find((a) => a.type === 'draft' && a.source === 0)!;
        act(s, d.seat!, pick);
        picks += 1;
        if (s.draft) {
          expect(s.draft.faceUp).toHaveLength(2);
          expect(s.draft.deck).toHaveLength(deck - 1);
        }
      }
      // 9, 8 or 7 provinces each (659-661), every group placed (178), the cards kept (164).
      const groups = START_GROUPS[n];
      for (const seat of s.seats) {
        expect(provincesOf(s, seat)).toHaveLength(groups.length);
        expect(onBoard(s, seat)).toBe(groups.reduce((a, b) => a + b, 0));
      }
      // The cards nobody took stay beside the board, their provinces neutral (180).
      const neutral = Object.values(s.provinces).filter((p) => p.owner === null);
      expect(neutral).toHaveLength(inPlay - n * groups.length);
      // The boards are turned over: planning begins (182).
      expect(machine.decisions(s)[0]!.point).toBe('plan');
    });
  }

  it('drafts the moon side from the moon’s cards only (seed 001:109-113, 651)', () => {
    const s = createGame({ players: 3, side: 'moon', start: 'draft' }, 3);
    const cards = [...s.draft!.faceUp, ...s.draft!.deck].sort();
    expect(cards).toEqual(provincesInPlay('moon', 3).sort());
    const moonOnly = cards.filter((id) => PROVINCES[id].out3Sun);
    // Some provinces left out on the sun side are in play on the moon side, and the reverse.
    expect(moonOnly.length).toBeGreaterThan(0);
    expect(cards.some((id) => PROVINCES[id].out3Moon)).toBe(false);
  });

  for (const n of [4, 5] as PlayerCount[]) {
    it(`throws 7 cubes a player and 10 peasants into the tower, what falls out going home (${n} players; seed 001:204-216, 663)`, () => {
      const s = createGame({ players: n }, 30 + n);
      const inside = towerContents(s.tower);
      for (const seat of s.seats) {
        expect(inside[seat] ?? 0).toBeLessThanOrEqual(7);
        // Every cube of the colour is in the supply, on the board or in the tower (210).
        expect(playerOf(s, seat).supply + onBoard(s, seat) + (inside[seat] ?? 0)).toBe(62);
      }
      expect(inside.peasant ?? 0).toBeLessThanOrEqual(10);
      expect(s.peasantSupply + (inside.peasant ?? 0)).toBe(20);
      // 7n + 10 cubes went in: 38 or 45; some stayed inside.
      expect(totalCubes(inside)).toBeGreaterThan(0);
      expect(totalCubes(inside)).toBeLessThanOrEqual(7 * n + 10);
      expect(s.tray).toEqual({});
    });
  }
});
