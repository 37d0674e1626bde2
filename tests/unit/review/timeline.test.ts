// The replay's positions: the state at every index of the timeline (checkpoints plus the actions
// after them) equals the engine's own replay of the log up to that index; the review's turns, log
// lines and luck report follow the same game.

import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/session';
import { samuraiBattles } from '../../../src/games/samurai-battles/index';
import { luckReport } from '../../../src/games/samurai-battles/review/luck';
import type { Setup } from '../../../src/games/samurai-battles/setup';
import { eventsFor } from '../../../src/games/samurai-battles/view';
import { buildReview } from '../../../src/ui/review/review';
import { buildTimeline } from '../../../src/ui/review/timeline';
import { loadScenario } from '../property/run';
import { randomGameLog } from './random-log';

const setup: Setup = { scenario: loadScenario('scenarios/test/test-skirmish.json') };

/** A random legal game of `n` actions (or to its end), with every action's events. */
function randomLog(seed: number, n: number) {
  return randomGameLog(setup, seed, n);
}

describe('the replay timeline', () => {
  it('gives at every position the state the engine replays to', () => {
    const { log } = randomLog(7, 60);
    expect(log.length).toBe(60);
    const timeline = buildTimeline(samuraiBattles, { setup, seed: 7, log }, { every: 8 });
    expect([timeline.first, timeline.last]).toEqual([0, 60]);
    // The engine's replay at every index, taken step by step (one replay per index would be slow).
    const expected = [samuraiBattles.setup(setup, 7)];
    for (const entry of log) {
      const next = structuredClone(expected.at(-1)!);
      samuraiBattles.apply(next, entry.seat, entry.action);
      expected.push(next);
    }
    expect(expected[41]).toEqual(replay(samuraiBattles, setup, 7, log.slice(0, 41)));
    // Forward, backward and at random: each position is rebuilt from its checkpoint.
    const order = [...Array(61).keys(), 59, 40, 41, 8, 7, 0, 60, 17];
    for (const i of order) expect(timeline.stateAt(i), `position ${i}`).toEqual(expected[i]);
    // A position handed out is a copy: changing it changes no later position.
    const s = timeline.stateAt(20);
    s.turn = 999;
    expect(timeline.stateAt(20).turn).not.toBe(999);
  });

  it('starts at the base of a save that went on from a snapshot', () => {
    const { log } = randomLog(11, 40);
    const base = { index: 25, state: replay(samuraiBattles, setup, 11, log.slice(0, 25)) };
    const timeline = buildTimeline(samuraiBattles, { setup, seed: 11, log, base }, { every: 4 });
    expect(timeline.first).toBe(25);
    expect(timeline.stateAt(0)).toEqual(base.state);
    expect(timeline.stateAt(33)).toEqual(replay(samuraiBattles, setup, 11, log.slice(0, 33)));
  });

  it('refuses a log that does not replay', () => {
    const { log } = randomLog(3, 10);
    const broken = [...log.slice(0, 5), { seat: log[5]!.seat, action: { type: 'no-such-action' } as never }];
    expect(() => buildTimeline(samuraiBattles, { setup, seed: 3, log: broken })).toThrow(/action 5/);
  });
});

describe('the review of a game in progress', () => {
  it('has its turns, one log line set per action, the spectator view only, and its luck report', () => {
    const { log, events, state } = randomLog(5, 150);
    const review = buildReview(samuraiBattles, eventsFor, { title: 'T', setup, seed: 5, log });
    expect(review.finished).toBe(state.winner !== null);
    expect(review.turnAt(review.timeline.last)).toBe(state.turn);
    for (const turn of review.turns) {
      const at = review.startOfTurn(turn)!;
      expect(review.turnAt(at)).toBe(turn);
      if (at > 0) expect(review.turnAt(at - 1)).toBe(turn - 1);
    }
    const lines = review.lines('top');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l, i) => i === 0 || l.action >= lines[i - 1]!.action)).toBe(true);
    if (!review.finished) {
      expect(review.viewers).toEqual(['spectator']);
      expect(review.view(40, 'top')).toEqual(samuraiBattles.view(review.timeline.stateAt(40), 'spectator'));
    }
    expect(review.luck).toEqual(luckReport(events));
    expect(review.luck.top.total.rolls + review.luck.bottom.total.rolls).toBeGreaterThan(0);
  });
});
