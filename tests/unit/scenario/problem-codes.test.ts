// Every problem of the validator carries a stable code (problem-codes.ts) beside its English
// message, so screens can say it in the player's language; the messages themselves are unchanged.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES } from '../../../src/games/samurai-battles/scenario/problem-codes';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { brokenBattle } from './sample';

const DIR = 'src/games/samurai-battles/scenario';

describe('problem codes', () => {
  it('are each produced somewhere in the validator, and listed once', () => {
    const source = readdirSync(DIR)
      .filter((f) => f.endsWith('.ts') && f !== 'problem-codes.ts')
      .map((f) => readFileSync(join(DIR, f), 'utf8'))
      .join('\n');
    expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
    for (const code of PROBLEM_CODES) expect(source, code).toContain(`'${code}'`);
  });

  it('come with every problem of a broken battle, the English messages as before', () => {
    const r = validateScenario(brokenBattle());
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems;
    expect(problems.filter((p) => p.code === undefined)).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: 'colour',
          message: 'unknown field (check the spelling; see docs/scenario-format.md)',
          code: 'unknown-field',
        },
        {
          path: 'units[5].blocks',
          message: 'must be at least 1',
          code: 'at-least',
          args: { min: 1 },
        },
        {
          path: 'units[2].hex',
          message: '"3,2" is not a hex: in doubled columns c + r must be even',
          code: 'hex-not-hex',
          args: { key: '3,2' },
        },
        {
          path: 'units[4].hex',
          message: 'hex 10,8 already holds units[1]; one unit per hex',
          code: 'unit-twice',
          args: { hex: '10,8', first: 1 },
        },
        {
          path: 'terrain[4]',
          message: 'the top army already has a command tent (terrain[0])',
          code: 'tent-twice',
          args: { side: 'top', first: 0 },
        },
        {
          path: 'leaders[1].hex',
          message: 'hex 3,5 is river, which is impassable here',
          code: 'impassable',
          args: { hex: '3,5', terrain: 'river' },
        },
        {
          path: 'armies',
          message: 'the armies take 32 Honor & Fortune tokens but the pool holds only 30',
          code: 'honor-pool',
          args: { total: 32, pool: 30 },
        },
      ]),
    );
  });

  it('tell a file of another format by its code', () => {
    const r = validateScenario({ format: 'other' });
    expect(r.ok ? [] : r.problems).toEqual([
      {
        path: 'format',
        message: "must be 'kassen-scenario' (is this a scenario file?)",
        code: 'wrong-format',
        args: { format: 'kassen-scenario' },
      },
    ]);
  });
});
