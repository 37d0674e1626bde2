// @vitest-environment jsdom
// The Shogun play panels (issue 19): the moments a whole game leaves (throws, winters, scorings with
// region majorities and running totals), the tower throw's picture and words (kept and loosened
// cubes, every result, Skip for the throw just played only), the chart's labels, the zoom's bounds, the rules' event cards.

import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/engine/rng';
import type { LoggedAction } from '../../../src/engine/session';
import { EVENT_CARDS } from '../../../src/games/shogun/data/components';
import { type Action, type Seat, type Setup, shogun } from '../../../src/games/shogun/index';
import type { BattleReport } from '../../../src/games/shogun/rules/battle';
import { randomChoice } from '../../../src/games/shogun/sim/random';
import { regionMajorities, replayMoments } from '../../../src/ui/shogun/chronicle';
import { clampZoom, MAX_ZOOM, MIN_ZOOM } from '../../../src/ui/shogun/map/zoom';
import { eventText } from '../../../src/ui/shogun/rules/ShogunRulesBody';
import { majorityText } from '../../../src/ui/shogun/score/RegionMajorities';
import { spreadLabels } from '../../../src/ui/shogun/score/ScoreChart';
import { ThrowList } from '../../../src/ui/shogun/score/ThrowList';
import { TowerThrow, throwResult, towerBalance } from '../../../src/ui/shogun/TowerThrow';
import type { SeatLook } from '../../../src/ui/table/seat-look';

afterEach(cleanup);

const LOOKS = {
  p1: { colour: '#b3261e', colourName: 'Red', mark: '●', player: '' },
  p2: { colour: '#1f5fa8', colourName: 'Blue', mark: '▲', player: '' },
  p3: { colour: '#222', colourName: 'Black', mark: '■', player: '' },
} as Record<Seat, SeatLook>;
const name = (s: Seat) => `${LOOKS[s].colourName} ${LOOKS[s].mark}`;

/** A whole random 3-player game with its log, as a save would hold it. */
function wholeGame(seed: number) {
  const setup: Setup = { players: 3, side: 'sun', start: 'fixed' };
  const state = shogun.setup(setup, seed);
  const rng = createRng(seed);
  const log: LoggedAction<Seat, Action>[] = [];
  for (let i = 0; i < 20_000 && !shogun.outcome(state); i++) {
    const open = shogun.decisions(state);
    const d = open[randomInt(rng, open.length)]!;
    const action = randomChoice(rng, d.seat, d.actions);
    expect(shogun.apply(state, d.seat, action).ok).toBe(true);
    log.push({ seat: d.seat, action });
  }
  return { setup, seed, state, log };
}

function report(over: Partial<BattleReport>): BattleReport {
  return {
    kind: 'attack',
    province: 'Musashi',
    attacker: 'p1',
    defender: 'p2',
    thrown: {},
    fell: {},
    attackerCount: 0,
    defenderCount: 0,
    winner: 'attacker',
    survivors: 0,
    ...over,
  } as BattleReport;
}

describe('the chronicle of a whole game', () => {
  const game = wholeGame(5);
  const { moments } = replayMoments(shogun, game);

  it('holds every winter of both years, each year scored once, with totals that end at the final scores', () => {
    for (const year of [1, 2] as const) {
      const winters = moments.filter((m) => m.kind === 'winter' && m.year === year);
      // One rice check per player each winter (seed 001:486-490).
      expect(winters).toHaveLength(3);
      expect(moments.filter((m) => m.kind === 'scored' && m.year === year)).toHaveLength(1);
    }
    const last = moments.findLast((m) => m.kind === 'scored');
    expect(last?.kind === 'scored' && last.totals).toEqual(game.state.outcome?.scores);
  });

  it('keeps each throw with its action, and the majorities as scored (seed 001:508-512)', () => {
    expect(moments.some((m) => m.kind === 'throw')).toBe(true);
    for (const m of moments) expect(m.action).toBeLessThan(game.log.length);
    const last = moments.findLast((m) => m.kind === 'scored');
    if (last?.kind !== 'scored') throw new Error('no scoring');
    expect(last.majorities).toEqual(regionMajorities(game.state));
    expect(last.majorities).toHaveLength(15);
    for (const m of last.majorities) {
      for (const s of m.leaders) expect(m.counts[s]).toBe(Math.max(...Object.values(m.counts)));
      if (m.leaders.length > 1) expect(majorityText(m, LOOKS)).toMatch(/tie/);
    }
  });
});

