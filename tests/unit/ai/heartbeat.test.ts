// The searches' sign of life (src/ai/heartbeat.ts): both games' searches beat once a playout, so the
// worker can tell the page it is alive however slow the phone; nobody listening costs nothing.

import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/ai/decide';
import { heartbeat, withHeartbeat } from '../../../src/ai/heartbeat';
import { knowledgeOf } from '../../../src/ai/knowledge';
import { decideShogun } from '../../../src/ai/shogun/decide';
import { shogunKnowledgeOf } from '../../../src/ai/shogun/knowledge';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { shogun } from '../../../src/games/shogun/index';
import { loadScenario } from '../property/run';

describe('the searches beat', () => {
  it('once a playout in Samurai Battles, with the same choice as without a listener', () => {
    const state = samuraiBattles.setup({ scenario: loadScenario('scenarios/test/test-duel.json') }, 3);
    const seat = samuraiBattles.decisions(state)[0]!.seat;
    let beats = 0;
    const heard = withHeartbeat(
      () => beats++,
      () => decide(knowledgeOf(state, seat), 'recruit', 1, []),
    );
    expect(heard.iterations).toBeGreaterThan(0);
    expect(beats).toBe(heard.iterations);
    expect(decide(knowledgeOf(state, seat), 'recruit', 1, [])).toEqual(heard);
  });

  it('once a playout in Shogun', { timeout: 30_000 }, () => {
    const state = shogun.setup({ players: 3 }, 4);
    let beats = 0;
    const heard = withHeartbeat(
      () => beats++,
      () => decideShogun(shogunKnowledgeOf(state, 'p2'), 1, []),
    );
    expect(heard.iterations).toBeGreaterThan(0);
    expect(beats).toBe(heard.iterations);
  });
});

describe('withHeartbeat', () => {
  it('tells the innermost listener, puts the outer one back after, and even after a throw', () => {
    const heard: string[] = [];
    withHeartbeat(
      () => heard.push('outer'),
      () => {
        heartbeat();
        withHeartbeat(
          () => heard.push('inner'),
          () => heartbeat(),
        );
        expect(() =>
          withHeartbeat(
            () => heard.push('thrown'),
            () => {
              throw new Error('search failed');
            },
          ),
        ).toThrow('search failed');
        heartbeat();
      },
    );
    heartbeat();
    expect(heard).toEqual(['outer', 'inner', 'outer']);
  });
});
