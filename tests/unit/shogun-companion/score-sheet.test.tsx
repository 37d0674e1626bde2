// @vitest-environment jsdom
// The companion's final ranking (session 21's walk, in Italian on a phone): each line was numbered
// twice ("1. 1. Aiko (Rosso ●): 10 punti, 0 forzieri": the list's own number and the line's), players
// level on points and chests were placed 1, 2 and 3 though they share the win, and the winners' line
// said "Vincitore:" (one winner) before three names. The log said "Aiko (Rosso ●): 3 armate fatto."
// (an action's name does not agree with "fatto"): now "Aiko (Rosso ●) ha svolto l’azione «3 armate»."

import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/rules-api';
import type { ShogunCompanionEvent, ShogunCompanionView } from '../../../src/games/shogun-companion/index';
import { switchLocale } from '../../../src/ui/i18n';
import { describeEvents } from '../../../src/ui/shogun-companion/describe';
import { ScoreSheet } from '../../../src/ui/shogun-companion/ScoreSheet';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

const score = (total: number) => ({ provinces: total, buildings: 0, majorities: 0, total });

function view(totals: Record<string, number>, chests: Record<string, number>): ShogunCompanionView {
  const seats = Object.keys(totals) as Seat[];
  return {
    seats,
    sheet: [{ year: 1, scores: Object.fromEntries(seats.map((s) => [s, score(totals[s]!)])) }],
    chests,
  } as unknown as ShogunCompanionView;
}

const name = (s: Seat) => ({ p1: 'Aiko', p2: 'Blue ▲', p3: 'Black ■' })[s as 'p1'] ?? s;
const lines = () => Array.from(document.querySelectorAll('.sc-ranking li'), (li) => li.textContent);

describe('the companion’s final ranking', () => {
  it('numbers each place once, in its words, and lets players level on points and chests share it', () => {
    render(() => (
      <ScoreSheet
        view={view({ p1: 10, p2: 10, p3: 8 }, { p1: 0, p2: 0, p3: 5 })}
        name={name}
        winners={['p1', 'p2'] as Seat[]}
      />
    ));
    expect(lines()).toEqual([
      '1. Aiko: 10 points, 0 chests',
      '1. Blue ▲: 10 points, 0 chests',
      '3. Black ■: 8 points, 5 chests',
    ]);
    expect(document.querySelector('.sc-winners')?.textContent).toBe(
      'Winners, level on points and chests: Aiko, Blue ▲',
    );
  });

  it('breaks a tie on points by the chests, and names one winner alone (Italian)', async () => {
    await switchLocale('it');
    render(() => (
      <ScoreSheet
        view={view({ p1: 10, p2: 10, p3: 8 }, { p1: 1, p2: 3, p3: 0 })}
        name={name}
        winners={['p2'] as Seat[]}
      />
    ));
    expect(lines()).toEqual([
      '1. Blue ▲: 10 punti, 3 forzieri',
      '2. Aiko: 10 punti, 1 forziere',
      '3. Black ■: 8 punti, 0 forzieri',
    ]);
    expect(document.querySelector('.sc-winners')?.textContent).toBe('Vincitore: Blue ▲');
  });

  it('tells a finished action in Italian as an action done by the player', async () => {
    await switchLocale('it');
    const done = { type: 'action-done', seat: 'p1', action: 'army3' } as unknown as ShogunCompanionEvent;
    expect(describeEvents([done], () => 'Aiko (Rosso ●)')).toEqual([
      'Aiko (Rosso ●) ha svolto l’azione «3 armate».',
    ]);
  });
});
