// The greedy player of the speed bench (sim/greedy.ts) plays games of realistic length: on every
// playable battlefield, under both editions, a game ends with a winner well before a random game
// would (those wander for about 200 turns), so its time stands for a real game's.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../src/games/samurai-battles/scenario/validate';
import { playGreedyGame } from '../../../src/games/samurai-battles/sim/greedy';
import { EDITION_IDS } from '../../../src/games/samurai-battles/types';

const index = JSON.parse(readFileSync('scenarios/index.json', 'utf8')) as {
  scenarios: { file: string; kind: string }[];
};

describe('greedy games', () => {
  it('end with a winner within 100 turns on every playable battlefield', { timeout: 60_000 }, () => {
    for (const e of index.scenarios.filter((s) => s.kind === 'playable')) {
      const r = validateScenario(JSON.parse(readFileSync(`scenarios/${e.file}`, 'utf8')));
      if (!r.ok) throw new Error(e.file);
      for (const edition of EDITION_IDS) {
        const g = playGreedyGame({ scenario: r.scenario, edition }, 1);
        expect(g.state.winner, `${e.file} ${edition}`).not.toBeNull();
        expect(g.state.turn, `${e.file} ${edition}`).toBeLessThan(100);
      }
    }
  });

  it('play the same game from the same seed', () => {
    const r = validateScenario(JSON.parse(readFileSync('scenarios/test/test-skirmish.json', 'utf8')));
    if (!r.ok) throw new Error('test-skirmish');
    const a = playGreedyGame({ scenario: r.scenario }, 4);
    const b = playGreedyGame({ scenario: r.scenario }, 4);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });
});
