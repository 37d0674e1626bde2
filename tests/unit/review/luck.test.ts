// The luck report's numbers: exact expectations for scripted dice, and the hit rule the 'hits'
// event carries agreeing with the engine's own scoring. Seed 003: die faces 131-135; symbol hits
// 1241-1244 and 1390-1393; swords and rank 1395-1409; lone leaders 1538-1549.

import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import {
  hitRuleOf,
  type ScoreContext,
  scoreByRule,
  scoreRoll,
} from '../../../src/games/samurai-battles/combat/score';
import { UNIT_TYPE_IDS } from '../../../src/games/samurai-battles/data/units';
import type { GameEvent } from '../../../src/games/samurai-battles/flow/events';
import { cumulative, expectedOf, luckReport } from '../../../src/games/samurai-battles/review/luck';
import { DIE_FACES, type DieFace, type Edition } from '../../../src/games/samurai-battles/types';
import { act, eventsOf, script, toBattle } from '../flow/harness';

describe('expected hits of n dice (seed 003:131-135: one face of each symbol)', () => {
  it('a symbol and every sword: 2 dice in 6 hit, flags 1 in 6', () => {
    const r = expectedOf(6, { symbol: 'circle', swords: 'each', swordsIgnored: 0, flags: true });
    expect(r.hits).toBeCloseTo(2, 12);
    expect(r.flags).toBeCloseTo(1, 12);
  });
  it('one sword ignored out of 3 dice: 1/2 - P(any sword) = 17/216 from swords (seed 003:1402-1406)', () => {
    const r = expectedOf(3, { symbol: null, swords: 'each', swordsIgnored: 1, flags: false });
    expect(r.hits).toBeCloseTo(17 / 216, 12);
    expect(r.flags).toBe(0);
  });
  it('two swords ignored out of 2 dice: no sword can hit', () => {
    expect(expectedOf(2, { symbol: null, swords: 'each', swordsIgnored: 2, flags: false }).hits).toBeCloseTo(
      0,
      12,
    );
  });
  it('a lone leader: hit once by any sword, 1 - (5/6)^n (seed 003:1538-1549)', () => {
    expect(expectedOf(2, { symbol: null, swords: 'one', swordsIgnored: 0, flags: false }).hits).toBeCloseTo(
      11 / 36,
      12,
    );
  });
});

describe('the hit rule on the event reads faces as scoreRoll does', () => {
  const editions: Edition[] = ['gmt2021', 'zvezda2012'];
  it('for every roller, target, kind and edition, on random rolls', () => {
    const rng = createRng(23);
    let checked = 0;
    for (const edition of editions) {
      for (const attacker of [...UNIT_TYPE_IDS, 'levy-charge' as const]) {
        for (const target of [...UNIT_TYPE_IDS, 'lone-leader' as const]) {
          for (const kind of ['close', 'ranged'] as const) {
            const ctx: ScoreContext = { edition, attacker, target, kind, battleBack: false, inspired: 0 };
            for (let i = 0; i < 20; i++) {
              const faces: DieFace[] = Array.from(
                { length: 1 + randomInt(rng, 6) },
                () => DIE_FACES[randomInt(rng, 6)]!,
              );
              let engine: ReturnType<typeof scoreRoll>;
              try {
                engine = scoreRoll(faces, ctx);
              } catch {
                break; // a combat that cannot happen (no bows, bodyguards at range)
              }
              const byRule = scoreByRule(faces, hitRuleOf(ctx));
              expect(
                [byRule.hits, byRule.flags],
                `${edition} ${attacker}→${target} ${kind} ${faces}`,
              ).toEqual([engine.hits, engine.flags]);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('luckReport of a scripted combat', () => {
  it('counts rolled and expected hits per army from the engine events (seed 003:1387-1409)', () => {
    // b1 (samurai spearmen, square) attacks t1 (ashigaru spearmen, triangle) with 4 dice; t1 battles
    // back with 3, and b1 ignores 1 sword from a triangle unit.
    const s = toBattle(
      {
        units: [
          { id: 'b1', side: 'bottom', type: 'SSp', hex: '10,8' },
          { id: 't1', side: 'top', type: 'ASp', hex: '11,7' },
        ],
      },
      ['b1'],
    );
    script(s, 'triangle', 'swords', 'circle', 'square', 'square', 'swords', 'swords');
    const ev = act(s, { type: 'battle', unit: 'b1', target: '11,7', mode: 'close' });
    const hits = eventsOf(ev, 'hits');
    expect(hits.map((h) => h.roll?.rule)).toEqual([
      { symbol: 'triangle', swords: 'each', swordsIgnored: 0, flags: true },
      { symbol: 'square', swords: 'each', swordsIgnored: 1, flags: true },
    ]);
    const report = luckReport([{ type: 'turn-start', turn: 3, side: 'bottom' }, ...ev]);
    expect(report.bottom.total).toMatchObject({ rolls: 1, dice: 4, hits: 2, flags: 0 });
    expect(report.bottom.total.expectedHits).toBeCloseTo(4 / 3, 12);
    expect(report.bottom.total.expectedFlags).toBeCloseTo(2 / 3, 12);
    expect(report.top.total).toMatchObject({ rolls: 1, dice: 3, hits: 2, flags: 0 });
    expect(report.top.total.expectedHits).toBeCloseTo(1 / 2 + 17 / 216, 12);
    expect(report.top.total.expectedFlags).toBeCloseTo(1 / 2, 12);
    expect(report.top.byTurn.map((t) => t.turn)).toEqual([3]);
    // The hits the engine applied are the hits the report counts.
    expect(hits.map((h) => h.hits)).toEqual([report.bottom.total.hits, report.top.total.hits]);
  });

  it('groups rolls by turn, lists Dragon cards and sums the tokens paid', () => {
    const roll = (side: 'top' | 'bottom', faces: DieFace[]): GameEvent => ({
      type: 'hits',
      target: 'x',
      hits: 0,
      flags: 0,
      swordsIgnored: 0,
      roll: { side, faces, rule: { symbol: 'circle', swords: 'none', swordsIgnored: 0, flags: true } },
    });
    const report = luckReport([
      { type: 'turn-start', turn: 1, side: 'bottom' },
      roll('bottom', ['circle', 'flag', 'honor']),
      { type: 'honor', side: 'bottom', delta: -1, reason: 'inspired a unit' },
      { type: 'turn-start', turn: 2, side: 'top' },
      { type: 'dragon-played', side: 'top', card: 'ninja-assassin#1', cost: 2 },
      { type: 'honor', side: 'top', delta: -2, reason: 'Ninja Assassin' },
      { type: 'honor', side: 'top', delta: 3, reason: 'close combat' },
      { type: 'turn-start', turn: 3, side: 'bottom' },
      roll('bottom', ['circle', 'circle']),
    ]);
    expect(report.bottom.byTurn.map((t) => [t.turn, t.tally.hits, t.tally.flags, t.tally.dice])).toEqual([
      [1, 1, 1, 3],
      [3, 2, 0, 2],
    ]);
    expect(report.bottom.honorSpent).toBe(1);
    expect(report.top.honorSpent).toBe(2);
    expect(report.top.honorSpentFor).toEqual({ 'Ninja Assassin': 2 });
    expect(report.top.dragonCards).toEqual([{ card: 'ninja-assassin#1', cost: 2, turn: 2 }]);
    const run = cumulative(report.bottom, 3);
    expect(run.hits).toEqual([0, 1, 1, 3]);
    expect(run.expectedHits.map((x) => Math.round(x * 6))).toEqual([0, 3, 3, 5]);
  });
});
