// @vitest-environment jsdom
// The points chart's end labels on a phone in Russian or Italian (session 21's walk, 5 players at
// 360 px): "Оранжевый ◆: 48" and "Verde acqua ★: 27" ran past the chart's right edge and were cut
// to "Оранжевый ◆:", the points lost. Where a full label does not fit, every label is the mark and
// the points ("◆ 48"); English colour names keep the full form. (jsdom has no text layout: the
// chart estimates a label's width from its length there, and measures it in a browser.)

import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/games/shogun/index';
import { ScoreChart } from '../../../src/ui/shogun/score/ScoreChart';
import type { SeatLook } from '../../../src/ui/table/seat-look';

afterEach(cleanup);

const look = (colourName: string, mark: string): SeatLook => ({
  colour: '#888',
  colourName,
  mark,
  player: '',
});
const series = [
  { seat: 'p1' as Seat, totals: [20, 48] },
  { seat: 'p2' as Seat, totals: [10, 27] },
];
const labels = () => Array.from(document.querySelectorAll('.chart-label'), (t) => t.textContent);

describe('the chart’s end labels', () => {
  it('name the colour where it fits', () => {
    const looks = { p1: look('Orange', '◆'), p2: look('Teal', '★') } as Record<Seat, SeatLook>;
    render(() => <ScoreChart series={series} looks={looks} />);
    expect(labels()).toEqual(['Orange ◆: 48', 'Teal ★: 27']);
  });

  it('show the mark and the points when a colour’s name would run past the edge', () => {
    const looks = { p1: look('Оранжевый', '◆'), p2: look('Бирюзовый', '★') } as Record<Seat, SeatLook>;
    render(() => <ScoreChart series={series} looks={looks} />);
    expect(labels()).toEqual(['◆ 48', '★ 27']);
    // The numbers table beneath still names every colour in full.
    expect(document.querySelector('.chart-table')?.textContent).toContain('Оранжевый ◆');
  });
});
