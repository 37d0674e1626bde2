// @vitest-environment jsdom
// Shogun's words as a player reads them (session 21's walk): the log's battle line says who won in
// a sentence that reads for a seat as for the peasants ("Won by Red ●", not "Red ● win"); in Russian
// the plan's spaces are named inside «место «…»», so that no space name has to take the case the
// preposition asks for ("на Атака (первая)", "с Замок", "для Сбор риса" were wrong). Players level on
// points and chests share the win: the end and the log said "Winner:" before two names.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '../../../src/games/shogun/index';
import type { BattleReport } from '../../../src/games/shogun/rules/battle';
import { switchLocale } from '../../../src/ui/i18n';
import { describeEvent } from '../../../src/ui/shogun/describe';
import { ShogunScreen } from '../../../src/ui/shogun/ShogunScreen';
import { GameEnd } from '../../../src/ui/shogun/score/GameEnd';
import { shogunTable } from './shogun-table';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

const name = (s: Seat) => ({ p1: 'Red ●', p2: 'Blue ▲', p3: 'Black ■' })[s as 'p1'] ?? s;

function revolt(over: Partial<BattleReport>): GameEvent {
  const report = {
    kind: 'revolt',
    province: 'Musashi',
    attacker: 'peasant',
    defender: 'p1',
    thrown: {},
    fell: { p1: 3, peasant: 1 },
    attackerCount: 1,
    defenderCount: 3,
    winner: 'defender',
    survivors: 2,
    ...over,
  } as BattleReport;
  return { type: 'revolt', seat: 'p1', report } as GameEvent;
}

describe('Shogun words', () => {
  it('tells who won a battle in a sentence that reads for a player and for the peasants', () => {
    expect(describeEvent(revolt({}), name)[0]).toMatch(/ Won by Red ●, with 2 left\.$/);
    expect(describeEvent(revolt({ winner: 'attacker', survivors: 1 }), name)[0]).toMatch(
      / Won by the peasants, with 1 left\.$/,
    );
  });

  it('names each plan space in Russian as «место «…»», whatever the case after the preposition', async () => {
    await switchLocale('ru');
    const { table, looks } = shogunTable(5);
    render(() => (
      <ShogunScreen
        game={{ table, looks, saveId: 'test', moments: () => [], computer: null }}
        onLeave={() => {}}
      />
    ));
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-tap')!);
    fireEvent.click(document.querySelector<HTMLButtonElement>('.handoff-continue')!);
    const labels = () =>
      Array.from(document.querySelectorAll('.plan-space button'), (b) => b.getAttribute('aria-label'));
    expect(labels()).toContain('Положить карту на место «Атака (первая)»');
    expect(labels()).toContain('Положить карту на место «Сбор риса»');
    // The cards offered for a space, and the button that takes a laid card off it.
    const castle = document.querySelector<HTMLButtonElement>(
      '.plan-space button[aria-label="Положить карту на место «Замок»"]',
    )!;
    fireEvent.click(castle);
    expect(document.querySelector('.plan-cards h3')?.textContent).toBe('Карты для места «Замок»');
    fireEvent.click(document.querySelector<HTMLButtonElement>('.plan-card-button')!);
    await new Promise((r) => setTimeout(r, 0));
    expect(labels()).toContain('Снять карту с места «Замок»');
    table.dispose();
  });

  it('says "Winners" when players level on points and chests share the win, "Winner" for one', () => {
    const { looks } = shogunTable(5);
    const seats = ['p1', 'p2', 'p3'] as Seat[];
    const scores = { p1: 30, p2: 30, p3: 20 };
    const { unmount } = render(() => (
      <GameEnd
        outcome={{ winners: ['p1', 'p2'], scores }}
        seats={seats}
        looks={looks}
        moments={[]}
        name={name}
      />
    ));
    expect(document.querySelector('.shogun-end > p')?.textContent).toBe(
      'Winners, level on points and chests: Red ●, Blue ▲',
    );
    unmount();
    render(() => (
      <GameEnd outcome={{ winners: ['p1'], scores }} seats={seats} looks={looks} moments={[]} name={name} />
    ));
    expect(document.querySelector('.shogun-end > p')?.textContent).toBe('Winner: Red ●');
    expect(describeEvent({ type: 'gameOver', winners: ['p1', 'p2'] } as GameEvent, name)).toEqual([
      'The game is over. Winners, level on points and chests: Red ●, Blue ▲.',
    ]);
  });
});
