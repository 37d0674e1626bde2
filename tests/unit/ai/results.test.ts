// The results file of a resumable `npm run ai --out` measurement: read back, checked line by line,
// a game counted once however many runs recorded it, and summed per pairing.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameRecord, readRecords, recordKey, roundTimes, summarize } from '../../../scripts/ai-results';

const game = (seed: number, won: boolean, over: Partial<GameRecord> = {}): GameRecord => ({
  scenario: 'scenarios/intro-skirmish.json',
  edition: 'gmt',
  level: 'samurai',
  opponent: 'greedy',
  seed,
  levelSide: seed % 2 === 1 ? 'top' : 'bottom',
  winner: won ? (seed % 2 === 1 ? 'top' : 'bottom') : seed % 2 === 1 ? 'bottom' : 'top',
  decisions: 300,
  clock: 'cpu',
  levelTimes: [0, 0, 10 * seed],
  levelSearched: [10 * seed],
  opponentTimes: [],
  opponentSearched: [],
  ...over,
});

function fileOf(lines: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'kassen-ai-')), 'results.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('AI results file', () => {
  it('reads nothing from a file not yet written', () => {
    expect(readRecords(join(tmpdir(), 'kassen-no-such-results.jsonl'))).toEqual([]);
  });

  it('counts a game once when two overlapping runs both recorded it', () => {
    const a = game(1, true);
    const file = fileOf([a, game(2, false), { ...a, levelTimes: [5] }].map((g) => JSON.stringify(g)));
    const records = readRecords(file);
    expect(records.map((r) => r.seed)).toEqual([1, 2]);
    expect(records[0]!.levelTimes).toEqual(a.levelTimes);
    // The same seed with the other army, or with a level thinking on another budget, is another game.
    expect(recordKey(a)).not.toBe(recordKey({ ...a, levelSide: 'bottom' }));
    expect(recordKey(a)).not.toBe(recordKey({ ...a, levelBudget: '4,1,1,greedy,0' }));
    expect(summarize([a, { ...a, opponent: 'recruit', opponentBudget: '4,1,1,greedy,0' }])).toHaveLength(2);
  });

  it('names the damaged line instead of guessing', () => {
    const ok = JSON.stringify(game(1, true));
    expect(() => readRecords(fileOf([ok, '{"scenario":']))).toThrow(/results\.jsonl:2: not JSON/);
    const noSeed = JSON.stringify({ ...game(2, true), seed: 'two' });
    expect(() => readRecords(fileOf([ok, noSeed]))).toThrow(/:2: seed is not an integer/);
    const badWinner = JSON.stringify({ ...game(3, true), winner: 'left' });
    expect(() => readRecords(fileOf([badWinner]))).toThrow(/:1: winner is not top, bottom or null/);
  });

  it('sums each battlefield, edition and pairing with its interval and decision times', () => {
    const records = [
      ...[1, 2, 3, 4].map((s) => game(s, s !== 4)),
      game(5, false, { winner: null }),
      game(1, true, { edition: 'zvezda' }),
    ];
    const [gmt, zvezda] = summarize(records);
    expect(gmt).toMatchObject({ edition: 'gmt', games: 5, wins: 3, unfinished: 1, clock: 'cpu' });
    expect(gmt!.interval.low).toBeGreaterThan(0.2);
    expect(gmt!.interval.high).toBeLessThan(0.95);
    expect(gmt!.searched).toEqual([30, 50, 50]);
    expect(zvezda).toMatchObject({ edition: 'zvezda', games: 1, wins: 1 });
  });

  it('keeps decision times to a tenth of a millisecond', () => {
    expect(roundTimes([0.04, 12.345, 300.06])).toEqual([0, 12.3, 300.1]);
  });
});