describe('the tower throw', () => {
  it('tells the cubes the tower kept apart from those that came loose', () => {
    const r = { thrown: { p1: 3, peasant: 1 }, fell: { p1: 1, p2: 2 } };
    expect(towerBalance(r)).toEqual({
      stayed: [
        { cube: 'p1', n: 2 },
        { cube: 'peasant', n: 1 },
      ],
      loose: [{ cube: 'p2', n: 2 }],
    });
  });

  it('says who won in every case (seed 001:601-613, 629)', () => {
    expect(throwResult(report({ winner: 'attacker', survivors: 2 }), name)).toBe(
      'Won by Red ●: Musashi is theirs, with 2 left there.',
    );
    expect(throwResult(report({ winner: 'defender', survivors: 1 }), name)).toBe(
      'Won by Blue ▲: they keep Musashi, with 1 left there.',
    );
    expect(throwResult(report({ winner: 'defender', defender: 'peasant' }), name)).toMatch(/stays neutral/);
    expect(throwResult(report({ winner: 'tie' }), name)).toMatch(/^A tie: Musashi becomes neutral/);
    const revolt = { kind: 'revolt' as const, attacker: 'peasant' as const, defender: 'p1' as const };
    expect(throwResult(report({ ...revolt, winner: 'attacker' }), name)).toMatch(/^The peasants win/);
    expect(throwResult(report({ ...revolt, winner: 'defender', survivors: 3 }), name)).toBe(
      'Put down by Red ●: they keep Musashi, with 3 left there.',
    );
  });

  it('drops the fallen cubes until Skip, then shows the count and the winner', () => {
    const r = report({
      thrown: { p1: 4, p2: 3, peasant: 1 },
      fell: { p1: 3, p2: 1, peasant: 1 },
      attackerCount: 3,
      defenderCount: 2,
      survivors: 1,
    });
    const { container } = render(() => <TowerThrow report={r} looks={LOOKS} name={name} live />);
    expect(container.querySelectorAll('.tower-cube.falling')).toHaveLength(5);
    expect(container.querySelector('.throw-result')).toBeNull();
    expect(screen.getByText('Stayed inside the tower')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip the throw' }));
    expect(container.querySelector('.tower-throw.settled')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(
      /Counted in the tray: Red ● 3, Blue ▲ 2\. Won by Red ●: Musashi is theirs, with 1 left there\./,
    );
    expect(screen.queryByRole('button', { name: 'Skip the throw' })).toBeNull();
  });

  it('shows a throw from before (a line of the list opened) at its end, with nothing to skip', () => {
    const reports = [
      report({ fell: { p1: 2 }, attackerCount: 2, survivors: 2 }),
      report({ province: 'Kai', fell: { p2: 1 }, winner: 'defender', defenderCount: 1, survivors: 1 }),
    ];
    const { container } = render(() => <ThrowList reports={reports} looks={LOOKS} name={name} />);
    const line = container.querySelectorAll<HTMLDetailsElement>('details.throw-line')[1]!;
    line.open = true;
    fireEvent(line, new Event('toggle'));
    expect(line.querySelector('.tower-throw.settled')).not.toBeNull();
    expect(within(line).getByRole('status').textContent).toMatch(/Won by Blue ▲: they keep Kai/);
    expect(screen.queryByRole('button', { name: 'Skip the throw' })).toBeNull();
    // Drawn on its own without being the throw just played: the same.
    cleanup();
    render(() => <TowerThrow report={reports[0]!} looks={LOOKS} name={name} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip the throw' })).toBeNull();
  });

  it('moves nothing under reduced motion: the result shows at once, with no Skip', () => {
    const before = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(() => <TowerThrow report={report({ fell: { p1: 1 } })} looks={LOOKS} name={name} live />);
      expect(screen.getByRole('status')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Skip the throw' })).toBeNull();
    } finally {
      window.matchMedia = before;
    }
  });
});

describe('chart, zoom and rules', () => {
  it('spreads the chart’s end labels so none overlap, keeping their order', () => {
    expect(spreadLabels([50, 52, 100, 51], 14)).toEqual([50, 78, 100, 64]);
  });

  it('keeps the zoom between fitted and four times', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(1.5)).toBe(1.5);
  });

  it('tells all twelve event cards with their winter loss (seed 001:752-818)', () => {
    const texts = EVENT_CARDS.map(eventText);
    expect(new Set(texts).size).toBe(12);
    expect(texts[2]).toBe(
      'Card 3: attacking a neutral province, 2 peasants go into the tower instead of 1. Winter loss 3 rice.',
    );
    expect(texts[11]).toMatch(/places 3 and the 3-armies action 2\. Winter loss 4 rice/);
  });
});
