// A winter's revolts are the winter's own (session 21's walk, 5 phones: "Insurrezioni: 4" over a list
// of seven). The action that ends autumn can collect rice or tax in a province with unrest and fight
// its revolt before the winter begins in that same action; winterOf took every revolt from the first
// winter moment's action on, so autumn's revolts were listed (and counted out of the throws above the
// board) as the winter's. In 12 of 30 random 5-player games a winter listed more revolts than it drew.

import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import type { LoggedAction } from '../../../src/engine/session';
import { type Action, type Seat, type Setup, shogun } from '../../../src/games/shogun/index';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { replayMoments, winterOf } from '../../../src/ui/shogun/chronicle';

/** A whole random 5-player game (a committed plan is never taken back). */
function wholeGame(seed: number) {
  const setup: Setup = { players: 5, side: 'sun', start: 'fixed' };
  const state = shogun.setup(setup, seed);
  const rng = createRng(seed);
  const log: LoggedAction<Seat, Action>[] = [];
  for (let i = 0; i < 20_000 && !shogun.outcome(state); i++) {
    const open = shogun
      .decisions(state)
      .map((d) => ({ ...d, actions: d.actions.filter((a) => a.type !== 'withdraw') }))
      .filter((d) => d.actions.length > 0);
    const d = open[randomInt(rng, open.length)]!;
    const action = randomChoice(rng, d.seat, d.actions);
    expect(shogun.apply(state, d.seat, action).ok).toBe(true);
    log.push({ seat: d.seat, action });
  }
  return { setup, seed, state, log };
}

describe('a winter’s revolts', () => {
  it('leave out the revolts autumn’s last action fought before the winter began', () => {
    const { moments } = replayMoments(shogun, wholeGame(5));
    const w = winterOf(moments, 1);
    const first = w.winters[0]!;
    // The case itself: a collection's revolt in the action that began the winter, before it.
    const autumn = moments.filter(
      (m) =>
        m.kind === 'throw' &&
        m.report.kind === 'revolt' &&
        m.action === first.action &&
        moments.indexOf(m) < moments.indexOf(first),
    );
    expect(autumn.length).toBeGreaterThan(0);
    for (const m of autumn) expect(w.revolts).not.toContain(m);
    // Every revolt listed is one the winter drew, and no more are listed than drawn.
    const drawn = w.winters.flatMap((x) => x.revolts);
    expect(w.revolts.length).toBeLessThanOrEqual(drawn.length);
    for (const r of w.revolts) expect(drawn).toContain(r.report.province);
  });

  it('list only revolts the winter drew, in both years of three games that listed more', () => {
    // Seeds where a winter listed autumn's revolts too: 5 (year 1), 8 (year 2), 10 (both years).
    for (const seed of [5, 8, 10]) {
      const { moments } = replayMoments(shogun, wholeGame(seed));
      for (const year of [1, 2] as const) {
        const w = winterOf(moments, year);
        const drawn = w.winters.flatMap((x) => x.revolts);
        expect(w.revolts.length, `seed ${seed}, year ${year}`).toBeLessThanOrEqual(drawn.length);
        for (const r of w.revolts) expect(drawn, `seed ${seed}, year ${year}`).toContain(r.report.province);
      }
    }
  });
});
