import { describe, expect, it } from 'vitest';
import { provincesOf } from '../../../src/games/shogun/board';
import { START_GROUPS } from '../../../src/games/shogun/data/components';
import { playerOf } from '../../../src/games/shogun/players';
import {
  canRefresh,
  draftPick,
  draftSeat,
  refreshDraft,
  startDraft,
} from '../../../src/games/shogun/rules/draft';
import { applyFixedSetup, beginSeason, createState } from '../../../src/games/shogun/rules/setup';

describe('Shogun setup', () => {
  it('hands out 18, 15 or 12 chests and keeps the rest in the bank', () => {
    // seed 001:138-140, 220, 61
    for (const [n, chests] of [
      [3, 18],
      [4, 15],
      [5, 12],
    ] as const) {
      const s = createState({ players: n }, 1);
      expect(s.seats).toHaveLength(n);
      for (const seat of s.seats) expect(playerOf(s, seat).chests).toBe(chests);
      expect(s.bank + n * chests).toBe(135);
    }
  });

  it('places the fixed setups: 27, 25 or 23 armies per player', () => {
    // seed 001:701-736
    for (const [n, armies] of [
      [3, 27],
      [4, 25],
      [5, 23],
    ] as const) {
      const s = createState({ players: n }, 1);
      applyFixedSetup(s);
      for (const seat of s.seats) {
        expect(playerOf(s, seat).supply).toBe(62 - armies);
        expect(provincesOf(s, seat)).toHaveLength(START_GROUPS[n].length);
      }
    }
    expect(() => applyFixedSetup(createState({ players: 4, side: 'moon' }, 1))).toThrow(/sun/);
  });

  it('drafts provinces in turn from two face-up cards or the deck, one group each', () => {
    // seed 001:158-178
    const s = createState({ players: 5 }, 4);
    const d = startDraft(s);
    expect(d.faceUp).toHaveLength(2);
    expect(d.deck).toHaveLength(43);
    const first = d.faceUp[0]!;
    expect(draftPick(s, d, 'p1', 0, 5)).toBe(first);
    expect(d.faceUp).not.toContain(first);
    expect(d.faceUp).toHaveLength(2);
    expect(() => draftPick(s, d, 'p1', 'deck', 4)).toThrow(/not p1/);
    expect(() => draftPick(s, d, 'p2', 'deck', 6)).toThrow(/no group/);
    let picks = 1;
    for (let seat = draftSeat(s, d); seat; seat = draftSeat(s, d)) {
      draftPick(s, d, seat, 'deck', d.groups[seat]![0]!);
      picks++;
    }
    expect(picks).toBe(35);
    for (const seat of s.seats) expect(playerOf(s, seat).supply).toBe(62 - 23);
  });

  it('lets a player facing the same two cards again send them under the deck', () => {
    // seed 001:184
    const s = createState({ players: 3 }, 4);
    const d = startDraft(s);
    // Only the 37 provinces in play are dealt (111-113).
    expect(d.deck.length + d.faceUp.length).toBe(37);
    expect(canRefresh(d, 'p1')).toBe(false);
    draftPick(s, d, 'p1', 'deck', 5);
    draftPick(s, d, 'p2', 'deck', 5);
    draftPick(s, d, 'p3', 'deck', 5);
    const same = [...d.faceUp];
    expect(canRefresh(d, 'p1')).toBe(true);
    refreshDraft(d, 'p1');
    expect(d.faceUp.some((id) => same.includes(id))).toBe(false);
    expect(d.deck.slice(-2)).toEqual(same);
  });

  it('lays out a season: five action cards face up, the specials on the five spaces', () => {
    // seed 001:261, 271
    const s = createState({ players: 4 }, 3);
    beginSeason(s);
    expect(new Set(s.actionRow).size).toBe(10);
    expect(s.actionsShown).toBe(5);
    expect([...s.specialSpaces].sort()).toEqual(['armies6', 'attack', 'chest', 'defence', 'rice']);
  });
});
