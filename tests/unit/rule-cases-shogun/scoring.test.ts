// Rule cases: the scoring winters (seed 001:498-514) and the end of the game (641-645), with buildings,
// regions, ties and provinces that changed hands. Seed 001 lines are named in each case.

import { describe, expect, it } from 'vitest';
import { playerOf } from '../../../src/games/shogun/players';
import {
  BATTLES_FIRST,
  balanced,
  choose,
  give,
  layout,
  logged,
  planAll,
  play,
  setChests,
  table,
} from './builder';

describe('rule cases: scoring a winter', () => {
  it('scores provinces, buildings and each region’s majorities, a tie one point less and an empty kind nobody (seed 001:500-514; Shogun decision 12)', () => {
    const t = table({ players: 3, season: 'autumn' });
    give(t, 'p1', 'Owari', 1, { buildings: ['castle'] }); // red
    give(t, 'p1', 'Mino', 1, { buildings: ['castle'] }); // red
    give(t, 'p1', 'Ise', 1, { buildings: ['temple'] }); // purple
    give(t, 'p2', 'Omi', 1, { buildings: ['castle', 'temple', 'theatre'] }); // red
    give(t, 'p2', 'Kii', 1, { buildings: ['temple'] }); // purple
    give(t, 'p2', 'Yamato', 1, { buildings: ['theatre'] }); // purple
    give(t, 'p3', 'Settsu', 1, { buildings: ['theatre'] }); // purple
    give(t, 'p3', 'Noto', 1, { buildings: ['castle'] }); // brown
    for (const seat of ['p1', 'p2', 'p3'] as const) playerOf(t.s, seat).rice = 3;
    planAll(
      t,
      {},
      {
        p1: { rice: 'Owari', tax: 'Mino', army3: 'Ise' },
        p2: { rice: 'Omi', tax: 'Kii', army3: 'Yamato' },
        p3: { rice: 'Settsu', tax: 'Noto' },
      },
    );
    choose(t);
    expect(logged(t, 'revolt')).toEqual([]);
    // Red: p1 most castles (3), p2 alone with a temple (2) and a theatre (1). Purple: temples tied (2 - 1
    // each), theatres tied (1 - 1 = 0 each), no castle at all. Brown: p3's castle (3).
    expect(logged(t, 'scored')[0]!.scores).toEqual({
      p1: { provinces: 3, buildings: 3, majorities: 4, total: 10 },
      p2: { provinces: 3, buildings: 5, majorities: 4, total: 12 },
      p3: { provinces: 2, buildings: 2, majorities: 3, total: 7 },
    });
    expect(t.s.seats.map((s) => playerOf(t.s, s).score)).toEqual([10, 12, 7]);
    balanced(t);
  });

  it('gives each of three tied players 2 for castles and 0 for theatres (seed 001:506-512)', () => {
    const t = table({ players: 3, season: 'autumn' });
    give(t, 'p1', 'Hoki', 1, { buildings: ['castle', 'theatre'] });
    give(t, 'p2', 'Bitchu', 1, { buildings: ['castle', 'theatre'] });
    give(t, 'p3', 'Bingo', 1, { buildings: ['castle', 'theatre'] });
    planAll(t, {}, { p1: { rice: 'Hoki' }, p2: { rice: 'Bitchu' }, p3: { rice: 'Bingo' } });
    choose(t);
    const scores = logged(t, 'scored')[0]!.scores;
    for (const seat of ['p1', 'p2', 'p3'] as const)
      expect(scores[seat]).toEqual({ provinces: 1, buildings: 2, majorities: 2, total: 5 });
    balanced(t);
  });

  it('scores a castle taken in autumn for its new owner, its marker kept, at the last winter (seed 001:498-506, 605, 643; Shogun decision 6)', () => {
    const t = table({ players: 4, season: 'autumn', year: 2, actions: BATTLES_FIRST, trays: [{ p1: 2 }] });
    give(t, 'p1', 'Owari', 3);
    give(t, 'p2', 'Mino', 1, { unrest: 1, buildings: ['castle'] });
    playerOf(t.s, 'p1').rice = 2;
    planAll(t, { p2: 'Mino' }, { p1: { battleA: 'Owari' } });
    choose(t);
    play(t, 'p1', { type: 'move', to: 'Mino', count: 2 });
    expect(t.s.provinces.Mino).toEqual({ owner: 'p1', armies: 2, unrest: 1, buildings: ['castle'] });
    expect(logged(t, 'scored')[0]!.scores).toMatchObject({
      p1: { provinces: 2, buildings: 1, majorities: 3, total: 6 },
      p2: { total: 0 },
    });
    expect(t.s.outcome).toMatchObject({ winners: ['p1'], reason: 'score' });
    balanced(t);
  });
});

