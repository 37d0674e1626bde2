// A campaign's progress: battles in order, the running score (decision K1: banners add up, battles
// won break a tie; seed 003:3218-3219 and 003:4066-4067 say to record the banners), the result of a
// finished game, and the checker that refuses a damaged record.

import { describe, expect, it } from 'vitest';
import {
  currentStep,
  forgotten,
  newProgress,
  planned,
  readProgress,
  recorded,
  started,
  stepOfSave,
  stepSeed,
} from '../../../src/games/samurai-battles/campaign/progress';
import { campaignWinner, resultOf, runningScore } from '../../../src/games/samurai-battles/campaign/score';

const map = { kind: 'ours', scenario: 'sekigahara-sasao' } as const;

describe('campaign progress', () => {
  it('plays the battles in order, each planned, started and recorded', () => {
    let p = newProgress('c1', 'sekigahara', 'gmt2021', 9, 1000);
    expect(p.steps).toHaveLength(3);
    expect(currentStep(p)).toBe(0);
    expect(() => planned(p, 1, map)).toThrow(/not the one to play now/);
    p = planned(p, 0, map);
    p = started(p, 0, 'save-1');
    expect(stepOfSave(p, 'save-1')).toBe(0);
    expect(() => planned(p, 0, map)).toThrow(/already started/);
    p = recorded(p, 0, { winner: 'top', banners: { top: 5, bottom: 2 } });
    expect(currentStep(p)).toBe(1);
    expect(stepOfSave(p, 'save-1')).toBeNull();
    expect(p.steps[0]).toEqual({
      map,
      save: 'save-1',
      result: { winner: 'top', banners: { top: 5, bottom: 2 } },
    });
  });

  it('frees a battle whose save was deleted', () => {
    const p = started(planned(newProgress('c1', 'konodai', 'gmt2021', 1, 0), 0, map), 0, 's');
    expect(forgotten(p, 0).steps[0]).toEqual({});
  });

  it('gives each battle its own carry-over seed', () => {
    const p = newProgress('c1', 'konodai', 'gmt2021', 7, 0);
    expect(stepSeed(p, 1)).not.toBe(stepSeed(p, 0));
    expect(stepSeed(p, 1)).toBe(stepSeed({ ...p }, 1));
  });

  it('reads back what it wrote, and refuses a damaged record in words', () => {
    const p = started(planned(newProgress('c1', 'konodai', 'zvezda2012', 3, 5), 0, map), 0, 's');
    expect(readProgress(JSON.parse(JSON.stringify(p)))).toEqual({ ok: true, progress: p });
    expect(readProgress({ ...p, campaign: 'waterloo' })).toMatchObject({ ok: false, message: /campaign/ });
    expect(readProgress({ ...p, steps: [{}] })).toMatchObject({ ok: false, message: /one per battle/ });
    expect(readProgress(null)).toMatchObject({ ok: false });
  });
});

describe('running score (decision K1)', () => {
  it('adds up banners and battles won; more banners win, then more battles won, else a draw', () => {
    let p = newProgress('c1', 'sekigahara', 'gmt2021', 1, 0);
    const play = (winner: 'top' | 'bottom', top: number, bottom: number) => {
      const i = currentStep(p) ?? -1;
      p = recorded(started(planned(p, i, map), i, `s${i}`), i, { winner, banners: { top, bottom } });
    };
    play('top', 5, 3);
    expect(runningScore(p)).toEqual({
      banners: { top: 5, bottom: 3 },
      wins: { top: 1, bottom: 0 },
      played: 1,
    });
    expect(campaignWinner(p)).toBeNull();
    play('bottom', 1, 5);
    play('bottom', 2, 5);
    // 8 banners to 13: the Eastern Army (bottom) wins.
    expect(campaignWinner(p)).toBe('bottom');

    p = newProgress('c2', 'konodai', 'gmt2021', 1, 0);
    play('top', 5, 4);
    play('bottom', 4, 5);
    // 9 to 9 and one battle each: a draw.
    expect(campaignWinner(p)).toBe('draw');

    p = newProgress('c3', 'konodai', 'gmt2021', 1, 0);
    play('top', 5, 0);
    play('top', 5, 10);
    // 10 to 10 banners, but the top army won both battles.
    expect(campaignWinner(p)).toBe('top');
  });

  it("takes a finished game's winner and banners, and nothing from a game going on", () => {
    const players = { top: { banners: 2 }, bottom: { banners: 5 } } as never;
    expect(resultOf({ winner: 'bottom', players })).toEqual({
      winner: 'bottom',
      banners: { top: 2, bottom: 5 },
    });
    expect(resultOf({ winner: null, players })).toBeNull();
  });
});
