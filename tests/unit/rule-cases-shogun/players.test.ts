// Rule cases: what changes with 3, 4 and 5 players (seed 001:105-240, 440-456, 649-736).

import { describe, expect, it } from 'vitest';
import { shogun } from '../../../src/games/shogun';
import { provincesOf } from '../../../src/games/shogun/board';
import { SPECIAL_CARDS } from '../../../src/games/shogun/data/components';
import { playerOf } from '../../../src/games/shogun/players';
import { totalCubes, towerContents } from '../../../src/games/shogun/rules/tower';
import { actionsFrom, balanced, choose, give, logged, next, planAll, table } from './builder';

describe('rule cases: three, four and five players', () => {
  it('starts each count with its chests, its fixed provinces and armies, and 7 cubes a player and 10 peasants in the tower (seed 001:111, 138-140, 206-216, 224, 651-663, 701-736)', () => {
    const rows = [
      [3, 18, 9, 27, 37],
      [4, 15, 8, 25, 45],
      [5, 12, 7, 23, 45],
    ] as const;
    for (const [players, chests, provinces, armies, inPlay] of rows) {
      // The setup's throw lets nothing fall, so everything thrown is still inside.
      const s = shogun.setup({ players, tower: 'scripted', towerScript: [{}] }, 3);
      expect(Object.keys(s.provinces)).toHaveLength(inPlay);
      expect(totalCubes(towerContents(s.tower))).toBe(7 * players + 10);
      expect(s.bank).toBe(135 - chests * players);
      for (const seat of s.seats) {
        const mine = provincesOf(s, seat);
        expect(mine).toHaveLength(provinces);
        expect(mine.reduce((n, id) => n + s.provinces[id]!.armies, 0)).toBe(armies);
        expect(playerOf(s, seat)).toMatchObject({ chests, rice: 0, score: 0, supply: 62 - 7 - armies });
      }
      expect([s.openEvents.length, s.eventDeck.length]).toEqual([4, 8]);
      expect(shogun.decisions(s).map((d) => [d.seat, d.point])).toEqual(
        s.seats.map((seat) => [seat, 'plan']),
      );
    }
  });

  it('with three players skips the empty turn-order spaces, sets the unchosen special cards aside, and lays all five out again next season (seed 001:269-271, 440, 446, 456, 470-472)', () => {
    const t = table({ players: 3 });
    give(t, 'p1', 'Noto', 2);
    planAll(t, { p1: 4, p2: 3, p3: 2 }, { p1: { rice: 'Noto' } });
    expect(choose(t, { p1: 4, p2: 0, p3: 2 })).toEqual(['p1', 'p2', 'p3']);
    // Spaces 1, 3 and 5 make the order p2, p3, p1 (456); p1 played last with the "+1 defence" card.
    expect(
      logged(t, 'acted')
        .slice(0, 3)
        .map((e) => e.seat),
    ).toEqual(['p2', 'p3', 'p1']);
    expect(logged(t, 'acted')).toHaveLength(30);
    // The season is over: every Daimyo card is back and all five special cards are laid out anew.
    expect(next(t)?.point).toBe('plan');
    expect(t.s.season).toBe('summer');
    expect(t.s.specials).toEqual({});
    expect([...t.s.specialSpaces].sort()).toEqual([...SPECIAL_CARDS].sort());
    balanced(t);
  });

  it('with five players fills every turn-order space and every seat holds one of the five special cards (seed 001:271, 440, 446, 462, 468)', () => {
    const t = table({
      players: 5,
      actions: actionsFrom('army5'),
    });
    for (const [seat, id] of [
      ['p1', 'Noto'],
      ['p2', 'Hitachi'],
      ['p3', 'Shima'],
      ['p4', 'Bizen'],
      ['p5', 'Iyo'],
    ] as const)
      give(t, seat, id, 1);
    planAll(
      t,
      { p1: 4, p2: 3, p3: 2, p4: 1, p5: 0 },
      {
        p1: { army5: 'Noto' },
        p2: { army5: 'Hitachi' },
        p3: { army5: 'Shima' },
        p4: { army5: 'Bizen' },
        p5: { army5: 'Iyo' },
      },
    );
    choose(t, { p1: 2, p2: 4, p3: 0, p4: 3, p5: 1 });
    expect(
      logged(t, 'acted')
        .slice(0, 5)
        .map((e) => e.seat),
    ).toEqual(['p3', 'p5', 'p1', 'p4', 'p2']);
    // Space 3 holds the "6 armies" card: p1 places 6, the others 5 (283-285).
    expect(logged(t, 'placed').map((e) => [e.seat, e.armies])).toEqual([
      ['p3', 5],
      ['p5', 5],
      ['p1', 6],
      ['p4', 5],
      ['p2', 5],
    ]);
    expect(logged(t, 'acted')).toHaveLength(50);
    balanced(t);
  });
});

describe('rule cases: the free draft by player count', () => {
  it('places 9, 8 or 7 army groups a seat, in seat order, one card taken per group, then fills the tower (seed 001:158-178, 206, 658-661; Shogun decision 1)', () => {
    const groups = { 3: [5, 4, 4, 3, 3, 2, 2, 2, 2], 4: [5, 4, 4, 3, 3, 2, 2, 2], 5: [5, 4, 4, 3, 3, 2, 2] };
    for (const players of [3, 4, 5] as const) {
      const s = shogun.setup({ players, start: 'draft', tower: 'scripted', towerScript: [{}] }, 11);
      const pickers: string[] = [];
      for (let d = shogun.decisions(s)[0]; d?.point === 'draft'; d = shogun.decisions(s)[0]) {
        // Take a face-up card, the first listed, for the largest group left.
        const r = shogun.apply(s, d.seat, d.actions[0]!);
        if (!r.ok) throw new Error(r.detail);
        for (const e of r.events) if (e.type === 'drafted') pickers.push(e.seat);
      }
      expect(pickers).toHaveLength(groups[players].length * players);
      expect(pickers.slice(0, players * 2)).toEqual([...s.seats, ...s.seats]);
      for (const seat of s.seats) {
        const armies = provincesOf(s, seat).map((id) => s.provinces[id]!.armies);
        expect(armies.sort((a, b) => b - a)).toEqual(groups[players]);
      }
      expect(totalCubes(towerContents(s.tower))).toBe(7 * players + 10);
      expect(shogun.decisions(s)[0]?.point).toBe('plan');
    }
  });
});
