// @vitest-environment jsdom
// The board as a keyboard and screen reader meet it (issue 28): every full hex is a grid cell named
// with its place, its terrain (open ground too) and what stands on it; one tab stop; the arrow keys
// go from hex to hex (turned with the board); the two armies' blocks differ in frame shape.

import { cleanup, fireEvent, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board, stepFrom } from '../../../src/ui/board/Board';
import { FULL_ROWS } from '../../../src/ui/board/geometry';
import { fixtureView } from './fixture';

afterEach(cleanup);

function renderBoard(selectable = new Map<string, string>()) {
  const onHexHold = vi.fn();
  const view = fixtureView();
  const result = render(() => (
    <Board
      view={view}
      rotated={false}
      ordered={view.ordered}
      selectable={selectable}
      selected={null}
      marks={new Map()}
      onHexTap={() => {}}
      onHexHold={onHexHold}
    />
  ));
  return { ...result, onHexHold };
}

const cells = (c: HTMLElement) => Array.from(c.querySelectorAll('[role="gridcell"]'));
const cellAt = (c: HTMLElement, hex: string) => c.querySelector(`[data-cell="${hex}"]`) as SVGElement;

describe('the board as a grid of hexes', () => {
  it('names every full hex with its place, terrain and occupant', () => {
    const { container } = renderBoard();
    const all = cells(container);
    expect(all.length).toBe(FULL_ROWS.flat().length);
    for (const cell of all) expect(cell.getAttribute('aria-label')).toMatch(/column \d+, row \d+, \S/);
    expect(cellAt(container, '0,0').getAttribute('aria-label')).toBe('column 1, row 1, Open ground, empty');
    // A unit on open ground: the terrain is named all the same.
    expect(cellAt(container, '10,8').getAttribute('aria-label')).toBe(
      'Uesugi: Ashigaru spearmen (blue triangle), 4 of 4 blocks, at column 6, row 9, Open ground',
    );
    expect(cellAt(container, '11,3').getAttribute('aria-label')).toBe(
      'Takeda: Levy infantry (green circle), 1 of 4 blocks, at column 6, row 4, Open ground',
    );
  });

  it('is one tab stop, moved by the arrow keys; Enter on a hex with nothing to do opens its reference', () => {
    const { container, onHexHold } = renderBoard();
    const stops = cells(container).filter((c) => c.getAttribute('tabindex') === '0');
    expect(stops.map((c) => c.getAttribute('data-cell'))).toEqual(['0,0']);
    cellAt(container, '0,0').focus();
    fireEvent.keyDown(cellAt(container, '0,0'), { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-cell')).toBe('2,0');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-cell')).toBe('3,1');
    expect(cellAt(container, '3,1').getAttribute('tabindex')).toBe('0');
    expect(cellAt(container, '0,0').getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onHexHold).toHaveBeenCalledWith('3,1');
  });

  it('puts the tab stop on the first offered hex, and focus on its button', () => {
    const { container } = renderBoard(new Map([['10,8', 'Select Uesugi Ashigaru spearmen']]));
    const button = cellAt(container, '10,8').querySelector('[role="button"]');
    expect(button?.getAttribute('tabindex')).toBe('0');
    expect(cellAt(container, '0,0').getAttribute('tabindex')).toBe('-1');
  });

  it('steps along rows and keeps the column going up and down, turned with the board', () => {
    expect(stepFrom('0,0', 'ArrowLeft', false)).toBeNull();
    expect(stepFrom('0,0', 'ArrowUp', false)).toBeNull();
    expect(stepFrom('4,2', 'ArrowDown', false)).toBe('5,3');
    expect(stepFrom('5,3', 'ArrowUp', false)).toBe('4,2');
    expect(stepFrom('4,2', 'ArrowRight', true)).toBe('2,2');
    expect(stepFrom('4,2', 'ArrowDown', true)).toBe('5,1');
    expect(stepFrom('4,2', 'End', false)).toBe('22,2');
    expect(stepFrom('4,2', 'x', false)).toBeNull();
  });

  it('gives each army its own frame shape, so colour is not the only cue', () => {
    const { container } = renderBoard();
    const frames = (side: string) =>
      Array.from(container.querySelectorAll('.pieces [role="img"]'))
        .filter((p) => (p.getAttribute('aria-label') ?? '').startsWith(side))
        .map((p) => p.querySelector('.frame')?.tagName.toLowerCase());
    // Takeda is the top army in the fixture: cut corners (a polygon); Uesugi: a square (rect).
    expect(new Set(frames('Takeda:'))).toEqual(new Set(['polygon']));
    expect(new Set(frames('Uesugi:'))).toEqual(new Set(['rect']));
  });
});