describe('rule cases: two scoring winters', () => {
  it('scores the same buildings again at the second winter, with those built in between (seed 001:244, 498-514, 516-518, 641-643)', () => {
    const t = table({ players: 3, season: 'autumn' });
    give(t, 'p1', 'Noto', 1, { buildings: ['castle'] });
    give(t, 'p1', 'Kaga', 1);
    playerOf(t.s, 'p1').rice = 2;
    // Year 1 autumn: a theatre in Kaga; then spring rice, summer castle, autumn temple in Kaga.
    const seasons = ['theatre', 'rice', 'castle', 'temple'] as const;
    for (const [i, kind] of seasons.entries()) {
      if (i > 0) layout(t);
      planAll(t, { p1: 'Noto' }, { p1: { [kind]: 'Kaga' } });
      choose(t);
    }
    const scored = logged(t, 'scored');
    // Brown: castle 3, theatre 1 in year 1; castle 3, temple 2, theatre 1 in year 2.
    expect(scored.map((e) => e.scores.p1)).toEqual([
      { provinces: 2, buildings: 2, majorities: 4, total: 8 },
      { provinces: 2, buildings: 4, majorities: 6, total: 12 },
    ]);
    expect(t.s.outcome).toMatchObject({ winners: ['p1'], scores: { p1: 20, p2: 0, p3: 0 } });
    expect(t.s.provinces.Kaga!.buildings).toEqual(['theatre', 'castle', 'temple']);
    balanced(t);
  });
});

describe('rule cases: the end of the game', () => {
  const lastWinter = (chests: [number, number]) => {
    const t = table({ players: 3, season: 'autumn', year: 2 });
    give(t, 'p1', 'Noto', 2);
    give(t, 'p2', 'Hitachi', 2);
    for (const [seat, score] of [
      ['p1', 10],
      ['p2', 10],
      ['p3', 9],
    ] as const)
      playerOf(t.s, seat).score = score;
    playerOf(t.s, 'p1').rice = 1;
    playerOf(t.s, 'p2').rice = 1;
    setChests(t, 'p1', chests[0]);
    setChests(t, 'p2', chests[1]);
    planAll(t, { p1: 'Noto', p2: 'Hitachi' });
    choose(t);
    balanced(t);
    return t;
  };

  it('adds the second winter to the first and breaks a tie on points by chests (seed 001:244, 518, 641-645)', () => {
    const t = lastWinter([20, 25]);
    expect(logged(t, 'scored')).toHaveLength(1);
    expect(t.s.outcome).toEqual({ winners: ['p2'], reason: 'score', scores: { p1: 11, p2: 11, p3: 9 } });
    expect(logged(t, 'gameOver')[0]!.winners).toEqual(['p2']);
    expect(shogunDone(t)).toBe(true);
  });

  it('shares the win when points and chests are both equal (seed 001:643-645; Shogun decision 13)', () => {
    const t = lastWinter([20, 20]);
    expect(t.s.outcome?.winners).toEqual(['p1', 'p2']);
  });
});

function shogunDone(t: ReturnType<typeof table>): boolean {
  return logged(t, 'gameOver').length === 1 && t.s.outcome !== null;
}
